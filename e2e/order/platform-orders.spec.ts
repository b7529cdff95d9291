// Platform orders and the order upload in the tof build, against the real server and its seed:
// supplier1 opens a new platform order from the list, confirms less than ordered on one line
// (partially confirmed), rejects another (the reason is required first); uploads an order file
// from its own channel and finds the new order in the order list by its external order no.,
// through the shop filter the stores call fills; then a platform order in Chinese.
import type { Locator, Page } from '@playwright/test';
import { test, expect, openMenu, seriousViolations, signInSupplier, openRow, WIDE_WINDOW } from '../fixtures';

// cells are looked up by their column's header: every column must be drawn (WIDE_WINDOW)
test.use({ viewport: WIDE_WINDOW });

/** Runs `act` and waits for the list search it sends to be answered and drawn. */
async function searched(page: Page, list: Locator, act: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && /\/search$/.test(new URL(r.url()).pathname));
  await act();
  await answered;
  await expect(list.getByTestId('list-table')).not.toHaveAttribute('aria-busy', 'true');
  await expect(list.getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
}

/** Opens a row; a click lost while the virtualised table re-renders is repeated. */

/** The platform order list narrowed to new orders. */
async function newOrders(page: Page): Promise<Locator> {
  await page.goto('/order/platformOrder');
  const list = page.getByTestId('list-order.platformOrder');
  await expect(list.getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
  await list.getByTestId('search-statuses').getByRole('button').click();
  await page.getByRole('option', { name: 'New', exact: true }).click();
  await page.keyboard.press('Escape');
  await searched(page, list, () => list.getByTestId('search-submit').click());
  return list;
}

test('platform orders: confirm quantities, reject with a required reason; upload an order; in Chinese', async ({ page }) => {
  test.setTimeout(150_000);
  await signInSupplier(page);
  await openMenu(page, 'Orders', 'Platform Orders');
  await expect(page).toHaveURL(/\/order\/platformOrder$/);

  // ---- confirm: one line short, so partially confirmed ---------------------------------------------
  let list = await newOrders(page);
  await openRow(page, list.getByTestId('list-table').getByRole('row').nth(1), /\/order\/platformOrderInfo\/po-/);
  const po = page.getByTestId('platform-order');
  await expect(po.getByTestId('po-status')).toHaveText('New');
  const qty = po.getByTestId('po-line-qty').first().getByRole('textbox');
  const ordered = Number((await qty.inputValue()).replace(/\D/g, ''));
  expect(ordered).toBeGreaterThan(10);
  // more than ordered cannot be typed: the field keeps it to what was ordered
  await qty.fill(String(ordered + 1));
  await qty.blur();
  await expect(qty).toHaveValue(String(ordered));
  await qty.fill(String(ordered - 10));
  await qty.blur();
  await expect(po.getByTestId('po-confirm')).toBeEnabled();
  const sku = await po.getByTestId('po-line').first().getAttribute('data-sku');
  expect(sku).toBeTruthy();
  await po.getByTestId('po-confirm').click();
  const dialog = page.getByTestId('po-dialog');
  await expect(dialog).toContainText('units ordered');
  expect(await seriousViolations(page)).toEqual([]);
  // a double click sends one decision
  let confirms = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/platformOrder/confirm')) confirms += 1;
  });
  await dialog.getByTestId('confirm-ok').dblclick();
  await expect(po.getByTestId('po-done')).toBeVisible();
  await expect(po.getByTestId('po-status')).toHaveText('Partially confirmed');
  await expect(po.getByTestId('po-confirm')).toHaveCount(0);
  expect(confirms).toBe(1);

  // ---- reject: the reason is required ----------------------------------------------------------------
  list = await newOrders(page);
  await openRow(page, list.getByTestId('list-table').getByRole('row').nth(2), /\/order\/platformOrderInfo\/po-/);
  await expect(po.getByTestId('po-status')).toHaveText('New');
  await po.getByTestId('po-reject').click();
  const reject = page.getByTestId('po-dialog');
  await reject.getByTestId('confirm-ok').click();
  await expect(reject.getByTestId('po-reason')).toContainText('A reason is required to reject a platform order.');
  await reject.getByTestId('po-reason').getByRole('textbox').fill('No capacity before the delivery date');
  await reject.getByTestId('confirm-ok').click();
  await expect(po.getByTestId('po-status')).toHaveText('Rejected');
  await expect(po.getByTestId('po-reject-reason')).toHaveText('No capacity before the delivery date');

  // ---- upload an order from the supplier's own channel -------------------------------------------------
  const stores = await page.evaluate(async () => {
    const answer = await fetch('/back/api/scm-app/supplier/order/stores', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    return (await answer.json()).data as { id: string; code: string; name: string; status: string }[];
  });
  const shop = stores.find((s) => s.status === 'active')!;
  const external = `E2E-${Date.now()}`;
  const csv = [
    'Shop code,External order no.,SKU,Quantity,Unit price,Ship-from warehouse code,Receiver,Receiver phone,Country,State or province,City,Address,Postal code',
    `${shop.code},${external},${sku},2,19.90,SZ-BA01,Ada Lovelace,+1 555 0100,US,CA,Springfield,12 Oak Street,90210`,
  ].join('\n');
  await openMenu(page, 'Orders', 'Upload Orders');
  await expect(page).toHaveURL(/\/order\/uploadOrder$/);
  const screen = page.getByTestId('import-screen');
  const choose = screen.getByTestId('import-choose');
  // the order upload call (spec section 7: multipart file + timeZone), which always stops at review
  await expect(choose.getByTestId('import-preview-fixed')).toBeVisible();
  await expect(choose.getByTestId('import-preview')).toHaveCount(0);
  await choose.locator('input[type="file"]').setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/back/api/scm-app/supplier/order/upload');
  await choose.getByTestId('import-upload').click();
  // (the form's fields, file and timeZone only, are checked by the import machine's model test)
  expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data/);
  const review = screen.getByTestId('import-review');
  await expect(review).toBeVisible({ timeout: 30_000 });
  await expect(review.getByTestId('import-counts').locator('[data-key="create"] dd')).toHaveText('1');
  await review.getByTestId('import-confirm').click();
  await page.getByTestId('import-confirm-dialog').getByTestId('confirm-ok').click();
  await expect(screen.getByTestId('import-done')).toBeVisible({ timeout: 30_000 });

  // the new order in the order list: its shop (the stores call's options) and its external no.
  await openMenu(page, 'Orders', 'Orders');
  const orders = page.getByTestId('list-order.list');
  await expect(orders.getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
  await orders.getByTestId('search-cartIds').getByRole('button').click();
  await page.getByRole('option', { name: `${shop.name} (${shop.code})` }).click();
  await page.keyboard.press('Escape');
  await orders.getByTestId('search-bar').getByLabel('Order no. or tracking no.').fill(external);
  await searched(page, orders, () => orders.getByTestId('search-submit').click());
  const rows = orders.getByTestId('list-table').getByRole('row');
  await expect(rows).toHaveCount(2);
  // found by its external no.: the supplier order no. of an uploaded order, its receiver, its state
  await expect(rows.nth(1)).toContainText(/UP[0-9A-F]{12}/);
  await expect(rows.nth(1)).toContainText('Ada Lovelace');
  await expect(rows.nth(1)).toContainText('Pending acknowledgement');

  // ---- in Chinese ---------------------------------------------------------------------------------------
  await page.goto('/order/platformOrder');
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: '平台采购单' })).toBeVisible();
  await expect(page.getByTestId('list-order.platformOrder').getByRole('columnheader', { name: '采购单号' })).toBeVisible();
  // back to English: the language is stored for the user, and other specs sign in as supplier1
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
