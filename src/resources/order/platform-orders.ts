// Platform orders (/order/platformOrder): the server's customisable table `order.platformOrder`
// (search, columns, saved views, export, keyset pager). A row opens the order
// (/order/platformOrderInfo/:id), where the supplier confirms or rejects a new one.
import { msg } from '@lingui/core/macro';
import { getPlatformOrder, searchPlatformOrders, type PlatformOrderRow } from '../../contract/order/platform-orders';
import { defineResource, tableSearch } from '../types';

export const platformOrderResource = defineResource<PlatformOrderRow>({
  key: 'order.platformOrder',
  bizType: 'order.platformOrder',
  title: msg`Platform orders`,
  endpoints: { search: searchPlatformOrders, get: getPlatformOrder },
  fetchPage: tableSearch<PlatformOrderRow>(searchPlatformOrders),
  rowId: (row) => row.id,
  detailPath: (row) => `/platformOrderInfo/${encodeURIComponent(row.id)}`,
  listPath: '/platformOrder',
  examples: {
    row: {
      id: 'po-harbor-000001',
      poNo: 'PPO0000001',
      warehouseCode: 'FBA-ONT8',
      warehouseName: 'Amazon FBA ONT8',
      status: 'new',
      orderedAt: '2026-02-27T08:00:00.000Z',
      expectedDelivery: '2026-03-14',
      currency: 'USD',
      lineCount: 2,
      orderedQty: 240,
      confirmedQty: null,
      amount: 1836.4,
      rejectReason: '',
      decidedAt: null,
      decidedBy: null,
      version: 1,
    },
  },
});
