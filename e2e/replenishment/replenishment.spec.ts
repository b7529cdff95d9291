// Replenishment orders in the tof build against the real server and its seed (docs/domain/
// receipts.md, "Slice (built): replenishment"): supplier1 opens the orders from the menu, a seeded
// suggested order, confirms it with the first line raised by a carton (the field stops at 150 % of
// the suggestion; a double click confirms once), sees the confirmed quantities; then the same
// record in Chinese.
import { test, expect, openMenu, signInSupplier } from '../fixtures';

test('replenishment: confirm a suggested order once with a line raised; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Replenishment', 'Replenishment Orders');
  await expect(page).toHaveURL(/\/replenishment\/list$/);
  await expect(page.getByTestId('list-replenishment.list').getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();

  await page.goto('/replenishment/info/rp-harbor-0001');
  const record = page.getByTestId('replenishment-order');
  await expect(record.getByTestId('replenishment-order-fields')).toContainText('Suggested');
  const suggested = Number((await record.getByTestId('replenishment-order-suggested').first().textContent())!.replaceAll(',', ''));
  const raised = Math.min(suggested + 10, Math.floor(suggested * 1.5));

  let confirms = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/replenishment/warehouse-order/confirm')) confirms += 1;
  });
  await record.getByTestId('replenishment-order-confirm').click();
  const dialog = page.getByTestId('replenishment-confirm-dialog');
  const qty = dialog.getByTestId('replenishment-confirm-qty').first().getByRole('textbox');
  await expect(qty).toHaveValue(String(suggested));
  await qty.fill(String(raised));
  await dialog.getByTestId('confirm-ok').dblclick();
  await expect(dialog).toBeHidden();
  await expect(record.getByTestId('replenishment-order-fields')).toContainText('Confirmed');
  await expect(record.getByTestId('replenishment-order-confirmed').first()).toHaveText(raised.toLocaleString('en-US'));
  expect(confirms).toBe(1);
  await expect(record.getByTestId('replenishment-order-confirm')).toHaveCount(0);

  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(record.getByTestId('replenishment-order-fields')).toContainText('已确认');
  await expect(record.getByTestId('replenishment-order-lines')).toContainText('建议数量');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
