// Handlers of the export centre (src/contract/common/common/exports.ts). export.start checks the request
// against the registered list (columns, conditions, sort, and the owner of a list of one owner's
// rows: required, and in the caller's tenant, or "not found"; the time zone the file's dates are
// shown in: a known IANA name, UTC when absent) and queues a job; the job runner
// (server/jobs/export-runner.ts) writes the file; export.query lists the caller's jobs through the
// keyset kernel (list report.exports); export.download streams a finished file to its owner only.
import { randomBytes } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { ErrorCode, bizTypeGroup, downloadExport, exportStatistics, queryExports, startExport, type ExportJob, type ExportLayout, type ExportStatistics, type Language } from '../../src/contract';
import { ApiError } from '../http/api-error';
import { msg } from '../http/messages';
import { EXPORT_JOB_COLUMNS, exportJobOf, exportsList, type ExportJobRow } from '../jobs/export-list';
import { ListErrorCode, listMsg } from '../lists/messages';
import { callerOf, findList, getList, textIn, type ListCaller, type ListDefinition } from '../lists/registry';
import type { Db } from '../db/db';
import { escapeLike } from '../lists/conditions';
import { checkColumnKeys, checkConditions, checkSort } from '../lists/validate';
import { DEFAULT_EXPORT_TIME_ZONE, isTimeZone } from '../jobs/export-cells';
import { defineHandler, type HandlerEntry } from '../back/handler';
import type { SessionUser as HandlerUser } from '../auth/sessions';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const pad = (n: number) => String(n).padStart(2, '0');

