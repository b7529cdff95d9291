// Outbounds, the platform's notices (/receipt/outbound): the server's customisable table
// `receipt.outbound` (search, columns, saved views, export, keyset pager). A row opens the outbound
// (/receipt/outboundInfo/:id), a reversed one its reverse record (/receipt/outboundInfoReverse/:id).
import { msg } from '@lingui/core/macro';
import { getOutbound, searchOutbounds, type OutboundRow } from '../../contract/receipt/outbound';
import { defineResource, tableSearch } from '../types';

export const outboundResource = defineResource<OutboundRow>({
  key: 'receipt.outbound',
  bizType: 'receipt.outbound',
  title: msg`Outbounds`,
  endpoints: { search: searchOutbounds, get: getOutbound },
  fetchPage: tableSearch<OutboundRow>(searchOutbounds),
  rowId: (row) => row.id,
  detailPath: (row) => `/${row.status === 'reversed' || row.status === 'returnedToShelf' ? 'outboundInfoReverse' : 'outboundInfo'}/${encodeURIComponent(row.id)}`,
  listPath: '/outbound',
  examples: {
    row: {
      id: 'ob-harbor-0003',
      outboundNo: 'OB260201003',
      status: 'confirmed',
      cause: 'SLOW_MOVING',
      warehouse: 'Amazon FBA ONT8',
      shipTo: 'Shenzhen Bao’an Warehouse',
      qty: 9,
      answerBy: '2026-02-08T00:00:00.000Z',
      createdAt: '2026-02-01T00:00:00.000Z',
      version: 2,
    },
  },
});
