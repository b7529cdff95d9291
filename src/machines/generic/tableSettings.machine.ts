// Table settings of one list (bizType): the columns shown (visible, order, widths) and the user's
// saved themes (named views: conditions + columns). Invoked by the list machine once its setup
// has loaded; a fixed table (customisable false) keeps column changes in memory only. Which theme
// is active is the parent list's (its view, kept in the URL): this machine tells it what happened
// to themes. The columns shown are always the user's own table settings (decision 026): applying
// a view copies its columns into them (saved), so a column change made while a view is applied
// is saved like any other and survives a reload; the view then reads "(modified)" (viewTheme.ts).
//   starting          transient: a view the list has just applied at its start (the default
//                     theme, input.applyThemeColumns) with columns -> savingColumns with them;
//                     otherwise -> ready with the user's columns.
//   ready             settings.columnsChanged / columnsReset -> savingColumns;
//                     settings.themeApplied {id} -> savingColumns with the theme's columns (ready
//                     when it has none); announceTheme tells the parent list its conditions;
//                     settings.viewCleared ("no view") -> savingColumns with the default layout,
//                     the parent list told to show no view (NO_VIEW, no conditions);
//                     themeSaveRequested {name, conditions}, themeUpdated {id, conditions} (the
//                     view takes the current conditions and columns), themeRenamed {id, name},
//                     themeDefaultSet {id} -> savingTheme; themeDeleteRequested {id} -> confirmingDelete.
//   savingColumns     transformThemeTable (invoke 'saveColumns'); tag 'busy'. The new columns show
//                     at once; a failure puts the saved ones back (context.error).
//   savingTheme       saveTheme (invoke 'saveTheme'); tag 'busy'. Done: the theme upserted (a
//                     default one clears the others' flag); a new one is the list's view now
//                     (announceCreated).
//   confirmingDelete  context.pendingDelete; settings.deleteConfirmed -> deletingTheme,
//                     settings.deleteCancelled -> ready.
//   deletingTheme     deleteTheme (invoke 'deleteTheme'); tag 'busy'. Done -> ready without it
//                     (announceDeleted: the list drops it if it was its view); failure ->
//                     confirmingDelete with context.error.
import { assign, fromPromise, sendParent, setup } from 'xstate';
import { call } from '../../services';
import type { ColumnSetting, Theme } from '../../contract/kernel/table';
import { deleteTheme, saveTheme, transformThemeTable } from '../../contract/common/table-calls';
import { toMachineError, type MachineError } from '../support/errors';
import { NO_VIEW, type SetupColumn } from './types';

export interface TableSettingsInput {
  bizType: string;
  columns: SetupColumn[];
  userColumns: ColumnSetting[];
  customised: boolean;
  themes: Theme[];
  /** The theme of the list's view. */
  activeThemeId: string | null;
  /** The list has just applied that theme (its default one, at the start): its columns are taken and saved. */
  applyThemeColumns?: boolean;
  customisable: boolean;
}

export interface TableSettingsContext {
  bizType: string;
  customisable: boolean;
  /** Every column the table can show. */
  definitions: SetupColumn[];
  /** The columns shown, in order (visible or not, with widths). */
  columns: ColumnSetting[];
  /** The last columns the server confirmed. */
  savedColumns: ColumnSetting[];
  customised: boolean;
  themes: Theme[];
  pendingDelete: string | null;
  error: MachineError | null;
}

export interface ThemeSaveRequest {
  id?: string;
  bizType: string;
  name: string;
  isDefault: boolean;
  conditions: Record<string, unknown>;
  columns: ColumnSetting[];
}

export interface ColumnsSaveRequest {
  bizType: string;
  columns: ColumnSetting[];
  reset: boolean;
  customisable: boolean;
  defaults: ColumnSetting[];
}

export type TableSettingsEvent =
  | { type: 'settings.columnsChanged'; columns: ColumnSetting[] }
  | { type: 'settings.columnsReset' }
  | { type: 'settings.themeApplied'; id: string }
  | { type: 'settings.viewCleared' }
  | { type: 'settings.themeUpdated'; id: string; conditions: Record<string, unknown> }
  | { type: 'settings.themeSaveRequested'; name: string; conditions: Record<string, unknown>; isDefault?: boolean }
  | { type: 'settings.themeRenamed'; id: string; name: string }
  | { type: 'settings.themeDefaultSet'; id: string }
  | { type: 'settings.themeDeleteRequested'; id: string }
  | { type: 'settings.deleteConfirmed' }
  | { type: 'settings.deleteCancelled' };

