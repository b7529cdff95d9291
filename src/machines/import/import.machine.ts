// Bulk import of one template (/template, /template/uploadError; contract src/contract/template/imports.ts):
// upload with progress -> the server reads and checks every row (polled) -> review (counts, the
// rows in error fixed in place or dropped) -> confirm -> applied (polled) -> done; or cancelled
// before confirm. The server owns the import's status; the machine follows it (`routing`), so an
// import opened from the records lands in the state its status says.
//   starting    transient: opening with input.importId, else choosing.
//   choosing    import.fileChosen (checked here: extension, size, empty -> context.fileProblem),
//               import.previewChanged (not for a type its area uploads: context.previewFixed);
//               import.uploadRequested -> uploading when the file is fine.
//   uploading   multipart upload (invoke 'uploadFile': the pipeline's upload, or the area's own
//               call for its type, such as the order upload: file + timeZone, always stopping at
//               review); import.uploadProgress from the XHR;
//               tag 'busy'. import.uploadAborted (aborts the request) or failure -> choosing.
//   opening     GET the import (invoke 'getRecord'); failure -> openFailed (import.retry).
//   routing     transient: by context.record.status to reading, review, applying, done, failed
//               or cancelled.
//   reading     queued/reading on the server: polled every pollDelay (waiting -> fetching ->
//               routing; a failed poll -> stalled, import.retry). import.cancelRequested ->
//               cancelling (nothing to lose yet but the upload).
//   review      counts in context.record; the rows in error, a keyset page at a time:
//               loadingRows -> ready (rowsFailed: import.retry), loadingMore; fixing
//               (editing -> saving: PUT the cells; a row still in error stays in editing with
//               its new errors, a fixed one leaves the list); confirmingDrop -> dropping
//               (DELETE); confirmingCancel -> cancelling; confirming -> submitting.
//   submitting  POST submit (invoke 'submitRecord'); only reachable from review.confirming, so a
//               second press sends nothing. Done -> routing; failure -> back to the dialog.
//   applying    like reading, without cancel.
//   done        entry: announceDone when this machine saw the import unfinished (context.live).
//   failed      the file could not be read: context.record.failure.
//   cancelling  PUT cancel (invoke 'cancelRecord'); done -> routing; failure -> routing too,
//               which goes back to where the import was (reading or review) with the error.
//   cancelled   nothing was applied.
// done, failed and cancelled take import.restarted -> choosing (another file).
// Every failed call leaves the server's code and message in context.error (never text).
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { call, timezoneOffset, upload } from '../../services';
import type { EndpointData } from '../../contract/kernel/endpoint';
import {
  cancelImport,
  deleteImportRow,
  getImport,
  IMPORT_FILE_MAX_BYTES,
  searchImportRows,
  submitImport,
  updateImportRow,
  uploadImport,
  type ImportRecord,
  type ImportRow,
  type ImportStatus,
} from '../../contract/template/imports';
import { importUploads, type ImportType } from '../../contract/shell';
import { toMachineError, type MachineError } from '../support/errors';

export type RowPage = EndpointData<typeof searchImportRows>;
export type FixedRow = EndpointData<typeof updateImportRow>;

/** What the server reads (by content; the name only lets us refuse early). */
export const IMPORT_FILE_EXTENSIONS = ['.xlsx', '.csv'] as const;
export const ROW_PAGE_SIZE = 100;
export const POLL_MS = 1000;

export type FileProblem = 'type' | 'size' | 'empty';

/** Why a file cannot be uploaded, before sending it; null when it may be. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): FileProblem | null {
  const name = file.name.toLowerCase();
  if (!IMPORT_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > IMPORT_FILE_MAX_BYTES) return 'size';
  return null;
}

/** Rows that confirm writes or keeps (create, update, unchanged); rows in error are left out. */
export const validRows = (record: Pick<ImportRecord, 'counts'>) => record.counts.create + record.counts.update + record.counts.unchanged;

