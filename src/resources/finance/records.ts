// Settlements (/finance/settlementList): the server's customisable table `finance.settlementList` (search,
// columns, saved views, export, keyset pager). A row opens the record (/finance/settlementInfo/:id).
import { msg } from '@lingui/core/macro';
import { getFinanceRecord, searchFinanceRecords, type FinanceRecord } from '../../contract/finance/records';
import { defineResource, tableSearch } from '../types';

export const financeRecordResource = defineResource<FinanceRecord>({
  key: 'finance.settlementList',
  bizType: 'finance.settlementList',
  title: msg`Settlements`,
  endpoints: { search: searchFinanceRecords, get: getFinanceRecord },
  fetchPage: tableSearch<FinanceRecord>(searchFinanceRecords),
  rowId: (row) => row.id,
  detailPath: (row) => `/settlementInfo/${encodeURIComponent(row.id)}`,
  listPath: '/settlementList',
  examples: {
    row: {
      id: 'fin-harbor-0001',
      code: 'FIN000001',
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
