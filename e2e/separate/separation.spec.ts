// Stock isolation (/separate) in the tof build, against the real server (its isolation job runs
// every 500 ms here): supplier1 creates an isolation for an Amazon US shop with two skus in two
// warehouse groups, checks, submits and starts it, and sees the available stock of /inventory drop
// by the isolated quantity; adds an incremental separation and syncs it (the job takes it); asks
// for a suspension and confirms it (the stock comes back), continues, moves the end time,
// terminates restoring the stock (available back where it was), and reads the history of every
// step, in English and then in Chinese. The skus are ones no seeded isolation or allotment uses
// (server/separate/seed.ts), so other specs' figures are untouched.
import type { Page } from '@playwright/test';
import { test, expect, fillDateField, pasteInto, seriousViolations, signInSupplier } from '../fixtures';

const TEA = 'HA-AP10143-TEA';
const RED = 'HA-AP10231-RED';
const NA = 'North America';
const CB = 'China Bonded';

/** The sku's available total on its inventory detail page. */
async function available(page: Page, sku: string): Promise<number> {
  await page.goto(`/inventory/inventory/info/${sku}`);
  const figures = page.getByTestId('inventory-detail').getByTestId('sku-figures');
  const cell = figures.locator('[data-key="available"] dd').first();
  await expect(cell).toHaveText(/^[\d,]+$/);
  return Number((await cell.innerText()).replace(/,/g, ''));
}

/** A local date-time ('YYYY-MM-DDTHH:mm') for a date field, `days` from now. */
function localDateTime(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

async function act(page: Page, action: string, status: string) {
  await page.getByTestId(`sep-action-${action}`).click();
  const confirm = page.getByTestId('sep-confirm');
  await expect(confirm).toBeVisible();
  await confirm.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('sep-status')).toHaveAttribute('data-status', status);
}

