// Helpers of the order stock tests (server/order/stock.ts): orders the tests push
// themselves onto stock rows they set up, the stock rows and line locks to compare, and the
// whole-database consistency of order locks.
import type { Db } from '../../../server/db/db';
import { lockAtPush, type PushShort } from '../../../server/order/stock';

export interface StockFigures {
  on_hand: number;
  locked: number;
  isolated: number;
}

/** (sku, warehouse) pairs of the tenant without a stock row, in an active warehouse, distinct skus. */
export async function freePairs(db: Db, tenantId: string, count: number): Promise<{ skuId: string; warehouseId: string }[]> {
  const w = await db.one<{ id: string }>("SELECT id FROM warehouses WHERE tenant_id = $1 AND status = 'active' AND type = 'own' ORDER BY code LIMIT 1", [tenantId]);
  const skus = await db.query<{ id: string }>(
    `SELECT k.id FROM skus k WHERE k.tenant_id = $1
        AND NOT EXISTS (SELECT 1 FROM inventory_stock s WHERE s.sku_id = k.id AND s.warehouse_id = $2)
        AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.sku_id = k.id)
      ORDER BY k.id DESC LIMIT $3`,
    [tenantId, w.id, count],
  );
  return skus.map((k) => ({ skuId: k.id, warehouseId: w.id }));
}

/** Sets (or creates) a stock row with these figures. */
export async function setStock(db: Db, tenantId: string, pair: { skuId: string; warehouseId: string }, f: StockFigures): Promise<void> {
  await db.query(
    `INSERT INTO inventory_stock (sku_id, warehouse_id, tenant_id, on_hand, locked, isolated, updated_at) VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (sku_id, warehouse_id) DO UPDATE SET on_hand = $4, locked = $5, isolated = $6`,
    [pair.skuId, pair.warehouseId, tenantId, f.on_hand, f.locked, f.isolated],
  );
}

export async function stockOf(db: Db, pair: { skuId: string; warehouseId: string }): Promise<StockFigures | null> {
  return (await db.maybe<StockFigures>('SELECT on_hand, locked, isolated FROM inventory_stock WHERE sku_id = $1 AND warehouse_id = $2', [pair.skuId, pair.warehouseId])) ?? null;
}

let made = 0;

/**
 * A new order awaiting shipment (a copy of a seeded one of the tenant with its own ids, warehouse
 * and lines), pushed: its lines lock what the warehouse has. Answers its id, number, line ids and
 * what the push found short.
 */
export async function pushedOrder(
  db: Db,
  tenantId: string,
  warehouseId: string,
  lines: readonly { skuId: string; qty: number }[],
  now: Date,
  prefix = 'od-stock',
): Promise<{ id: string; no: string; lineIds: string[]; short: PushShort[] }> {
  const n = ++made;
  const id = `${prefix}-${n}`;
  const no = `PS${String(n).padStart(8, '0')}${prefix.length}`;
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO orders SELECT (jsonb_populate_record(o, jsonb_build_object('id', $2::text, 'supplier_order_id', $3::text, 'warehouse_id', $4::text, 'version', 1,
              'abnormal', false, 'appointment_form_no', '', 'created_at', $5::timestamptz, 'updated_at', $5::timestamptz))).*
         FROM orders o WHERE o.tenant_id = $1 AND o.status = 'awaitingShipment' ORDER BY o.id LIMIT 1`,
      [tenantId, id, no, warehouseId, now],
    );
    const lineIds: string[] = [];
    for (const [i, l] of lines.entries()) {
      const lineId = `${id}-${i + 1}`;
      lineIds.push(lineId);
      await tx.query(
        `INSERT INTO order_lines (id, tenant_id, order_id, line_no, sku_id, supply_type, qty, unit_price) VALUES ($1, $2, $3, $4, $5, 'stock', $6, 9.9)`,
        [lineId, tenantId, id, i + 1, l.skuId, l.qty],
      );
    }
    const short = await lockAtPush(tx, tenantId, id, now);
    return { id, no, lineIds, short };
  });
}

/**
 * Whole-database consistency of the order locks: every line's lock at most its open quantity
 * (none on a closed order), every stock row's locked at least what the lines on it hold, and
 * locked + isolated <= on hand. Answers the offending rows (empty when consistent).
 */
export async function lockViolations(db: Db): Promise<unknown[]> {
  const lines = await db.query(
    `SELECT l.id, o.status, l.qty, l.shipped_qty, l.cancelled_qty, l.locked_qty FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE l.locked_qty > l.qty - l.shipped_qty - l.cancelled_qty
         OR (l.locked_qty > 0 AND o.status NOT IN ('pendingAcknowledge', 'awaitingShipment', 'partShipped')) LIMIT 5`,
  );
  const rows = await db.query(
    `SELECT s.sku_id, s.warehouse_id, s.on_hand, s.locked, s.isolated, h.held FROM inventory_stock s
       LEFT JOIN (SELECT l.sku_id, o.warehouse_id, sum(l.locked_qty)::int AS held FROM order_lines l JOIN orders o ON o.id = l.order_id GROUP BY l.sku_id, o.warehouse_id) h
         ON h.sku_id = s.sku_id AND h.warehouse_id = s.warehouse_id
      WHERE s.locked < COALESCE(h.held, 0) OR s.locked + s.isolated > s.on_hand LIMIT 5`,
  );
  const orphans = await db.query(
    `SELECT l.sku_id, o.warehouse_id FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE l.locked_qty > 0 AND NOT EXISTS (SELECT 1 FROM inventory_stock s WHERE s.sku_id = l.sku_id AND s.warehouse_id = o.warehouse_id) LIMIT 5`,
  );
  return [...lines, ...rows, ...orphans];
}
