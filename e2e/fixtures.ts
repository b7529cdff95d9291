// Shared e2e fixtures: every page records CSP violations and console errors, and every test
// fails if one happened; signIn goes through the real gateway form; seriousViolations runs axe.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234';

type Fixtures = {
  cspViolations: string[];
  /** Uncaught errors of the page (with its URL); a test that asks for it fails on one. */
  pageErrors: string[];
};

export const test = base.extend<Fixtures>({
  cspViolations: async ({ page }, use) => {
    const violations: string[] = [];
    await page.exposeFunction('__reportCsp', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __reportCsp(v: string): void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    await use(violations);
    expect(violations, 'CSP violations').toEqual([]);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    await use(errors);
    expect(errors, 'uncaught page errors').toEqual([]);
  },
});

export { expect };

/** Signs in through the gateway form; expects to land on `landing` (default /dashboard). */
export async function signIn(page: Page, account: string, opts: { from?: string; landing?: string | RegExp } = {}) {
  await page.goto(opts.from ?? '/dashboard');
  await expect(page).toHaveURL(/\/gateway\/login/);
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form [type="submit"]').click();
  await expect(page).toHaveURL(opts.landing ?? /\/dashboard$/);
}

/** supplier1 signs in and sees the signing notice (once per browser): acknowledge it. */
export async function signInSupplier(page: Page) {
  await signIn(page, 'supplier1');
  const notice = page.getByTestId('signing-notice');
  await expect(notice).toBeVisible();
  await notice.getByRole('button').click();
  await expect(notice).toBeHidden();
}

/** Opens a menu entry of a group (the group is expanded first when it is closed); names are exact. */
export async function openMenu(page: Page, group: string, entry: string) {
  const sidebar = page.getByTestId('sidebar');
  const link = sidebar.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await sidebar.getByRole('button', { name: group, exact: true }).click();
  await link.click();
}

/** axe on the page as it is: the serious and critical violations, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // react-aria's live announcer (a pending button's "busy" message) is a transient role=img
  // labelled by its own text; axe cannot resolve the label once the message moves on.
  const result = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Opens a row (a click on it) and waits for its page. A click that lands while the virtualised
 * table re-renders under the pointer is lost, so it is repeated until the page opens.
 */
export async function openRow(page: Page, row: Locator, url: RegExp) {
  await expect(async () => {
    if (!url.test(page.url())) await row.click({ timeout: 2_000 });
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
