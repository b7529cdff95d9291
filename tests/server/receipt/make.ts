// Fresh receipt requests and inbounds for the tests and the matrices' fixtures, written straight
// into the database (one line on a sku with stock in one of the tenant's own warehouses, to one of
// its platform warehouses), so each call that moves a status finds one in the state it needs.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../server/db/db';

export const harborId = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;

/** A stock row of an active own warehouse of the tenant on a sku its warehouse's group neither allots nor pushed (the inventory area's diffs stay as seeded) with at least `min` available (by sku id, then warehouse). */
export async function stockWithAvailable(db: Db, tenantId: string, min: number, skip = 0) {
  return db.one<{ sku_id: string; warehouse_id: string; on_hand: number; locked: number; isolated: number }>(
    `SELECT s.sku_id, s.warehouse_id, s.on_hand, s.locked, s.isolated FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id AND w.tenant_id = s.tenant_id
      WHERE s.tenant_id = $1 AND w.type = 'own' AND w.status = 'active' AND s.on_hand - s.locked - s.isolated >= $2
        AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN warehouse_group_allotments a ON a.group_id = g.group_id WHERE g.warehouse_id = w.id AND a.sku_id = s.sku_id)
        AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN channel_stock c ON c.group_id = g.group_id WHERE g.warehouse_id = w.id AND c.sku_id = s.sku_id)
      ORDER BY s.sku_id, s.warehouse_id OFFSET $3 LIMIT 1`,
    [tenantId, min, skip],
  );
}

export async function freshRequest(db: Db, tenantId: string, opts: { status?: 'open' | 'acknowledged'; qty?: number; skuId?: string } = {}): Promise<{ id: string; lineId: string; version: number; skuId: string }> {
  const id = `rq-t-${randomBytes(5).toString('hex')}`;
  const qty = opts.qty ?? 5;
  const skuId = opts.skuId ?? (await stockWithAvailable(db, tenantId, qty)).sku_id;
  const platform = await db.one<{ id: string }>(`SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'platform' ORDER BY code LIMIT 1`, [tenantId]);
  const now = new Date();
  const status = opts.status ?? 'open';
  await db.query(
    `INSERT INTO receipt_requests (id, tenant_id, request_no, warehouse_id, delivery_type, status, ack_opens_at, ack_closes_at, deliver_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'express', $5, $6, $6::timestamptz + interval '2 days', $6::timestamptz + interval '14 days', $6, $6)`,
    [id, tenantId, `RQT${id.slice(5).toUpperCase()}`, platform.id, status, now],
  );
  await db.query(`INSERT INTO receipt_request_lines (id, tenant_id, request_id, line_no, sku_id, requested_qty, reserved_qty) VALUES ($1, $2, $3, 1, $4, $5, $6)`, [
    `${id}-1`,
    tenantId,
    id,
    skuId,
    qty,
    status === 'open' ? 0 : qty,
  ]);
  return { id, lineId: `${id}-1`, version: 1, skuId };
}

/** A draft inbound of a fresh acknowledged request, from the warehouse that has the sku's stock. */
export async function freshInbound(db: Db, tenantId: string, opts: { qty?: number; tracking?: string; stock?: { sku_id: string; warehouse_id: string } } = {}): Promise<{ id: string; requestId: string; version: number; skuId: string; warehouseId: string }> {
  const qty = opts.qty ?? 2;
  const stock = opts.stock ?? (await stockWithAvailable(db, tenantId, qty));
  const request = await freshRequest(db, tenantId, { status: 'acknowledged', qty, skuId: stock.sku_id });
  const id = `ib-t-${randomBytes(5).toString('hex')}`;
  const now = new Date();
  await db.query(
    `INSERT INTO receipt_inbounds (id, tenant_id, inbound_no, request_id, from_warehouse_id, status, carrier_code, tracking_no, ship_date, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'draft', $6, $7, $8, $9, $9)`,
    [id, tenantId, `IBT${id.slice(5).toUpperCase()}`, request.id, stock.warehouse_id, opts.tracking === '' ? null : 'DHL', opts.tracking ?? '1Z0000002', now.toISOString().slice(0, 10), now],
  );
  await db.query(`INSERT INTO receipt_inbound_lines (id, tenant_id, inbound_id, line_no, request_line_id, sku_id, qty, carton_weight_kg) VALUES ($1, $2, $3, 1, $4, $5, $6, 1.5)`, [
    `${id}-1`,
    tenantId,
    id,
    request.lineId,
    stock.sku_id,
    qty,
  ]);
  return { id, requestId: request.id, version: 1, skuId: stock.sku_id, warehouseId: stock.warehouse_id };
}

/**
 * A shipped inbound (a fresh draft confirmed, tracked with a number the dock accepts and shipped: its
 * units left the ship-from warehouse), due at the dock a year on so no job takes it; `accepted`: the
 * dock accepted it too (the warehouse receipt's state).
 */
export async function freshShippedInbound(db: Db, tenantId: string, opts: { accepted?: boolean } = {}): Promise<{ id: string; requestId: string; version: number }> {
  const ib = await freshInbound(db, tenantId, { qty: 2 });
  const now = new Date();
  await db.query('UPDATE inventory_stock SET on_hand = on_hand - 2 WHERE tenant_id = $1 AND warehouse_id = $2 AND sku_id = $3', [tenantId, ib.warehouseId, ib.skuId]);
  await db.query(
    `UPDATE receipt_inbounds SET status = 'shipped', shipped_at = $2, receive_due_at = $2::timestamptz + interval '365 days', dock_accepted_at = $3, version = $4 WHERE id = $1`,
    [ib.id, now, opts.accepted ? now : null, opts.accepted ? 4 : 3],
  );
  await db.query(`UPDATE receipt_requests SET status = 'inTransit', version = 2 WHERE id = $1`, [ib.requestId]);
  return { id: ib.id, requestId: ib.requestId, version: opts.accepted ? 4 : 3 };
}
