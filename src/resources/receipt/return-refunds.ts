// Return-refund orders (/receipt/returnRefundOrder) and masters (/receipt/returnRefundMaster): the
// server's customisable tables `receipt.returnRefundOrder` and `receipt.returnRefundMaster` (search,
// columns, saved views, export, keyset pager). A row opens its record.
import { msg } from '@lingui/core/macro';
import { getReturnMaster, getReturnOrder, searchReturnMasters, searchReturnOrders, type ReturnMasterRow, type ReturnOrderRow } from '../../contract/receipt/return-refund';
import { defineResource, tableSearch } from '../types';

export const returnOrderResource = defineResource<ReturnOrderRow>({
  key: 'receipt.returnRefundOrder',
  bizType: 'receipt.returnRefundOrder',
  title: msg`Return-refund orders`,
  endpoints: { search: searchReturnOrders, get: getReturnOrder },
  fetchPage: tableSearch<ReturnOrderRow>(searchReturnOrders),
  rowId: (row) => row.id,
  detailPath: (row) => `/returnRefundOrderInfo/${encodeURIComponent(row.id)}`,
  listPath: '/returnRefundOrder',
  examples: {
    row: {
      id: 'rm-harbor-0002-1',
      returnNo: 'RR2601040021',
      orderRef: 'SO48213377',
      sku: 'HA-CHAIR-01',
      qty: 2,
      customerReason: 'CHANGED_MIND',
      inspection: 'defective',
      warehouse: 'Amazon FBA ONT8',
      masterNo: 'RM260104002',
      returnedAt: '2026-01-05T09:00:00.000Z',
      inspectedAt: '2026-01-05T10:00:00.000Z',
      version: 2,
    },
  },
});

export const returnMasterResource = defineResource<ReturnMasterRow>({
  key: 'receipt.returnRefundMaster',
  bizType: 'receipt.returnRefundMaster',
  title: msg`Return-refund masters`,
  endpoints: { search: searchReturnMasters, get: getReturnMaster },
  fetchPage: tableSearch<ReturnMasterRow>(searchReturnMasters),
  rowId: (row) => row.id,
  detailPath: (row) => `/returnRefundMasterInfo/${encodeURIComponent(row.id)}`,
  listPath: '/returnRefundMaster',
  examples: {
    row: {
      id: 'rm-harbor-0002',
      masterNo: 'RM260104002',
      status: 'pendingConfirm',
      warehouse: 'Amazon FBA ONT8',
      orders: 5,
      qty: 9,
      supplierAmount: 84.5,
      currency: 'USD',
      weekEndsAt: '2026-01-11T00:00:00.000Z',
      createdAt: '2026-01-04T00:00:00.000Z',
      version: 2,
    },
  },
});
