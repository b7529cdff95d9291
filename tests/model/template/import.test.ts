// Import machine (/template): a file checked and uploaded with progress, the server's reading
// polled, the review (rows in error paged, fixed in place, dropped), confirm (sent once), the
// applying polled, done announced once; cancel before confirm; an import opened from the records
// lands where its status says. Paths from xstate/graph cover every state and transition, for a
// new upload and for an import opened by id.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { call, CallError, upload } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import {
  cancelImport,
  deleteImportRow,
  getImport,
  IMPORT_FILE_MAX_BYTES,
  importRecordSchema,
  importRowSchema,
  searchImportRows,
  submitImport,
  updateImportRow,
  uploadImport,
  type ImportRecord,
  type ImportRow,
  type ImportStatus,
} from '../../../src/contract/template/imports';
import { importUploads } from '../../../src/contract/shell';
import { batchUploadPurchaseInfo, uploadOrders } from '../../../src/contract/order';
import { fileProblem, importMachine, POLL_MS, validRows, type FixedRow, type ImportInput, type RowPage } from '../../../src/machines/import/import.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures, type ModelPath } from '../coverage';
import { flush, replayPath } from '../replay';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn(), upload: vi.fn() }));

type Snap = ReturnType<typeof importMachine.getInitialSnapshot>;
type ImportPath = ModelPath<typeof importMachine>;

const counts = { total: 6, create: 2, update: 1, unchanged: 0, error: 3, dropped: 0, applied: 0 };
const record = (status: ImportStatus, patch: Partial<ImportRecord> = {}): ImportRecord => ({
  id: 'im_1',
  importType: 'warehouseBuffer',
  fileName: 'buffers.csv',
  fileSize: 120,
  status,
  progress: status === 'done' ? 100 : 40,
  preview: true,
  counts: status === 'done' ? { ...counts, applied: 3 } : counts,
  failure: status === 'failed' ? 'The file has no column "Warehouse code".' : null,
  createdBy: 'Grace Lin',
  createdAt: '2024-05-01T08:00:00.000Z',
  finishedAt: null,
  ...patch,
});
const row = (id: string, rowNumber: number, cells: Record<string, string>, message: string): ImportRow => ({
  id,
  rowNumber,
  cells,
  action: 'error',
  errors: [{ column: 'bufferQty', message }],
});
const rowA = row('r_a', 3, { warehouseCode: 'SZ-BA01', bufferQty: '-3', bufferRatio: '' }, 'Enter a whole number.');
const rowB = row('r_b', 4, { warehouseCode: 'NO-SUCH', bufferQty: '4', bufferRatio: '' }, 'No warehouse has the code "NO-SUCH".');
const firstPage: RowPage = { rows: [rowA], nextCursor: 'c-2', total: 2, totalCapped: false };
const lastPage: RowPage = { rows: [rowB], nextCursor: null, total: 2, totalCapped: false };
const noRows: RowPage = { rows: [], nextCursor: null, total: 0, totalCapped: false };
const fixedRecord = record('review', { counts: { ...counts, update: 2, error: 2 } });
const droppedRecord = record('review', { counts: { ...counts, error: 2, dropped: 1 } });
const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
const conflict = new CallError('envelope', 'SYS_CONFLICT', 'This import is no longer under review; its rows cannot change.');
const refusedFile = new CallError('envelope', 'SYS_INVALID_REQUEST', 'The file is neither an xlsx workbook nor a CSV text.');

const file = (name: string, size: number) => ({ name, size, type: '' }) as File;
const good = new File(['Warehouse code,Buffer quantity\nSZ-BA01,12\n'], 'buffers.csv');
const files = { good, wrongType: file('buffers.pdf', 100), empty: file('empty.csv', 0), huge: file('huge.xlsx', IMPORT_FILE_MAX_BYTES + 1) };

/** The fixed row as the server answers it: still in error, or valid. */
const fixedAnswers = (s: Snap): FixedRow[] => {
  const fixing = s.context.fix?.row;
  if (!fixing) return [];
  return [
    { row: { ...fixing, cells: { ...fixing.cells, bufferQty: 'ten' }, errors: [{ column: 'bufferQty', message: 'Still not a number.' }] }, record: record('review') },
    { row: { ...fixing, cells: { ...fixing.cells, bufferQty: '10' }, action: 'update', errors: [] }, record: fixedRecord },
  ];
};

