// Read-only views of the cost group, run by the screens through the generic detail machine:
// a sku's landed cost over every cart/logistics/warehouse combination with its product info, and
// the breakdown of one combination.
import type { EndpointData } from '../../contract/kernel/endpoint';
import { costDetailPair, getCostDetail, getCostProductInfo, getSkuCost } from '../../contract/inventory';
import type { ResourceIo } from '../types';

export interface CostView<T> {
  key: string;
  load(id: string, io: ResourceIo): Promise<T>;
}

export interface SkuCostOverview {
  product: EndpointData<typeof getCostProductInfo>;
  cost: EndpointData<typeof getSkuCost>;
}
export type CostDetailData = EndpointData<typeof getCostDetail>;
export type CostCombination = SkuCostOverview['cost']['combinations'][number];

/** Product info and every combination of one sku; id = the sku id. */
export const skuCostView: CostView<SkuCostOverview> = {
  key: 'cost.sku',
  load: async (id, { signal, call }) => {
    const [product, cost] = await Promise.all([
      call(getCostProductInfo, { params: { id } }, { signal, quiet: true }),
      call(getSkuCost, { params: { id } }, { signal, quiet: true }),
    ]);
    return { product, cost };
  },
};

/** The key of one combination (URL and view id): cart, logistics channel and warehouse ids. */
export const combinationKey = (c: Pick<CostCombination, 'cartId' | 'logisticsId' | 'warehouseId'>) => `${c.cartId}.${c.logisticsId}.${c.warehouseId}`;

export function parseCombinationKey(key: string): { cartId: string; logisticsId: string; warehouseId: string } | null {
  const parts = key.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_]{1,64}$/.test(p))) return null;
  return { cartId: parts[0], logisticsId: parts[1], warehouseId: parts[2] };
}

/** The breakdown of one combination of sku `skuId`; id = combinationKey(). */
export const costDetailView = (skuId: string): CostView<CostDetailData> => ({
  key: 'cost.detail',
  load: (key, { signal, call }) => {
    const c = parseCombinationKey(key);
    if (!c) return Promise.reject(new Error(`not a combination: ${key}`));
    return call(getCostDetail, { params: { cartId: c.cartId, pair: costDetailPair(c.logisticsId, c.warehouseId) }, query: { skuId } }, { signal, quiet: true });
  },
});
