// Bulk import (/template) in the tof build, against the real server: from the warehouse list to
// the buffer import, an xlsx built here (three good rows, an unknown warehouse, a bad quantity,
// a repeated warehouse) uploaded with progress, read and checked by the server, its rows in error
// shown with their problems, two fixed in place (one first still wrong), one dropped, confirmed,
// done with the applied count; the import's record lists it and gives the original file back; the
// new buffer shows on the warehouse's buffer setting. And axe on /template and a record's review.
// Last, the buffer template customised without the ratio (by keyboard) and restored. A text file
// named .csv is reported as not a spreadsheet (not as a missing column); a file whose rows are
// already as stored says so at confirm and in the result, with the same figures.
import ExcelJS from 'exceljs';
import { test, expect, seriousViolations, signInSupplier, WIDE_WINDOW } from '../fixtures';

// the records' file buttons are in the last column: every column must be drawn (WIDE_WINDOW)
test.use({ viewport: WIDE_WINDOW });

/** The file to import: warehouse codes of harbor's seed (server/asset/seed.ts), and rows in error. */
async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Buffers');
  sheet.addRow(['Warehouse code', 'Buffer quantity', 'Buffer ratio (%)']);
  sheet.addRow(['SZ-BA01', '15', '']); // row 2
  sheet.addRow(['DG-CA01', '25', '']); // row 3
  sheet.addRow(['NB-BL01', '35', '']); // row 4
  sheet.addRow(['NO-SUCH-WH', '5', '']); // row 5: unknown warehouse
  sheet.addRow(['GZ-BY01', 'lots', '']); // row 6: not a quantity
  sheet.addRow(['SZ-BA01', '16', '']); // row 7: the same warehouse as row 2
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('buffer import: upload, review the rows in error, fix two, drop one, confirm, see the new buffer', async ({ page }) => {
  await signInSupplier(page);
  await page.goto('/asset/warehouse');
  await page.getByTestId('link-buffer-import').click();
  await expect(page).toHaveURL(/\/template\?type=warehouseBuffer$/);
  await expect(page).toHaveTitle(/Import from a file/);
  const screen = page.getByTestId('import-screen');
  await expect(screen.getByTestId('import-type')).toContainText('Warehouse buffer settings');
  await expect(screen.getByTestId('import-columns')).toContainText('Warehouse code');
  await expect(screen.getByTestId('import-columns')).toContainText('Buffer quantity');
  const template = page.waitForEvent('download');
  await screen.getByTestId('import-template').click();
  expect((await template).suggestedFilename()).toMatch(/\.xlsx$/);

  // a file of another kind is refused before anything is sent
  const choose = screen.getByTestId('import-choose');
  const input = choose.locator('input[type="file"]');
  await input.setInputFiles({ name: 'buffers.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(choose.getByTestId('import-file-problem')).toContainText('Choose an .xlsx or .csv file');
  await expect(choose.getByTestId('import-upload')).toBeDisabled();

  // the workbook: preview on (the default), uploaded, read and checked by the server
  await input.setInputFiles({ name: 'buffers.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await workbook() });
  await expect(choose.getByTestId('import-file-name')).toContainText('buffers.xlsx');
  await expect(choose.getByTestId('import-preview').getByRole('checkbox')).toBeChecked();
  await choose.getByTestId('import-upload').click();
  const review = screen.getByTestId('import-review');
  await expect(review).toBeVisible({ timeout: 30_000 });
  const counts = review.getByTestId('import-counts');
  await expect(counts.locator('[data-key="total"] dd')).toHaveText('6');
  await expect(counts.locator('[data-key="error"] dd')).toHaveText('3');
  const figure = async (key: string) => Number(await counts.locator(`[data-key="${key}"] dd`).innerText());
  expect((await figure('create')) + (await figure('update')) + (await figure('unchanged'))).toBe(3);

  // the rows in error, with their row numbers and problems
  const table = review.getByTestId('import-error-rows');
  const row = (n: number) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(n), exact: true }) });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(row(5)).toContainText('No warehouse has the code "NO-SUCH-WH".');
  await expect(row(6)).toContainText('lots');
  await expect(row(7)).toContainText('row 2');

  // fix row 6: first still wrong (checked again, the dialog stays), then right
  await row(6).getByRole('button', { name: 'Fix row 6' }).click();
  const fix = page.getByTestId('import-fix-dialog');
  await expect(fix.getByTestId('import-fix-bufferQty').getByRole('textbox')).toHaveValue('lots');
  await expect(fix.getByTestId('import-fix-warehouseCode').getByRole('combobox')).toHaveValue('GZ-BY01');
  await fix.getByTestId('import-fix-bufferQty').getByRole('textbox').fill('-1');
  await fix.getByTestId('import-fix-save').click();
  await expect(fix.getByTestId('import-fix-bufferQty').getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await expect(fix.getByTestId('import-fix-bufferQty').getByRole('textbox')).toHaveValue('-1');
  await fix.getByTestId('import-fix-bufferQty').getByRole('textbox').fill('45');
  await fix.getByTestId('import-fix-save').click();
  await expect(fix).toBeHidden();
  await expect(row(6)).toHaveCount(0);

  // fix row 7 with another warehouse
  await row(7).getByRole('button', { name: 'Fix row 7' }).click();
  // the warehouse code is a picker over the tenant's warehouses: type, arrow down, Enter
  const warehousePicker = fix.getByTestId('import-fix-warehouseCode').getByRole('combobox');
  await expect(warehousePicker).toHaveValue('SZ-BA01');
  await warehousePicker.fill('');
  await warehousePicker.pressSequentially('YW-F');
  await expect(page.getByRole('option', { name: /^YW-FT01/ })).toBeVisible();
  await warehousePicker.press('ArrowDown');
  await warehousePicker.press('Enter');
  await expect(warehousePicker).toHaveValue('YW-FT01');
  await fix.getByTestId('import-fix-save').click();
  await expect(fix).toBeHidden();
  await expect(row(7)).toHaveCount(0);

  // drop the unknown warehouse, after a confirmation
  await row(5).getByRole('button', { name: 'Drop row 5' }).click();
  await page.getByTestId('import-drop-dialog').getByTestId('confirm-ok').click();
  await expect(page.getByTestId('import-drop-dialog')).toBeHidden();
  await expect(counts.locator('[data-key="error"] dd')).toHaveText('0');
  await expect(counts.locator('[data-key="dropped"] dd')).toHaveText('1');
  await expect(table).toContainText('No row is in error.');

  // confirm: the dialog says what is imported; a double click sends one submit
  let submits = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/submit')) submits += 1;
  });
  await review.getByTestId('import-confirm').click();
  const dialog = page.getByTestId('import-confirm-dialog');
  await expect(dialog).toContainText(/5 rows will change: \d+ new, \d+ updated\./);
  await dialog.getByTestId('confirm-ok').dblclick();
  const done = screen.getByTestId('import-done');
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(done.getByTestId('import-applied')).toContainText('5 rows of buffers.xlsx changed.');
  // said once the import has finished, naming the file and what it did
  await expect(page.getByTestId('toast').filter({ hasText: /^buffers\.xlsx: Imported: \d+ new, \d+ updated, \d+ unchanged/ })).toBeVisible();
  expect(submits).toBe(1);

  // the record lists it as imported
  const record = page.getByTestId('import-records').getByRole('row').filter({ hasText: 'buffers.xlsx' }).first();
  await expect(record.getByTestId('import-record-status')).toHaveText('Imported');
  const original = page.waitForEvent('download');
  await record.getByTestId('import-record-file').click();
  expect((await original).suggestedFilename()).toBe('buffers.xlsx');

  // the fixed row's buffer is on the warehouse's buffer setting
  await page.goto('/asset/warehouse');
  const list = page.getByTestId('list-asset.warehouses');
  await list.getByTestId('search-bar').getByLabel('Warehouse name').fill('Baiyun');
  await list.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/[?&]q=/);
  const warehouse = list.getByTestId('list-table').getByRole('row').filter({ hasText: 'Guangzhou Baiyun Warehouse' });
  await expect(list.getByTestId('list-table').getByRole('row')).toHaveCount(2);
  // the list re-renders its rows once the search settles: open the row when it holds still
  await expect(async () => {
    await warehouse.click();
    await expect(page).toHaveURL(/\/asset\/warehouse\/info\//, { timeout: 2_000 });
  }).toPass();
  await page.getByTestId('link-qty-setting').click();
  await expect(page).toHaveURL(/\/asset\/warehouse\/qtySetting\//);
  await expect(page.getByTestId('buffer-fields').locator('[data-key="bufferQty"] dd')).toHaveText('45');
});

