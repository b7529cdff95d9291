// Keyset ("seek") pagination: every list of the portal pages through this function, so no list
// ever uses OFFSET (whose cost grows with the depth of the page) and every list answers the same
// page shape (rows, next cursor, capped total).
//
// How a page is read (at most 2 queries per page):
//  1. rows:  SELECT <select>, <sort>::text, <id>::text FROM <from>
//            WHERE <where...> AND (<sort>, <id>) > ($v, $i)        -- '<' when descending
//            ORDER BY <sort> <dir>, <id> <dir> LIMIT pageSize + 1
//     The extra row tells whether there is a next page; the cursor is built from the last row
//     returned. With an index on (<sort>, <id>) (or the tenant column first) this reads only the
//     rows of the page, at any depth.
//  2. total: SELECT count(*) FROM (SELECT 1 FROM <from> WHERE <where...> LIMIT totalCap + 1)
//     (exact count(*) when exactTotal). Skipped when the first page already holds every row. A
//     list may answer it from counts it keeps instead (`totalQuery`, e.g. the order search by
//     status: decision 012); the page then tells the same capped total.
//
// NULLs: a row comparison with a NULL is NULL, so rows with a NULL sort value would be skipped.
// Sortable expressions must therefore never be NULL: write them with COALESCE, e.g.
// `COALESCE(w.name, '')` or `COALESCE(w.closed_at, '-infinity'::timestamptz)` (NULLs sort first
// ascending, last descending). A NULL sort value at run time is a programming error and throws.
//
// The cursor is opaque to the client: base64url JSON of the sort it belongs to (field, order,
// optional scope such as the bizType), the last row's sort value and id as PostgreSQL text (exact:
// timestamps keep their microseconds, numerics their digits), and a checksum. A cursor of another
// sort or scope, or one that does not decode, is refused with SYS_INVALID_REQUEST. The checksum is
// not a security boundary: a cursor only moves within the rows the caller's WHERE already allows.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ErrorCode, TOTAL_CAP } from '../../src/contract';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { msg } from '../http/messages';
import { and, sql, type SqlFragment } from './sql';

export interface KeysetSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface KeysetOptions<Row> {
  /** The columns of a row (may not use the aliases __keyset_sort / __keyset_id). */
  select: SqlFragment;
  /** Table(s) and joins. */
  from: SqlFragment;
  /** Already scoped by the caller's tenant; ANDed. Empty fragments are ignored. */
  where: readonly (SqlFragment | null | undefined | false)[];
  /** Whitelisted sort expressions by field name; never NULL (use COALESCE, see above). */
  sortable: Readonly<Record<string, SqlFragment>>;
  sort: KeysetSort;
  /** Unique, non-NULL tie-breaker (the row id). */
  idColumn: SqlFragment;
  cursor?: string | null;
  pageSize: number;
  exactTotal?: boolean;
  totalCap?: number;
  /** A query answering `n`, the exact number of rows the WHERE matches, cheaper than counting them. */
  totalQuery?: SqlFragment;
  /** Binds cursors to one list (e.g. its bizType): a cursor of another list is refused. */
  scope?: string;
  mapRow?: (raw: Record<string, unknown>) => Row;
}

export interface KeysetPage<Row> {
  rows: Row[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
}

const cursorSchema = z.strictObject({
  f: z.string(),
  o: z.enum(['asc', 'desc']),
  s: z.string().optional(),
  v: z.string(),
  i: z.string(),
  c: z.string(),
});
type CursorBody = Omit<z.infer<typeof cursorSchema>, 'c'>;

const checksum = (body: CursorBody) =>
  createHash('sha256').update(JSON.stringify([body.f, body.o, body.s ?? '', body.v, body.i])).digest('base64url').slice(0, 12);

export function encodeCursor(body: CursorBody): string {
  return Buffer.from(JSON.stringify({ ...body, c: checksum(body) }), 'utf8').toString('base64url');
}

function invalidCursor(): ApiError {
  return new ApiError(ErrorCode.invalid, msg(ErrorCode.invalid), 400, { field: 'cursor' });
}

/** Decodes a cursor and checks it belongs to this sort and scope; SYS_INVALID_REQUEST otherwise. */
export function decodeCursor(cursor: string, sort: KeysetSort, scope?: string): { value: string; id: string } {
  let parsed: z.infer<typeof cursorSchema>;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw invalidCursor();
  }
  const { c, ...body } = parsed;
  if (c !== checksum(body)) throw invalidCursor();
  if (body.f !== sort.field || body.o !== sort.order || (body.s ?? '') !== (scope ?? '')) throw invalidCursor();
  return { value: body.v, id: body.i };
}

