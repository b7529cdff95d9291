// Platform stock (/receipt/inventory): the server's customisable table `receipt.inventory`, one row
// per sku and platform warehouse. A row opens its batches on the same screen (/inventory/:sku/:warehouse).
import { msg } from '@lingui/core/macro';
import { searchPlatformStock, type PlatformStockRow } from '../../contract/receipt/platform-stock';
import { defineResource, tableSearch } from '../types';

export const platformStockResource = defineResource<PlatformStockRow>({
  key: 'receipt.inventory',
  bizType: 'receipt.inventory',
  title: msg`Platform stock`,
  endpoints: { search: searchPlatformStock },
  fetchPage: tableSearch<PlatformStockRow>(searchPlatformStock),
  rowId: (row) => row.id,
  detailPath: (row) => `/inventory/${encodeURIComponent(row.sku)}/${encodeURIComponent(row.warehouseCode)}`,
  listPath: '/inventory',
  examples: {
    row: {
      id: 'sk_1|wh_1',
      sku: 'HA-1',
      skuName: 'Chair',
      warehouseCode: 'FBA-ONT8',
      warehouse: 'Amazon FBA ONT8',
      onHand: 20,
      locked: 0,
      available: 20,
      inTransitIn: 6,
      oldestBatchDays: 12,
    },
  },
});
