// Replenishment orders (/replenishment/list): the server's customisable table `replenishment.list` (search,
// columns, saved views, export, keyset pager). A row opens the record (/replenishment/info/:id).
import { msg } from '@lingui/core/macro';
import { getReplenishmentRecord, searchReplenishmentRecords, type ReplenishmentRecord } from '../../contract/replenishment/records';
import { defineResource, tableSearch } from '../types';

export const replenishmentRecordResource = defineResource<ReplenishmentRecord>({
  key: 'replenishment.list',
  bizType: 'replenishment.list',
  title: msg`Replenishment orders`,
  endpoints: { search: searchReplenishmentRecords, get: getReplenishmentRecord },
  fetchPage: tableSearch<ReplenishmentRecord>(searchReplenishmentRecords),
  rowId: (row) => row.id,
  detailPath: (row) => `/info/${encodeURIComponent(row.id)}`,
  listPath: '/list',
  examples: {
    row: {
      id: 'rep-harbor-0001',
      code: 'REP000001',
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
