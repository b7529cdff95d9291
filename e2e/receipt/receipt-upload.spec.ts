// Inbounds by upload in the tof build, against the real server and its seed (docs/domain/receipts.md,
// "Slice (built): receipt uploads"): supplier1 reads an acknowledged request with nothing on an
// inbound yet (rq-harbor-0035 in the seed's cycle), opens the upload from the inbound list, uploads
// a file with one row for that request and one naming no request, sees the review (one row in
// error, named), confirms, and finds the draft inbound on the request with the file's carton.
import { test, expect, signInSupplier } from '../fixtures';

test('inbound upload: a file with a row in error, reviewed and confirmed, makes the draft inbound of the request', async ({ page }) => {
  await signInSupplier(page);
  await page.goto('/receipt/requestInfo/rq-harbor-0035');
  const request = page.getByTestId('receipt-request');
  await expect(request.getByTestId('receipt-request-fields')).toContainText('Acknowledged');
  const requestNo = ((await page.locator('#receipt-request-title').textContent()) ?? '').trim();
  const sku = (await request.getByTestId('receipt-request-lines').locator('[data-sku]').first().getAttribute('data-sku'))!;
  await expect(request.getByTestId('receipt-request-inbound')).toHaveCount(0);

  await page.goto('/receipt/inbound');
  await page.getByTestId('receipt-inbound-upload').click();
  await expect(page).toHaveURL(/\/receipt\/upload$/);
  const screen = page.getByTestId('import-screen');
  await expect(screen.getByRole('heading', { level: 2 })).toHaveText('Inbounds by upload');
  await expect(screen.getByTestId('import-columns')).toContainText('Carton no.');

  const csv = ['Request no.,SKU,Quantity,Carton no.,Carton weight (kg),Ship-from warehouse', `${requestNo},${sku},1,CTN-E2E-1,3.25,`, `RQ-NOPE,${sku},1,CTN-E2E-2,,`, ''].join('\n');
  const choose = screen.getByTestId('import-choose');
  await choose.locator('input[type="file"]').setInputFiles({ name: 'inbounds.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await choose.getByTestId('import-upload').click();
  const review = screen.getByTestId('import-review');
  await expect(review).toBeVisible({ timeout: 30_000 });
  await expect(review.getByTestId('import-counts').locator('[data-key="error"] dd')).toHaveText('1');
  await expect(review.getByTestId('import-error-rows')).toContainText('No receipt request of yours has the number "RQ-NOPE".');
  await review.getByTestId('import-confirm').click();
  await page.getByTestId('import-confirm-dialog').getByTestId('confirm-ok').click();
  await expect(screen.getByTestId('import-done')).toBeVisible({ timeout: 30_000 });

  // the draft inbound is on the request, with the file's carton
  await page.goto('/receipt/requestInfo/rq-harbor-0035');
  await request.getByTestId('receipt-request-inbound').getByRole('link').click();
  const inbound = page.getByTestId('receipt-inbound');
  await expect(inbound.getByTestId('receipt-inbound-fields')).toContainText('Draft');
  await expect(inbound.getByTestId('receipt-inbound-cartons')).toContainText('CTN-E2E-1');
  await expect(inbound.getByTestId('receipt-inbound-cartons')).toContainText('3.25');
});
