// The steps of receipts and their differences (docs/domain/receipts.md, "Receipts and their
// differences") that the receiving step, the handlers, the platform's job and the seed share, each
// in the caller's transaction:
//   postReceipt      the receipt of a counted inbound: one line per inbound line (shipped, good,
//                    damaged, the sku's price, the carton declared and the weight found) and its
//                    differences, each open with its answer window (ANSWER_WINDOW_DAYS) and
//                    DISPUTE_ATTEMPTS attempts; a wrong sku found in a carton (the seed's only) is
//                    held aside by the warehouse: a difference, not stock.
//   decideOne        the platform's decision on a disputed difference (dispute-rules.ts): upheld
//                    settles it (a short's recount puts the units on the receipt line, the inbound
//                    line and the platform warehouse's stock: stock.ts); refused opens it again while
//                    attempts are left, else closes it lost.
//   expireOne        an open difference whose window closed: closedLost.
// Each platform decision writes a record_history row by "Platform" (actor null).
import { randomBytes } from 'node:crypto';
import { ANSWER_WINDOW_DAYS, decideDispute, DISPUTE_ATTEMPTS, foundCartonKg, lineDifferences, type DisputeDecision } from '../../src/contract/receipt';
import type { Db } from '../db/db';
import { correctPlatformStock } from './stock';

const DAY = 86_400_000;

