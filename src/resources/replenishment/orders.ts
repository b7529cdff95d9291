// Replenishment orders (/replenishment/list): the server's customisable table `replenishment.list`
// (search, columns, saved views, export, keyset pager). A row opens the order (/replenishment/info/:id).
import { msg } from '@lingui/core/macro';
import { getReplenishmentOrder, searchReplenishmentOrders, type ReplenishmentOrderRow } from '../../contract/replenishment/order';
import { defineResource, tableSearch } from '../types';

export const replenishmentOrderResource = defineResource<ReplenishmentOrderRow>({
  key: 'replenishment.list',
  bizType: 'replenishment.list',
  title: msg`Replenishment orders`,
  endpoints: { search: searchReplenishmentOrders, get: getReplenishmentOrder },
  fetchPage: tableSearch<ReplenishmentOrderRow>(searchReplenishmentOrders),
  rowId: (row) => row.id,
  detailPath: (row) => `/info/${encodeURIComponent(row.id)}`,
  listPath: '/list',
  examples: {
    row: {
      id: 'rp-harbor-0002',
      orderNo: 'RP260208002',
      status: 'confirmed',
      warehouse: 'Amazon FBA ONT8',
      lineCount: 2,
      suggestedQty: 120,
      confirmedQty: 130,
      deliverBy: '2026-02-22T00:00:00.000Z',
      createdAt: '2026-02-08T00:00:00.000Z',
      version: 2,
    },
  },
});
