// The supplier's overview (src/contract/product/overview.ts): every figure counted for the caller's
// tenant from the product and order tables. Open orders come from the kept counts
// (order_status_counts, migration 023) rather than a scan; the 30-day figures read the orders by
// their times (shipped, placed) and the receipt differences by their creation.
import { getSupplierOverview, OPEN_ORDER_STATUSES, OVERVIEW_WINDOW_DAYS, productStatuses, type SupplierOverview } from '../../src/contract/product';
import { defineHandler, type HandlerEntry } from '../back/handler';

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export const overviewHandlers: readonly HandlerEntry[] = [
  defineHandler(getSupplierOverview, async ({ db, user, now }): Promise<SupplierOverview> => {
    const tenantId = user.tenant.id;
    const since = new Date(now.getTime() - OVERVIEW_WINDOW_DAYS * 86_400_000);
    const products = await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM products WHERE tenant_id = $1 GROUP BY status', [tenantId]);
    const orders = await db.query<{ status: string; n: number }>(
      'SELECT status, sum(n)::int AS n FROM order_status_counts WHERE tenant_id = $1 AND status = ANY($2::text[]) GROUP BY status',
      [tenantId, OPEN_ORDER_STATUSES],
    );
    const perf = await db.one<{ shipped: number; on_time: number; late: number; placed: number; cancelled: number; cancelled_ack: number }>(
      `SELECT count(*) FILTER (WHERE shipped_at >= $2 AND shipped_at < $3)::int AS shipped,
              count(*) FILTER (WHERE shipped_at >= $2 AND shipped_at < $3 AND shipped_at <= ship_deadline)::int AS on_time,
              count(*) FILTER (WHERE shipped_at >= $2 AND shipped_at < $3 AND shipped_at > ship_deadline)::int AS late,
              count(*) FILTER (WHERE order_time >= $2 AND order_time < $3)::int AS placed,
              count(*) FILTER (WHERE order_time >= $2 AND order_time < $3 AND status = 'cancelled')::int AS cancelled,
              count(*) FILTER (WHERE order_time >= $2 AND order_time < $3 AND status = 'cancelled' AND acknowledged_at IS NOT NULL)::int AS cancelled_ack
         FROM orders WHERE tenant_id = $1 AND (order_time >= $2 OR shipped_at >= $2)`,
      [tenantId, since, now],
    );
    const diff = await db.one<{ open: number; accepted: number; disputed: number; short: number; over: number }>(
      `SELECT count(*) FILTER (WHERE d.status = 'open')::int AS open,
              count(*) FILTER (WHERE d.status = 'accepted')::int AS accepted,
              count(*) FILTER (WHERE d.status = 'disputed')::int AS disputed,
              COALESCE((SELECT sum(GREATEST(l.announced_qty - l.received_qty, 0)) FROM arrival_difference_lines l JOIN arrival_differences x ON x.id = l.difference_id AND x.tenant_id = l.tenant_id
                         WHERE x.tenant_id = $1 AND x.created_at >= $2 AND x.created_at < $3), 0)::int AS short,
              COALESCE((SELECT sum(GREATEST(l.received_qty - l.announced_qty, 0)) FROM arrival_difference_lines l JOIN arrival_differences x ON x.id = l.difference_id AND x.tenant_id = l.tenant_id
                         WHERE x.tenant_id = $1 AND x.created_at >= $2 AND x.created_at < $3), 0)::int AS over
         FROM arrival_differences d WHERE d.tenant_id = $1 AND d.created_at >= $2 AND d.created_at < $3`,
      [tenantId, since, now],
    );
    const productCount = new Map(products.map((r) => [r.status, r.n]));
    const orderCount = new Map(orders.map((r) => [r.status, r.n]));
    return {
      gfc: productStatuses.map((status) => ({ status, count: productCount.get(status) ?? 0 })),
      order: OPEN_ORDER_STATUSES.map((status) => ({ status, count: Math.max(0, orderCount.get(status) ?? 0) })),
      penalties: { lateShipments: perf.late, cancelledAfterAcknowledge: perf.cancelled_ack },
      differences: { open: diff.open, accepted: diff.accepted, disputed: diff.disputed, unitsShort: diff.short, unitsOver: diff.over },
      performance: {
        shipped: perf.shipped,
        onTime: perf.on_time,
        onTimeRate: rate(perf.on_time, perf.shipped),
        placed: perf.placed,
        cancelled: perf.cancelled,
        cancelRate: rate(perf.cancelled, perf.placed),
      },
      windowDays: OVERVIEW_WINDOW_DAYS,
    };
  }),
];
