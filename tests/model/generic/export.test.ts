// Export machine (once per resource descriptor: an export of its current view, with the list's
// owner for a list of one owner's rows) and the download machine (the export centre's file downloads).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, download } from '../../../src/services';
import { downloadExport, startExport, type ExportJob } from '../../../src/contract/common/exports';
import { getDefaultTableColumns } from '../../../src/contract/common/table-calls';
import { exportRequestSpalding, exportTableList, saveExportRequest, saveProExportRequest } from '../../../src/contract/common/export-requests';
import { exportMachine, type ExportRequest } from '../../../src/machines/generic/export.machine';
import { downloadMachine, type DownloadRequest } from '../../../src/machines/generic/download.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure, testedResources } from './fixtures';

vi.mock(import('@lingui/core/macro'), () => import('../lingui-macro') as never);
vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn(), download: vi.fn() }));

const job: ExportJob = {
  id: 'exp-7',
  bizType: 'asset.warehouse',
  title: 'Warehouses',
  fileName: 'warehouses.xlsx',
  status: 'queued',
  progress: 0,
  rowCount: 0,
  error: null,
  createdAt: '2024-05-01T08:00:00.000Z',
  finishedAt: null,
};

describe.each(testedResources.map((r) => [r.key, r] as const))('export machine with the %s descriptor', (_key, resource) => {
  const request: ExportRequest = {
    bizType: resource.bizType,
    conditions: {},
    sort: null,
    columns: Object.keys(resource.examples.row).slice(0, 3),
    ownerId: resource.ownerId ?? null,
  };
  // what the contract receives besides bizType, conditions and columns: the owner, when the list has one
  const owner = resource.ownerId ? { ownerId: resource.ownerId } : {};
  const events: EventFixtures<typeof exportMachine> = {
    'export.requested': [
      { type: 'export.requested', request },
      { type: 'export.requested', request: { ...request, columns: [] } },
    ],
    'export.dismissed': [{ type: 'export.dismissed' }],
  };
  const actors: ActorFixtures<typeof exportMachine> = { startExport: { done: [job], error: [failure] } };
  const paths = modelPaths(exportMachine, { events, actors });
  const runtime = emptyVisits();

  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(exportMachine, visitedBy(exportMachine, paths))).toEqual({ states: 5, transitions: 7 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    const announced: ExportJob[] = [];
    const machine = exportMachine.provide({ actions: { announceStarted: (_, p) => void announced.push(p.job) } });
    await replayPath(machine, path, {
      invoked: ['startExport'],
      visits: runtime,
      onStep: (step, i, { actor, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('starting'));
        // only requests with columns start a job
        const starts = path.steps.slice(1, i + 1).filter((x, j) => x.event.type === 'export.requested' && path.steps[j + 1].state.matches('starting') && !path.steps[j].state.matches('starting')).length;
        expect(calls.startExport?.length ?? 0).toBe(starts);
        if (starts) expect(calls.startExport.at(-1)).toEqual(request);
        if (step.event.type === 'xstate.done.actor.startExport') expect(announced.at(-1)).toEqual(job);
        if (s.matches('failed')) expect(s.context.error?.code).toBe('SYS_INTERNAL_ERROR');
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(exportMachine, runtime, 'replays');
  });

  it('a report (columns null) asks the user\'s columns of the table first', async () => {
    vi.mocked(call).mockImplementation(((ep: unknown) =>
      Promise.resolve(ep === getDefaultTableColumns ? { columns: [{ key: 'a', width: 90, visible: true }, { key: 'b', width: 90, visible: false }], customised: false } : job)) as never);
    const actor = createActor(exportMachine).start();
    actor.send({ type: 'export.requested', request: { ...request, columns: null } });
    await flush();
    const calls = vi.mocked(call).mock.calls;
    expect(calls.map((c) => c[0])).toEqual([getDefaultTableColumns, startExport]);
    expect(calls[0][1]).toEqual({ body: { bizType: resource.bizType } });
    expect(calls[1][1]).toEqual({ body: { bizType: resource.bizType, conditions: {}, columns: ['a'], ...owner, timeZone: browserZone } });
    expect(actor.getSnapshot().value).toBe('started');
    actor.stop();
  });

  it('the default startExport sends bizType, conditions, sort, columns, the owner and the browser time zone (accepted by the contract)', async () => {
    vi.mocked(call).mockResolvedValue(job as never);
    const actor = createActor(exportMachine).start();
    actor.send({ type: 'export.requested', request: { ...request, sort: { field: 'id', order: 'desc' } } });
    await flush();
    const [ep, args, opts] = vi.mocked(call).mock.calls[0] as unknown as [typeof startExport, { body: unknown }, { signal?: AbortSignal }];
    expect(ep).toBe(startExport);
    expect(args).toEqual({ body: { bizType: resource.bizType, conditions: {}, columns: request.columns, sort: { field: 'id', order: 'desc' }, ...owner, timeZone: browserZone } });
    expect(startExport.body?.safeParse(args.body).success).toBe(true);
    expect(opts.signal).toBeInstanceOf(AbortSignal);
    expect(actor.getSnapshot().value).toBe('started');
    actor.stop();
  });
});

// The export centre's request variants (docs/domain/common.md, "Export requests"): the request's
// kind picks the call, and each body is one its contract accepts
it.each([
  ['allColumns', exportTableList, (r: ExportRequest) => ({ bizType: r.bizType, conditions: {}, timeZone: browserZone })],
  ['products', saveProExportRequest, (r: ExportRequest) => ({ bizType: r.bizType, conditions: {}, timeZone: browserZone })],
  ['named', saveExportRequest, (r: ExportRequest) => ({ bizType: r.bizType, conditions: {}, columns: r.columns, name: 'Monthly count', timeZone: browserZone })],
  ['partner', exportRequestSpalding, (r: ExportRequest) => ({ bizType: r.bizType, conditions: {}, columns: r.columns, timeZone: browserZone })],
  ['view', startExport, (r: ExportRequest) => ({ bizType: r.bizType, conditions: {}, columns: r.columns, timeZone: browserZone })],
] as const)('a %s request calls its own endpoint with a body its contract accepts', async (kind, endpoint, body) => {
  vi.mocked(call).mockReset();
  vi.mocked(call).mockResolvedValue(job as never);
  const request: ExportRequest = { bizType: 'order.fulfillmentLines', conditions: {}, sort: null, columns: ['sku', 'openQty'], kind, ...(kind === 'named' ? { name: 'Monthly count' } : {}) };
  const actor = createActor(exportMachine).start();
  actor.send({ type: 'export.requested', request });
  await flush();
  const [ep, args] = vi.mocked(call).mock.calls[0] as unknown as [unknown, { body: unknown }];
  expect(ep).toBe(endpoint);
  expect(args.body).toEqual(body(request));
  expect(endpoint.body?.safeParse(args.body).success).toBe(true);
  expect(vi.mocked(call).mock.calls).toHaveLength(1);
  expect(actor.getSnapshot().value).toBe('started');
  actor.stop();
});

/** The zone the file's dates are shown in (decision 024): the browser's own. */
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

it('the change-record lists (and only they) name their owner, so their exports carry it', () => {
  expect(testedResources.filter((r) => r.ownerId).map((r) => [r.bizType, r.ownerId])).toEqual([
    ['asset.warehouseBufferRecords', 'owner-1'],
    ['asset.warehouseCostRecords', 'owner-1'],
    ['asset.cartCostRecords', 'owner-1'],
    ['asset.logisticsCostRecords', 'owner-1'],
  ]);
});

describe('download machine', () => {
  const request: DownloadRequest = { key: 'exp-7', endpoint: downloadExport, input: { params: { id: 'exp-7' } } };
  const events: EventFixtures<typeof downloadMachine> = { 'download.requested': [{ type: 'download.requested', request }] };
  const file = { blob: new Blob(['x']), filename: 'warehouses.xlsx' };
  const actors: ActorFixtures<typeof downloadMachine> = { downloadFile: { done: [file], error: [failure] } };
  const paths = modelPaths(downloadMachine, { events, actors });
  const runtime = emptyVisits();

  afterEach(() => vi.mocked(download).mockReset());

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(downloadMachine, visitedBy(downloadMachine, paths))).toEqual({ states: 3, transitions: 3 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    const saved: string[] = [];
    const machine = downloadMachine.provide({ actions: { saveFile: (_, p) => void saved.push(p.filename) } });
    await replayPath(machine, path, {
      invoked: ['downloadFile'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        const done = path.steps.slice(1, i + 1).filter((x) => (x.event.type as string) === 'xstate.done.actor.downloadFile').length;
        expect(s.hasTag('busy')).toBe(s.matches('downloading'));
        expect(s.context.key).toBe(s.matches('downloading') ? 'exp-7' : null);
        if (s.matches('downloading')) expect(pending.get('downloadFile')?.input).toEqual({ endpoint: downloadExport, input: { params: { id: 'exp-7' } } });
        expect(saved).toEqual(Array.from({ length: done }, () => 'warehouses.xlsx'));
        if (step.event.type === 'xstate.error.actor.downloadFile') expect(s.context.error?.code).toBe('SYS_INTERNAL_ERROR');
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(downloadMachine, runtime, 'replays');
  });

  it('the default downloadFile uses download() with the actor signal; saveFile makes an object URL and clicks a link', async () => {
    vi.mocked(download).mockResolvedValue(file);
    const clicked: string[] = [];
    const created: Blob[] = [];
    vi.stubGlobal('document', {
      createElement: () => {
        const a = { href: '', download: '', rel: '', style: {}, click: () => clicked.push(`${a.href} ${a.download}`), remove: () => {} };
        return a;
      },
      body: { appendChild: () => {} },
    });
    const createObjectURL = vi.fn((b: Blob) => {
      created.push(b);
      return 'blob:1';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const actor = createActor(downloadMachine).start();
    actor.send({ type: 'download.requested', request });
    actor.send({ type: 'download.requested', request: { ...request, key: 'other' } });
    await flush();
    expect(vi.mocked(download)).toHaveBeenCalledTimes(1);
    const [ep, args, opts] = vi.mocked(download).mock.calls[0];
    expect(ep).toBe(downloadExport);
    expect(args).toEqual({ params: { id: 'exp-7' } });
    expect(opts?.signal).toBeInstanceOf(AbortSignal);
    expect(created).toEqual([file.blob]);
    expect(clicked).toEqual(['blob:1 warehouses.xlsx']);
    expect(actor.getSnapshot().context.lastFile).toBe('warehouses.xlsx');
    actor.stop();
    vi.unstubAllGlobals();
  });
});
