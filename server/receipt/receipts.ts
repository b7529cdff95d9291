// The receipt handlers (src/contract/receipt/receipt.ts): the inbox of differences, the receipt list,
// one receipt (by id or receipt number, for the picker), one difference, and the supplier's answers,
// each change in one transaction with the difference row locked:
//   accept    open -> accepted (the receipt stands; a short is the supplier's loss);
//   dispute   open -> disputed with a note: an attempt used, the platform decides it
//             RECEIPT_REVIEW_SECONDS later (receipt-steps.ts, run by the receiving job);
//   evidence  a photo the tenant uploaded, on the carton or the line of an open difference (at most
//             EVIDENCE_MAX; for a damaged one it may mark the damage "on arrival").
// An answer after the window closed is refused (RECEIPT_DIFFERENCE_WINDOW_CLOSED); a step repeated
// with the version read by a double submit is answered with the difference as it is.
import type { Language } from '../../src/contract';
import {
  actOnDifference,
  attachEvidence,
  EVIDENCE_MAX,
  getDifference,
  getReceipt,
  searchDifferences,
  searchReceipts,
  type DifferenceAction,
  type DifferenceInfo,
  type DifferenceStatus,
  type ReceiptInfo,
} from '../../src/contract/receipt';
import type { Db, SqlParam } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { callerOf } from '../lists/registry';
import { iso, isoOrNull, newId, notFound } from '../inventory';
import { differenceListDefinition, receiptListDefinition } from './list-receipts';
import { receiptRefusals } from './messages';
import { reviewSeconds } from './requests';
import { withClock } from './due-soon';
import { closeReceiptIfSettled } from './receipt-steps';

export const differenceTable: RecordTable<DifferenceAction, DifferenceStatus> = {
  kind: 'receipt.difference',
  table: 'receipt_differences',
  transitions: {
    accept: { from: ['open'], to: 'accepted' },
    dispute: { from: ['open'], to: 'disputed' },
  },
  notFound,
  decided: (lang, row) => receiptRefusals.differenceState(lang, row.status),
  stale: (lang) => receiptRefusals.differenceStale(lang),
};

const DIFFERENCE_SQL = `SELECT d.*, r.receipt_no, l.line_no, l.shipped, l.carton_no, l.declared_kg, l.found_kg, l.unit_price, l.currency, k.sku, k.name AS sku_name,
         i.tracking_no, i.ship_date
    FROM receipt_differences d
    JOIN receipts r ON r.id = d.receipt_id AND r.tenant_id = d.tenant_id
    JOIN receipt_lines l ON l.id = d.line_id
    JOIN receipt_inbounds i ON i.id = r.inbound_id AND i.tenant_id = r.tenant_id
    JOIN skus k ON k.id = d.sku_id AND k.tenant_id = d.tenant_id`;

