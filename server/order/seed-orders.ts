// Deterministic orders (docs/domain/orders.md, "Seed and scale") of the supplier demo tenants:
// SEED_ORDERS_PER_TENANT orders each (default 20,000) across every state, written by one
// set-based statement (orders and their one to three lines) so seeding stays fast: the order
// list's figures the orders carry (migration 022) then match their lines when the triggers check
// them at the statement's end, and no order is written twice. Every value is a function of the
// order's number n, so tests can compute what they address. Open orders
// (not yet shipped) were placed in the six days before ORDERS_ANCHOR with a 72 h ship deadline,
// so around the anchor (tests: ORDERS_ANCHOR, near their clock of 2026-03-02 08:00 UTC; the
// server's first start: the day it seeds) about half are late and some are due within 24 h;
// shipped ones arrive within ten days of the order, so some are late or due within 48 h.
// Shipped orders get their shipment and every order its status log. Open orders hold their open
// quantities locked in their warehouse (order_lines.locked_qty; inventory_stock.locked and on hand
// rise by as much, so available stays what the inventory seed planned; a sku and warehouse without
// stock gets a row holding just the lock), as the push would have locked them (order-stock.ts).
// A tenant with any order is skipped.
import type { Db } from '../db/db';
import type { AssetSeedTenant } from '../asset';

/** All seeded order times lie before the anchor; this one is the tests' (their clock starts near it). */
export const ORDERS_ANCHOR = new Date('2026-03-02T00:00:00Z');
export const DEFAULT_ORDERS_PER_TENANT = 20_000;

export function ordersPerTenant(): number {
  const raw = process.env.SEED_ORDERS_PER_TENANT;
  if (raw === undefined || raw.trim() === '') return DEFAULT_ORDERS_PER_TENANT;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 2_000_000) throw new Error(`SEED_ORDERS_PER_TENANT must be an integer 0..2000000, got ${raw}`);
  return n;
}

/** The state of seeded order n (n mod 20): 2 pending, 3 awaiting, 1 part shipped, 3 shipped, 2 delivered, 6 completed, 1 returning, 2 cancelled. */
export const seededOrderStatusSql = `CASE
  WHEN g % 20 < 2 THEN 'pendingAcknowledge'
  WHEN g % 20 < 5 THEN 'awaitingShipment'
  WHEN g % 20 < 6 THEN 'partShipped'
  WHEN g % 20 < 9 THEN 'shipped'
  WHEN g % 20 < 11 THEN 'delivered'
  WHEN g % 20 < 17 THEN 'completed'
  WHEN g % 20 < 18 THEN 'returning'
  ELSE 'cancelled' END`;

/** The id of seeded order n of a tenant (tests address orders by it). */
export const seededOrderId = (tenantKey: string, n: number) => `od-${tenantKey}-${String(n).padStart(7, '0')}`;

