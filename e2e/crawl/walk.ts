// One visit per screen for every route-wide check (decision 034, issue 16's lever 6). The walk
// signs in as supplier1, whose role manages every group of the build, so each route shows its
// real screen; it stores zh-CN as the account's language and walks:
//   1. the menu routes, each loaded as a page: axe (no serious or critical violation), no English
//      word in zh-CN (latin-words.ts), and the three windows (layout.ts). The /back/ calls each
//      load makes are recorded on the way, for the fault half of the crawl (fault-calls.ts),
//      which therefore does not load the screens again;
//   2. the record a list's first row opens (one per record shape), opened by the click: the same
//      checks, on a record with its data;
//   3. the routes off the menu (records and steps without their optional parameters), opened
//      inside the running portal as a link does: the same checks;
//   4. after one switch of the running portal to English, whose words are longer, every route of
//      the walk again in the three windows, and axe on the group's first screen: the English page
//      has the zh-CN page's structure, which axe has checked, with other words (the catalogs'
//      check keeps every text translated).
// A screen is checked once it has loaded by the portal's own signal, its load indicator
// (fixtures.ts, screenLoaded), not after quiet periods guessed for a loaded machine.
// The account's language goes back to English whatever happens, so the journeys after the walk
// on the same server sign in to English.
import type { Page, Request } from '@playwright/test';
import { test, expect, countLoads, forgetLoads, screenLoaded, seriousViolations, serverOrigin, signInSupplier, trackRequests } from '../fixtures';
import { asCall, BACKGROUND_CALLS, callKey, detailFromFirstRow, forgetCachedOptions, isBack, sidebarScreens, type Call } from '../faults';
import type { Visited } from './fault-calls';
import { latinWords } from './latin-words';
import { expectFitsEveryWindow } from './layout';

/** Stores the signed-in account's language, as the language switch does. */
export async function storeLanguage(page: Page, lang: 'en' | 'zh-CN') {
  const answer = await page.request.post(`/back/common/app/user/changeLang?lang=${lang}`, {
    headers: { Origin: serverOrigin(test.info()), 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    data: {},
  });
  expect(((await answer.json()) as { code: string }).code).toBe('0');
}

/**
 * The /back/ calls the page makes while `navigate` runs and until the screen it opened has loaded;
 * `navigate` says whether it opened one (a row that opens nothing does not).
 */
async function recording(page: Page, navigate: () => Promise<boolean>): Promise<Call[]> {
  const calls: Call[] = [];
  const record = (r: Request) => {
    if (isBack(r) && !BACKGROUND_CALLS.has(callKey(asCall(r)))) calls.push(asCall(r));
  };
  await forgetLoads(page);
  page.on('request', record);
  try {
    if (await navigate()) await screenLoaded(page);
  } finally {
    page.off('request', record);
  }
  return calls;
}

/**
 * Opens `route` inside the running portal, as a link does, and waits for its screen. When the
 * portal is on that address already, it goes through another page first, so the path changes (no
 * navigation, no load signal otherwise) and the screen starts afresh.
 */
async function openLoaded(page: Page, route: string): Promise<void> {
  const hop = here(page) !== route ? [] : [route === '/404' ? '/dashboard' : '/404'];
  for (const to of [...hop, route]) {
    await forgetLoads(page);
    await page.evaluate((path) => history.pushState(null, '', path), to);
    await screenLoaded(page);
  }
}

/** The address of a record without its id, so one record of each shape is visited. */
const recordShape = (url: string) => url.split('?')[0]!.replace(/\/[^/]*[0-9][^/]*$/, '/:id');

const here = (page: Page) => {
  const u = new URL(page.url());
  return `${u.pathname}${u.search}`;
};

async function expectSound(page: Page, route: string, lang: 'zh-CN' | 'en', axe = true) {
  await expect(page.locator('html'), route).toHaveAttribute('lang', lang);
  await expect(page.locator('#main'), route).toBeVisible();
  // soft: one run reports every page that falls short, not only the first
  if (axe) expect.soft(await seriousViolations(page), `${route} (${lang})`).toEqual([]);
  if (lang === 'zh-CN') expect.soft(await latinWords(page), `English words on ${route} in zh-CN`).toEqual([]);
  await expectFitsEveryWindow(page, lang === 'en' ? `${route} in English` : route);
}

export interface Walk {
  /** The screens visited with their own calls (beyond the shell's), for the fault half. */
  screens: Visited[];
  /** How many of them were found from a list's first row. */
  records: number;
}

/**
 * Walks `routes` (the menu's) and `others` as the header says. With `group`, the sidebar must
 * offer exactly the group's menu routes, and each list's first row is opened.
 */
export async function walk(page: Page, routes: string[], others: string[], group?: string): Promise<Walk> {
  await signInSupplier(page);
  trackRequests(page);
  await countLoads(page);
  await storeLanguage(page, 'zh-CN');
  const screens: Visited[] = [];
  let records = 0;
  try {
    // one load adopts the stored language (and keeps it in local storage): the routes then load in
    // zh-CN from the start, with no switch under way while axe and the word check read the page.
    // Its calls are the shell's: a screen's own calls are the others.
    await forgetCachedOptions(page);
    const shell = new Set((await recording(page, () => page.goto('/dashboard').then(() => true))).map(callKey));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wharf.lang'))).toBe('zh-CN');
    if (group) {
      const offered = (await sidebarScreens(page)).filter((s) => s === `/${group}` || s.startsWith(`/${group}/`) || s.startsWith(`/${group}?`));
      expect(offered.sort(), `${group}: the sidebar offers the group's menu`).toEqual([...routes].sort());
    }
    const shapes = new Set(routes.map(recordShape));
    for (const route of routes) {
      // the option dictionaries are asked for again, so the recorded calls include them
      await forgetCachedOptions(page);
      const own = (calls: Call[]) => calls.filter((c) => !shell.has(callKey(c)));
      const calls = own(await recording(page, () => page.goto(route).then(() => true)));
      await expectSound(page, route, 'zh-CN');
      screens.push({ screen: route, calls });
      // a list (a screen that loads anything) opens a record from its first row, once per shape,
      // and the record's own first row in turn
      for (let from = calls; group && from.length > 0; ) {
        let record: string | undefined;
        from = own(await recording(page, async () => (record = await detailFromFirstRow(page)) !== undefined));
        if (!record || shapes.has(recordShape(record))) break;
        shapes.add(recordShape(record));
        records++;
        await expectSound(page, record, 'zh-CN');
        screens.push({ screen: here(page), calls: from });
      }
    }
    for (const route of others) {
      // checked once its calls are answered, not on its loading state
      await openLoaded(page, route);
      await expectSound(page, route, 'zh-CN');
    }
    await page.getByTestId('language-switch').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    for (const [i, route] of [...screens.map((s) => s.screen), ...others].entries()) {
      await openLoaded(page, route);
      await expectSound(page, route, 'en', i === 0);
    }
  } finally {
    await storeLanguage(page, 'en');
  }
  return { screens, records };
}
