// Receipts and the inbox of their differences (/receipt/list: "Differences to answer" first, then
// every receipt): the server's customisable tables `receipt.difference` and `receipt.receipt`
// (search, columns, saved views, export, keyset pager). A row opens its receipt (/receipt/info/:id).
import { msg } from '@lingui/core/macro';
import { getReceipt, searchDifferences, searchReceipts, type DifferenceRow, type ReceiptRow } from '../../contract/receipt/receipt';
import { defineResource, tableSearch } from '../types';

export const differenceResource = defineResource<DifferenceRow>({
  key: 'receipt.difference',
  bizType: 'receipt.difference',
  title: msg`Differences to answer`,
  endpoints: { search: searchDifferences },
  fetchPage: tableSearch<DifferenceRow>(searchDifferences),
  rowId: (row) => row.id,
  detailPath: (row) => `/info/${encodeURIComponent(row.receiptId)}`,
  listPath: '/list',
  examples: {
    row: {
      id: 'wr-ib-harbor-w001-d1',
      receiptId: 'wr-ib-harbor-w001',
      receiptNo: 'WR260228001',
      inboundNo: 'IB260224001',
      sku: 'HA-1',
      type: 'short',
      qty: 1,
      value: 12.5,
      currency: 'USD',
      answerClosesAt: '2026-03-06T23:01:00.000Z',
      attemptsLeft: 2,
      warehouse: 'Amazon FBA ONT8',
      version: 1,
    },
  },
});

export const receiptResource = defineResource<ReceiptRow>({
  key: 'receipt.receipt',
  bizType: 'receipt.receipt',
  title: msg`Receipts`,
  endpoints: { search: searchReceipts, get: getReceipt },
  fetchPage: tableSearch<ReceiptRow>(searchReceipts),
  rowId: (row) => row.id,
  detailPath: (row) => `/info/${encodeURIComponent(row.id)}`,
  listPath: '/list',
  examples: {
    row: {
      id: 'wr-ib-harbor-w001',
      receiptNo: 'WR260228001',
      inboundNo: 'IB260224001',
      warehouse: 'Amazon FBA ONT8',
      shipped: 9,
      receivedGood: 8,
      receivedDamaged: 0,
      differences: 1,
      openDifferences: 1,
      settleable: false,
      receivedAt: '2026-02-28T00:01:00.000Z',
      version: 1,
    },
  },
});