const ORDERS_SQL = `
WITH cart AS (
  SELECT array_agg(id ORDER BY code) AS ids, array_agg(site_country ORDER BY code) AS countries, array_agg(currency ORDER BY code) AS currencies,
    array_agg(name ORDER BY code) AS names, array_agg(platform_code ORDER BY code) AS platforms
    FROM carts WHERE tenant_id = $1
), wh AS (
  SELECT array_agg(id ORDER BY code) AS ids, array_agg(code ORDER BY code) AS codes, array_agg(name ORDER BY code) AS names
    FROM warehouses WHERE tenant_id = $1 AND deleted_at IS NULL
), base AS (
  SELECT g, ${seededOrderStatusSql} AS status,
    ((g::bigint * 7919) % 8640)::int AS spread
    FROM generate_series(1, $3::int) g
), timed AS (
  SELECT b.*,
    $4::timestamptz - make_interval(mins => CASE
      -- open: placed in the last six days
      WHEN b.status IN ('pendingAcknowledge', 'awaitingShipment', 'partShipped') THEN b.spread
      -- in transit: the last fourteen days, at least 31 h ago (shipped 30 h after the order)
      WHEN b.status = 'shipped' THEN 1860 + (b.spread * 18480 / 8640)
      -- delivered recently: 6 to 30 days ago
      WHEN b.status = 'delivered' THEN 8640 + b.spread * 4
      -- returning: 15 to 40 days ago
      WHEN b.status = 'returning' THEN 21600 + (b.spread * 36000 / 8640)
      -- completed and cancelled: 30 to 180 days ago
      ELSE 43200 + b.spread * 25 END) AS order_time,
    -- as many lines as the statement's lines insert writes
    CASE WHEN b.status = 'partShipped' THEN 2 + b.g % 2 ELSE 1 + b.g % 3 END AS line_count
    FROM base b
), ins AS (
INSERT INTO orders (id, tenant_id, cart_id, seller_order_id, shop_order_id, supplier_order_id, status, order_time, cart_order_time,
  ship_deadline, arrive_deadline, shipped_at, delivered_at, warehouse_id, delivery_mode, supply_type, currency,
  receiver_name, receiver_phone, country, state_or_province, city, district, area, address_line1, postal_code,
  tracking_no, carrier_code, acknowledged_at, package_no, appointment_form_no, handover_order_code, waybill_apply_status, tag, abnormal, version, created_at, updated_at,
  cart_name, platform_code, warehouse_code, warehouse_name, line_count, total_qty)
SELECT 'od-' || $2 || '-' || lpad(t.g::text, 7, '0'), $1,
  cart.ids[1 + t.g % cardinality(cart.ids)],
  'SO' || to_char(t.order_time, 'YYMMDD') || lpad(t.g::text, 7, '0'),
  lpad(((t.g::bigint * 104729) % 1000)::text, 3, '0') || '-' || lpad(((t.g::bigint * 7907) % 10000000)::text, 7, '0') || '-' || lpad(t.g::text, 7, '0'),
  'PO' || lpad(t.g::text, 8, '0'),
  t.status, t.order_time, t.order_time - make_interval(mins => t.g % 120),
  t.order_time + interval '72 hours',
  t.order_time + CASE WHEN t.g % 4 = 0 THEN interval '8 days' ELSE interval '10 days' END,
  CASE WHEN t.status IN ('pendingAcknowledge', 'awaitingShipment', 'cancelled') THEN NULL ELSE
    -- 30 h after the order, never after the anchor
    GREATEST(t.order_time, LEAST(t.order_time + interval '30 hours', $4::timestamptz - interval '1 minute')) END,
  CASE WHEN t.status IN ('delivered', 'completed', 'returning') THEN t.order_time + interval '126 hours' END,
  wh.ids[1 + (t.g * 3) % cardinality(wh.ids)],
  (ARRAY['standard', 'express', 'economy', 'pickup'])[1 + t.g % 4],
  (ARRAY['stock', 'stock', 'stock', 'stock', 'stock', 'stock', 'stock', 'dropship', 'dropship', 'consignment'])[1 + (t.g / 3) % 10],
  cart.currencies[1 + t.g % cardinality(cart.ids)],
  (ARRAY['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Chloe', 'Mateo', 'Hana', 'Ravi'])[1 + t.g % 12] || ' ' ||
    (ARRAY['Smith', 'Garcia', 'Müller', 'Chen', 'Tanaka', 'Brown', 'Martin', 'Rossi', 'Nguyen', 'Kim', 'Silva'])[1 + (t.g / 12) % 11],
  '+1 555 ' || lpad(((t.g::bigint * 37) % 10000)::text, 4, '0'),
  cart.countries[1 + t.g % cardinality(cart.ids)],
  (ARRAY['California', 'Texas', 'New York', 'Bavaria', 'Ontario', 'Kanto', 'Guangdong'])[1 + t.g % 7],
  (ARRAY['Springfield', 'Riverside', 'Fairview', 'Munich', 'Toronto', 'Yokohama', 'Shenzhen', 'Franklin'])[1 + (t.g / 7) % 8],
  (ARRAY['Central', 'North', 'East', 'West', 'South'])[1 + t.g % 5],
  '',
  (1 + (t.g::bigint * 17) % 9899)::text || ' ' || (ARRAY['Oak Street', 'Harbor Road', 'Maple Avenue', 'Station Road', 'Park Lane', 'Hill Street'])[1 + t.g % 6],
  lpad(((t.g::bigint * 7127) % 100000)::text, 5, '0'),
  CASE WHEN t.status IN ('pendingAcknowledge', 'awaitingShipment', 'cancelled') THEN '' ELSE '1Z' || upper(substr(md5($2 || t.g), 1, 16)) END,
  -- 1Z numbers are UPS's
  CASE WHEN t.status IN ('pendingAcknowledge', 'awaitingShipment', 'cancelled') THEN '' ELSE 'UPS' END,
  -- 2 h after the order, before it shipped and before the anchor
  CASE WHEN t.status = 'pendingAcknowledge' THEN NULL ELSE LEAST(t.order_time + interval '2 hours', GREATEST(t.order_time, $4::timestamptz - interval '2 minutes')) END,
  CASE WHEN t.status IN ('pendingAcknowledge', 'cancelled') THEN '' ELSE 'PK' || lpad(t.g::text, 8, '0') END,
  CASE WHEN t.g % 7 = 0 AND t.status NOT IN ('pendingAcknowledge', 'cancelled') THEN 'AP' || lpad((t.g / 7)::text, 7, '0') ELSE '' END,
  CASE WHEN t.status IN ('pendingAcknowledge', 'awaitingShipment', 'cancelled') THEN '' ELSE 'HO' || lpad(t.g::text, 8, '0') END,
  CASE WHEN t.status IN ('pendingAcknowledge', 'cancelled') THEN 'notApplied'
       WHEN t.status = 'awaitingShipment' THEN (ARRAY['notApplied', 'applying', 'failed'])[1 + (t.g / 20) % 3]
       ELSE 'applied' END,
  CASE WHEN t.g % 11 = 0 THEN 'vip' WHEN t.g % 13 = 0 THEN 'gift' ELSE '' END,
  t.g % 97 = 0 AND t.status IN ('pendingAcknowledge', 'awaitingShipment', 'partShipped'),
  1, t.order_time, t.order_time,
  -- what the order search shows from the shop, the warehouse and the lines (migration 022): filled
  -- here so the triggers find nothing to correct and the bulk insert is not written twice
  cart.names[1 + t.g % cardinality(cart.ids)], cart.platforms[1 + t.g % cardinality(cart.ids)],
  wh.codes[1 + (t.g * 3) % cardinality(wh.ids)], wh.names[1 + (t.g * 3) % cardinality(wh.ids)],
  t.line_count, (SELECT sum(1 + (t.g * n) % 4)::int FROM generate_series(1, t.line_count) AS n)
  FROM timed t, cart, wh
RETURNING id, status, supply_type
), sku AS (SELECT array_agg(id ORDER BY sku) AS ids FROM skus WHERE tenant_id = $1)
INSERT INTO order_lines (id, tenant_id, order_id, line_no, sku_id, supply_type, qty, shipped_qty, cancelled_qty, locked_qty, unit_price)
SELECT o.id || '-' || l.n, $1, o.id, l.n,
  sku.ids[1 + (o.g + l.n * 7) % cardinality(sku.ids)],
  o.supply_type,
  1 + (o.g * l.n) % 4,
  CASE WHEN o.status IN ('shipped', 'delivered', 'completed', 'returning') OR (o.status = 'partShipped' AND l.n = 1) THEN 1 + (o.g * l.n) % 4 ELSE 0 END,
  CASE WHEN o.status = 'cancelled' THEN 1 + (o.g * l.n) % 4 ELSE 0 END,
  -- open lines hold all they have left (part shipped: every line but the first)
  CASE WHEN o.status IN ('pendingAcknowledge', 'awaitingShipment') OR (o.status = 'partShipped' AND l.n > 1) THEN 1 + (o.g * l.n) % 4 ELSE 0 END,
  round((5 + ((o.g::bigint * 31 + l.n * 17) % 9500) / 100.0)::numeric, 2)
  FROM (SELECT id, status, supply_type, right(id, 7)::int AS g FROM ins) o
  CROSS JOIN LATERAL generate_series(1, CASE WHEN o.status = 'partShipped' THEN 2 + o.g % 2 ELSE 1 + o.g % 3 END) AS l(n), sku`;

