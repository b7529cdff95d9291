// The platform's side of receipt requests and inbounds (docs/domain/receipts.md, "Slice 1
// (built)"), started by server/main.ts like the price decision job. Each unit of work takes one row
// locked with FOR UPDATE SKIP LOCKED, so several server processes never take the same one, and
//   - checks a shipped inbound whose review time has passed (receive_due_at <= now) at the dock
//     (dock-steps.ts: turned away with a RECEIPT_DOCK_* reason, or accepted) and receives an accepted
//     one: the warehouse's count follows countInbound() (src/contract/receipt/counting.ts: by the tracking
//     number's last digit, the first line arrives short, over or damaged), the good quantities go
//     onto the platform warehouse's stock, a receipt number is written and the request settles;
//   - answers a delay application whose review time has passed (delay_due_at <= now): a request's
//     first application is granted (deliver-by moves to the date asked), a later one refused
//     (PLATFORM_NEEDS_STOCK, the date kept); the request settles back to its goods' status.
//   - (slice 2) decides a disputed difference whose review time has passed, else closes an open
//     difference whose answer window closed (receipt-steps.ts: runDisputeJobOnce).
// Each writes a record_history row with the platform as the actor (actor_id null). A supplier acting
// at the same moment either waits for the job's row lock and is told the state moved on, or holds
// it and the job skips the row.
//   RECEIPT_JOB_INTERVAL_MS (default 5000): how often an idle job looks for work.
//   RECEIPT_REVIEW_SECONDS (default 30, requests.ts): the platform's review time.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { consoleLog, Poller } from '../jobs/poller';
import { receiveInbound, settleRequest, type ShippedInbound } from './steps';
import { runOutboundOrderJobOnce } from './outbound-order-job';
import { runDisputeJobOnce } from './receipt-steps';
import { runOutboundJobOnce } from './outbound-job';
import { runReturnRefundJobOnce } from './return-refund-job';
import { acceptAtDock, dockCheck, rejectAtDock } from './dock-steps';

export const RECEIPT_JOB_INTERVAL_MS = 5000;

export function receiptJobInterval(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.RECEIPT_JOB_INTERVAL_MS);
  return Number.isFinite(value) && value > 0 ? value : RECEIPT_JOB_INTERVAL_MS;
}

async function platformHistory(tx: Db, tenantId: string, kind: string, id: string, action: string, from: string, to: string, note: string, now: Date) {
  await tx.query(
    `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, 'Platform', $9)`,
    [`rh_${randomBytes(6).toString('hex')}`, tenantId, kind, id, action, from, to, note, now],
  );
}

/** Answers one delay application in the caller's transaction (the job's rule). */
export async function decideDelay(tx: Db, r: { id: string; tenant_id: string; delays: number; delay_to: Date }, now: Date): Promise<void> {
  const grant = r.delays === 0;
  await tx.query(
    `UPDATE receipt_requests SET status = 'acknowledged', delay_decision = $2, delays = delays + 1, deliver_by = CASE WHEN $2 = 'granted' THEN delay_to ELSE deliver_by END,
            delay_due_at = NULL, version = version + 1, updated_at = $3 WHERE id = $1`,
    [r.id, grant ? 'granted' : 'refused', now],
  );
  await platformHistory(tx, r.tenant_id, 'receipt.request', r.id, grant ? 'grantDelay' : 'refuseDelay', 'delayRequested', 'acknowledged', grant ? '' : 'PLATFORM_NEEDS_STOCK', now);
  await settleRequest(tx, r.tenant_id, r.id, now);
}

/**
 * The platform's dock decision then, when it accepts, its count (the job's step; also the seed's):
 * turned away with the dock's reason (rejectedAtDock), or accepted and received in one transaction.
 * An inbound the dock accepted before (confirm order) is only counted.
 */
export async function dockThenReceive(tx: Db, due: ShippedInbound & { dock_accepted_at?: Date | null }, now: Date): Promise<'rejectedAtDock' | 'received'> {
  if (!due.dock_accepted_at) {
    const reason = await dockCheck(tx, due.id, now);
    if (reason) {
      await rejectAtDock(tx, due, reason, now);
      return 'rejectedAtDock';
    }
    await acceptAtDock(tx, due, now);
  }
  // the receive row first: a count with no difference closes the inbound within receiveInbound
  await platformHistory(tx, due.tenant_id, 'receipt.inbound', due.id, 'receive', 'shipped', 'received', '', now);
  await receiveInbound(tx, due, now);
  return 'received';
}

export class ReceiptPlatformRunner extends Poller {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: { db: Db; pollMs?: number; now?: () => Date; log?: (message: string, error?: unknown) => void }) {
    super(options.pollMs ?? receiptJobInterval(), options.log ?? consoleLog('receipts'));
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  /** Nothing is claimed across transactions: nothing to recover. */
  async recover(): Promise<void> {}

  /** Receives one due inbound, else answers one due delay application, else one due outbound order step (outbound-order-job.ts), else one dispute or closed window; false when there was none. */
  async runOnce(): Promise<boolean> {
    return (
      (await this.receiveOne()) ||
      (await this.delayOne()) ||
      (await runOutboundOrderJobOnce(this.db, this.now())) ||
      (await runDisputeJobOnce(this.db, this.now())) ||
      (await runOutboundJobOnce(this.db, this.now())) ||
      (await runReturnRefundJobOnce(this.db, this.now()))
    );
  }

  private async receiveOne(): Promise<boolean> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const due = await tx.maybe<ShippedInbound & { dock_accepted_at: Date | null }>(
        `SELECT id, tenant_id, request_id, tracking_no, dock_accepted_at FROM receipt_inbounds WHERE status = 'shipped' AND receive_due_at <= $1 ORDER BY receive_due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      );
      if (!due) return false;
      await dockThenReceive(tx, due, now);
      return true;
    });
  }

  private async delayOne(): Promise<boolean> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const due = await tx.maybe<{ id: string; tenant_id: string; delays: number; delay_to: Date }>(
        `SELECT id, tenant_id, delays, delay_to FROM receipt_requests WHERE status = 'delayRequested' AND delay_due_at <= $1 ORDER BY delay_due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      );
      if (!due) return false;
      await decideDelay(tx, due, now);
      return true;
    });
  }
}
