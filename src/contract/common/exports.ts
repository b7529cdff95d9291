// The export centre (spec section 7 "Export"): a job per export of a table's current view (its
// conditions, sort and visible columns, and for a list of one owner's rows, such as the change
// records of a warehouse, that owner), run by the server, listed with status and progress,
// downloaded as xlsx. Jobs live in the database, so they survive a restart.
import { z } from 'zod';
import { endpoint, Timeout } from '../kernel/endpoint';
import { bizTypeSchema, columnSettingSchema, pageSchema, PAGE_SIZE_MAX } from '../kernel/table';

export const exportStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export const exportStatusSchema = z.enum(exportStatuses);

export const exportJobSchema = z.object({
  id: z.string(),
  bizType: z.string(),
  /** The table's name in the user's language, for the job list. */
  title: z.string(),
  fileName: z.string(),
  status: exportStatusSchema,
  /** 0..100 */
  progress: z.number().int().min(0).max(100),
  rowCount: z.number().int().nonnegative(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** A table view to export: its conditions, sort, columns, owner and the requester's time zone. */
export const exportViewSchema = z.strictObject({
  bizType: bizTypeSchema,
  conditions: z.record(z.string().max(64), z.unknown()).default({}),
  sort: z.strictObject({ field: z.string().max(64), order: z.enum(['asc', 'desc']) }).optional(),
  columns: z.array(columnSettingSchema.shape.key).min(1).max(200),
  /**
   * The owner whose rows the list shows (the warehouse, cart or channel of change records; its
   * search takes the id in the path): required for such lists, refused for the others.
   */
  ownerId: z.string().min(1).max(64).optional(),
  /**
   * The requester's IANA time zone ("Asia/Shanghai"): the file's date-time cells show wall-clock
   * time there (decision 024). The server refuses a name it does not know; absent: UTC.
   */
  timeZone: z.string().min(1).max(64).optional(),
});

export const startExport = endpoint({
  id: 'export.start',
  changes: 'own',
  method: 'POST',
  path: '/api/scm-app/supplier/export',
  summary: 'Starts an export job of a table view: its conditions, sort and visible columns (and owner, for a list of one owner)',
  permission: 'export',
  body: exportViewSchema,
  response: exportJobSchema,
});

export const queryExports = endpoint({
  id: 'export.query',
  method: 'GET',
  path: '/api/scm-app/supplier/exports/query',
  summary: "The user's export jobs, newest first",
  query: z.strictObject({
    status: exportStatusSchema.optional(),
    cursor: z.string().max(256).optional(),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
  }),
  response: pageSchema(exportJobSchema),
});

export const downloadExport = endpoint({
  id: 'export.download',
  method: 'GET',
  path: '/api/scm-app/supplier/export/{id}',
  summary: 'The xlsx file of a finished export job',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: z.unknown(),
  file: true,
  // spec section 9: "report file download 120 s" (the export centre is /report/report's)
  timeoutMs: Timeout.reportDownload,
});

/** One table's exports of the caller: how many of each status, the rows exported, the latest. */
export const exportStatisticsSchema = z.object({
  bizType: z.string(),
  /** The table's name in the caller's language. */
  name: z.string(),
  total: z.number().int().nonnegative(),
  queued: z.number().int().nonnegative(),
  running: z.number().int().nonnegative(),
  succeeded: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** Rows in the files of the succeeded exports. */
  rows: z.number().int().nonnegative(),
  lastAt: z.string(),
});
export type ExportStatistics = z.infer<typeof exportStatisticsSchema>;

export const exportStatistics = endpoint({
  id: 'export.statistics',
  method: 'GET',
  path: '/api/scm-app/supplier/exports/statistics',
  summary: "The caller's export jobs counted per table (bizType), optionally of one bizType and whose name or file name contains `name`; latest first",
  query: z.strictObject({
    bizType: bizTypeSchema.optional(),
    name: z.string().trim().min(1).max(60).optional(),
  }),
  response: z.array(exportStatisticsSchema),
});

export const exportEndpoints = [startExport, queryExports, downloadExport, exportStatistics] as const;
