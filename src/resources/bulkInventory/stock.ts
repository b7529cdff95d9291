// Bulk stock (/bulkInventory/inventory): the server's customisable table bulkInventory.inventory,
// one row per sku and bulk warehouse, on hand also in cartons, pallets and loose units. Read only;
// a row has no record of its own.
import { msg } from '@lingui/core/macro';
import { searchBulkStock, type BulkStockRow } from '../../contract/bulkInventory/stock';
import { defineResource, tableSearch } from '../types';

export const bulkStockResource = defineResource<BulkStockRow>({
  key: 'bulkInventory.inventory',
  bizType: 'bulkInventory.inventory',
  title: msg`Bulk stock`,
  endpoints: { search: searchBulkStock },
  fetchPage: tableSearch<BulkStockRow>(searchBulkStock),
  rowId: (row) => row.id,
  listPath: '/inventory',
  examples: {
    row: {
      id: 'sk_1|WH-BULK-HARBOR-1',
      sku: 'HA-1',
      skuName: 'Chair',
      warehouseCode: 'BULK-DG1',
      warehouse: 'Dongguan factory bulk warehouse',
      bulkType: 'factory',
      onHand: 1_000,
      pallets: 2,
      cartons: 41,
      remainder: 16,
      unitsPerCarton: 24,
      cartonsPerPallet: 20,
      locked: 0,
      available: 1_000,
    },
  },
});
