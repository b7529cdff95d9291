// The outbound handlers (src/contract/receipt/outbound.ts): the list, one outbound with its lines,
// and the supplier's answers (outbound-steps.ts), each in one transaction with the row locked and
// the version read checked.
import type { Language } from '../../src/contract';
import {
  closeOutbound,
  confirmOutbound,
  confirmReverseOutbound,
  getOutbound,
  searchOutbounds,
  updateOutboundSkus,
  type OutboundCause,
  type OutboundInfo,
  type OutboundReverseReason,
  type OutboundStatus,
} from '../../src/contract/receipt';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { callerOf } from '../lists/registry';
import { iso, isoOrNull, notFound } from '../inventory';
import { outboundListDefinition } from './list-outbounds';
import { actOnOutbound, type OutboundAction, type OutboundStep } from './outbound-steps';
import { activeShipTos } from './outbound-stock';

export async function outboundInfo(db: Db, tenantId: string, id: string, lang: Language): Promise<OutboundInfo> {
  const o = await db.maybe<Record<string, unknown>>(
    `SELECT o.*, w.name AS warehouse, t.name AS ship_to FROM receipt_outbounds o
       JOIN warehouses w ON w.id = o.warehouse_id AND w.tenant_id = o.tenant_id
       LEFT JOIN warehouses t ON t.id = o.ship_to_id AND t.tenant_id = o.tenant_id
      WHERE o.id = $1 AND o.tenant_id = $2`,
    [id, tenantId],
  );
  if (!o) throw notFound(lang);
  const lines = await db.query<{ id: string; sku_id: string; sku: string; name: string; notified_qty: number; qty: number }>(
    `SELECT l.id, l.sku_id, k.sku, k.name, l.notified_qty, l.qty FROM receipt_outbound_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
      WHERE l.outbound_id = $1 AND l.tenant_id = $2 ORDER BY k.sku`,
    [id, tenantId],
  );
  const shipToChoices = o.status === 'notified' ? await activeShipTos(db, tenantId) : [];
  return {
    id: String(o.id),
    outboundNo: String(o.outbound_no),
    status: o.status as OutboundStatus,
    cause: o.cause as OutboundCause,
    warehouseId: String(o.warehouse_id),
    warehouse: String(o.warehouse),
    shipToId: (o.ship_to_id as string | null) ?? null,
    shipTo: (o.ship_to as string | null) ?? null,
    shipToChoices,
    lines: lines.map((l) => ({ id: l.id, skuId: l.sku_id, sku: l.sku, skuName: l.name, notifiedQty: l.notified_qty, qty: l.qty })),
    qty: lines.reduce((a, l) => a + l.qty, 0),
    reverseReason: (o.reverse_reason as OutboundReverseReason | null) ?? null,
    closeReason: String(o.close_reason),
    answerBy: iso(o.answer_by),
    confirmedAt: isoOrNull(o.confirmed_at),
    doneAt: isoOrNull(o.done_at),
    createdAt: iso(o.created_at),
    version: Number(o.version),
  };
}

type Body = { id: string; version: number; note?: string; shipToId?: string; skuList?: OutboundStep['skuList'] };

const act = (action: OutboundAction) => async ({ db, user, body, now }: { db: Db; user: { id: string; displayName: string; tenant: { id: string }; lang: Language }; body: Body; now: Date }) => {
  await db.transaction((tx) =>
    actOnOutbound(tx, action, { tenantId: user.tenant.id, id: body.id, version: body.version, lang: user.lang, by: { id: user.id, name: user.displayName }, now, note: body.note, shipToId: body.shipToId, skuList: body.skuList }),
  );
  return outboundInfo(db, user.tenant.id, body.id, user.lang);
};

export const outboundHandlers: readonly HandlerEntry[] = [
  defineHandler(searchOutbounds, async ({ db, user, body }) => (await outboundListDefinition.page(db, callerOf(user), body)) as never),
  defineHandler(getOutbound, ({ db, user, params }) => outboundInfo(db, user.tenant.id, params.id, user.lang)),
  defineHandler(closeOutbound, act('close')),
  defineHandler(updateOutboundSkus, act('updateSkus')),
  defineHandler(confirmOutbound, act('confirm')),
  defineHandler(confirmReverseOutbound, act('confirmReverse')),
];
