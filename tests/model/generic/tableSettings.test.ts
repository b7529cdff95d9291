// Table settings machine: columns saved through transformThemeTable (optimistic, reverted on
// failure), themes applied (their columns saved as the user's; the parent list is told), "no view"
// (the default layout saved; the parent list told NO_VIEW), the default theme applied at the
// start (its columns saved), saved as new (the parent list is told: its view is that theme now),
// updated with the current conditions and columns, renamed, set as default and deleted after a
// confirmation (the parent list is told). Paths start from two inputs: a list restored with the
// user's columns, and a list that has just applied its default theme.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { call } from '../../../src/services';
import type { ColumnSetting, Theme } from '../../../src/contract/kernel/table';
import { deleteTheme, saveTheme, transformThemeTable } from '../../../src/contract/common/table-calls';
import { tableSettingsMachine, visibleColumns, type ColumnsSaveRequest, type TableSettingsInput } from '../../../src/machines/generic/tableSettings.machine';
import { NO_VIEW } from '../../../src/machines/generic/types';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures, type ModelPath } from '../coverage';
import { flush, replayPath } from '../replay';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type Snap = ReturnType<typeof tableSettingsMachine.getInitialSnapshot>;

const theme = (id: string, isDefault: boolean, columns: ColumnSetting[] = []): Theme => ({
  id,
  bizType: 'asset.warehouse',
  name: `Theme ${id}`,
  isDefault,
  conditions: { code: id },
  columns,
  updatedAt: '2024-05-01T08:00:00Z',
});
const t1 = theme('t1', true, [{ key: 'name', width: 200, visible: true }]);
const t2 = theme('t2', false);
const input: TableSettingsInput = {
  bizType: 'asset.warehouse',
  columns: [
    { key: 'code', title: 'Code', kind: 'text', width: 100, sortable: true, defaultVisible: true },
    { key: 'name', title: 'Name', kind: 'text', width: 160, sortable: true, defaultVisible: false },
  ],
  userColumns: [{ key: 'code', width: 100, visible: true }],
  customised: false,
  themes: [t1, t2],
  activeThemeId: null,
  customisable: true,
};
/** The list has just applied its default theme t1 (which names columns). */
const startInput: TableSettingsInput = { ...input, activeThemeId: 't1', applyThemeColumns: true };
const defaults: ColumnSetting[] = [
  { key: 'code', width: 100, visible: true },
  { key: 'name', width: 160, visible: false },
];
const failure = new Error('save failed');
const changed: ColumnSetting[] = [
  { key: 'name', width: 180, visible: true },
  { key: 'code', width: 90, visible: true },
];

const events: EventFixtures<typeof tableSettingsMachine> = {
  'settings.columnsChanged': [{ type: 'settings.columnsChanged', columns: changed }],
  'settings.columnsReset': [{ type: 'settings.columnsReset' }],
  // t1 names columns, t2 none
  'settings.themeApplied': (s) => s.context.themes.filter((t) => t.id === 't1' || t.id === 't2').map((t) => ({ type: 'settings.themeApplied', id: t.id })),
  'settings.viewCleared': [{ type: 'settings.viewCleared' }],
  'settings.themeUpdated': (s) => s.context.themes.slice(0, 1).map((t) => ({ type: 'settings.themeUpdated', id: t.id, conditions: { code: 'Y' } })),
  'settings.themeSaveRequested': [{ type: 'settings.themeSaveRequested', name: 'Mine', conditions: { code: 'X' } }],
  'settings.themeRenamed': (s) => s.context.themes.slice(0, 1).map((t) => ({ type: 'settings.themeRenamed', id: t.id, name: 'Renamed' })),
  'settings.themeDefaultSet': (s) => s.context.themes.slice(-1).map((t) => ({ type: 'settings.themeDefaultSet', id: t.id })),
  'settings.themeDeleteRequested': (s) => s.context.themes.slice(0, 1).map((t) => ({ type: 'settings.themeDeleteRequested', id: t.id })),
  'settings.deleteConfirmed': [{ type: 'settings.deleteConfirmed' }],
  'settings.deleteCancelled': [{ type: 'settings.deleteCancelled' }],
};
const saved = theme('t9', true);
// the server answers the saved theme: a new one (save as) or one the list has (rename, default)
const savedAnswers = (s: Snap): Theme[] => [saved, ...s.context.themes.slice(0, 1).map((t) => ({ ...t, name: 'Renamed' }))];
const actors: ActorFixtures<typeof tableSettingsMachine> = {
  saveColumns: { done: [{ columns: changed, customised: true }], error: [failure] },
  saveTheme: { done: savedAnswers, error: [failure] },
  deleteTheme: { done: (s) => [{ id: s.context.pendingDelete ?? '' }], error: [failure] },
};
const serializeState = (s: Snap) =>
  JSON.stringify({ v: s.value, themes: s.context.themes.map((t) => `${t.id}${t.isDefault ? '*' : ''}`), d: s.context.pendingDelete, e: !!s.context.error });