async function differencesOf(db: Db, tenantId: string, where: string, key: string): Promise<DifferenceInfo[]> {
  const rows = await db.query<Record<string, unknown>>(`${DIFFERENCE_SQL} WHERE d.tenant_id = $1 AND ${where} = $2 ORDER BY l.line_no, d.id`, [tenantId, key]);
  const evidence = await db.query<{ id: string; difference_id: string; image_id: string; file_name: string; target: 'carton' | 'line' }>(
    `SELECT e.id, e.difference_id, e.image_id, m.file_name, e.target FROM receipt_difference_evidence e JOIN images m ON m.id = e.image_id AND m.tenant_id = e.tenant_id
      WHERE e.tenant_id = $1 AND e.difference_id = ANY($2::text[]) ORDER BY e.created_at, e.id`,
    [tenantId, rows.map((r) => String(r.id))],
  );
  return rows.map((d) => ({
    id: String(d.id),
    receiptId: String(d.receipt_id),
    receiptNo: String(d.receipt_no),
    lineNo: Number(d.line_no),
    type: d.type as DifferenceInfo['type'],
    sku: String(d.sku),
    skuName: String(d.sku_name),
    qty: Number(d.qty),
    value: Math.round(Number(d.qty) * Number(d.unit_price) * 100) / 100,
    currency: String(d.currency),
    status: d.status as DifferenceStatus,
    answerOpensAt: iso(d.answer_opens_at),
    answerClosesAt: iso(d.answer_closes_at),
    attemptsLeft: Number(d.attempts_left),
    disputeNote: String(d.dispute_note),
    damageOnArrival: Boolean(d.damage_on_arrival),
    decision: (d.decision_code as DifferenceInfo['decision']) ?? null,
    decidedAt: isoOrNull(d.decided_at),
    carton: { cartonNo: String(d.carton_no), qty: Number(d.shipped), declaredKg: Number(d.declared_kg), foundKg: Number(d.found_kg) },
    trackingNo: String(d.tracking_no),
    shipDate: d.ship_date ? iso(d.ship_date).slice(0, 10) : null,
    evidence: evidence.filter((e) => e.difference_id === d.id).map((e) => ({ id: e.id, imageId: e.image_id, url: `/back/api/scm-app/supplier/image/${e.image_id}`, fileName: e.file_name, target: e.target })),
    version: Number(d.version),
  }));
}

export async function differenceInfo(db: Db, tenantId: string, id: string, lang: Language): Promise<DifferenceInfo> {
  const [d] = await differencesOf(db, tenantId, 'd.id', id);
  if (!d) throw notFound(lang);
  return d;
}

export async function receiptInfo(db: Db, tenantId: string, idOrNo: string, lang: Language): Promise<ReceiptInfo> {
  const r = await db.maybe<{ id: string; receipt_no: string; inbound_id: string; inbound_no: string; request_no: string; warehouse: string; received_at: Date; version: number }>(
    `SELECT r.id, r.receipt_no, r.inbound_id, i.inbound_no, q.request_no, w.name AS warehouse, r.received_at, r.version
       FROM receipts r JOIN receipt_inbounds i ON i.id = r.inbound_id AND i.tenant_id = r.tenant_id
       JOIN receipt_requests q ON q.id = i.request_id AND q.tenant_id = i.tenant_id
       JOIN warehouses w ON w.id = r.warehouse_id AND w.tenant_id = r.tenant_id
      WHERE r.tenant_id = $1 AND (r.id = $2 OR r.receipt_no = $2)`,
    [tenantId, idOrNo],
  );
  if (!r) throw notFound(lang);
  const lines = await db.query<{ id: string; line_no: number; sku: string; name: string; shipped: number; received_good: number; received_damaged: number; unit_price: string; currency: string; carton_no: string }>(
    `SELECT l.id, l.line_no, k.sku, k.name, l.shipped, l.received_good, l.received_damaged, l.unit_price, l.currency, l.carton_no
       FROM receipt_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id WHERE l.receipt_id = $1 AND l.tenant_id = $2 ORDER BY l.line_no`,
    [r.id, tenantId],
  );
  const differences = await differencesOf(db, tenantId, 'd.receipt_id', r.id);
  return {
    id: r.id,
    receiptNo: r.receipt_no,
    inboundId: r.inbound_id,
    inboundNo: r.inbound_no,
    requestNo: r.request_no,
    warehouse: r.warehouse,
    receivedAt: iso(r.received_at),
    settleable: differences.every((d) => d.status !== 'open' && d.status !== 'disputed'),
    lines: lines.map((l) => ({
      id: l.id,
      lineNo: l.line_no,
      sku: l.sku,
      skuName: l.name,
      shipped: l.shipped,
      receivedGood: l.received_good,
      receivedDamaged: l.received_damaged,
      unitPrice: Number(l.unit_price),
      currency: l.currency,
      cartonNo: l.carton_no,
    })),
    differences,
    version: r.version,
  };
}

