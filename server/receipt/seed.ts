// Deterministic demo requests and inbounds of the /receipt group for every supplier tenant (a seeded
// PRNG; a tenant whose last request exists is skipped, so re-running adds nothing). Each request
// is taken to its state through the same steps as the portal (steps.ts, stock.ts): the inbounds lock,
// ship and are received with the same stock moves, so the stock equation holds from the start.
// Per tenant, REQUESTS requests over the platform warehouses, the cycle of states:
//   open · acknowledged (nothing on an inbound) · acknowledged with a draft inbound · acknowledged with
//   a confirmed inbound (locked, tracking given) · in transit (shipped; the count waits for the dock)
//   · received (as shipped) · part received (a backorder open, the first line counted short) ·
//   received over · delay requested · cancelled (a reason) · received with a refused line.
// Windows lie around the anchor (the tests' fixed one, or today on a demo server); the platform
// reviews of the seeded in-transit inbounds and delay applications are due a year after it, so the
// job leaves them as they are.
import { Prng } from '../db/prng';
import type { Db } from '../db/db';
import type { SeedContext } from '../db/seed-context';
import { createInbound, openRequest, receiveInbound, settleRequest } from './steps';
import { lockInboundStock, shipInboundStock } from './stock';

const REQUESTS = 132;
const DAY = 86_400_000;
const DELIVERY = ['express', 'lessThanTruckload', 'fullTruckload', 'selfDelivery'] as const;
const STATES = ['open', 'acknowledged', 'draft', 'confirmed', 'inTransit', 'received', 'partReceived', 'over', 'delayRequested', 'cancelled', 'refused'] as const;

export async function seedReceipts({ db, tenants, tenantIds, ordersAnchor }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-01T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    const last = `rq-${tenant.key}-${String(REQUESTS).padStart(4, '0')}`;
    if (await db.maybe('SELECT 1 FROM receipt_requests WHERE id = $1', [last])) continue;
    const platforms = await db.query<{ id: string }>(`SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'platform' ORDER BY code`, [tenantId]);
    // per own warehouse, skus with plenty available, so every seeded inbound can lock all its lines
    // there; only skus their warehouse's group neither allots nor has pushed, so the inventory
    // area's allotments and trigger diffs stay as the inventory seed made them
    const pairs = await db.query<{ sku_id: string; warehouse_id: string }>(
      `SELECT s.sku_id, s.warehouse_id FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id AND w.tenant_id = s.tenant_id
        WHERE s.tenant_id = $1 AND w.status = 'active' AND w.type IN ('own', 'thirdParty', 'bonded', 'overseas') AND s.on_hand - s.locked - s.isolated >= 200
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN warehouse_group_allotments a ON a.group_id = g.group_id WHERE g.warehouse_id = w.id AND a.sku_id = s.sku_id)
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN channel_stock c ON c.group_id = g.group_id WHERE g.warehouse_id = w.id AND c.sku_id = s.sku_id)
        ORDER BY s.warehouse_id, s.sku_id`,
      [tenantId],
    );
    const byWarehouse = new Map<string, string[]>();
    for (const p of pairs) byWarehouse.set(p.warehouse_id, [...(byWarehouse.get(p.warehouse_id) ?? []), p.sku_id]);
    const stocked = [...byWarehouse.entries()].filter(([, skus]) => skus.length >= 6);
    if (platforms.length === 0 || stocked.length === 0) continue;
    const prng = new Prng(`receipt/${tenant.key}`);
    for (let i = 1; i <= REQUESTS; i++) {
      const state = STATES[(i - 1) % STATES.length];
      const created = new Date(anchor.getTime() - (REQUESTS - i + 1) * DAY * 0.8 - prng.int(8) * 3_600_000);
      const id = `rq-${tenant.key}-${String(i).padStart(4, '0')}`;
      const lines = 1 + prng.int(3);
      const [from, skus] = stocked[prng.int(stocked.length)];
      const start = prng.int(skus.length - lines);
      await db.transaction((tx) => seedOne(tx, { tenantId, id, no: `RQ${created.toISOString().slice(2, 10).replaceAll('-', '')}${String(i).padStart(3, '0')}`, state, created, anchor, platform: platforms[i % platforms.length].id, delivery: DELIVERY[prng.int(DELIVERY.length)], from, skus: skus.slice(start, start + lines), qtys: Array.from({ length: lines }, () => 6 + prng.int(30)), tracking: `${1 + prng.int(8)}Z${String(100000 + prng.int(900000))}` }));
    }
  }
}

