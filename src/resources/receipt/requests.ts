// Receipt requests (/receipt/request): the server's customisable table `receipt.request` (search,
// columns, saved views, export, keyset pager). A row opens the request (/receipt/requestInfo/:id).
import { msg } from '@lingui/core/macro';
import { getRequest, searchRequests, type RequestRow } from '../../contract/receipt/request';
import { defineResource, tableSearch } from '../types';

export const requestResource = defineResource<RequestRow>({
  key: 'receipt.request',
  bizType: 'receipt.request',
  title: msg`Receipt requests`,
  endpoints: { search: searchRequests, get: getRequest },
  fetchPage: tableSearch<RequestRow>(searchRequests),
  rowId: (row) => row.id,
  detailPath: (row) => `/requestInfo/${encodeURIComponent(row.id)}`,
  listPath: '/request',
  examples: {
    row: {
      id: 'rq-harbor-0001',
      requestNo: 'RQ260205001',
      warehouse: 'Amazon FBA ONT8',
      deliveryType: 'express',
      status: 'open',
      lines: 2,
      requestedQty: 24,
      openQty: 24,
      ackClosesAt: '2026-02-07T00:00:00.000Z',
      deliverBy: '2026-02-26T00:00:00.000Z',
      createdAt: '2026-02-05T00:00:00.000Z',
      version: 1,
    },
  },
});
