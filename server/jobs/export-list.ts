// The export centre's own list (bizType report.exports): the caller's export jobs, newest first,
// paged by the keyset kernel like every other list. Scoped by tenant AND user.
import { z } from 'zod';
import { exportStatusSchema, type ExportJob, type TableDefinition } from '../../src/contract';
import { equals, textContains } from '../lists/conditions';
import { defineKeysetList } from '../lists/define';
import { registerList } from '../lists/registry';
import { sql } from '../lists/sql';

export const EXPORTS_BIZ_TYPE = 'report.exports';

export const exportsTable: TableDefinition = {
  bizType: EXPORTS_BIZ_TYPE,
  title: { en: 'Exports', zh: '导出记录' },
  columns: [
    { key: 'title', title: { en: 'Table', zh: '表格' }, kind: 'text', width: 200, sortable: true, defaultVisible: true },
    { key: 'fileName', title: { en: 'File name', zh: '文件名' }, kind: 'text', width: 260, sortable: false, defaultVisible: true },
    { key: 'status', title: { en: 'Status', zh: '状态' }, kind: 'status', width: 120, sortable: true, defaultVisible: true, optionName: 'exportStatus' },
    { key: 'progress', title: { en: 'Progress', zh: '进度' }, kind: 'number', width: 110, sortable: false, defaultVisible: true },
    { key: 'rowCount', title: { en: 'Rows', zh: '行数' }, kind: 'number', width: 100, sortable: true, defaultVisible: true },
    { key: 'createdAt', title: { en: 'Requested at', zh: '申请时间' }, kind: 'datetime', width: 180, sortable: true, defaultVisible: true },
    { key: 'finishedAt', title: { en: 'Finished at', zh: '完成时间' }, kind: 'datetime', width: 180, sortable: true, defaultVisible: false },
  ],
  conditions: [
    { key: 'status', label: { en: 'Status', zh: '状态' }, kind: 'select', optionName: 'exportStatus', defaultVisible: true },
    { key: 'title', label: { en: 'Table', zh: '表格' }, kind: 'text', defaultVisible: false },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
};

export const exportConditionSchema = z.strictObject({
  status: exportStatusSchema,
  title: z.string().max(100),
});

export interface ExportJobRow {
  id: string;
  biz_type: string;
  title: string;
  file_name: string;
  status: ExportJob['status'];
  progress: number;
  row_count: number;
  error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();

export function exportJobOf(r: ExportJobRow): ExportJob {
  return {
    id: r.id,
    bizType: r.biz_type,
    title: r.title,
    fileName: r.file_name,
    status: r.status,
    progress: Number(r.progress),
    rowCount: Number(r.row_count),
    error: r.error,
    createdAt: iso(r.created_at),
    finishedAt: r.finished_at === null ? null : iso(r.finished_at),
  };
}

export const EXPORT_JOB_COLUMNS = sql`j.id, j.biz_type, j.title, j.file_name, j.status, j.progress, j.row_count, j.error, j.created_at, j.finished_at`;

export const exportsList = registerList(
  defineKeysetList({
    table: exportsTable,
    conditionSchema: exportConditionSchema,
    select: EXPORT_JOB_COLUMNS,
    from: sql`export_jobs j`,
    idColumn: sql`j.seq`,
    sortable: {
      title: sql`j.title`,
      status: sql`j.status`,
      rowCount: sql`j.row_count`,
      createdAt: sql`j.created_at`,
      finishedAt: sql`COALESCE(j.finished_at, '-infinity'::timestamptz)`,
    },
    where: (caller, c) => [sql`j.tenant_id = ${caller.tenantId}`, sql`j.user_id = ${caller.userId}`, equals(sql`j.status`, c.status), textContains(sql`j.title`, c.title)],
    mapRow: (raw) => exportJobOf(raw as unknown as ExportJobRow),
    exportRow: (job) => ({ ...job }),
  }),
);
