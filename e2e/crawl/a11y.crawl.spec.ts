// axe on every route this build registers, one test per route group (the top-level routes plus
// every menu entry of the group, so a new group is checked without editing this file), and on
// the gateway and terms pages: zero serious or critical violations.
import { test, expect, seriousViolations, signIn } from '../fixtures';
import { groupRoutes, menuGroups, shellRoutes } from './routes';

async function checkRoutes(page: import('@playwright/test').Page, routes: string[]) {
  await signIn(page, 'seller1');
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('#main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), route).toEqual([]);
  }
}

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

test('the shell routes have no serious accessibility violations', async ({ page }) => {
  await checkRoutes(page, shellRoutes);
});

for (const group of menuGroups) {
  test(`every ${group} route has no serious accessibility violations`, async ({ page }) => {
    await checkRoutes(page, groupRoutes(group));
  });
}