// the locks of the open lines: on hand rises with locked (the goods are there, promised), so what
// the inventory seed planned as available (allotments, isolations, pushes) stays as it was
const HOLD_SQL = `
INSERT INTO inventory_stock (sku_id, warehouse_id, tenant_id, on_hand, locked, updated_at)
SELECT l.sku_id, o.warehouse_id, $1, sum(l.locked_qty)::int, sum(l.locked_qty)::int, max(o.order_time)
  FROM order_lines l JOIN orders o ON o.id = l.order_id AND o.tenant_id = l.tenant_id
 WHERE l.tenant_id = $1 AND l.locked_qty > 0
 GROUP BY l.sku_id, o.warehouse_id
    ON CONFLICT (sku_id, warehouse_id) DO UPDATE
   SET on_hand = inventory_stock.on_hand + EXCLUDED.on_hand, locked = inventory_stock.locked + EXCLUDED.locked`;

// one shipment per order that shipped anything, holding what its lines shipped
const SHIPMENTS_SQL = `
INSERT INTO order_shipments (id, tenant_id, order_id, shipment_no, carrier_code, tracking_no, shipped_at)
SELECT o.id || '-s1', $1, o.id, 1, o.carrier_code, o.tracking_no, o.shipped_at
  FROM orders o WHERE o.tenant_id = $1 AND o.shipped_at IS NOT NULL`;

