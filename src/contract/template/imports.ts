// Bulk import (spec section 7, "Import and template"): one pipeline for every upload screen.
// upload (multipart) -> the server reads and validates every row in the background (progress is
// polled with get) -> preview counts -> error review (search, get, fix with PUT, drop with DELETE)
// -> confirm submit (applies the valid rows in batches, idempotent) -> done; or cancel before
// confirm. Records list past imports; the original file and the error rows can be downloaded.
// The paths are not shown in the spec beyond their endings; they live under import/.
import { z } from 'zod';
import { endpoint, Timeout } from '../kernel/endpoint';
import { isKnownImportType } from '../kernel/import-types';
import { pageSchema, tableQuerySchema } from '../kernel/table';
import { lookupKindSchema } from '../kernel/code-list';

/**
 * What an import creates or updates; each has a template (columns) and rules on the server. The
 * areas declare their own in their manifests (src/contract/areas.ts derives `importTypes` and the
 * typed `ImportType`); the pipeline checks a name against the kernel's registry they fill.
 */
export const importTypeSchema = z
  .string()
  .max(64)
  .refine((type) => isKnownImportType(type), { message: 'not an import type' });

/**
 * queued -> reading (file read and rows validated; progress) -> review (counts ready: the user
 * previews, fixes and drops rows) -> applying (confirmed; batches applied; progress) -> done.
 * failed: the file itself could not be read (wrong type, damaged, too large); nothing is applied.
 * cancelled: cancelled before confirm; nothing is applied.
 * Without preview an upload goes from reading straight to applying when no row is in error.
 */
