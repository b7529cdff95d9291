// The steps of an outbound (the platform's notice) that the handlers, the platform's job and the
// seed share, each in the caller's transaction on the record-with-actions kit's table. The stock
// moves reuse the outbound orders' (outbound-stock.ts: move, and stock.ts's receiveInboundStock):
//   issue          (the platform) a new notified outbound: each line locked in the platform
//                  warehouse (locked += qty), answer within 7 days.
//   updateSkus     notified -> notified: lines lowered (never raised: the released stock may be
//                  gone), locked -= the difference; every line at zero is refused (close it instead).
//   close          notified -> closed with a reason: the goods stay (locked -= qty).
//   confirm        notified -> confirmed to the ship-to warehouse: the stock leaves (on_hand -= qty,
//                  locked -= qty; in transit); delivered or reversed RECEIPT_REVIEW_SECONDS later.
//   deliver        confirmed -> delivered (the platform): on hand rises at the ship-to warehouse.
//   reverse        confirmed -> reversed with the carrier's reason (the platform): still in transit.
//   confirmReverse reversed -> returnedToShelf: on hand rises again in the platform warehouse.
//   scrap          notified -> scrapped (the platform, once answer_by has passed): the goods are
//                  destroyed at the supplier's cost (on_hand -= qty, locked -= qty).
// Per tenant and sku, Σ on_hand + Σ qty of confirmed, reversed and scrapped outbound lines stays constant.
import type { Language } from '../../src/contract';
import type { OutboundReverseReason, OutboundStatus } from '../../src/contract/receipt';
import type { Db, SqlParam } from '../db/db';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { notFound } from '../inventory';
import { outboundRefusals } from './messages';
import { reviewSeconds } from './requests';
import { move, SHIP_TO_TYPES, type SkuQty } from './outbound-stock';
import { receiveInboundStock } from './stock';

export const outboundActions = ['updateSkus', 'close', 'confirm', 'deliver', 'reverse', 'confirmReverse', 'scrap'] as const;
export type OutboundAction = (typeof outboundActions)[number];

export const outboundTable: RecordTable<OutboundAction, OutboundStatus> = {
  kind: 'receipt.outbound',
  table: 'receipt_outbounds',
  transitions: {
    updateSkus: { from: ['notified'], to: 'notified' },
    close: { from: ['notified'], to: 'closed' },
    confirm: { from: ['notified'], to: 'confirmed' },
    deliver: { from: ['confirmed'], to: 'delivered' },
    reverse: { from: ['confirmed'], to: 'reversed' },
    confirmReverse: { from: ['reversed'], to: 'returnedToShelf' },
    scrap: { from: ['notified'], to: 'scrapped' },
  },
  notFound,
  decided: (lang, row) => outboundRefusals.state(lang, row.status),
  stale: (lang) => outboundRefusals.stale(lang),
};

export const ANSWER_DAYS = 7;

export interface OutboundStep {
  tenantId: string;
  id: string;
  version: number;
  lang: Language;
  by: { id: string | null; name: string };
  now: Date;
  note?: string;
  shipToId?: string;
  skuList?: readonly { skuId: string; qty: number }[];
  reason?: OutboundReverseReason;
}

interface Row {
  id: string;
  warehouse_id: string;
  ship_to_id: string | null;
  status: OutboundStatus;
  version: number;
}

async function linesOf(tx: Db, tenantId: string, id: string): Promise<(SkuQty & { notified_qty: number })[]> {
  return tx.query(
    `SELECT l.sku_id, k.sku, l.qty, l.notified_qty FROM receipt_outbound_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
      WHERE l.outbound_id = $1 AND l.tenant_id = $2 ORDER BY l.sku_id`,
    [id, tenantId],
  );
}

/** A new notice (the platform, or the seed): the lines locked in the platform warehouse. */
export async function issueOutbound(
  tx: Db,
  o: { tenantId: string; id: string; no: string; warehouseId: string; shipToId: string | null; cause: string; lines: readonly { skuId: string; qty: number }[]; now: Date },
): Promise<void> {
  const answerBy = new Date(o.now.getTime() + ANSWER_DAYS * 86_400_000);
  await tx.query(
    `INSERT INTO receipt_outbounds (id, tenant_id, outbound_no, warehouse_id, ship_to_id, status, cause, answer_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, 'notified', $6, $7, $8, $8)`,
    [o.id, o.tenantId, o.no, o.warehouseId, o.shipToId, o.cause, answerBy, o.now],
  );
  // line ids follow the outbound's, so the seed writes the same rows in every fresh database
  for (const [n, l] of o.lines.entries()) {
    await tx.query('INSERT INTO receipt_outbound_lines (id, tenant_id, outbound_id, sku_id, notified_qty, qty) VALUES ($1, $2, $3, $4, $5, $5)', [`${o.id}-${n + 1}`, o.tenantId, o.id, l.skuId, l.qty]);
  }
  await move(tx, o.tenantId, o.warehouseId, await linesOf(tx, o.tenantId, o.id), { locked: 1, onHand: 0 }, o.now);
}