// sendParent resolves its target even in pure transitions: the graph runs without a parent
const quiet = { announceTheme: () => {}, announceCleared: () => {}, announceCreated: () => {}, announceDeleted: () => {} };
const model = tableSettingsMachine.provide({ actions: quiet });
const pathsOf = (from: TableSettingsInput) => modelPaths(model, { input: from, events, actors, serializeState });
const inputs = { restored: input, defaultApplied: startInput };
const paths = (Object.entries(inputs) as Array<[string, TableSettingsInput]>).flatMap(([name, from]) =>
  pathsOf(from).map((p, i) => [`${name} #${i + 1} ${describePath(p)}`, from, p] as [string, TableSettingsInput, ModelPath<typeof model>]),
);
const runtime = emptyVisits();

describe('table settings machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph (from both inputs) visit every state and take every transition', () => {
    const visits = emptyVisits();
    for (const from of Object.values(inputs)) visitedBy(model, pathsOf(from), from, visits);
    expect(assertCoverage(model, visits)).toEqual({ states: 7, transitions: 21 });
  });

  it.each(paths)('replays %s', async (_name, from, path) => {
    const announced: Array<{ themeId: string; conditions: Record<string, unknown> }> = [];
    let cleared = 0;
    const created: string[] = [];
    const deleted: string[] = [];
    const machine = tableSettingsMachine.provide({
      actions: {
        announceTheme: (_, p) => void announced.push(p),
        announceCleared: () => void cleared++,
        announceCreated: (_, p) => void created.push(p.themeId),
        announceDeleted: (_, p) => void deleted.push(p.themeId),
      },
    });
    await replayPath(machine, path, {
      input: from,
      invoked: ['saveColumns', 'saveTheme', 'deleteTheme'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        expect(s.hasTag('busy')).toBe(s.matches('savingColumns') || s.matches('savingTheme') || s.matches('deletingTheme'));
        expect(s.context.themes.filter((t) => t.isDefault).length).toBeLessThanOrEqual(1);
        const e = step.event as { type: string; id?: string; name?: string; output?: Theme };
        const count = (type: string) => path.steps.slice(1, i + 1).filter((x) => x.event.type === type).length;
        switch (e.type) {
          case 'settings.columnsChanged':
            expect(s.context.columns, 'shown at once').toEqual(changed);
            expect(pending.get('saveColumns')?.input).toEqual({ bizType: 'asset.warehouse', columns: changed, reset: false, customisable: true, defaults: [{ key: 'code', width: 100, visible: true }, { key: 'name', width: 160, visible: false }] });
            break;
          case 'settings.columnsReset':
            expect(pending.get('saveColumns')?.input).toMatchObject({ reset: true });
            break;
          case 'xstate.error.actor.saveColumns':
            expect(s.context.columns, 'reverted').toEqual(before?.context.savedColumns);
            expect(s.context.error).toMatchObject({ message: '', detail: 'save failed' });
            break;
          case 'settings.themeApplied': {
            const t = before?.context.themes.find((x) => x.id === e.id) as Theme;
            expect(announced.at(-1)).toEqual({ themeId: t.id, conditions: t.conditions });
            expect(s.context.columns).toEqual(t.columns.length ? t.columns : before?.context.columns);
            // a theme's columns become the user's own: saved, so a reload shows them
            if (t.columns.length) expect(pending.get('saveColumns')?.input).toMatchObject({ columns: t.columns, reset: false });
            else expect(s.matches('ready')).toBe(true);
            break;
          }
          case 'settings.viewCleared':
            expect(s.context.columns).toEqual(defaults);
            expect(pending.get('saveColumns')?.input).toMatchObject({ reset: true });
            break;
          case 'settings.themeUpdated': {
            const t = before?.context.themes.find((x) => x.id === e.id) as Theme;
            expect(pending.get('saveTheme')?.input).toEqual({ id: t.id, bizType: 'asset.warehouse', name: t.name, isDefault: t.isDefault, conditions: { code: 'Y' }, columns: before?.context.columns });
            break;
          }
          case 'settings.themeSaveRequested':
            expect(pending.get('saveTheme')?.input).toEqual({ bizType: 'asset.warehouse', name: 'Mine', isDefault: false, conditions: { code: 'X' }, columns: before?.context.columns });
            break;
          case 'settings.themeRenamed':
            expect(pending.get('saveTheme')?.input).toMatchObject({ id: e.id, name: 'Renamed' });
            break;
          case 'settings.themeDefaultSet':
            expect(pending.get('saveTheme')?.input).toMatchObject({ id: e.id, isDefault: true });
            break;
          case 'xstate.done.actor.saveTheme': {
            const out = e.output as Theme;
            expect(s.context.themes.find((t) => t.id === out.id)).toEqual(out);
            // only a new theme becomes the list's view
            const isNew = !before?.context.themes.some((t) => t.id === out.id);
            if (isNew) expect(created.at(-1)).toBe(out.id);
            else expect(s.context.themes.map((t) => t.id)).toEqual(before?.context.themes.map((t) => t.id));
            break;
          }
          case 'settings.deleteConfirmed':
            expect(pending.get('deleteTheme')?.input).toEqual({ id: before?.context.pendingDelete });
            break;
          case 'xstate.done.actor.deleteTheme':
            expect(s.context.themes.map((t) => t.id)).not.toContain(before?.context.pendingDelete);
            expect(s.context.pendingDelete).toBeNull();
            expect(deleted.at(-1)).toBe(before?.context.pendingDelete);
            break;
        }
        expect(announced.length).toBe(count('settings.themeApplied'));
        expect(cleared).toBe(count('settings.viewCleared'));
        if (i === 0) {
          // the default theme just applied: its columns shown and saved at once; a restored list shows the user's
          expect(s.context.columns).toEqual(from.applyThemeColumns ? t1.columns : input.userColumns);
          expect(s.matches('savingColumns')).toBe(!!from.applyThemeColumns);
          if (from.applyThemeColumns) expect(pending.get('saveColumns')?.input).toMatchObject({ columns: t1.columns, reset: false });
        }
        expect(deleted.length).toBe(count('xstate.done.actor.deleteTheme'));
        const creations = path.steps.slice(1, i + 1).filter((x, j) => {
          const out = (x.event as { output?: Theme }).output;
          return (x.event.type as string) === 'xstate.done.actor.saveTheme' && !path.steps[j].state.context.themes.some((t) => t.id === out?.id);
        }).length;
        expect(created.length).toBe(creations);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(tableSettingsMachine, runtime, 'replays');
  });

  it('a restored view shows the user’s columns (changed after applying it); a just-applied default theme shows its own', () => {
    const restored = createActor(tableSettingsMachine, { input: { ...input, activeThemeId: 't1' } }).start();
    expect(restored.getSnapshot().context.columns).toEqual(input.userColumns);
    expect(restored.getSnapshot().value).toBe('ready');
    restored.stop();
    const actor = createActor(tableSettingsMachine.provide({ actors: { saveColumns: fromPromise<{ columns: ColumnSetting[]; customised: boolean }, ColumnsSaveRequest>(() => new Promise(() => {})) } }), { input: startInput }).start();
    expect(actor.getSnapshot().context.columns).toEqual(t1.columns);
    expect(visibleColumns(actor.getSnapshot().context).map((c) => [c.key, c.width])).toEqual([['name', 200]]);
    actor.stop();
    // the default theme's columns equal to the user's: nothing to save
    const same = createActor(tableSettingsMachine, { input: { ...startInput, userColumns: t1.columns } }).start();
    expect(same.getSnapshot().value).toBe('ready');
    same.stop();
  });

  it('"no view" tells the parent list NO_VIEW with no conditions', async () => {
    const received: unknown[] = [];
    const child = tableSettingsMachine.provide({ actors: { saveColumns: fromPromise(async () => ({ columns: defaults, customised: false as boolean })) } });
    const parent = createMachine({ invoke: { id: 'child', src: child, input }, on: { '*': { actions: ({ event }) => void received.push(event) } } });
    const actor = createActor(parent).start();
    (actor.getSnapshot().children.child as { send(e: unknown): void }).send({ type: 'settings.viewCleared' });
    await flush();
    expect(received).toContainEqual({ type: 'list.themeApplied', themeId: NO_VIEW, conditions: {} });
    actor.stop();
  });

  it('default actors: transformThemeTable, saveTheme and deleteTheme as save calls with the actor signal', async () => {
    vi.mocked(call).mockImplementation(((ep: unknown, args: { body?: { columns?: ColumnSetting[] } }) =>
      Promise.resolve(ep === transformThemeTable ? { columns: args.body?.columns, customised: true } : ep === saveTheme ? saved : { id: 't1' })) as never);
    // (no parent list here: its announcements go nowhere)
    const actor = createActor(tableSettingsMachine.provide({ actions: quiet }), { input }).start();
    actor.send({ type: 'settings.columnsChanged', columns: changed });
    await flush();
    actor.send({ type: 'settings.themeSaveRequested', name: 'Mine', conditions: {} });
    await flush();
    actor.send({ type: 'settings.themeDeleteRequested', id: 't1' });
    actor.send({ type: 'settings.deleteConfirmed' });
    await flush();
    const calls = vi.mocked(call).mock.calls;
    expect(calls.map((c) => c[0])).toEqual([transformThemeTable, saveTheme, deleteTheme]);
    expect(calls[0][1]).toEqual({ body: { bizType: 'asset.warehouse', columns: changed, reset: undefined } });
    expect(calls[2][1]).toEqual({ query: { id: 't1' } });
    for (const c of calls) expect(c[2]).toMatchObject({ save: true, signal: expect.any(AbortSignal) });
    expect(actor.getSnapshot().context.themes.map((t) => t.id)).toEqual(['t2', 't9']);
    actor.stop();
  });

  it('a fixed table keeps column changes in memory (no call)', async () => {
    const actor = createActor(tableSettingsMachine, { input: { ...input, customisable: false } }).start();
    actor.send({ type: 'settings.columnsChanged', columns: changed });
    await flush();
    expect(actor.getSnapshot().context.columns).toEqual(changed);
    actor.send({ type: 'settings.columnsReset' });
    await flush();
    expect(actor.getSnapshot().context.columns).toEqual([{ key: 'code', width: 100, visible: true }, { key: 'name', width: 160, visible: false }]);
    expect(vi.mocked(call)).not.toHaveBeenCalled();
    actor.stop();
  });

  it('applying a theme tells the parent list (list.themeApplied with its conditions)', async () => {
    const received: unknown[] = [];
    const parent = createMachine({
      invoke: { id: 'child', src: tableSettingsMachine.provide({ actors: { saveColumns: fromPromise(async () => ({ columns: [] as ColumnSetting[], customised: false as boolean })) } }), input },
      on: { '*': { actions: ({ event }) => void received.push(event) } },
    });
    const actor = createActor(parent).start();
    (actor.getSnapshot().children.child as { send(e: unknown): void }).send({ type: 'settings.themeApplied', id: 't2' });
    await flush();
    expect(received).toContainEqual({ type: 'list.themeApplied', themeId: 't2', conditions: { code: 't2' } });
    actor.stop();
  });

  it('saving the view as a new theme and deleting a theme tell the parent list too', async () => {
    const received: unknown[] = [];
    const child = tableSettingsMachine.provide({ actors: { saveTheme: fromPromise(async () => saved), deleteTheme: fromPromise(async () => ({ id: 't2' })) } });
    const parent = createMachine({ invoke: { id: 'child', src: child, input }, on: { '*': { actions: ({ event }) => void received.push(event) } } });
    const actor = createActor(parent).start();
    const send = (e: unknown) => (actor.getSnapshot().children.child as { send(e: unknown): void }).send(e);
    send({ type: 'settings.themeSaveRequested', name: 'Mine', conditions: { code: 'X' } });
    await flush();
    send({ type: 'settings.themeDeleteRequested', id: 't2' });
    send({ type: 'settings.deleteConfirmed' });
    await flush();
    expect(received.filter((e) => (e as { type: string }).type.startsWith('list.'))).toEqual([
      { type: 'list.themeCreated', themeId: 't9' },
      { type: 'list.themeDeleted', themeId: 't2' },
    ]);
    actor.stop();
  });
});
