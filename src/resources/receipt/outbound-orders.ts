// Outbound orders (/receipt/outboundOrder): the server's customisable table `receipt.outboundOrder`
// (search, columns, saved views, export, keyset pager). A row opens the order
// (/receipt/outboundOrderInfo/:id).
import { msg } from '@lingui/core/macro';
import { getOutboundOrder, searchOutboundOrders, type OutboundOrderRow } from '../../contract/receipt/outbound-order';
import { defineResource, tableSearch } from '../types';

export const outboundOrderResource = defineResource<OutboundOrderRow>({
  key: 'receipt.outboundOrder',
  bizType: 'receipt.outboundOrder',
  title: msg`Outbound orders`,
  endpoints: { search: searchOutboundOrders, get: getOutboundOrder },
  fetchPage: tableSearch<OutboundOrderRow>(searchOutboundOrders),
  rowId: (row) => row.id,
  detailPath: (row) => `/outboundOrderInfo/${encodeURIComponent(row.id)}`,
  listPath: '/outboundOrder',
  examples: {
    row: {
      id: 'oo-harbor-0004',
      orderNo: 'OO260201004',
      status: 'confirmed',
      purpose: 'return',
      warehouse: 'Amazon FBA ONT8',
      shipTo: 'Shenzhen Bao’an Warehouse',
      lines: 2,
      qty: 14,
      submittedAt: '2026-02-01T05:00:00.000Z',
      createdAt: '2026-02-01T00:00:00.000Z',
      version: 3,
    },
  },
});
