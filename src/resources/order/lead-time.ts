// Fulfilment lead time (/order/fulfillmentApproval): the server's customisable table
// `order.fulfillmentApproval` (search, columns, saved views, export, keyset pager). A row opens the
// request (/order/fulfillmentApprovalInfo/:id); the toolbar starts a new one.
import { msg } from '@lingui/core/macro';
import { getLeadTime, searchLeadTime, type LeadTimeRow } from '../../contract/order/lead-time';
import { defineResource, tableSearch } from '../types';

export const leadTimeResource = defineResource<LeadTimeRow>({
  key: 'order.fulfillmentApproval',
  bizType: 'order.fulfillmentApproval',
  title: msg`Fulfilment lead time`,
  endpoints: { search: searchLeadTime, get: getLeadTime },
  fetchPage: tableSearch<LeadTimeRow>(searchLeadTime),
  rowId: (row) => row.id,
  detailPath: (row) => `/fulfillmentApprovalInfo/${encodeURIComponent(row.id)}`,
  listPath: '/fulfillmentApproval',
  examples: {
    row: {
      id: 'lt-harbor-0001',
      cartId: 'ct_1',
      cartName: 'Harbor - Amazon US',
      days: 5,
      currentDays: 3,
      remark: 'Peak season: more time to pack',
      status: 'submitted',
      rejectReason: '',
      createdAt: '2026-03-01T08:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
      updatedBy: 'Grace Lin',
      submittedAt: '2026-03-01T09:00:00.000Z',
      decidedAt: null,
      version: 2,
    },
  },
});