/** SQLSTATE class 22 (data exception): a crafted cursor value that does not fit the column. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22');
}

/** Reads one page; see the top of this file for the queries it runs. */
export async function keysetPage<Row = Record<string, unknown>>(db: Db, opts: KeysetOptions<Row>): Promise<KeysetPage<Row>> {
  const sortExpr = Object.hasOwn(opts.sortable, opts.sort.field) ? opts.sortable[opts.sort.field] : undefined;
  if (!sortExpr) throw new ApiError(ErrorCode.invalid, msg(ErrorCode.invalid), 400, { field: 'sort' });
  if (!Number.isInteger(opts.pageSize) || opts.pageSize < 1) throw new Error(`keysetPage: bad pageSize ${opts.pageSize}`);
  const dir = sql.raw(opts.sort.order === 'desc' ? 'DESC' : 'ASC');
  const cmp = sql.raw(opts.sort.order === 'desc' ? '<' : '>');
  const seekFrom = opts.cursor ? decodeCursor(opts.cursor, opts.sort, opts.scope) : null;
  const seek = seekFrom ? sql`(${sortExpr}, ${opts.idColumn}) ${cmp} (${seekFrom.value}, ${seekFrom.id})` : null;
  const where = and([...opts.where, seek]);

  const rowsQuery = sql`SELECT ${opts.select}, (${sortExpr})::text AS __keyset_sort, (${opts.idColumn})::text AS __keyset_id
    FROM ${opts.from}
    WHERE ${where}
    ORDER BY ${sortExpr} ${dir}, ${opts.idColumn} ${dir}
    LIMIT ${opts.pageSize + 1}`.render();
  let raw: Record<string, unknown>[];
  try {
    raw = await db.query(rowsQuery.text, rowsQuery.params);
  } catch (error) {
    if (seekFrom && isDataException(error)) throw invalidCursor();
    throw error;
  }

  const hasMore = raw.length > opts.pageSize;
  const pageRaw = hasMore ? raw.slice(0, opts.pageSize) : raw;
  let nextCursor: string | null = null;
  if (hasMore) {
    const last = pageRaw[pageRaw.length - 1];
    if (last.__keyset_sort === null || last.__keyset_id === null) {
      throw new Error(`keysetPage: NULL sort value for "${opts.sort.field}": wrap the sortable expression in COALESCE`);
    }
    nextCursor = encodeCursor({ f: opts.sort.field, o: opts.sort.order, s: opts.scope, v: String(last.__keyset_sort), i: String(last.__keyset_id) });
  }
  const rows = pageRaw.map(({ __keyset_sort: _s, __keyset_id: _i, ...rest }) => (opts.mapRow ? opts.mapRow(rest) : (rest as Row)));

  const cap = opts.totalCap ?? TOTAL_CAP;
  if (!seekFrom && !hasMore) return { rows, nextCursor, total: rows.length, totalCapped: false };
  const baseWhere = and(opts.where);
  const countQuery = (
    opts.totalQuery
      ? opts.totalQuery
      : opts.exactTotal
      ? sql`SELECT count(*)::int AS n FROM ${opts.from} WHERE ${baseWhere}`
      : sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${opts.from} WHERE ${baseWhere} LIMIT ${cap + 1}) AS capped`
  ).render();
  const { n } = await db.one<{ n: number }>(countQuery.text, countQuery.params);
  if (!opts.exactTotal && n > cap) return { rows, nextCursor, total: cap, totalCapped: true };
  return { rows, nextCursor, total: n, totalCapped: false };
}
