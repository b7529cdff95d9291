// Handlers of the import pipeline (src/contract/template/imports.ts; docs/domain/imports.md). The upload
// checks the file's type by its content (and an xlsx's zip directory) at once, stores it and
// queues it; the ImportRunner reads and applies in the background. Review calls change rows only
// while the import is under review. Every query names the caller's tenant; the import type's
// route group must be granted (reads) or managed (changes).
import {
  cancelImport,
  deleteImportRow,
  downloadImportFile,
  createTemplate,
  currentTemplate,
  downloadImportTemplate,
  getGroupBizFields,
  getTemplateFields,
  selectOptions,
  ErrorCode,
  exportImportRows,
  getImport,
  getImportRow,
  importColumns,
  importTypeGroups,
  importTypeLabels,
  importTypes,
  searchImportRecords,
  searchImportRows,
  submitImport,
  updateImportRow,
  uploadImport,
  type ImportRecord,
  type Language,
} from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import { readFileParts } from '../db/file-parts';
import { ApiError } from '../http/api-error';
import { msg } from '../http/messages';
import { basicProblems } from '../imports/columns';
import type { ImportDefinition, RowProblem } from '../imports/definition';
import { importProblem, importText, type ImportMessageKey } from '../imports/messages';
import { errorFileStream } from '../imports/error-file';
import { importDefinition } from '../imports/registry';
import { templateWorkbook } from '../imports/template';
import { currentTemplateOf, DEFAULT_TEMPLATE_TYPE, fieldGroupsOf, saveTemplate, templateColumns } from '../imports/templates';
import { selectOptionLists } from '../imports/select-options';
import { adjustCounts, findImport, IMPORT_COLUMNS, recordOut, rowOut, textOf, type ImportRecordRow, type StoredRow } from '../imports/store';
import { contentDisposition, XLSX_TYPE } from '../common';
import { queueImport } from '../imports/queue';
import { defineHandler, type HandlerEntry } from '../back/handler';

const notFound = (lang: Language) => new ApiError(ErrorCode.notFound, msg(ErrorCode.notFound, lang), 404);
const conflict = (key: ImportMessageKey, lang: Language, vars: Record<string, string | number> = {}) =>
  new ApiError(ErrorCode.conflict, textOf(importText(key, vars), lang), 409);

/** The import type's definition (group access was checked by the pipeline: contract/access.ts). */
function definitionFor(user: SessionUser, type: string): ImportDefinition {
  const definition = importDefinition(type);
  if (!definition) throw new ApiError(ErrorCode.invalid, msg(ErrorCode.invalid, user.lang), 400);
  return definition;
}

async function ownImport(db: Db, user: SessionUser, type: string, id: string, lock = false): Promise<ImportRecordRow> {
  const row = await findImport(db, user.tenant.id, id, type, lock);
  if (!row) throw notFound(user.lang);
  return row;
}

const ROW_COLUMNS = 'id, row_number, cells, action, errors, dropped';

async function ownRow(db: Db, importId: string, rowId: string, lang: Language): Promise<StoredRow> {
  const row = await db.maybe<StoredRow>(`SELECT ${ROW_COLUMNS} FROM import_rows WHERE id = $1 AND import_id = $2 AND NOT dropped`, [rowId, importId]);
  if (!row) throw notFound(lang);
  return row;
}

function requireReview(record: ImportRecordRow, lang: Language): void {
  if (record.status !== 'review') throw conflict('notReviewable', lang);
}

// Opaque keyset cursors: the last row number, or the last (created_at, seq) of the records list.
const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function decodeCursor<T>(cursor: string | null | undefined, valid: (v: unknown) => v is T, lang: Language): T | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (valid(value)) return value;
  } catch {
    // fall through
  }
  throw new ApiError(ErrorCode.invalid, msg(ErrorCode.invalid, lang), 400);
}
const isRowCursor = (v: unknown): v is { r: number } => typeof v === 'object' && v !== null && Number.isInteger((v as { r: unknown }).r);
const isRecordCursor = (v: unknown): v is { t: string; s: number } =>
  typeof v === 'object' && v !== null && typeof (v as { t: unknown }).t === 'string' && !Number.isNaN(Date.parse((v as { t: string }).t)) && Number.isInteger((v as { s: unknown }).s);

