// The export job runner. Polls export_jobs for queued jobs, claims one atomically (FOR UPDATE SKIP
// LOCKED, so several runners on one PostgreSQL never take the same job), walks the list's pages
// through the same ListDefinition the search screens use (keyset, 1,000 rows a page; a list of
// one owner's rows with the job's owner, applied as the search applies it), streams the
// rows into an xlsx file (./xlsx-stream-writer: bounded memory, waits for the disk) and records
// progress after every page. The file says what it holds (decision 024): dates as date cells in
// the requester's time zone and codes as labels (./export-cells), and an "About this export"
// sheet with the list, requester, filter, sort and columns (./export-about). The file is written as `<dir>/<id>.<worker>.part` and renamed to `<dir>/<id>.xlsx` when
// complete, so a reader never sees half a file and two runners never write the same path.
//
// Restarts: a running job whose heartbeat is older than `staleMs` (30 s) belongs to a runner that
// died; at start-up and on every poll such jobs go back to queued and their partial files are
// deleted: a restarted export starts over from scratch. The heartbeat is refreshed after every
// page and by a timer while a job runs.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, rmSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ColumnDefinition, ExportLayout, Language, TableQuery } from '../../src/contract';
import type { Db } from '../db/db';
import { findList, textIn, type ListCaller, type ListDefinition } from '../lists/registry';
import { listMsg } from '../lists/messages';
import { neutraliseText } from '../lists/neutralise';
import { consoleLog, Poller } from './poller';
import { ownedQuery } from '../lists/owner';
import { XlsxStreamWriter } from './xlsx-stream-writer';
import { aboutSheet } from './export-about';
import { cellValue, columnWriters, DEFAULT_EXPORT_TIME_ZONE, isTimeZone, ZoneClock } from './export-cells';

export { cellValue } from './export-cells';

export const EXPORT_PAGE_SIZE = 1000;
export const EXPORT_STALE_MS = 30_000;

export interface ExportRunnerOptions {
  db: Db;
  /** The data directory: files go to `<dataDir>/exports`. */
  dataDir: string;
  workerId?: string;
  /** How often to look for queued jobs when idle. */
  pollMs?: number;
  /** A running job whose heartbeat is older than this is taken to be abandoned. */
  staleMs?: number;
  pageSize?: number;
  log?: (message: string, error?: unknown) => void;
}

interface ClaimedJob {
  id: string;
  tenant_id: string;
  user_id: string;
  biz_type: string;
  title: string;
  lang: Language;
  /** As export.start stored it; timeZone is absent in jobs queued before decision 024. */
  query: { conditions?: Record<string, unknown>; sort?: { field: string; order: 'asc' | 'desc' }; ownerId?: string; timeZone?: string; layout?: ExportLayout };
  columns: string[];
  created_at: Date | string;
  requested_by: string;
}

/** A lost claim: the job was requeued (or finished) by someone else while this runner worked. */
class LostJob extends Error {}

export function exportsDir(dataDir: string): string {
  return join(resolve(dataDir), 'exports');
}

/** The finished file of a job. */
export function exportFilePath(dataDir: string, id: string): string {
  return join(exportsDir(dataDir), `${id}.xlsx`);
}

/** Deletes a job's file and any partial file of it. */
export function deleteExportFiles(dataDir: string, id: string): void {
  const dir = exportsDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) if (name === `${id}.xlsx` || (name.startsWith(`${id}.`) && name.endsWith('.part'))) rmSync(join(dir, name), { force: true });
}

/** A worksheet name Excel accepts: no []:*?/\ and at most 31 characters. */
export function sheetName(title: string): string {
  const cleaned = title.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31);
  return cleaned || 'Export';
}

export class ExportRunner extends Poller {
  readonly workerId: string;
  private readonly db: Db;
  private readonly dataDir: string;
  private readonly staleMs: number;
  private readonly pageSize: number;

  constructor(options: ExportRunnerOptions) {
    super(options.pollMs ?? 1000, options.log ?? consoleLog('exports'));
    this.db = options.db;
    this.dataDir = options.dataDir;
    this.workerId = options.workerId ?? `w_${process.pid}_${randomBytes(4).toString('hex')}`;
    this.staleMs = options.staleMs ?? EXPORT_STALE_MS;
    this.pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  }

  recover(): Promise<string[]> {
    return this.requeueStale();
  }