interface One {
  tenantId: string;
  id: string;
  no: string;
  state: (typeof STATES)[number];
  created: Date;
  anchor: Date;
  platform: string;
  /** The ship-from warehouse (one in no group, holding every line's sku). */
  from: string;
  delivery: string;
  skus: string[];
  qtys: number[];
  /** Two characters then six digits; the last digit is set per state (the count rule). */
  tracking: string;
}

async function seedOne(tx: Db, o: One): Promise<void> {
  const { tenantId, id, state, created } = o;
  const later = (days: number) => new Date(created.getTime() + days * DAY);
  const far = new Date(o.anchor.getTime() + 365 * DAY);
  await openRequest(tx, { id, tenantId, requestNo: o.no, warehouseId: o.platform, deliveryType: o.delivery, at: created, deliverBy: later(state === 'open' ? 21 : 14), lines: o.skus.map((skuId, n) => ({ skuId, qty: o.qtys[n] })) });
  if (state === 'open') return;
  if (state === 'cancelled') {
    await tx.query(`UPDATE receipt_requests SET status = 'cancelled', cancel_reason = 'Season ended before the goods were ready', version = 2, updated_at = $2 WHERE id = $1`, [id, later(1)]);
    return;
  }
  // reserve: all of every line, except a part backordered (part received) or refused (refused)
  await tx.query(`UPDATE receipt_requests SET status = 'acknowledged', version = 2, updated_at = $2 WHERE id = $1`, [id, later(1)]);
  if (state === 'partReceived') await tx.query(`UPDATE receipt_request_lines SET reserved_qty = requested_qty - 3, backorder_qty = 3 WHERE request_id = $1`, [id]);
  else if (state === 'refused') await tx.query(`UPDATE receipt_request_lines SET reserved_qty = CASE WHEN line_no = 1 THEN requested_qty - 2 ELSE requested_qty END, refuse_reason = CASE WHEN line_no = 1 THEN 'OUT_OF_STOCK' END WHERE request_id = $1`, [id]);
  else await tx.query(`UPDATE receipt_request_lines SET reserved_qty = requested_qty WHERE request_id = $1`, [id]);
  if (state === 'acknowledged') return;
  if (state === 'delayRequested') {
    await tx.query(`UPDATE receipt_requests SET status = 'delayRequested', delay_to = deliver_by + interval '7 days', delay_reason = 'Factory holiday', delay_due_at = $2, version = 3 WHERE id = $1`, [id, far]);
    return;
  }
  const inboundId = await createInbound(tx, tenantId, id, 'en', later(2), { id: `ib-${id.slice(3)}`, from: o.from });
  if (state === 'draft') return;
  // the count rule reads the last digit: 2 as shipped, 1 short, 8 over
  const digit = state === 'partReceived' ? '1' : state === 'over' ? '8' : '2';
  const head = await tx.one<{ id: string; inbound_no: string; from_warehouse_id: string }>('SELECT id, inbound_no, from_warehouse_id FROM receipt_inbounds WHERE id = $1', [inboundId]);
  await tx.query(`UPDATE receipt_inbounds SET status = 'confirmed', carrier_code = 'DHL', tracking_no = $2, ship_date = $3, version = 3 WHERE id = $1`, [inboundId, `${o.tracking.slice(0, -1)}${digit}`, later(3).toISOString().slice(0, 10)]);
  await lockInboundStock(tx, tenantId, head, 'en', later(2));
  if (state === 'confirmed') return;
  await tx.query(`UPDATE receipt_inbounds SET status = 'shipped', shipped_at = $2, receive_due_at = $3, version = 4 WHERE id = $1`, [inboundId, later(3), state === 'inTransit' ? far : later(6)]);
  await shipInboundStock(tx, tenantId, head, later(3));
  await settleRequest(tx, tenantId, id, later(3));
  if (state === 'inTransit') return;
  const inbound = await tx.one<{ id: string; tenant_id: string; request_id: string; tracking_no: string }>('SELECT id, tenant_id, request_id, tracking_no FROM receipt_inbounds WHERE id = $1', [inboundId]);
  await receiveInbound(tx, inbound, later(6));
}
