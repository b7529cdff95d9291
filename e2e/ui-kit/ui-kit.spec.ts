// The UI kit's DataTable in a real browser: the dev-only harness (e2e/harness, not part of any
// portal build) is built into a temp dir and served on a free loopback port. 100,000 client-side
// rows must keep a small, constant number of rows in the DOM while scrolling, the last row must be
// reachable, the grid must be keyboard navigable, header clicks sort through the callback, and axe
// must find no serious or critical violation. The gallery page (kit.html) covers the rest of the
// kit: axe with its menu and dialogs open, and keyboard use of the search bar, column chooser and
// confirm dialog. Run: npx playwright test --project ui-kit
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { axeOf } from '../fixtures';
import { startHarness, type Harness } from './harness/serve';

const ROWS = 100_000;
const MAX_ROWS_IN_DOM = 80;

let harness: Harness;
let context: BrowserContext;
let page: Page;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  harness = await startHarness();
  // A context of our own (axe needs one made with browser.newContext()).
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(harness.url(`table.html?rows=${ROWS}`));
  await page.locator('[role=row][aria-rowindex="2"]').waitFor({ state: 'attached', timeout: 120_000 });
  expect(errors).toEqual([]);
});

test.afterAll(async () => {
  await context?.close();
  await harness?.close();
});

const grid = () => page.getByRole('grid', { name: 'Orders' });
/** The first row's buyer, read at the top of the grid (a re-sort may keep the old scroll position). */
const firstBuyer = async () => {
  await grid().evaluate((el) => {
    el.scrollTop = 0;
  });
  return page
    .locator('[role=row][aria-rowindex="2"] [role=gridcell]')
    .nth(1)
    .textContent({ timeout: 2_000 })
    .catch(() => null);
};
const rowsInDom = () => page.locator('[role=grid] [role=row]').count();
const rowIndexes = () => page.locator('[role=grid] [role=row]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('aria-rowindex'))));
const harnessLog = () => page.evaluate(() => window.__harness);

test('100k rows: the grid reports every row but keeps only a window of them in the DOM', async () => {
  await expect(grid()).toHaveAttribute('aria-rowcount', String(ROWS + 1));
  const counts: number[] = [await rowsInDom()];
  for (const fraction of [0.1, 0.25, 0.5, 0.75, 0.9, 1]) {
    await grid().evaluate((el, f) => {
      el.scrollTop = (el.scrollHeight - el.clientHeight) * f;
    }, fraction);
    // The virtualizer renders on the next frames; wait until rows near the target are in the DOM.
    const expectedRow = Math.floor(ROWS * fraction * 0.98);
    await expect.poll(async () => Math.max(...(await rowIndexes())), { timeout: 10_000 }).toBeGreaterThanOrEqual(expectedRow);
    counts.push(await rowsInDom());
  }
  expect(Math.max(...counts), `rows in the DOM at each position: ${counts.join(', ')}`).toBeLessThan(MAX_ROWS_IN_DOM);
  // The last row is reachable and fully rendered.
  const last = page.locator(`[role=row][aria-rowindex="${ROWS + 1}"]`);
  await expect(last).toHaveCount(1);
  await expect(last.getByRole('rowheader')).toHaveText(`SO-${String(ROWS).padStart(6, '0')}`);
  // The header stays at the top of the scrolled grid (sticky).
  const [gridBox, headerBox] = await Promise.all([grid().boundingBox(), page.getByRole('columnheader', { name: /Order no/ }).boundingBox()]);
  expect(Math.abs(headerBox!.y - gridBox!.y)).toBeLessThan(4);
});

test('selection: the checkbox cell toggles the row; select all reports "all"', async () => {
  await grid().evaluate((el) => {
    el.scrollTop = 0;
  });
  const row = page.locator('[role=row][aria-rowindex="3"]');
  await row.getByRole('gridcell').first().locator('label').click();
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await expect.poll(async () => (await harnessLog()).selections.at(-1)).toEqual(['r1']);
  await page.getByRole('columnheader').first().locator('label').click();
  await expect.poll(async () => (await harnessLog()).selections.at(-1)).toBe('all');
  await page.getByRole('columnheader').first().locator('label').click();
  await expect.poll(async () => (await harnessLog()).selections.at(-1)).toEqual([]);
});

test('keyboard: ArrowDown moves focus through the rows (scrolling as it goes) and Enter opens a row', async () => {
  await grid().evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(page.locator('[role=row][aria-rowindex="2"]')).toHaveCount(1);
  // A click on a data cell (not the checkbox cell) runs the row action and focuses the row.
  await page.locator('[role=row][aria-rowindex="2"] [role=rowheader]').click();
  expect((await harnessLog()).actions.at(-1)).toBe('r0');
  const focusedRowIndex = () => page.evaluate(() => Number(document.activeElement?.closest('[role=row]')?.getAttribute('aria-rowindex') ?? 0));
  const start = await focusedRowIndex();
  expect(start).toBe(2);
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowDown');
  await expect.poll(focusedRowIndex).toBe(start + 30);
  // The focused row was scrolled into view (polled: the scroll can land a frame after the focus
  // moves, and a single read on a loaded machine saw the row still one row below the edge).
  const gridBox = (await grid().boundingBox())!;
  const focusedInView = () =>
    page.evaluate(({ top, bottom }) => {
      const r = document.activeElement!.getBoundingClientRect();
      return r.top >= top && r.bottom <= bottom;
    }, { top: gridBox.y, bottom: gridBox.y + gridBox.height + 1 });
  await expect.poll(focusedInView).toBe(true);
  expect(await rowsInDom()).toBeLessThan(MAX_ROWS_IN_DOM);
  await page.keyboard.press('Enter');
  expect((await harnessLog()).actions.at(-1)).toBe('r30');
  await page.keyboard.press('End');
  await page.keyboard.press('Control+End');
  await expect.poll(focusedRowIndex, { timeout: 10_000 }).toBe(ROWS + 1);
});

test('sorting: a sortable header click calls back and the grid shows the new order; others do not sort', async () => {
  // A re-sort of 100k client-side rows rebuilds RAC's collection (seconds, more on a loaded machine).
  test.setTimeout(300_000);
  // The keyboard test left the grid scrolled to the last row; the assertions read the first row.
  await grid().evaluate((el) => {
    el.scrollTop = 0;
  });
  const buyer = page.getByRole('columnheader', { name: /Buyer/ });
  await buyer.click();
  expect((await harnessLog()).sorts.at(-1)).toEqual({ column: 'buyer', direction: 'ascending' });
  await expect(buyer).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(firstBuyer, { timeout: 120_000 }).toBe('Asterisk GmbH');
  await buyer.click();
  expect((await harnessLog()).sorts.at(-1)).toEqual({ column: 'buyer', direction: 'descending' });
  await expect.poll(firstBuyer, { timeout: 120_000 }).toBe('Nordic Parts');
  const before = (await harnessLog()).sorts.length;
  await page.getByRole('columnheader', { name: /Status/ }).click();
  expect((await harnessLog()).sorts.length).toBe(before);
});

test('column resize: dragging a resizer reports the new width', async () => {
  const handle = page.locator('[role=columnheader]', { hasText: 'Buyer' }).locator('.dt-resizer');
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 3 });
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 3 });
  await page.mouse.up();
  const resizes = (await harnessLog()).resizes;
  expect(resizes.length).toBeGreaterThan(0);
  const [key, width] = resizes.at(-1)!;
  expect(key).toBe('buyer');
  expect(width).toBeGreaterThanOrEqual(240);
});

