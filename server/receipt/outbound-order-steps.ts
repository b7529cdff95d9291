// The steps of an outbound order that the handlers, the platform's job and the seed share, each in
// the caller's transaction on the record-with-actions kit's table (the stock each moves:
// outbound-stock.ts). Transitions:
//   submit   draft -> submitted: at least one line; each locked in the platform warehouse; the
//            platform decides RECEIPT_REVIEW_SECONDS later (decide_due_at).
//   cancel   draft or submitted -> cancelled with a reason (a submitted one's lock released).
//   toScrap  draft -> draft: the purpose becomes scrap, the ship-to is dropped.
//   confirm  submitted -> confirmed (the platform): the stock leaves the warehouse; delivered or
//            scrapped RECEIPT_REVIEW_SECONDS later (done_due_at).
//   reject   submitted -> rejected with a reason code (the platform): the lock released.
//   deliver  confirmed -> delivered (a return; the platform): on the ship-to warehouse's shelf.
//   scrap    confirmed -> scrapped (a scrap order; the platform): written off.
// The platform's rule (platformRejectReason): UNDER_MIN_QTY when a line holds fewer than
// OUTBOUND_MIN_QTY units; DUPLICATE_ORDER when an earlier (submitted before, or at the same moment
// with a lower number) submitted or confirmed order of the same warehouse holds exactly the same
// skus; else confirmed. STOCK_IN_PROMOTION is only given through the reject call (the reference
// server keeps no platform activities).
import type { Language } from '../../src/contract';
import { OUTBOUND_MIN_QTY, type OutboundOrderStatus, type OutboundRejectReason } from '../../src/contract/receipt';
import type { Db, SqlParam } from '../db/db';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { newId, notFound } from '../inventory';
import { outboundOrderRefusals } from './messages';
import { reviewSeconds } from './requests';
import { deliverOutboundOrderStock, lockOutboundOrderStock, releaseOutboundOrderStock, takeOutboundOrderStock, type OutboundOrderHead } from './outbound-stock';

export const outboundOrderActions = ['submit', 'cancel', 'toScrap', 'confirm', 'reject', 'deliver', 'scrap'] as const;
export type OutboundOrderAction = (typeof outboundOrderActions)[number];

export const outboundOrderTable: RecordTable<OutboundOrderAction, OutboundOrderStatus> = {
  kind: 'receipt.outboundOrder',
  table: 'receipt_outbound_orders',
  transitions: {
    submit: { from: ['draft'], to: 'submitted' },
    cancel: { from: ['draft', 'submitted'], to: 'cancelled' },
    toScrap: { from: ['draft'], to: 'draft' },
    confirm: { from: ['submitted'], to: 'confirmed' },
    reject: { from: ['submitted'], to: 'rejected' },
    deliver: { from: ['confirmed'], to: 'delivered' },
    scrap: { from: ['confirmed'], to: 'scrapped' },
  },
  notFound,
  decided: (lang, row) => outboundOrderRefusals.state(lang, row.status),
  stale: (lang) => outboundOrderRefusals.stale(lang),
};

export interface LockedOrder extends OutboundOrderHead {
  status: OutboundOrderStatus;
  purpose: 'return' | 'scrap';
  version: number;
}

export const PLATFORM = { id: null, name: 'Platform' } as const;

export interface Step {
  tenantId: string;
  id: string;
  version: number;
  lang: Language;
  by: { id: string | null; name: string };
  now: Date;
  note?: string;
  reason?: OutboundRejectReason;
}

const due = (now: Date) => new Date(now.getTime() + reviewSeconds() * 1000);

