// The import runner: reads uploaded files and applies confirmed imports in the background.
//
// Reading (queued -> reading -> review | applying | failed): the file is read by the safe reader
// (server/imports/xlsx) in the spreadsheet worker thread, so inflating and scanning a 20 MB file
// never holds the thread that answers requests; its header is matched to the template's columns,
// and the rows are fetched from the worker and checked by the import type in chunks of
// CHECK_CHUNK rows, each chunk a few milliseconds of work between database statements; each
// chunk's rows are stored with their action and problems, and its counts and progress recorded,
// in one transaction. A later row with the same key as an earlier one (the same warehouse twice)
// is an error. Without preview and without errors it goes on to applying.
//
// Applying (applying -> done): the rows to create or update that no batch has applied yet are
// applied APPLY_BATCH at a time, each batch in one transaction that also marks its rows with the
// batch number. A runner killed mid-batch leaves that batch unapplied and unmarked; the import's
// heartbeat goes stale and the next runner (after a restart, or another process) resumes with the
// rows still unmarked, so nothing is applied twice and nothing is lost.
//
// Claims: a runner takes work with UPDATE ... WHERE worker IS NULL (or stale), FOR UPDATE SKIP
// LOCKED, and every write checks it still holds the claim.
import { randomBytes } from 'node:crypto';
import { appliedActions } from '../../src/contract';
import type { Db } from '../db/db';
import { readFileParts } from '../db/file-parts';
import { openSheetOffThread, type SheetReader } from '../workers/spreadsheet-pool';
import { consoleLog, Poller } from '../jobs/poller';
import { cellsOf, mapHeader, missingColumnText } from './columns';
import type { CheckedRow, ImportCaller, ImportDefinition, RowInput, RowProblem } from './definition';
import { importProblem, importText } from './messages';
import { importDefinition } from './registry';
import { adjustCounts, countActions, countsSet, IMPORT_COLUMNS, type CountKey, type ImportRecordRow } from './store';
import { isSpreadsheetError } from './xlsx/errors';

export const CHECK_CHUNK = 250;
export const APPLY_BATCH = 500;
export const IMPORT_STALE_MS = 30_000;

export interface ImportRunnerOptions {
  db: Db;
  workerId?: string;
  pollMs?: number;
  staleMs?: number;
  applyBatch?: number;
  log?: (message: string, error?: unknown) => void;
  /** Test hook: called after each applied batch (a test can stop the runner "mid-import"). */
  afterBatch?: (importId: string, batch: number) => Promise<void> | void;
}

/** The runner lost its claim (another runner took the import over, or it was cancelled). */
class LostClaim extends Error {}

export class ImportRunner extends Poller {
  readonly workerId: string;
  private readonly db: Db;
  private readonly staleMs: number;
  private readonly applyBatch: number;
  private readonly afterBatch?: ImportRunnerOptions['afterBatch'];

  constructor(options: ImportRunnerOptions) {
    super(options.pollMs ?? 500, options.log ?? consoleLog('imports'));
    this.db = options.db;
    this.workerId = options.workerId ?? `i_${process.pid}_${randomBytes(4).toString('hex')}`;
    this.staleMs = options.staleMs ?? IMPORT_STALE_MS;
    this.applyBatch = options.applyBatch ?? APPLY_BATCH;
    this.afterBatch = options.afterBatch;
  }

  /** Abandoned work is released: reading starts over (queued), applying resumes where it was. */
  async recover(): Promise<void> {
    await this.db.query(
      `UPDATE imports SET status = CASE WHEN status = 'reading' THEN 'queued' ELSE status END, worker = NULL, heartbeat = NULL
        WHERE status IN ('reading', 'applying') AND worker IS NOT NULL
          AND (heartbeat IS NULL OR heartbeat < now() - make_interval(secs => $1))`,
      [this.staleMs / 1000],
    );
  }

