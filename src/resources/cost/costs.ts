// Cost list per sku (/cost/list): the server's customisable table `cost.list` (lowest and highest
// landed cost over the sku's cart/logistics/warehouse combinations, in the tenant's currency).
// A row opens /cost/list/info/<sku id>.
import { msg } from '@lingui/core/macro';
import { listCosts, type CostListRow } from '../../contract/inventory';
import { defineResource, tableSearch } from '../types';

export const costListResource = defineResource<CostListRow>({
  key: 'cost.list',
  bizType: 'cost.list',
  title: msg`Cost list`,
  endpoints: { search: listCosts },
  fetchPage: tableSearch<CostListRow>(listCosts),
  rowId: (row) => row.skuId,
  detailPath: (row) => `/list/info/${encodeURIComponent(row.skuId)}`,
  listPath: '/list',
  columns: {
    purchaseCost: { kind: 'money', currencyKey: 'currency' },
    landedCostMin: { kind: 'money', currencyKey: 'costCurrency' },
    landedCostMax: { kind: 'money', currencyKey: 'costCurrency' },
  },
  examples: {
    row: {
      skuId: 'sk_1',
      sku: 'HA-AP10008-GRE',
      name: 'Fleece Gloves Size S/M - Green',
      category: 'Apparel',
      purchaseCost: 2.46,
      currency: 'USD',
      weightG: 120,
      combinationCount: 411,
      landedCostMin: 7.8,
      landedCostMax: 204.25,
      costCurrency: 'USD',
    },
  },
});
