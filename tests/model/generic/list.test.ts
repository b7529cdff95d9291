// List machine, once per resource descriptor (the registry plus the in-test fixtures): setup and
// first page in parallel, the default theme, the applied theme as part of the view (URL, modified
// after a search, created and deleted by the tableSettings child), keyset paging with a cursor
// stack, polling, URL sync, and the descriptor's own fetchPage against its search endpoint's schemas.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import { call, getOptions } from '../../../src/services';
import type { TableQuery, Theme } from '../../../src/contract/kernel/table';
import { getAllTableColumns, getConditionList, getDefaultCondition, getDefaultTableColumns, listThemes } from '../../../src/contract/common/table-calls';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import { cleanConditions, listMachine, queryOf, type ListPage } from '../../../src/machines/generic/list.machine';
import { listInputOf } from '../../../src/machines/generic/resource';
import { NO_VIEW, type ListView } from '../../../src/machines/generic/types';
import { defaultColumns, tableSettingsMachine, type ColumnsSaveRequest } from '../../../src/machines/generic/tableSettings.machine';
import { viewTheme } from '../../../src/machines/generic/viewTheme';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { defaultTheme, failure, localTableOf, setupOf, testedResources } from './fixtures';

vi.mock(import('@lingui/core/macro'), () => import('../lingui-macro') as never);
vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn(), getOptions: vi.fn() }));

type Snap = ReturnType<typeof listMachine.getInitialSnapshot>;

const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    prev: s.context.view.cursors.length > 0,
    next: s.matches({ page: 'ready' }) ? !!s.context.page?.nextCursor : null,
    poll: s.matches({ page: 'ready' }) ? !!s.context.page?.poll : null,
  });

