// The /inventory and /cost groups in the tof build, against the real server: inventory by sku
// (menu, search, the sku's figures per warehouse group and what one shop may sell), a warehouse
// group edited and saved (the Back button asks before unsaved edits are lost), the allotment (a ratio sum above 100 % is refused on the client, fixed,
// saved), and the cost list to one sku's cost detail and a combination's breakdown.
import type { Page } from '@playwright/test';
import { test, expect, openMenu, signInSupplier } from '../fixtures';

/** Picks an option of a react-aria Select by its field's test id. */
async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).getByRole('button').click();
  await page.getByRole('option', { name: option }).click();
}

test('inventory: search a sku, open it, see its stock per warehouse group and what one shop may sell', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Inventory', 'Stock');
  await expect(page).toHaveURL(/\/inventory\/inventory$/);
  await expect(page).toHaveTitle(/Inventory/);
  const list = page.getByTestId('list-inventory.inventory');
  const table = list.getByTestId('list-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const skuBox = list.getByTestId('search-sku-codes').getByRole('combobox', { name: 'SKU' });
  await skuBox.pressSequentially('HA-AP10008-GRE');
  await page.getByRole('option', { name: /^HA-AP10008-GRE/ }).click();
  await expect(list.getByTestId('search-sku-codes-chosen').locator('.code-tag-code')).toHaveText('HA-AP10008-GRE');
  await skuBox.press('Escape');
  await list.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/[?&]q=/);
  const row = table.getByRole('row').filter({ hasText: 'HA-AP10008-GRE' });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  await row.click();

  await expect(page).toHaveURL(/\/inventory\/inventory\/info\/HA-AP10008-GRE$/);
  await expect(page).toHaveTitle(/Inventory detail/);
  const detail = page.getByTestId('inventory-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText('Inventory of HA-AP10008-GRE');
  const figures = detail.getByTestId('sku-figures');
  await expect(figures.locator('[data-key="onHand"] dd')).toHaveText(/^[\d,]+$/);
  await expect(figures.locator('[data-key="isolated"] dd')).toHaveText(/^[\d,]+$/);
  // on hand = locked + isolated + available, in the totals and in every group
  const num = async (scope: ReturnType<Page['locator']>, key: string) => Number(((await scope.locator(`[data-key="${key}"] dd`).first().textContent()) ?? '').replace(/,/g, ''));
  const sumOf = async (scope: ReturnType<Page['locator']>) => (await num(scope, 'locked')) + (await num(scope, 'isolated')) + (await num(scope, 'available'));
  expect(await num(figures, 'onHand')).toBe(await sumOf(figures));
  const groups = detail.locator('[data-testid^="sku-group-"]').filter({ has: page.getByRole('heading', { level: 3 }) });
  expect(await groups.count()).toBeGreaterThan(0);
  const firstGroup = groups.first();
  expect(await num(firstGroup, 'onHand')).toBe(await sumOf(firstGroup));

  // one shop of a group: what it may sell of the sku (inventory/in-warehouse-group)
  const shops = detail.getByTestId('sku-group-carts').first();
  await shops.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\?cart=/);
  const inGroup = detail.getByTestId('sku-in-group');
  await expect(inGroup.getByTestId('in-group-figures').locator('[data-key="sellable"] dd')).toHaveText(/^[\d,]+$/);
  await inGroup.getByRole('button', { name: 'Close' }).click();
  await expect(inGroup).toBeHidden();
});

test('warehouse groups: open one, edit it and save; the binding editor shows its warehouses', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Inventory', 'Warehouse Groups');
  await expect(page).toHaveURL(/\/inventory\/group$/);
  const list = page.getByTestId('list-inventory.groups');
  const row = list.getByTestId('list-table').getByRole('row').filter({ hasText: 'Asia Pacific' });
  await expect(row).toHaveCount(1);
  await row.click();

  await expect(page).toHaveURL(/\/inventory\/group\/info\/wg_/);
  const info = page.getByTestId('group-info');
  await expect(info.getByRole('heading', { level: 2 })).toHaveText('Warehouse group · Asia Pacific');
  await expect(info.getByTestId('group-warehouses')).toContainText('Warehouses (4)');

  // the name is required: the client says so before the server is asked
  await info.getByTestId('detail-edit').click();
  const name = info.getByTestId('field-name').getByRole('textbox');
  await name.fill('   ');
  await info.getByTestId('detail-save').click();
  await expect(info.getByTestId('field-name')).toContainText('This field is required');
  await name.fill('Asia Pacific');
  await info.getByTestId('field-remark').getByRole('textbox').fill('Japan and Australia, checked in e2e');
  await info.getByTestId('detail-save').click();
  // the toast names what was saved, and belongs to this page: the next page does not show it
  await expect(page.getByTestId('toast').filter({ hasText: /Asia Pacific.*: Saved/ })).toBeVisible();
  await expect(info.getByTestId('detail-fields').locator('[data-key="remark"] dd')).toHaveText('Japan and Australia, checked in e2e');
  await info.getByTestId('group-edit-warehouses').click();
  await expect(page).toHaveURL(/\/inventory\/group\/warehouse\?group=wg_/);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await page.goBack();
  await expect(info.getByTestId('detail-fields').locator('[data-key="remark"] dd')).toHaveText('Japan and Australia, checked in e2e');

  // another group's name is taken: the server's rule error is shown in the form
  await info.getByTestId('detail-edit').click();
  await name.fill('Europe');
  await info.getByTestId('detail-save').click();
  await expect(info.getByTestId('detail-error')).toBeVisible();
  await info.getByTestId('detail-cancel').click();

  // a group that shops draw from cannot be deleted: the server's rule error is shown
  await info.getByTestId('detail-delete').click();
  const confirm = page.getByTestId('detail-delete-confirm');
  await expect(confirm).toContainText('Shops or allotments still use this group');
  await confirm.getByTestId('confirm-ok').click();
  await expect(info.getByTestId('detail-error')).toBeVisible();
  await expect(confirm).toBeHidden();

  // its warehouses in the binding editor
  await info.getByTestId('group-edit-warehouses').click();
  await expect(page).toHaveURL(/\/inventory\/group\/warehouse\?group=wg_/);
  await expect(page.getByTestId('binding-bound-table-row')).toHaveCount(4);
});

