// The outbound order handlers (src/contract/receipt/outbound-order.ts): the form's pickers, the list,
// one order with its lines and the skus its warehouse has available, the draft's edits and the
// actions (outbound-order-steps.ts). Each change runs in one transaction with the order row locked
// first and the version read checked; an edit is only possible on a draft.
//   create / update   the header: one of the tenant's platform warehouses, the purpose and, for a
//                     return, one of its active own, third-party, bonded or overseas warehouses; a
//                     new platform warehouse empties the lines (their stock was another's).
//   update skus       adds lines or sets their quantities; a sku must have stock available in the
//                     platform warehouse (RECEIPT_OUTBOUND_SKU); the quantity is checked at submit.
//   remove / clear    drops the named lines / every line.
import type { Language } from '../../src/contract';
import {
  cancelOutboundOrder,
  clearOutboundOrderSkus,
  confirmOutboundOrder,
  createOutboundOrder,
  getOutboundOrder,
  getOutboundOrderOptions,
  getOutboundOrderSkus,
  rejectOutboundOrder,
  removeOutboundOrderSkus,
  searchOutboundOrders,
  submitOutboundOrder,
  toScrapOutboundOrder,
  updateOutboundOrder,
  updateOutboundOrderSkus,
  SCRAP_FEE_PER_UNIT,
  type OutboundOrderInfo,
  type OutboundOrderStatus,
  type OutboundPurpose,
  type OutboundRejectReason,
} from '../../src/contract/receipt';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { callerOf } from '../lists/registry';
import { iso, isoOrNull, newId, notFound } from '../inventory';
import { outboundOrderListDefinition } from './list-outbound-orders';
import { outboundOrderRefusals } from './messages';
import { actOnOutboundOrder, insertDraftOrder, lockOrder, type OutboundOrderAction } from './outbound-order-steps';
import { activeShipTos, SHIP_TO_TYPES } from './outbound-stock';

export async function outboundOrderInfo(db: Db, tenantId: string, id: string, lang: Language): Promise<OutboundOrderInfo> {
  const o = await db.maybe<Record<string, unknown>>(
    `SELECT o.*, w.name AS warehouse, t.name AS ship_to FROM receipt_outbound_orders o
       JOIN warehouses w ON w.id = o.warehouse_id AND w.tenant_id = o.tenant_id
       LEFT JOIN warehouses t ON t.id = o.ship_to_id AND t.tenant_id = o.tenant_id
      WHERE o.id = $1 AND o.tenant_id = $2`,
    [id, tenantId],
  );
  if (!o) throw notFound(lang);
  const lines = await db.query<{ id: string; sku_id: string; sku: string; name: string; qty: number; available: number }>(
    `SELECT l.id, l.sku_id, k.sku, k.name, l.qty, coalesce(s.on_hand - s.locked - s.isolated, 0)::int AS available
       FROM receipt_outbound_order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
       LEFT JOIN inventory_stock s ON s.sku_id = l.sku_id AND s.warehouse_id = $3 AND s.tenant_id = l.tenant_id
      WHERE l.order_id = $1 AND l.tenant_id = $2 ORDER BY k.sku`,
    [id, tenantId, String(o.warehouse_id)],
  );
  const qty = lines.reduce((a, l) => a + l.qty, 0);
  const purpose = o.purpose as OutboundPurpose;
  return {
    id: String(o.id),
    orderNo: String(o.order_no),
    status: o.status as OutboundOrderStatus,
    purpose,
    warehouseId: String(o.warehouse_id),
    warehouse: String(o.warehouse),
    shipToId: (o.ship_to_id as string | null) ?? null,
    shipTo: (o.ship_to as string | null) ?? null,
    lines: lines.map((l) => ({ id: l.id, skuId: l.sku_id, sku: l.sku, skuName: l.name, qty: l.qty, available: l.available })),
    qty,
    scrapFee: purpose === 'scrap' ? Math.round(qty * SCRAP_FEE_PER_UNIT * 100) / 100 : null,
    rejectReason: (o.reject_reason as OutboundRejectReason | null) ?? null,
    cancelReason: String(o.cancel_reason),
    submittedAt: isoOrNull(o.submitted_at),
    decidedAt: isoOrNull(o.decided_at),
    doneAt: isoOrNull(o.done_at),
    createdAt: iso(o.created_at),
    version: Number(o.version),
  };
}

