// Fresh replenishment orders for the tests and the matrices' fixtures, suggested through the
// server's own step (steps.ts) on a platform warehouse of the tenant with two of its skus, and taken
// to the state a call needs through the same steps.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../server/db/db';
import { createOrderInbound } from '../../../server/replenishment/inbounds';
import { actOnOrder, suggestOrder } from '../../../server/replenishment/steps';

export const harborId = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;

export async function freshOrder(db: Db, tenantId: string, opts: { status?: 'suggested' | 'confirmed'; suggested?: readonly number[] } = {}) {
  const warehouse = await db.one<{ id: string }>("SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'platform' AND deleted_at IS NULL ORDER BY code LIMIT 1", [tenantId]);
  const suggested = opts.suggested ?? [20, 40];
  const skus = await db.query<{ id: string; sku: string }>("SELECT id, sku FROM skus WHERE tenant_id = $1 AND status = 'active' ORDER BY sku LIMIT $2", [tenantId, suggested.length]);
  const id = `rp-t-${randomBytes(5).toString('hex')}`;
  const now = new Date();
  const lines = skus.map((s, i) => ({ skuId: s.id, qty: suggested[i], onHand: 3, inTransit: 0, sales30d: 30 }));
  await db.transaction((tx) => suggestOrder(tx, { tenantId, id, no: `RPT${id.slice(5).toUpperCase()}`, warehouseId: warehouse.id, lines, now }));
  const lineIds = lines.map((_, i) => `${id}-${i + 1}`);
  let version = 1;
  if (opts.status === 'confirmed') {
    await db.transaction((tx) => actOnOrder(tx, 'confirm', { tenantId, id, version, lang: 'en', by: { id: null, name: 'Test' }, now, lines: lineIds.map((lineId, i) => ({ lineId, qty: suggested[i] })) }));
    version++;
  }
  return { id, version, lineIds, skus: skus.map((s) => s.sku), warehouseId: warehouse.id, suggested };
}

/** A confirmed order's inbound made through the server's own step (inbounds.ts); answers its id. */
export async function freshInbound(db: Db, tenantId: string): Promise<string> {
  const o = await freshOrder(db, tenantId, { status: 'confirmed' });
  // a tenant whose first skus are stocked nowhere gets them in its first active own warehouse
  await db.query(
    `INSERT INTO inventory_stock (sku_id, warehouse_id, tenant_id, on_hand, updated_at)
     SELECT l.sku_id, (SELECT id FROM warehouses WHERE tenant_id = $2 AND type = 'own' AND status = 'active' ORDER BY code LIMIT 1), $2, l.confirmed_qty, now()
       FROM replenishment_order_lines l WHERE l.order_id = $1
     ON CONFLICT (sku_id, warehouse_id) DO UPDATE SET on_hand = inventory_stock.on_hand + EXCLUDED.on_hand`,
    [o.id, tenantId],
  );
  await db.transaction((tx) => createOrderInbound(tx, { tenantId, id: o.id, version: o.version, lang: 'en', by: { id: 'test', name: 'Test' }, now: new Date() }));
  return (await db.one<{ id: string }>('SELECT i.id FROM receipt_inbounds i JOIN receipt_requests q ON q.id = i.request_id WHERE q.replenishment_order_id = $1', [o.id])).id;
}
