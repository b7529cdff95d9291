// The result lines of a reconciliation bill (server table `reconciliation.result`), shown on the
// bill's info screen with the bill named in the view's conditions; filter by result class, export.
// A row opens its decision on the same screen (&line=).
import { msg } from '@lingui/core/macro';
import { getResultLine, searchResults, type ResultLine } from '../../contract/reconciliation/results';
import { defineResource, tableSearch } from '../types';

export const resultResource = defineResource<ResultLine>({
  key: 'reconciliation.result',
  bizType: 'reconciliation.result',
  title: msg`Reconciliation result`,
  endpoints: { search: searchResults, get: getResultLine },
  fetchPage: tableSearch<ResultLine>(searchResults),
  rowId: (row) => row.id,
  detailPath: (row) => `/info?id=${encodeURIComponent(row.billId)}&line=${encodeURIComponent(row.id)}&q=${encodeURIComponent(JSON.stringify({ billId: row.billId }))}`,
  listPath: '/list',
  examples: {
    row: {
      id: 'rb-harbor-3-1',
      billId: 'rb-harbor-3',
      billNo: 'RB202602-001',
      lineNo: 1,
      resultClass: 'WEIGHT',
      trackingNo: '1Z0A1B2C3D4E5F6A7B',
      orderNo: 'PO00000042',
      shipDate: '2026-02-03',
      feeCode: 'freight',
      billedWeight: 2.42,
      shipmentWeight: 2.2,
      billedAmount: 18.25,
      expectedAmount: 16.9,
      difference: 1.35,
      decision: 'open',
      decisionNote: '',
      currency: 'USD',
      version: 2,
    },
  },
});