async function checkHeader(tx: Db, tenantId: string, h: { warehouseId: string; purpose: OutboundPurpose; shipToId: string | null }, lang: Language): Promise<void> {
  const ok = await tx.one<{ platform: boolean; ship_to: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM warehouses WHERE id = $2 AND tenant_id = $1 AND type = 'platform') AS platform,
            ($3::text IS NULL OR EXISTS (SELECT 1 FROM warehouses WHERE id = $3 AND tenant_id = $1 AND status = 'active' AND type = ANY($4::text[]))) AS ship_to`,
    [tenantId, h.warehouseId, h.shipToId, SHIP_TO_TYPES],
  );
  if (!ok.platform || !ok.ship_to) throw outboundOrderRefusals.warehouse(lang);
}

/** A draft edit: the row locked, a draft, the version read; the edit; the version moves on. */
async function editDraft(db: Db, tenantId: string, id: string, version: number, lang: Language, now: Date, edit: (tx: Db, warehouseId: string) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOrder(tx, tenantId, id);
    if (!row) throw notFound(lang);
    if (row.status !== 'draft') throw outboundOrderRefusals.state(lang, row.status);
    if (row.version !== version) throw outboundOrderRefusals.stale(lang);
    await edit(tx, row.warehouse_id);
    await tx.query('UPDATE receipt_outbound_orders SET version = version + 1, updated_at = $3 WHERE id = $1 AND tenant_id = $2', [id, tenantId, now]);
  });
}

/** The skus the warehouse has available (> 0), by code. */
async function availableSkus(db: Db, tenantId: string, warehouseId: string) {
  return db.query<{ skuId: string; sku: string; name: string; available: number }>(
    `SELECT s.sku_id AS "skuId", k.sku, k.name, (s.on_hand - s.locked - s.isolated)::int AS available FROM inventory_stock s JOIN skus k ON k.id = s.sku_id AND k.tenant_id = s.tenant_id
      WHERE s.tenant_id = $1 AND s.warehouse_id = $2 AND s.on_hand - s.locked - s.isolated > 0 ORDER BY k.sku`,
    [tenantId, warehouseId],
  );
}

const act = (action: OutboundOrderAction) => async ({ db, user, body, now }: { db: Db; user: { id: string; displayName: string; tenant: { id: string }; lang: Language }; body: { id: string; version: number; note?: string; reason?: OutboundRejectReason }; now: Date }) => {
  const by = action === 'confirm' || action === 'reject' ? { id: null, name: 'Platform' } : { id: user.id, name: user.displayName };
  await db.transaction((tx) => actOnOutboundOrder(tx, action, { tenantId: user.tenant.id, id: body.id, version: body.version, lang: user.lang, by, now, note: body.note, reason: body.reason }));
  return outboundOrderInfo(db, user.tenant.id, body.id, user.lang);
};

export const outboundOrderHandlers: readonly HandlerEntry[] = [
  defineHandler(getOutboundOrderOptions, async ({ db, user }) => {
    const tenantId = user.tenant.id;
    const warehouses = await db.query<{ id: string; code: string; name: string }>(`SELECT id, code, name FROM warehouses WHERE tenant_id = $1 AND type = 'platform' ORDER BY code`, [tenantId]);
    const shipTos = await activeShipTos(db, tenantId);
    return { warehouses, shipTos };
  }),

  defineHandler(searchOutboundOrders, async ({ db, user, body }) => (await outboundOrderListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getOutboundOrder, ({ db, user, params }) => outboundOrderInfo(db, user.tenant.id, params.id, user.lang)),

  defineHandler(getOutboundOrderSkus, async ({ db, user, params }) => {
    const o = await db.maybe<{ warehouse_id: string }>('SELECT warehouse_id FROM receipt_outbound_orders WHERE id = $1 AND tenant_id = $2', [params.id, user.tenant.id]);
    if (!o) throw notFound(user.lang);
    return { items: await availableSkus(db, user.tenant.id, o.warehouse_id) };
  }),

  defineHandler(createOutboundOrder, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    const id = newId('oo');
    await db.transaction(async (tx) => {
      await checkHeader(tx, tenantId, body, user.lang);
      await insertDraftOrder(tx, tenantId, body, [], now, id);
    });
    return outboundOrderInfo(db, tenantId, id, user.lang);
  }),

  defineHandler(updateOutboundOrder, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await editDraft(db, tenantId, body.id, body.version, user.lang, now, async (tx, warehouseId) => {
      await checkHeader(tx, tenantId, body, user.lang);
      if (warehouseId !== body.warehouseId) await tx.query('DELETE FROM receipt_outbound_order_lines WHERE order_id = $1 AND tenant_id = $2', [body.id, tenantId]);
      await tx.query('UPDATE receipt_outbound_orders SET warehouse_id = $3, purpose = $4, ship_to_id = $5 WHERE id = $1 AND tenant_id = $2', [body.id, tenantId, body.warehouseId, body.purpose, body.shipToId]);
    });
    return outboundOrderInfo(db, tenantId, body.id, user.lang);
  }),

  defineHandler(updateOutboundOrderSkus, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await editDraft(db, tenantId, body.id, body.version, user.lang, now, async (tx, warehouseId) => {
      const asked = [...new Set(body.lines.map((l) => l.skuId))];
      const stocked = await tx.query<{ sku_id: string }>(
        `SELECT sku_id FROM inventory_stock WHERE tenant_id = $1 AND warehouse_id = $2 AND sku_id = ANY($3::text[]) AND on_hand - locked - isolated > 0
         UNION SELECT sku_id FROM receipt_outbound_order_lines WHERE order_id = $4 AND tenant_id = $1 AND sku_id = ANY($3::text[])`,
        [tenantId, warehouseId, asked, body.id],
      );
      const missing = asked.filter((s) => !stocked.some((r) => r.sku_id === s));
      if (missing.length > 0) {
        const codes = await tx.query<{ id: string; sku: string }>('SELECT id, sku FROM skus WHERE tenant_id = $1 AND id = ANY($2::text[])', [tenantId, missing]);
        throw outboundOrderRefusals.sku(user.lang, missing.map((m) => codes.find((c) => c.id === m)?.sku ?? m));
      }
      for (const l of body.lines) {
        await tx.query(
          `INSERT INTO receipt_outbound_order_lines (id, tenant_id, order_id, sku_id, qty) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (order_id, sku_id) DO UPDATE SET qty = EXCLUDED.qty`,
          [newId('ool'), tenantId, body.id, l.skuId, l.qty],
        );
      }
    });
    return outboundOrderInfo(db, tenantId, body.id, user.lang);
  }),

  defineHandler(removeOutboundOrderSkus, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await editDraft(db, tenantId, body.id, body.version, user.lang, now, async (tx) => {
      await tx.query('DELETE FROM receipt_outbound_order_lines WHERE order_id = $1 AND tenant_id = $2 AND sku_id = ANY($3::text[])', [body.id, tenantId, body.skuIds]);
    });
    return outboundOrderInfo(db, tenantId, body.id, user.lang);
  }),

  defineHandler(clearOutboundOrderSkus, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await editDraft(db, tenantId, body.id, body.version, user.lang, now, async (tx) => {
      await tx.query('DELETE FROM receipt_outbound_order_lines WHERE order_id = $1 AND tenant_id = $2', [body.id, tenantId]);
    });
    return outboundOrderInfo(db, tenantId, body.id, user.lang);
  }),

  defineHandler(submitOutboundOrder, act('submit')),
  defineHandler(cancelOutboundOrder, act('cancel')),
  defineHandler(toScrapOutboundOrder, act('toScrap')),
  defineHandler(confirmOutboundOrder, act('confirm')),
  defineHandler(rejectOutboundOrder, act('reject')),
];
