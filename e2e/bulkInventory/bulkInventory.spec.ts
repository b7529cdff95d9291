// Bulk inventory in the tof build, against the real server and its seed (docs/domain/receipts.md,
// "Slice (built): bulk inventory", "Slice (built): bulk packs and the centre's speed"): supplier1
// opens the bulk warehouses from the menu, creates one (type, an option, country and currency
// picked), finds it in the list, opens a seeded one and changes a sku's pack quantities and adds a
// sku (picked), then reads the stock in cartons, pallets and loose units with the changed packs. The Chinese screens are the route crawl's (every route of
// the group in zh-CN, a record from the list's first row).
import { test, expect, openMenu, openRow, signInSupplier } from '../fixtures';

test('bulk inventory: create a bulk warehouse, find it in the list, read the stock in packs', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Bulk Inventory', 'Bulk Warehouses');
  await expect(page).toHaveURL(/\/bulkInventory\/warehouse$/);
  const list = page.getByTestId('list-bulkInventory.warehouse');
  await expect(list.getByTestId('list-table').getByRole('row').filter({ hasText: 'BULK-DG1' })).toHaveCount(1);

  await list.getByTestId('list-create').click();
  await expect(page).toHaveURL(/\/bulkInventory\/warehouseInfo$/);
  const info = page.getByTestId('detail-bulkInventory.warehouse');
  const code = `BULK-E2E-${Date.now().toString(36)}`;
  await info.getByTestId('field-code').getByRole('textbox').fill(code);
  await info.getByTestId('field-name').getByRole('textbox').fill('Suzhou bonded bulk warehouse');
  await info.getByTestId('field-bulkType').getByRole('button').click();
  await page.getByRole('option', { name: 'Bonded bulk warehouse' }).click();
  // the box is drawn over the (visually hidden) input: a user clicks its label
  await info.getByTestId('field-hazardousGoods').getByText('Takes hazardous goods').click();
  await expect(info.getByTestId('field-hazardousGoods').getByRole('checkbox')).toBeChecked();
  await info.getByTestId('field-country').getByRole('button').click();
  await page.getByRole('option', { name: 'China' }).click();
  await info.getByTestId('field-currency').getByRole('button').click();
  await page.getByRole('option', { name: 'Chinese yuan' }).click();
  await info.getByTestId('detail-save').click();
  await expect(page).toHaveURL(/\/bulkInventory\/warehouseInfo\/WHB-[0-9A-F]+$/);
  await expect(info.getByTestId('detail-fields').locator('[data-key="bulkType"] dd')).toHaveText('Bonded bulk warehouse');
  await expect(info.getByTestId('detail-fields').locator('[data-key="hazardousGoods"] dd')).toHaveText('Yes');

  await openMenu(page, 'Bulk Inventory', 'Bulk Warehouses');
  await expect(list.getByTestId('list-table').getByRole('row').filter({ hasText: code })).toHaveCount(1);


  // a seeded warehouse's pack quantities: change the first sku's, add a sku picked by its code
  await openRow(page, list.getByTestId('list-table').getByRole('row').filter({ hasText: 'BULK-DG1' }), /\/bulkInventory\/warehouseInfo\/WH-BULK-HARBOR-1$/);
  const packs = page.getByTestId('bulk-packs');
  const first = packs.getByTestId('bulk-pack').first();
  const sku = (await first.getAttribute('data-sku')) ?? '';
  await first.getByTestId('bulk-pack-change').click();
  const dialog = page.getByTestId('bulk-pack-dialog');
  await dialog.getByTestId('bulk-pack-units').getByRole('textbox').fill('7');
  await dialog.getByTestId('bulk-pack-cartons').getByRole('textbox').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(packs.locator(`[data-sku="${sku}"]`)).toContainText('7');

  await packs.getByTestId('bulk-pack-add').click();
  const box = dialog.getByTestId('bulk-pack-sku').getByRole('combobox');
  await box.pressSequentially('HA-');
  const option = page.getByRole('listbox', { name: 'Suggestions SKU' }).getByRole('option').filter({ hasNotText: sku }).first();
  const picked = ((await option.locator('.code-picker-code').textContent()) ?? '').trim();
  await option.click();
  // the suggestions stay open on the chosen code; Escape closes them, not the dialog
  await box.press('Escape');
  await expect(box).toHaveValue(picked);
  await dialog.getByTestId('bulk-pack-units').getByRole('textbox').fill('12');
  await dialog.getByTestId('bulk-pack-cartons').getByRole('textbox').fill('40');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(packs.locator(`[data-sku="${picked}"]`)).toContainText('40');

  // the stock shows the changed sku in its new packs: 7 units a carton, 3 cartons a pallet
  await openMenu(page, 'Bulk Inventory', 'Bulk Stock');
  await expect(page).toHaveURL(/\/bulkInventory\/inventory$/);
  const stock = page.getByTestId('list-bulkInventory.inventory');
  await expect(stock.getByTestId('list-table').getByRole('columnheader', { name: 'Pallets' })).toBeVisible();
  await stock.getByTestId('search-sku').getByRole('textbox').fill(sku);
  await stock.getByTestId('search-warehouseCode').getByRole('textbox').fill('BULK-DG1');
  await stock.getByTestId('search-submit').click();
  const table = stock.getByTestId('list-table');
  const row = table.getByRole('row').filter({ hasText: sku });
  await expect(row).toHaveCount(1);
  // on hand in the new packs (the cells by their column's key: the table renders the columns in view)
  const value = async (key: string) => Number((await row.locator(`[data-key$=":${key}"]`).innerText()).replace(/\D/g, ''));
  const onHand = await value('onHand');
  const cartons = Math.floor(onHand / 7);
  expect([await value('cartons'), await value('pallets'), await value('remainder')]).toEqual([cartons, Math.floor(cartons / 3), onHand - cartons * 7]);
});