/** The server's default columns of a table. */
export const defaultColumns = (definitions: readonly SetupColumn[]): ColumnSetting[] =>
  definitions.map((c) => ({ key: c.key, width: c.width, visible: c.defaultVisible }));

/** The visible columns in order, with their definitions (unknown keys dropped). */
export function visibleColumns(context: Pick<TableSettingsContext, 'definitions' | 'columns'>): Array<SetupColumn & { width: number }> {
  const byKey = new Map(context.definitions.map((d) => [d.key, d]));
  return context.columns.flatMap((s) => {
    const d = byKey.get(s.key);
    return d && s.visible ? [{ ...d, width: s.width }] : [];
  });
}

const themeOf = (context: TableSettingsContext, id: string) => context.themes.find((t) => t.id === id);

function upsert(themes: Theme[], saved: Theme): Theme[] {
  const rest = themes.filter((t) => t.id !== saved.id).map((t) => (saved.isDefault ? { ...t, isDefault: false } : t));
  const at = themes.findIndex((t) => t.id === saved.id);
  if (at < 0) return [...rest, saved];
  rest.splice(at, 0, saved);
  return rest;
}

/** announceTheme with the applied theme (settings.themeApplied, guarded by themeExists). */
const announceApplied = {
  type: 'announceTheme',
  params: ({ context, event }: { context: TableSettingsContext; event: TableSettingsEvent }) => {
    const theme = themeOf(context, (event as { id: string }).id) as Theme;
    return { themeId: theme.id, conditions: theme.conditions };
  },
} as const;

