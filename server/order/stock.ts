// What orders do to inventory stock (docs/domain/orders.md, "Stock"; decision 010, "Update"), in
// the caller's transaction, next to the order change it belongs to:
//  - push: each open line locks its open quantity in the order's warehouse, as far as the
//    available stock goes; what it cannot lock makes the order abnormal ("stock short at push");
//  - ship: on hand drops by the quantity shipped; the line's lock is used first, and only the rest
//    must be available, else ORDER_STOCK_SHORT and nothing is written;
//  - cancel: the line keeps at most its new open quantity locked; the rest is released;
//  - return received: the restockable quantities are added to on hand in the order's warehouse.
// order_lines.locked_qty says what each line holds, so a stock row's locked is always the lock
// taken outside the portal's orders plus the locked_qty of the lines on it, and locked + isolated
// <= on hand (inventory_stock_sums_chk) holds because no step takes more than is available.
// Stock rows are locked in (sku id, warehouse id) order, after the order rows, so two orders (or an
// order and an isolation) on the same skus cannot deadlock.
import type { Db } from '../db/db';
import { newId } from '../inventory';
import { stockShort, type StockProblem } from './messages';
import type { Actor } from './actor';

interface StockLine {
  id: string;
  line_no: number;
  sku_id: string;
  sku: string;
  warehouse_id: string;
  warehouse: string;
  open: number;
  locked_qty: number;
}

interface StockRow {
  sku_id: string;
  warehouse_id: string;
  on_hand: number;
  locked: number;
  isolated: number;
}

type LineQty = { lineId: string; qty: number };
const keyOf = (skuId: string, warehouseId: string) => `${skuId}\u0000${warehouseId}`;

async function linesOf(tx: Db, tenantId: string, orderId: string): Promise<StockLine[]> {
  return tx.query<StockLine>(
    `SELECT l.id, l.line_no, l.sku_id, k.sku, o.warehouse_id, w.code AS warehouse, (l.qty - l.shipped_qty - l.cancelled_qty)::int AS open, l.locked_qty
       FROM order_lines l
       JOIN orders o ON o.id = l.order_id AND o.tenant_id = l.tenant_id
       JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
       JOIN warehouses w ON w.id = o.warehouse_id AND w.tenant_id = o.tenant_id
      WHERE l.order_id = $1 AND l.tenant_id = $2 ORDER BY l.line_no`,
    [orderId, tenantId],
  );
}

/** Locks the stock rows of the given (sku, warehouse) pairs in (sku id, warehouse id) order; a pair without a row is absent. */
async function lockRows(tx: Db, tenantId: string, pairs: readonly { sku_id: string; warehouse_id: string }[]): Promise<Map<string, StockRow>> {
  if (pairs.length === 0) return new Map();
  const rows = await tx.query<StockRow>(
    `SELECT s.sku_id, s.warehouse_id, s.on_hand, s.locked, s.isolated FROM inventory_stock s
      WHERE s.tenant_id = $1 AND (s.sku_id, s.warehouse_id) IN (SELECT * FROM unnest($2::text[], $3::text[]))
      ORDER BY s.sku_id, s.warehouse_id FOR UPDATE`,
    [tenantId, pairs.map((p) => p.sku_id), pairs.map((p) => p.warehouse_id)],
  );
  return new Map(rows.map((r) => [keyOf(r.sku_id, r.warehouse_id), r]));
}

/**
 * Locks the stock rows every line of these orders draws on, in one sorted pass. A batch that moves
 * several orders in one transaction (the shipment upload) calls it first, so its later per-order
 * moves only find rows it already holds.
 */
export async function lockOrdersStock(tx: Db, tenantId: string, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const pairs = await tx.query<{ sku_id: string; warehouse_id: string }>(
    `SELECT DISTINCT l.sku_id, o.warehouse_id FROM order_lines l JOIN orders o ON o.id = l.order_id AND o.tenant_id = l.tenant_id
      WHERE l.tenant_id = $1 AND l.order_id = ANY($2::text[])`,
    [tenantId, [...orderIds]],
  );
  await lockRows(tx, tenantId, pairs);
}

async function moveRow(tx: Db, row: { sku_id: string; warehouse_id: string }, onHand: number, locked: number, now: Date): Promise<void> {
  if (onHand === 0 && locked === 0) return;
  await tx.query('UPDATE inventory_stock SET on_hand = on_hand + $3, locked = locked + $4, updated_at = $5 WHERE sku_id = $1 AND warehouse_id = $2', [
    row.sku_id,
    row.warehouse_id,
    onHand,
    locked,
    now,
  ]);
}

export interface PushShort {
  lineNo: number;
  sku: string;
  warehouse: string;
  open: number;
  locked: number;
}

/**
 * The push: every open line locks what it does not hold yet, as far as the warehouse's available
 * stock goes (lines in sku order, so two lines of one sku share it predictably). An order that
 * could not lock everything is pushed all the same (the platform has sold it), gets an open
 * "stock short at push" exception and is flagged abnormal; the answer lists what is short.
 */
