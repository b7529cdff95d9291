// Reading imports and their rows for answers: the record with its counts (kept on the import by
// whoever changes its rows: adjustCounts), rows with their problems in the reader's language.
import type { ImportRecord, ImportRow, ImportStatus, ImportType, Language } from '../../src/contract';
import type { Db } from '../db/db';
import type { RowProblem } from './definition';

export interface ImportRecordRow {
  id: string;
  tenant_id: string;
  user_id: string;
  user_name: string;
  import_type: ImportType;
  file_name: string;
  file_size: number;
  lang: Language;
  preview: boolean;
  status: ImportStatus;
  progress: number;
  total: number;
  applied: number;
  time_zone: string;
  failure: { en: string; zh: string } | null;
  created_at: Date;
  finished_at: Date | null;
  count_create: number;
  count_update: number;
  count_unchanged: number;
  count_error: number;
  count_dropped: number;
}

export const IMPORT_COLUMNS = `i.id, i.tenant_id, i.user_id, i.user_name, i.import_type, i.file_name, i.file_size, i.lang, i.preview,
  i.status, i.progress, i.total, i.applied, i.time_zone, i.failure, i.created_at, i.finished_at,
  i.count_create, i.count_update, i.count_unchanged, i.count_error, i.count_dropped`;

export const textOf = (texts: { en: string; zh: string }, lang: Language) => (lang === 'zh-CN' ? texts.zh : texts.en);

/** The counts kept on the import (migration 026): rows by action, not dropped, and dropped rows. */
export type CountKey = 'create' | 'update' | 'unchanged' | 'error' | 'dropped';
const countKeys: readonly CountKey[] = ['create', 'update', 'unchanged', 'error', 'dropped'];

/** `count_x = count_x + $n, ...` for the counts that `changes` moves, numbered from `$from`. */
export function countsSet(changes: Partial<Record<CountKey, number>>, from: number): { sql: string; params: number[] } {
  const keys = countKeys.filter((k) => changes[k]);
  return { sql: keys.map((k, i) => `count_${k} = count_${k} + $${from + i}`).join(', '), params: keys.map((k) => changes[k]!) };
}

/**
 * Moves the import's counts by `changes` (in the caller's transaction, with the row writes they
 * describe): `{ error: -1, update: 1 }` for a row fixed from error to update.
 */
export async function adjustCounts(db: Db, importId: string, changes: Partial<Record<CountKey, number>>): Promise<void> {
  const { sql, params } = countsSet(changes, 2);
  if (sql) await db.query(`UPDATE imports SET ${sql} WHERE id = $1`, [importId, ...params]);
}

/** How many of `actions` there are of each, as changes for adjustCounts. */
export function countActions(actions: readonly CountKey[]): Partial<Record<CountKey, number>> {
  const changes: Partial<Record<CountKey, number>> = {};
  for (const a of actions) changes[a] = (changes[a] ?? 0) + 1;
  return changes;
}

export function recordOut(row: ImportRecordRow, lang: Language): ImportRecord {
  const counts = { create: row.count_create, update: row.count_update, unchanged: row.count_unchanged, error: row.count_error, dropped: row.count_dropped };
  return {
    id: row.id,
    importType: row.import_type,
    fileName: row.file_name,
    fileSize: row.file_size,
    status: row.status,
    progress: row.progress,
    preview: row.preview,
    counts: { total: row.total, ...counts, applied: row.applied },
    failure: row.failure ? textOf(row.failure, lang) : null,
    createdBy: row.user_name,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

export async function findImport(db: Db, tenantId: string, id: string, type: string, lock = false): Promise<ImportRecordRow | undefined> {
  return db.maybe<ImportRecordRow>(
    `SELECT ${IMPORT_COLUMNS} FROM imports i WHERE i.id = $1 AND i.tenant_id = $2 AND i.import_type = $3${lock ? ' FOR UPDATE' : ''}`,
    [id, tenantId, type],
  );
}

export interface StoredRow {
  id: string;
  row_number: number;
  cells: Record<string, string>;
  action: ImportRow['action'];
  errors: RowProblem[];
  dropped: boolean;
}

export function rowOut(row: StoredRow, lang: Language): ImportRow {
  return {
    id: row.id,
    rowNumber: row.row_number,
    cells: row.cells,
    action: row.action,
    errors: row.errors.map((e) => ({ column: e.column, message: lang === 'zh-CN' ? e.zh : e.en })),
  };
}
