// Reconciliation bills (/reconciliation/list): the server's customisable table `reconciliation.list`
// (search, columns, saved views, export, keyset pager). A row opens the bill with its result lines
// (/reconciliation/info?id=..., the result list's view naming the bill).
import { msg } from '@lingui/core/macro';
import { getBill, searchBills, type ReconciliationBill } from '../../contract/reconciliation/bills';
import { defineResource, tableSearch } from '../types';

/** The info screen of a bill: its id, and the result list's conditions naming it. */
export const billInfoPath = (id: string) => `/info?id=${encodeURIComponent(id)}&q=${encodeURIComponent(JSON.stringify({ billId: id }))}`;

export const billResource = defineResource<ReconciliationBill>({
  key: 'reconciliation.list',
  bizType: 'reconciliation.list',
  title: msg`Reconciliation bills`,
  endpoints: { search: searchBills, get: getBill },
  fetchPage: tableSearch<ReconciliationBill>(searchBills),
  rowId: (row) => row.id,
  detailPath: (row) => billInfoPath(row.id),
  listPath: '/list',
  examples: {
    row: {
      id: 'rb-harbor-3',
      billNo: 'RB202602-001',
      providerCode: 'UPS-GND',
      providerName: 'UPS Ground (US domestic)',
      type: 'logisticsCost',
      period: '2026-02',
      status: 'matched',
      lineCount: 39,
      differenceCount: 2,
      openCount: 2,
      billedTotal: 812.4,
      expectedTotal: 820.15,
      differenceTotal: -7.75,
      currency: 'USD',
      createdAt: '2026-02-01T00:00:00.000Z',
      createdBy: 'Platform',
      version: 2,
    },
  },
});