export async function platformHistory(tx: Db, tenantId: string, kind: string, id: string, action: string, from: string, to: string, note: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, 'Platform', $9)`,
    [`rh_${randomBytes(6).toString('hex')}`, tenantId, kind, id, action, from, to, note, now],
  );
}

export interface CountedInboundLine {
  id: string;
  line_no: number;
  sku_id: string;
  qty: number;
  good: number;
  damaged: number;
  carton_weight_kg: string | number;
}

/** Writes the receipt of a counted inbound; `wrongSku` (the seed's) adds a sku found in the first carton. */
export async function postReceipt(
  tx: Db,
  inbound: { id: string; tenant_id: string; inbound_no: string; tracking_no: string; warehouse_id: string },
  receiptNo: string,
  lines: readonly CountedInboundLine[],
  now: Date,
  wrongSku?: { skuId: string; qty: number },
): Promise<string> {
  const receiptId = `wr-${inbound.id}`;
  await tx.query(`INSERT INTO receipts (id, tenant_id, receipt_no, inbound_id, warehouse_id, received_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)`, [
    receiptId,
    inbound.tenant_id,
    receiptNo,
    inbound.id,
    inbound.warehouse_id,
    now,
  ]);
  const closes = new Date(now.getTime() + ANSWER_WINDOW_DAYS * DAY);
  let n = 0;
  const difference = async (lineId: string, type: string, skuId: string, qty: number) => {
    n += 1;
    await tx.query(
      `INSERT INTO receipt_differences (id, tenant_id, receipt_id, line_id, type, sku_id, qty, status, answer_opens_at, answer_closes_at, attempts_left, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8, $9, $10, $8, $8)`,
      [`${receiptId}-d${n}`, inbound.tenant_id, receiptId, lineId, type, skuId, qty, now, closes, DISPUTE_ATTEMPTS],
    );
  };
  for (const l of lines) {
    const lineId = `${receiptId}-${l.line_no}`;
    const declared = Number(l.carton_weight_kg);
    await tx.query(
      `INSERT INTO receipt_lines (id, tenant_id, receipt_id, line_no, inbound_line_id, sku_id, shipped, received_good, received_damaged, unit_price, currency, carton_no, declared_kg, found_kg)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, k.purchase_cost, k.currency, $10, $11, $12 FROM skus k WHERE k.id = $6 AND k.tenant_id = $2`,
      [lineId, inbound.tenant_id, receiptId, l.line_no, l.id, l.sku_id, l.qty, l.good, l.damaged, `${inbound.inbound_no}-C${l.line_no}`, declared, foundCartonKg(inbound.tracking_no, declared, l.qty, l.good + l.damaged)],
    );
    for (const d of lineDifferences({ shipped: l.qty, good: l.good, damaged: l.damaged })) await difference(lineId, d.type, l.sku_id, d.qty);
    if (wrongSku && l.line_no === lines[0].line_no) await difference(lineId, 'wrongSku', wrongSku.skuId, wrongSku.qty);
  }
  return receiptId;
}

interface DisputedRow {
  id: string;
  tenant_id: string;
  receipt_id: string;
  line_id: string;
  type: 'short' | 'over' | 'damaged' | 'wrongSku';
  qty: number;
  attempts_left: number;
  damage_on_arrival: boolean;
}

/** The platform decides one disputed difference (locked by the caller). */
export async function decideOne(tx: Db, d: DisputedRow, now: Date): Promise<{ upheld: boolean; code: DisputeDecision; to: string }> {
  const facts = await tx.one<{ shipped: number; received: number; declared_kg: string; found_kg: string; carton_photos: number; photos: number; inbound_line_id: string; sku_id: string; warehouse_id: string }>(
    `SELECT l.shipped, (l.received_good + l.received_damaged)::int AS received, l.declared_kg, l.found_kg, l.inbound_line_id, l.sku_id, r.warehouse_id,
            (SELECT count(*) FROM receipt_difference_evidence e WHERE e.difference_id = $1 AND e.target = 'carton')::int AS carton_photos,
            (SELECT count(*) FROM receipt_difference_evidence e WHERE e.difference_id = $1)::int AS photos
       FROM receipt_lines l JOIN receipts r ON r.id = l.receipt_id WHERE l.id = $2`,
    [d.id, d.line_id],
  );
  const decision = decideDispute({
    type: d.type,
    declaredKg: Number(facts.declared_kg),
    foundKg: Number(facts.found_kg),
    cartonQty: facts.shipped,
    received: facts.received,
    cartonPhotos: facts.carton_photos,
    photos: facts.photos,
    damageOnArrival: d.damage_on_arrival,
  });
  const to = decision.upheld ? 'upheld' : d.attempts_left > 0 ? 'open' : 'closedLost';
  await tx.query(`UPDATE receipt_differences SET status = $2, decision_code = $3, decided_at = $4, decide_due_at = NULL, version = version + 1, updated_at = $4 WHERE id = $1`, [d.id, to, decision.code, now]);
  if (decision.upheld && d.type === 'short') {
    // the recount found the units: the receipt line, the inbound line and the shelf follow
    await tx.query('UPDATE receipt_lines SET received_good = received_good + $2 WHERE id = $1', [d.line_id, d.qty]);
    await tx.query('UPDATE receipt_inbound_lines SET received_good = received_good + $2 WHERE id = $1', [facts.inbound_line_id, d.qty]);
    await correctPlatformStock(tx, d.tenant_id, facts.warehouse_id, facts.sku_id, d.qty, now);
  }
  await tx.query('UPDATE receipts SET version = version + 1, updated_at = $2 WHERE id = $1', [d.receipt_id, now]);
  await platformHistory(tx, d.tenant_id, 'receipt.difference', d.id, decision.upheld ? 'uphold' : 'refuse', 'disputed', to, decision.code, now);
  await closeReceiptIfSettled(tx, d.receipt_id, now);
  return { ...decision, to };
}

/** An open difference whose answer window closed is lost (locked by the caller). */
export async function expireOne(tx: Db, d: { id: string; tenant_id: string; receipt_id: string }, now: Date): Promise<void> {
  await tx.query(`UPDATE receipt_differences SET status = 'closedLost', decision_code = 'RECEIPT_DISPUTE_WINDOW_CLOSED', decided_at = $2, version = version + 1, updated_at = $2 WHERE id = $1`, [d.id, now]);
  await tx.query('UPDATE receipts SET version = version + 1, updated_at = $2 WHERE id = $1', [d.receipt_id, now]);
  await platformHistory(tx, d.tenant_id, 'receipt.difference', d.id, 'expire', 'open', 'closedLost', 'RECEIPT_DISPUTE_WINDOW_CLOSED', now);
  await closeReceiptIfSettled(tx, d.receipt_id, now);
}

/** One due dispute decided, else one closed window expired; false when there was none (the job's unit of work). */
export async function runDisputeJobOnce(db: Db, now: Date): Promise<boolean> {
  const decided = await db.transaction(async (tx) => {
    const due = await tx.maybe<DisputedRow>(
      `SELECT id, tenant_id, receipt_id, line_id, type, qty, attempts_left, damage_on_arrival FROM receipt_differences
        WHERE status = 'disputed' AND decide_due_at <= $1 ORDER BY decide_due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now],
    );
    if (!due) return false;
    await decideOne(tx, due, now);
    return true;
  });
  if (decided) return true;
  return db.transaction(async (tx) => {
    const due = await tx.maybe<{ id: string; tenant_id: string; receipt_id: string }>(
      `SELECT id, tenant_id, receipt_id FROM receipt_differences WHERE status = 'open' AND answer_closes_at <= $1 ORDER BY answer_closes_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now],
    );
    if (!due) return false;
    await expireOne(tx, due, now);
    return true;
  });
}

/** Closes the received inbound when its receipt has no open or disputed difference; true when it did. */
export async function closeIfSettled(tx: Db, inboundId: string, now: Date): Promise<boolean> {
  const closed = await tx.maybe<{ tenant_id: string }>(
    `UPDATE receipt_inbounds i SET status = 'closed', version = version + 1, updated_at = $2
      WHERE i.id = $1 AND i.status = 'received'
        AND NOT EXISTS (SELECT 1 FROM receipts r JOIN receipt_differences d ON d.receipt_id = r.id WHERE r.inbound_id = i.id AND d.status IN ('open', 'disputed'))
      RETURNING i.tenant_id`,
    [inboundId, now],
  );
  if (closed) await platformHistory(tx, closed.tenant_id, 'receipt.inbound', inboundId, 'close', 'received', 'closed', '', now);
  return Boolean(closed);
}

/** closeIfSettled for the inbound of a receipt (after one of its differences was settled). */
export async function closeReceiptIfSettled(tx: Db, receiptId: string, now: Date): Promise<void> {
  const r = await tx.one<{ inbound_id: string }>('SELECT inbound_id FROM receipts WHERE id = $1', [receiptId]);
  await closeIfSettled(tx, r.inbound_id, now);
}
