// Reconciliation in the tof build, against the real server and its seed (docs/domain/finance.md
// "Slice (built): reconciliation"): supplier1 takes two freight lines its provider billed right last
// month (the seed's matched bill, read through the API as a setup step), opens the upload from the
// bill list, uploads this month's UPS Ground cost bill with those two parcels, the second charged
// 5.00 more, plus a row naming no bill (reported in the review); confirms; opens the bill from the
// list and sees the difference reported on its line (rate differs, +5.00), opens it and disputes it
// with a reason.
import { test, expect, openRow, serverOrigin, signInSupplier } from '../fixtures';

type Line = { trackingNo: string; billedWeight: number; billedAmount: number; shipDate: string | null };

test('import a logistics cost bill with one differing line, and see the difference reported', async ({ page }) => {
  await signInSupplier(page);
  const headers = { Origin: serverOrigin(test.info()), 'X-Requested-With': 'XMLHttpRequest' };
  const api = '/back/api/scm-app/supplier/reconciliation';
  const found = await page.request.post(`${api}/result/search`, { data: { conditions: { billId: 'rb-harbor-3', resultClass: 'matched' }, pageSize: 2 }, headers });
  const [right, charged] = ((await found.json()) as { data: { rows: Line[] } }).data.rows;
  const draft = ((await (await page.request.get(`${api}/detail/rb-harbor-4`, { headers })).json()) as { data: { billNo: string; period: string; status: string } }).data;
  expect(draft.status).toBe('draft');

  await page.goto('/reconciliation/list');
  await page.getByTestId('reconciliation-upload').click();
  await expect(page).toHaveURL(/\/reconciliation\/upload$/);
  const screen = page.getByTestId('import-screen');
  await expect(screen.getByTestId('import-columns')).toContainText('Waybill no.');
  const row = (l: Line, amount: number, billNo = draft.billNo) => [billNo, l.trackingNo, `${draft.period}-02`, l.billedWeight.toFixed(3), '1.5', 'freight', amount.toFixed(2)].join(',');
  const csv = ['Bill no.,Waybill no.,Ship date,Billed weight (kg),Unit rate,Fee code,Amount', row(right, right.billedAmount), row(charged, charged.billedAmount + 5), row(right, 1, 'RB-NOPE'), ''].join('\n');
  const choose = screen.getByTestId('import-choose');
  await choose.locator('input[type="file"]').setInputFiles({ name: 'ups-cost-bill.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await choose.getByTestId('import-upload').click();
  const review = screen.getByTestId('import-review');
  await expect(review).toBeVisible({ timeout: 40_000 });
  await expect(review.getByTestId('import-counts').locator('[data-key="error"] dd')).toHaveText('1');
  await expect(review.getByTestId('import-error-rows')).toContainText('RB-NOPE');
  await review.getByTestId('import-confirm').click();
  await page.getByTestId('import-confirm-dialog').getByTestId('confirm-ok').click();
  await expect(screen.getByTestId('import-done')).toBeVisible({ timeout: 40_000 });

  // the bill, matched, with the differing line reported
  await page.getByTestId('reconciliation-upload-bills').click();
  const bills = page.getByTestId('list-reconciliation.list').getByTestId('list-table');
  await openRow(page, bills.getByRole('row').filter({ hasText: draft.billNo }), /\/reconciliation\/info\?id=rb-harbor-4/);
  const bill = page.getByTestId('reconciliation-bill');
  await expect(bill.getByTestId('reconciliation-bill-fields')).toContainText('Matched');
  const result = page.getByTestId('list-reconciliation.result').getByTestId('list-table');
  const differing = result.getByRole('row').filter({ hasText: charged.trackingNo });
  await expect(differing).toContainText('Rate differs');
  await expect(differing).toContainText('5.00');
  await expect(result.getByRole('row').filter({ hasText: right.trackingNo })).toContainText('Matched');

  // opened: disputed with a reason
  await openRow(page, differing, /line=/);
  const line = page.getByTestId('reconciliation-line');
  await expect(line.getByTestId('reconciliation-line-fields')).toContainText('Rate differs');
  await expect(line.getByTestId('reconciliation-line-fields')).toContainText('$5.00');
  await line.getByTestId('reconciliation-line-dispute').click();
  const dialog = page.getByTestId('reconciliation-line-dispute-dialog');
  await dialog.getByTestId('reconciliation-line-note').getByRole('textbox').fill('The agreed UPS Ground rate applies');
  await dialog.getByTestId('confirm-ok').click();
  await expect(line.getByTestId('reconciliation-line-fields')).toContainText('Disputed');
});