  /** Running jobs with an old heartbeat go back to queued; their partial files are deleted. */
  async requeueStale(): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE export_jobs SET status = 'queued', worker = NULL, heartbeat = NULL, progress = 0, rows_done = 0, rows_total = NULL, file_path = NULL
       WHERE status = 'running' AND (heartbeat IS NULL OR heartbeat < now() - make_interval(secs => $1))
       RETURNING id`,
      [this.staleMs / 1000],
    );
    for (const { id } of rows) {
      deleteExportFiles(this.dataDir, id);
      this.log(`job ${id} was abandoned by its runner: queued again`);
    }
    return rows.map((r) => r.id);
  }

  /** Claims the oldest queued job and runs it; false when the queue is empty. */
  async runOnce(): Promise<boolean> {
    const job = await this.db.maybe<ClaimedJob>(
      `UPDATE export_jobs SET status = 'running', worker = $1, heartbeat = now(), started_at = now(), attempts = attempts + 1,
              progress = 0, rows_done = 0, rows_total = NULL, error = NULL
       WHERE status = 'queued' AND id = (
         SELECT id FROM export_jobs WHERE status = 'queued' ORDER BY created_at, seq LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, tenant_id, user_id, biz_type, title, lang, query, columns, created_at,
                 (SELECT u.display_name FROM users u WHERE u.id = export_jobs.user_id) AS requested_by`,
      [this.workerId],
    );
    if (!job) return false;
    await this.run(job);
    return true;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const dir = exportsDir(this.dataDir);
    const partPath = join(dir, `${job.id}.${this.workerId}.part`);
    const finalPath = exportFilePath(this.dataDir, job.id);
    const heartbeat = setInterval(() => {
      void this.db.query('UPDATE export_jobs SET heartbeat = now() WHERE id = $1 AND worker = $2 AND status = $3', [job.id, this.workerId, 'running']).catch(() => undefined);
    }, Math.max(1000, Math.floor(this.staleMs / 3)));
    heartbeat.unref();
    try {
      mkdirSync(dir, { recursive: true });
      const rowCount = await this.writeFile(job, partPath);
      renameSync(partPath, finalPath);
      const done = await this.db.maybe(
        `UPDATE export_jobs SET status = 'succeeded', progress = 100, row_count = $3, rows_done = $3, file_path = $4, finished_at = now(), heartbeat = now()
         WHERE id = $1 AND worker = $2 AND status = 'running' RETURNING id`,
        [job.id, this.workerId, rowCount, finalPath],
      );
      if (!done) throw new LostJob();
      this.log(`job ${job.id} (${job.biz_type}) succeeded: ${rowCount} rows`);
    } catch (error) {
      rmSync(partPath, { force: true });
      if (error instanceof LostJob) {
        this.log(`job ${job.id} was taken over by another runner`);
        return;
      }
      this.log(`job ${job.id} (${job.biz_type}) failed`, error);
      await this.db
        .query(
          `UPDATE export_jobs SET status = 'failed', error = $3, finished_at = now(), file_path = NULL
           WHERE id = $1 AND worker = $2 AND status = 'running'`,
          [job.id, this.workerId, listMsg('exportFailed', job.lang)],
        )
        .catch((e: unknown) => this.log(`job ${job.id}: could not record the failure`, e));
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Writes every row of the job's query to `path`; returns the row count. */
  private async writeFile(job: ClaimedJob, path: string): Promise<number> {
    const list = findList(job.biz_type);
    if (!list) throw new Error(`no list registered for ${job.biz_type}`);
    const lang = job.lang;
    const byKey = new Map(list.table.columns.map((c) => [c.key, c]));
    const columns = job.columns.map((key) => {
      const column = byKey.get(key);
      if (!column) throw new Error(`${job.biz_type} has no column ${key}`);
      return column;
    });
    const caller: ListCaller = { tenantId: job.tenant_id, userId: job.user_id, lang };
    const zone = job.query.timeZone;
    const clock = new ZoneClock(zone && isTimeZone(zone) ? zone : DEFAULT_EXPORT_TIME_ZONE);
    const about = aboutSheet({
      table: list.table,
      title: job.title,
      lang,
      requestedBy: job.requested_by ?? '',
      requestedAt: new Date(job.created_at),
      clock,
      conditions: job.query.conditions ?? {},
      sort: job.query.sort,
      columns,
    });

    // A failed job closes its file before deleting it, so nothing writes to the path afterwards.
    const out = createWriteStream(path);
    const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
    const failed = new Promise<never>((_, reject) => out.once('error', reject));
    failed.catch(() => undefined); // reported through the writer's awaits, or moot after a failure
    // the partner layout is read by a program: its one sheet holds only the data
    const writer = new XlsxStreamWriter(out, sheetName(job.title), job.query.layout === 'partner' ? [] : [about]);
    try {
      // a file that cannot be opened fails the job at once, not at its first drain
      await Promise.race([writer.start(), failed]);
      return await this.writeRows(job, list, columns, caller, clock, writer);
    } catch (error) {
      writer.abort();
      out.destroy();
      await closed;
      rmSync(path, { force: true });
      throw error;
    }
  }

  private async writeRows(
    job: ClaimedJob,
    list: ListDefinition<Record<string, unknown>>,
    columns: readonly ColumnDefinition[],
    caller: ListCaller,
    clock: ZoneClock,
    writer: XlsxStreamWriter,
  ): Promise<number> {
    const { lang } = caller;
    const layout = job.query.layout ?? 'view';
    // the partner layout (Spalding): field keys as the header, values as the list holds them
    // (codes, ISO 8601 UTC times, numbers); the others: titles, labels and dates in the zone
    const header = columns.map((c) => neutraliseText(layout === 'partner' ? c.key : textIn(c.title, lang)));
    // the totals per product: the SKU, the rows counted, then each number column's sum
    if (layout === 'products') header.splice(1, 0, listMsg('productRows', lang));
    await writer.addRow(header);
    const writers = layout === 'partner' ? columns.map(() => cellValue) : columnWriters(columns, lang, clock);
    const totals = layout === 'products' ? new ProductTotals(columns) : null;

    let cursor: string | null = null;
    let done = 0;
    let total: number | null = null;
    do {
      const query: TableQuery = {
        conditions: job.query.conditions ?? {},
        sort: job.query.sort,
        cursor,
        pageSize: this.pageSize,
        exactTotal: total === null,
      };
      // the owner's condition exactly as the list's search sets it (a job of an owner's list
      // without its owner fails rather than exporting every owner's rows)
      const page = await list.page(this.db, caller, ownedQuery(list, query, job.query.ownerId));
      if (total === null) total = page.total;
      for (const row of page.rows) {
        const cells = list.exportRow ? list.exportRow(row, lang) : row;
        if (totals) totals.add(cells);
        else await writer.addRow(columns.map((c, i) => writers[i]!(cells[c.key])));
      }
      done += page.rows.length;
      cursor = page.nextCursor;
      const progress = total > 0 ? Math.min(99, Math.floor((done * 100) / total)) : 99;
      const alive = await this.db.maybe(
        `UPDATE export_jobs SET rows_done = $3, rows_total = $4, progress = $5, heartbeat = now()
         WHERE id = $1 AND worker = $2 AND status = 'running' RETURNING id`,
        [job.id, this.workerId, done, Math.max(total, done), progress],
      );
      if (!alive) throw new LostJob();
    } while (cursor);

    if (totals) return this.writeTotals(totals, writer);
    await writer.finish();
    return done;
  }

  /** The totals per product after the last page: one row per SKU (in SKU order); the row count. */
  private async writeTotals(totals: ProductTotals, writer: XlsxStreamWriter): Promise<number> {
    const rows = totals.rows();
    for (const [sku, count, sums] of rows) await writer.addRow([cellValue(sku), count, ...sums]);
    await writer.finish();
    return rows.length;
  }
}

/**
 * Totals per product of a view (export.saveProRequest): per SKU, the rows counted and each number
 * column summed. The columns are the SKU then the number columns (productColumns of the request);
 * memory holds one entry per SKU of the view, never its rows.
 */
export class ProductTotals {
  private readonly bySku = new Map<string, { count: number; sums: number[] }>();
  private readonly numbers: readonly ColumnDefinition[];

  constructor(columns: readonly ColumnDefinition[]) {
    this.numbers = columns.filter((c) => c.key !== 'sku');
  }

  add(cells: Record<string, unknown>): void {
    const sku = String(cells.sku ?? '');
    let entry = this.bySku.get(sku);
    if (!entry) {
      entry = { count: 0, sums: this.numbers.map(() => 0) };
      this.bySku.set(sku, entry);
    }
    entry.count += 1;
    this.numbers.forEach((c, i) => {
      const v = cells[c.key];
      if (typeof v === 'number' && Number.isFinite(v)) entry.sums[i]! += v;
    });
  }

  /** [sku, rows, sums], by SKU. */
  rows(): [string, number, number[]][] {
    return [...this.bySku.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([sku, e]) => [sku, e.count, e.sums]);
  }
}
