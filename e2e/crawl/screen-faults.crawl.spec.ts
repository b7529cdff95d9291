// Faults on every screen's service calls (issue 7, reliability), one test per route group. The
// screens are found, not listed: every sidebar entry of supplier1 in the group, and the detail
// screen its list's first row opens. A clean visit records the calls a screen makes beyond the
// shell's; then each of those calls (deduplicated across the group's screens by its endpoint
// shape) is answered in turn with a fault, rotating through a 503, a reset connection, truncated
// JSON, no network (the browser's offline error) and a slow answer (1.5 s). A failed call must
// end in an error the user can retry from: an alert with a button, in the user's language (no
// developer text), the call not repeated on its own; the retry calls it again and the alert goes.
// A slow call just arrives late. No fault may raise an uncaught error. Groups and screens added
// later are covered without edits.
import type { Route } from '@playwright/test';
import { test, expect, signInSupplier } from '../fixtures';
import { applyFault, cachedInApp, callKey, callsOf, DEVELOPER_TEXT, detailFromFirstRow, FAULTS, forgetCachedOptions, openInApp, revealError, shape, sidebarScreens } from '../faults';
import { supplierGroups } from './routes';

// An endpoint shape is faulted once in the whole crawl, not once per group: the list platform's
// calls (theme columns, table settings, options) are the same code on every list screen, so the
// first group that meets one faults it and later groups fault only their own calls. The groups'
// tests run in one worker, in order, and share this set (a retried test starts with an empty one
// and faults more, never less).
const faulted = new Set<string>();

for (const group of supplierGroups) {
  test(`every ${group} screen: each load call that fails ends in a retryable, translated error`, async ({ page, pageErrors }) => {
    test.setTimeout(600_000);
    await signInSupplier(page);

    const shell = new Set((await callsOf(page, '/dashboard')).map(callKey));
    const screens = (await sidebarScreens(page)).filter((s) => s === `/${group}` || s.startsWith(`/${group}/`) || s.startsWith(`/${group}?`));
    expect(screens.length, `${group}: sidebar entries`).toBeGreaterThan(0);
    const sidebarCount = screens.length;
    const visited = new Set<string>();
    let faultIndex = 0;
    let covered = 0;

    for (let i = 0; i < screens.length; i++) {
      const screen = screens[i]!;
      const clean = await callsOf(page, screen);
      const own = clean.filter((c) => !shell.has(callKey(c)));
      if (!visited.has(screen) && own.length > 0) {
        visited.add(screen);
        const detail = await detailFromFirstRow(page);
        const detailPath = detail?.split('?')[0]?.replace(/\/[^/]*[0-9][^/]*$/, '/:id');
        if (detail && detailPath && !screens.some((s) => s.split('?')[0]?.replace(/\/[^/]*[0-9][^/]*$/, '/:id') === detailPath)) screens.push(detail);
      }

      for (const call of new Map(own.map((c) => [callKey(c), c])).values()) {
        if (faulted.has(shape(call))) continue;
        faulted.add(shape(call));
        const fault = FAULTS[faultIndex++ % FAULTS.length]!;
        const where = `${screen} ${callKey(call)} (${fault})`;
        await test.step(where, async () => {
          const baseline = clean.filter((c) => callKey(c) === callKey(call)).length;
          let hits = 0;
          const matches = (url: URL) => url.pathname === call.path;
          const handler = async (route: Route) => {
            if (route.request().method() !== call.method) return route.fallback();
            hits++;
            await applyFault(fault, route);
          };
          // The screen is opened inside the running portal (much cheaper than loading the page);
          // a call it answers from its cache, or one it did not make that way, gets a page load.
          // Either way the previous step's screen is left first, so its requests stay out of this
          // step's count.
          const load = async () => {
            await forgetCachedOptions(page);
            await page.goto('about:blank');
            await page.goto(screen);
          };
          if (cachedInApp(call)) {
            await page.route(matches, handler);
            await load();
          } else {
            await openInApp(page, '/404');
            await page.route(matches, handler);
            await openInApp(page, screen);
            const made = await expect.poll(() => hits, { timeout: 5000 }).toBeGreaterThan(0).then(() => true, () => false);
            if (!made) await load();
          }
          const error = page.locator('main [role="alert"]').filter({ has: page.getByRole('button') });
          if (fault === 'slow') {
            // a loaded machine may make the call after a first idle moment: wait for the call itself
            await expect
              .poll(() => hits, { timeout: 15_000 })
              .toBeGreaterThan(0)
              .catch(() => expect.soft(hits, `${where}: the call was made`).toBeGreaterThan(0));
            await page.waitForLoadState('networkidle');
            await expect.soft(error, `${where}: a slow answer is not an error`).toHaveCount(0);
            await page.unroute(matches, handler);
            return;
          }
          // soft: one run reports every screen that falls short, not only the first
          expect.soft(await revealError(page, error), `${where}: an error the user can retry from`).toBe(true);
          await expect.soft(page.locator('main'), `${where}: no developer text`).not.toContainText(DEVELOPER_TEXT);
          expect.soft(hits, `${where}: not repeated on its own`).toBeLessThanOrEqual(Math.max(1, baseline));
          await page.unroute(matches, handler);
          if ((await error.count()) === 0) return;
          const answered = page.waitForResponse((r) => r.request().method() === call.method && new URL(r.url()).pathname === call.path && r.ok(), { timeout: 15_000 });
          await error.first().getByRole('button').first().click();
          await answered.catch(() => expect.soft(false, `${where}: the retry calls it again`).toBe(true));
          await expect.soft(error, `${where}: the retry clears the error`).toHaveCount(0);
          covered++;
        });
      }
    }
    // the figures docs/reliability.md quotes
    console.log(`screen faults, ${group}: ${screens.length} screens (${screens.length - sidebarCount} found from a list's first row), ${faultIndex} calls faulted, ${covered} retried from their error`);
    // a group whose screens only make calls an earlier group faulted has nothing of its own to fault
    // (its first fault, when it has one, is a 503: the rotation starts again in every group)
    if (faultIndex > 0) expect(covered, `${group}: faulted calls that ended in a retryable error`).toBeGreaterThan(0);
    expect(pageErrors, 'uncaught page errors so far').toEqual([]);
  });
}
