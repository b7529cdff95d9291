// axe on every /inventory and /cost screen, in English and Chinese (supplier1). It switches
// supplier1's stored language, so it runs with the journeys (one at a time), not beside them on
// the crawl server; it also evens out the two workers' shares (docs/testing.md).
import { test, expect, seriousViolations, signInSupplier } from '../fixtures';

test('every inventory and cost screen has no serious accessibility violations (en and zh-CN)', async ({ page }) => {
  test.setTimeout(180_000);
  await signInSupplier(page);
  const api = async <T>(path: string): Promise<T> => {
    const res = await page.request.get(`/back/api/scm-app/supplier/${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    return ((await res.json()) as { data: T }).data;
  };
  const groups = await api<Array<{ id: string; name: string }>>('warehouse-groups/all');
  const group = groups.find((g) => g.name === 'Europe') ?? groups[0];
  const sku = await api<{ skuId: string; groups: Array<{ carts: Array<{ cartId: string }> }> }>('inventory/?sku=HA-AP10008-GRE');
  const cartId = sku.groups.flatMap((g) => g.carts)[0].cartId;
  const cost = await api<{ combinations: Array<{ cartId: string; logisticsId: string; warehouseId: string }> }>(`cost/${sku.skuId}`);
  const c = cost.combinations[0];
  const routes: Array<[string, string]> = [
    ['/inventory/group', 'list-inventory.groups'],
    [`/inventory/group/info/${group.id}`, 'group-warehouses'],
    ['/inventory/group/info', 'detail-form'],
    ['/inventory/group/relation', 'relation-unbound-carts'],
    [`/inventory/group/shop?cart=${cartId}`, 'shop-binding'],
    [`/inventory/group/warehouse?group=${group.id}`, 'binding-bound'],
    ['/inventory/inventory', 'list-inventory.inventory'],
    [`/inventory/inventory/info/HA-AP10008-GRE?cart=${cartId}`, 'in-group-figures'],
    [`/inventory/inventory/allocation?group=${group.id}`, 'allot-sku'],
    ['/cost/list', 'list-cost.list'],
    [`/cost/list/info/${sku.skuId}?c=${c.cartId}.${c.logisticsId}.${c.warehouseId}`, 'cost-figures'],
  ];
  for (const lang of ['en', 'zh-CN']) {
    if (lang === 'zh-CN') {
      await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    }
    for (const [route, ready] of routes) {
      await page.goto(route);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${lang} ${route}`).toEqual([]);
    }
  }
  // back to English for the other journeys
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
