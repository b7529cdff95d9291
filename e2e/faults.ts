// Faults for the browser tests: answering a /back/ call with a 503, a reset connection, truncated
// JSON, no network or a slow answer, and the walk's helpers (a screen's own calls, the sidebar's
// screens, the detail a list's first row opens, an error hidden in a tab). Used by the per-group
// screen-fault crawl (e2e/crawl) and the save/upload fault journeys (e2e/shell).
import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { settled, trackRequests } from './fixtures';

export type FaultName = '503' | 'connection reset' | 'truncated JSON' | 'offline' | 'slow';
export const FAULTS: FaultName[] = ['503', 'connection reset', 'truncated JSON', 'offline', 'slow'];

export function applyFault(fault: FaultName, route: Route): Promise<void> {
  switch (fault) {
    case '503':
      return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    case 'connection reset':
      return route.abort('connectionreset');
    case 'truncated JSON':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":"0","message":"","data":{"rows":[{"id":"' });
    case 'offline':
      // what a request meets when the machine has no network (net::ERR_INTERNET_DISCONNECTED)
      return route.abort('internetdisconnected');
    case 'slow':
      // the page may have moved on meanwhile (the route is then already answered): nothing to send
      return new Promise((resolve) => setTimeout(resolve, 1500))
        .then(() => route.continue())
        .catch((e: unknown) => {
          if (!/already handled|closed/.test(String(e))) throw e;
        });
  }
}

export interface Call {
  method: string;
  path: string;
}
export const callKey = (c: Call) => `${c.method} ${c.path}`;
export const asCall = (r: Request): Call => ({ method: r.method(), path: new URL(r.url()).pathname });
export const isBack = (r: Request) => new URL(r.url()).pathname.startsWith('/back/');

/**
 * The shape of an endpoint, so the list platform's calls (theme columns of `asset.warehouse`,
 * `order.list`, ...) and one detail call for different ids are faulted once, not on every screen.
 */
export function shape(c: Call): string {
  const segments = c.path.split('/').map((s) => (/^[a-z]+\.[A-Za-z.]+$/.test(s) || /[0-9]/.test(s) ? ':x' : s));
  return `${c.method} ${segments.join('/')}`;
}

/** Developer text a machine error may carry but a user must never see. */
export const DEVELOPER_TEXT = /HTTP \d{3}|without an envelope|fetch failed|Failed to fetch|not an envelope|does not match its schema|\b[a-z]+\.[a-z][A-Za-z]+: /;

/**
 * Forgets the option dictionaries the portal keeps in sessionStorage for the session, so every
 * load asks for them (and a fault can reach them).
 */
export async function forgetCachedOptions(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('wharf.option.')) sessionStorage.removeItem(key);
  });
}

/**
 * Calls made in the background whose failure is never shown, by design: the count of a visit of a
 * menu page (docs/domain/common.md, "Visit statistics"). They are no screen's load call.
 */
export const BACKGROUND_CALLS: ReadonlySet<string> = new Set(['POST /back/common/app/visit/statistics']);

/** The sidebar's entries (every group expanded), without the dashboard. */
export async function sidebarScreens(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  for (const button of await sidebar.getByRole('button').all()) {
    if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
  }
  const hrefs = await sidebar.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((h) => h.startsWith('/') && h !== '/dashboard');
}

/** The screen a list's first row opens, if it opens one. */
export async function detailFromFirstRow(page: Page): Promise<string | undefined> {
  const row = page.locator('main [data-testid="list-table"] [role="row"]').nth(1);
  if ((await row.count()) === 0) return undefined;
  const before = page.url();
  await row.click();
  const moved = await page.waitForURL((u) => u.href !== before, { timeout: 3000 }).then(
    () => true,
    () => false,
  );
  if (!moved) return undefined;
  const u = new URL(page.url());
  return `${u.pathname}${u.search}`;
}

/** Waits for the error; a panel's error may sit in a tab that is not open, so the tabs are opened in turn. */
export async function revealError(page: Page, error: Locator): Promise<boolean> {
  const visible = () =>
    expect(error.first())
      .toBeVisible({ timeout: 8000 })
      .then(
        () => true,
        () => false,
      );
  if (await visible()) return true;
  for (const tab of await page.locator('main [role="tab"]').all()) {
    await tab.click();
    if (await error.first().isVisible()) return true;
  }
  return false;
}

/**
 * Opens `url` inside the running portal, as a link does (wouter follows history.pushState): the
 * screen's machines start afresh and make their calls, without loading the page, its scripts and
 * the shell's calls again. The not-found page comes first, so the screen is unmounted even when
 * the portal already shows it; `between` runs there, once the previous screen's calls have ended
 * (a fault set then meets only the next screen's calls).
 */
export async function openInApp(page: Page, url: string, between?: () => Promise<void>): Promise<void> {
  trackRequests(page);
  await page.evaluate(() => history.pushState(null, '', '/404'));
  await expect(page).toHaveURL(/\/404$/);
  // the previous screen's calls end before the next screen's are counted
  await settled(page);
  await between?.();
  await page.evaluate((to) => history.pushState(null, '', to), url);
}
