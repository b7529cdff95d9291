// Bulk import (/template, /template/uploadError): the import types the portal offers, status
// names, the template's columns (a query run by the asset query machine) and the records of past
// imports (a fixed table read with POST import/records, polled while one is being read or
// applied). The workflow itself is src/machines/import/import.machine.ts.
import { msg } from '@lingui/core/macro';
import { importColumns, importStatuses, searchImportRecords, type ImportColumn, type ImportRecord, type ImportStatus } from '../../contract/template/imports';
import { importStatusLabels } from '../../contract/template/labels';
import { importTypeLabels, importTypes, isImportType } from '../../contract/shell';
import { PAGE_SIZE_MAX } from '../../contract/kernel/table';
import type { AnyRecord, ResourceIo } from '../types';
import { defineResource } from '../types';

const isImportStatus = (v: unknown): v is ImportStatus => typeof v === 'string' && (importStatuses as readonly string[]).includes(v);

/** The template's columns of an import type (what the file must contain). */
export const importColumnsQuery = {
  run: (params: AnyRecord, { signal, call }: ResourceIo): Promise<ImportColumn[]> =>
    isImportType(params.importType) ? call(importColumns, { params: { importType: params.importType } }, { signal, quiet: true }) : Promise.resolve([]),
};

/** A record with its counts as columns of their own. */
export type ImportRecordRow = ImportRecord & { total: number; applied: number; inError: number };
const rowOf = (r: ImportRecord): ImportRecordRow => ({ ...r, total: r.counts.total, applied: r.counts.applied, inError: r.counts.error });

const sortFields = new Set(['createdAt', 'fileName']);

export const importRecordsResource = defineResource<ImportRecordRow>({
  key: 'template.importRecords',
  bizType: 'template.importRecords',
  title: msg`Import records`,
  endpoints: { search: searchImportRecords },
  fetchPage: async (query, { signal, call }) => {
    const { importType, status, fileName } = query.conditions;
    const page = await call(
      searchImportRecords,
      {
        body: {
          conditions: {
            ...(isImportType(importType) ? { importType } : {}),
            ...(isImportStatus(status) ? { status: [status] } : {}),
            ...(typeof fileName === 'string' && fileName.trim() ? { fileName: fileName.trim().slice(0, 120) } : {}),
          },
          ...(query.sort && sortFields.has(query.sort.field) ? { sort: query.sort as { field: 'createdAt' | 'fileName'; order: 'asc' | 'desc' } } : {}),
          ...(query.cursor ? { cursor: query.cursor } : {}),
          pageSize: Math.min(query.pageSize, PAGE_SIZE_MAX),
        },
      },
      { signal, quiet: true },
    );
    return { ...page, rows: page.rows.map(rowOf) };
  },
  pollWhile: (rows) => rows.some((r) => r.status === 'queued' || r.status === 'reading' || r.status === 'applying'),
  rowId: (row) => row.id,
  columns: { createdAt: { kind: 'datetime' } },
  table: {
    columns: [
      { key: 'fileName', title: msg`File`, kind: 'text', width: 220, sortable: false, defaultVisible: true },
      { key: 'importType', title: msg`Import type`, kind: 'status', width: 200, sortable: false, defaultVisible: true },
      { key: 'status', title: msg`Status`, kind: 'status', width: 170, sortable: false, defaultVisible: true },
      { key: 'total', title: msg`Rows`, kind: 'number', width: 80, sortable: false, defaultVisible: true },
      { key: 'applied', title: msg`Applied`, kind: 'number', width: 90, sortable: false, defaultVisible: true },
      { key: 'inError', title: msg`In error`, kind: 'number', width: 90, sortable: false, defaultVisible: true },
      { key: 'createdAt', title: msg`Uploaded`, kind: 'datetime', width: 170, sortable: false, defaultVisible: true },
      { key: 'createdBy', title: msg`By`, kind: 'text', width: 130, sortable: false, defaultVisible: true },
    ],
    conditions: [
      { key: 'fileName', label: msg`File name`, kind: 'text', defaultVisible: true },
      {
        key: 'importType',
        label: msg`Import type`,
        kind: 'select',
        defaultVisible: true,
        labels: { set: importTypeLabels, values: importTypes },
      },
      { key: 'status', label: msg`Status`, kind: 'select', defaultVisible: true, labels: { set: importStatusLabels } },
    ],
  },
  examples: {
    row: rowOf({
      id: 'im_1',
      importType: 'warehouseBuffer',
      fileName: 'buffers.xlsx',
      fileSize: 2048,
      status: 'review',
      progress: 100,
      preview: true,
      counts: { total: 6, create: 2, update: 1, unchanged: 0, error: 3, dropped: 0, applied: 0 },
      failure: null,
      createdBy: 'Grace Lin',
      createdAt: '2024-05-01T08:00:00.000Z',
      finishedAt: null,
    }),
  },
});
