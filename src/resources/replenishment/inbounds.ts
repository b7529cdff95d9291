// Replenishment inbounds (/replenishment/inbound): the server's customisable table
// `replenishment.inbound`, the receipt inbounds of replenishment orders (search, columns, saved
// views, export, keyset pager). A row opens the inbound (/replenishment/inboundInfo/:id).
import { msg } from '@lingui/core/macro';
import { getReplenishmentInbound, searchReplenishmentInbounds, type ReplenishmentInboundRow } from '../../contract/replenishment/inbound';
import { defineResource, tableSearch } from '../types';

export const replenishmentInboundResource = defineResource<ReplenishmentInboundRow>({
  key: 'replenishment.inbound',
  bizType: 'replenishment.inbound',
  title: msg`Replenishment inbounds`,
  endpoints: { search: searchReplenishmentInbounds, get: getReplenishmentInbound },
  fetchPage: tableSearch<ReplenishmentInboundRow>(searchReplenishmentInbounds),
  rowId: (row) => row.id,
  detailPath: (row) => `/inboundInfo/${encodeURIComponent(row.id)}`,
  listPath: '/inbound',
  examples: {
    row: {
      id: 'ib_1a2b3c4d5e6f',
      inboundNo: 'IB260208003',
      orderNo: 'RP260208002',
      status: 'draft',
      warehouse: 'Amazon FBA ONT8',
      qty: 130,
      trackingNo: '',
      shippedAt: null,
      receivedAt: null,
      createdAt: '2026-02-08T00:00:00.000Z',
      version: 1,
    },
  },
});
