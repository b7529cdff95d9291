// The inbound handlers (src/contract/receipt/inbound.ts): the list, one inbound, its tracking and
// its actions, each change in one transaction: the inbound row locked first, then the stock rows
// (stock.ts), then the request's status (steps.ts).
//   tracking  draft or confirmed: the carrier (one of the tenant's), the number, the ship date.
//   confirm   draft -> confirmed: locks each sku's quantity in the ship-from warehouse.
//   reopen    confirmed -> draft: releases the lock.
//   ship      confirmed -> shipped, with the tracking: on hand and locked fall (in transit); the
//             platform counts it RECEIPT_REVIEW_SECONDS later (receiving.ts).
//   cancel    draft or confirmed -> cancelled with a reason (a confirmed one's lock released).
//   reconfirm rejectedAtDock -> shipped: the supplier corrected the tracking (the form takes it in
//             this state) or, for a carton mismatch, has its cartons declared again from the lines;
//             the dock checks it again RECEIPT_REVIEW_SECONDS later (dock-steps.ts).
// A step repeated with the version read by a double submit is answered with the inbound as it is.
import type { Language } from '../../src/contract';
import { actOnInbound, getInbound, lineDifferences, saveTracking, searchInbounds, type InboundAction, type InboundInfo, type InboundStatus } from '../../src/contract/receipt';
import type { Db, SqlParam } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { callerOf } from '../lists/registry';
import { iso, isoOrNull, notFound } from '../inventory';
import { inboundListDefinition } from './list-inbounds';
import { receiptRefusals } from './messages';
import { reviewSeconds } from './requests';
import { redeclareCartons, settleRequest } from './steps';
import { lockInboundStock, releaseInboundStock, shipInboundStock } from './stock';

export const inboundTable: RecordTable<InboundAction, InboundStatus> = {
  kind: 'receipt.inbound',
  table: 'receipt_inbounds',
  transitions: {
    confirm: { from: ['draft'], to: 'confirmed' },
    reopen: { from: ['confirmed'], to: 'draft' },
    ship: { from: ['confirmed'], to: 'shipped' },
    cancel: { from: ['draft', 'confirmed'], to: 'cancelled' },
    reconfirm: { from: ['rejectedAtDock'], to: 'shipped' },
  },
  notFound,
  decided: (lang, row) => receiptRefusals.inboundState(lang, row.status),
  stale: (lang) => receiptRefusals.inboundStale(lang),
};

export async function inboundInfo(db: Db, tenantId: string, id: string, lang: Language): Promise<InboundInfo> {
  const i = await db.maybe<Record<string, unknown>>(
    `SELECT i.*, r.request_no, f.name AS from_warehouse, p.name AS to_warehouse, c.name AS carrier_name
       FROM receipt_inbounds i
       JOIN receipt_requests r ON r.id = i.request_id AND r.tenant_id = i.tenant_id
       JOIN warehouses f ON f.id = i.from_warehouse_id AND f.tenant_id = i.tenant_id
       JOIN warehouses p ON p.id = r.warehouse_id AND p.tenant_id = r.tenant_id
       LEFT JOIN carriers c ON c.tenant_id = i.tenant_id AND c.code = i.carrier_code AND c.deleted_at IS NULL
      WHERE i.id = $1 AND i.tenant_id = $2`,
    [id, tenantId],
  );
  if (!i) throw notFound(lang);
  const lines = await db.query<{ id: string; line_no: number; sku: string; name: string; qty: number; received_good: number | null; received_damaged: number | null; carton_weight_kg: string; carton_no: string | null }>(
    `SELECT l.id, l.line_no, k.sku, k.name, l.qty, l.received_good, l.received_damaged, l.carton_weight_kg, l.carton_no FROM receipt_inbound_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
      WHERE l.inbound_id = $1 AND l.tenant_id = $2 ORDER BY l.line_no`,
    [id, tenantId],
  );
  const carriers = await db.query<{ code: string; name: string }>('SELECT code, name FROM carriers WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY name, code', [tenantId]);
  return {
    id: String(i.id),
    inboundNo: String(i.inbound_no),
    status: i.status as InboundStatus,
    requestId: String(i.request_id),
    requestNo: String(i.request_no),
    fromWarehouse: String(i.from_warehouse),
    toWarehouse: String(i.to_warehouse),
    carrierCode: (i.carrier_code as string | null) ?? null,
    carrierName: (i.carrier_name as string | null) ?? null,
    trackingNo: String(i.tracking_no),
    shipDate: i.ship_date ? iso(i.ship_date).slice(0, 10) : null,
    shippedAt: isoOrNull(i.shipped_at),
    receivedAt: isoOrNull(i.received_at),
    receiptNo: (i.receipt_no as string | null) ?? null,
    cancelReason: String(i.cancel_reason),
    dockReason: (i.dock_reason as InboundInfo['dockReason']) ?? null,
    dockAcceptedAt: isoOrNull(i.dock_accepted_at),
    createdAt: iso(i.created_at),
    lines: lines.map((l) => ({
      id: l.id,
      sku: l.sku,
      skuName: l.name,
      qty: l.qty,
      receivedGood: l.received_good,
      receivedDamaged: l.received_damaged,
      differences: l.received_good === null ? [] : lineDifferences({ shipped: l.qty, good: l.received_good, damaged: l.received_damaged ?? 0 }),
    })),
    cartons: lines.map((l) => ({ cartonNo: l.carton_no ?? `${String(i.inbound_no)}-C${l.line_no}`, sku: l.sku, qty: l.qty, weightKg: Number(l.carton_weight_kg) })),
    carriers,
    version: Number(i.version),
  };
}

