// Outbounds, the platform's notices, in the tof build against the real server and its seed
// (docs/domain/receipts.md, "Slice (built): outbounds"): supplier1 opens the outbounds from the
// menu, a seeded notified outbound, lowers a line (the field stops at its quantity), confirms it to
// another ship-to warehouse than the proposed one (a double click confirms once); the platform's job (RECEIPT_REVIEW_SECONDS=1 in the e2e servers,
// polled through the API) delivers it; then the same record in Chinese.
import { test, expect, openMenu, signInSupplier } from '../fixtures';

test('outbound: lower a line, confirm once, the platform delivers it; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Inbound & Outbound', 'Outbound');
  await expect(page).toHaveURL(/\/receipt\/outbound$/);
  await expect(page.getByTestId('list-receipt.outbound').getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();

  await page.goto('/receipt/outboundInfo/ob-harbor-0001');
  const record = page.getByTestId('receipt-outbound');
  await expect(record.getByTestId('receipt-outbound-fields')).toContainText('Notified');
  const before = Number((await record.getByTestId('receipt-outbound-qty').first().textContent())!.replaceAll(',', ''));

  await record.getByTestId('receipt-outbound-lower').click();
  const dialog = page.getByTestId('receipt-outbound-skus-dialog');
  const qty = dialog.getByTestId('receipt-outbound-skus-qty').first().getByRole('textbox');
  await qty.fill(String(before - 1));
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toBeHidden();
  await expect(record.getByTestId('receipt-outbound-qty').first()).toHaveText(String(before - 1));

  let confirms = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/receipt/outbound/confirm')) confirms += 1;
  });
  await record.getByTestId('receipt-outbound-confirm').click();
  // the dialog opens on the platform's proposed ship-to; another of the supplier's warehouses is picked
  const confirmDialog = page.getByTestId('receipt-outbound-confirm-dialog');
  await confirmDialog.getByTestId('receipt-outbound-choice').getByRole('button').click();
  const other = page.getByRole('listbox').getByRole('option', { selected: false }).first();
  const chosen = (await other.textContent())!.replace(/ \([^)]*\)$/, '');
  await other.click();
  await confirmDialog.getByTestId('confirm-ok').dblclick();
  await expect(record.getByTestId('receipt-outbound-fields')).toContainText('Confirmed');
  await expect(record.getByTestId('receipt-outbound-fields')).toContainText(chosen);
  expect(confirms).toBe(1);

  await expect(async () => {
    const answer = await page.request.get('/back/api/scm-app/supplier/receipt/outbound/info/ob-harbor-0001');
    expect(((await answer.json()) as { data: { status: string } }).data.status).toBe('delivered');
  }).toPass({ timeout: 20_000 });
  await page.reload();
  await expect(record.getByTestId('receipt-outbound-fields')).toContainText('Delivered');

  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(record.getByTestId('receipt-outbound-fields')).toContainText('已送达');
  await expect(record.getByTestId('receipt-outbound-fields')).toContainText('出库原因');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
