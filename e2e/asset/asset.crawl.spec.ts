// Every asset screen beyond the lists, with real data and axe (supplier1): the forms' client rules
// are tried but nothing is saved, so it runs on the crawl server beside the journeys.
import type { Page } from '@playwright/test';
import { test, expect, seriousViolations, signInSupplier } from '../fixtures';

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
