// Funding applications (/poolFinance/apply): the server's customisable table `poolFinance.application`
// (search, columns, saved views, export, keyset pager). Read again every 2 s while one waits for the
// platform job (submitted, or approved and not yet paid out).
import { msg } from '@lingui/core/macro';
import { searchApplications, type Application } from '../../contract/poolFinance/applications';
import { defineResource, tableSearch } from '../types';

export const applicationResource = defineResource<Application>({
  key: 'poolFinance.application',
  bizType: 'poolFinance.application',
  title: msg`Funding applications`,
  endpoints: { search: searchApplications },
  fetchPage: tableSearch<Application>(searchApplications),
  pollWhile: (rows) => rows.some((r) => r.status === 'submitted' || r.status === 'approved'),
  rowId: (row) => row.number,
  listPath: '/apply',
  examples: {
    row: {
      number: 'PF20260228-0001',
      status: 'disbursed',
      amount: 4120.5,
      fee: 54.19,
      discountPercent: 1.32,
      apr: 8.11,
      currency: 'USD',
      dueDate: '2026-04-02',
      settlements: 'ST202601-C001',
      reason: null,
      createdAt: '2026-02-28T22:00:00.000Z',
      decidedAt: '2026-02-28T23:00:00.000Z',
    },
  },
});