/** `warehouses-20261121-1830.xlsx`: the table's English name as a slug, and the time (UTC). */
export function exportFileName(title: string, at: Date): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  const stamp = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}-${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}`;
  return `${slug}-${stamp}.xlsx`;
}

/** RFC 6266 / 5987: an ASCII fallback name and the exact UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*!]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const notFound = (lang: Language) => new ApiError(ErrorCode.notFound, msg(ErrorCode.notFound, lang), 404);

/** The owner of an export: given exactly for lists of one owner, and one of the caller's tenant. */
async function checkOwner(db: Db, list: ListDefinition, caller: ListCaller, ownerId: string | undefined, lang: Language): Promise<void> {
  const invalid = (key: 'ownerRequired' | 'ownerNotAllowed') => new ApiError(ErrorCode.invalid, listMsg(key, lang), 400, { field: 'ownerId' });
  if (!list.owner) {
    if (ownerId !== undefined) throw invalid('ownerNotAllowed');
    return;
  }
  if (ownerId === undefined) throw invalid('ownerRequired');
  if (!(await list.owner.exists(db, caller, ownerId))) throw notFound(lang);
}

/** The request's time zone, known to the server (the file's dates are shown in it), or UTC. */
function checkTimeZone(zone: string | undefined, lang: Language): string {
  if (zone === undefined) return DEFAULT_EXPORT_TIME_ZONE;
  if (!isTimeZone(zone)) throw new ApiError(ErrorCode.invalid, listMsg('badTimeZone', lang, { zone }), 400, { field: 'timeZone' });
  return zone;
}


/** What a request queues: a view of a registered list, and how its file is titled and laid out. */
export interface ExportOrder {
  bizType: string;
  conditions: Record<string, unknown>;
  sort?: { field: string; order: 'asc' | 'desc' };
  /** The column keys of the file, in order (the list's; checked). */
  columns: string[];
  ownerId?: string;
  timeZone?: string;
  /** The job's title and file name when not the table's name (in the requester's language). */
  title?(tableTitle: string): string;
  /** The file's name before its time stamp (default: the table's English name as a slug). */
  fileStem?: string;
  layout?: ExportLayout;
}

/**
 * Checks a request against the registered list (the group granted, columns, conditions, sort, time
 * zone, owner) and queues its job: export.start and every request variant (./export-requests.ts).
 */
export async function queueExport(db: Db, user: HandlerUser, now: Date, order: ExportOrder): Promise<ExportJob> {
  const list = getList(order.bizType, user.lang);
  // exporting a list is reading it: the role must grant the list's group
  const group = bizTypeGroup(list.table.bizType);
  if (group && !user.role.groups.includes(group)) throw new ApiError(ErrorCode.forbidden, msg('groupNotGranted', user.lang), 403);
  checkColumnKeys(list.table, order.columns, user.lang);
  const conditions = checkConditions(list, order.conditions, user.lang);
  const sort = checkSort(list.table, order.sort, user.lang);
  const timeZone = checkTimeZone(order.timeZone, user.lang);
  await checkOwner(db, list, callerOf(user), order.ownerId, user.lang);
  const name = list.table.title ?? { en: list.table.bizType, zh: list.table.bizType };
  const tableTitle = textIn(name, user.lang);
  const layout = order.layout ?? 'view';
  const row = await db.one<ExportJobRow>(
    `INSERT INTO export_jobs AS j (id, tenant_id, user_id, biz_type, title, file_name, lang, query, columns, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, 'queued', $10)
     RETURNING ${EXPORT_JOB_COLUMNS.text}`,
    [
      `ex_${randomBytes(8).toString('hex')}`,
      user.tenant.id,
      user.id,
      list.table.bizType,
      order.title ? order.title(tableTitle) : tableTitle,
      order.fileStem === undefined ? exportFileName(name.en, now) : namedFileName(order.fileStem, now),
      user.lang,
      JSON.stringify({ conditions, ...(sort ? { sort } : {}), ...(order.ownerId ? { ownerId: order.ownerId } : {}), timeZone, ...(layout !== 'view' ? { layout } : {}) }),
      JSON.stringify(order.columns),
      now,
    ],
  );
  return exportJobOf(row);
}

/** `<name>-20261121-1830.xlsx` for a name a person gave (any script; separators were refused). */
export function namedFileName(name: string, at: Date): string {
  return exportFileName('x', at).replace(/^x/, name.trim().replace(/\s+/g, ' '));
}

export const exportHandlers: HandlerEntry[] = [
  defineHandler(startExport, async ({ db, user, body, now }) => queueExport(db, user, now, body)),

  defineHandler(queryExports, async ({ db, user, query }) =>
    exportsList.page(db, callerOf(user), {
      conditions: query.status ? { status: query.status } : {},
      cursor: query.cursor ?? null,
      pageSize: query.pageSize,
    }),
  ),

  // the caller's jobs per table: a name filter matches the job's title (in the language it was
  // made in) or its file name; each table is named in the caller's language as it is now
  defineHandler(exportStatistics, async ({ db, user, query }) => {
    const params: unknown[] = [user.tenant.id, user.id];
    let where = 'tenant_id = $1 AND user_id = $2';
    if (query.bizType !== undefined) {
      params.push(query.bizType);
      where += ` AND biz_type = $${params.length}`;
    }
    if (query.name !== undefined) {
      params.push(`%${escapeLike(query.name)}%`);
      where += ` AND (title ILIKE $${params.length} ESCAPE '\\' OR file_name ILIKE $${params.length} ESCAPE '\\')`;
    }
    const rows = await db.query<{ biz_type: string; title: string; total: number; queued: number; running: number; succeeded: number; failed: number; rows: number; last_at: Date }>(
      `SELECT biz_type, (array_agg(title ORDER BY created_at DESC))[1] AS title, count(*)::int AS total,
              count(*) FILTER (WHERE status = 'queued')::int AS queued, count(*) FILTER (WHERE status = 'running')::int AS running,
              count(*) FILTER (WHERE status = 'succeeded')::int AS succeeded, count(*) FILTER (WHERE status = 'failed')::int AS failed,
              coalesce(sum(row_count) FILTER (WHERE status = 'succeeded'), 0)::int AS rows, max(created_at) AS last_at
         FROM export_jobs WHERE ${where} GROUP BY biz_type ORDER BY last_at DESC, biz_type LIMIT 200`,
      params as never[],
    );
    return rows.map((r): ExportStatistics => {
      const title = findList(r.biz_type)?.table.title;
      return { bizType: r.biz_type, name: title ? textIn(title, user.lang) : r.title, total: r.total, queued: r.queued, running: r.running, succeeded: r.succeeded, failed: r.failed, rows: r.rows, lastAt: r.last_at.toISOString() };
    });
  }),

  defineHandler(downloadExport, async ({ db, user, params }) => {
    const job = await db.maybe<{ status: string; file_name: string; file_path: string | null }>(
      'SELECT status, file_name, file_path FROM export_jobs WHERE id = $1 AND tenant_id = $2 AND user_id = $3',
      [params.id, user.tenant.id, user.id],
    );
    if (!job) throw notFound(user.lang);
    if (job.status !== 'succeeded' || !job.file_path) throw new ApiError(ListErrorCode.exportNotReady, listMsg('exportNotReady', user.lang), 409, { status: job.status });
    let size: number;
    try {
      size = statSync(job.file_path).size;
    } catch {
      throw notFound(user.lang); // the file was removed (data directory cleaned)
    }
    const stream = Readable.toWeb(createReadStream(job.file_path)) as unknown as ReadableStream<Uint8Array>;
    return new Response(stream, {
      status: 200,
      headers: {
        'Content-Type': XLSX_TYPE,
        'Content-Length': String(size),
        'Content-Disposition': contentDisposition(job.file_name),
        'Cache-Control': 'no-store',
      },
    });
  }),
];
