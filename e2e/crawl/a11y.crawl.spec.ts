// axe on every route this build registers, one test per route group (the top-level routes plus
// every menu entry of the group, so a new group is checked without editing this file), and on
// the gateway and terms pages: zero serious or critical violations. Every route the group
// registers (menu entries and the others, without their optional parameters) must also fit
// 1280x720, 1440x900 and 390x844 without scrolling sideways (decision 021): each loaded page is
// resized through the three windows rather than loaded three times.
import { test, expect, seriousViolations, signIn, signInSupplier } from '../fixtures';
import { expectFitsEveryWindow } from './layout';
import { crawlGroups, groupRoutes, otherRoutes, shellRoutes } from './routes';

async function checkRoutes(page: import('@playwright/test').Page, routes: string[], others: string[] = []) {
  // supplier1's menu has every group of the build: each screen is measured with its data, not as
  // the page a user without the group sees
  await signInSupplier(page);
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('#main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), route).toEqual([]);
    await expectFitsEveryWindow(page, route);
  }
  // the routes off the menu (records, steps) are opened as a link does, inside the running portal
  for (const route of others) {
    await page.evaluate((to) => history.pushState(null, '', to), route);
    await expect(page.locator('#main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFitsEveryWindow(page, route);
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

test('the shell routes have no serious accessibility violations and fit every window', async ({ page }) => {
  await checkRoutes(page, shellRoutes);
});

for (const group of crawlGroups) {
  test(`every ${group} route has no serious accessibility violations and fits every window`, async ({ page }) => {
    await checkRoutes(page, groupRoutes(group), otherRoutes(group));
  });
}
