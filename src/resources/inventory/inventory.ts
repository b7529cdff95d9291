// Inventory by sku (/inventory/inventory): the server's customisable table `inventory.inventory`
// (stock summed over all warehouses); a row opens the sku's per-group figures.
import { msg } from '@lingui/core/macro';
import { inventoryList, searchInventory, type InventoryRow } from '../../contract/inventory/inventory';
import { codeConditionKeys, defineResource, tableSearch } from '../types';

export const inventoryResource = defineResource<InventoryRow>({
  key: 'inventory.inventory',
  bizType: 'inventory.inventory',
  title: msg`Inventory`,
  endpoints: { search: searchInventory },
  fetchPage: tableSearch<InventoryRow>(searchInventory),
  rowId: (row) => row.skuId,
  detailPath: (row) => `/inventory/info/${encodeURIComponent(row.sku)}`,
  listPath: '/inventory',
  // sku was a text condition before decision 027: old links and snapshots hold a text
  codeConditions: codeConditionKeys(inventoryList),
  columns: { stockStatus: { kind: 'status', optionName: 'stockStatus' } },
  examples: {
    row: {
      skuId: 'sk_1',
      sku: 'HA-AP10008-GRE',
      name: 'Fleece Gloves Size S/M - Green',
      category: 'Apparel',
      unit: 'pair',
      onHand: 4632,
      locked: 474,
      isolated: 120,
      available: 4038,
      warehouseCount: 5,
      groupCount: 4,
      stockStatus: 'inStock',
    },
  },
});