test('a file that is not a spreadsheet is named as such; an import of rows already as stored says so at confirm and in the result, alike', async ({ page }) => {
  test.setTimeout(120_000);
  await signInSupplier(page);
  await page.goto('/template?type=warehouseBuffer');
  const screen = page.getByTestId('import-screen');
  const choose = screen.getByTestId('import-choose');
  const input = choose.locator('input[type="file"]');

  // notes saved with a .csv name: the server reads the content and says what it is, not "no column"
  await input.setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('Remember to call the warehouse about the buffer\nand the cartons\n') });
  await choose.getByTestId('import-upload').click();
  const refused = choose.getByTestId('import-error');
  await expect(refused).toContainText('This file is not a spreadsheet (.xlsx or .csv).');
  await expect(refused).not.toContainText('column');
  expect(await seriousViolations(page)).toEqual([]);

  // the same two rows imported twice: the second time nothing changes, and both texts say so
  const file = Buffer.from('Warehouse code,Buffer quantity\nXM-HC01,12\nSH-PD01,14\n');
  const counts = screen.getByTestId('import-counts');
  const dialog = page.getByTestId('import-confirm-dialog');
  const applied = screen.getByTestId('import-applied');
  await input.setInputFiles({ name: 'twice.csv', mimeType: 'text/csv', buffer: file });
  await choose.getByTestId('import-upload').click();
  await expect(screen.getByTestId('import-review')).toBeVisible({ timeout: 30_000 });
  const changing = Number(await counts.locator('[data-key="create"] dd').innerText()) + Number(await counts.locator('[data-key="update"] dd').innerText());
  const unchangedFirst = Number(await counts.locator('[data-key="unchanged"] dd').innerText());
  expect(changing + unchangedFirst).toBe(2);
  await screen.getByTestId('import-confirm').click();
  if (changing > 0) await expect(dialog).toContainText(changing === 1 ? '1 row will change' : `${changing} rows will change`);
  await dialog.getByTestId('confirm-ok').click();
  await expect(applied).toBeVisible({ timeout: 30_000 });
  if (changing > 0) await expect(applied).toContainText(changing === 1 ? '1 row of twice.csv changed.' : `${changing} rows of twice.csv changed.`);

  await screen.getByTestId('import-another').click();
  await input.setInputFiles({ name: 'twice.csv', mimeType: 'text/csv', buffer: file });
  await choose.getByTestId('import-upload').click();
  await expect(screen.getByTestId('import-review')).toBeVisible({ timeout: 30_000 });
  await expect(counts.locator('[data-key="unchanged"] dd')).toHaveText('2');
  await expect(counts.locator('[data-key="create"] dd')).toHaveText('0');
  await expect(counts.locator('[data-key="update"] dd')).toHaveText('0');
  await screen.getByTestId('import-confirm').click();
  await expect(dialog).toContainText('Nothing will change. 2 rows are already as in the file and stay unchanged.');
  await expect(dialog).not.toContainText('will be imported');
  await dialog.getByTestId('confirm-ok').click();
  await expect(applied).toHaveText('Nothing changed: no row of twice.csv differed from what is stored. 2 rows were already as in the file and stayed unchanged.', { timeout: 30_000 });
});