const unfinished: readonly ImportStatus[] = ['queued', 'reading', 'review', 'applying'];

export interface ImportInput {
  importType: ImportType;
  /** Stop at review even when every row is valid (the upload's preview flag). Default true. */
  preview?: boolean;
  /** Open an existing import (from the records) instead of choosing a file. */
  importId?: string | null;
  /** The application id sent with the upload. */
  appId?: string | null;
}

export interface ImportContext {
  importType: ImportType;
  preview: boolean;
  /** The type is uploaded through its area's own call, which always stops at review (no preview choice). */
  previewFixed: boolean;
  appId: string | null;
  importId: string | null;
  file: File | null;
  fileProblem: FileProblem | null;
  /** Bytes of the upload sent so far. */
  sent: { loaded: number; total: number };
  record: ImportRecord | null;
  /** The import was seen unfinished here (uploaded, watched or confirmed): its end is announced. */
  live: boolean;
  /** Rows in error loaded so far (keyset pages by row number). */
  rows: ImportRow[];
  nextCursor: string | null;
  /** The row being fixed and its cells as edited. */
  fix: { row: ImportRow; cells: Record<string, string> } | null;
  /** The row asked to be dropped. */
  dropping: ImportRow | null;
  error: MachineError | null;
}

export type ImportEvent =
  | { type: 'import.fileChosen'; file: File | null }
  | { type: 'import.previewChanged'; preview: boolean }
  | { type: 'import.uploadRequested' }
  | { type: 'import.uploadProgress'; loaded: number; total: number }
  | { type: 'import.uploadAborted' }
  | { type: 'import.retry' }
  | { type: 'import.moreRowsRequested' }
  | { type: 'import.fixRequested'; rowId: string }
  | { type: 'import.fixCellChanged'; column: string; value: string }
  | { type: 'import.fixSaved' }
  | { type: 'import.fixCancelled' }
  | { type: 'import.dropRequested'; rowId: string }
  | { type: 'import.dropConfirmed' }
  | { type: 'import.dropCancelled' }
  | { type: 'import.confirmRequested' }
  | { type: 'import.confirmed' }
  | { type: 'import.confirmDismissed' }
  | { type: 'import.cancelRequested' }
  | { type: 'import.cancelConfirmed' }
  | { type: 'import.cancelDismissed' }
  | { type: 'import.restarted' };

interface UploadInput {
  file: File;
  importType: ImportType;
  preview: boolean;
  appId: string | null;
  /** Progress of the request body (sent back to the machine as import.uploadProgress). */
  report(loaded: number, total: number): void;
}
interface RecordInput {
  importType: ImportType;
  id: string;
}
type RowInput = RecordInput & { rowId: string };

const opts = (signal: AbortSignal) => ({ signal, quiet: true });
const recordInput = ({ context }: { context: ImportContext }): RecordInput => ({ importType: context.importType, id: context.record?.id ?? context.importId ?? '' });
const rowOf = (context: ImportContext, rowId: string) => context.rows.find((r) => r.id === rowId) ?? null;

/** A call about the import as a whole: it answers the record (then routed by its status). */
const recordCall = <Id extends 'getRecord' | 'submitRecord' | 'cancelRecord'>(id: Id, done: string, failed: string) =>
  ({ id, src: id, input: recordInput, onDone: { target: done, actions: 'takeRecord' }, onError: { target: failed, actions: 'takeError' } }) as const;

/** A status poll: wait, read, route by the answer; a failed read waits for import.retry. */
const polling = {
  initial: 'waiting',
  states: {
    waiting: { after: { pollDelay: 'fetching' } },
    fetching: { invoke: recordCall('getRecord', '#import.routing', 'stalled') },
    stalled: { on: { 'import.retry': { target: 'fetching', actions: 'clearError' } } },
  },
} as const;

const statusIn = (...statuses: ImportStatus[]) => ({ type: 'statusIn', params: { statuses } }) as const;

