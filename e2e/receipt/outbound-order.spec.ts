// Outbound orders in the tof build, against the real server and its seed (docs/domain/receipts.md,
// "Slice (built): outbound orders"): supplier1 opens the outbound orders from the menu, starts a new
// one (a return from a platform warehouse to one of its own), creates the draft, picks a sku the
// platform warehouse has available and its quantity, opens the order and submits it (a double click
// submits once: the quantity is locked, the available falls); the platform's job
// (RECEIPT_REVIEW_SECONDS=1 in the e2e servers, polled through the API) confirms and delivers it;
// then the same record in Chinese.
import { test, expect, openMenu, signInSupplier } from '../fixtures';

test('outbound order: create a draft, add a sku, submit once, the platform confirms and delivers it; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Inbound & Outbound', 'Outbound Orders');
  await expect(page).toHaveURL(/\/receipt\/outboundOrder$/);
  await expect(page.getByTestId('list-receipt.outboundOrder').getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
  await page.getByTestId('receipt-outbound-order-new').click();
  await expect(page).toHaveURL(/\/receipt\/create\/outboundOrder$/);

  const form = page.getByTestId('receipt-outbound-form');
  await form.getByTestId('receipt-outbound-form-warehouse').getByRole('button').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await form.getByTestId('receipt-outbound-form-save').click();
  await expect(form.getByTestId('receipt-outbound-form-ship-to')).toContainText('Choose the warehouse the goods come back to.');
  await form.getByTestId('receipt-outbound-form-ship-to').getByRole('button').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await form.getByTestId('receipt-outbound-form-save').click();
  await expect(page).toHaveURL(/\/receipt\/create\/outboundOrder\/oo_/);
  const orderId = decodeURIComponent(page.url().split('/').pop()!);

  await form.getByTestId('receipt-outbound-form-sku').getByRole('button').click();
  const option = page.getByRole('listbox').getByRole('option').first();
  const available = Number(/\((\d[\d,]*)\)$/.exec((await option.textContent()) ?? '')![1].replaceAll(',', ''));
  await option.click();
  await form.getByTestId('receipt-outbound-form-qty').getByRole('textbox').fill('6');
  await form.getByTestId('receipt-outbound-form-add').click();
  await expect(form.getByTestId('receipt-outbound-form-lines').getByRole('row')).toHaveCount(2);

  await form.getByTestId('receipt-outbound-form-record').click();
  const record = page.getByTestId('receipt-outbound-order');
  await expect(record.getByTestId('receipt-outbound-order-fields')).toContainText('Draft');
  let submits = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/receipt/outbound-order/submit')) submits += 1;
  });
  await record.getByTestId('receipt-outbound-order-submit').click();
  await page.getByTestId('receipt-outbound-order-submit-dialog').getByTestId('confirm-ok').dblclick();
  await expect(record.getByTestId('receipt-outbound-order-fields')).toContainText('Submitted');
  expect(submits).toBe(1);
  await expect(record.getByTestId('receipt-outbound-order-available')).toHaveText(String(available - 6).replace(/\B(?=(\d{3})+(?!\d))/g, ','));

  // the platform confirms (stock leaves its warehouse) and delivers: poll through the API, then read the record again
  await expect(async () => {
    const answer = await page.request.get(`/back/api/scm-app/supplier/receipt/outbound-order/info/${encodeURIComponent(orderId)}`);
    expect(((await answer.json()) as { data: { status: string } }).data.status).toBe('delivered');
  }).toPass({ timeout: 20_000 });
  await page.reload();
  await expect(record.getByTestId('receipt-outbound-order-fields')).toContainText('Delivered');
  await expect(record.getByTestId('receipt-outbound-order-available')).toHaveText(String(available - 6).replace(/\B(?=(\d{3})+(?!\d))/g, ','));

  // ---- in Chinese ----------------------------------------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(record.getByTestId('receipt-outbound-order-fields')).toContainText('已送达');
  await expect(record.getByTestId('receipt-outbound-order-fields')).toContainText('退回仓库');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
