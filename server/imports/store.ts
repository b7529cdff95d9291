// Reading imports and their rows for answers: the record with its counts (one aggregate over the
// rows), rows with their problems in the reader's language.
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
}

export const IMPORT_COLUMNS = `i.id, i.tenant_id, i.user_id, i.user_name, i.import_type, i.file_name, i.file_size, i.lang, i.preview,
  i.status, i.progress, i.total, i.applied, i.time_zone, i.failure, i.created_at, i.finished_at`;

interface CountRow {
  create: number;
  update: number;
  unchanged: number;
  error: number;
  dropped: number;
}

export const textOf = (texts: { en: string; zh: string }, lang: Language) => (lang === 'zh-CN' ? texts.zh : texts.en);

export async function countRows(db: Db, importId: string): Promise<CountRow> {
  return db.one<CountRow>(
    `SELECT count(*) FILTER (WHERE NOT dropped AND action = 'create')::int AS "create",
            count(*) FILTER (WHERE NOT dropped AND action = 'update')::int AS "update",
            count(*) FILTER (WHERE NOT dropped AND action = 'unchanged')::int AS unchanged,
            count(*) FILTER (WHERE NOT dropped AND action = 'error')::int AS error,
            count(*) FILTER (WHERE dropped)::int AS dropped
       FROM import_rows WHERE import_id = $1`,
    [importId],
  );
}

export async function recordOut(db: Db, row: ImportRecordRow, lang: Language): Promise<ImportRecord> {
  const counts = await countRows(db, row.id);
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

export async function findImport(db: Db, tenantId: string, id: string, type: ImportType, lock = false): Promise<ImportRecordRow | undefined> {
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