test('the import screen and the review of a record have no serious accessibility violations', async ({ page }) => {
  await signInSupplier(page);
  await page.goto('/template?type=warehouseBuffer');
  await expect(page.getByTestId('import-columns')).toBeVisible();
  await expect(page.getByTestId('import-records').getByTestId('list-table')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);

  // the review of an import opened from its record (this one: cancelled from review)
  await page.getByTestId('import-choose').locator('input[type="file"]').setInputFiles({ name: 'axe.csv', mimeType: 'text/csv', buffer: Buffer.from('Warehouse code,Buffer quantity\nNO-SUCH-WH,1\nSZ-BA01,2\n') });
  await page.getByTestId('import-upload').click();
  await expect(page.getByTestId('import-review')).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('import-record-open').filter({ hasText: 'axe.csv' }).first().click();
  await expect(page).toHaveURL(/\/template\/uploadError\?type=warehouseBuffer&id=/);
  const review = page.getByTestId('import-review');
  await expect(review.getByTestId('import-error-rows')).toContainText('NO-SUCH-WH');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await review.getByTestId('import-cancel').click();
  await page.getByTestId('import-cancel-dialog').getByTestId('confirm-ok').click();
  await expect(page.getByTestId('import-cancelled')).toBeVisible();

  // the same in Chinese (the server's texts too), then back to English for the other journeys
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.goto('/template?type=warehouseBuffer');
  await expect(page.getByRole('heading', { name: '从文件导入' })).toBeVisible();
  await expect(page.getByTestId('import-columns')).toContainText('仓库编码');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'zh-CN /template').toEqual([]);
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('customise the buffer template: drop the ratio, the columns follow, then restore it', async ({ page }) => {
  await signInSupplier(page);
  await page.goto('/template?type=warehouseBuffer');
  const columns = page.getByTestId('import-columns');
  const customise = page.getByTestId('template-customise');
  await expect(columns).toContainText('Buffer ratio (%)');
  await expect(customise.getByTestId('template-fields')).toContainText('Buffer ratio (%)');

  // required columns are ticked and cannot be unticked; the ratio is unticked by keyboard
  await customise.getByTestId('template-customise-open').click();
  const editor = customise.getByTestId('template-editor');
  const code = editor.getByRole('checkbox', { name: 'Warehouse code (required)' });
  await expect(code).toBeChecked();
  await expect(code).toBeDisabled();
  const ratio = editor.getByRole('checkbox', { name: 'Buffer ratio (%)' });
  // the checkbox's input is visually hidden (react-aria): toggled from the keyboard
  const toggle = async () => {
    await ratio.focus();
    await page.keyboard.press('Space');
  };
  await expect(ratio).toBeChecked();
  await toggle();
  await expect(ratio).not.toBeChecked();
  await editor.getByTestId('template-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(columns).toContainText('Buffer quantity');
  await expect(columns).not.toContainText('Buffer ratio (%)');
  await expect(customise.getByTestId('template-fields')).not.toContainText('Buffer ratio (%)');
  await expect(customise).toContainText('Customised by');

  // Cancel leaves it as saved; then the ratio is put back so other journeys see the full template
  await customise.getByTestId('template-customise-open').click();
  await toggle();
  await expect(ratio).toBeChecked();
  await editor.getByTestId('template-cancel').click();
  await expect(columns).not.toContainText('Buffer ratio (%)');
  await customise.getByTestId('template-customise-open').click();
  await expect(ratio).not.toBeChecked();
  await toggle();
  await editor.getByTestId('template-save').click();
  await expect(editor).toBeHidden();
  await expect(columns).toContainText('Buffer ratio (%)');
  await expect(customise.getByTestId('template-fields')).toContainText('Buffer ratio (%)');
});
