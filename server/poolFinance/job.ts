// The platform's side of pool financing (docs/domain/finance.md "Pool financing"): a submitted
// application waits POOL_FINANCE_REVIEW_SECONDS (default 30), then is checked again as the platform
// sees it now: every settlement still eligible (SETTLEMENT_DUE when its payment date has come,
// SETTLEMENT_INELIGIBLE otherwise) and the amount within the limit without it (OVER_LIMIT); it is
// approved or refused with that reason code. An approved application is paid out (disbursed) on the
// next run. One application a unit of work, locked FOR UPDATE SKIP LOCKED so two server processes
// never take the same one, with a record_history row by "Platform". Started by server/main.ts.
//   POOL_FINANCE_JOB_INTERVAL_MS (default 5000): how often an idle job looks for work.
import { randomBytes } from 'node:crypto';
import { POOL_FINANCE_TERMS_DAYS, toCents, type RefusalReason } from '../../src/contract/poolFinance';
import type { Db } from '../db/db';
import { consoleLog, Poller } from '../jobs/poller';
import { poolLimit } from './limit';

const numberFrom = (value: string | undefined, fallback: number) => (Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback);
export const reviewAfterMs = (env: Record<string, string | undefined> = process.env) => numberFrom(env.POOL_FINANCE_REVIEW_SECONDS, 30) * 1000;

const history = (tx: Db, tenantId: string, id: string, action: string, from: string, to: string, note: string, now: Date) =>
  tx.query(
    `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
     VALUES ($1, $2, 'poolFinance.application', $3, $4, $5, $6, $7, NULL, 'Platform', $8)`,
    [`rh_${randomBytes(6).toString('hex')}`, tenantId, id, action, from, to, note, now],
  );

/** The platform's decision on a submitted application at `now`: null to approve, else the reason. */
async function refusalOf(tx: Db, app: { id: string; tenant_id: string; currency: string; amount: string }, now: Date): Promise<RefusalReason | null> {
  const { settlements, limits } = await poolLimit(tx, app.tenant_id, now, app.id);
  const mine = await tx.query<{ settlement_id: string; due: boolean }>(
    `SELECT x.settlement_id, s.period_end + make_interval(days => ${POOL_FINANCE_TERMS_DAYS}) <= $2::timestamptz AS due
       FROM pool_finance_application_settlements x JOIN finance_settlements s ON s.id = x.settlement_id WHERE x.application_id = $1`,
    [app.id, now],
  );
  if (mine.some((m) => m.due)) return 'SETTLEMENT_DUE';
  if (mine.some((m) => !settlements.some((s) => s.id === m.settlement_id && !s.financed))) return 'SETTLEMENT_INELIGIBLE';
  const limit = limits.get(app.currency)?.limit ?? 0n;
  return (toCents(app.amount) ?? 0n) > limit ? 'OVER_LIMIT' : null;
}

/** Decides one submitted application past its wait, or pays out one approved; false when there was none. */
export async function runPoolFinanceJobOnce(db: Db, now: Date, waitMs = reviewAfterMs()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const due = await tx.maybe<{ id: string; tenant_id: string; currency: string; amount: string }>(
      `SELECT id, tenant_id, currency, amount::text AS amount FROM pool_finance_applications WHERE status = 'submitted' AND created_at <= $1
        ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [new Date(now.getTime() - waitMs)],
    );
    if (due) {
      const reason = await refusalOf(tx, due, now);
      const to = reason ? 'refused' : 'approved';
      await tx.query('UPDATE pool_finance_applications SET status = $3, reason = $4, decided_at = $5, version = version + 1 WHERE id = $1 AND tenant_id = $2', [due.id, due.tenant_id, to, reason, now]);
      await history(tx, due.tenant_id, due.id, reason ? 'refuse' : 'approve', 'submitted', to, reason ?? '', now);
      return true;
    }
    const approved = await tx.maybe<{ id: string; tenant_id: string }>(
      "SELECT id, tenant_id FROM pool_finance_applications WHERE status = 'approved' ORDER BY decided_at, id LIMIT 1 FOR UPDATE SKIP LOCKED",
    );
    if (!approved) return false;
    await tx.query("UPDATE pool_finance_applications SET status = 'disbursed', disbursed_at = $3, version = version + 1 WHERE id = $1 AND tenant_id = $2", [approved.id, approved.tenant_id, now]);
    await history(tx, approved.tenant_id, approved.id, 'disburse', 'approved', 'disbursed', '', now);
    return true;
  });
}

export class PoolFinanceRunner extends Poller {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: { db: Db; pollMs?: number; now?: () => Date; log?: (message: string, error?: unknown) => void }) {
    super(options.pollMs ?? numberFrom(process.env.POOL_FINANCE_JOB_INTERVAL_MS, 5000), options.log ?? consoleLog('poolFinance'));
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  /** Nothing is claimed across transactions: nothing to recover. */
  async recover(): Promise<void> {}

  async runOnce(): Promise<boolean> {
    return runPoolFinanceJobOnce(this.db, this.now());
  }
}
