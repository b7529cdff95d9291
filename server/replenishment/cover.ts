// The figures the platform's cover rule (src/contract/replenishment/cover.ts) reads, per sku and
// platform warehouse of a tenant, at a moment: on hand (inventory_stock), in transit to the
// warehouse (lines of shipped inbounds of requests to it, as the receipt area's platform stock
// counts them) and the last 30 days' sales shipped from it (customer order lines, less what was
// cancelled, of orders placed there in the 30 days before the moment).
import type { CoverFigures } from '../../src/contract/replenishment';
import type { Db } from '../db/db';

export interface CoverRow extends CoverFigures {
  skuId: string;
  warehouseId: string;
}

export async function coverOf(db: Db, tenantId: string, warehouseId: string, now: Date): Promise<CoverRow[]> {
  const rows = await db.query<{ sku_id: string; warehouse_id: string; on_hand: number; in_transit: number; sales_30d: number }>(
    `SELECT s.sku_id, s.warehouse_id, s.on_hand, coalesce(t.qty, 0)::int AS in_transit, coalesce(d.qty, 0)::int AS sales_30d
       FROM inventory_stock s
       LEFT JOIN (SELECT il.sku_id, sum(il.qty) AS qty FROM receipt_inbound_lines il
                    JOIN receipt_inbounds i ON i.id = il.inbound_id AND i.tenant_id = il.tenant_id
                    JOIN receipt_requests rq ON rq.id = i.request_id AND rq.tenant_id = i.tenant_id
                   WHERE i.tenant_id = $1 AND i.status IN ('shipped', 'rejectedAtDock') AND rq.warehouse_id = $2
                   GROUP BY il.sku_id) t ON t.sku_id = s.sku_id
       LEFT JOIN (SELECT l.sku_id, sum(l.qty - l.cancelled_qty) AS qty FROM orders o
                    JOIN order_lines l ON l.order_id = o.id AND l.tenant_id = o.tenant_id
                   WHERE o.tenant_id = $1 AND o.warehouse_id = $2 AND o.status <> 'cancelled'
                     AND o.order_time > $3::timestamptz - interval '30 days' AND o.order_time <= $3::timestamptz
                   GROUP BY l.sku_id) d ON d.sku_id = s.sku_id
      WHERE s.tenant_id = $1 AND s.warehouse_id = $2
      ORDER BY s.sku_id`,
    [tenantId, warehouseId, now],
  );
  return rows.map((r) => ({ skuId: r.sku_id, warehouseId: r.warehouse_id, onHand: r.on_hand, inTransit: r.in_transit, sales30d: r.sales_30d }));
}
