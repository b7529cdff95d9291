// Export of a list's current view (spec section 7 "Export"): a job on the server, listed in the
// export centre (/report/export).
//   idle      export.requested {request} -> starting (ignored without visible columns).
//   starting  startExport (invoke 'startExport': the request's kind picks the call: the view
//             (export.start), every column (export.tableList), the view under a name
//             (export.saveRequest), totals per product (export.saveProRequest) or the partner
//             layout (export.requestSpalding); bizType, conditions, sort, visible columns and,
//             for a list of one owner's rows, the owner; columns null = the user's columns of the
//             table, asked first: a report of a whole table; and the browser's time zone, which
//             the file's dates are shown in, decision 024); tag 'busy'; a failure toasts the
//             server message (call()).
//   started   context.job; entry announceStarted (provided by the screen: a success toast with
//             common.message.success and the way to the export centre); export.requested starts
//             another; export.dismissed -> idle.
//   failed    context.error; export.requested -> starting; export.dismissed -> idle.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { startExport, type ExportJob } from '../../contract/common/exports';
import { exportRequestSpalding, exportTableList, saveExportRequest, saveProExportRequest } from '../../contract/common/export-requests';
import { getDefaultTableColumns } from '../../contract/common/table-calls';
import { toMachineError, type MachineError } from '../support/errors';
import type { ListSort } from './types';

export interface ExportRequest {
  bizType: string;
  conditions: Record<string, unknown>;
  sort: ListSort | null;
  /** Keys of the visible columns, in order; null: the user's columns of that table (a report). */
  columns: string[] | null;
  /** The owner of a list of one owner's rows (its records only); absent for other lists. */
  ownerId?: string | null;
  /** What the file holds (docs/domain/common.md, "Export requests"); absent: the view. */
  kind?: ExportKind;
  /** The name of a `named` export: the job's title and file name. */
  name?: string;
}

/** The export centre's requests: the view, every column, a named view, totals per product, the partner layout. */
export const exportKinds = ['view', 'allColumns', 'named', 'products', 'partner'] as const;
export type ExportKind = (typeof exportKinds)[number];

export interface ExportContext {
  request: ExportRequest | null;
  job: ExportJob | null;
  error: MachineError | null;
}

export type ExportEvent = { type: 'export.requested'; request: ExportRequest } | { type: 'export.dismissed' };

export const exportMachine = setup({
  types: {
    context: {} as ExportContext,
    events: {} as ExportEvent,
    children: {} as { startExport: 'startExport' },
  },
  actors: {
    startExport: fromPromise<ExportJob, ExportRequest>(async ({ input, signal }) => {
      const view = {
        bizType: input.bizType,
        conditions: input.conditions,
        ...(input.sort ? { sort: input.sort } : {}),
        ...(input.ownerId ? { ownerId: input.ownerId } : {}),
        // the user's own zone, so a date in the file is the day they saw on the screen
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
      const kind = input.kind ?? 'view';
      // the server decides these columns: every column of the table, or the SKU and quantities
      if (kind === 'allColumns') return call(exportTableList, { body: view }, { signal });
      if (kind === 'products') return call(saveProExportRequest, { body: view }, { signal });
      const columns =
        input.columns ??
        (await call(getDefaultTableColumns, { body: { bizType: input.bizType } }, { signal })).columns.filter((c) => c.visible).map((c) => c.key);
      if (kind === 'named') return call(saveExportRequest, { body: { ...view, columns, name: input.name ?? '' } }, { signal });
      if (kind === 'partner') return call(exportRequestSpalding, { body: { ...view, columns } }, { signal });
      return call(startExport, { body: { ...view, columns } }, { signal });
    }),
  },
  actions: {
    takeRequest: assign({ request: ({ event }) => (event.type === 'export.requested' ? event.request : null), error: null }),
    /** The job was started (provided by the screen; nothing by default). */
    announceStarted: (_, _params: { job: ExportJob }) => {},
  },
  guards: {
    hasColumns: ({ event }) => event.type === 'export.requested' && (event.request.columns === null || event.request.columns.length > 0),
  },
}).createMachine({
  id: 'export',
  context: { request: null, job: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'export.requested': { guard: 'hasColumns', target: 'starting', actions: 'takeRequest' } },
    },
    starting: {
      tags: ['busy'],
      // a second request while starting is ignored (no double jobs from a double click)
      invoke: {
        id: 'startExport',
        src: 'startExport',
        input: ({ context }) => context.request as ExportRequest,
        onDone: { target: 'started', actions: assign({ job: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    started: {
      entry: { type: 'announceStarted', params: ({ context }) => ({ job: context.job as ExportJob }) },
      on: {
        'export.requested': { guard: 'hasColumns', target: 'starting', actions: 'takeRequest' },
        'export.dismissed': { target: 'idle', actions: assign({ job: null }) },
      },
    },
    failed: {
      on: {
        'export.requested': { guard: 'hasColumns', target: 'starting', actions: 'takeRequest' },
        'export.dismissed': { target: 'idle', actions: assign({ error: null }) },
      },
    },
  },
});
