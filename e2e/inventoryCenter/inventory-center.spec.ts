// The inventory centre and the receipt counts of the dashboard in the tof build, against the real
// server: a receipt request to acknowledge counted on the dashboard opens the request list
// filtered to exactly those (the seed keeps one due within 48 h: server/receipt/seed-due.ts); the
// stock overview from the menu, a sku picked in its search, its rows one per warehouse, each
// carrying the sku's on hand over all of them.
import { test, expect, openMenu, signInSupplier } from '../fixtures';

// wide enough for every default column at once: the table renders only the columns in view
test.use({ viewport: { width: 2560, height: 900 } });

test('a receipt count opens its filtered list; the stock overview finds a sku in each of its warehouses, each row with the sku total', async ({ page }) => {
  await signInSupplier(page);
  await page.goto('/dashboard');
  const card = page.getByTestId('work-queue').getByTestId('work-requestsToAck');
  await expect(card).toContainText('to acknowledge within 48 h');
  const figure = (await card.getByTestId('work-count').innerText()).trim();
  expect(Number(figure)).toBeGreaterThan(0);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/receipt\/request\?q=/);
  expect(JSON.parse(new URL(page.url()).searchParams.get('q')!)).toEqual({ ackDue: true });
  const requests = page.getByTestId('list-receipt.request');
  await expect(requests.locator('.pager-summary')).toHaveText(new RegExp(`of ${figure}$`));
  await expect(requests.getByTestId('list-table').getByRole('row').nth(1)).toContainText('Open');

  await openMenu(page, 'Inventory Centre', 'Stock Overview');
  await expect(page).toHaveURL(/\/inventoryCenter\/list$/);
  const list = page.getByTestId('list-inventoryCenter.list');
  const table = list.getByTestId('list-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
  const at = (title: string) => headers.findIndex((h) => h.startsWith(title));
  const [skuAt, onHandAt, totalAt] = [at('SKU'), at('On hand'), at('SKU on hand')];
  expect(Math.min(skuAt, onHandAt, totalAt)).toBeGreaterThan(-1);
  // the first row's sku, picked in the search bar
  const skuBox = list.getByTestId('search-sku-codes').getByRole('combobox', { name: 'SKU' });
  // a row's cells in the headers' order (the row header is one of them)
  const cell = (row: ReturnType<typeof table.getByRole>, i: number) => row.locator('[role="gridcell"], [role="rowheader"]').nth(i);
  const sku = (await cell(table.getByRole('row').nth(1), skuAt).innerText()).trim();
  await skuBox.pressSequentially(sku);
  await page.getByRole('option', { name: new RegExp(`^${sku}`) }).click();
  await skuBox.press('Escape');
  await list.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/[?&]q=/);
  // every row is the sku's (the header row aside), one per warehouse, each carrying the sku's on hand over all of them
  await expect(table.getByRole('row').filter({ hasNotText: sku })).toHaveCount(1);
  const rows = table.getByRole('row').filter({ hasText: sku });
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  const number = async (row: number, i: number) => Number((await cell(rows.nth(row), i).innerText()).replace(/\D/g, ''));
  let onHand = 0;
  for (let i = 0; i < count; i++) onHand += await number(i, onHandAt);
  for (let i = 0; i < count; i++) expect(await number(i, totalAt)).toBe(onHand);
});