test('warehouse group: the browser Back button asks before unsaved edits are lost (stay, then leave)', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Inventory', 'Warehouse Groups');
  await page.getByTestId('list-inventory.groups').getByTestId('list-table').getByRole('row').filter({ hasText: 'Europe' }).first().click();
  await expect(page).toHaveURL(/\/inventory\/group\/info\/wg_/);
  const url = page.url();
  const info = page.getByTestId('group-info');
  await info.getByTestId('detail-edit').click();
  const remark = info.getByTestId('field-remark').getByRole('textbox');
  await remark.fill('not saved yet');

  // Back: the address is put back and the question asked; staying keeps the edits
  await page.goBack();
  const leave = page.getByTestId('detail-leave-confirm');
  await expect(leave).toContainText('Leave without saving?');
  await expect(page).toHaveURL(url);
  await leave.getByTestId('confirm-cancel').click();
  await expect(leave).toBeHidden();
  await expect(remark).toHaveValue('not saved yet');

  // Back again, and leave: the list the user came from
  await page.goBack();
  await page.getByTestId('detail-leave-confirm').getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/inventory\/group$/);
  await expect(page.getByTestId('list-inventory.groups')).toBeVisible();
});

test('allotment: a ratio sum above 100 % is refused with the rule error, then fixed and saved', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Inventory', 'Allocation');
  await expect(page).toHaveURL(/\/inventory\/inventory\/allocation$/);
  await choose(page, 'allot-group', /^China Direct/);
  await expect(page).toHaveURL(/\?group=wg_/);

  // skus without an allotment: the new one is the only one
  await choose(page, 'allot-filter-allotted', 'Without allotments');
  await page.getByTestId('allot-filter-submit').click();
  const sku = page.getByTestId('allot-sku').first();
  await expect(sku).toContainText('No allotment');
  const code = await sku.getAttribute('data-sku');

  const addShop = async () => {
    await sku.getByTestId('allot-add-cart').selectOption({ index: 1 });
    await sku.getByTestId('allot-add').click();
  };
  await addShop();
  await sku.getByTestId('allot-value').nth(0).fill('60');
  await addShop();
  await sku.getByTestId('allot-value').nth(1).fill('50');
  await expect(sku.getByTestId('allot-sku-issue')).toHaveText('The ratios add up to 110%, more than 100%.');
  await page.getByTestId('allot-save').click();
  await expect(page.getByTestId('allot-changed')).toContainText(`Correct the SKUs marked in red: ${code}`);

  await sku.getByTestId('allot-value').nth(1).fill('40');
  await expect(sku.getByTestId('allot-sku-issue')).toHaveCount(0);
  await expect(sku.getByTestId('allot-sums')).toContainText('ratios 100%');
  await page.getByTestId('allot-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByTestId('allot-changed')).toHaveText('No unsaved changes.');
  await expect(page.getByTestId('allot-group-status')).toHaveText('Modified, not pushed');
  const saved = page.locator(`[data-testid="allot-sku"][data-sku="${code}"]`);
  await expect(saved.getByTestId('allot-row')).toHaveCount(2);
  await expect(saved.getByTestId('allot-value').nth(1)).toHaveValue('40');

  // the change is recorded
  await saved.getByTestId('allot-records').click();
  const records = page.getByTestId('allot-records-dialog');
  await expect(records.getByRole('row')).toHaveCount(3);
  await records.getByRole('button', { name: 'Close' }).click();
});

test('cost: from the cost list to a sku, its combinations and one breakdown', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Costs', 'Cost List');
  await expect(page).toHaveURL(/\/cost\/list$/);
  const list = page.getByTestId('list-cost.list');
  const row = list.getByTestId('list-table').getByRole('row').nth(1);
  await expect(row).toContainText('$');
  const sku = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
  await row.click();

  await expect(page).toHaveURL(/\/cost\/list\/info\/sk_/);
  await expect(page).toHaveTitle(/Cost detail/);
  const detail = page.getByTestId('cost-detail');
  await expect(detail.getByTestId('cost-product')).toContainText(sku);
  const combos = detail.getByTestId('cost-combination-table');
  await expect(combos.getByRole('row').nth(1)).toBeVisible();
  await combos.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\?c=/);
  const breakdown = detail.getByTestId('cost-breakdown');
  await expect(breakdown.getByTestId('cost-figures').locator('[data-key="landed"] dd')).toHaveText(/\d/);
  await expect(breakdown).toContainText('Platform fees total');
});

