// What outbound orders do to stock (docs/domain/receipts.md, "Stock: one table, one equation"), in
// the caller's transaction, next to the order change they belong to:
//   lock     submit: locked += qty in the platform warehouse, per sku, refused
//            (RECEIPT_OUTBOUND_OVER_AVAILABLE, every sku named, nothing written) where
//            available = on_hand - locked - isolated < qty, so stock never goes below zero;
//   release  cancel of a submitted order, or the platform's rejection: locked -= qty;
//   take     the platform's confirmation: on_hand -= qty and locked -= qty (in transit: the lines
//            of confirmed orders);
//   deliver  a return reaches its ship-to warehouse: on_hand += qty there (its row made if new);
//            a scrap order moves no stock at its end (it left at the confirmation: written off).
// So per tenant and sku: Σ on_hand + Σ qty of confirmed order lines + Σ qty of scrapped order lines
// stays what it was, and 0 <= locked + isolated <= on_hand on every row. Stock rows are locked in
// sku id order after the order row, as the inbound steps do (stock.ts), so they cannot deadlock.
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { outboundOrderRefusals, type StockProblem } from './messages';
import { receiveInboundStock } from './stock';

/** Where goods taken out of a platform warehouse may go back to: the supplier's own kinds of warehouse. */
export const SHIP_TO_TYPES = ['own', 'thirdParty', 'bonded', 'overseas'];

/** The tenant's active warehouses of those kinds, by code: the ship-to pickers of outbound orders and outbounds. */
export function activeShipTos(db: Db, tenantId: string): Promise<{ id: string; code: string; name: string }[]> {
  return db.query(`SELECT id, code, name FROM warehouses WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 'active' AND type = ANY($2::text[]) ORDER BY code`, [tenantId, SHIP_TO_TYPES]);
}

export interface OutboundOrderHead {
  id: string;
  order_no: string;
  warehouse_id: string;
  ship_to_id: string | null;
}

export interface SkuQty {
  sku_id: string;
  sku: string;
  qty: number;
}

async function linesOf(tx: Db, tenantId: string, orderId: string): Promise<SkuQty[]> {
  return tx.query<SkuQty>(
    `SELECT l.sku_id, k.sku, l.qty FROM receipt_outbound_order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
      WHERE l.order_id = $1 AND l.tenant_id = $2 ORDER BY l.sku_id`,
    [orderId, tenantId],
  );
}

async function lockRows(tx: Db, tenantId: string, warehouseId: string, skuIds: readonly string[]) {
  const rows = await tx.query<{ sku_id: string; on_hand: number; locked: number; isolated: number }>(
    'SELECT sku_id, on_hand, locked, isolated FROM inventory_stock WHERE tenant_id = $1 AND warehouse_id = $2 AND sku_id = ANY($3::text[]) ORDER BY sku_id FOR UPDATE',
    [tenantId, warehouseId, skuIds],
  );
  return new Map(rows.map((r) => [r.sku_id, r]));
}

/** Moves locked and on hand by sign × qty per line on one warehouse's rows (locked in sku id order first); outbounds use it too (outbound-steps.ts). */
export async function move(tx: Db, tenantId: string, warehouseId: string, lines: readonly SkuQty[], sign: { locked: number; onHand: number }, now: Date): Promise<void> {
  if (lines.length === 0) return;
  await lockRows(tx, tenantId, warehouseId, lines.map((l) => l.sku_id));
  await tx.query(
    `UPDATE inventory_stock s SET locked = s.locked + $4 * t.q, on_hand = s.on_hand + $5 * t.q, updated_at = $6
       FROM unnest($3::text[], $7::int[]) AS t(sku, q)
      WHERE s.tenant_id = $1 AND s.warehouse_id = $2 AND s.sku_id = t.sku`,
    [tenantId, warehouseId, lines.map((l) => l.sku_id), sign.locked, sign.onHand, now, lines.map((l) => l.qty)],
  );
}

export async function lockOutboundOrderStock(tx: Db, tenantId: string, order: OutboundOrderHead, lang: Language, now: Date): Promise<void> {
  const lines = await linesOf(tx, tenantId, order.id);
  const rows = await lockRows(tx, tenantId, order.warehouse_id, lines.map((l) => l.sku_id));
  const warehouse = (await tx.one<{ code: string }>('SELECT code FROM warehouses WHERE id = $1 AND tenant_id = $2', [order.warehouse_id, tenantId])).code;
  const problems: StockProblem[] = [];
  for (const l of lines) {
    const r = rows.get(l.sku_id);
    const available = r ? r.on_hand - r.locked - r.isolated : 0;
    if (available < l.qty) problems.push({ sku: l.sku, warehouse, asked: l.qty, available });
  }
  if (problems.length > 0) throw outboundOrderRefusals.overAvailable(lang, order.order_no, problems);
  await move(tx, tenantId, order.warehouse_id, lines, { locked: 1, onHand: 0 }, now);
}

export async function releaseOutboundOrderStock(tx: Db, tenantId: string, order: OutboundOrderHead, now: Date): Promise<void> {
  await move(tx, tenantId, order.warehouse_id, await linesOf(tx, tenantId, order.id), { locked: -1, onHand: 0 }, now);
}

export async function takeOutboundOrderStock(tx: Db, tenantId: string, order: OutboundOrderHead, now: Date): Promise<void> {
  await move(tx, tenantId, order.warehouse_id, await linesOf(tx, tenantId, order.id), { locked: -1, onHand: -1 }, now);
}

export async function deliverOutboundOrderStock(tx: Db, tenantId: string, order: OutboundOrderHead, now: Date): Promise<void> {
  if (!order.ship_to_id) return;
  await receiveInboundStock(tx, tenantId, order.ship_to_id, await linesOf(tx, tenantId, order.id), now);
}