const events: EventFixtures<typeof importMachine> = {
  'import.fileChosen': [
    { type: 'import.fileChosen', file: files.good },
    { type: 'import.fileChosen', file: files.wrongType },
    { type: 'import.fileChosen', file: files.empty },
    { type: 'import.fileChosen', file: files.huge },
    { type: 'import.fileChosen', file: null },
  ],
  'import.previewChanged': [{ type: 'import.previewChanged', preview: false }],
  'import.uploadRequested': [{ type: 'import.uploadRequested' }],
  'import.uploadProgress': [{ type: 'import.uploadProgress', loaded: 60, total: 120 }],
  'import.uploadAborted': [{ type: 'import.uploadAborted' }],
  'import.retry': [{ type: 'import.retry' }],
  'import.moreRowsRequested': [{ type: 'import.moreRowsRequested' }],
  'import.fixRequested': (s) => s.context.rows.slice(0, 1).map((r) => ({ type: 'import.fixRequested' as const, rowId: r.id })),
  'import.fixCellChanged': [{ type: 'import.fixCellChanged', column: 'bufferQty', value: '10' }],
  'import.fixSaved': [{ type: 'import.fixSaved' }],
  'import.fixCancelled': [{ type: 'import.fixCancelled' }],
  'import.dropRequested': (s) => s.context.rows.slice(0, 1).map((r) => ({ type: 'import.dropRequested' as const, rowId: r.id })),
  'import.dropConfirmed': [{ type: 'import.dropConfirmed' }],
  'import.dropCancelled': [{ type: 'import.dropCancelled' }],
  'import.confirmRequested': [{ type: 'import.confirmRequested' }],
  'import.confirmed': [{ type: 'import.confirmed' }],
  'import.confirmDismissed': [{ type: 'import.confirmDismissed' }],
  'import.cancelRequested': [{ type: 'import.cancelRequested' }],
  'import.cancelConfirmed': [{ type: 'import.cancelConfirmed' }],
  'import.cancelDismissed': [{ type: 'import.cancelDismissed' }],
  'import.restarted': [{ type: 'import.restarted' }],
};
const actors: ActorFixtures<typeof importMachine> = {
  uploadFile: { done: [record('queued')], error: [refusedFile] },
  // what a poll (or the opening read) can find
  getRecord: { done: (['reading', 'review', 'applying', 'done', 'failed', 'cancelled'] as const).map((s) => record(s)), error: [failure] },
  loadRows: { done: (s) => (s.context.nextCursor ? [lastPage] : [firstPage, noRows]), error: [failure] },
  saveRow: { done: fixedAnswers, error: [conflict] },
  dropRow: { done: [droppedRecord], error: [failure] },
  submitRecord: { done: [record('applying'), record('done')], error: [conflict] },
  cancelRecord: { done: [record('cancelled')], error: [conflict] },
};
const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    file: s.context.file ? s.context.fileProblem === null : null,
    status: s.context.record?.status ?? null,
    rows: s.context.rows.map((r) => r.id),
    more: s.context.nextCursor !== null,
    live: s.context.live,
  });

const inputs: Record<string, ImportInput> = {
  'a new upload': { importType: 'warehouseBuffer', appId: 'wharf-tof' },
  'an import opened by id': { importType: 'warehouseBuffer', importId: 'im_1' },
};
const pathsOf = (input: ImportInput) => modelPaths(importMachine, { input, events, actors, serializeState });
const cases: Array<[string, ImportInput, ImportPath]> = Object.entries(inputs).flatMap(([name, input]) =>
  pathsOf(input).map((p, i) => [`${name} #${i + 1} ${describePath(p)}`, input, p] as [string, ImportInput, ImportPath]),
);
const runtime = emptyVisits();
const busyStates = ['uploading', 'opening', { review: 'loadingRows' }, { review: 'loadingMore' }, { review: { fixing: 'saving' } }, { review: 'dropping' }, 'submitting', 'cancelling'] as const;

