// The user's export jobs (the export centre, /report/export and /report/report): a fixed table
// read with GET exports/query (a query string, not a table-query body), polled while a job is
// queued or running. Rows download through the download machine (see screens/report).
import { msg } from '@lingui/core/macro';
import { exportStatistics, queryExports, exportStatuses, type ExportJob, type ExportStatistics } from '../contract/common/exports';
import type { ResourceIo } from '../machines/generic/types';
import { exportStatusLabels } from '../contract/common/labels';
import { defineResource } from './types';

const isExportStatus = (v: unknown): v is ExportJob['status'] => typeof v === 'string' && (exportStatuses as readonly string[]).includes(v);

export const exportJobsResource = defineResource<ExportJob>({
  key: 'exportJobs',
  bizType: 'report.exports',
  title: msg`Export centre`,
  endpoints: { search: queryExports },
  fetchPage: (query, { signal, call }) => {
    const status = query.conditions.status;
    return call(
      queryExports,
      { query: { pageSize: query.pageSize, ...(query.cursor ? { cursor: query.cursor } : {}), ...(isExportStatus(status) ? { status } : {}) } },
      { signal, quiet: true },
    );
  },
  pollWhile: (rows) => rows.some((r) => r.status === 'queued' || r.status === 'running'),
  rowId: (row) => row.id,
  columns: { progress: { kind: 'number' }, createdAt: { kind: 'datetime' }, finishedAt: { kind: 'datetime' } },
  table: {
    columns: [
      { key: 'title', title: msg`Table`, kind: 'text', width: 200, sortable: false, defaultVisible: true },
      { key: 'fileName', title: msg`File`, kind: 'text', width: 240, sortable: false, defaultVisible: true },
      { key: 'status', title: msg`Status`, kind: 'status', width: 120, sortable: false, defaultVisible: true },
      { key: 'progress', title: msg`Progress`, kind: 'number', width: 160, sortable: false, defaultVisible: true },
      { key: 'rowCount', title: msg`Rows`, kind: 'number', width: 90, sortable: false, defaultVisible: true },
      { key: 'createdAt', title: msg`Created`, kind: 'datetime', width: 170, sortable: false, defaultVisible: true },
      { key: 'finishedAt', title: msg`Finished`, kind: 'datetime', width: 170, sortable: false, defaultVisible: true },
    ],
    conditions: [
      {
        key: 'status',
        label: msg`Status`,
        kind: 'select',
        defaultVisible: true,
        labels: { set: exportStatusLabels },
      },
    ],
  },
  examples: {
    row: {
      id: 'exp-1',
      bizType: 'asset.warehouse',
      title: 'Warehouses',
      fileName: 'warehouses-20240501.xlsx',
      status: 'running',
      progress: 40,
      rowCount: 120,
      error: null,
      createdAt: '2024-05-01T08:00:00.000Z',
      finishedAt: null,
    },
  },
});

/** The user's exports counted per table (export.statistics): the export centre's summary. */
export const exportStatisticsQuery = {
  run: (_params: Record<string, unknown>, { signal, call }: ResourceIo): Promise<ExportStatistics[]> => call(exportStatistics, {}, { signal, quiet: true }),
};