interface LockedDifference {
  id: string;
  receipt_id: string;
  type: string;
  status: DifferenceStatus;
  version: number;
  attempts_left: number;
  answer_closes_at: Date;
}

async function lockDifference(tx: Db, tenantId: string, id: string, lang: Language): Promise<LockedDifference> {
  const row = await tx.maybe<LockedDifference>('SELECT id, receipt_id, type, status, version, attempts_left, answer_closes_at FROM receipt_differences WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [id, tenantId]);
  if (!row) throw notFound(lang);
  return row;
}

export const receiptHandlers: readonly HandlerEntry[] = [
  defineHandler(searchDifferences, async ({ db, user, body, now }) => (await differenceListDefinition.page(db, withClock(callerOf(user), now), body)) as never),
  defineHandler(searchReceipts, async ({ db, user, body }) => (await receiptListDefinition.page(db, callerOf(user), body)) as never),
  defineHandler(getReceipt, ({ db, user, params }) => receiptInfo(db, user.tenant.id, params.id, user.lang)),
  defineHandler(getDifference, ({ db, user, params }) => differenceInfo(db, user.tenant.id, params.id, user.lang)),

  defineHandler(actOnDifference, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await db.transaction(async (tx) => {
      const row = await lockDifference(tx, tenantId, body.id, user.lang);
      if (row.status === differenceTable.transitions[body.action].to && row.version === body.version + 1) return;
      if (row.status === 'open' && row.version === body.version && new Date(row.answer_closes_at).getTime() <= now.getTime()) throw receiptRefusals.windowClosed(user.lang);
      const set: Record<string, SqlParam> =
        body.action === 'dispute'
          ? { dispute_note: body.note, attempts_left: Math.max(row.attempts_left - 1, 0), decide_due_at: new Date(now.getTime() + reviewSeconds() * 1000), decision_code: null, updated_at: now }
          : { updated_at: now };
      await applyRecordAction(tx, differenceTable, { tenantId, lang: user.lang, by: { id: user.id, name: user.displayName }, key: body.id, action: body.action, version: body.version, note: body.note, now, set });
      await tx.query('UPDATE receipts SET version = version + 1, updated_at = $2 WHERE id = $1', [row.receipt_id, now]);
      if (body.action === 'accept') await closeReceiptIfSettled(tx, row.receipt_id, now);
    });
    return differenceInfo(db, tenantId, body.id, user.lang);
  }),

  defineHandler(attachEvidence, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await db.transaction(async (tx) => {
      const row = await lockDifference(tx, tenantId, body.id, user.lang);
      const held = await tx.query<{ image_id: string }>('SELECT image_id FROM receipt_difference_evidence WHERE difference_id = $1', [row.id]);
      if (held.some((e) => e.image_id === body.imageId) && row.version === body.version + 1) return;
      if (row.status !== 'open') throw receiptRefusals.differenceState(user.lang, row.status);
      if (row.version !== body.version) throw receiptRefusals.differenceStale(user.lang);
      if (new Date(row.answer_closes_at).getTime() <= now.getTime()) throw receiptRefusals.windowClosed(user.lang);
      const image = await tx.maybe('SELECT 1 FROM images WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL', [body.imageId, tenantId]);
      if (!image) throw receiptRefusals.evidenceImage(user.lang);
      if (held.length >= EVIDENCE_MAX) throw receiptRefusals.evidenceFull(user.lang);
      await tx.query(`INSERT INTO receipt_difference_evidence (id, tenant_id, difference_id, image_id, target, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (difference_id, image_id) DO NOTHING`, [
        newId('rde'),
        tenantId,
        row.id,
        body.imageId,
        body.target,
        now,
      ]);
      await tx.query('UPDATE receipt_differences SET version = version + 1, damage_on_arrival = damage_on_arrival OR ($2 AND type = $3), updated_at = $4 WHERE id = $1', [row.id, body.onArrival, 'damaged', now]);
    });
    return differenceInfo(db, tenantId, body.id, user.lang);
  }),
];
