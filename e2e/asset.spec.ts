// The /asset group in the tof build, against the real server: the warehouse journey (menu,
// search, column chooser, saved view, record edit, a buffer rule error, back to the same list,
// export to the report centre and download) and the trigger diff -> apply flow (a diff that
// changed meanwhile is read again; the push shows in the trigger records).
import type { Page } from '@playwright/test';
import { test, expect, openMenu, seriousViolations, signIn, signInSupplier } from './fixtures';

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
  await row.click();
  await expect(page).toHaveURL(/\/asset\/warehouse\/info\/[^/]+$/);
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

  // export the current view; the job shows in the report centre and downloads
  await list.getByTestId('list-export').click();
  await expect(list.getByTestId('export-started')).toBeVisible();
  await openMenu(page, 'Reports', 'Report Downloads');
  await expect(page).toHaveURL(/\/report\/report$/);
  const job = page.getByTestId('export-centre').getByRole('row').filter({ hasText: 'Warehouses' }).first();
  await expect(job.getByTestId('job-status')).toHaveText('Finished', { timeout: 30_000 });
  const download = page.waitForEvent('download');
  await job.getByTestId('job-download').click();
  const file = await download;
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
  await first.getByTestId('trigger-record-open').click();
  const dialog = page.getByTestId('trigger-record');
  await expect(dialog.getByRole('heading', { name: 'Trigger record' })).toBeVisible();
  await expect(dialog.getByTestId('trigger-record-lines').getByRole('row').nth(1)).toBeVisible();
  await dialog.getByTestId('trigger-record-close').click();
  await expect(dialog).toBeHidden();
});

async function firstId(page: Page, baseURL: string | undefined, path: string): Promise<{ id: string; name: string; platformCode?: string }> {
  const res = await page.request.post(`/back/api/scm-app/supplier/assets/${path}/search`, {
    headers: { Origin: baseURL ?? '', 'X-Requested-With': 'XMLHttpRequest' },
    data: { conditions: {}, pageSize: 1 },
  });
  const body = (await res.json()) as { code: string; data: { rows: Array<{ id: string; name: string; platformCode?: string }> } };
  expect(body.code).toBe('0');
  return body.data.rows[0];
}

test('every asset screen shows real data, with no serious accessibility violations', async ({ page, baseURL }) => {
  await signInSupplier(page);
  const warehouse = await firstId(page, baseURL, 'warehouse');
  const cart = await firstId(page, baseURL, 'cart');
  const channel = await firstId(page, baseURL, 'logistics');
  const check = async (where: string) => expect(await seriousViolations(page), where).toEqual([]);

  // a new warehouse: the client rules first
  await page.goto('/asset/warehouse/info');
  await expect(page.getByRole('heading', { name: 'New warehouse' })).toBeVisible();
  await page.getByTestId('warehouse-save').click();
  await expect(page.getByTestId('field-code')).toContainText('This field is required');
  await check('warehouse create');

  await page.goto(`/asset/warehouse/costSet/${warehouse.id}/${encodeURIComponent(warehouse.name)}`);
  await expect(page.getByRole('heading', { name: `Warehouse cost setting: ${warehouse.name}` })).toBeVisible();
  await expect(page.getByTestId('warehouse-cost-fields')).toContainText('Inbound per unit');
  await page.getByTestId('warehouse-cost-edit').click();
  await page.getByTestId('field-inboundPerUnit').getByRole('textbox').fill('-1');
  await page.getByTestId('warehouse-cost-save').click();
  await expect(page.getByTestId('field-inboundPerUnit')).toContainText('Enter a positive amount with at most 5 decimals.');
  await check('warehouse cost');
  await page.getByTestId('warehouse-cost-cancel').click();

  await page.goto(`/asset/cart/info/${cart.id}`);
  await expect(page.getByRole('heading', { name: `Cart: ${cart.name}` })).toBeVisible();
  // its logistics channels (a table, or the empty state when no channel serves it yet)
  await expect(page.getByTestId('cart-logistics-table').or(page.getByTestId('cart-logistics-empty'))).toBeVisible();
  await check('cart info');
  await page.getByTestId('link-cart-cost').click();
  await expect(page.getByTestId('cart-cost-fields')).toContainText('Commission (%)');
  await expect(page.getByTestId('cart-cost-fields')).toContainText('%');
  await check('cart fees');

  await page.goto(`/asset/logistics/info/${channel.id}`);
  await expect(page.getByRole('heading', { name: `Logistics channel: ${channel.name}` })).toBeVisible();
  await expect(page.getByTestId('logistics-fields')).toContainText('Carrier');
  await check('logistics channel');
  await page.getByRole('tab', { name: 'Carriers' }).click();
  await expect(page.getByTestId('ref-carriers-table').getByRole('row').nth(1)).toBeVisible();
  await check('carriers');
  await page.getByRole('tab', { name: 'Carts using it' }).click();
  await expect(page.getByTestId('logistics-carts')).toBeVisible();

  // the formula test panel: the saved formula for a sample parcel, then the evaluator's error
  await page.goto(`/asset/logistics/costSet/${channel.id}/${encodeURIComponent(channel.name)}`);
  await expect(page.getByTestId('logistics-cost-fields')).toContainText('Cost formula');
  await page.getByTestId('formula-test-run').click();
  await expect(page.getByTestId('formula-test-total')).not.toBeEmpty();
  await page.getByTestId('logistics-cost-edit').click();
  await page.getByTestId('field-formula').getByRole('textbox').fill('weightKg * (2 +');
  await page.getByTestId('formula-test-run').click();
  await expect(page.getByTestId('formula-test-error')).toBeVisible();
  await check('logistics cost');
  await page.getByTestId('logistics-cost-cancel').click();

  await page.goto('/asset/setting');
  await expect(page.getByTestId('asset-setting-form-fields')).toContainText('Low-stock threshold');
  await check('asset settings');
  await page.goto('/asset/trigger/diff');
  await expect(page.getByTestId('trigger-summary')).toBeVisible();
  await check('trigger diff');
  await page.goto('/asset/thirdWarehouse');
  await expect(page.getByTestId('list-asset.thirdWarehouses').getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
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
