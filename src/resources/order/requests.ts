// Cancel, return and refund requests (/order/cancelList, returnList, refundList): the server's
// customisable tables order.cancelList / returnList / refundList (search, columns, saved views,
// export, keyset pager). A row opens the request's audit screen (/order/cancelInfo/:id, ...).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { searchCancelRequests, searchRefundRequests, searchReturnRequests, type RequestKind, type RequestRow } from '../../contract/order/requests';
import type { AnyResource } from '../types';
import { defineResource, tableSearch } from '../types';

const row = (kind: RequestKind): RequestRow => ({
  id: `rq-harbor-${kind[0]}-0000003`,
  kind,
  requestNo: `${kind === 'cancel' ? 'CR' : kind === 'return' ? 'RR' : 'RF'}00000003`,
  orderId: 'od-harbor-0000003',
  supplierOrderId: 'PO00000003',
  sellerOrderId: 'SO2603010000003',
  cartName: 'Harbor - Amazon US',
  orderStatus: kind === 'cancel' ? 'awaitingShipment' : 'delivered',
  status: 'requested',
  reason: 'Changed my mind',
  requestedAt: '2026-03-01T08:00:00.000Z',
  decisionDeadline: '2026-03-03T08:00:00.000Z',
  overdue: false,
  decidedAt: null,
  decidedByName: null,
  rejectReason: '',
  amount: kind === 'refund' ? 37.5 : null,
  currency: 'USD',
  returnQty: kind === 'return' ? 2 : 0,
  version: 1,
});

const endpoints = { cancel: searchCancelRequests, return: searchReturnRequests, refund: searchRefundRequests } as const;
const titles: Record<RequestKind, MessageDescriptor> = { cancel: msg`Cancel requests`, return: msg`Return requests`, refund: msg`Refund requests` };

/** The path of a request's audit screen (inside the /order group). */
export const requestInfoPath = (kind: RequestKind, id: string) => `/${kind}Info/${encodeURIComponent(id)}`;
/** The list of a kind (inside the /order group). */
export const requestListPath = (kind: RequestKind) => `/${kind}List`;

function requestResource(kind: RequestKind) {
  return defineResource<RequestRow, RequestRow>({
    key: `order.${kind}List`,
    bizType: `order.${kind}List`,
    title: titles[kind],
    endpoints: { search: endpoints[kind] },
    fetchPage: tableSearch<RequestRow>(endpoints[kind]),
    rowId: (r) => r.id,
    detailPath: (r) => requestInfoPath(kind, r.id),
    listPath: requestListPath(kind),
    examples: { row: row(kind), detail: row(kind) },
  });
}

export const requestResources: Readonly<Record<RequestKind, AnyResource>> = {
  cancel: requestResource('cancel') as unknown as AnyResource,
  return: requestResource('return') as unknown as AnyResource,
  refund: requestResource('refund') as unknown as AnyResource,
};
