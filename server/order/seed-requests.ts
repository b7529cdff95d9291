// Deterministic cancel, return and refund requests (docs/domain/orders.md, "Requests and their
// audits") of the seeded orders of every supplier demo tenant, written by three set-based
// statements after the orders. Which order gets which request is a function of its number n
// (n mod 20 gives the order's state, see seed-orders.ts) and stays consistent with the state:
//   cancel   requested on a third of the pending and awaiting orders (n mod 3 = 0); approved on
//            the cancelled orders with an even n; rejected on shipped and completed orders with
//            n mod 10 = 6 (the supplier had already shipped).
//   return   requested on delivered orders with an even n (n mod 20 = 10); approved on every
//            returning order; received on completed orders with n mod 20 = 11; rejected with
//            n mod 20 = 12. Lines: every shipped sku of the order, restockable unless
//            (n + line) mod 4 = 0.
//   refund   requested on shipped (n mod 20 = 7), delivered (9) and returning (17) orders;
//            confirmed (13), rejected with a reason (14) and cancelled (15) on completed orders.
//            Amount: the order's value, half of it when n mod 3 = 0; the order's currency.
// A request is made after the order (or its shipment / delivery for returns and refunds) and
// never after the anchor; its decision deadline is 48 h later, so near the anchor some open
// requests are overdue. Decisions are the tenant administrator's. A tenant with any request is
// skipped. Nothing here touches inventory stock.
import { REQUEST_DECISION_HOURS, type CustomerReason, type RequestKind } from '../../src/contract';
import type { Db } from '../db/db';
import type { AssetSeedTenant } from '../asset';
import { ORDERS_ANCHOR } from './seed-orders';

const kindLetter: Record<RequestKind, string> = { cancel: 'c', return: 'r', refund: 'f' };
const kindPrefix: Record<RequestKind, string> = { cancel: 'CR', return: 'RR', refund: 'RF' };

/** The id of the request of `kind` of seeded order n of a tenant (tests address requests by it). */
export const seededRequestId = (tenantKey: string, kind: RequestKind, n: number) => `rq-${tenantKey}-${kindLetter[kind]}-${String(n).padStart(7, '0')}`;

/** The status of the seeded request of `kind` on order n with status `orderStatus`, or null when it has none. */
export const seededRequestStatusSql: Record<RequestKind, string> = {
  cancel: `CASE
    WHEN o.status IN ('pendingAcknowledge', 'awaitingShipment') AND o.g % 3 = 0 THEN 'requested'
    WHEN o.status = 'cancelled' AND o.g % 2 = 0 THEN 'approved'
    WHEN o.status IN ('shipped', 'completed') AND o.g % 10 = 6 THEN 'rejected' END`,
  return: `CASE
    WHEN o.status = 'delivered' AND o.g % 20 = 10 THEN 'requested'
    WHEN o.status = 'returning' THEN 'approved'
    WHEN o.status = 'completed' AND o.g % 20 = 11 THEN 'received'
    WHEN o.status = 'completed' AND o.g % 20 = 12 THEN 'rejected' END`,
  refund: `CASE
    WHEN o.status IN ('shipped', 'delivered', 'returning') AND o.g % 20 IN (7, 9, 17) THEN 'requested'
    WHEN o.status = 'completed' AND o.g % 20 = 13 THEN 'confirmed'
    WHEN o.status = 'completed' AND o.g % 20 = 14 THEN 'rejected'
    WHEN o.status = 'completed' AND o.g % 20 = 15 THEN 'cancelled' END`,
};

