// The three request lists (order.cancelList, order.returnList, order.refundList): requests of
// one kind of the caller's tenant with their order. Their fields are declared once in the
// contract's list specs (requestLists); here is the SQL of each, and of the conditions that are
// not one field's. Registered at import. `overdue` compares the decision deadline with the request
// time (`now`, set by the search handler).
import { REQUEST_DUE_SOON_HOURS, customerReasonLabels, requestLists as requestSpecs, type Language, type RequestKind, type RequestRow } from '../../src/contract';
import { requestStatusLabels } from './request-messages';
import { textOf } from '../separate';
import { inList, textContains } from '../lists/conditions';
import { registerList, type ListDefinition } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';
import type { OrderListCaller } from './list-orders';

/** Still requested at `now` after its decision deadline. */
export const isOverdue = (status: string, deadline: string, now: Date) => status === 'requested' && Date.parse(deadline) <= now.getTime();

function requestList(kind: RequestKind): ListDefinition<RequestRow> {
  const inner = defineSpecList(requestSpecs[kind], {
    from: sql`order_requests q JOIN orders o ON o.id = q.order_id AND o.tenant_id = q.tenant_id JOIN carts c ON c.id = o.cart_id AND c.tenant_id = o.tenant_id`,
    id: sql`q.id`,
    fields: {
      id: sql`q.id`,
      kind: sql`q.kind`,
      orderId: sql`q.order_id`,
      requestNo: sql`q.request_no`,
      supplierOrderId: sql`o.supplier_order_id`,
      sellerOrderId: sql`o.seller_order_id`,
      cartName: sql`c.name`,
      status: sql`q.status`,
      orderStatus: sql`o.status`,
      amount: sql`q.amount`,
      returnQty: sql`(SELECT COALESCE(sum(rl.qty), 0)::int FROM order_return_lines rl WHERE rl.request_id = q.id)`,
      reason: sql`q.reason`,
      requestedAt: sql`q.requested_at`,
      decisionDeadline: sql`q.decision_deadline`,
      // set by page() against the caller's clock
      overdue: sql`false`,
      decidedAt: sql`q.decided_at`,
      decidedByName: sql`q.decided_by_name`,
      rejectReason: sql`q.reject_reason`,
      currency: sql`COALESCE(q.currency, o.currency)`,
      version: sql`q.version`,
    },
    scope: (caller) => [sql`q.tenant_id = ${caller.tenantId}`, sql`q.kind = ${kind}`],
    filters: {
      quickQuery: (value) => {
        const quick = value.trim();
        return quick
          ? sql`(q.request_no = ${quick} OR o.id = ${quick} OR o.seller_order_id = ${quick} OR o.shop_order_id = ${quick} OR o.supplier_order_id = ${quick} OR ${textContains(sql`q.request_no`, quick)!})`
          : undefined;
      },
      statuses: (statuses) => inList(sql`q.status`, statuses),
      overdue: (value, caller) => {
        const now = (caller as OrderListCaller).now ?? new Date();
        return value === 'yes' ? sql`q.status = 'requested' AND q.decision_deadline <= ${now}` : sql`NOT (q.status = 'requested' AND q.decision_deadline <= ${now})`;
      },
      // the dashboard's count (docs/domain/dashboard.md): order_requests_status_idx, then the deadline
      dueSoon: (on, caller) => {
        const now = (caller as OrderListCaller).now ?? new Date();
        return on ? sql`q.status = 'requested' AND q.decision_deadline <= ${new Date(now.getTime() + REQUEST_DUE_SOON_HOURS * 3_600_000)}` : undefined;
      },
    },
    exportRow: (row, lang: Language) => ({
      ...row,
      status: textOf(requestStatusLabels[row.status], lang),
      reason: customerReasonLabels.textOfAny(row.reason, lang),
    }),
  });
  return registerList<RequestRow>({
    ...inner,
    page: async (db, caller, query) => {
      const now = (caller as OrderListCaller).now ?? new Date();
      const page = await inner.page(db, caller, query);
      return { ...page, rows: page.rows.map((r) => ({ ...r, overdue: isOverdue(r.status, r.decisionDeadline, now) })) };
    },
  });
}

export const requestLists: Readonly<Record<RequestKind, ListDefinition<RequestRow>>> = {
  cancel: requestList('cancel'),
  return: requestList('return'),
  refund: requestList('refund'),
};