  /** Claims the oldest import that needs reading or applying and does it. */
  async runOnce(): Promise<boolean> {
    const claimed = await this.db.maybe<ImportRecordRow>(
      `UPDATE imports i SET worker = $1, heartbeat = now(), status = CASE WHEN i.status = 'queued' THEN 'reading' ELSE i.status END,
              progress = CASE WHEN i.status = 'queued' THEN 0 ELSE i.progress END
        WHERE i.id = (SELECT id FROM imports WHERE status IN ('queued', 'applying') AND worker IS NULL
                       ORDER BY created_at, seq LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING ${IMPORT_COLUMNS}`,
      [this.workerId],
    );
    if (!claimed) return false;
    const definition = importDefinition(claimed.import_type);
    const heartbeat = setInterval(() => {
      void this.db.query('UPDATE imports SET heartbeat = now() WHERE id = $1 AND worker = $2', [claimed.id, this.workerId]).catch(() => undefined);
    }, Math.max(1000, Math.floor(this.staleMs / 3)));
    heartbeat.unref();
    try {
      if (!definition) throw new Error(`no import definition for ${claimed.import_type}`);
      const caller: ImportCaller = { tenantId: claimed.tenant_id, userId: claimed.user_id, userName: claimed.user_name, timeZone: claimed.time_zone, now: new Date() };
      if (claimed.status === 'reading') await this.read(claimed, definition, caller);
      else await this.apply(claimed, definition, caller);
    } catch (error) {
      if (error instanceof LostClaim) this.log(`import ${claimed.id}: claim lost (cancelled or taken over)`);
      else if (claimed.status === 'applying') {
        // like a crash: the batch in hand rolled back; the claim goes stale and the import resumes
        this.log(`import ${claimed.id}: applying stopped; it resumes when its claim goes stale`, error);
      } else {
        this.log(`import ${claimed.id} failed`, error);
        await this.fail(claimed.id, importText('failedRead')).catch(() => undefined);
      }
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  }

  private async fail(id: string, why: { en: string; zh: string }): Promise<void> {
    await this.db.query(
      `UPDATE imports SET status = 'failed', failure = $3::jsonb, worker = NULL, heartbeat = NULL, finished_at = now()
        WHERE id = $1 AND worker = $2 AND status IN ('reading', 'applying')`,
      [id, this.workerId, JSON.stringify(why)],
    );
  }

  /** Records progress and proves the claim is still held. */
  private async touch(id: string, fields: string, params: unknown[], db: Db = this.db): Promise<void> {
    const held = await db.maybe(
      `UPDATE imports SET heartbeat = now()${fields ? `, ${fields}` : ''} WHERE id = $1 AND worker = $2 RETURNING id`,
      [id, this.workerId, ...(params as never[])],
    );
    if (!held) throw new LostClaim();
  }

  private async read(job: ImportRecordRow, definition: ImportDefinition, caller: ImportCaller): Promise<void> {
    let sheet: SheetReader;
    try {
      sheet = await openSheetOffThread(await readFileParts(this.db, job.id));
    } catch (error) {
      if (!isSpreadsheetError(error)) throw error;
      await this.fail(job.id, { en: error.text('en'), zh: error.text('zh-CN') });
      return;
    }
    try {
      await this.checkRows(job, definition, caller, sheet);
    } finally {
      await sheet.close().catch(() => undefined);
    }
  }

  private async checkRows(job: ImportRecordRow, definition: ImportDefinition, caller: ImportCaller, sheet: SheetReader): Promise<void> {
    const mapped = mapHeader(sheet.header, definition.columns);
    if ('missing' in mapped) return this.fail(job.id, missingColumnText(mapped.missing));
    if (sheet.rowCount === 0) return this.fail(job.id, importText('noRows'));

    // a reading that was interrupted starts over
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM import_rows WHERE import_id = $1', [job.id]);
      await tx.query('UPDATE imports SET count_create = 0, count_update = 0, count_unchanged = 0, count_error = 0, count_dropped = 0 WHERE id = $1', [job.id]);
    });
    const seen = new Map<string, number>();
    for (let start = 0; start < sheet.rowCount; start += CHECK_CHUNK) {
      const rows = await sheet.rows(start, CHECK_CHUNK);
      const inputs: RowInput[] = rows.map((r) => ({ rowNumber: r.rowNumber, cells: cellsOf(r.cells, definition.columns, mapped.index) }));
      const checked = await definition.check(this.db, caller, inputs);
      markDuplicates(inputs, checked, seen, definition);
      const progress = Math.floor(((start + inputs.length) / sheet.rowCount) * 100);
      // the chunk's rows, their counts and the progress together, or none if the claim was lost
      const counts = countsSet(countActions(checked.map((c) => c.action)), 4);
      await this.db.transaction(async (tx) => {
        await insertRows(tx, job, inputs, checked);
        await this.touch(job.id, ['progress = $3', counts.sql].filter(Boolean).join(', '), [progress, ...counts.params], tx);
      });
    }
    const next = await this.db.maybe<{ status: string }>(
      `UPDATE imports SET status = CASE WHEN preview OR count_error > 0 THEN 'review' ELSE 'applying' END, total = $3,
              progress = CASE WHEN preview OR count_error > 0 THEN 100 ELSE 0 END, worker = NULL, heartbeat = NULL
        WHERE id = $1 AND worker = $2 RETURNING status`,
      [job.id, this.workerId, sheet.rowCount],
    );
    if (!next) throw new LostClaim();
  }

  private async apply(job: ImportRecordRow, definition: ImportDefinition, caller: ImportCaller): Promise<void> {
    const todo = await this.db.one<{ n: number; last: number }>(
      `SELECT count(*) FILTER (WHERE applied_batch IS NULL)::int AS n, coalesce(max(applied_batch), 0)::int AS last
         FROM import_rows WHERE import_id = $1 AND NOT dropped AND action = ANY($2::text[])`,
      [job.id, [...appliedActions]],
    );
    let batch = todo.last;
    let done = 0;
    for (;;) {
      const rows = await this.db.query<{ id: string; row_number: number; cells: Record<string, string>; action: 'create' | 'update' }>(
        `SELECT id, row_number, cells, action FROM import_rows
          WHERE import_id = $1 AND NOT dropped AND action = ANY($3::text[]) AND applied_batch IS NULL
          ORDER BY row_number LIMIT $2`,
        [job.id, this.applyBatch, [...appliedActions]],
      );
      if (rows.length === 0) break;
      batch += 1;
      await this.db.transaction(async (tx) => {
        const held = await tx.maybe("SELECT id FROM imports WHERE id = $1 AND worker = $2 AND status = 'applying' FOR UPDATE", [job.id, this.workerId]);
        if (!held) throw new LostClaim();
        const refused = await definition.apply(tx, caller, rows.map((r) => ({ id: r.id, rowNumber: r.row_number, cells: r.cells })));
        const applied = rows.filter((r) => !refused.has(r.id)).map((r) => r.id);
        await tx.query('UPDATE import_rows SET applied_batch = $2 WHERE id = ANY($1::text[])', [applied, batch]);
        for (const [id, problems] of refused) {
          await tx.query("UPDATE import_rows SET action = 'error', errors = $2::jsonb WHERE id = $1", [id, JSON.stringify(problems)]);
        }
        const refusedActions = rows.filter((r) => refused.has(r.id)).map((r) => r.action);
        await adjustCounts(tx, job.id, { ...negate(countActions(refusedActions)), error: refusedActions.length });
        done += rows.length;
        const progress = todo.n ? Math.min(99, Math.floor((done / todo.n) * 100)) : 99;
        await tx.query('UPDATE imports SET applied = applied + $2, progress = $3, heartbeat = now() WHERE id = $1', [job.id, applied.length, progress]);
      });
      await this.afterBatch?.(job.id, batch);
    }
    await this.db.query(
      `UPDATE imports SET status = 'done', progress = 100, worker = NULL, heartbeat = NULL, finished_at = now()
        WHERE id = $1 AND worker = $2 AND status = 'applying'`,
      [job.id, this.workerId],
    );
  }
}

