// Abnormal orders (/order/abnormalList): the server's customisable table `order.abnormalList`
// (search, columns, saved views, export, keyset pager; the view is kept when the list is left and
// opened again). A row opens the exception (/order/abnormalInfo/:id), resolved there.
import { msg } from '@lingui/core/macro';
import { getAbnormal, searchAbnormal, type AbnormalRow } from '../../contract/order/abnormal';
import { defineResource, tableSearch } from '../types';

export const abnormalResource = defineResource<AbnormalRow>({
  key: 'order.abnormalList',
  bizType: 'order.abnormalList',
  title: msg`Abnormal orders`,
  endpoints: { search: searchAbnormal, get: getAbnormal },
  fetchPage: tableSearch<AbnormalRow>(searchAbnormal),
  rowId: (row) => row.id,
  detailPath: (row) => `/abnormalInfo/${encodeURIComponent(row.id)}`,
  listPath: '/abnormalList',
  examples: {
    row: {
      id: 'od-harbor-0000485-x1',
      orderId: 'od-harbor-0000485',
      supplierOrderId: 'PO00000485',
      cartName: 'Harbor - Amazon US',
      orderStatus: 'partShipped',
      shipDeadline: '2026-03-03T10:00:00.000Z',
      kind: 'customsHold',
      status: 'open',
      raisedAt: '2026-02-28T11:00:00.000Z',
      resolution: '',
      resolvedAt: null,
      resolvedBy: null,
      version: 1,
    },
  },
});
