// The inbounds of replenishment orders (src/contract/replenishment/inbound.ts): the list, one inbound
// with its order, and *Create inbound* on a confirmed order. Create inbound is the
// record-with-actions kit's action on the order (confirmed -> confirmed, the version moves on, a
// history row), in one transaction with the order locked: it opens the order's receipt request for
// the confirmed quantities and its draft inbound through the receipt area's export. One request
// per order: a double submit (the order one version on, its request there) answers the order once;
// a second inbound of the same order is made on the receipt request itself (/receipt/requestInfo).
import type { Language } from '../../src/contract';
import { createReplenishmentInbound, getReplenishmentInbound, searchReplenishmentInbounds, type ReplenishmentInbound, type ReplenishmentOrderStatus } from '../../src/contract/replenishment';
import type { InboundStatus } from '../../src/contract/receipt';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { callerOf } from '../lists/registry';
import { iso, isoOrNull, notFound } from '../inventory';
import { openReplenishmentInbound } from '../receipt';
import { replenishmentInboundListDefinition } from './list-inbounds';
import { replenishmentRefusals } from './messages';
import { replenishmentOrderInfo } from './orders';
import { replenishmentTable } from './steps';

const inboundTable: RecordTable<'createInbound', ReplenishmentOrderStatus> = { ...replenishmentTable, transitions: { createInbound: { from: ['confirmed'], to: 'confirmed' } } };

const linkedRequest = (tx: Db, tenantId: string, orderId: string) =>
  tx.maybe<{ id: string }>('SELECT id FROM receipt_requests WHERE tenant_id = $1 AND replenishment_order_id = $2', [tenantId, orderId]);

/** `seed`: the seed's own request and inbound ids and ship-from (openReplenishmentInbound). */
export async function createOrderInbound(
  tx: Db,
  s: { tenantId: string; id: string; version: number; lang: Language; by: { id: string; name: string }; now: Date; seed?: { requestId: string; inboundId: string; from: string } },
): Promise<boolean> {
  const made = await linkedRequest(tx, s.tenantId, s.id);
  const { row, applied } = await applyRecordAction(tx, inboundTable, {
    tenantId: s.tenantId,
    lang: s.lang,
    by: s.by,
    key: s.id,
    action: 'createInbound',
    version: s.version,
    now: s.now,
    set: { updated_at: s.now },
    repeated: (r) => made !== undefined && made !== null && r.status === 'confirmed' && r.version === s.version + 1,
  });
  if (!applied) return false;
  // the order's one request is made: a fresh version with it there is someone else's inbound
  if (made) throw replenishmentRefusals.inboundMade(s.lang);
  const o = row as unknown as { order_no: string; warehouse_id: string; deliver_by: Date };
  const lines = await tx.query<{ sku_id: string; confirmed_qty: number }>(
    'SELECT sku_id, confirmed_qty FROM replenishment_order_lines WHERE order_id = $1 AND tenant_id = $2 AND confirmed_qty > 0 ORDER BY id',
    [s.id, s.tenantId],
  );
  await openReplenishmentInbound(tx, {
    tenantId: s.tenantId,
    orderId: s.id,
    orderNo: o.order_no,
    warehouseId: o.warehouse_id,
    deliverBy: new Date(o.deliver_by),
    lines: lines.map((l) => ({ skuId: l.sku_id, qty: l.confirmed_qty })),
    by: s.by,
    lang: s.lang,
    now: s.now,
    seed: s.seed,
  });
  return true;
}

export async function replenishmentInboundInfo(db: Db, tenantId: string, id: string, lang: Language): Promise<ReplenishmentInbound> {
  const i = await db.maybe<Record<string, unknown>>(
    `SELECT i.*, q.request_no, f.name AS from_name, p.name AS platform, o.id AS order_id, o.order_no, o.status AS order_status
       FROM receipt_inbounds i
       JOIN receipt_requests q ON q.id = i.request_id AND q.tenant_id = i.tenant_id
       JOIN replenishment_orders o ON o.id = q.replenishment_order_id AND o.tenant_id = q.tenant_id
       JOIN warehouses f ON f.id = i.from_warehouse_id AND f.tenant_id = i.tenant_id
       JOIN warehouses p ON p.id = o.warehouse_id AND p.tenant_id = o.tenant_id
      WHERE i.id = $1 AND i.tenant_id = $2`,
    [id, tenantId],
  );
  if (!i) throw notFound(lang);
  const lines = await db.query<{ id: string; sku: string; name: string; qty: number; received_good: number | null; received_damaged: number | null }>(
    `SELECT il.id, k.sku, k.name, il.qty, il.received_good, il.received_damaged FROM receipt_inbound_lines il JOIN skus k ON k.id = il.sku_id AND k.tenant_id = il.tenant_id
      WHERE il.inbound_id = $1 AND il.tenant_id = $2 ORDER BY il.line_no`,
    [id, tenantId],
  );
  return {
    id: String(i.id),
    inboundNo: String(i.inbound_no),
    status: i.status as InboundStatus,
    requestNo: String(i.request_no),
    fromWarehouse: String(i.from_name),
    warehouse: String(i.platform),
    trackingNo: String(i.tracking_no),
    shippedAt: isoOrNull(i.shipped_at),
    receivedAt: isoOrNull(i.received_at),
    createdAt: iso(i.created_at),
    orderId: String(i.order_id),
    orderNo: String(i.order_no),
    orderStatus: i.order_status as ReplenishmentOrderStatus,
    lines: lines.map((l) => ({ id: l.id, sku: l.sku, skuName: l.name, qty: l.qty, receivedGood: l.received_good, receivedDamaged: l.received_damaged })),
    version: Number(i.version),
  };
}

export const replenishmentInboundHandlers: readonly HandlerEntry[] = [
  defineHandler(searchReplenishmentInbounds, async ({ db, user, body }) => (await replenishmentInboundListDefinition.page(db, callerOf(user), body)) as never),
  defineHandler(getReplenishmentInbound, ({ db, user, params }) => replenishmentInboundInfo(db, user.tenant.id, params.id, user.lang)),
  defineHandler(createReplenishmentInbound, async ({ db, user, body, now }) => {
    await db.transaction((tx) => createOrderInbound(tx, { tenantId: user.tenant.id, id: body.id, version: body.version, lang: user.lang, by: { id: user.id, name: user.displayName }, now }));
    return replenishmentOrderInfo(db, user.tenant.id, body.id, user.lang);
  }),
];
