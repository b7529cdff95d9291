// Receipts and their differences in the tof build, against the real server and its seed
// (docs/domain/receipts.md, slice 2): supplier1 opens the receipts from the menu (the inbox of
// differences first), disputes a short with a note on a seeded receipt (its carton weighed as
// declared), sees the platform's job (RECEIPT_REVIEW_SECONDS=1 in the e2e servers) uphold it on the
// same screen with the receipt line corrected, accepts an over on another receipt, reads the
// decision in Chinese. The platform stock and its batches are the crawl's (a row of each list).
import { test, expect, openMenu, signInSupplier } from '../fixtures';

test('receipt differences: dispute a short and see it upheld by the platform, accept an over; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Inbound & Outbound', 'Receipts');
  await expect(page).toHaveURL(/\/receipt\/list$/);
  const inbox = page.getByTestId('list-receipt.difference');
  await expect(inbox.getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
  await expect(inbox.getByTestId('list-table')).toContainText(/\d+ d \d+ h left/);

  await page.goto('/receipt/info/wr-ib-harbor-w002');
  const record = page.getByTestId('receipt-record');
  const short = record.locator('[data-testid="receipt-difference"][data-type="short"]');
  await expect(short.getByTestId('receipt-difference-status')).toHaveText('To answer');
  const good = record.getByTestId('receipt-lines').getByRole('row').nth(1).getByTestId('receipt-line-good');
  const before = Number(await good.textContent());
  await short.getByTestId('receipt-difference-dispute').click();
  const dialog = page.getByTestId('receipt-difference-dispute-dialog');
  await dialog.getByTestId('receipt-difference-note').getByRole('textbox').fill('The carton left sealed and weighed as declared.');
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toBeHidden();
  // the screen reads the receipt again while the platform decides
  await expect(short.getByTestId('receipt-difference-status')).toHaveText('Upheld', { timeout: 20_000 });
  await expect(short.getByTestId('receipt-difference-decision')).toContainText('Counting error');
  await expect(good).toHaveText(String(before + 1));

  await page.goto('/receipt/info/wr-ib-harbor-w003');
  const over = record.locator('[data-testid="receipt-difference"][data-type="over"]');
  await over.getByTestId('receipt-difference-accept').click();
  await page.getByTestId('receipt-difference-accept-dialog').getByTestId('confirm-ok').click();
  await expect(over.getByTestId('receipt-difference-status')).toHaveText('Accepted');
  await expect(record.getByTestId('receipt-fields')).toContainText('Yes: no difference is open or disputed');

  // ---- in Chinese ----------------------------------------------------------------------------------
  await page.goto('/receipt/info/wr-ib-harbor-w002');
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(short.getByTestId('receipt-difference-status')).toHaveText('申诉成立');
  await expect(short.getByTestId('receipt-difference-decision')).toContainText('清点错误');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

});
