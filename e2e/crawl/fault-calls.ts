// The fault half of the screen crawl (issue 7, reliability; decision 013): each load call a
// screen made on its clean visit, beyond the shell's, is answered in turn with a fault, rotating
// through a 503, a reset connection, truncated JSON, no network (the browser's offline error) and
// a slow answer (1.5 s). A failed call must end in an error the user can retry from: an alert
// with a button, in the user's language (no developer text), the call not repeated on its own; the
// retry calls it again and the alert goes. A slow call just arrives late.
import type { Page, Route } from '@playwright/test';
import { test, expect } from '../fixtures';
import { applyFault, callKey, DEVELOPER_TEXT, FAULTS, forgetCachedOptions, openInApp, revealError, shape, type Call } from '../faults';
import { faultClaims } from './faulted';

/** A screen as its clean visit found it: its address and the calls it made beyond the shell's. */
export interface Visited {
  screen: string;
  /** Every call of the clean visit, repeats included (a call's count is its baseline). */
  calls: Call[];
}

/** Faults every call of `group`'s screens whose shape no other group has claimed; returns the counts. */
export async function faultCalls(page: Page, group: string, screens: Visited[]): Promise<{ faulted: number; covered: number }> {
  const claimFault = faultClaims(group);
  let faultIndex = 0;
  let covered = 0;
  for (const { screen, calls } of screens) {
    for (const call of new Map(calls.map((c) => [callKey(c), c])).values()) {
      if (!claimFault(shape(call))) continue;
      const fault = FAULTS[faultIndex++ % FAULTS.length]!;
      const where = `${screen} ${callKey(call)} (${fault})`;
      await test.step(where, async () => {
        const baseline = calls.filter((c) => callKey(c) === callKey(call)).length;
        let hits = 0;
        const matches = (url: URL) => url.pathname === call.path;
        const handler = async (route: Route) => {
          if (route.request().method() !== call.method) return route.fallback();
          hits++;
          await applyFault(fault, route);
        };
        // The screen is opened inside the running portal (much cheaper than loading the page),
        // and the fault is set on the way, once the previous step's screen has left and its calls
        // have ended: a call it still makes (the previous step's retry reloads a list's setup,
        // whose dictionaries come after its table calls) is not this screen's, and cannot cache
        // again a dictionary forgotten. The option dictionaries are forgotten there: the portal
        // asks for one again only when it is not in sessionStorage (src/services/options.ts). A
        // call the screen did not make that way gets a page load.
        await openInApp(page, screen, async () => {
          await forgetCachedOptions(page);
          await page.route(matches, handler);
        });
        const made = await expect.poll(() => hits, { timeout: 5000, intervals: [50] }).toBeGreaterThan(0).then(() => true, () => false);
        if (!made) {
          await page.unroute(matches, handler);
          await forgetCachedOptions(page);
          await page.goto('about:blank');
          await page.route(matches, handler);
          await page.goto(screen);
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
        expect.soft(await revealError(page, error), `${where}: an error the user can retry from (the call was made ${hits} times)`).toBe(true);
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
  return { faulted: faultIndex, covered };
}