describe.each(testedResources.map((r) => [r.key, r] as const))('list machine with the %s descriptor', (_key, resource) => {
  const row = resource.examples.row;
  const key = resource.rowId(row);
  const input = listInputOf(resource, undefined, localTableOf(resource));
  const pages: Record<'more' | 'last' | 'none', ListPage> = {
    more: { rows: [row], nextCursor: 'cursor-2', total: 2, totalCapped: false, poll: false },
    last: { rows: [row], nextCursor: null, total: 1, totalCapped: false, poll: true },
    none: { rows: [], nextCursor: null, total: 0, totalCapped: false, poll: false },
  };
  // The user acts on a list whose setup has loaded (the screen shows its error state otherwise);
  // only list.retry is sent at any time. Coverage is per state node, so this loses no transition
  // and keeps the graph from multiplying every page state by the setup region's states.
  const whenSetUp = <E,>(events: E[]) => (s: Snap) => (s.matches({ setup: 'loaded' }) ? events : []);
  const events: EventFixtures<typeof listMachine> = {
    // editing the draft and selecting rows change no state: taken where the user does them
    'list.conditionsChanged': (s) => (s.matches({ setup: 'loaded', page: 'empty' }) ? [{ type: 'list.conditionsChanged' as const, conditions: { code: 'G-0', empty: '' } }] : []),
    'list.searchSubmitted': whenSetUp([{ type: 'list.searchSubmitted' as const }]),
    'list.searchReset': whenSetUp([{ type: 'list.searchReset' as const }]),
    'list.sortChanged': whenSetUp([{ type: 'list.sortChanged' as const, sort: { field: 'code', order: 'desc' as const } }]),
    'list.nextPage': whenSetUp([{ type: 'list.nextPage' as const }]),
    'list.prevPage': whenSetUp([{ type: 'list.prevPage' as const }]),
    'list.pageSizeChanged': whenSetUp([{ type: 'list.pageSizeChanged' as const, pageSize: 50 }]),
    'list.refresh': whenSetUp([{ type: 'list.refresh' as const }]),
    'list.rowsSelected': (s) => (s.matches({ setup: 'loaded', page: 'ready' }) ? [{ type: 'list.rowsSelected' as const, keys: [key] }] : []),
    'list.retry': [{ type: 'list.retry' }],
    'list.themeApplied': whenSetUp([{ type: 'list.themeApplied' as const, themeId: 'theme-2', conditions: { code: 'X' } }]),
    // told by the tableSettings child (the view saved as a new theme; a theme deleted)
    'list.themeCreated': whenSetUp([{ type: 'list.themeCreated' as const, themeId: 'theme-3' }]),
    'list.themeDeleted': whenSetUp([{ type: 'list.themeDeleted' as const, themeId: 'theme-2' }]),
  };
  const actors: ActorFixtures<typeof listMachine> = {
    loadSetup: { done: [setupOf(resource), setupOf(resource, [defaultTheme])], error: [failure] },
    fetchPage: { done: [pages.more, pages.last, pages.none], error: [failure] },
    tableSettings: { done: [], error: [] },
  };
  const paths = modelPaths(listMachine, { input, events, actors, serializeState });
  const runtime = emptyVisits();

  afterEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(getOptions).mockReset();
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(listMachine, visitedBy(listMachine, paths, input))).toEqual({ states: 10, transitions: 40 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    const synced: ListView[] = [];
    const remembered: ListView[] = [];
    const machine = listMachine.provide({
      actions: {
        syncUrl: (_, p) => void synced.push(p.view),
        rememberView: (_, p) => {
          expect(p.bizType).toBe(resource.bizType);
          remembered.push(p.view);
        },
      },
    });
    let entries = 0;
    let lastSignal: AbortSignal | undefined;
    await replayPath(machine, path, {
      input,
      invoked: ['loadSetup', 'fetchPage', 'tableSettings'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        // the setup loads once (again only on list.retry after a failure): page events never reload it
        const retries = path.steps.slice(1, i + 1).filter((x, j) => x.event.type === 'list.retry' && path.steps[j].state.matches({ setup: 'failed' })).length;
        expect(calls.loadSetup?.length ?? 0).toBe(1 + retries);
        if (i > 0 && path.steps[i - 1].state.matches({ setup: 'loaded' })) expect(s.matches({ setup: 'loaded' })).toBe(true);
        expect(s.hasTag('busy')).toBe(s.matches({ setup: 'loading' }) || s.matches({ page: 'loading' }));
        const loads = calls.fetchPage?.length ?? 0;
        if (loads > entries) {
          // a new page request: the request still pending before this step was aborted by leaving page.loading
          entries = loads;
          if (lastSignal) expect(lastSignal.aborted).toBe(true);
        }
        lastSignal = pending.get('fetchPage')?.signal;
        // whatever changed the view (a page request, the setup's theme, a theme created or
        // deleted), the URL and the snapshot hold it
        expect(synced.at(-1)).toEqual(s.context.view);
        expect(remembered.at(-1)).toEqual(s.context.view);
        if (s.matches({ page: 'loading' })) {
          const req = pending.get('fetchPage')?.input as { query: TableQuery };
          expect(req.query).toEqual(queryOf(s.context.view));
        }
        if (s.matches({ setup: 'loading' })) expect(pending.get('loadSetup')?.input).toEqual({ bizType: resource.bizType, localTable: localTableOf(resource) });
        if (s.matches({ page: 'ready' }) || s.matches({ page: 'empty' })) expect(s.context.error).toBeNull();
        if (s.matches({ page: 'failed' })) expect(s.context.error).toEqual({ code: 'SYS_INTERNAL_ERROR', message: 'database unavailable', kind: 'envelope' });
        const t = step.event.type;
        const before = path.steps[i - 1]?.state as Snap | undefined;
        if (t === 'list.searchReset') {
          expect(s.context.view.conditions).toEqual({});
          expect(s.context.view.themeId).toBeNull();
        }
        if (t === 'list.searchSubmitted') {
          expect(s.context.view.conditions).toEqual(cleanConditions(s.context.draft));
          // new conditions keep the theme: the menu says it is modified (viewTheme)
          expect(s.context.view.themeId).toBe(before?.context.view.themeId);
        }
        if (t === 'list.themeApplied') expect(s.context.view).toMatchObject({ themeId: 'theme-2', conditions: { code: 'X' } });
        if (t === 'list.themeCreated' || t === 'list.themeDeleted') {
          // the view's theme only: the page is not read again
          expect(calls.fetchPage?.length).toBe(entries);
          const was = before?.context.view.themeId;
          expect(s.context.view).toEqual({ ...before?.context.view, themeId: t === 'list.themeCreated' ? 'theme-3' : was === 'theme-2' ? null : was });
        }
        if (t === 'list.conditionsChanged') expect(s.context.draft).toEqual({ code: 'G-0', empty: '' });
        if (['list.searchSubmitted', 'list.searchReset', 'list.sortChanged', 'list.pageSizeChanged', 'list.themeApplied'].includes(t)) {
          expect(s.context.view.cursors).toEqual([]);
          expect(s.context.selection).toEqual([]);
        }
        if (t === 'list.nextPage') expect(s.context.view.cursors.at(-1)).toBe('cursor-2');
        if (t === 'list.rowsSelected') expect(s.context.selection).toEqual([key]);
        if (t === 'xstate.done.actor.loadSetup') {
          const themed = (step.event as unknown as { output: { themes: unknown[] } }).output.themes.length > 0;
          expect(s.context.view.themeId).toBe(themed ? 'theme-1' : null);
          if (themed) expect(s.context.view.conditions).toEqual({ code: 'G-0' });
          expect(s.children.tableSettings).toBeDefined();
        }
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(listMachine, runtime, 'replays');
  });

  it('a view from the URL keeps its conditions: the default theme is not applied', async () => {
    const view: ListView = { conditions: { code: 'A' }, sort: { field: 'code', order: 'asc' }, cursors: ['c1', 'c2'], pageSize: 50, themeId: null };
    const provided = listMachine.provide({
      actors: {
        loadSetup: (await import('xstate')).fromPromise(async () => setupOf(resource, [defaultTheme])),
        fetchPage: (await import('xstate')).fromPromise(async () => pages.more),
      },
    });
    const actor = createActor(provided, { input: { ...input, view } }).start();
    await flush();
    const s = actor.getSnapshot();
    expect(s.context.view).toEqual(view);
    expect(s.matches({ page: 'ready' })).toBe(true);
    actor.stop();
  });

  it('a view from the URL with a theme keeps it (the user’s columns shown, the default theme not applied); a theme gone is dropped', async () => {
    const { fromPromise } = await import('xstate');
    const other: Theme = { ...defaultTheme, id: 'theme-2', name: 'Other', isDefault: false, conditions: { code: 'O' }, columns: [{ key: 'code', width: 200, visible: true }] };
    const provided = listMachine.provide({
      actors: { loadSetup: fromPromise(async () => setupOf(resource, [defaultTheme, other])), fetchPage: fromPromise(async () => pages.more) },
    });
    // changed conditions with the theme: both stay (the menu says "modified")
    const start = (view: Partial<ListView>) => createActor(provided, { input: { ...input, view } }).start();
    const kept = start({ conditions: { code: 'mine' }, themeId: 'theme-2' });
    await flush();
    expect(kept.getSnapshot().context.view).toMatchObject({ conditions: { code: 'mine' }, themeId: 'theme-2' });
    // the columns are the user's own table settings (applying the view saved its columns there;
    // a change made since is kept): decision 026
    const settings = kept.getSnapshot().children.tableSettings;
    expect(settings?.getSnapshot().context.columns).toEqual(setupOf(resource).userColumns);
    kept.stop();
    // no conditions, only the theme: still no default theme
    const themeOnly = start({ themeId: 'theme-2' });
    await flush();
    expect(themeOnly.getSnapshot().context.view).toMatchObject({ conditions: {}, themeId: 'theme-2' });
    themeOnly.stop();
    const synced: ListView[] = [];
    const gone = createActor(provided.provide({ actions: { syncUrl: (_, p) => void synced.push(p.view) } }), { input: { ...input, view: { themeId: 'deleted-elsewhere' } } }).start();
    await flush();
    expect(gone.getSnapshot().context.view.themeId).toBeNull();
    expect(synced.at(-1)?.themeId).toBeNull();
    gone.stop();
  });

  it('a column change while a view is applied survives a reload (the view reads modified); "no view" survives it too', async () => {
    const { fromPromise } = await import('xstate');
    const view2: Theme = { ...defaultTheme, id: 'theme-2', name: 'Other', isDefault: false, conditions: { code: 'O' }, columns: [{ key: 'code', width: 200, visible: true }] };
    // the server: the user's table settings and themes, as transformThemeTable and saveTheme keep them
    const server = { userColumns: setupOf(resource).userColumns, saves: 0 };
    const provided = listMachine.provide({
      actors: {
        loadSetup: fromPromise(async () => ({ ...setupOf(resource, [defaultTheme, view2]), userColumns: server.userColumns, customised: true as boolean })),
        fetchPage: fromPromise(async () => pages.more),
        tableSettings: tableSettingsMachine.provide({
          actors: {
            saveColumns: fromPromise(async ({ input: req }: { input: ColumnsSaveRequest }) => {
              server.saves++;
              server.userColumns = req.reset ? req.defaults : req.columns;
              return { columns: server.userColumns, customised: !req.reset };
            }),
          },
        }),
      },
    });
    const urls: ListView[] = [];
    const open = (view?: Partial<ListView>) => createActor(provided.provide({ actions: { syncUrl: (_, p) => void urls.push(p.view) } }), { input: { ...input, view } }).start();
    const settingsOf = (a: ReturnType<typeof open>) => a.getSnapshot().children.tableSettings as ActorRefFrom<typeof tableSettingsMachine>;
    const shown = (a: ReturnType<typeof open>) => viewTheme(settingsOf(a).getSnapshot().context.themes, a.getSnapshot().context.view, settingsOf(a).getSnapshot().context.columns);

    // the user applies view 2: its columns become the user's (saved)
    const first = open();
    await flush();
    settingsOf(first).send({ type: 'settings.themeApplied', id: 'theme-2' });
    await flush();
    expect(server.userColumns).toEqual(view2.columns);
    expect(shown(first)).toEqual({ theme: view2, modified: false });
    // then changes a column: saved, and the view reads modified
    const changed = [{ key: 'code', width: 260, visible: true }];
    settingsOf(first).send({ type: 'settings.columnsChanged', columns: changed });
    await flush();
    expect(server.userColumns).toEqual(changed);
    expect(shown(first)).toEqual({ theme: view2, modified: true });
    const url = urls.at(-1) as ListView;
    expect(url.themeId).toBe('theme-2');
    first.stop();

    // reload: the URL's view, the server's columns
    const reloaded = open(url);
    await flush();
    expect(settingsOf(reloaded).getSnapshot().context.columns).toEqual(changed);
    expect(reloaded.getSnapshot().context.view.themeId).toBe('theme-2');
    expect(shown(reloaded)).toEqual({ theme: view2, modified: true });
    // choosing "no view" clears it: no view, no conditions, the default columns
    settingsOf(reloaded).send({ type: 'settings.viewCleared' });
    await flush();
    expect(reloaded.getSnapshot().context.view).toMatchObject({ themeId: NO_VIEW, conditions: {} });
    expect(server.userColumns).toEqual(defaultColumns(setupOf(resource).columns));
    expect(shown(reloaded)).toBeNull();
    const cleared = urls.at(-1) as ListView;
    expect(cleared.themeId).toBe(NO_VIEW);
    reloaded.stop();

    // reload again: still no view, although the user has a default theme
    const again = open(cleared);
    await flush();
    expect(again.getSnapshot().context.view).toMatchObject({ themeId: NO_VIEW, conditions: {} });
    expect(settingsOf(again).getSnapshot().context.columns).toEqual(server.userColumns);
    again.stop();

    // a fresh visit (no URL, no snapshot) applies the default theme with its columns, saved
    const saves = server.saves;
    const fresh = open();
    await flush();
    expect(fresh.getSnapshot().context.view).toMatchObject({ themeId: defaultTheme.id, conditions: defaultTheme.conditions });
    expect(settingsOf(fresh).getSnapshot().context.columns).toEqual(defaultTheme.columns);
    expect(server.userColumns).toEqual(defaultTheme.columns);
    expect(server.saves).toBe(saves + 1);
    fresh.stop();
  });

  it('with its tableSettings child: applied, modified by a search, saved as new, deleted, reset', async () => {
    const { fromPromise } = await import('xstate');
    const other: Theme = { ...defaultTheme, id: 'theme-2', name: 'Other', isDefault: false, conditions: { code: 'O' } };
    const created: Theme = { ...other, id: 'theme-3', name: 'Mine too', conditions: { code: 'N' } };
    const provided = listMachine.provide({
      actors: {
        loadSetup: fromPromise(async () => setupOf(resource, [other])),
        fetchPage: fromPromise(async () => pages.more),
        tableSettings: tableSettingsMachine.provide({
          actors: {
            saveColumns: fromPromise(async ({ input: req }: { input: ColumnsSaveRequest }) => ({ columns: req.columns, customised: true as boolean })),
            saveTheme: fromPromise(async () => created),
            deleteTheme: fromPromise(async ({ input: req }: { input: { id: string } }) => ({ id: req.id })) },
        }),
      },
    });
    const actor = createActor(provided, { input }).start();
    await flush();
    const settings = () => actor.getSnapshot().children.tableSettings as ActorRefFrom<typeof tableSettingsMachine>;
    const shown = () => viewTheme(settings().getSnapshot().context.themes, actor.getSnapshot().context.view);
    expect(shown()).toBeNull();
    settings().send({ type: 'settings.themeApplied', id: 'theme-2' });
    await flush();
    expect(shown()).toEqual({ theme: other, modified: false });
    actor.send({ type: 'list.conditionsChanged', conditions: { code: 'N' } });
    actor.send({ type: 'list.searchSubmitted' });
    await flush();
    expect(shown()).toEqual({ theme: other, modified: true });
    settings().send({ type: 'settings.themeSaveRequested', name: 'Mine too', conditions: actor.getSnapshot().context.view.conditions });
    await flush();
    expect(shown()).toEqual({ theme: created, modified: false });
    settings().send({ type: 'settings.themeApplied', id: 'theme-2' });
    await flush();
    settings().send({ type: 'settings.themeDeleteRequested', id: 'theme-2' });
    settings().send({ type: 'settings.deleteConfirmed' });
    await flush();
    expect(actor.getSnapshot().context.view).toMatchObject({ themeId: null, conditions: { code: 'O' } });
    settings().send({ type: 'settings.themeApplied', id: 'theme-3' });
    await flush();
    actor.send({ type: 'list.searchReset' });
    await flush();
    expect(actor.getSnapshot().context.view).toMatchObject({ themeId: null, conditions: {} });
    actor.stop();
  });

  it("the default fetchPage calls the descriptor's search endpoint with input its schemas accept", async () => {
    vi.mocked(call).mockImplementation((async () => ({ rows: [row], nextCursor: null, total: 1, totalCapped: false })) as never);
    vi.mocked(getOptions).mockResolvedValue([]);
    const view: Partial<ListView> = { conditions: {}, cursors: ['cursor-9'], pageSize: 30 };
    const provided = listMachine.provide({ actors: { loadSetup: (await import('xstate')).fromPromise(async () => setupOf(resource)) } });
    const actor = createActor(provided, { input: { ...input, view } }).start();
    await flush();
    const [ep, args, opts] = vi.mocked(call).mock.calls[0] as unknown as [AnyEndpoint, Record<string, unknown>, { signal?: AbortSignal }];
    expect(ep).toBe(resource.endpoints.search);
    expect(opts.signal).toBeInstanceOf(AbortSignal);
    if (ep.body) expect(ep.body.safeParse(args.body).success).toBe(true);
    if (ep.query) expect(ep.query.safeParse(args.query).success).toBe(true);
    const sent = JSON.stringify(args);
    expect(sent).toContain('cursor-9');
    expect(sent).toContain('30');
    const s = actor.getSnapshot();
    expect(s.matches({ page: 'ready' })).toBe(true);
    expect(s.context.page?.poll).toBe(resource.pollWhile ? resource.pollWhile([row]) : false);
    actor.stop();
  });

  it("the descriptor's example row fits its search endpoint's answer and keys", () => {
    const answer = { rows: [row], nextCursor: null, total: 1, totalCapped: false };
    expect(resource.endpoints.search.response.safeParse(answer).success).toBe(true);
    expect(typeof key === 'string' && key.length > 0).toBe(true);
    if (resource.detailPath) expect(resource.detailPath(row)).toMatch(/^\//);
    for (const c of resource.table?.columns ?? []) expect(c.title.message ?? c.title.id).toBeTruthy();
  });
});

describe('list setup (default loadSetup)', () => {
  afterEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(getOptions).mockReset();
  });

  it('asks the five table-and-theme calls in parallel, then the option dictionaries the columns name', async () => {
    const answers = new Map<AnyEndpoint, unknown>([
      [getAllTableColumns, [{ key: 'status', title: 'Status', kind: 'status', width: 100, sortable: true, defaultVisible: true, optionName: 'auditStatus' }]],
      [getDefaultTableColumns, { columns: [{ key: 'status', width: 100, visible: true }], customised: false }],
      [getConditionList, [{ key: 'status', label: 'Status', kind: 'select', optionName: 'notAnOption', defaultVisible: true }]],
      [getDefaultCondition, ['status']],
      [listThemes, []],
    ]);
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint) => (answers.has(ep) ? Promise.resolve(answers.get(ep)) : new Promise(() => {}))) as never);
    vi.mocked(getOptions).mockResolvedValue([{ value: 'A', label: 'Approved' }]);
    const actor = createActor(listMachine, { input: { bizType: 'asset.warehouse', fetchPage: () => new Promise(() => {}) } }).start();
    const eps = vi.mocked(call).mock.calls.map((c) => c[0]);
    expect(eps).toEqual([getAllTableColumns, getDefaultTableColumns, getConditionList, getDefaultCondition, listThemes]);
    expect(vi.mocked(call).mock.calls.map((c) => c[1])).toEqual([
      { body: { bizType: 'asset.warehouse' } },
      { body: { bizType: 'asset.warehouse' } },
      { params: { bizType: 'asset.warehouse' } },
      { params: { bizType: 'asset.warehouse' } },
      { query: { bizType: 'asset.warehouse' } },
    ]);
    await flush();
    const s = actor.getSnapshot();
    expect(s.matches({ setup: 'loaded' })).toBe(true);
    expect(vi.mocked(getOptions).mock.calls.map((c) => c[0])).toEqual(['auditStatus']);
    expect(s.context.setup?.options).toEqual({ auditStatus: [{ value: 'A', label: 'Approved' }] });
    expect(s.context.setup?.customisable).toBe(true);
    actor.stop();
  });

  it('a fixed table asks nothing but its dictionaries; leaving aborts the page request', async () => {
    vi.mocked(getOptions).mockResolvedValue([]);
    const signals: AbortSignal[] = [];
    const actor = createActor(listMachine, {
      input: {
        bizType: 'report.exports',
        fetchPage: (_q, io) => {
          signals.push(io.signal);
          return new Promise(() => {});
        },
        localTable: { columns: [{ key: 'a', title: 'A', kind: 'text', width: 80, sortable: false, defaultVisible: true }], conditions: [] },
      },
    }).start();
    await flush();
    expect(vi.mocked(call)).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.setup).toMatchObject({ customisable: false, userColumns: [{ key: 'a', width: 80, visible: true }] });
    expect(signals.map((x) => x.aborted)).toEqual([false]);
    actor.send({ type: 'list.sortChanged', sort: { field: 'a', order: 'asc' } });
    expect(signals.map((x) => x.aborted)).toEqual([true, false]);
    actor.stop();
  });
});
