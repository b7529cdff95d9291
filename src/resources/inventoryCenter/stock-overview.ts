// The stock overview (/inventoryCenter/list): the server's customisable table `inventoryCenter.list`,
// a row per sku and warehouse over every warehouse type with the sku's totals beside it (search,
// columns, saved views, export, keyset pager). Rows open nothing: the overview is the detail.
import { msg } from '@lingui/core/macro';
import { searchStockOverview, type StockOverviewRow } from '../../contract/inventoryCenter/stock';
import { defineResource, tableSearch } from '../types';

export const stockOverviewResource = defineResource<StockOverviewRow>({
  key: 'inventoryCenter.list',
  bizType: 'inventoryCenter.list',
  title: msg`Stock overview`,
  endpoints: { search: searchStockOverview },
  fetchPage: tableSearch<StockOverviewRow>(searchStockOverview),
  rowId: (row) => row.id,
  listPath: '/list',
  examples: {
    row: {
      id: 'sk_1|wh_1',
      sku: 'HA-1',
      skuName: 'Chair',
      warehouseCode: 'FBA-ONT8',
      warehouse: 'Amazon FBA ONT8',
      warehouseType: 'platform',
      onHand: 20,
      locked: 2,
      isolated: 0,
      available: 18,
      inTransitIn: 6,
      inTransitOut: 0,
      skuOnHand: 140,
      skuAvailable: 120,
      skuInTransit: 6,
    },
  },
});
