// Platform orders of every supplier demo tenant (docs/domain/orders.md, "Platform orders
// (built)"): PLATFORM_ORDERS_PER_TENANT purchase orders the platform placed on the supplier for
// its platform warehouses, in every state, written by two set-based statements. Every value is a
// function of the order's number n (state by n mod 10: 0-2 new, 3-4 confirmed, 5 partially
// confirmed, 6 rejected, 7-8 delivered, 9 closed by the platform), so tests can compute what they
// address. New ones were placed in the ten days before the anchor; decided ones earlier. Seeded
// decisions are the tenant administrator's. A tenant with any platform order is skipped. The FOB
// trade terms of the seeded customer orders (the fobt build's order info) are seeded here too.
import type { Db } from '../db/db';
import type { AssetSeedTenant } from '../asset';
import { ORDERS_ANCHOR } from './seed-orders';

export const PLATFORM_ORDERS_PER_TENANT = 3000;
export const seededPlatformOrderId = (tenantKey: string, n: number) => `po-${tenantKey}-${String(n).padStart(6, '0')}`;

export const seededPlatformOrderStatusSql = `CASE
  WHEN g % 10 < 3 THEN 'new'
  WHEN g % 10 < 5 THEN 'confirmed'
  WHEN g % 10 = 5 THEN 'partiallyConfirmed'
  WHEN g % 10 = 6 THEN 'rejected'
  WHEN g % 10 < 9 THEN 'delivered'
  ELSE 'closed' END`;

const ORDERS_SQL = `
WITH wh AS (
  SELECT array_agg(id ORDER BY code) AS ids, array_agg(currency ORDER BY code) AS currencies
    FROM warehouses WHERE tenant_id = $1 AND type = 'platform' AND deleted_at IS NULL
), base AS (
  SELECT g, ${seededPlatformOrderStatusSql} AS status, ((g::bigint * 7919) % 14400)::int AS spread FROM generate_series(1, $3::int) g
), timed AS (
  SELECT b.*, $4::timestamptz - make_interval(mins => CASE
      -- new: the last ten days
      WHEN b.status = 'new' THEN b.spread
      -- decided: 10 to 200 days ago
      ELSE 14400 + b.spread * 19 END) AS ordered_at
    FROM base b
)
INSERT INTO platform_orders (id, tenant_id, po_no, warehouse_id, status, ordered_at, expected_delivery, currency, remark, reject_reason,
  decided_at, decided_by, decided_by_name, version, updated_at)
SELECT 'po-' || $2 || '-' || lpad(t.g::text, 6, '0'), $1, 'PPO' || lpad(t.g::text, 7, '0'),
  wh.ids[1 + t.g % cardinality(wh.ids)], t.status, t.ordered_at,
  (t.ordered_at + make_interval(days => 14 + t.g % 15))::date,
  wh.currencies[1 + t.g % cardinality(wh.ids)],
  CASE WHEN t.g % 4 = 0 THEN 'Peak season replenishment' WHEN t.g % 7 = 0 THEN 'Palletised, max 1.5 m high' ELSE '' END,
  CASE WHEN t.status = 'rejected' THEN (ARRAY['SKU discontinued', 'No capacity before the delivery date', 'Unit cost below our price list'])[1 + t.g % 3] ELSE '' END,
  CASE WHEN t.status IN ('new', 'closed') THEN NULL ELSE t.ordered_at + interval '20 hours' END,
  CASE WHEN t.status IN ('new', 'closed') THEN NULL ELSE $5 END,
  CASE WHEN t.status IN ('new', 'closed') THEN NULL ELSE $6 END,
  1, CASE WHEN t.status = 'new' THEN t.ordered_at WHEN t.status IN ('delivered', 'closed') THEN t.ordered_at + interval '15 days' ELSE t.ordered_at + interval '20 hours' END
  FROM timed t, wh WHERE cardinality(wh.ids) > 0`;

