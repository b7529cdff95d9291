// Demo inbounds the platform's dock turned away (docs/domain/receipts.md, "Slice (built): dock
// decision and request calls"), after the area's other seeds: per supplier tenant DOCK_REQUESTS
// requests cycling the three RECEIPT_DOCK_* reasons, each reserved in full, its draft inbound
// confirmed (stock locked), tracked and shipped through the portal's steps (steps.ts, stock.ts) and
// then checked by the job's own step (dockThenReceive) at the dock time, which finds:
//   a tracking number that ends in a letter (no carrier event), a carton declared at 0.01 kg (it
//   cannot hold its units), or goods arriving 16 days after deliver-by (beyond the 7-day grace).
// The goods stay in transit (the equation holds); the requests stay in transit. Closed inbounds need
// no seed of their own: every seeded count with no difference (or whose differences were settled)
// closes through the same steps. Re-running adds nothing (the tenant's last request is the marker).
import type { Db } from '../db/db';
import type { SeedContext } from '../db/seed-context';
import { dockThenReceive } from './receiving';
import { createInbound, nextNo, openRequest, settleRequest } from './steps';
import { lockInboundStock, shipInboundStock } from './stock';

const DOCK_REQUESTS = 6;
const DAY = 86_400_000;
const REASONS = ['noTrackingEvent', 'cartonsMismatch', 'late'] as const;

export async function seedDockRejections({ db, tenants, tenantIds, ordersAnchor }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-01T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    const last = `rq-${tenant.key}-k${String(DOCK_REQUESTS).padStart(3, '0')}`;
    if (await db.maybe('SELECT 1 FROM receipt_requests WHERE id = $1', [last])) continue;
    const platforms = await db.query<{ id: string }>(`SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'platform' ORDER BY code`, [tenantId]);
    // skus with plenty available in an active own warehouse that no group allots or pushed (as the
    // request seed picks them), so the inventory area's diffs stay as its seed made them
    const stocked = await db.query<{ sku_id: string }>(
      `SELECT s.sku_id FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id AND w.tenant_id = s.tenant_id
        WHERE s.tenant_id = $1 AND w.status = 'active' AND w.type = 'own' AND s.on_hand - s.locked - s.isolated >= 200
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN warehouse_group_allotments a ON a.group_id = g.group_id WHERE g.warehouse_id = w.id AND a.sku_id = s.sku_id)
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN channel_stock c ON c.group_id = g.group_id WHERE g.warehouse_id = w.id AND c.sku_id = s.sku_id)
        ORDER BY s.sku_id, s.warehouse_id LIMIT $2`,
      [tenantId, DOCK_REQUESTS],
    );
    if (platforms.length === 0 || stocked.length < DOCK_REQUESTS) continue;
    for (let i = 1; i <= DOCK_REQUESTS; i++) {
      const reason = REASONS[(i - 1) % REASONS.length];
      const created = new Date(anchor.getTime() - (40 - i) * DAY);
      await db.transaction((tx) => seedOne(tx, tenantId, `rq-${tenant.key}-k${String(i).padStart(3, '0')}`, reason, created, platforms[i % platforms.length].id, stocked[i - 1].sku_id, 6 + i));
    }
  }
}

async function seedOne(tx: Db, tenantId: string, id: string, reason: (typeof REASONS)[number], created: Date, platform: string, skuId: string, qty: number): Promise<void> {
  const later = (days: number) => new Date(created.getTime() + days * DAY);
  await openRequest(tx, { id, tenantId, requestNo: await nextNo(tx, tenantId, 'RQ', created), warehouseId: platform, deliveryType: 'lessThanTruckload', at: created, deliverBy: later(14), lines: [{ skuId, qty }] });
  await tx.query(`UPDATE receipt_requests SET status = 'acknowledged', version = 2, updated_at = $2 WHERE id = $1`, [id, later(1)]);
  await tx.query(`UPDATE receipt_request_lines SET reserved_qty = requested_qty WHERE request_id = $1`, [id]);
  const inboundId = await createInbound(tx, tenantId, id, 'en', later(2));
  const tracking = reason === 'noTrackingEvent' ? `JD${id.slice(-4).toUpperCase()}0146X` : `JD${id.slice(-4).toUpperCase()}01462`;
  await tx.query(`UPDATE receipt_inbounds SET status = 'confirmed', carrier_code = 'DHL', tracking_no = $2, ship_date = $3, version = 2 WHERE id = $1`, [inboundId, tracking, later(3).toISOString().slice(0, 10)]);
  if (reason === 'cartonsMismatch') await tx.query('UPDATE receipt_inbound_lines SET carton_weight_kg = 0.01 WHERE inbound_id = $1', [inboundId]);
  const head = await tx.one<{ id: string; inbound_no: string; from_warehouse_id: string; request_id: string; tracking_no: string; tenant_id: string }>(
    'SELECT id, inbound_no, from_warehouse_id, request_id, tracking_no, tenant_id FROM receipt_inbounds WHERE id = $1',
    [inboundId],
  );
  await lockInboundStock(tx, tenantId, head, 'en', later(2));
  const dockAt = reason === 'late' ? later(30) : later(6);
  await tx.query(`UPDATE receipt_inbounds SET status = 'shipped', shipped_at = $2, receive_due_at = $3, version = 3 WHERE id = $1`, [inboundId, later(3), dockAt]);
  await shipInboundStock(tx, tenantId, head, later(3));
  await settleRequest(tx, tenantId, id, later(3));
  await dockThenReceive(tx, head, dockAt);
}
