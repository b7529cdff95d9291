// Settlements (/finance/settlementList): the server's customisable table `finance.settlementList`
// (search, columns, saved views, export, keyset pager). A row opens the settlement's summary.
import { msg } from '@lingui/core/macro';
import { getSettlement, searchSettlements, type SettlementRow } from '../../contract/finance';
import { defineResource, tableSearch } from '../types';

export const settlementResource = defineResource<SettlementRow>({
  key: 'finance.settlementList',
  bizType: 'finance.settlementList',
  title: msg`Settlements`,
  endpoints: { search: searchSettlements, get: getSettlement },
  fetchPage: tableSearch<SettlementRow>(searchSettlements),
  rowId: (row) => row.number,
  detailPath: (row) => `/settlementInfo/${encodeURIComponent(row.number)}/summary`,
  listPath: '/settlementList',
  examples: {
    row: { number: 'ST202602-CART001', period: '2026-02', cart: 'Harbor US main', status: 'pendingConfirm', lines: 12, total: 1234.5, currency: 'USD', confirmDeadline: '2026-03-09T00:00:00.000Z', confirmedAt: null },
  },
});
