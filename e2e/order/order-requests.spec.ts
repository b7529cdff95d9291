// Cancel, return and refund requests (/order cancelList, returnList, refundList and their audit
// screens) in the tof build against the real server: supplier1 approves a cancel request from the
// list (its order is then cancelled), cancels two orders at once from the order list (one is
// refused: it shipped), rejects a refund (first told a reason is required, then with
// one), looks at a return's lines, and sees the screens in Chinese; axe on every page.
import type { Page } from '@playwright/test';
import { test, expect, openMenu, seriousViolations, signInSupplier } from '../fixtures';

/** Opens the first request awaiting a decision of a list. */
async function openFirstOpen(page: Page, kind: 'cancel' | 'return' | 'refund') {
  const table = page.getByTestId(`list-order.${kind}List`).getByTestId('list-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'Awaiting decision' }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByTestId(`request-${kind}`)).toBeVisible();
  await expect(page.getByTestId('request-status')).toHaveText('Awaiting decision');
}

test('requests: approve a cancel (order cancelled), batch cancel two orders, reject a refund with its reason, look at a return, in both languages', async ({ page }) => {
  test.setTimeout(180_000);
  await signInSupplier(page);

  // ---- cancel: approve one ---------------------------------------------------------------------
  await openMenu(page, 'Orders', 'Cancel Requests');
  await expect(page).toHaveTitle(/Cancel requests/);
  await expect(page.getByTestId('list-order.cancelList').getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await openFirstOpen(page, 'cancel');
  await expect(page.getByTestId('request-action-approve')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('request-action-approve').click();
  const confirm = page.getByTestId('request-confirm');
  await expect(confirm).toContainText('The order is cancelled');
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('request-status')).toHaveText('Approved');
  await expect(page.getByTestId('request-order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('request-done')).toBeVisible();
  await expect(page.getByTestId('request-action-approve')).toHaveCount(0);
  // the order itself says so
  await page.getByTestId('request-order-link').click();
  await expect(page.getByTestId('order-info-status')).toHaveText('Cancelled');

  // ---- batch cancel from the order list: one result per order ---------------------------------
  await openMenu(page, 'Orders', 'Orders');
  await expect(page.getByTestId('list-order.list').getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
  await page.getByTestId('order-batch-cancel').click();
  const batch = page.getByTestId('order-batch-dialog');
  // order 44 awaits shipment (no request), order 6 has shipped (server/order/seed-orders.ts)
  await batch.getByTestId('order-batch-ids').locator('textarea').fill('PO00000044\nPO00000006');
  await batch.getByTestId('order-batch-reason').locator('input').fill('Out of stock at the warehouse');
  expect(await seriousViolations(page)).toEqual([]);
  await batch.getByTestId('order-batch-submit').click();
  await expect(batch.getByTestId('order-batch-summary')).toHaveText('1 cancelled, 1 refused.');
  await expect(batch.locator('tr[data-outcome="refused"]')).toContainText('PO00000006');
  await batch.getByTestId('order-batch-close').click();
  await expect(batch).toBeHidden();

  // ---- refund: reject, a reason is required ----------------------------------------------------
  await openMenu(page, 'Orders', 'Refund Requests');
  await expect(page).toHaveTitle(/Refund requests/);
  await openFirstOpen(page, 'refund');
  await expect(page.getByTestId('request-amount')).toBeVisible();
  await page.getByTestId('request-action-reject').click();
  const dialog = page.getByTestId('request-confirm');
  await expect(dialog.getByTestId('request-reason')).toBeVisible();
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toContainText('A reason is required to reject a refund.');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByTestId('request-reason').locator('textarea').fill('The carrier confirmed delivery with a photo');
  await dialog.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('request-status')).toHaveText('Rejected');
  await expect(page.getByTestId('request-reject-reason')).toHaveText('The carrier confirmed delivery with a photo');

  // ---- return: its lines -----------------------------------------------------------------------
  await openMenu(page, 'Orders', 'Return Requests');
  await expect(page).toHaveTitle(/Return requests/);
  await openFirstOpen(page, 'return');
  await expect(page.getByTestId('request-return-line').first()).toBeVisible();
  await expect(page.getByTestId('request-action-approve')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // ---- in Chinese ------------------------------------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('request-status')).toHaveText('待处理');
  await expect(page.getByTestId('request-action-approve')).toHaveText('同意退货');
  await expect(page.getByTestId('request-return-lines')).toContainText('退货明细');
  expect(await seriousViolations(page)).toEqual([]);
  await openMenu(page, '订单', '退款申请');
  await expect(page.getByTestId('list-order.refundList')).toContainText('退款申请');
  await expect(page.getByTestId('list-order.refundList').getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('list-order.refundList').getByTestId('list-table')).toContainText('已驳回');
  expect(await seriousViolations(page)).toEqual([]);
  // back to English: the language is stored for the user, and other specs sign in as supplier1
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
