// The platform's side of price inquiries (docs/domain/receipts.md, "Price inquiries"), started by
// server/main.ts like the receipt job. At an inquiry's deadline (reply_closes_at <= now) one unit of
// work takes the inquiry row with FOR UPDATE SKIP LOCKED (so several server processes never take
// the same one) and decides it:
//   open     no line was replied: expired, every line's outcome noReply;
//   replied  each line by awardLine() (src/contract/receipt/inquiry.ts): a quote within the target
//            and no higher than the other bidders' best (stored per line when the inquiry was
//            issued: the platform's, anonymous) wins the quantity wanted. With a line won the
//            inquiry is awarded and a receipt request for the won lines opens through the request
//            code's own step (steps.ts openRequest: the same as the platform's requests), to the
//            inquiry's destination warehouse, deliver-by after the longest lead time quoted; with
//            none, not awarded.
// Each decision writes a record_history row by "Platform" (actor_id null).
//   INQUIRY_JOB_INTERVAL_MS (default 5000): how often an idle job looks for due inquiries.
import { randomBytes } from 'node:crypto';
import { awardLine, type DeclineReason } from '../../src/contract/receipt';
import type { Db } from '../db/db';
import { consoleLog, Poller } from '../jobs/poller';
import { nextNo, openRequest } from './steps';

export const INQUIRY_JOB_INTERVAL_MS = 5000;
const DAY = 86_400_000;

export function inquiryJobInterval(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.INQUIRY_JOB_INTERVAL_MS);
  return Number.isFinite(value) && value > 0 ? value : INQUIRY_JOB_INTERVAL_MS;
}

export interface DueInquiry {
  id: string;
  tenant_id: string;
  status: 'open' | 'replied';
  warehouse_id: string;
}

/** A request number of the day not taken yet (nextNo counts the day's numbers; the seed's own may sit above the count). */
async function freeRequestNo(tx: Db, tenantId: string, now: Date): Promise<string> {
  let no = await nextNo(tx, tenantId, 'RQ', now);
  while (await tx.maybe('SELECT 1 FROM receipt_requests WHERE tenant_id = $1 AND request_no = $2', [tenantId, no])) {
    const n = Number(no.slice(8)) + 1;
    no = `${no.slice(0, 8)}${String(n).padStart(3, '0')}`;
  }
  return no;
}

/** Decides one due inquiry in the caller's transaction (the job's rule; the seed uses it too). */
export async function decideInquiry(tx: Db, q: DueInquiry, now: Date): Promise<void> {
  const lines = await tx.query<{ id: string; sku_id: string; wanted_qty: number; target_price: string | null; other_best_price: string | null; unit_price: string | null; decline_reason: DeclineReason | null; lead_days: number | null }>(
    'SELECT id, sku_id, wanted_qty, target_price, other_best_price, unit_price, decline_reason, lead_days FROM receipt_inquiry_lines WHERE inquiry_id = $1 ORDER BY line_no',
    [q.id],
  );
  const n = (v: string | null) => (v === null ? null : Number(v));
  const outcomes = lines.map((l) => ({ l, outcome: awardLine({ unitPrice: n(l.unit_price), declineReason: l.decline_reason, targetPrice: n(l.target_price), otherBestPrice: n(l.other_best_price) }) }));
  const won = outcomes.filter((o) => o.outcome === 'won');
  for (const { l, outcome } of outcomes) {
    await tx.query('UPDATE receipt_inquiry_lines SET outcome = $2, awarded_qty = $3 WHERE id = $1', [l.id, outcome, outcome === 'won' ? l.wanted_qty : 0]);
  }
  const to = q.status === 'open' ? 'expired' : won.length > 0 ? 'awarded' : 'notAwarded';
  let requestId: string | null = null;
  if (to === 'awarded') {
    requestId = `rq-${q.id}`;
    const lead = Math.max(...won.map((o) => o.l.lead_days ?? 0));
    await openRequest(tx, {
      id: requestId,
      tenantId: q.tenant_id,
      requestNo: await freeRequestNo(tx, q.tenant_id, now),
      warehouseId: q.warehouse_id,
      deliveryType: 'lessThanTruckload',
      at: now,
      deliverBy: new Date(now.getTime() + (lead + 7) * DAY),
      lines: won.map((o) => ({ skuId: o.l.sku_id, qty: o.l.wanted_qty })),
    });
    for (const [i, o] of won.entries()) await tx.query('UPDATE receipt_inquiry_lines SET request_line_id = $2 WHERE id = $1', [o.l.id, `${requestId}-${i + 1}`]);
  }
  await tx.query('UPDATE receipt_inquiries SET status = $2, decided_at = $3, request_id = $4, version = version + 1, updated_at = $3 WHERE id = $1', [q.id, to, now, requestId]);
  await tx.query(
    `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
     VALUES ($1, $2, 'receipt.inquiry', $3, $4, $5, $6, $7, NULL, 'Platform', $8)`,
    [`rh_${randomBytes(6).toString('hex')}`, q.tenant_id, q.id, to === 'expired' ? 'expire' : 'award', q.status, to, `${won.length}/${lines.length}`, now],
  );
}

export class InquiryAwardRunner extends Poller {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: { db: Db; pollMs?: number; now?: () => Date; log?: (message: string, error?: unknown) => void }) {
    super(options.pollMs ?? inquiryJobInterval(), options.log ?? consoleLog('inquiries'));
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  /** Nothing is claimed across transactions: nothing to recover. */
  async recover(): Promise<void> {}

  /** Decides one inquiry whose deadline passed; false when there was none. */
  async runOnce(): Promise<boolean> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const due = await tx.maybe<DueInquiry>(
        `SELECT id, tenant_id, status, warehouse_id FROM receipt_inquiries WHERE status IN ('open', 'replied') AND reply_closes_at <= $1 ORDER BY reply_closes_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      );
      if (!due) return false;
      await decideInquiry(tx, due, now);
      return true;
    });
  }
}
