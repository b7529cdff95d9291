// The three request lists (order.cancelList, order.returnList, order.refundList): requests of
// one kind of the caller's tenant with their order. Registered at import. `overdue` compares the
// decision deadline with the request time (`now`, set by the search handler).
import { requestConditions, requestTables, type Language, type RequestKind, type RequestRow } from '../../src/contract';
import { requestStatusLabels } from './request-messages';
import { textOf } from '../separate';
import { dateRange, inList, textContains } from '../lists/conditions';
import { defineKeysetList } from '../lists/define';
import { registerList, type ListDefinition } from '../lists/registry';
import { sql } from '../lists/sql';
import type { OrderListCaller } from './list-orders';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));

/** Still requested at `now` after its decision deadline. */
export const isOverdue = (status: string, deadline: string, now: Date) => status === 'requested' && Date.parse(deadline) <= now.getTime();

function requestList(kind: RequestKind): ListDefinition<RequestRow> {
  const inner = defineKeysetList<RequestRow, typeof requestConditions>({
      table: requestTables[kind],
      conditionSchema: requestConditions,
      select: sql`q.id, q.kind, q.request_no, q.order_id, o.supplier_order_id, o.seller_order_id, c.name AS cart_name, o.status AS order_status,
        q.status, q.reason, q.requested_at, q.decision_deadline, q.decided_at, q.decided_by_name, q.reject_reason, q.amount,
        COALESCE(q.currency, o.currency) AS currency, q.version,
        (SELECT COALESCE(sum(rl.qty), 0)::int FROM order_return_lines rl WHERE rl.request_id = q.id) AS return_qty`,
      from: sql`order_requests q JOIN orders o ON o.id = q.order_id AND o.tenant_id = q.tenant_id JOIN carts c ON c.id = o.cart_id AND c.tenant_id = o.tenant_id`,
      idColumn: sql`q.id`,
      sortable: { requestedAt: sql`q.requested_at`, decisionDeadline: sql`q.decision_deadline`, requestNo: sql`q.request_no` },
      where: (caller, c) => {
        const now = (caller as OrderListCaller).now ?? new Date();
        const quick = c.quickQuery?.trim();
        return [
          sql`q.tenant_id = ${caller.tenantId}`,
          sql`q.kind = ${kind}`,
          quick
            ? sql`(q.request_no = ${quick} OR o.id = ${quick} OR o.seller_order_id = ${quick} OR o.shop_order_id = ${quick} OR o.supplier_order_id = ${quick} OR ${textContains(sql`q.request_no`, quick)!})`
            : undefined,
          inList(sql`q.status`, c.statuses),
          dateRange(sql`q.requested_at`, c.requestedAt),
          dateRange(sql`q.decision_deadline`, c.decisionDeadline),
          c.overdue === 'yes' ? sql`q.status = 'requested' AND q.decision_deadline <= ${now}` : undefined,
          c.overdue === 'no' ? sql`NOT (q.status = 'requested' AND q.decision_deadline <= ${now})` : undefined,
        ];
      },
      mapRow: (r) => ({
        id: String(r.id),
        kind: r.kind as RequestKind,
        requestNo: String(r.request_no),
        orderId: String(r.order_id),
        supplierOrderId: String(r.supplier_order_id),
        sellerOrderId: String(r.seller_order_id),
        cartName: String(r.cart_name),
        orderStatus: r.order_status as RequestRow['orderStatus'],
        status: r.status as RequestRow['status'],
        reason: String(r.reason),
        requestedAt: iso(r.requested_at),
        decisionDeadline: iso(r.decision_deadline),
        // set by page() against the caller's clock
        overdue: false,
        decidedAt: isoOrNull(r.decided_at),
        decidedByName: r.decided_by_name === null || r.decided_by_name === undefined ? null : String(r.decided_by_name),
        rejectReason: String(r.reject_reason),
        amount: r.amount === null || r.amount === undefined ? null : Number(r.amount),
        currency: String(r.currency),
        returnQty: Number(r.return_qty),
        version: Number(r.version),
      }),
      exportRow: (row, lang: Language) => ({ ...row, status: textOf(requestStatusLabels[row.status], lang) }),
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