/**
 * One action with its stock step. A repeat by a double submit (the outbound already where the
 * action leaves it, one version on, with the same lines for updateSkus) is answered as applied; false then.
 */
export async function actOnOutbound(tx: Db, action: OutboundAction, s: OutboundStep): Promise<boolean> {
  const row = await tx.maybe<Row>('SELECT id, warehouse_id, ship_to_id, status, version FROM receipt_outbounds WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [s.id, s.tenantId]);
  if (!row) throw notFound(s.lang);
  const lines = await linesOf(tx, s.tenantId, s.id);
  const to = outboundTable.transitions[action].to;
  if (row.status === to && row.version === s.version + 1) {
    if (action !== 'updateSkus' || (s.skuList ?? []).every((a) => lines.some((l) => l.sku_id === a.skuId && l.qty === a.qty))) return false;
  }
  const set: Record<string, SqlParam> = { updated_at: s.now };
  const fresh = row.status === outboundTable.transitions[action].from[0] && row.version === s.version;
  let lowered: SkuQty[] = [];
  if (action === 'updateSkus' && fresh) {
    const asked = s.skuList ?? [];
    const bad = asked.filter((a) => !lines.some((l) => l.sku_id === a.skuId && a.qty <= l.qty));
    if (bad.length > 0) {
      const codes = await tx.query<{ id: string; sku: string }>('SELECT id, sku FROM skus WHERE tenant_id = $1 AND id = ANY($2::text[])', [s.tenantId, bad.map((b) => b.skuId)]);
      throw outboundRefusals.over(s.lang, bad.map((b) => codes.find((c) => c.id === b.skuId)?.sku ?? b.skuId));
    }
    const after = lines.map((l) => asked.find((a) => a.skuId === l.sku_id)?.qty ?? l.qty);
    if (after.every((q) => q === 0)) throw outboundRefusals.empty(s.lang);
    // only lowering: a raise could need stock no longer available (the lock was released)
    lowered = lines.map((l, i) => ({ sku_id: l.sku_id, sku: l.sku, qty: l.qty - after[i] })).filter((l) => l.qty > 0);
  }
  let shipTo = row.ship_to_id;
  if (action === 'confirm' && fresh) {
    shipTo = s.shipToId ?? row.ship_to_id;
    const ok = shipTo && (await tx.maybe('SELECT 1 FROM warehouses WHERE id = $1 AND tenant_id = $2 AND status = $3 AND type = ANY($4::text[])', [shipTo, s.tenantId, 'active', SHIP_TO_TYPES]));
    if (!ok) throw outboundRefusals.shipTo(s.lang);
    Object.assign(set, { ship_to_id: shipTo, confirmed_at: s.now, done_due_at: new Date(s.now.getTime() + reviewSeconds() * 1000) });
  }
  if (action === 'close') Object.assign(set, { close_reason: s.note ?? '' });
  if (action === 'deliver' || action === 'reverse' || action === 'scrap') Object.assign(set, { done_at: s.now, done_due_at: null });
  if (action === 'reverse') Object.assign(set, { reverse_reason: s.reason ?? 'ADDRESS_UNREACHABLE' });
  await applyRecordAction(tx, outboundTable, { tenantId: s.tenantId, lang: s.lang, by: s.by, key: s.id, action, version: s.version, note: s.note ?? s.reason ?? '', now: s.now, set });
  if (action === 'updateSkus') {
    for (const a of s.skuList ?? []) await tx.query('UPDATE receipt_outbound_lines SET qty = $4 WHERE outbound_id = $1 AND tenant_id = $2 AND sku_id = $3', [s.id, s.tenantId, a.skuId, a.qty]);
    await move(tx, s.tenantId, row.warehouse_id, lowered, { locked: -1, onHand: 0 }, s.now);
  }
  const taken = lines.filter((l) => l.qty > 0);
  if (action === 'close') await move(tx, s.tenantId, row.warehouse_id, taken, { locked: -1, onHand: 0 }, s.now);
  if (action === 'confirm' || action === 'scrap') await move(tx, s.tenantId, row.warehouse_id, taken, { locked: -1, onHand: -1 }, s.now);
  if (action === 'deliver' && shipTo) await receiveInboundStock(tx, s.tenantId, shipTo, taken, s.now);
  if (action === 'confirmReverse') await receiveInboundStock(tx, s.tenantId, row.warehouse_id, taken, s.now);
  return true;
}