test('isolation: create for a shop in two groups, start, increment, suspend, continue, end time, terminate with restore, history', async ({ page }) => {
  test.setTimeout(180_000);
  await signInSupplier(page);
  const teaBefore = await available(page, TEA);
  const redBefore = await available(page, RED);

  // ---- create: header, then groups and lines --------------------------------------------------
  await page.goto('/separate/control');
  await expect(page).toHaveTitle(/Stock isolations/);
  await expect(page.getByTestId('list-separate.control').getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
  await page.getByTestId('separate-new').click();
  const header = page.getByTestId('sep-header-form');
  await header.getByTestId('sep-name').getByRole('textbox').fill('Black Friday hold (e2e)');
  await header.getByTestId('sep-cart').getByRole('button').click();
  await page.getByRole('option', { name: 'Meadow Lane - Amazon US (HA-AMZ-US-001)' }).click();
  // the end before the start is refused in the form, before anything is sent
  await fillDateField(header.getByTestId('sep-start'), localDateTime(1));
  await fillDateField(header.getByTestId('sep-end-at'), localDateTime(0.5));
  await header.getByTestId('sep-header-next').click();
  await expect(header.getByTestId('sep-end-at')).toContainText(/after the start/i);
  await fillDateField(header.getByTestId('sep-end-at'), localDateTime(30));
  await header.getByTestId('sep-header-next').click();
  await expect(page).toHaveURL(/\/separate\/setting\/[^/?]+\?step=groups$/);

  const groups = page.getByTestId('sep-group-choice');
  const na = groups.getByRole('checkbox', { name: new RegExp(`^${NA}`) });
  const cb = groups.getByRole('checkbox', { name: new RegExp(`^${CB}`) });
  // the shop draws from North America: that group comes ticked
  await expect(na).toBeChecked();
  await groups.getByTestId('sep-group').filter({ hasText: CB }).click();
  await expect(cb).toBeChecked();
  // the groups show their warehouses in words (ICU plural), no stock figure before any sku is added
  await expect(groups.getByTestId('sep-group').filter({ hasText: NA })).toContainText(/\d+ warehouses?$/);
  // skus by a pasted list: an unknown and a repeated code are named, the others added
  await pasteInto(page.getByTestId('sep-skus').getByRole('combobox'), `${TEA}\n${RED}, NO-SUCH-SKU ${TEA}`);
  await expect(page.getByTestId('sep-skus-report')).toContainText('Not found: NO-SUCH-SKU');
  await expect(page.getByTestId('sep-skus-report')).toContainText(`Repeated or already added: ${TEA}`);
  await page.getByTestId('sep-skus').getByRole('combobox').press('Escape');
  const qty = (sku: string, group: string) => page.getByRole('textbox', { name: `Quantity of ${sku} in ${group}` }).or(page.getByRole('spinbutton', { name: `Quantity of ${sku} in ${group}` }));
  await expect(qty(TEA, NA)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // the group's available figure is that of the cells (the grid's skus), not 0
  const naCells = await page.locator(`[data-testid="qty-cell"][data-group="${NA}"]`).evaluateAll((els) => els.map((e) => document.getElementById(e.getAttribute('aria-describedby') ?? '')?.textContent ?? ''));
  const naSum = naCells.reduce((sum, text) => sum + Number(text.replace(/[^\d]/g, '')), 0);
  await expect(groups.getByTestId('sep-group').filter({ hasText: NA })).toContainText(`${naSum.toLocaleString('en-US')} available`);
  // a quantity above the stock is named once in its cell as it is typed, and Save waits
  await qty(TEA, NA).fill('9999999');
  await expect(page.getByText('More than the stock available')).toHaveCount(1);
  await expect(page.getByTestId('sep-lines-save')).toBeDisabled();
  await qty(TEA, NA).fill('100');
  await expect(page.getByTestId('sep-lines-save')).toBeEnabled();
  await qty(TEA, CB).fill('50');
  await qty(RED, NA).fill('30');
  await qty(RED, CB).fill('20');
  await page.getByTestId('sep-lines-save').click();
  await expect(page).toHaveURL(/\/separate\/separate\/[^/?]+$/);
  const status = page.getByTestId('sep-status');
  await expect(status).toHaveAttribute('data-status', 'draft');
  await expect(page.getByTestId('sep-lines').getByRole('row')).toHaveCount(5);
  const detailUrl = page.url();
  expect(await seriousViolations(page)).toEqual([]);

  // ---- check, submit, start: the stock is isolated ----------------------------------------------
  await act(page, 'check', 'checked');
  await act(page, 'submit', 'submitted');
  await act(page, 'start', 'inEffect');
  await expect(page.getByTestId('sep-totals')).toContainText('200 asked, 200 held');
  expect(await available(page, TEA)).toBe(teaBefore - 150);
  expect(await available(page, RED)).toBe(redBefore - 50);

  // ---- an incremental separation, synced by the job ----------------------------------------------
  await page.goto(detailUrl);
  await page.getByTestId('sep-link-incremental').click();
  await expect(page).toHaveURL(/\/separate\/incremental\//);
  await page.getByTestId('inc-new').click();
  // one sku by keyboard: type, arrow down, Enter
  const incBox = page.getByTestId('inc-skus').getByRole('combobox');
  await incBox.pressSequentially(TEA);
  await expect(page.getByRole('option', { name: new RegExp(`^${TEA}`) })).toBeVisible();
  await incBox.press('ArrowDown');
  await incBox.press('Enter');
  await incBox.press('Escape');
  await qty(TEA, NA).fill('25');
  await page.getByTestId('inc-save').click();
  const increment = page.getByTestId('inc-row').first();
  await expect(increment).toHaveAttribute('data-status', 'created');
  await increment.getByTestId('inc-action-sync').click();
  await page.getByTestId('inc-confirm').getByTestId('confirm-ok').click();
  await expect(increment).toHaveAttribute('data-status', 'synced', { timeout: 20_000 });
  expect(await available(page, TEA)).toBe(teaBefore - 175);

  // ---- suspend (two steps), continue, end time ---------------------------------------------------
  await page.goto(detailUrl);
  await expect(page.getByTestId('sep-totals')).toContainText('225 asked, 225 held');
  await act(page, 'suspend', 'suspending');
  // still held until the suspension is confirmed
  await expect(page.getByTestId('sep-totals')).toContainText('225 held');
  await act(page, 'suspendConfirm', 'suspended');
  await expect(page.getByTestId('sep-totals')).toContainText('0 held');
  expect(await available(page, TEA)).toBe(teaBefore);
  await page.goto(detailUrl);
  await act(page, 'continue', 'inEffect');
  await expect(page.getByTestId('sep-totals')).toContainText('225 held');

  await page.getByTestId('sep-edit-end').click();
  await fillDateField(page.getByTestId('sep-end-input'), localDateTime(45));
  await page.getByTestId('sep-end-save').click();
  await expect(page.getByTestId('sep-end-save')).toBeHidden();
  await expect(page.getByTestId('sep-status')).toHaveAttribute('data-status', 'inEffect');

  // ---- terminate restoring the stock ------------------------------------------------------------
  await page.getByTestId('sep-action-terminate').click();
  const confirm = page.getByRole('alertdialog', { name: 'Terminate' });
  await expect(confirm.getByRole('radio', { name: 'Return it to the shared pool now' })).toBeChecked();
  await expect(confirm.getByRole('radio', { name: 'Keep it held for the shop until recovered' })).not.toBeChecked();
  await confirm.getByRole('button', { name: 'Terminate' }).click();
  await expect(status).toHaveAttribute('data-status', 'terminated');
  await expect(page.getByTestId('sep-totals')).toContainText('0 held');
  // nothing is left to do with it
  await expect(page.getByTestId('sep-action-recover')).toHaveCount(0);
  expect(await available(page, TEA)).toBe(teaBefore);
  expect(await available(page, RED)).toBe(redBefore);

  // ---- the history of every step ----------------------------------------------------------------
  await page.goto(detailUrl);
  await page.getByTestId('sep-link-history').click();
  await expect(page).toHaveURL(/\/separate\/seq\//);
  const entries = page.getByTestId('hist-entry');
  const actions = ['create', 'groupSubmit', 'check', 'submit', 'start', 'incrementCreate', 'incrementSync', 'incrementSynced', 'suspend', 'suspendConfirm', 'continue', 'abortedTime', 'terminateRestore'];
  for (const action of actions) await expect(entries.and(page.locator(`[data-action="${action}"]`)).first()).toBeVisible();
  await expect(entries.and(page.locator('[data-action="start"]')).getByTestId('hist-actor')).toHaveText('Grace Lin');
  await expect(entries.and(page.locator('[data-action="incrementSynced"]')).getByTestId('hist-actor')).toHaveText('Automatic job');
  expect(await seriousViolations(page)).toEqual([]);

  // ---- in Chinese -------------------------------------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('separate-history')).toContainText('自动任务');
  await expect(page.getByTestId('hist-status')).toContainText('已终止');
  // back to English: the language is stored for the user, and other specs sign in as supplier1
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('isolation upload: lines of a draft isolation from a file, reviewed and confirmed, then on the isolation', async ({ page }) => {
  await signInSupplier(page);
  await page.goto('/separate/upload');
  await expect(page).toHaveTitle(/Isolation upload/);
  const screen = page.getByTestId('import-screen');
  await expect(screen.getByRole('heading', { level: 2 })).toHaveText('Isolation upload');
  // no type picker: the route is the isolation lines import
  await expect(screen.getByTestId('import-type')).toHaveCount(0);
  await expect(screen.getByTestId('import-columns')).toContainText('Isolation no.');
  await expect(screen.getByTestId('import-columns')).toContainText('Warehouse group');

  // SEP000001 is supplier1's seeded draft (server/separate/seed.ts); one row names no isolation
  const csv = ['Isolation no.,SKU,Warehouse group,Quantity', 'SEP000001,HA-AP10058-PUR,Europe,12', 'SEP999999,HA-AP10058-PUR,Europe,3', ''].join('\n');
  const choose = screen.getByTestId('import-choose');
  await choose.locator('input[type="file"]').setInputFiles({ name: 'isolation-lines.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await choose.getByTestId('import-upload').click();
  const review = screen.getByTestId('import-review');
  await expect(review).toBeVisible({ timeout: 30_000 });
  const counts = review.getByTestId('import-counts');
  await expect(counts.locator('[data-key="total"] dd')).toHaveText('2');
  await expect(counts.locator('[data-key="error"] dd')).toHaveText('1');
  await expect(review.getByTestId('import-error-rows')).toContainText('SEP999999');
  await review.getByTestId('import-confirm').click();
  await page.getByTestId('import-confirm-dialog').getByTestId('confirm-ok').click();
  await expect(screen.getByTestId('import-done')).toBeVisible({ timeout: 30_000 });

  // the line is on the isolation, which stays a draft
  await page.goto('/separate/control');
  const list = page.getByTestId('list-separate.control');
  await list.getByTestId('list-table').getByRole('row').filter({ hasText: 'SEP000001' }).click();
  await expect(page).toHaveURL(/\/separate\/separate\//);
  await expect(page.getByTestId('sep-status')).toHaveAttribute('data-status', 'draft');
  await expect(page.getByTestId('sep-lines').getByRole('row').filter({ hasText: 'HA-AP10058-PUR' }).filter({ hasText: 'Europe' })).toContainText('12');
});