// customer reasons are codes (customerReasonLabels): the screens and exports label them in the
// screen's language (decision 022)
const reasons: Record<RequestKind, CustomerReason[]> = {
  cancel: ['orderedByMistake', 'betterPrice', 'deliveryTooSlow', 'changedMind', 'wrongSizeChosen'],
  return: ['damagedOnArrival', 'notAsDescribed', 'wrongItem', 'doesNotFit', 'qualityBelowExpectation'],
  refund: ['lostInTransit', 'damagedOnArrival', 'missingParts', 'lateDeliveryCompensation', 'returnedItem'],
};
// the supplier's own words when it rejected (free text it typed: data, shown as written)
const rejectReasons: Record<RequestKind, string[]> = {
  cancel: ['Already shipped', 'Already handed to the carrier'],
  return: ['Outside the return window', 'Item used or not in original condition'],
  refund: ['Delivery confirmed by the carrier', 'No damage visible on the photos', 'Already refunded by the platform'],
};
const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/** One statement per kind: the requests of the tenant's orders that get one. */
function requestsSql(kind: RequestKind): string {
  const base = kind === 'cancel' ? 'o.order_time' : 'COALESCE(o.delivered_at, o.shipped_at, o.order_time)';
  return `
WITH o AS (
  SELECT id, status, currency, order_time, shipped_at, delivered_at, right(id, 7)::int AS g FROM orders WHERE tenant_id = $1
), r AS (
  SELECT o.*, ${seededRequestStatusSql[kind]} AS rstatus,
    GREATEST(${base}, LEAST(${base} + make_interval(mins => (o.g * 37) % 2880), $3::timestamptz - interval '1 minute')) AS requested_at
    FROM o
)
INSERT INTO order_requests (id, tenant_id, kind, request_no, order_id, status, reason, requested_at, decision_deadline,
  decided_by, decided_by_name, decided_at, reject_reason, amount, currency, version, updated_at)
SELECT 'rq-' || $2 || '-${kindLetter[kind]}-' || lpad(r.g::text, 7, '0'), $1, '${kind}', '${kindPrefix[kind]}' || lpad(r.g::text, 8, '0'), r.id, r.rstatus,
  (${sqlArray(reasons[kind])})[1 + r.g % ${reasons[kind].length}],
  r.requested_at, r.requested_at + interval '${REQUEST_DECISION_HOURS} hours',
  CASE WHEN r.rstatus <> 'requested' THEN $4 END,
  CASE WHEN r.rstatus <> 'requested' THEN $5 END,
  CASE WHEN r.rstatus <> 'requested' THEN GREATEST(r.requested_at, LEAST(r.requested_at + make_interval(hours => 1 + (r.g * 11) % 40), $3::timestamptz - interval '30 seconds')) END,
  CASE WHEN r.rstatus = 'rejected' THEN (${sqlArray(rejectReasons[kind])})[1 + r.g % ${rejectReasons[kind].length}] ELSE '' END,
  ${
    kind === 'refund'
      ? `(SELECT round(sum(l.qty * l.unit_price) / CASE WHEN r.g % 3 = 0 THEN 2 ELSE 1 END, 2) FROM order_lines l WHERE l.order_id = r.id), r.currency`
      : 'NULL, NULL'
  },
  1,
  CASE WHEN r.rstatus <> 'requested' THEN GREATEST(r.requested_at, LEAST(r.requested_at + make_interval(hours => 1 + (r.g * 11) % 40), $3::timestamptz - interval '30 seconds')) ELSE r.requested_at END
  FROM r WHERE r.rstatus IS NOT NULL`;
}

const RETURN_LINES_SQL = `
INSERT INTO order_return_lines (id, tenant_id, request_id, sku_id, qty, restockable)
SELECT q.id || '-' || row_number() OVER (PARTITION BY q.id ORDER BY min(l.line_no)), $1, q.id, l.sku_id, sum(l.shipped_qty)::int,
  (right(q.order_id, 7)::int + min(l.line_no)) % 4 <> 0
  FROM order_requests q JOIN order_lines l ON l.order_id = q.order_id AND l.tenant_id = q.tenant_id
 WHERE q.tenant_id = $1 AND q.kind = 'return' AND l.shipped_qty > 0
 GROUP BY q.id, q.order_id, l.sku_id`;

export interface RequestSeedSummary {
  tenants: number;
  requests: number;
}

/**
 * Seeds the requests of every supplier demo tenant's orders (after seedOrders). `deciders` names,
 * per tenant key, the user whose decisions the seeded decided requests record.
 */
export async function seedOrderRequests(
  db: Db,
  tenants: readonly AssetSeedTenant[],
  tenantIds: Record<string, string>,
  deciders: Record<string, { id: string; name: string }>,
  anchor = ORDERS_ANCHOR,
): Promise<RequestSeedSummary> {
  const summary: RequestSeedSummary = { tenants: 0, requests: 0 };
  for (const tenant of tenants) {
    if (tenant.kind !== 'supplier') continue;
    const tenantId = tenantIds[tenant.key];
    const decider = deciders[tenant.key];
    if (!decider) continue;
    if (await db.maybe('SELECT 1 FROM order_requests WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    if (!(await db.maybe('SELECT 1 FROM orders WHERE tenant_id = $1 LIMIT 1', [tenantId]))) continue;
    await db.transaction(async (tx) => {
      for (const kind of ['cancel', 'return', 'refund'] as const) await tx.query(requestsSql(kind), [tenantId, tenant.key, anchor, decider.id, decider.name]);
      await tx.query(RETURN_LINES_SQL, [tenantId]);
    });
    const n = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM order_requests WHERE tenant_id = $1', [tenantId]);
    summary.tenants++;
    summary.requests += n.n;
  }
  return summary;
}
