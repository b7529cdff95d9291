// axe on every route this build registers (the top-level routes plus every menu entry of the
// groups the build contains, so a new group is checked without editing this file), and on the
// gateway page: zero serious or critical violations, in both languages.
import { groupMenus, groupEntryUrl, type GroupId } from '../src/contract/groups';
import { builtGroups } from '../scripts/variant-plugin';
import { builtEntries } from '../src/screens/menu';
import { test, expect, seriousViolations, signIn } from './fixtures';

// a group built in slices (builtEntries) offers only the entries built so far
const groupRoutes = (builtGroups('tof') as GroupId[]).flatMap((g) =>
  groupMenus[g].filter((e) => !builtEntries[g] || builtEntries[g].includes(e)).map((e) => groupEntryUrl(g, e)),
);
const routes = ['/dashboard', '/404', ...groupRoutes];

test('gateway sign-in page has no serious accessibility violations (en and zh-CN)', async ({ page }) => {
  for (const lang of ['en', 'zh-CN']) {
    await page.goto(`/gateway/login?lang=${lang}`);
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('every registered route has no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'seller1');
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('#main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), route).toEqual([]);
  }
});

test('the terms of use page has no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'newhire1', { landing: /\/termsOfUse$/ });
  await expect(page.getByTestId('terms')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