// one to four lines; a partially confirmed order confirms its first line short; delivered ones
// received what was confirmed (every seventh one a unit short on its first line)
const LINES_SQL = `
WITH sku AS (SELECT array_agg(id ORDER BY sku) AS ids, array_agg(purchase_cost ORDER BY sku) AS costs FROM skus WHERE tenant_id = $1)
INSERT INTO platform_order_lines (id, tenant_id, po_id, line_no, sku_id, ordered_qty, confirmed_qty, received_qty, unit_cost)
SELECT x.id || '-' || x.n, $1, x.id, x.n, sku.ids[x.k], x.qty,
  CASE WHEN x.status IN ('confirmed', 'delivered') THEN x.qty
       WHEN x.status = 'partiallyConfirmed' THEN CASE WHEN x.n = 1 THEN x.qty / 2 ELSE x.qty END END,
  CASE WHEN x.status = 'delivered' THEN x.qty - CASE WHEN x.g % 7 = 0 AND x.n = 1 THEN 1 ELSE 0 END ELSE 0 END,
  round(sku.costs[x.k], 2)
  FROM (
    SELECT p.id, p.status, right(p.id, 6)::int AS g, l.n, 10 * (2 + ((right(p.id, 6)::int * l.n * 7) % 49)) AS qty,
           1 + (right(p.id, 6)::int * 3 + l.n * 11) % (SELECT count(*) FROM skus WHERE tenant_id = $1)::int AS k
      FROM platform_orders p CROSS JOIN LATERAL generate_series(1, 1 + right(p.id, 6)::int % 4) AS l(n)
     WHERE p.tenant_id = $1
  ) x, sku`;

/** Seeds the platform orders of every supplier tenant (after the assets: platform warehouses, skus). */
export async function seedPlatformOrders(
  db: Db,
  tenants: readonly AssetSeedTenant[],
  tenantIds: Record<string, string>,
  deciders: Record<string, { id: string; name: string }>,
  anchor = ORDERS_ANCHOR,
  perTenant = PLATFORM_ORDERS_PER_TENANT,
): Promise<void> {
  for (const tenant of tenants) {
    if (tenant.kind !== 'supplier') continue;
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM platform_orders WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    const decider = deciders[tenant.key] ?? { id: null, name: 'Demo' };
    await db.transaction(async (tx) => {
      await tx.query(ORDERS_SQL, [tenantId, tenant.key, perTenant, anchor, decider.id, decider.name]);
      await tx.query(LINES_SQL, [tenantId]);
    });
  }
}

// FOB trade terms of every seeded order: FOB (every tenth FCA, every tenth from the fifth EXW),
// loaded at one of the tenant's Chinese sea ports, discharged at a sea port of the receiver's
// country when the tenant has one; booked and stuffed once shipped.
const FOB_TERMS_SQL = `
WITH pl AS (SELECT array_agg(id ORDER BY code) AS ids FROM ports WHERE tenant_id = $1 AND country = 'CN' AND port_type = 'sea' AND deleted_at IS NULL),
     pd AS (SELECT country, min(id) AS id FROM ports WHERE tenant_id = $1 AND port_type = 'sea' AND deleted_at IS NULL GROUP BY country)
INSERT INTO order_fob_terms (order_id, tenant_id, incoterm, port_of_loading_id, port_of_discharge_id, booking_no, container_no)
SELECT o.id, $1, CASE WHEN o.g % 10 = 0 THEN 'FCA' WHEN o.g % 10 = 5 THEN 'EXW' ELSE 'FOB' END,
  pl.ids[1 + o.g % cardinality(pl.ids)], pd.id,
  CASE WHEN o.shipped_at IS NOT NULL THEN 'BK' || lpad(o.g::text, 8, '0') ELSE '' END,
  CASE WHEN o.shipped_at IS NOT NULL THEN (ARRAY['MSCU', 'CMAU', 'OOLU', 'COSU'])[1 + o.g % 4] || lpad(((o.g::bigint * 7907) % 10000000)::text, 7, '0') ELSE '' END
  FROM (SELECT id, shipped_at, country, right(id, 7)::int AS g FROM orders WHERE tenant_id = $1 AND source = 'platform') o
  CROSS JOIN pl LEFT JOIN pd ON pd.country = o.country
 WHERE cardinality(pl.ids) > 0`;

/** Seeds the FOB trade terms of every supplier tenant's seeded orders (after the orders and the ports). */
export async function seedFobTerms(db: Db, tenants: readonly AssetSeedTenant[], tenantIds: Record<string, string>): Promise<void> {
  for (const tenant of tenants) {
    if (tenant.kind !== 'supplier') continue;
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM order_fob_terms WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    await db.query(FOB_TERMS_SQL, [tenantId]);
  }
}