describe('import machine', () => {
  afterEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(upload).mockReset();
  });

  it('paths from xstate/graph (a new upload, an import opened by id) visit every state and take every transition', () => {
    const visits = emptyVisits();
    for (const input of Object.values(inputs)) visitedBy(importMachine, pathsOf(input), input, visits);
    expect(assertCoverage(importMachine, visits)).toEqual({ states: 32, transitions: 58 });
  });

  it.each(cases)('replays %s', async (_name, input, path) => {
    const announced: ImportRecord[] = [];
    const machine = importMachine.provide({ actions: { announceDone: (_, p) => void announced.push(p.record) } });
    await replayPath(machine, path, {
      input,
      invoked: ['uploadFile', 'getRecord', 'loadRows', 'saveRow', 'dropRow', 'submitRecord', 'cancelRecord'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        const t = step.event.type;
        const ids = { importType: 'warehouseBuffer', id: 'im_1' };
        expect(s.hasTag('busy')).toBe(busyStates.some((b) => s.matches(b as never)));
        if (s.matches('uploading')) {
          const sent = pending.get('uploadFile')?.input as { file: File; preview: boolean; appId: string | null };
          expect(sent).toMatchObject({ file: s.context.file, importType: 'warehouseBuffer', preview: s.context.preview, appId: input.appId ?? null });
          // only a file that passed the checks is sent
          expect(s.context.file && fileProblem(s.context.file)).toBeNull();
        }
        if (t === 'xstate.error.actor.uploadFile') expect([s.value, s.context.error?.code]).toEqual(['choosing', 'SYS_INVALID_REQUEST']);
        if (t === 'import.uploadAborted') expect(pending.get('uploadFile')?.signal.aborted).toBe(true);
        if (s.matches('opening') || s.matches({ reading: 'fetching' }) || s.matches({ applying: 'fetching' })) expect(pending.get('getRecord')?.input).toEqual(ids);
        if (s.matches({ review: 'loadingRows' })) expect(pending.get('loadRows')?.input).toEqual({ ...ids, cursor: null });
        if (s.matches({ review: 'loadingMore' })) expect(pending.get('loadRows')?.input).toEqual({ ...ids, cursor: 'c-2' });
        if (s.matches({ review: { fixing: 'saving' } })) expect(pending.get('saveRow')?.input).toEqual({ ...ids, rowId: s.context.fix?.row.id, cells: s.context.fix?.cells });
        if (s.matches({ review: 'dropping' })) expect(pending.get('dropRow')?.input).toEqual({ ...ids, rowId: s.context.dropping?.id });
        if (s.matches('cancelling')) expect(pending.get('cancelRecord')?.input).toEqual(ids);
        if (t === 'import.fixCellChanged') expect(s.context.fix?.cells.bufferQty).toBe('10');
        if (t === 'xstate.done.actor.saveRow') {
          const answer = (step.event as unknown as { output: FixedRow }).output;
          if (answer.row.action === 'error') {
            // checked again and still wrong: the form stays with the new errors
            expect(s.matches({ review: { fixing: 'editing' } })).toBe(true);
            expect(s.context.fix?.row.errors).toEqual(answer.row.errors);
            expect(s.context.rows.find((r) => r.id === answer.row.id)).toEqual(answer.row);
          } else {
            expect(s.matches({ review: 'ready' })).toBe(true);
            expect(s.context.rows.some((r) => r.id === answer.row.id)).toBe(false);
            expect(s.context.fix).toBeNull();
          }
          expect(s.context.record).toEqual(answer.record);
        }
        if (t === 'xstate.done.actor.dropRow') {
          expect(s.context.rows.some((r) => r.id === before?.context.dropping?.id)).toBe(false);
          expect(s.context.record).toEqual(droppedRecord);
        }
        if (t.startsWith('xstate.error.actor.') && t !== 'xstate.error.actor.uploadFile') expect(s.context.error?.message).toBe((step.event as unknown as { error: CallError }).error.message);
        if (t === 'xstate.error.actor.submitRecord') expect(s.matches({ review: 'confirming' })).toBe(true);
        if (t === 'xstate.error.actor.cancelRecord') expect(s.matches(before?.context.record?.status === 'review' ? 'review' : 'reading')).toBe(true);
        // confirm is sent once: only from the dialog, never while a submit is under way
        const submits = path.steps.slice(1, i + 1).filter((x, j) => x.event.type === 'import.confirmed' && path.steps[j].state.matches({ review: 'confirming' })).length;
        expect(calls.submitRecord?.length ?? 0).toBe(submits);
        if (s.matches('submitting')) expect(s.can({ type: 'import.confirmed' })).toBe(false);
        // announced once, when this machine saw the import unfinished
        const reachedDone = path.steps.slice(1, i + 1).filter((x, j) => x.state.matches('done') && !path.steps[j].state.matches('done') && x.state.context.live).length;
        expect(announced.length).toBe(reachedDone);
        if (s.matches('done') && !s.context.live) expect(announced).toEqual([]);
        if (t === 'import.restarted') expect(s.context).toMatchObject({ record: null, importId: null, file: null, rows: [], live: false });
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(importMachine, runtime, 'replays');
  });

  it('checks a file before sending it: xlsx or csv, not empty, at most the limit', () => {
    expect(fileProblem(file('Buffers.XLSX', 10))).toBeNull();
    expect(fileProblem(file('buffers.csv', IMPORT_FILE_MAX_BYTES))).toBeNull();
    expect(fileProblem(file('buffers.xls', 10))).toBe('type');
    expect(fileProblem(file('buffers', 10))).toBe('type');
    expect(fileProblem(file('buffers.csv', 0))).toBe('empty');
    expect(fileProblem(file('buffers.csv', IMPORT_FILE_MAX_BYTES + 1))).toBe('size');
  });

  it('offers confirm only while a row would be applied; rows in error are not counted', async () => {
    expect(validRows(record('review'))).toBe(3);
    const none = record('review', { counts: { ...counts, create: 0, update: 0, unchanged: 0 } });
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint) => Promise.resolve(ep === getImport ? none : noRows)) as never);
    const actor = createActor(importMachine, { input: { importType: 'warehouseBuffer', importId: 'im_1' } }).start();
    await flush();
    await flush();
    expect(actor.getSnapshot().matches({ review: 'ready' })).toBe(true);
    actor.send({ type: 'import.confirmRequested' });
    expect(actor.getSnapshot().matches({ review: 'ready' })).toBe(true);
    actor.stop();
  });

  it('default actors: the whole journey with the contract endpoints and input their schemas accept', async () => {
    const seen: Array<[AnyEndpoint, Record<string, unknown>, { signal?: AbortSignal; quiet?: boolean }]> = [];
    const polls: ImportRecord[] = [record('reading', { progress: 50 }), record('review'), record('applying'), record('done')];
    vi.mocked(upload).mockImplementation(((_ep: AnyEndpoint, form: FormData, _input: unknown, opts: { onProgress(l: number, t: number): void }) => {
      expect(uploadImport.body?.safeParse({ ...Object.fromEntries(form), timezone: 'GMT+08:00' }).success).toBe(true);
      expect(Object.fromEntries(form)).toMatchObject({ preview: '0', bizType: 'warehouseBuffer', appId: 'wharf-tof' });
      opts.onProgress(30, 60);
      return Promise.resolve(record('queued'));
    }) as never);
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: Record<string, unknown>, opts: never) => {
      seen.push([ep, args, opts]);
      if (ep === getImport) return Promise.resolve(polls.shift());
      if (ep === searchImportRows) return Promise.resolve({ rows: [rowA, rowB], nextCursor: null, total: 2, totalCapped: false });
      if (ep === updateImportRow) return Promise.resolve({ row: { ...rowA, action: 'update', errors: [] }, record: fixedRecord });
      if (ep === deleteImportRow) return Promise.resolve(droppedRecord);
      if (ep === submitImport) return Promise.resolve(record('applying'));
      return Promise.reject(new Error(`unexpected ${ep.id}`));
    }) as never);
    const announced: ImportRecord[] = [];
    const clock = new SimulatedClock();
    const machine = importMachine.provide({ actions: { announceDone: (_, p) => void announced.push(p.record) } });
    const actor = createActor(machine, { input: { importType: 'warehouseBuffer', appId: 'wharf-tof' }, clock }).start();
    const tick = async () => {
      clock.increment(POLL_MS);
      await flush();
    };
    actor.send({ type: 'import.fileChosen', file: good });
    actor.send({ type: 'import.previewChanged', preview: false });
    actor.send({ type: 'import.uploadRequested' });
    expect(actor.getSnapshot().context.sent).toEqual({ loaded: 30, total: 60 });
    await flush();
    expect(actor.getSnapshot().matches({ reading: 'waiting' })).toBe(true);
    await tick();
    expect(actor.getSnapshot().context.record?.progress).toBe(50);
    await tick();
    expect(actor.getSnapshot().matches({ review: 'ready' })).toBe(true);
    actor.send({ type: 'import.fixRequested', rowId: 'r_a' });
    actor.send({ type: 'import.fixCellChanged', column: 'bufferQty', value: '10' });
    actor.send({ type: 'import.fixSaved' });
    await flush();
    actor.send({ type: 'import.dropRequested', rowId: 'r_b' });
    actor.send({ type: 'import.dropConfirmed' });
    await flush();
    expect(actor.getSnapshot().context.rows).toEqual([]);
    actor.send({ type: 'import.confirmRequested' });
    actor.send({ type: 'import.confirmed' });
    actor.send({ type: 'import.confirmed' });
    await flush();
    await tick();
    await tick();
    expect(actor.getSnapshot().value).toBe('done');
    expect(announced.map((r) => r.status)).toEqual(['done']);
    expect(seen.map(([ep]) => ep.id)).toEqual([
      'import.get',
      'import.get',
      'import.rowSearch',
      'import.rowUpdate',
      'import.rowDelete',
      'import.submit',
      'import.get',
      'import.get',
    ]);
    for (const [ep, args, opts] of seen) {
      expect(opts.signal).toBeInstanceOf(AbortSignal);
      expect(opts.quiet).toBe(true);
      if (ep.params) expect(ep.params.safeParse(args.params).success).toBe(true);
      if (ep.body) expect(ep.body.safeParse(args.body).success).toBe(true);
    }
    expect(seen.find(([ep]) => ep === updateImportRow)?.[1]).toEqual({ params: { importType: 'warehouseBuffer', id: 'im_1', rowId: 'r_a' }, body: { cells: { ...rowA.cells, bufferQty: '10' } } });
    expect(seen.find(([ep]) => ep === cancelImport)).toBeUndefined();
    actor.stop();
  });

  it("a type its area uploads goes through the area's call (file and timeZone) and always stops at review", async () => {
    const sent: Array<[AnyEndpoint, Record<string, FormDataEntryValue>]> = [];
    vi.mocked(upload).mockImplementation(((ep: AnyEndpoint, form: FormData) => {
      sent.push([ep, Object.fromEntries(form)]);
      return Promise.resolve(record('queued', { importType: ep === uploadOrders ? 'uploadOrder' : 'receiptInfo' }));
    }) as never);
    for (const [importType, endpoint] of [['uploadOrder', uploadOrders], ['receiptInfo', batchUploadPurchaseInfo]] as const) {
      expect(await importUploads[importType]!()).toBe(endpoint);
      const actor = createActor(importMachine, { input: { importType, preview: false, appId: 'wharf-tof' } }).start();
      expect(actor.getSnapshot().context).toMatchObject({ preview: true, previewFixed: true });
      actor.send({ type: 'import.previewChanged', preview: false });
      expect(actor.getSnapshot().context.preview).toBe(true);
      actor.send({ type: 'import.fileChosen', file: good });
      actor.send({ type: 'import.uploadRequested' });
      await flush();
      const [ep, form] = sent.at(-1)!;
      expect(ep).toBe(endpoint);
      expect(Object.keys(form).sort()).toEqual(['file', 'timeZone']);
      expect(endpoint.body?.safeParse(form).success).toBe(true);
      actor.stop();
    }
    // the pipeline's own types keep its upload and the preview choice
    expect(importUploads.warehouseBuffer).toBeUndefined();
    expect(createActor(importMachine, { input: { importType: 'warehouseBuffer' } }).getSnapshot().context.previewFixed).toBe(false);
  });

  it('the fixtures match the contract', () => {
    for (const status of ['queued', 'review', 'done', 'failed'] as const) expect(importRecordSchema.safeParse(record(status)).success).toBe(true);
    for (const r of [rowA, rowB]) expect(importRowSchema.safeParse(r).success).toBe(true);
    expect(searchImportRows.response.safeParse(firstPage).success).toBe(true);
  });
});