const negate = (changes: Partial<Record<CountKey, number>>) => Object.fromEntries(Object.entries(changes).map(([k, n]) => [k, -n]));

/** A row whose key an earlier row of the file already has is an error naming that row. */
function markDuplicates(inputs: RowInput[], checked: CheckedRow[], seen: Map<string, number>, definition: ImportDefinition): void {
  const keyColumn = definition.columns.find((c) => c.key === definition.keyColumn) ?? definition.columns[0];
  checked.forEach((row, i) => {
    if (row.key === null) return;
    const first = seen.get(row.key);
    if (first === undefined) {
      seen.set(row.key, inputs[i].rowNumber);
      return;
    }
    const duplicate: RowProblem = importProblem(keyColumn.key, 'duplicate', {
      column: keyColumn.title.en,
      columnZh: keyColumn.title.zh,
      value: inputs[i].cells[keyColumn.key] || row.key,
      row: first,
    });
    checked[i] = { ...row, action: 'error', problems: [...row.problems, duplicate] };
  });
}

async function insertRows(db: Db, job: ImportRecordRow, inputs: RowInput[], checked: CheckedRow[]): Promise<void> {
  const records = inputs.map((input, i) => ({
    id: `${job.id}_${input.rowNumber}`,
    row_number: input.rowNumber,
    cells: input.cells,
    action: checked[i].action,
    errors: checked[i].problems,
    row_key: checked[i].key,
  }));
  await db.query(
    `INSERT INTO import_rows (id, import_id, tenant_id, row_number, cells, action, errors, row_key)
     SELECT r.id, $1, $2, r.row_number, r.cells, r.action, r.errors, r.row_key
       FROM jsonb_to_recordset($3::jsonb) AS r(id text, row_number int, cells jsonb, action text, errors jsonb, row_key text)`,
    [job.id, job.tenant_id, JSON.stringify(records)],
  );
}
