// The read-only views of the inventory and cost screens (run by the generic detail machine) call
// their endpoints with input the contract accepts; the machines' fixtures are shaped like the
// contract's answers.
import { describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import {
  getAllotRecords,
  getAllWarehouseGroups,
  getCartWarehouseGroup,
  getCostDetail,
  getCostProductInfo,
  getGroupAllotment,
  getModifiedWarehouseGroups,
  getSkuCost,
  getSkuInventory,
  getSkuInWarehouseGroup,
  getWarehouseGroupBindings,
  saveGroupAllotment,
  saveWarehouseGroupBindings,
} from '../../../src/contract/inventory/inventory';
import { allotRecordsView, bindingsOverviewView, skuInGroupView, skuInventoryView } from '../../../src/resources/inventory/views';
import { combinationKey, costDetailView, parseCombinationKey, skuCostView } from '../../../src/resources/cost';
import type { ResourceCall } from '../../../src/resources/types';
// the cost area's index also exports its list descriptor, whose title is a lingui macro
vi.mock(import('@lingui/core/macro'), () => import('../lingui-macro') as never);
import { allotAnswer, allotGroups, allotSaved, bindingSaved, cartSaved, lockedCart, loadedBinding, modifiedGroups, movableCart } from './fixtures';

function recorder(answer: unknown = {}) {
  const seen: Array<[AnyEndpoint, Record<string, unknown>, { quiet?: boolean; signal?: AbortSignal } | undefined]> = [];
  const call = ((ep: AnyEndpoint, input: Record<string, unknown>, opts?: { quiet?: boolean; signal?: AbortSignal }) => {
    seen.push([ep, input, opts]);
    return Promise.resolve(answer);
  }) as unknown as ResourceCall;
  return { seen, io: { signal: new AbortController().signal, call } };
}

function accepted(ep: AnyEndpoint, input: Record<string, unknown>) {
  if (ep.params) expect(ep.params.safeParse(input.params).success, `${ep.id} params`).toBe(true);
  if (ep.query) expect(ep.query.safeParse(input.query ?? {}).success, `${ep.id} query`).toBe(true);
  if (ep.body) expect(ep.body.safeParse(input.body).success, `${ep.id} body`).toBe(true);
}

describe('inventory and cost views', () => {
  it('sku stock, one shop of a sku, the binding map and allotment records', async () => {
    const r = recorder();
    await skuInventoryView.load('HA-AP10008-GRE', r.io);
    await skuInGroupView('HA-AP10008-GRE').load('ct_a', r.io);
    await bindingsOverviewView.load('all', r.io);
    await allotRecordsView.load('al_1,al_2', r.io);
    expect(r.seen.map((s) => s[0])).toEqual([getSkuInventory, getSkuInWarehouseGroup, getWarehouseGroupBindings, getAllotRecords]);
    expect(r.seen.map((s) => s[1])).toEqual([
      { query: { sku: 'HA-AP10008-GRE' } },
      { query: { sku: 'HA-AP10008-GRE', cartId: 'ct_a' } },
      { query: {} },
      { query: { id: ['al_1', 'al_2'] } },
    ]);
    for (const [ep, input, opts] of r.seen) {
      accepted(ep, input);
      expect(opts).toMatchObject({ quiet: true });
      expect(opts?.signal).toBeInstanceOf(AbortSignal);
    }
  });

  it("a sku's cost: product info and combinations, then one combination's breakdown", async () => {
    const r = recorder();
    await skuCostView.load('sk_1', r.io);
    const key = combinationKey({ cartId: 'ct_a', logisticsId: 'lg_1', warehouseId: 'wh_1' });
    expect(parseCombinationKey(key)).toEqual({ cartId: 'ct_a', logisticsId: 'lg_1', warehouseId: 'wh_1' });
    expect(parseCombinationKey('a.b')).toBeNull();
    await costDetailView('sk_1').load(key, r.io);
    await expect(costDetailView('sk_1').load('not-a-key', r.io)).rejects.toThrow();
    expect(r.seen.map((s) => s[0])).toEqual([getCostProductInfo, getSkuCost, getCostDetail]);
    expect(r.seen[2][1]).toEqual({ params: { cartId: 'ct_a', pair: 'lg_1-wh_1' }, query: { skuId: 'sk_1' } });
    for (const [ep, input] of r.seen) accepted(ep, input);
  });

  it("the machines' fixtures are answers the contract accepts", () => {
    const ok = (ep: AnyEndpoint, data: unknown) => expect(ep.response.safeParse(data).success, ep.id).toBe(true);
    ok(getAllWarehouseGroups, allotGroups);
    ok(getModifiedWarehouseGroups, modifiedGroups);
    ok(getGroupAllotment, allotAnswer);
    ok(saveGroupAllotment, allotSaved);
    ok(getWarehouseGroupBindings, { groups: [loadedBinding.group], unboundWarehouses: loadedBinding.unbound, unboundCarts: [] });
    ok(saveWarehouseGroupBindings, bindingSaved);
    ok(getCartWarehouseGroup, movableCart);
    ok(getCartWarehouseGroup, lockedCart);
    ok(getCartWarehouseGroup, cartSaved);
  });
});