test('axe: no serious or critical violations on the table', async () => {
  test.setTimeout(180_000);
  await grid().evaluate((el) => {
    el.scrollTop = 0;
  });
  const result = await axeOf(page).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});

// ---- The rest of the kit, on the gallery page (e2e/ui-kit/harness/kit.html) ----

const seriousViolations = async (p: Page) =>
  (await axeOf(p).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);

test('kit gallery: axe finds no serious violations on the page, the open menu and the dialogs', async () => {
  const kit = await context.newPage();
  await kit.goto(harness.url('kit.html'));
  await expect(kit.getByRole('heading', { name: 'UI kit' })).toBeVisible();
  expect(await seriousViolations(kit)).toEqual([]);
  await kit.getByRole('button', { name: /Views/ }).click();
  await expect(kit.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(kit)).toEqual([]);
  await kit.keyboard.press('Escape');
  await kit.getByRole('button', { name: 'Columns' }).click();
  await expect(kit.getByRole('dialog', { name: 'Columns' })).toBeVisible();
  expect(await seriousViolations(kit)).toEqual([]);
  await kit.keyboard.press('Escape');
  await kit.getByRole('button', { name: 'Delete' }).click();
  await expect(kit.getByRole('alertdialog', { name: 'Delete order?' })).toBeVisible();
  expect(await seriousViolations(kit)).toEqual([]);
  await kit.close();
});

test('kit gallery: Enter submits the search bar; the column chooser and confirm dialog work from the keyboard', async () => {
  const kit = await context.newPage();
  await kit.goto(harness.url('kit.html'));
  const events = () => kit.evaluate(() => window.__kit.events);
  await kit.getByLabel('Order no.').fill('SO-42');
  await kit.getByLabel('Order no.').press('Enter');
  expect((await events()).at(-1)).toEqual(['search.submit', { orderNo: 'SO-42' }]);

  await kit.getByRole('button', { name: 'Columns' }).click();
  const dialog = kit.getByRole('dialog', { name: 'Columns' });
  await dialog.getByRole('button', { name: 'Move Order no. down' }).focus();
  await kit.keyboard.press('Enter');
  await kit.keyboard.press('Enter');
  // Focus follows the moved column.
  await expect(dialog.getByRole('button', { name: 'Move Order no. down' })).toBeFocused();
  await dialog.getByRole('checkbox', { name: 'Show Remark' }).press('Space');
  await dialog.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  expect((await events()).at(-1)).toEqual([
    'columns.save',
    [
      { key: 'buyer', width: 200, visible: true },
      { key: 'amount', width: 120, visible: true },
      { key: 'orderNo', width: 160, visible: true },
      { key: 'remark', width: 200, visible: true },
    ],
  ]);

  await kit.getByRole('button', { name: 'Delete' }).click();
  const confirm = kit.getByRole('alertdialog', { name: 'Delete order?' });
  // A dangerous action starts on the safe choice.
  await expect(confirm.getByRole('button', { name: 'Keep' })).toBeFocused();
  await kit.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await kit.getByRole('button', { name: 'Delete' }).click();
  await kit.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).press('Enter');
  expect((await events()).at(-1)).toEqual(['confirm']);
  await kit.close();
});
