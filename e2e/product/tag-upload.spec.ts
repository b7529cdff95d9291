// Label applications by upload in the tof build, against the real server and its seed
// (docs/domain/products.md, "Slice (built): label applications by upload"): supplier1 opens the
// upload from the label application list, downloads the template, uploads a file whose third row
// names a sku of another product, sees that row's reason in the review (the address now names the
// import), fixes it with the sku picker, confirms, and finds the two new applications (one of three
// skus, one of one) at the top of the list; then the same screens in Chinese. (The rules of every
// row, the batches and the races are the server test's.)
import { test, expect, openRow, signInSupplier, WIDE_WINDOW } from '../fixtures';

test.use({ viewport: WIDE_WINDOW });

// seeded products g = 19 and 23 have 4 skus each (1 + g % 4) and no label application (g % 24 != 6)
const csv = [
  'Product code,Seller SKU,Label,Note',
  'SPU000019,SPU000019-1,fragile,Glass jars',
  'SPU000019,SPU000019-2,fragile,',
  'SPU000019,SPU000018-1,fragile,',
  'SPU000023,SPU000023-1,bulky,',
].join('\n');

test('label applications by upload: one bad row fixed in review, confirmed, the applications listed; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await page.goto('/product/fulfillmentTagApplyList');
  await page.getByTestId('tag-apply-upload').click();
  await expect(page).toHaveURL(/\/product\/fulfillmentTagApply\/upload$/);
  const screen = page.getByTestId('import-screen');
  await expect(screen.getByRole('heading', { name: 'Apply for labels by upload' })).toBeVisible();
  await expect(screen.getByTestId('import-columns')).toContainText('Seller SKU');
  const template = page.waitForEvent('download');
  await screen.getByTestId('import-template').click();
  expect((await template).suggestedFilename()).toMatch(/\.xlsx$/);

  // the label check call (multipart file + timeZone), which always stops at review
  const choose = screen.getByTestId('import-choose');
  await expect(choose.getByTestId('import-preview-fixed')).toBeVisible();
  await choose.locator('input[type="file"]').setInputFiles({ name: 'labels.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/back/api/scm-app/supplier/product/fulfillmentTag/label/check');
  await choose.getByTestId('import-upload').click();
  await sent;
  const review = screen.getByTestId('import-review');
  await expect(review).toBeVisible({ timeout: 30_000 });
  // the address names the import: its review can be reloaded
  await expect(page).toHaveURL(/\/product\/fulfillmentTagApply\/upload\/im_[0-9a-f]+$/);
  const counts = review.getByTestId('import-counts');
  await expect(counts.locator('[data-key="create"] dd')).toHaveText('3');
  await expect(counts.locator('[data-key="error"] dd')).toHaveText('1');
  const table = review.getByTestId('import-error-rows');
  const row4 = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '4', exact: true }) });
  await expect(row4).toContainText('SKU "SPU000018-1" is not a SKU of product SPU000019.');

  // fix it with the sku picker over the product skus: type, arrow down, Enter
  await row4.getByRole('button', { name: 'Fix row 4' }).click();
  const fix = page.getByTestId('import-fix-dialog');
  const picker = fix.getByTestId('import-fix-sellerSku').getByRole('combobox');
  await expect(picker).toHaveValue('SPU000018-1');
  await picker.fill('');
  await picker.pressSequentially('SPU000019-3');
  await expect(page.getByRole('option', { name: /^SPU000019-3/ })).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveValue('SPU000019-3');
  await fix.getByTestId('import-fix-save').click();
  await expect(fix).toBeHidden();
  await expect(counts.locator('[data-key="error"] dd')).toHaveText('0');
  await expect(counts.locator('[data-key="create"] dd')).toHaveText('4');

  // confirm: two applications from four rows
  await review.getByTestId('import-confirm').click();
  await page.getByTestId('import-confirm-dialog').getByTestId('confirm-ok').click();
  await expect(screen.getByTestId('import-done')).toBeVisible({ timeout: 30_000 });

  // the list, newest first: the two applications (the platform's job, quick on the test server,
  // may have decided them already)
  await page.getByTestId('tag-upload-list').click();
  const list = page.getByTestId('list-product.fulfillmentTagApplyList');
  const rows = list.getByTestId('list-table').getByRole('row');
  const fragile = rows.filter({ hasText: 'SPU000019' });
  await expect(fragile).toHaveCount(1);
  await expect(fragile).toContainText('SPU000019-1, SPU000019-2, SPU000019-3');
  await expect(fragile).toContainText('Fragile');
  await expect(rows.filter({ hasText: 'SPU000023-1' })).toContainText('Bulky');
  // its record: applied by supplier1 through the upload, with the first row's note
  await openRow(page, fragile, /\/product\/fulfillmentTagApplyInfo\/ta_[0-9a-f]+$/);
  const info = page.getByTestId('tag-info');
  await expect(info.getByTestId('tag-sku')).toHaveCount(3);
  await expect(info.getByTestId('tag-history-row').first()).toContainText('Grace Lin');
  await expect(info.getByTestId('tag-history-row').first()).toContainText('Glass jars');
  await page.getByTestId('tag-back').click();

  // ---- in Chinese ----------------------------------------------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await list.getByTestId('tag-apply-upload').click();
  await expect(screen.getByRole('heading', { name: '上传文件申请标签' })).toBeVisible();
  await expect(screen.getByTestId('import-columns')).toContainText('卖家 SKU');
  // back to English: the language is stored for the user, and other specs sign in as supplier1
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
