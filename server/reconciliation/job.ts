// The platform's side of reconciliation (docs/domain/finance.md "Reconciliation"): a submitted bill
// is closed, its accepted differences kept as the bill's accepted total (the adjustment the
// platform books); one bill a unit of work, locked FOR UPDATE SKIP LOCKED so two server processes
// never take the same one, with a record_history row by "Platform". Started by server/main.ts.
//   RECONCILIATION_JOB_INTERVAL_MS (default 5000): how often an idle job looks for work.
//   RECONCILIATION_CLOSE_SECONDS (default 30): how long a submitted bill waits for the platform.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { consoleLog, Poller } from '../jobs/poller';

const numberFrom = (value: string | undefined, fallback: number) => (Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback);
export const closeAfterMs = (env: Record<string, string | undefined> = process.env) => numberFrom(env.RECONCILIATION_CLOSE_SECONDS, 30) * 1000;

/** Closes one submitted bill whose wait has passed; false when there was none. */
export async function runReconciliationJobOnce(db: Db, now: Date, waitMs = closeAfterMs()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const due = await tx.maybe<{ id: string; tenant_id: string; accepted_total: string }>(
      `SELECT id, tenant_id, accepted_total::text AS accepted_total FROM reconciliation_bills WHERE status = 'submitted' AND submitted_at <= $1
        ORDER BY submitted_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [new Date(now.getTime() - waitMs)],
    );
    if (!due) return false;
    await tx.query("UPDATE reconciliation_bills SET status = 'closed', closed_at = $3, version = version + 1 WHERE id = $1 AND tenant_id = $2", [due.id, due.tenant_id, now]);
    await tx.query(
      `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
       VALUES ($1, $2, 'reconciliation.bill', $3, 'close', 'submitted', 'closed', $4, NULL, 'Platform', $5)`,
      [`rh_${randomBytes(6).toString('hex')}`, due.tenant_id, due.id, `accepted ${due.accepted_total}`, now],
    );
    return true;
  });
}

export class ReconciliationRunner extends Poller {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: { db: Db; pollMs?: number; now?: () => Date; log?: (message: string, error?: unknown) => void }) {
    super(options.pollMs ?? numberFrom(process.env.RECONCILIATION_JOB_INTERVAL_MS, 5000), options.log ?? consoleLog('reconciliation'));
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  /** Nothing is claimed across transactions: nothing to recover. */
  async recover(): Promise<void> {}

  async runOnce(): Promise<boolean> {
    return runReconciliationJobOnce(this.db, this.now());
  }
}