/** Locks the order's row; undefined when the tenant has no such order. */
export async function lockOrder(tx: Db, tenantId: string, id: string): Promise<LockedOrder | undefined> {
  return tx.maybe<LockedOrder>('SELECT id, order_no, warehouse_id, ship_to_id, status, purpose, version FROM receipt_outbound_orders WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [id, tenantId]);
}

/**
 * One action with its stock step. A repeat of the same action by a double submit (the order already
 * where the action leaves it, one version on) is answered as applied; false then.
 */
export async function actOnOutboundOrder(tx: Db, action: OutboundOrderAction, s: Step): Promise<boolean> {
  const row = await lockOrder(tx, s.tenantId, s.id);
  if (!row) throw notFound(s.lang);
  const to = outboundOrderTable.transitions[action].to;
  const repeat = row.status === to && row.version === s.version + 1 && (action !== 'toScrap' || row.purpose === 'scrap');
  if (repeat) return false;
  if (action === 'submit' && row.status === 'draft' && row.version === s.version) {
    const lines = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM receipt_outbound_order_lines WHERE order_id = $1 AND tenant_id = $2', [s.id, s.tenantId]);
    if (lines.n === 0) throw outboundOrderRefusals.empty(s.lang);
  }
  const set: Record<string, SqlParam> = { updated_at: s.now };
  if (action === 'submit') Object.assign(set, { submitted_at: s.now, decide_due_at: due(s.now) });
  if (action === 'cancel') Object.assign(set, { cancel_reason: s.note ?? '', decide_due_at: null });
  if (action === 'toScrap') Object.assign(set, { purpose: 'scrap', ship_to_id: null });
  if (action === 'confirm') Object.assign(set, { decided_at: s.now, decide_due_at: null, done_due_at: due(s.now) });
  if (action === 'reject') Object.assign(set, { decided_at: s.now, decide_due_at: null, reject_reason: s.reason ?? 'UNDER_MIN_QTY' });
  if (action === 'deliver' || action === 'scrap') Object.assign(set, { done_at: s.now, done_due_at: null });
  await applyRecordAction(tx, outboundOrderTable, { tenantId: s.tenantId, lang: s.lang, by: s.by, key: s.id, action, version: s.version, note: s.note ?? s.reason ?? '', now: s.now, set });
  if (action === 'submit') await lockOutboundOrderStock(tx, s.tenantId, row, s.lang, s.now);
  if ((action === 'cancel' && row.status === 'submitted') || action === 'reject') await releaseOutboundOrderStock(tx, s.tenantId, row, s.now);
  if (action === 'confirm') await takeOutboundOrderStock(tx, s.tenantId, row, s.now);
  if (action === 'deliver') await deliverOutboundOrderStock(tx, s.tenantId, row, s.now);
  return true;
}

/** The platform's answer to a submitted order: a reason to reject it, or null to confirm it. */
export async function platformRejectReason(tx: Db, tenantId: string, order: { id: string; order_no: string; warehouse_id: string; submitted_at: Date | string }): Promise<OutboundRejectReason | null> {
  const r = await tx.one<{ under: boolean; duplicate: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM receipt_outbound_order_lines WHERE order_id = $1 AND tenant_id = $2 AND qty < $4) AS under,
            EXISTS (SELECT 1 FROM receipt_outbound_orders o
                     WHERE o.tenant_id = $2 AND o.warehouse_id = $3 AND o.id <> $1 AND o.status IN ('submitted', 'confirmed') AND (o.submitted_at, o.order_no) < ($5::timestamptz, $6::text)
                       AND ARRAY(SELECT sku_id FROM receipt_outbound_order_lines WHERE order_id = o.id ORDER BY sku_id)
                         = ARRAY(SELECT sku_id FROM receipt_outbound_order_lines WHERE order_id = $1 ORDER BY sku_id)) AS duplicate`,
    [order.id, tenantId, order.warehouse_id, OUTBOUND_MIN_QTY, order.submitted_at, order.order_no],
  );
  return r.under ? 'UNDER_MIN_QTY' : r.duplicate ? 'DUPLICATE_ORDER' : null;
}

const yymmdd = (d: Date) => d.toISOString().slice(2, 10).replaceAll('-', '');

/** The next order number of the day for the tenant: OO<yymmdd><n>, n one past the day's highest (the seed numbers its own). */
export async function nextOrderNo(tx: Db, tenantId: string, now: Date): Promise<string> {
  const head = `OO${yymmdd(now)}`;
  const row = await tx.one<{ n: number }>(`SELECT coalesce(max(substr(order_no, 9)::int), 0)::int AS n FROM receipt_outbound_orders WHERE tenant_id = $1 AND order_no LIKE $2`, [tenantId, `${head}%`]);
  return `${head}${String(row.n + 1).padStart(3, '0')}`;
}

/** A draft outbound order with its lines (the form's create: none; an uploaded file: its rows); answers its id. */
export async function insertDraftOrder(
  tx: Db,
  tenantId: string,
  head: { warehouseId: string; purpose: 'return' | 'scrap'; shipToId: string | null },
  lines: readonly { skuId: string; qty: number }[],
  now: Date,
  id = newId('oo'),
): Promise<string> {
  await tx.query(
    `INSERT INTO receipt_outbound_orders (id, tenant_id, order_no, warehouse_id, purpose, ship_to_id, status, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 'draft', $7, $7)`,
    [id, tenantId, await nextOrderNo(tx, tenantId, now), head.warehouseId, head.purpose, head.shipToId, now],
  );
  for (const l of lines) {
    await tx.query('INSERT INTO receipt_outbound_order_lines (id, tenant_id, order_id, sku_id, qty) VALUES ($1, $2, $3, $4, $5)', [newId('ool'), tenantId, id, l.skuId, l.qty]);
  }
  return id;
}
