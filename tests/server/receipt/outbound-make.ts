// Fresh outbound orders for the tests and the matrices' fixtures, written straight into the
// database on a platform warehouse's stock row of a sku its group neither allots nor pushed (the
// inventory area's diffs stay as seeded), so each call that moves a status finds one in the state
// it needs. A submitted one locks its quantity as the submit step does, so the stock sums hold.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../server/db/db';

const FREE = `NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN warehouse_group_allotments a ON a.group_id = g.group_id WHERE g.warehouse_id = w.id AND a.sku_id = s.sku_id)
        AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN channel_stock c ON c.group_id = g.group_id WHERE g.warehouse_id = w.id AND c.sku_id = s.sku_id)`;

export interface PlatformStock {
  sku_id: string;
  sku: string;
  warehouse_id: string;
  on_hand: number;
  locked: number;
  isolated: number;
}

/** A platform warehouse's stock row with at least `min` available (by sku id, then warehouse; `skip` rows passed over). */
export async function platformStock(db: Db, tenantId: string, min: number, skip = 0): Promise<PlatformStock> {
  return db.one<PlatformStock>(
    `SELECT s.sku_id, k.sku, s.warehouse_id, s.on_hand, s.locked, s.isolated FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id AND w.tenant_id = s.tenant_id JOIN skus k ON k.id = s.sku_id
      WHERE s.tenant_id = $1 AND w.type = 'platform' AND s.on_hand - s.locked - s.isolated >= $2 AND ${FREE}
      ORDER BY s.sku_id, s.warehouse_id OFFSET $3 LIMIT 1`,
    [tenantId, min, skip],
  );
}

/** The tenant's first active own warehouse (a return's ship-to). */
export const ownWarehouse = async (db: Db, tenantId: string) => (await db.one<{ id: string }>(`SELECT id FROM warehouses WHERE tenant_id = $1 AND status = 'active' AND type = 'own' ORDER BY code LIMIT 1`, [tenantId])).id;

export async function freshOutboundOrder(db: Db, tenantId: string, opts: { status?: 'draft' | 'submitted'; qty?: number; stock?: PlatformStock } = {}): Promise<{ id: string; version: number; skuId: string; warehouseId: string }> {
  const qty = opts.qty ?? 5;
  const stock = opts.stock ?? (await platformStock(db, tenantId, qty));
  const id = `oo-t-${randomBytes(5).toString('hex')}`;
  const status = opts.status ?? 'draft';
  const now = new Date();
  await db.query(
    `INSERT INTO receipt_outbound_orders (id, tenant_id, order_no, warehouse_id, purpose, ship_to_id, status, submitted_at, decide_due_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'return', $5, $6, $7, $8, $9, $9)`,
    [id, tenantId, `OOT${id.slice(5).toUpperCase()}`, stock.warehouse_id, await ownWarehouse(db, tenantId), status, status === 'submitted' ? now : null, status === 'submitted' ? new Date(now.getTime() + 365 * 86_400_000) : null, now],
  );
  await db.query('INSERT INTO receipt_outbound_order_lines (id, tenant_id, order_id, sku_id, qty) VALUES ($1, $2, $3, $4, $5)', [`${id}-1`, tenantId, id, stock.sku_id, qty]);
  if (status === 'submitted') await db.query('UPDATE inventory_stock SET locked = locked + $3 WHERE sku_id = $1 AND warehouse_id = $2', [stock.sku_id, stock.warehouse_id, qty]);
  return { id, version: 1, skuId: stock.sku_id, warehouseId: stock.warehouse_id };
}
