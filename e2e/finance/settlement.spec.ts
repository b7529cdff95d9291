// Finance slice 1 in the tof build, against the real server and its seed (docs/domain/finance.md):
// supplier1 opens the settlements from the menu, opens the latest one awaiting confirmation, reads
// its totals by kind, opens its transactions (the list filtered to it), drills into one and from
// it into its order, comes back and confirms the settlement; the history names who confirmed;
// the record reads in Chinese. Lists, columns and the confirm dialog's rules are the kits'.
import { test, expect, openMenu, signInSupplier } from '../fixtures';

test('settlement: open the one awaiting confirmation, see its transactions and an order, confirm it; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Finance', 'Settlements');
  await expect(page).toHaveURL(/\/finance\/settlementList$/);
  // the latest period awaiting confirmation (the seed leaves last month's so for most channels)
  await page.goto(`/finance/settlementList?q=${encodeURIComponent(JSON.stringify({ status: 'pendingConfirm' }))}&sort=total:desc`);
  const list = page.getByTestId('list-finance.settlementList');
  const first = list.getByTestId('list-table').getByRole('row').nth(1);
  await expect(first).toContainText('Awaiting confirmation');
  await first.click();
  await expect(page).toHaveURL(/\/finance\/settlementInfo\/ST\d{6}-[^/]+\/summary$/);
  const record = page.getByTestId('finance-settlement');
  await expect(record.getByTestId('finance-settlement-fields')).toContainText('Awaiting confirmation');
  await expect(record.getByTestId('finance-settlement-summary').locator('[data-kind="sale"]')).toBeVisible();
  const total = (await record.getByTestId('finance-settlement-summary').locator('[data-kind="total"] [data-testid="finance-kind-amount"]').textContent()) ?? '';
  expect(total).toMatch(/\d/);
  const settlementUrl = page.url();

  // its lines: the transaction list filtered to it; one transaction and its order
  await record.getByTestId('finance-settlement-view-lines').click();
  await record.getByTestId('finance-settlement-transactions').click();
  await expect(page).toHaveURL(/\/finance\/transactionList\?q=/);
  const tx = page.getByTestId('list-finance.transactionList').getByTestId('list-table').getByRole('row').nth(1);
  await expect(tx).toContainText('Sale');
  await tx.click();
  const transaction = page.getByTestId('finance-transaction');
  await expect(transaction.getByTestId('finance-transaction-fields')).toContainText('Sale');
  await transaction.getByTestId('finance-transaction-order').click();
  await expect(page).toHaveURL(/\/order\/info\//);

  // back to the settlement: confirm it
  await page.goto(settlementUrl);
  await record.getByTestId('finance-settlement-confirm').click();
  const dialog = page.getByTestId('finance-settlement-confirm-dialog');
  await expect(dialog).toContainText(total.trim());
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toBeHidden();
  await expect(record.getByTestId('finance-settlement-fields')).toContainText('Confirmed');
  await expect(record.getByTestId('finance-settlement-confirm')).toHaveCount(0);
  await record.getByTestId('finance-settlement-view-history').click();
  await expect(record.getByTestId('finance-settlement-history')).toContainText('Grace Lin');

  // ---- in Chinese ----------------------------------------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(record.getByTestId('finance-settlement-fields')).toContainText('已确认');
  await expect(record.getByTestId('finance-settlement-history')).toContainText('待确认 → 已确认');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
