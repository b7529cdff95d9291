// Reconciliation bills (/reconciliation/list): the server's customisable table `reconciliation.list` (search,
// columns, saved views, export, keyset pager). A row opens the record (/reconciliation/info/:id).
import { msg } from '@lingui/core/macro';
import { getReconciliationRecord, searchReconciliationRecords, type ReconciliationRecord } from '../../contract/reconciliation/records';
import { defineResource, tableSearch } from '../types';

export const reconciliationRecordResource = defineResource<ReconciliationRecord>({
  key: 'reconciliation.list',
  bizType: 'reconciliation.list',
  title: msg`Reconciliation bills`,
  endpoints: { search: searchReconciliationRecords, get: getReconciliationRecord },
  fetchPage: tableSearch<ReconciliationRecord>(searchReconciliationRecords),
  rowId: (row) => row.id,
  detailPath: (row) => `/info/${encodeURIComponent(row.id)}`,
  listPath: '/list',
  examples: {
    row: {
      id: 'rec-harbor-0001',
      code: 'REC000001',
      name: 'Holiday bundle 1',
      status: 'pending',
      amount: 89.19,
      currency: 'USD',
      createdAt: '2026-02-28T00:00:00.000Z',
      note: '',
      decidedBy: null,
      version: 1,
    },
  },
});