export const importStatuses = ['queued', 'reading', 'review', 'applying', 'done', 'failed', 'cancelled'] as const;
export const importStatusSchema = z.enum(importStatuses);
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const importCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  create: z.number().int().nonnegative(),
  update: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  error: z.number().int().nonnegative(),
  dropped: z.number().int().nonnegative(),
  applied: z.number().int().nonnegative(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/**
 * The row actions a confirm applies (server/imports/runner.ts selects exactly these): a row that
 * is already as in the file (`unchanged`) is valid but changes nothing, a row in error or dropped
 * is left out. The confirm dialog's figure and the result are this rule's.
 */
export const appliedActions = ['create', 'update'] as const;

/** How many rows a confirm will change now (the rows of appliedActions). */
export const rowsToChange = (c: Pick<ImportCounts, (typeof appliedActions)[number]>): number => appliedActions.reduce((n, a) => n + c[a], 0);

export const importRecordSchema = z.object({
  id: z.string(),
  importType: importTypeSchema,
  fileName: z.string(),
  fileSize: z.number().int().nonnegative(),
  status: importStatusSchema,
  /** 0..100 while reading or applying. */
  progress: z.number().int().min(0).max(100),
  preview: z.boolean(),
  counts: importCountsSchema,
  /** Why the file could not be read (status failed), in the uploader's language. */
  failure: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportRecord = z.infer<typeof importRecordSchema>;

/** One problem of a row: the column (template key, or null for the whole row) and the message. */
export const rowErrorSchema = z.object({ column: z.string().nullable(), message: z.string() });
export type RowError = z.infer<typeof rowErrorSchema>;

export const importRowSchema = z.object({
  id: z.string(),
  /** The row's number in the uploaded sheet (the header is row 1). */
  rowNumber: z.number().int().positive(),
  /** Cell text by template column key, as uploaded or as fixed. */
  cells: z.record(z.string(), z.string()),
  action: z.enum(['create', 'update', 'unchanged', 'error']),
  errors: z.array(rowErrorSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** A template column: what the header says in each language, and how the cell is read. */
export const importColumnSchema = z.object({
  key: z.string(),
  title: z.object({ en: z.string(), zh: z.string() }),
  required: z.boolean(),
  /** A hint the template shows under the header (format, unit, allowed values). */
  hint: z.object({ en: z.string(), zh: z.string() }),
  /** Allowed values, when the column takes one of a list. */
  options: z.array(z.string()).optional(),
  /** The column takes a code of the tenant's (sku, warehouse, shop): fixing a row offers a picker (decision 027). */
  lookup: lookupKindSchema.optional(),
});
export type ImportColumn = z.infer<typeof importColumnSchema>;

const idParams = z.strictObject({ importType: importTypeSchema, id: z.string().min(1).max(64) });
const rowParams = z.strictObject({ importType: importTypeSchema, id: z.string().min(1).max(64), rowId: z.string().min(1).max(64) });

/** Rows of an import under review: only rows in error unless `all` is asked for. */
export const importRowConditions = z.object({
  rowNumber: z.number().int().positive(),
  column: z.string().max(64),
  all: z.boolean(),
});
export const importRowQuerySchema = tableQuerySchema(importRowConditions, ['rowNumber']);

export const importRecordConditions = z.object({
  importType: importTypeSchema,
  status: z.array(importStatusSchema).max(importStatuses.length),
  fileName: z.string().max(120),
});
export const importRecordQuerySchema = tableQuerySchema(importRecordConditions, ['createdAt', 'fileName']);

export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;

export const uploadImport = endpoint({
  id: 'import.upload',
  method: 'POST',
  path: '/api/scm-app/supplier/import/upload',
  summary: 'Uploads a filled template (xlsx or csv); the server reads and validates it in the background',
  multipart: true,
  timeoutMs: Timeout.upload,
  body: z.strictObject({
    file: z.file().max(IMPORT_FILE_MAX_BYTES),
    /** GMT plus the offset, e.g. "GMT+08:00" (spec section 7). */
    timezone: z.string().regex(/^GMT[+-]\d{2}:\d{2}$/),
    /** "1": stop at review even when every row is valid; "0": apply at once when no row is in error. */
    preview: z.enum(['0', '1']),
    /** The business category: which import this is. */
    bizType: importTypeSchema,
    appId: z.string().max(64).optional(),
  }),
  response: importRecordSchema,
});

export const getImport = endpoint({
  id: 'import.get',
  method: 'GET',
  path: '/api/scm-app/supplier/import/{importType}/{id}',
  summary: 'One import with its status, progress and counts (polled while it reads or applies)',
  params: idParams,
  response: importRecordSchema,
});

export const searchImportRows = endpoint({
  id: 'import.rowSearch',
  method: 'POST',
  path: '/api/scm-app/supplier/import/{importType}/{id}/data/search',
  summary: 'The error rows of an import under review (keyset by row number)',
  params: idParams,
  body: importRowQuerySchema,
  response: pageSchema(importRowSchema),
});

export const getImportRow = endpoint({
  id: 'import.rowGet',
  method: 'GET',
  path: '/api/scm-app/supplier/import/{importType}/{id}/data/{rowId}',
  summary: 'One row of an import with its errors',
  params: rowParams,
  response: importRowSchema,
});

export const updateImportRow = endpoint({
  id: 'import.rowUpdate',
  method: 'PUT',
  path: '/api/scm-app/supplier/import/{importType}/{id}/data/{rowId}',
  summary: 'Fixes the cells of a row under review; the row is validated again',
  params: rowParams,
  body: z.strictObject({ cells: z.record(z.string().max(64), z.string().max(1000)) }),
  response: z.object({ row: importRowSchema, record: importRecordSchema }),
});

export const deleteImportRow = endpoint({
  id: 'import.rowDelete',
  method: 'DELETE',
  path: '/api/scm-app/supplier/import/{importType}/{id}/data/{rowId}',
  summary: 'Drops a row from an import under review (it will not be applied)',
  params: rowParams,
  response: importRecordSchema,
});

export const exportImportRows = endpoint({
  id: 'import.rowExport',
  method: 'POST',
  path: '/api/scm-app/supplier/import/{importType}/{id}/data/export',
  summary: 'The error rows as an xlsx file: the template columns plus a column with the errors',
  params: idParams,
  body: importRowQuerySchema,
  response: z.unknown(),
  file: true,
  timeoutMs: Timeout.fileDownload,
});

export const submitImport = endpoint({
  id: 'import.submit',
  method: 'POST',
  path: '/api/scm-app/supplier/import/{importType}/{id}/submit',
  summary: 'Confirms an import under review: its valid rows are applied (again: nothing twice)',
  params: idParams,
  body: z.strictObject({}),
  response: importRecordSchema,
});

export const cancelImport = endpoint({
  id: 'import.cancel',
  method: 'PUT',
  path: '/api/scm-app/supplier/import/{importType}/{id}/cancel',
  summary: 'Cancels an import before it is confirmed; nothing is applied',
  params: idParams,
  body: z.strictObject({}),
  response: importRecordSchema,
});

export const searchImportRecords = endpoint({
  id: 'import.records',
  method: 'POST',
  path: '/api/scm-app/supplier/import/records',
  summary: "The tenant's past imports, newest first",
  body: importRecordQuerySchema,
  response: pageSchema(importRecordSchema),
});

export const downloadImportFile = endpoint({
  id: 'import.file',
  method: 'GET',
  path: '/api/scm-app/supplier/import/{importType}/{id}/file',
  summary: 'The original uploaded file',
  params: idParams,
  response: z.unknown(),
  file: true,
  timeoutMs: Timeout.fileDownload,
});

export const importColumns = endpoint({
  id: 'import.columns',
  method: 'GET',
  path: '/api/scm-app/supplier/import/{importType}/columns',
  summary: 'The columns an import of this type reads (what its template has)',
  params: z.strictObject({ importType: importTypeSchema }),
  response: z.array(importColumnSchema),
});

export const downloadImportTemplate = endpoint({
  id: 'import.template',
  method: 'GET',
  path: '/api/scm-app/supplier/import/{importType}/template/file',
  summary: "The template file of the tenant's current template: the header row in the user's language, allowed values as in-cell lists, and an instructions sheet",
  params: z.strictObject({ importType: importTypeSchema }),
  response: z.unknown(),
  file: true,
  timeoutMs: Timeout.fileDownload,
});

// ---- templates: the user picks a template's fields from the business field groups -------------

/** A template's kind; one template of each kind per tenant and import type ("default" unless named). */
export const templateTypeSchema = z.string().regex(/^[a-z][A-Za-z0-9]{0,31}$/, 'a template type such as default');

export const bizFieldGroupSchema = z.object({
  key: z.string(),
  title: z.object({ en: z.string(), zh: z.string() }),
  fields: z.array(importColumnSchema),
});
export type BizFieldGroup = z.infer<typeof bizFieldGroupSchema>;

export const importTemplateSchema = z.object({
  importType: importTypeSchema,
  templateType: z.string(),
  /** Column keys in the order the template lists them (required ones always included). */
  fields: z.array(z.string()),
  /** Null while the tenant has not saved one: every column, in the import type's order. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ImportTemplate = z.infer<typeof importTemplateSchema>;

export const selectOptionTypes = ['warehouseType', 'warehouseStatus', 'allotMode'] as const;
export const selectOptionSchema = z.object({ value: z.string(), label: z.object({ en: z.string(), zh: z.string() }) });

const typeParams = z.strictObject({ importType: importTypeSchema });
const templateKind = z.strictObject({ templateType: templateTypeSchema.optional(), appId: z.string().max(64).optional() });

export const getGroupBizFields = endpoint({
  id: 'import.groupBizFields',
  method: 'POST',
  path: '/api/scm-app/supplier/import/{importType}/template/group-fields',
  summary: "The import type's fields in their business groups, to pick a template's fields from",
  params: typeParams,
  body: templateKind,
  response: z.array(bizFieldGroupSchema),
});

export const getTemplateFields = endpoint({
  id: 'import.templateFields',
  method: 'POST',
  path: '/api/scm-app/supplier/import/{importType}/template/fields',
  summary: "The columns of the tenant's current template of this type, in order",
  params: typeParams,
  body: templateKind,
  response: z.array(importColumnSchema),
});

export const createTemplate = endpoint({
  id: 'import.createTemplate',
  method: 'POST',
  path: '/api/scm-app/supplier/import/{importType}/template',
  summary: "Saves the tenant's template of this type: the chosen fields in order (required ones are always in)",
  params: typeParams,
  body: z.strictObject({ templateType: templateTypeSchema.optional(), appId: z.string().max(64).optional(), fields: z.array(z.string().max(64)).min(1).max(64) }),
  response: importTemplateSchema,
});

export const currentTemplate = endpoint({
  id: 'import.currentTemplate',
  method: 'GET',
  path: '/api/scm-app/supplier/import/template/current',
  summary: "The tenant's current template of an import type (bizType)",
  query: z.strictObject({ bizType: importTypeSchema, templateType: templateTypeSchema.optional(), appId: z.string().max(64).optional() }),
  response: importTemplateSchema,
});

export const selectOptions = endpoint({
  id: 'import.selectOptions',
  method: 'GET',
  path: '/api/scm-app/supplier/import/select-options/{type}',
  summary: 'The allowed values of a template column that takes one of a list, with labels in both languages',
  params: z.strictObject({ type: z.enum(selectOptionTypes) }),
  response: z.array(selectOptionSchema),
});

export const importEndpoints = [
  uploadImport,
  getImport,
  searchImportRows,
  getImportRow,
  updateImportRow,
  deleteImportRow,
  exportImportRows,
  submitImport,
  cancelImport,
  searchImportRecords,
  downloadImportFile,
  importColumns,
  downloadImportTemplate,
  getGroupBizFields,
  getTemplateFields,
  createTemplate,
  currentTemplate,
  selectOptions,
] as const;
