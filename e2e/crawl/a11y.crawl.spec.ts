// axe on every route this build registers, one test per route group (the top-level routes plus
// every menu entry of the group, so a new group is checked without editing this file), and on
// the gateway and terms pages: zero serious or critical violations. The routes are walked in
// zh-CN, and the same visit checks that no visible word is left in English (decision 022,
// latin-words.ts). Every route the group registers (menu entries and the others, without their
// optional parameters) must also fit 1280x720, 1440x900 and 390x844 without scrolling sideways
// (decision 021): each loaded page is resized through the three windows rather than loaded three
// times; then, in English, each route is opened again inside the running portal and measured.
import type { Page } from '@playwright/test';
import { test, expect, seriousViolations, serverOrigin, settled, signIn, signInSupplier, trackRequests } from '../fixtures';
import { latinWords } from './latin-words';
import { expectFitsEveryWindow } from './layout';
import { crawlGroups, groupRoutes, otherRoutes, shellRoutes } from './routes';

/** Stores the signed-in account's language, as the language switch does. */
async function storeLanguage(page: Page, lang: 'en' | 'zh-CN') {
  const answer = await page.request.post(`/back/common/app/user/changeLang?lang=${lang}`, {
    headers: { Origin: serverOrigin(test.info()), 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    data: {},
  });
  expect(((await answer.json()) as { code: string }).code).toBe('0');
}

async function checkRoutes(page: Page, routes: string[], others: string[] = []) {
  // supplier1's role manages every group of the build, so each route shows its real screen (a
  // seller would get the not-granted page for most); its stored language goes back to English
  // whatever happens, so the journeys after this crawl on the same server sign in to English
  await signInSupplier(page);
  trackRequests(page);
  await storeLanguage(page, 'zh-CN');
  try {
    // one load adopts the stored language (and keeps it in local storage): the routes then load in
    // zh-CN from the start, with no switch under way while axe and the word check read the page
    await page.goto('/dashboard');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wharf.lang'))).toBe('zh-CN');
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.locator('#main')).toBeVisible();
      await settled(page);
      expect(await seriousViolations(page), route).toEqual([]);
      expect(await latinWords(page), `English words on ${route} in zh-CN`).toEqual([]);
      await expectFitsEveryWindow(page, route);
    }
    // the routes off the menu (records, steps) are opened as a link does, inside the running portal,
    // and held to the same word check (axe runs on the menu routes only)
    for (const route of others) {
      await page.evaluate((to) => history.pushState(null, '', to), route);
      await expect(page.locator('#main')).toBeVisible();
      // measured once its calls are answered, not on its loading state
      await settled(page);
      expect(await latinWords(page), `English words on ${route} in zh-CN`).toEqual([]);
      await expectFitsEveryWindow(page, route);
    }
    // the same routes in English, whose words are longer than the Chinese: after one switch of the
    // language in the running portal, each is measured in the three windows (axe and the word
    // check ran above; one language per page is checked by the zh-CN walk)
    await page.getByTestId('language-switch').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    for (const route of [...routes, ...others]) {
      await page.evaluate((to) => history.pushState(null, '', to), route);
      await expect(page.locator('#main')).toBeVisible();
      await settled(page);
      await expectFitsEveryWindow(page, `${route} in English`);
    }
  } finally {
    await storeLanguage(page, 'en');
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

test('the shell routes have no serious accessibility violations, no English word in zh-CN, and fit every window', async ({ page }) => {
  await checkRoutes(page, shellRoutes);
});

for (const group of crawlGroups) {
  test(`every ${group} route has no serious accessibility violations, no English word in zh-CN, and fits every window`, async ({ page }) => {
    // about 5 s a route on a loaded machine (two languages, three windows): the order group's 22
    // routes do not fit the default 120 s
    test.setTimeout(Math.max(120_000, 30_000 + 7_000 * (groupRoutes(group).length + otherRoutes(group).length)));
    await checkRoutes(page, groupRoutes(group), otherRoutes(group));
  });
}
