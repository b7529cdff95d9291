// The automatic isolation job (docs/domain/separation.md, "The automatic job"): each unit of work
// takes one isolation, locked with FOR UPDATE SKIP LOCKED so several server processes never do the
// same work, in this order:
//   1. an incremental separation that is syncing: isolate it (synced) or return it to created
//      with the reason;
//   2. a submitted isolation with automatic start whose start time has come: start it, or, when
//      stock is short, turn its automatic start off (the user starts it by hand later);
//   3. an isolation in effect or suspended whose end time has passed: finish it (what is held
//      returns to the shared pool).
// Every action writes an auto-run row and a history row whose actor is null (the job).
//   SEPARATION_JOB_INTERVAL_MS (default 5000): how often an idle job looks for work.
import type { Db } from '../db/db';
import { tryIsolateAll } from '../separate/separation';
import { syncNow, type IncRow } from '../separate/increments';
import { note } from '../separate/messages';
import { addAutoRun, addHistory, releaseAll, saveStatus, type SepRow } from '../separate/store';
import { consoleLog, Poller } from './poller';

export const SEPARATION_JOB_INTERVAL_MS = 5000;

export interface SeparationRunnerOptions {
  db: Db;
  pollMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

const sepColumns = `s.id, s.tenant_id, s.code, s.name, s.cart_id, s.status, s.restored, s.start_at, s.aborted_at, s.auto_start, s.remark,
  s.check_problems, s.version, s.created_at, s.created_by_name, s.updated_at, s.updated_by_name`;

/** The interval from SEPARATION_JOB_INTERVAL_MS (a positive number of ms), else the default. */
export function separationJobInterval(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SEPARATION_JOB_INTERVAL_MS);
  return Number.isFinite(value) && value > 0 ? value : SEPARATION_JOB_INTERVAL_MS;
}

export class SeparationRunner extends Poller {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: SeparationRunnerOptions) {
    super(options.pollMs ?? separationJobInterval(), options.log ?? consoleLog('separation'));
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  /** Nothing is claimed across transactions: nothing to recover. */
  async recover(): Promise<void> {}

  /** Does one unit of work; false when there was none. */
  async runOnce(): Promise<boolean> {
    const now = this.now();
    return (await this.syncOne(now)) || (await this.startOne(now)) || (await this.finishOne(now));
  }

  private async syncOne(now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const sep = await tx.maybe<SepRow>(
        `SELECT ${sepColumns} FROM separations s
          WHERE s.deleted_at IS NULL AND EXISTS (SELECT 1 FROM separation_increments i WHERE i.separation_id = s.id AND i.status = 'syncing')
          ORDER BY s.updated_at, s.id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!sep) return false;
      const inc = await tx.maybe<IncRow>(
        `SELECT id, tenant_id, separation_id, code, status, version FROM separation_increments
          WHERE separation_id = $1 AND status = 'syncing' ORDER BY updated_at, id LIMIT 1 FOR UPDATE`,
        [sep.id],
      );
      if (!inc) return false;
      const result = await syncNow(tx, sep, inc, now);
      await addAutoRun(
        tx,
        sep.tenant_id,
        sep.id,
        'incrementSync',
        result.ok ? 'done' : 'failed',
        result.ok ? note('incrementSynced', { qty: result.qty }) : { en: `${inc.code}: ${result.reason.en}`, zh: `${inc.code}：${result.reason.zh}` },
        now,
      );
      return true;
    });
  }

  private async startOne(now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const sep = await tx.maybe<SepRow>(
        `SELECT ${sepColumns} FROM separations s
          WHERE s.status = 'submitted' AND s.auto_start AND s.start_at <= $1 AND s.deleted_at IS NULL
          ORDER BY s.start_at, s.id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      );
      if (!sep) return false;
      const result = await tryIsolateAll(tx, sep, now);
      if (result.ok) {
        const text = note('start', { qty: result.qty, lines: result.lines });
        await saveStatus(tx, sep, 'inEffect', null, now);
        await addHistory(tx, { tenantId: sep.tenant_id, separationId: sep.id, action: 'start', from: 'submitted', to: 'inEffect', actor: null, at: now, note: text });
        await addAutoRun(tx, sep.tenant_id, sep.id, 'start', 'done', text, now);
      } else {
        // stays submitted; without automatic start it is no longer due (no retry loop, no lasting guard)
        const text = note('startFailed', { reason: result.reason.en }, { reason: result.reason.zh });
        await saveStatus(tx, sep, 'submitted', null, now, { autoStart: false });
        await addHistory(tx, { tenantId: sep.tenant_id, separationId: sep.id, action: 'start', from: 'submitted', to: 'submitted', actor: null, at: now, note: text });
        await addAutoRun(tx, sep.tenant_id, sep.id, 'start', 'failed', text, now);
      }
      return true;
    });
  }

  private async finishOne(now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const sep = await tx.maybe<SepRow>(
        `SELECT ${sepColumns} FROM separations s
          WHERE s.status IN ('inEffect', 'suspended') AND s.aborted_at <= $1 AND s.deleted_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM separation_increments i WHERE i.separation_id = s.id AND i.status = 'syncing')
          ORDER BY s.aborted_at, s.id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      );
      if (!sep) return false;
      const text = note('finish', { qty: await releaseAll(tx, sep.tenant_id, sep.id, now) });
      await saveStatus(tx, sep, 'finished', null, now);
      await addHistory(tx, { tenantId: sep.tenant_id, separationId: sep.id, action: 'finish', from: sep.status, to: 'finished', actor: null, at: now, note: text });
      await addAutoRun(tx, sep.tenant_id, sep.id, 'finish', 'done', text, now);
      return true;
    });
  }
}