export const importMachine = setup({
  types: {
    context: {} as ImportContext,
    events: {} as ImportEvent,
    input: {} as ImportInput,
    children: {} as {
      uploadFile: 'uploadFile';
      getRecord: 'getRecord';
      loadRows: 'loadRows';
      saveRow: 'saveRow';
      dropRow: 'dropRow';
      submitRecord: 'submitRecord';
      cancelRecord: 'cancelRecord';
    },
  },
  actors: {
    uploadFile: fromPromise<ImportRecord, UploadInput>(({ input, signal }) => {
      const form = new FormData();
      form.set('file', input.file);
      const own = importUploads[input.importType];
      if (own) {
        form.set('timeZone', timezoneOffset());
        // an area's upload call takes no path or query: only the form; it loads with the area's
        // contract (decision 035)
        return own().then((ep) => upload(ep, form, {} as never, { ...opts(signal), onProgress: input.report }) as Promise<ImportRecord>);
      }
      form.set('preview', input.preview ? '1' : '0');
      form.set('bizType', input.importType);
      if (input.appId) form.set('appId', input.appId);
      return upload(uploadImport, form, {}, { ...opts(signal), onProgress: input.report });
    }),
    getRecord: fromPromise<ImportRecord, RecordInput>(({ input, signal }) => call(getImport, { params: input }, opts(signal))),
    loadRows: fromPromise<RowPage, RecordInput & { cursor: string | null }>(({ input, signal }) =>
      call(
        searchImportRows,
        { params: { importType: input.importType, id: input.id }, body: { conditions: {}, pageSize: ROW_PAGE_SIZE, ...(input.cursor ? { cursor: input.cursor } : {}) } },
        opts(signal),
      ),
    ),
    saveRow: fromPromise<FixedRow, RowInput & { cells: Record<string, string> }>(({ input, signal }) =>
      call(updateImportRow, { params: { importType: input.importType, id: input.id, rowId: input.rowId }, body: { cells: input.cells } }, opts(signal)),
    ),
    dropRow: fromPromise<ImportRecord, RowInput>(({ input, signal }) => call(deleteImportRow, { params: input }, opts(signal))),
    submitRecord: fromPromise<ImportRecord, RecordInput>(({ input, signal }) => call(submitImport, { params: input, body: {} }, opts(signal))),
    cancelRecord: fromPromise<ImportRecord, RecordInput>(({ input, signal }) => call(cancelImport, { params: input, body: {} }, opts(signal))),
  },
  delays: { pollDelay: POLL_MS },
  actions: {
    /** The import finished while watched (provided by the screen: MSG_UPLOAD_FILE_SUCCESS). */
    announceDone: (_, _params: { record: ImportRecord }) => {},
    clearError: assign({ error: null }),
    takeError: assign({ error: ({ event }) => toMachineError((event as unknown as { error: unknown }).error) }),
    takeRecord: assign(({ context, event }) => {
      const record = (event as unknown as { output: ImportRecord }).output;
      return { record, importId: record.id, live: context.live || unfinished.includes(record.status) };
    }),
    chooseFile: assign(({ event }) => {
      const file = event.type === 'import.fileChosen' ? event.file : null;
      return { file, fileProblem: file ? fileProblem(file) : null, error: null };
    }),
    restart: assign({ importId: null, file: null, fileProblem: null, sent: { loaded: 0, total: 0 }, record: null, live: false, rows: [], nextCursor: null, fix: null, dropping: null, error: null }),
  },
  guards: {
    hasImportId: ({ context }) => context.importId !== null,
    fileReady: ({ context }) => context.file !== null && context.fileProblem === null,
    statusIn: ({ context }, params: { statuses: readonly ImportStatus[] }) => !!context.record && params.statuses.includes(context.record.status),
    hasMoreRows: ({ context }) => context.nextCursor !== null,
    knowsRow: ({ context, event }) => (event.type === 'import.fixRequested' || event.type === 'import.dropRequested') && rowOf(context, event.rowId) !== null,
    hasValidRows: ({ context }) => !!context.record && validRows(context.record) > 0,
    stillInError: ({ event }) => (event as unknown as { output: FixedRow }).output.row.action === 'error',
  },
}).createMachine({
  id: 'import',
  context: ({ input }) => ({
    importType: input.importType,
    preview: importUploads[input.importType] ? true : (input.preview ?? true),
    previewFixed: importUploads[input.importType] !== undefined,
    appId: input.appId ?? null,
    importId: input.importId ?? null,
    file: null,
    fileProblem: null,
    sent: { loaded: 0, total: 0 },
    record: null,
    live: false,
    rows: [],
    nextCursor: null,
    fix: null,
    dropping: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasImportId', target: 'opening' }, { target: 'choosing' }] },
    choosing: {
      on: {
        'import.fileChosen': { actions: 'chooseFile' },
        'import.previewChanged': { guard: ({ context }) => !context.previewFixed, actions: assign({ preview: ({ event }) => event.preview }) },
        'import.uploadRequested': { guard: 'fileReady', target: 'uploading' },
      },
    },
    uploading: {
      tags: ['busy'],
      entry: assign({ sent: ({ context }) => ({ loaded: 0, total: context.file?.size ?? 0 }), error: null }),
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context, self }) => ({
          file: context.file as File,
          importType: context.importType,
          preview: context.preview,
          appId: context.appId,
          report: (loaded: number, total: number) => self.send({ type: 'import.uploadProgress', loaded, total }),
        }),
        onDone: { target: 'routing', actions: 'takeRecord' },
        onError: { target: 'choosing', actions: 'takeError' },
      },
      on: {
        'import.uploadProgress': { actions: assign({ sent: ({ event }) => ({ loaded: event.loaded, total: event.total }) }) },
        'import.uploadAborted': { target: 'choosing' },
      },
    },
    opening: { tags: ['busy'], invoke: recordCall('getRecord', 'routing', 'openFailed') },
    openFailed: { on: { 'import.retry': { target: 'opening', actions: 'clearError' } } },
    routing: {
      always: [
        { guard: statusIn('queued', 'reading'), target: 'reading' },
        { guard: statusIn('review'), target: 'review' },
        { guard: statusIn('applying'), target: 'applying' },
        { guard: statusIn('done'), target: 'done' },
        { guard: statusIn('failed'), target: 'failed' },
        { target: 'cancelled' },
      ],
    },
    reading: {
      ...polling,
      on: { 'import.cancelRequested': { target: 'cancelling', actions: 'clearError' } },
    },
    review: {
      initial: 'loadingRows',
      entry: assign({ rows: [], nextCursor: null, fix: null, dropping: null }),
      states: {
        loadingRows: {
          tags: ['busy'],
          invoke: {
            id: 'loadRows',
            src: 'loadRows',
            input: ({ context }) => ({ ...recordInput({ context }), cursor: null }),
            onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output.rows, nextCursor: ({ event }) => event.output.nextCursor }) },
            onError: { target: 'rowsFailed', actions: 'takeError' },
          },
        },
        rowsFailed: { on: { 'import.retry': { target: 'loadingRows', actions: 'clearError' } } },
        ready: {
          on: {
            'import.moreRowsRequested': { guard: 'hasMoreRows', target: 'loadingMore', actions: 'clearError' },
            'import.fixRequested': {
              guard: 'knowsRow',
              target: 'fixing',
              actions: assign(({ context, event }) => {
                const row = rowOf(context, event.rowId) as ImportRow;
                return { fix: { row, cells: { ...row.cells } }, error: null };
              }),
            },
            'import.dropRequested': { guard: 'knowsRow', target: 'confirmingDrop', actions: assign(({ context, event }) => ({ dropping: rowOf(context, event.rowId), error: null })) },
            'import.confirmRequested': { guard: 'hasValidRows', target: 'confirming', actions: 'clearError' },
            'import.cancelRequested': { target: 'confirmingCancel', actions: 'clearError' },
          },
        },
        loadingMore: {
          tags: ['busy'],
          invoke: {
            id: 'loadRows',
            src: 'loadRows',
            input: ({ context }) => ({ ...recordInput({ context }), cursor: context.nextCursor }),
            onDone: {
              target: 'ready',
              actions: assign({
                // a row fixed meanwhile may come again on the next page: keep one of each
                rows: ({ context, event }) => [...context.rows, ...event.output.rows.filter((r) => !context.rows.some((o) => o.id === r.id))],
                nextCursor: ({ event }) => event.output.nextCursor,
              }),
            },
            onError: { target: 'ready', actions: 'takeError' },
          },
        },
        fixing: {
          initial: 'editing',
          exit: assign({ fix: null }),
          states: {
            editing: {
              on: {
                'import.fixCellChanged': {
                  actions: assign({ fix: ({ context, event }) => (context.fix ? { ...context.fix, cells: { ...context.fix.cells, [event.column]: event.value } } : null) }),
                },
                'import.fixSaved': { target: 'saving', actions: 'clearError' },
                'import.fixCancelled': { target: '#import.review.ready', actions: 'clearError' },
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'saveRow',
                src: 'saveRow',
                input: ({ context }) => ({ ...recordInput({ context }), rowId: context.fix?.row.id ?? '', cells: context.fix?.cells ?? {} }),
                onDone: [
                  {
                    // checked again and still wrong: the form stays open with the new errors
                    guard: 'stillInError',
                    target: 'editing',
                    actions: assign(({ context, event }) => ({
                      record: event.output.record,
                      fix: { row: event.output.row, cells: { ...event.output.row.cells } },
                      rows: context.rows.map((r) => (r.id === event.output.row.id ? event.output.row : r)),
                    })),
                  },
                  {
                    target: '#import.review.ready',
                    actions: assign(({ context, event }) => ({ record: event.output.record, rows: context.rows.filter((r) => r.id !== event.output.row.id) })),
                  },
                ],
                onError: { target: 'editing', actions: 'takeError' },
              },
            },
          },
        },
        confirmingDrop: {
          on: {
            'import.dropConfirmed': { target: 'dropping', actions: 'clearError' },
            'import.dropCancelled': { target: 'ready', actions: assign({ dropping: null }) },
          },
        },
        dropping: {
          tags: ['busy'],
          invoke: {
            id: 'dropRow',
            src: 'dropRow',
            input: ({ context }) => ({ ...recordInput({ context }), rowId: context.dropping?.id ?? '' }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({ record: event.output, rows: context.rows.filter((r) => r.id !== context.dropping?.id), dropping: null })),
            },
            onError: { target: 'ready', actions: ['takeError', assign({ dropping: null })] },
          },
        },
        confirmingCancel: {
          on: {
            'import.cancelConfirmed': { target: '#import.cancelling' },
            'import.cancelDismissed': { target: 'ready' },
          },
        },
        confirming: {
          on: {
            'import.confirmed': { target: '#import.submitting', actions: 'clearError' },
            'import.confirmDismissed': { target: 'ready', actions: 'clearError' },
          },
        },
      },
    },
    // a failure: the dialog again, with the server's reason (e.g. no valid row left)
    submitting: { tags: ['busy'], invoke: recordCall('submitRecord', 'routing', '#import.review.confirming') },
    applying: { ...polling },
    done: {
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.live && context.record) enqueue({ type: 'announceDone', params: { record: context.record } });
      }),
      on: { 'import.restarted': { target: 'choosing', actions: 'restart' } },
    },
    failed: { on: { 'import.restarted': { target: 'choosing', actions: 'restart' } } },
    // a failure: back to where the import is (its last known status), with the reason
    cancelling: { tags: ['busy'], invoke: recordCall('cancelRecord', 'routing', 'routing') },
    cancelled: { on: { 'import.restarted': { target: 'choosing', actions: 'restart' } } },
  },
});
