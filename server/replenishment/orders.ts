// The replenishment order handlers (src/contract/replenishment/order.ts): the list, one order with
// its lines, and the supplier's confirm and cancel (steps.ts), each in one transaction with the row
// locked and the version read checked.
import type { Language } from '../../src/contract';
import type { InboundStatus } from '../../src/contract/receipt';
import {
  cancelReplenishmentOrder,
  confirmReplenishmentOrder,
  getReplenishmentOrder,
  searchReplenishmentOrders,
  type ReplenishmentOrder,
  type ReplenishmentOrderStatus,
} from '../../src/contract/replenishment';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { callerOf } from '../lists/registry';
import { iso, isoOrNull, notFound } from '../inventory';
import { replenishmentOrderListDefinition } from './list-orders';
import { actOnOrder, type ReplenishmentAction, type ReplenishmentStep } from './steps';

export async function replenishmentOrderInfo(db: Db, tenantId: string, id: string, lang: Language): Promise<ReplenishmentOrder> {
  const o = await db.maybe<Record<string, unknown>>(
    `SELECT r.*, w.name AS warehouse FROM replenishment_orders r JOIN warehouses w ON w.id = r.warehouse_id AND w.tenant_id = r.tenant_id
      WHERE r.id = $1 AND r.tenant_id = $2`,
    [id, tenantId],
  );
  if (!o) throw notFound(lang);
  const lines = await db.query<{ id: string; sku_id: string; sku: string; name: string; suggested_qty: number; confirmed_qty: number | null; on_hand: number; in_transit: number; sales_30d: number }>(
    `SELECT l.id, l.sku_id, k.sku, k.name, l.suggested_qty, l.confirmed_qty, l.on_hand, l.in_transit, l.sales_30d
       FROM replenishment_order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
      WHERE l.order_id = $1 AND l.tenant_id = $2 ORDER BY l.id`,
    [id, tenantId],
  );
  const inbound = await db.maybe<{ id: string; inbound_no: string; status: InboundStatus }>(
    `SELECT i.id, i.inbound_no, i.status FROM receipt_inbounds i JOIN receipt_requests q ON q.id = i.request_id AND q.tenant_id = i.tenant_id
      WHERE q.replenishment_order_id = $1 AND q.tenant_id = $2 AND i.status <> 'cancelled' ORDER BY i.created_at DESC, i.id DESC LIMIT 1`,
    [id, tenantId],
  );
  return {
    id: String(o.id),
    orderNo: String(o.order_no),
    status: o.status as ReplenishmentOrderStatus,
    warehouseId: String(o.warehouse_id),
    warehouse: String(o.warehouse),
    lines: lines.map((l) => ({ id: l.id, skuId: l.sku_id, sku: l.sku, skuName: l.name, suggestedQty: l.suggested_qty, confirmedQty: l.confirmed_qty, onHand: l.on_hand, inTransit: l.in_transit, sales30d: l.sales_30d })),
    deliverBy: iso(o.deliver_by),
    cancelReason: String(o.cancel_reason),
    confirmedAt: isoOrNull(o.confirmed_at),
    confirmedBy: (o.confirmed_by_name as string | null) ?? null,
    createdAt: iso(o.created_at),
    inbound: inbound ? { id: inbound.id, inboundNo: inbound.inbound_no, status: inbound.status } : null,
    version: Number(o.version),
  };
}

type Body = { id: string; version: number; note?: string; lines?: ReplenishmentStep['lines'] };

const act = (action: ReplenishmentAction) => async ({ db, user, body, now }: { db: Db; user: { id: string; displayName: string; tenant: { id: string }; lang: Language }; body: Body; now: Date }) => {
  await db.transaction((tx) =>
    actOnOrder(tx, action, { tenantId: user.tenant.id, id: body.id, version: body.version, lang: user.lang, by: { id: user.id, name: user.displayName }, now, note: body.note, lines: body.lines }),
  );
  return replenishmentOrderInfo(db, user.tenant.id, body.id, user.lang);
};

export const replenishmentOrderHandlers: readonly HandlerEntry[] = [
  defineHandler(searchReplenishmentOrders, async ({ db, user, body }) => (await replenishmentOrderListDefinition.page(db, callerOf(user), body)) as never),
  defineHandler(getReplenishmentOrder, ({ db, user, params }) => replenishmentOrderInfo(db, user.tenant.id, params.id, user.lang)),
  defineHandler(confirmReplenishmentOrder, act('confirm')),
  defineHandler(cancelReplenishmentOrder, act('cancel')),
];
