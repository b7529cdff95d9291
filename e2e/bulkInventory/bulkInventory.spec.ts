// Bulk inventory in the tof build, against the real server and its seed (docs/domain/receipts.md,
// "Slice (built): bulk inventory"): supplier1 opens the bulk warehouses from the menu, creates one
// (type, an option, country and currency picked), finds it in the list, then reads the seeded stock
// in cartons, pallets and loose units. The Chinese screens are the route crawl's (every route of
// the group in zh-CN, a record from the list's first row).
import { test, expect, openMenu, signInSupplier } from '../fixtures';

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

  await openMenu(page, 'Bulk Inventory', 'Bulk Stock');
  await expect(page).toHaveURL(/\/bulkInventory\/inventory$/);
  const stock = page.getByTestId('list-bulkInventory.inventory');
  await expect(stock.getByTestId('list-table').getByRole('row').filter({ hasText: 'BULK-NB2' }).first()).toBeVisible();
  await expect(stock.getByTestId('list-table').getByRole('columnheader', { name: 'Pallets' })).toBeVisible();
});