/** The states whose tracking the supplier edits (after a dock rejection: to correct it). */
const TRACKING_STATES: readonly InboundStatus[] = ['draft', 'confirmed', 'rejectedAtDock'];

interface Locked {
  id: string;
  inbound_no: string;
  from_warehouse_id: string;
  request_id: string;
  status: InboundStatus;
  version: number;
  carrier_code: string | null;
  tracking_no: string;
  dock_reason: string | null;
}

export const inboundHandlers: readonly HandlerEntry[] = [
  defineHandler(searchInbounds, async ({ db, user, body }) => (await inboundListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getInbound, ({ db, user, params }) => inboundInfo(db, user.tenant.id, params.id, user.lang)),

  defineHandler(saveTracking, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await db.transaction(async (tx) => {
      const row = await tx.maybe<Locked & { ship_date: unknown }>('SELECT * FROM receipt_inbounds WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [body.id, tenantId]);
      if (!row) throw notFound(user.lang);
      const same = row.carrier_code === body.carrierCode && row.tracking_no === body.trackingNo && row.ship_date !== null && iso(row.ship_date).slice(0, 10) === body.shipDate;
      if (same && row.version === body.version + 1) return;
      if (!TRACKING_STATES.includes(row.status)) throw receiptRefusals.inboundState(user.lang, row.status);
      if (row.version !== body.version) throw receiptRefusals.inboundStale(user.lang);
      const carrier = await tx.maybe('SELECT 1 FROM carriers WHERE tenant_id = $1 AND code = $2 AND deleted_at IS NULL', [tenantId, body.carrierCode]);
      if (!carrier) throw receiptRefusals.carrier(user.lang);
      await tx.query('UPDATE receipt_inbounds SET carrier_code = $3, tracking_no = $4, ship_date = $5, version = version + 1, updated_at = $6 WHERE id = $1 AND tenant_id = $2', [
        body.id,
        tenantId,
        body.carrierCode,
        body.trackingNo,
        body.shipDate,
        now,
      ]);
    });
    return inboundInfo(db, tenantId, body.id, user.lang);
  }),

  defineHandler(actOnInbound, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await db.transaction(async (tx) => {
      const row = await tx.maybe<Locked>('SELECT * FROM receipt_inbounds WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [body.id, tenantId]);
      if (!row) throw notFound(user.lang);
      const to = inboundTable.transitions[body.action].to;
      if (row.status === to && row.version === body.version + 1) return;
      if (body.action === 'ship' && row.status === 'confirmed' && row.version === body.version && (!row.carrier_code || !row.tracking_no)) throw receiptRefusals.noTracking(user.lang);
      const set: Record<string, SqlParam> =
        body.action === 'ship'
          ? { shipped_at: now, receive_due_at: new Date(now.getTime() + reviewSeconds() * 1000), updated_at: now }
          : body.action === 'reconfirm'
            ? { receive_due_at: new Date(now.getTime() + reviewSeconds() * 1000), dock_reason: null, updated_at: now }
          : body.action === 'cancel'
            ? { cancel_reason: body.note, updated_at: now }
            : { updated_at: now };
      await applyRecordAction(tx, inboundTable, { tenantId, lang: user.lang, by: { id: user.id, name: user.displayName }, key: body.id, action: body.action, version: body.version, note: body.note, now, set });
      if (body.action === 'confirm') await lockInboundStock(tx, tenantId, row, user.lang, now);
      if (body.action === 'reopen' || (body.action === 'cancel' && row.status === 'confirmed')) await releaseInboundStock(tx, tenantId, row, now);
      if (body.action === 'ship') {
        await shipInboundStock(tx, tenantId, row, now);
        await settleRequest(tx, tenantId, row.request_id, now);
      }
      // the cartons the dock found wrong are declared again from the lines, weighed as a new inbound's
      if (body.action === 'reconfirm' && row.dock_reason === 'RECEIPT_DOCK_CARTONS_MISMATCH') await redeclareCartons(tx, row.id);
    });
    return inboundInfo(db, tenantId, body.id, user.lang);
  }),
];