export const tableSettingsMachine = setup({
  types: {
    context: {} as TableSettingsContext,
    events: {} as TableSettingsEvent,
    input: {} as TableSettingsInput,
    children: {} as { saveColumns: 'saveColumns'; saveTheme: 'saveTheme'; deleteTheme: 'deleteTheme' },
  },
  actors: {
    saveColumns: fromPromise<{ columns: ColumnSetting[]; customised: boolean }, ColumnsSaveRequest>(async ({ input, signal }) => {
      if (!input.customisable) return { columns: input.reset ? input.defaults : input.columns, customised: !input.reset };
      return call(transformThemeTable, { body: { bizType: input.bizType, columns: input.columns, reset: input.reset || undefined } }, { signal, save: true });
    }),
    saveTheme: fromPromise<Theme, ThemeSaveRequest>(({ input, signal }) => call(saveTheme, { body: input }, { signal, save: true })),
    deleteTheme: fromPromise<{ id: string }, { id: string }>(({ input, signal }) => call(deleteTheme, { query: { id: input.id } }, { signal, save: true })),
  },
  actions: {
    /** Tells the parent list to search with the theme's conditions. */
    announceTheme: sendParent((_, params: { themeId: string; conditions: Record<string, unknown> }) => ({
      type: 'list.themeApplied',
      themeId: params.themeId,
      conditions: params.conditions,
    })),
    /** Tells the parent list to show no saved view (and no conditions). */
    announceCleared: sendParent(() => ({ type: 'list.themeApplied', themeId: NO_VIEW, conditions: {} })),
    /** Tells the parent list that its current view was saved as this (new) theme. */
    announceCreated: sendParent((_, params: { themeId: string }) => ({ type: 'list.themeCreated', themeId: params.themeId })),
    /** Tells the parent list that a theme is gone (its view may have been that one). */
    announceDeleted: sendParent((_, params: { themeId: string }) => ({ type: 'list.themeDeleted', themeId: params.themeId })),
  },
  guards: {
    themeExists: ({ context, event }) => 'id' in event && !!themeOf(context, event.id),
    savedNewTheme: ({ context, event }) => !context.themes.some((t) => t.id === (event as { output?: Theme }).output?.id),
    themeHasColumns: ({ context, event }) => 'id' in event && !!columnsOfTheme(themeOf(context, event.id)),
    startsWithThemeColumns: ({ context }) => JSON.stringify(context.columns) !== JSON.stringify(context.savedColumns),
  },
}).createMachine({
  id: 'tableSettings',
  context: ({ input }) => ({
    bizType: input.bizType,
    customisable: input.customisable,
    definitions: input.columns,
    columns: (input.applyThemeColumns ? columnsOfTheme(input.themes.find((t) => t.id === input.activeThemeId)) : undefined) ?? input.userColumns,
    savedColumns: input.userColumns,
    customised: input.customised,
    themes: input.themes,
    pendingDelete: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsWithThemeColumns', target: 'savingColumns' }, { target: 'ready' }],
    },
    ready: {
      on: {
        'settings.columnsChanged': { target: 'savingColumns', actions: assign({ columns: ({ event }) => event.columns }) },
        'settings.columnsReset': { target: 'savingColumns', actions: assign({ columns: ({ context }) => defaultColumns(context.definitions) }) },
        'settings.themeApplied': [
          {
            guard: 'themeHasColumns',
            target: 'savingColumns',
            actions: [assign({ columns: ({ context, event }) => columnsOfTheme(themeOf(context, event.id)) as ColumnSetting[] }), announceApplied],
          },
          { guard: 'themeExists', actions: [announceApplied] },
        ],
        'settings.viewCleared': { target: 'savingColumns', actions: [assign({ columns: ({ context }) => defaultColumns(context.definitions) }), 'announceCleared'] },
        'settings.themeUpdated': { guard: 'themeExists', target: 'savingTheme' },
        'settings.themeSaveRequested': { target: 'savingTheme' },
        'settings.themeRenamed': { guard: 'themeExists', target: 'savingTheme' },
        'settings.themeDefaultSet': { guard: 'themeExists', target: 'savingTheme' },
        'settings.themeDeleteRequested': { guard: 'themeExists', target: 'confirmingDelete', actions: assign({ pendingDelete: ({ event }) => event.id, error: null }) },
      },
    },
    savingColumns: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'saveColumns',
        src: 'saveColumns',
        input: ({ context, event }) => ({
          bizType: context.bizType,
          columns: context.columns,
          reset: event.type === 'settings.columnsReset' || event.type === 'settings.viewCleared',
          customisable: context.customisable,
          defaults: defaultColumns(context.definitions),
        }),
        onDone: {
          target: 'ready',
          actions: assign({ columns: ({ event }) => event.output.columns, savedColumns: ({ event }) => event.output.columns, customised: ({ event }) => event.output.customised }),
        },
        onError: { target: 'ready', actions: assign({ columns: ({ context }) => context.savedColumns, error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    savingTheme: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'saveTheme',
        src: 'saveTheme',
        input: ({ context, event }): ThemeSaveRequest => {
          if (event.type === 'settings.themeSaveRequested') {
            return { bizType: context.bizType, name: event.name, isDefault: event.isDefault ?? false, conditions: event.conditions, columns: context.columns };
          }
          const id = 'id' in event ? event.id : '';
          const theme = themeOf(context, id) as Theme;
          const updated = event.type === 'settings.themeUpdated';
          return {
            id: theme.id,
            bizType: context.bizType,
            name: event.type === 'settings.themeRenamed' ? event.name : theme.name,
            isDefault: event.type === 'settings.themeDefaultSet' ? true : theme.isDefault,
            conditions: updated ? event.conditions : theme.conditions,
            columns: updated ? context.columns : theme.columns,
          };
        },
        onDone: [
          {
            guard: 'savedNewTheme',
            target: 'ready',
            actions: [
              assign({ themes: ({ context, event }) => upsert(context.themes, event.output) }),
              { type: 'announceCreated', params: ({ event }) => ({ themeId: event.output.id }) },
            ],
          },
          { target: 'ready', actions: assign({ themes: ({ context, event }) => upsert(context.themes, event.output) }) },
        ],
        onError: { target: 'ready', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    confirmingDelete: {
      on: {
        'settings.deleteConfirmed': { target: 'deletingTheme' },
        'settings.deleteCancelled': { target: 'ready', actions: assign({ pendingDelete: null, error: null }) },
      },
    },
    deletingTheme: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'deleteTheme',
        src: 'deleteTheme',
        input: ({ context }) => ({ id: context.pendingDelete ?? '' }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'announceDeleted', params: ({ context }) => ({ themeId: context.pendingDelete ?? '' }) },
            assign(({ context }) => ({ themes: context.themes.filter((t) => t.id !== context.pendingDelete), pendingDelete: null })),
          ],
        },
        onError: { target: 'confirmingDelete', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
  },
});

/** A theme's columns, or undefined when it has none (applying it keeps the current columns). */
function columnsOfTheme(theme: Theme | undefined): ColumnSetting[] | undefined {
  return theme && theme.columns.length > 0 ? theme.columns : undefined;
}
