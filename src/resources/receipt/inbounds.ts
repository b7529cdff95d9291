// Inbounds (/receipt/inbound): the server's customisable table `receipt.inbound` (search, columns,
// saved views, export, keyset pager). A row opens the inbound (/receipt/inboundInfo/:id).
import { msg } from '@lingui/core/macro';
import { getInbound, searchInbounds, type InboundRow } from '../../contract/receipt/inbound';
import { defineResource, tableSearch } from '../types';

export const inboundResource = defineResource<InboundRow>({
  key: 'receipt.inbound',
  bizType: 'receipt.inbound',
  title: msg`Inbounds`,
  endpoints: { search: searchInbounds, get: getInbound },
  fetchPage: tableSearch<InboundRow>(searchInbounds),
  rowId: (row) => row.id,
  detailPath: (row) => `/inboundInfo/${encodeURIComponent(row.id)}`,
  listPath: '/inbound',
  examples: {
    row: {
      id: 'ib-harbor-0006',
      inboundNo: 'IB260207001',
      requestNo: 'RQ260205006',
      status: 'received',
      fromWarehouse: 'Shenzhen Bao’an Warehouse',
      toWarehouse: 'Amazon FBA ONT8',
      qty: 24,
      trackingNo: '3Z1234561',
      differences: 1,
      shippedAt: '2026-02-08T00:00:00.000Z',
      createdAt: '2026-02-07T00:00:00.000Z',
      version: 5,
    },
  },
});