const SHIPMENT_LINES_SQL = `
INSERT INTO order_shipment_lines (shipment_id, line_id, tenant_id, qty)
SELECT l.order_id || '-s1', l.id, $1, l.shipped_qty FROM order_lines l WHERE l.tenant_id = $1 AND l.shipped_qty > 0`;

// the status log: the push of every order, and its shipment, delivery and cancellation where it had one
const LOGS_SQL = `
INSERT INTO order_status_logs (id, tenant_id, order_id, action, from_status, to_status, at, note_en, note_zh)
SELECT o.id || '-' || e.k, $1, o.id, e.action, e.from_status, e.to_status, e.at, e.en, e.zh
  FROM orders o CROSS JOIN LATERAL (VALUES
    ('1', 'push', NULL, 'pendingAcknowledge', o.order_time, 'Pushed by the platform', '平台推送订单'),
    ('2', 'acknowledge', 'pendingAcknowledge', 'awaitingShipment', o.acknowledged_at, '', ''),
    ('3', 'ship', 'awaitingShipment', CASE WHEN o.status = 'partShipped' THEN 'partShipped' ELSE 'shipped' END, o.shipped_at, 'Shipment 1 by UPS', '第 1 次发货（UPS）'),
    ('4', 'deliver', 'shipped', 'delivered', o.delivered_at, 'Delivered (carrier report)', '已妥投（承运商回传）'),
    ('5', 'cancel', 'awaitingShipment', 'cancelled', CASE WHEN o.status = 'cancelled' THEN o.order_time + interval '5 hours' END, 'Cancelled', '已取消')
  ) AS e(k, action, from_status, to_status, at, en, zh)
 WHERE o.tenant_id = $1 AND e.at IS NOT NULL`;

// an open exception on every order flagged abnormal, and resolved ones on some shipped orders
const ABNORMAL_SQL = `
INSERT INTO order_abnormal_records (id, tenant_id, order_id, kind, status, raised_at, resolution, resolved_at, resolved_by_name)
SELECT o.id || '-x1', $1, o.id,
  (ARRAY['addressUnverifiable', 'stockShort', 'carrierRejected', 'customsHold'])[1 + (right(o.id, 7)::int / 97) % 4],
  CASE WHEN o.abnormal THEN 'open' ELSE 'resolved' END,
  o.order_time + interval '1 hour',
  CASE WHEN o.abnormal THEN '' ELSE 'Cleared by the platform' END,
  CASE WHEN o.abnormal THEN NULL ELSE o.order_time + interval '5 hours' END,
  -- null: the platform
  NULL
  FROM orders o
 WHERE o.tenant_id = $1 AND (o.abnormal OR (right(o.id, 7)::int % 89 = 0 AND o.status IN ('shipped', 'delivered', 'completed')))`;

export interface OrderSeedSummary {
  tenants: number;
  orders: number;
}

/** Seeds the orders of every supplier demo tenant (after the asset seed: carts, warehouses, skus). */
export async function seedOrders(
  db: Db,
  tenants: readonly AssetSeedTenant[],
  tenantIds: Record<string, string>,
  perTenant = ordersPerTenant(),
  anchor = ORDERS_ANCHOR,
): Promise<OrderSeedSummary> {
  const summary: OrderSeedSummary = { tenants: 0, orders: 0 };
  if (perTenant === 0) return summary;
  for (const tenant of tenants) {
    if (tenant.kind !== 'supplier') continue;
    const tenantId = tenantIds[tenant.key];
    const exists = await db.maybe('SELECT 1 FROM orders WHERE tenant_id = $1 LIMIT 1', [tenantId]);
    if (exists) continue;
    await db.transaction(async (tx) => {
      await tx.query(ORDERS_SQL, [tenantId, tenant.key, perTenant, anchor]);
      await tx.query(HOLD_SQL, [tenantId]);
      await tx.query(SHIPMENTS_SQL, [tenantId]);
      await tx.query(SHIPMENT_LINES_SQL, [tenantId]);
      await tx.query(LOGS_SQL, [tenantId]);
      await tx.query(ABNORMAL_SQL, [tenantId]);
    });
    summary.tenants++;
    summary.orders += perTenant;
  }
  return summary;
}