export async function lockAtPush(tx: Db, tenantId: string, orderId: string, now: Date): Promise<PushShort[]> {
  const lines = (await linesOf(tx, tenantId, orderId)).filter((l) => l.open > l.locked_qty).sort((a, b) => a.sku_id.localeCompare(b.sku_id) || a.line_no - b.line_no);
  const rows = await lockRows(tx, tenantId, lines);
  const free = new Map([...rows].map(([key, r]) => [key, Math.max(0, r.on_hand - r.locked - r.isolated)]));
  const short: PushShort[] = [];
  for (const line of lines) {
    const key = keyOf(line.sku_id, line.warehouse_id);
    const take = Math.min(line.open - line.locked_qty, free.get(key) ?? 0);
    if (take > 0) {
      free.set(key, free.get(key)! - take);
      await moveRow(tx, line, 0, take, now);
      await tx.query('UPDATE order_lines SET locked_qty = locked_qty + $2 WHERE id = $1', [line.id, take]);
    }
    if (line.locked_qty + take < line.open) short.push({ lineNo: line.line_no, sku: line.sku, warehouse: line.warehouse, open: line.open, locked: line.locked_qty + take });
  }
  if (short.length) {
    await tx.query(
      `INSERT INTO order_abnormal_records (id, tenant_id, order_id, kind, status, raised_at) VALUES ($1, $2, $3, 'stockShort', 'open', $4)`,
      [newId('ox'), tenantId, orderId, now],
    );
    await tx.query('UPDATE orders SET abnormal = true WHERE id = $1 AND tenant_id = $2', [orderId, tenantId]);
  }
  return short.sort((a, b) => a.lineNo - b.lineNo);
}

/**
 * A shipment's stock: on hand drops by what ships; each line's lock is used first and the rest must
 * be available in the warehouse. Checked for every line before anything is written; a shortage
 * answers ORDER_STOCK_SHORT naming the lines. Call it before the lines' shipped quantities rise.
 */
export async function shipStock(tx: Db, actor: Actor, order: { id: string; supplier_order_id: string }, asked: readonly LineQty[]): Promise<void> {
  const lines = new Map((await linesOf(tx, actor.tenantId, order.id)).map((l) => [l.id, l]));
  const moves = asked
    .filter((a) => a.qty > 0 && lines.has(a.lineId))
    .map((a) => {
      const line = lines.get(a.lineId)!;
      const use = Math.min(a.qty, line.locked_qty);
      return { line, qty: a.qty, use, fresh: a.qty - use };
    });
  const rows = await lockRows(tx, actor.tenantId, moves.map((m) => m.line));
  const freshByRow = new Map<string, number>();
  for (const m of moves) freshByRow.set(keyOf(m.line.sku_id, m.line.warehouse_id), (freshByRow.get(keyOf(m.line.sku_id, m.line.warehouse_id)) ?? 0) + m.fresh);
  const problems: StockProblem[] = [];
  for (const m of moves) {
    const key = keyOf(m.line.sku_id, m.line.warehouse_id);
    const row = rows.get(key);
    const available = row ? Math.max(0, row.on_hand - row.locked - row.isolated) : 0;
    if (m.fresh > 0 && freshByRow.get(key)! > available) {
      problems.push({ lineNo: m.line.line_no, sku: m.line.sku, warehouse: m.line.warehouse, asked: m.qty, locked: m.use, available });
    }
  }
  if (problems.length) throw stockShort(actor.lang, order.supplier_order_id, problems);
  for (const m of moves) {
    await moveRow(tx, m.line, -m.qty, -m.use, actor.now);
    if (m.use > 0) await tx.query('UPDATE order_lines SET locked_qty = locked_qty - $2 WHERE id = $1', [m.line.id, m.use]);
  }
}

/**
 * A cancellation's stock: each line keeps at most its open quantity after the cancel locked and
 * releases the rest. `asked` null cancels every open unit (a whole-order cancel). Never refused;
 * call it before the lines' cancelled quantities rise.
 */
export async function releaseStock(tx: Db, tenantId: string, orderId: string, asked: readonly LineQty[] | null, now: Date): Promise<void> {
  const lines = await linesOf(tx, tenantId, orderId);
  const cancelled = new Map(asked ? asked.map((a) => [a.lineId, a.qty]) : lines.map((l) => [l.id, l.open]));
  const moves = lines
    .map((line) => ({ line, release: line.locked_qty - Math.min(line.locked_qty, Math.max(0, line.open - (cancelled.get(line.id) ?? 0))) }))
    .filter((m) => m.release > 0);
  await lockRows(tx, tenantId, moves.map((m) => m.line));
  for (const m of moves) {
    await moveRow(tx, m.line, 0, -m.release, now);
    await tx.query('UPDATE order_lines SET locked_qty = locked_qty - $2 WHERE id = $1', [m.line.id, m.release]);
  }
}

/** A received return's restockable lines back on hand in the order's warehouse (rows made as needed). */
export async function restockReturn(tx: Db, tenantId: string, requestId: string, now: Date): Promise<number> {
  const rows = await tx.query<{ sku_id: string; warehouse_id: string; qty: number }>(
    `SELECT r.sku_id, o.warehouse_id, sum(r.qty)::int AS qty
       FROM order_return_lines r
       JOIN order_requests q ON q.id = r.request_id AND q.tenant_id = r.tenant_id
       JOIN orders o ON o.id = q.order_id AND o.tenant_id = q.tenant_id
      WHERE r.request_id = $1 AND r.tenant_id = $2 AND r.restockable
      GROUP BY r.sku_id, o.warehouse_id ORDER BY r.sku_id, o.warehouse_id`,
    [requestId, tenantId],
  );
  for (const r of rows) {
    await tx.query(
      `INSERT INTO inventory_stock (sku_id, warehouse_id, tenant_id, on_hand, locked, updated_at) VALUES ($1, $2, $3, $4, 0, $5)
       ON CONFLICT (sku_id, warehouse_id) DO UPDATE SET on_hand = inventory_stock.on_hand + EXCLUDED.on_hand, updated_at = EXCLUDED.updated_at`,
      [r.sku_id, r.warehouse_id, tenantId, r.qty, now],
    );
  }
  return rows.reduce((n, r) => n + r.qty, 0);
}
