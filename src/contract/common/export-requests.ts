// The export centre's request variants (spec section 7 "Export": "table list export,
// saveExportRequest, saveProExportRequest, exportRequestSpalding"; docs/domain/common.md, "Export
// requests"). Each queues a job in the same pipeline as export.start (the job list, the runner,
// the download), and differs in what the file holds:
//   export.tableList     the table's list with every column of the table, not only the visible ones
//   export.saveRequest   the current view saved under the user's own name (the job's title and file
//                        name), so it can be found again in the export centre and its statistics
//   export.saveProRequest  totals per product: one row per SKU of the view, its rows counted and
//                        every quantity column summed (lists whose rows carry a SKU)
//   export.requestSpalding the current view in the partner (Spalding) interchange layout: field
//                        keys as the header, codes as codes, times as ISO 8601 UTC, no "About" sheet
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { exportJobSchema, exportViewSchema as view } from './exports';
/** The view without its columns: the request decides them (every column, or the product totals). */
const viewWithoutColumns = view.omit({ columns: true });

/** A name a person gives an export: trimmed, 1..60 characters, no control characters or path separators. */
export const exportNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[^\u0000-\u001f\u007f/\\]+$/, 'no control characters or slashes');

export const exportTableList = endpoint({
  id: 'export.tableList',
  changes: 'own',
  method: 'POST',
  path: '/api/scm-app/supplier/export/table/list',
  summary: "Starts an export job of a table's list with every column of the table (conditions, sort, owner and time zone as export.start)",
  permission: 'export',
  body: viewWithoutColumns,
  response: exportJobSchema,
});

export const saveExportRequest = endpoint({
  id: 'export.saveRequest',
  changes: 'own',
  method: 'POST',
  path: '/api/scm-app/supplier/export/saveExportRequest',
  summary: "Starts an export job of a table view saved under the user's name: the job's title and file name",
  permission: 'export',
  body: view.extend({ name: exportNameSchema }),
  response: exportJobSchema,
});

export const saveProExportRequest = endpoint({
  id: 'export.saveProRequest',
  changes: 'own',
  method: 'POST',
  path: '/api/scm-app/supplier/export/saveProExportRequest',
  summary: 'Starts an export job of the totals per product (SKU) of a table view: rows counted, quantity columns summed; lists with a SKU column only',
  permission: 'export',
  body: viewWithoutColumns,
  response: exportJobSchema,
});

export const exportRequestSpalding = endpoint({
  id: 'export.requestSpalding',
  changes: 'own',
  method: 'POST',
  path: '/api/scm-app/supplier/export/exportRequestSpalding',
  summary: 'Starts an export job of a table view in the partner (Spalding) interchange layout: field keys, codes, ISO 8601 UTC times, no About sheet',
  permission: 'export',
  body: view,
  response: exportJobSchema,
});

/** How a job's file is laid out (kept with the job's query; absent: `view`). */
export const exportLayouts = ['view', 'products', 'partner'] as const;
export type ExportLayout = (typeof exportLayouts)[number];

export const exportRequestEndpoints = [exportTableList, saveExportRequest, saveProExportRequest, exportRequestSpalding] as const;
