// The platform's finance job (docs/domain/finance.md, the settlement diagram). One unit of work,
// locked FOR UPDATE SKIP LOCKED, through the record-with-actions kit's step (history as "Platform"):
//   close        an open settlement whose month has ended -> pendingConfirm (totals frozen: later
//                transactions of its cart go to the next open month; 7-day confirm window)
//   decide       a settlement with disputes due: each due one decided by data (decide-dispute.ts);
//                a disputed settlement with none left open -> pendingConfirm
//   autoConfirm  a settlement awaiting confirmation past its window, none disputed -> confirmed
//   invoice      a submitted invoice past its review time -> approved or rejected (invoice-job.ts)
import { CONFIRM_WINDOW_DAYS } from '../../src/contract/finance';
import type { Db } from '../db/db';
import { applyRecordAction } from '../back/record-actions';
import { consoleLog, Poller } from '../jobs/poller';
import { decideDispute } from './decide-dispute';
import { decideNextInvoice } from './invoice-job';
import { settlementTable } from './settlements';

export const FINANCE_JOB_INTERVAL_MS = 5000;
const PLATFORM = { id: null, name: 'Platform' };

export function financeJobInterval(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.FINANCE_JOB_INTERVAL_MS);
  return Number.isFinite(value) && value > 0 ? value : FINANCE_JOB_INTERVAL_MS;
}

type Due = { id: string; tenant_id: string; number: string; version: number; status: string };

async function step(tx: Db, due: Due, action: 'close' | 'decide' | 'autoConfirm', now: Date, note: string, set: Record<string, Date | boolean | string | null>) {
  await applyRecordAction(tx, settlementTable, { tenantId: due.tenant_id, lang: 'en', by: PLATFORM, key: due.id, action, version: due.version, note, now, set });
}

export async function runFinanceJobOnce(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const closing = await tx.maybe<Due>(
      `SELECT id, tenant_id, number, version, status FROM finance_settlements WHERE status = 'open' AND period_end <= $1 ORDER BY period_end, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now],
    );
    if (closing) {
      await step(tx, closing, 'close', now, '', { confirm_deadline: new Date(now.getTime() + CONFIRM_WINDOW_DAYS * 86_400_000) });
      return true;
    }
    const deciding = await tx.maybe<Due>(
      `SELECT s.id, s.tenant_id, s.number, s.version, s.status FROM finance_settlements s
        WHERE EXISTS (SELECT 1 FROM finance_disputes d WHERE d.settlement_id = s.id AND d.status = 'open' AND d.decide_due_at <= $1)
        ORDER BY s.period_end, s.id LIMIT 1 FOR UPDATE OF s SKIP LOCKED`,
      [now],
    );
    if (deciding) {
      const due = await tx.query<{ id: string }>(`SELECT id FROM finance_disputes WHERE settlement_id = $1 AND status = 'open' AND decide_due_at <= $2 ORDER BY created_at, id`, [deciding.id, now]);
      let won = 0;
      for (const d of due) if (await decideDispute(tx, d.id, now)) won++;
      const left = await tx.one<{ n: number }>(`SELECT count(*)::int AS n FROM finance_disputes WHERE settlement_id = $1 AND status = 'open'`, [deciding.id]);
      const note = `${due.length} disputed lines decided, ${won} upheld`;
      if (deciding.status === 'disputed' && left.n === 0) await step(tx, deciding, 'decide', now, note, {});
      return true;
    }
    const late = await tx.maybe<Due>(
      `SELECT id, tenant_id, number, version, status FROM finance_settlements WHERE status = 'pendingConfirm' AND confirm_deadline <= $1 ORDER BY confirm_deadline, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now],
    );
    if (late) {
      await step(tx, late, 'autoConfirm', now, 'confirmed by default: the window closed unanswered', { confirmed_at: now, confirmed_by_name: PLATFORM.name, auto_confirmed: true });
      return true;
    }
    return decideNextInvoice(tx, now);
  });
}

export class FinanceJobRunner extends Poller {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: { db: Db; pollMs?: number; now?: () => Date; log?: (message: string, error?: unknown) => void }) {
    super(options.pollMs ?? financeJobInterval(), options.log ?? consoleLog('finance'));
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  /** Nothing is claimed across transactions: nothing to recover. */
  async recover(): Promise<void> {}

  async runOnce(): Promise<boolean> {
    return runFinanceJobOnce(this.db, this.now());
  }
}