interface RowQuery {
  conditions: { rowNumber?: number; column?: string; all?: boolean };
  cursor?: string | null;
  pageSize: number;
}

/** Rows of an import: those in error (or all), optionally one row number or one column's errors. */
function rowFilter(importId: string, query: RowQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [importId];
  let where = 'import_id = $1 AND NOT dropped';
  if (!query.conditions.all) where += " AND action = 'error'";
  if (query.conditions.rowNumber !== undefined) {
    params.push(query.conditions.rowNumber);
    where += ` AND row_number = $${params.length}`;
  }
  if (query.conditions.column) {
    params.push(JSON.stringify([{ column: query.conditions.column }]));
    where += ` AND errors @> $${params.length}::jsonb`;
  }
  return { where, params };
}

const TOTAL_CAP = 10_000;

async function rowPage(db: Db, importId: string, query: RowQuery, lang: Language) {
  const after = decodeCursor(query.cursor, isRowCursor, lang);
  const { where, params } = rowFilter(importId, query);
  const rows = await db.query<StoredRow>(
    `SELECT ${ROW_COLUMNS} FROM import_rows WHERE ${where}${after ? ` AND row_number > ${after.r}` : ''} ORDER BY row_number LIMIT ${query.pageSize + 1}`,
    params as never[],
  );
  const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM import_rows WHERE ${where} LIMIT ${TOTAL_CAP + 1}) t`, params as never[]);
  const page = rows.slice(0, query.pageSize);
  return {
    rows: page.map((r) => rowOut(r, lang)),
    nextCursor: rows.length > query.pageSize ? encodeCursor({ r: page[page.length - 1].row_number }) : null,
    total: Math.min(total.n, TOTAL_CAP),
    totalCapped: total.n > TOTAL_CAP,
  };
}

/** Checks one fixed row again, including "the same key is in another row" within the import. */
async function recheck(db: Db, user: SessionUser, record: ImportRecordRow, definition: ImportDefinition, row: StoredRow, now: Date) {
  const caller = { tenantId: user.tenant.id, userId: user.id, userName: user.displayName, timeZone: record.time_zone, now };
  const [checked] = await definition.check(db, caller, [{ rowNumber: row.row_number, cells: row.cells }]);
  const problems: RowProblem[] = [...checked.problems];
  let action = checked.action;
  if (checked.key !== null) {
    const other = await db.maybe<{ row_number: number }>(
      'SELECT row_number FROM import_rows WHERE import_id = $1 AND row_key = $2 AND id <> $3 AND NOT dropped ORDER BY row_number LIMIT 1',
      [record.id, checked.key, row.id],
    );
    if (other) {
      const keyColumn = definition.columns.find((c) => c.key === definition.keyColumn)!;
      problems.push(importProblem(keyColumn.key, 'duplicate', { column: keyColumn.title.en, columnZh: keyColumn.title.zh, value: row.cells[keyColumn.key] ?? '', row: other.row_number }));
      action = 'error';
    }
  }
  return { action, problems, key: checked.key };
}

async function recordOf(db: Db, user: SessionUser, type: string, id: string): Promise<ImportRecord> {
  return recordOut(await ownImport(db, user, type, id), user.lang);
}

export const importHandlers: HandlerEntry[] = [
  defineHandler(uploadImport, async ({ db, user, body, now }) =>
    queueImport(db, user, { type: body.bizType, file: body.file, timeZone: body.timezone, preview: body.preview === '1', now }),
  ),

  defineHandler(getImport, async ({ db, user, params }) => {
    definitionFor(user, params.importType);
    return recordOf(db, user, params.importType, params.id);
  }),

  defineHandler(importColumns, async ({ user, params }) => [...definitionFor(user, params.importType).columns]),

  defineHandler(getGroupBizFields, async ({ user, params }) => fieldGroupsOf(definitionFor(user, params.importType))),

  defineHandler(getTemplateFields, async ({ db, user, params, body }) => {
    const definition = definitionFor(user, params.importType);
    const template = await currentTemplateOf(db, user.tenant.id, definition, body.templateType ?? DEFAULT_TEMPLATE_TYPE);
    return templateColumns(definition, template.fields);
  }),

  defineHandler(createTemplate, async ({ db, user, params, body, now }) => {
    const definition = definitionFor(user, params.importType);
    const unknown = body.fields.filter((k) => !definition.columns.some((c) => c.key === k));
    if (unknown.length) throw new ApiError(ErrorCode.invalid, textOf(importText('unknownField', { value: unknown.join(', ') }), user.lang), 400, { fields: unknown });
    return saveTemplate(db, { tenantId: user.tenant.id, userId: user.id, userName: user.displayName }, definition, body.templateType ?? DEFAULT_TEMPLATE_TYPE, body.fields, now);
  }),

  defineHandler(currentTemplate, async ({ db, user, query }) =>
    currentTemplateOf(db, user.tenant.id, definitionFor(user, query.bizType), query.templateType ?? DEFAULT_TEMPLATE_TYPE),
  ),

  defineHandler(selectOptions, async ({ params }) => [...selectOptionLists[params.type]]),

  defineHandler(downloadImportTemplate, async ({ db, user, params }) => {
    const definition = definitionFor(user, params.importType);
    const template = await currentTemplateOf(db, user.tenant.id, definition);
    const bytes = await templateWorkbook(definition, templateColumns(definition, template.fields), user.lang);
    const name = `${importTypeLabels.bi[definition.type].en.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-template.xlsx`;
    return new Response(bytes, {
      status: 200,
      headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': contentDisposition(name), 'Cache-Control': 'no-store' },
    });
  }),

  defineHandler(searchImportRows, async ({ db, user, params, body }) => {
    definitionFor(user, params.importType);
    const record = await ownImport(db, user, params.importType, params.id);
    return rowPage(db, record.id, body, user.lang);
  }),

  defineHandler(getImportRow, async ({ db, user, params }) => {
    definitionFor(user, params.importType);
    const record = await ownImport(db, user, params.importType, params.id);
    return rowOut(await ownRow(db, record.id, params.rowId, user.lang), user.lang);
  }),

  defineHandler(updateImportRow, async ({ db, user, params, body, now }) => {
    const definition = definitionFor(user, params.importType);
    return db.transaction(async (tx) => {
      const record = await ownImport(tx, user, params.importType, params.id, true);
      const row = await ownRow(tx, record.id, params.rowId, user.lang);
      requireReview(record, user.lang);
      // only the template's columns; anything else in the body is ignored
      const cells = { ...row.cells };
      for (const c of definition.columns) if (c.key in body.cells) cells[c.key] = body.cells[c.key].trim();
      const fixed = { ...row, cells };
      const checked = await recheck(tx, user, record, definition, fixed, now);
      const basics = basicProblems(definition.columns, cells);
      const problems = checked.problems.length ? checked.problems : basics;
      const action = problems.length ? 'error' : checked.action;
      await tx.query('UPDATE import_rows SET cells = $2::jsonb, action = $3, errors = $4::jsonb, row_key = $5 WHERE id = $1', [
        row.id,
        JSON.stringify(cells),
        action,
        JSON.stringify(problems),
        checked.key,
      ]);
      if (action !== row.action) await adjustCounts(tx, record.id, { [row.action]: -1, [action]: 1 });
      return {
        row: rowOut({ ...fixed, action, errors: problems }, user.lang),
        record: recordOut(await ownImport(tx, user, params.importType, params.id), user.lang),
      };
    });
  }),

  defineHandler(deleteImportRow, async ({ db, user, params }) => {
    definitionFor(user, params.importType);
    return db.transaction(async (tx) => {
      const record = await ownImport(tx, user, params.importType, params.id, true);
      const row = await tx.maybe<{ dropped: boolean; action: StoredRow['action'] }>('SELECT dropped, action FROM import_rows WHERE id = $1 AND import_id = $2', [
        params.rowId,
        record.id,
      ]);
      if (!row) throw notFound(user.lang);
      // dropping a dropped row again is a retried delete: it succeeds
      if (row.dropped) return recordOut(record, user.lang);
      requireReview(record, user.lang);
      await tx.query('UPDATE import_rows SET dropped = true WHERE id = $1', [params.rowId]);
      await adjustCounts(tx, record.id, { [row.action]: -1, dropped: 1 });
      return recordOut(await ownImport(tx, user, params.importType, params.id), user.lang);
    });
  }),

  defineHandler(exportImportRows, async ({ db, user, params, body }) => {
    const definition = definitionFor(user, params.importType);
    const record = await ownImport(db, user, params.importType, params.id);
    const base = record.file_name.replace(/\.[^.]*$/, '');
    return new Response(errorFileStream(db, definition, rowFilter(record.id, body), user.lang), {
      status: 200,
      headers: {
        'Content-Type': XLSX_TYPE,
        'Content-Disposition': contentDisposition(`${base}-errors.xlsx`),
        'Cache-Control': 'no-store',
      },
    });
  }),

  defineHandler(submitImport, async ({ db, user, params }) => {
    definitionFor(user, params.importType);
    return db.transaction(async (tx) => {
      const record = await ownImport(tx, user, params.importType, params.id, true);
      // a second confirm (a double click, a retry after a dropped connection) changes nothing
      if (record.status === 'applying' || record.status === 'done') return recordOut(record, user.lang);
      if (record.status !== 'review') throw conflict('notConfirmable', user.lang, { status: record.status });
      if (record.count_create + record.count_update + record.count_unchanged === 0) throw conflict('nothingToApply', user.lang);
      const updated = await tx.one<ImportRecordRow>(
        `UPDATE imports i SET status = 'applying', progress = 0, worker = NULL, heartbeat = NULL WHERE id = $1 RETURNING ${IMPORT_COLUMNS}`,
        [record.id],
      );
      return recordOut(updated, user.lang);
    });
  }),

  defineHandler(cancelImport, async ({ db, user, params, now }) => {
    definitionFor(user, params.importType);
    return db.transaction(async (tx) => {
      const record = await ownImport(tx, user, params.importType, params.id, true);
      if (record.status === 'cancelled') return recordOut(record, user.lang);
      if (!['queued', 'reading', 'review'].includes(record.status)) throw conflict('notCancellable', user.lang);
      const updated = await tx.one<ImportRecordRow>(
        `UPDATE imports i SET status = 'cancelled', worker = NULL, heartbeat = NULL, finished_at = $2 WHERE id = $1 RETURNING ${IMPORT_COLUMNS}`,
        [record.id, now],
      );
      return recordOut(updated, user.lang);
    });
  }),

  defineHandler(searchImportRecords, async ({ db, user, body }) => {
    const types = importTypes.filter((t) => user.role.groups.includes(importTypeGroups[t]));
    const params: unknown[] = [user.tenant.id, types];
    let where = 'i.tenant_id = $1 AND i.import_type = ANY($2::text[])';
    const c = body.conditions;
    if (c.importType) {
      params.push(c.importType);
      where += ` AND i.import_type = $${params.length}`;
    }
    if (c.status?.length) {
      params.push(c.status);
      where += ` AND i.status = ANY($${params.length}::text[])`;
    }
    if (c.fileName) {
      params.push(`%${c.fileName.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
      where += ` AND i.file_name ILIKE $${params.length}`;
    }
    const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM imports i WHERE ${where} LIMIT ${TOTAL_CAP + 1}) t`, params as never[]);
    const after = decodeCursor(body.cursor, isRecordCursor, user.lang);
    if (after) {
      params.push(after.t, after.s);
      where += ` AND (i.created_at, i.seq) < ($${params.length - 1}::timestamptz, $${params.length})`;
    }
    const rows = await db.query<ImportRecordRow & { seq: number }>(
      `SELECT ${IMPORT_COLUMNS}, i.seq FROM imports i WHERE ${where} ORDER BY i.created_at DESC, i.seq DESC LIMIT ${body.pageSize + 1}`,
      params as never[],
    );
    const page = rows.slice(0, body.pageSize);
    const last = page[page.length - 1];
    return {
      rows: page.map((r) => recordOut(r, user.lang)),
      nextCursor: rows.length > body.pageSize ? encodeCursor({ t: last.created_at.toISOString(), s: Number(last.seq) }) : null,
      total: Math.min(total.n, TOTAL_CAP),
      totalCapped: total.n > TOTAL_CAP,
    };
  }),

  defineHandler(downloadImportFile, async ({ db, user, params }) => {
    definitionFor(user, params.importType);
    const record = await ownImport(db, user, params.importType, params.id);
    const bytes = new Uint8Array(await readFileParts(db, record.id));
    const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
    return new Response(bytes, {
      status: 200,
      headers: {
        'Content-Type': isZip ? XLSX_TYPE : 'text/csv; charset=utf-8',
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': contentDisposition(record.file_name),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
];
