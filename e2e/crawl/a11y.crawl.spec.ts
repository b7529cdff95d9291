// axe on the pages outside the route groups: the gateway and terms pages, and the shell's own
// routes (walked as a group's are, walk.ts). The groups' routes are crawled by
// screens.crawl.spec.ts.
import { test, expect, seriousViolations, signIn } from '../fixtures';
import { shellRoutes } from './routes';
import { walk } from './walk';

test('gateway sign-in page has no serious accessibility violations (en and zh-CN)', async ({ page }) => {
  for (const lang of ['en', 'zh-CN']) {
    await page.goto(`/gateway/login?lang=${lang}`);
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('the terms of use page has no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'newhire1', { landing: /\/termsOfUse$/ });
  await expect(page.getByTestId('terms')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the shell routes have no serious accessibility violations, no English word in zh-CN, and fit every window', async ({ page }) => {
  await walk(page, shellRoutes, []);
});
