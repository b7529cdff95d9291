// Replenishment stock (/replenishment/inventory): the server's customisable table
// `replenishment.inventory`, one row per sku and platform warehouse with its cover figures and the
// suggested quantity. Rows open nothing: the orders the platform suggests from them are in the list.
import { msg } from '@lingui/core/macro';
import { searchReplenishmentInventory, type ReplenishmentInventoryRow } from '../../contract/replenishment/inventory';
import { defineResource, tableSearch } from '../types';

export const replenishmentInventoryResource = defineResource<ReplenishmentInventoryRow>({
  key: 'replenishment.inventory',
  bizType: 'replenishment.inventory',
  title: msg`Replenishment stock`,
  endpoints: { search: searchReplenishmentInventory },
  fetchPage: tableSearch<ReplenishmentInventoryRow>(searchReplenishmentInventory),
  rowId: (row) => row.id,
  listPath: '/inventory',
  examples: {
    row: {
      id: 'sk_1|wh_1',
      sku: 'HA-1',
      skuName: 'Chair',
      warehouse: 'Amazon FBA ONT8',
      onHand: 20,
      inTransit: 6,
      sales30d: 90,
      daysOfCover: 6.6,
      suggestedQty: 70,
    },
  },
});
