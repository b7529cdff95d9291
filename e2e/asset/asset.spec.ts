// The /asset group in the tof build, against the real server: the warehouse journey (menu,
// search, column chooser, saved view, record edit, a buffer rule error, back to the same list,
// export to the report centre and download) and the trigger diff -> apply flow (a diff that
// changed meanwhile is read again; the push shows in the trigger records).
import { downloadFrom, test, expect, openMenu, openRow, seriousViolations, signIn, signInSupplier, WIDE_WINDOW } from '../fixtures';

// cells are looked up by their column's header: every column must be drawn (WIDE_WINDOW)
test.use({ viewport: WIDE_WINDOW });

test('warehouses: search, columns, saved view, edit, buffer rule error, back to the same list, export and download', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Assets', 'Warehouses');
  await expect(page).toHaveURL(/\/asset\/warehouse$/);
  await expect(page).toHaveTitle(/Warehouses/);
  const list = page.getByTestId('list-asset.warehouses');
  const table = list.getByTestId('list-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // search by a name fragment: the view goes to the URL
  await list.getByTestId('search-bar').getByLabel('Warehouse name').fill('Longgang');
  await list.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(table.getByRole('row').filter({ hasText: '3PL-AU-MEL' })).toHaveCount(0);
  const row = table.getByRole('row').filter({ hasText: 'Shenzhen Longgang Warehouse' });
  await expect(row).toHaveCount(1);

  // the column chooser hides a column
  await expect(table.getByRole('columnheader', { name: 'City' })).toBeVisible();
  await list.getByTestId('list-columns').click();
  const chooser = page.getByTestId('column-chooser');
  await chooser.getByRole('checkbox', { name: 'Show City' }).uncheck();
  await chooser.getByTestId('column-chooser-save').click();
  await expect(chooser).toBeHidden();
  await expect(table.getByRole('columnheader', { name: 'City' })).toHaveCount(0);

  // a saved view (theme) shows in the views menu
  await list.getByTestId('theme-menu-button').click();
  await page.getByRole('menuitem', { name: 'Save current view as…' }).click();
  await page.getByTestId('theme-name').getByRole('textbox').fill('Longgang only');
  await page.getByTestId('theme-name-save').click();
  await expect(page.getByTestId('theme-name-dialog')).toBeHidden();
  await list.getByTestId('theme-menu-button').click();
  await expect(page.getByRole('menuitemradio', { name: 'Longgang only' }).or(page.getByRole('menuitem', { name: 'Longgang only' }))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  // open the warehouse, change its name, save, see the change
  await openRow(page, row, /\/asset\/warehouse\/info\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Warehouse: Shenzhen Longgang Warehouse' })).toBeVisible();
  await page.getByTestId('warehouse-edit').click();
  await page.getByTestId('field-name').getByRole('textbox').fill('Shenzhen Longgang Warehouse (north)');
  await page.getByTestId('warehouse-save').click();
  await expect(page.getByTestId('warehouse-fields')).toContainText('Shenzhen Longgang Warehouse (north)');

  // an invalid buffer quantity is refused with the rule's message
  await page.getByTestId('link-qty-setting').click();
  await expect(page).toHaveURL(/\/asset\/warehouse\/qtySetting\//);
  await expect(page.getByRole('heading', { name: /Buffer setting: Shenzhen Longgang Warehouse \(north\)/ })).toBeVisible();
  await page.getByTestId('buffer-edit').click();
  await page.getByTestId('field-bufferQty').getByRole('textbox').fill('12a');
  await page.getByTestId('buffer-save').click();
  await expect(page.getByTestId('field-bufferQty')).toContainText('Enter a whole number of at most 9 digits (digits only).');
  await expect(page.getByTestId('field-bufferQty').getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('list-asset.warehouseBufferRecords').getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
  await page.getByTestId('buffer-cancel').click();

  // back to the list: where it was (the same search), with the new name
  await openMenu(page, 'Assets', 'Warehouses');
  await expect(page).toHaveURL(/\/asset\/warehouse\?.*q=/);
  await expect(list.getByTestId('search-bar').getByLabel('Warehouse name')).toHaveValue('Longgang');
  await expect(table.getByRole('row').filter({ hasText: 'Shenzhen Longgang Warehouse (north)' })).toHaveCount(1);
  await expect(table.getByRole('columnheader', { name: 'City' })).toHaveCount(0);

  // export the current view: the notice names its filter and columns (decision 024); the job
  // shows in the report centre and downloads
  await list.getByTestId('list-export').click();
  await expect(list.getByTestId('export-started')).toBeVisible();
  await expect(list.getByTestId('export-filter')).toHaveText('Filter: Warehouse name: Longgang');
  await expect(list.getByTestId('export-columns')).toContainText(/^Columns: .+/);
  await expect(list.getByTestId('export-columns')).not.toContainText('City');
  // "More exports": the table list export, every column of the table, a job of its own
  await list.getByTestId('list-export-more').click();
  await page.getByRole('menuitem', { name: 'Export all columns' }).click();
  await expect(list.getByTestId('export-columns')).toHaveText('Columns: every column of the table.');
  await openMenu(page, 'Reports', 'Report Downloads');
  await expect(page).toHaveURL(/\/report\/report$/);
  await expect(page.getByTestId('export-centre').getByRole('row').filter({ hasText: 'Warehouses (all columns)' }).first()).toBeVisible();
  // the job list's row (the exports-per-table summary above it names the table too)
  const job = page.getByTestId('export-centre').getByRole('row').filter({ hasText: 'Warehouses' }).filter({ has: page.getByTestId('job-status') }).first();
  await expect(job.getByTestId('job-status')).toHaveText('Finished', { timeout: 30_000 });
  const file = await downloadFrom(page, job.getByTestId('job-download'));
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(await file.path()).toBeTruthy();
});

test('trigger: review the diff, a diff changed meanwhile is read again, apply, see the record', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Assets', 'Sync Triggers');
  await expect(page).toHaveURL(/\/asset\/trigger$/);
  await page.getByTestId('link-trigger-diff').click();
  await expect(page).toHaveURL(/\/asset\/trigger\/diff$/);
  const diff = page.getByTestId('trigger-diff');
  await expect(diff.getByTestId('trigger-summary')).toBeVisible();
  await expect(diff.getByTestId('trigger-lines').getByRole('row').nth(1)).toBeVisible();
  const lines = Number((await diff.getByTestId('trigger-line-count').innerText()).replace(/\D/g, ''));
  expect(lines).toBeGreaterThan(0);

  // the first apply meets a diff that changed in the meantime: it is read again, nothing pushed
  let diffReads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/trigger/diff')) diffReads += 1;
  });
  await page.route(
    '**/back/**/trigger/apply',
    (route) => route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ code: 'TRIGGER_DIFF_CHANGED', message: 'The allotment changed since the diff was read.', data: null }) }),
    { times: 1 },
  );
  await diff.getByTestId('trigger-apply').click();
  await page.getByTestId('trigger-confirm').getByTestId('confirm-ok').click();
  await expect(diff.getByTestId('trigger-changed')).toBeVisible();
  await expect.poll(() => diffReads).toBeGreaterThan(0);

  // applied for real the second time
  await diff.getByTestId('trigger-apply').click();
  await expect(page.getByTestId('trigger-confirm')).toContainText('Lines:');
  await page.getByTestId('trigger-confirm').getByTestId('confirm-ok').click();
  await expect(diff.getByTestId('trigger-applied')).toBeVisible();
  await diff.getByTestId('trigger-reload').click();
  await expect(diff.getByTestId('trigger-empty')).toBeVisible();

  // the push is the newest trigger record; its lines open in a dialog
  await diff.getByTestId('link-trigger-records').click();
  await expect(page).toHaveURL(/\/asset\/trigger$/);
  const records = page.getByTestId('list-asset.triggerRecords').getByTestId('list-table');
  const first = records.getByRole('row').nth(1);
  await expect(first).toContainText('Grace Lin');
  // the list may still be reading its columns and view; a click on a row it then renders again is
  // lost (a loaded machine, a crawl beside it), so the click is made again until the dialog opens
  await page.waitForLoadState('networkidle');
  const dialog = page.getByTestId('trigger-record');
  await expect(async () => {
    if (!(await dialog.isVisible())) await first.getByTestId('trigger-record-open').click({ timeout: 3000 });
    await expect(dialog.getByRole('heading', { name: 'Trigger record' })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(dialog.getByTestId('trigger-record-lines').getByRole('row').nth(1)).toBeVisible();
  await dialog.getByTestId('trigger-record-close').click();
  await expect(dialog).toBeHidden();
});

test('the asset screens in Chinese (supplier2)', async ({ page }) => {
  await signIn(page, 'supplier2');
  await page.goto('/asset/warehouse');
  await expect(page.getByRole('heading', { level: 2, name: '仓库' })).toBeVisible();
  await expect(page.getByTestId('list-asset.warehouses').getByRole('link', { name: '资产设置' })).toBeVisible();
  await page.goto('/asset/setting');
  await expect(page.getByTestId('asset-setting-form-fields')).toContainText('库存不足阈值');
  expect(await seriousViolations(page)).toEqual([]);
});
