// A list of any resource: its setup (columns, conditions, themes, option dictionaries) and its
// pages (keyset cursors, no page numbers). Two parallel regions:
//   setup.loading   loadSetup (invoke 'loadSetup'); tag 'busy'. Done -> setup.loaded; when the
//                   view came with neither conditions nor a theme and the user has a default
//                   theme, that theme becomes the view's (its conditions applied: list.themeApplied
//                   is raised); a theme the view names that no longer exists is dropped.
//   setup.loaded    context.setup; the tableSettings child (invoke 'tableSettings') owns the
//                   columns and themes.
//   setup.failed    context.setupError; list.retry -> setup.loading.
//   page.loading    fetchPage (invoke 'fetchPage') with context.view; tag 'busy'. Rows of the
//                   previous page stay in context.page until the answer. Entry: syncUrl and
//                   rememberView (the view goes to the URL and the sessionStorage snapshot).
//   page.ready      rows shown; list.nextPage / list.prevPage move along the cursor stack; after
//                   pollInterval a page that asked for it (page.poll) is read again.
//   page.empty      no rows on this page.
//   page.failed     context.error; list.retry -> page.loading.
// In any page state: list.conditionsChanged edits context.draft; list.searchSubmitted,
// list.searchReset, list.sortChanged, list.pageSizeChanged, list.themeApplied start again from
// the first page; list.refresh reads the same page again; list.rowsSelected sets the selection.
// The applied theme is part of the view (view.themeId, in the URL): list.themeApplied sets it
// (NO_VIEW: the user chose "no view", kept through the setup so the default theme is not applied
// again), list.searchReset clears it, new conditions keep it (viewTheme() then says "modified");
// list.themeCreated (the current view saved as a theme) and list.themeDeleted, from the
// tableSettings child, change it without reading the page again.
// Leaving page.loading (a new view, stop) aborts its request.
import { assign, fromPromise, raise, setup } from 'xstate';
import { call } from '../../services';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type TableQuery } from '../../contract/kernel/table';
import { toMachineError, type MachineError } from '../support/errors';
import { loadListSetup, type LoadSetupInput } from './setup';
import { tableSettingsMachine } from './tableSettings.machine';
import { NO_VIEW, type FetchPage, type ListSetup, type ListSort, type ListView, type LocalTable, type PageOf, type Row } from './types';

export const POLL_INTERVAL_MS = 2000;

export interface ListInput {
  bizType: string;
  fetchPage: FetchPage;
  /** Rows that are still changing (e.g. running jobs): the page is read again every 2 s. */
  pollWhile?: (rows: readonly Row[]) => boolean;
  /** A fixed table instead of the server's customisable one. */
  localTable?: LocalTable | null;
  /** The view to start with (from the URL or the sessionStorage snapshot). */
  view?: Partial<ListView>;
}

export type ListPage = PageOf & { poll: boolean };

export type Selection = string[] | 'all';

export interface ListContext {
  bizType: string;
  fetchPage: FetchPage;
  pollWhile: ((rows: readonly Row[]) => boolean) | null;
  localTable: LocalTable | null;
  /** What the page shows (or is loading). */
  view: ListView;
  /** The conditions being edited in the search bar (applied on list.searchSubmitted). */
  draft: Record<string, unknown>;
  /** The view came with conditions or a theme (URL, snapshot): the default theme is not applied. */
  viewChosen: boolean;
  setup: ListSetup | null;
  setupError: MachineError | null;
  page: ListPage | null;
  error: MachineError | null;
  selection: Selection;
}

export type ListEvent =
  | { type: 'list.conditionsChanged'; conditions: Record<string, unknown> }
  | { type: 'list.searchSubmitted' }
  | { type: 'list.searchReset' }
  | { type: 'list.sortChanged'; sort: ListSort | null }
  | { type: 'list.nextPage' }
  | { type: 'list.prevPage' }
  | { type: 'list.pageSizeChanged'; pageSize: number }
  | { type: 'list.refresh' }
  | { type: 'list.rowsSelected'; keys: Selection }
  | { type: 'list.retry' }
  | { type: 'list.themeApplied'; themeId: string | null; conditions: Record<string, unknown> }
  | { type: 'list.themeCreated'; themeId: string }
  | { type: 'list.themeDeleted'; themeId: string };

export interface FetchPageInput {
  fetchPage: FetchPage;
  pollWhile: ((rows: readonly Row[]) => boolean) | null;
  query: TableQuery;
}

/** Drops empty conditions ('' , null, [], [null, null]) so URLs and queries stay short. */
export function cleanConditions(conditions: Record<string, unknown>): Record<string, unknown> {
  const isEmpty = (v: unknown): boolean =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.every((x) => x === null || x === undefined || x === ''));
  return Object.fromEntries(Object.entries(conditions).filter(([, v]) => !isEmpty(v)));
}

export function initialView(view: Partial<ListView> | undefined): ListView {
  const size = view?.pageSize;
  return {
    conditions: cleanConditions(view?.conditions ?? {}),
    sort: view?.sort ?? null,
    cursors: view?.cursors ?? [],
    pageSize: size && Number.isInteger(size) && size >= 1 && size <= PAGE_SIZE_MAX ? size : PAGE_SIZE_DEFAULT,
    themeId: typeof view?.themeId === 'string' && view.themeId ? view.themeId : null,
  };
}

/** The table query of a view: the cursor of the page shown (null = the first page). */
export function queryOf(view: ListView): TableQuery {
  return {
    conditions: view.conditions,
    ...(view.sort ? { sort: view.sort } : {}),
    cursor: view.cursors.length ? view.cursors[view.cursors.length - 1] : null,
    pageSize: view.pageSize,
  };
}

const firstPage = (view: ListView, patch: Partial<ListView>): ListView => ({ ...view, ...patch, cursors: [] });

/** The theme of a view once the setup is known: the default one unless the view was chosen. */
function setupTheme(context: ListContext, setup: ListSetup): string | null {
  if (!context.viewChosen) return setup.themes.find((t) => t.isDefault)?.id ?? null;
  const id = context.view.themeId;
  return id === NO_VIEW || (id && setup.themes.some((t) => t.id === id)) ? id : null;
}

// The view goes to the URL and the sessionStorage snapshot whenever it changes.
const keepView = [
  { type: 'syncUrl', params: ({ context }: { context: ListContext }) => ({ view: context.view }) },
  { type: 'rememberView', params: ({ context }: { context: ListContext }) => ({ bizType: context.bizType, view: context.view }) },
] as const;

// The events that change the view (or read it again): handled in every page state, each one
// (re-)entering page.loading only; a transition on the page region itself with reenter would
// leave the whole parallel list, setup included.
const viewEvents = {
  'list.searchSubmitted': { target: 'loading', reenter: true, actions: ['clearSelection', 'submitDraft'] },
  'list.searchReset': { target: 'loading', reenter: true, actions: ['clearSelection', 'resetConditions'] },
  'list.sortChanged': { target: 'loading', reenter: true, actions: ['clearSelection', 'changeSort'] },
  'list.pageSizeChanged': { target: 'loading', reenter: true, actions: ['clearSelection', 'changePageSize'] },
  'list.themeApplied': { target: 'loading', reenter: true, actions: ['clearSelection', 'applyTheme'] },
  'list.refresh': { target: 'loading', reenter: true },
} as const;

export const listMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as ListInput,
    children: {} as { loadSetup: 'loadSetup'; fetchPage: 'fetchPage'; tableSettings: 'tableSettings' },
  },
  actors: {
    loadSetup: fromPromise<ListSetup, LoadSetupInput>(({ input, signal }) => loadListSetup(input, signal)),
    fetchPage: fromPromise<ListPage, FetchPageInput>(async ({ input, signal }) => {
      const page = await input.fetchPage(input.query, { signal, call });
      return { ...page, poll: input.pollWhile ? input.pollWhile(page.rows) : false };
    }),
    tableSettings: tableSettingsMachine,
  },
  actions: {
    /** Writes the view to the URL (provided by the screen; nothing by default). */
    syncUrl: (_, _params: { view: ListView }) => {},
    /** Keeps the view in the sessionStorage snapshot (provided by the screen; nothing by default). */
    rememberView: (_, _params: { bizType: string; view: ListView }) => {},
    clearSelection: assign({ selection: () => [] as Selection }),
    submitDraft: assign({ view: ({ context }) => firstPage(context.view, { conditions: cleanConditions(context.draft) }) }),
    resetConditions: assign({ draft: {}, view: ({ context }) => firstPage(context.view, { conditions: {}, themeId: null }) }),
    changeSort: assign({ view: ({ context, event }) => firstPage(context.view, { sort: event.type === 'list.sortChanged' ? event.sort : context.view.sort }) }),
    changePageSize: assign({
      view: ({ context, event }) => firstPage(context.view, { pageSize: event.type === 'list.pageSizeChanged' ? initialView({ pageSize: event.pageSize }).pageSize : context.view.pageSize }),
    }),
    applyTheme: assign(({ context, event }) => {
      if (event.type !== 'list.themeApplied') return {};
      const conditions = cleanConditions(event.conditions);
      return { draft: conditions, view: firstPage(context.view, { conditions, themeId: event.themeId }) };
    }),
    /** The setup is known: the view's theme is the default one, or the chosen one if it still exists. */
    takeSetup: assign(({ context, event }) => {
      const setup = (event as { output?: ListSetup }).output as ListSetup;
      return { setup, setupError: null, view: { ...context.view, themeId: setupTheme(context, setup) } };
    }),
    markTheme: assign({
      view: ({ context, event }) => {
        if (event.type === 'list.themeCreated') return { ...context.view, themeId: event.themeId };
        if (event.type === 'list.themeDeleted' && event.themeId === context.view.themeId) return { ...context.view, themeId: null };
        return context.view;
      },
    }),
    popCursor: assign({ view: ({ context }) => ({ ...context.view, cursors: context.view.cursors.slice(0, -1) }) }),
  },
  guards: {
    hasNext: ({ context }) => !!context.page?.nextCursor,
    hasPrev: ({ context }) => context.view.cursors.length > 0,
    noRows: ({ event }) => (event as { output?: ListPage }).output?.rows.length === 0,
    shouldPoll: ({ context }) => !!context.page?.poll,
    defaultThemeHasConditions: ({ context, event }) => {
      if (context.viewChosen) return false;
      const theme = (event as { output?: ListSetup }).output?.themes.find((t) => t.isDefault);
      return !!theme && Object.keys(cleanConditions(theme.conditions)).length > 0;
    },
  },
  delays: { pollInterval: POLL_INTERVAL_MS },
}).createMachine({
  id: 'list',
  context: ({ input }) => {
    const view = initialView(input.view);
    return {
      bizType: input.bizType,
      fetchPage: input.fetchPage,
      pollWhile: input.pollWhile ?? null,
      localTable: input.localTable ?? null,
      view,
      draft: view.conditions,
      viewChosen: Object.keys(view.conditions).length > 0 || view.themeId !== null,
      setup: null,
      setupError: null,
      page: null,
      error: null,
      selection: [],
    };
  },
  type: 'parallel',
  states: {
    setup: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadSetup',
            src: 'loadSetup',
            input: ({ context }) => ({ bizType: context.bizType, localTable: context.localTable }),
            onDone: [
              {
                guard: 'defaultThemeHasConditions',
                target: 'loaded',
                actions: [
                  'takeSetup',
                  ...keepView,
                  raise(({ event }) => {
                    const theme = event.output.themes.find((t) => t.isDefault);
                    return { type: 'list.themeApplied' as const, themeId: theme?.id ?? null, conditions: theme?.conditions ?? {} };
                  }),
                ],
              },
              { target: 'loaded', actions: ['takeSetup', ...keepView] },
            ],
            onError: { target: 'failed', actions: assign({ setupError: ({ event }) => toMachineError(event.error) }) },
          },
        },
        loaded: {
          invoke: {
            id: 'tableSettings',
            src: 'tableSettings',
            input: ({ context }) => {
              const s = context.setup as ListSetup;
              return {
                bizType: context.bizType,
                columns: s.columns,
                userColumns: s.userColumns,
                customised: s.customised,
                themes: s.themes,
                activeThemeId: context.view.themeId,
                // the default theme applied at the start brings its columns; a view restored
                // (URL, snapshot) shows the user's own, which applying it saved (decision 026)
                applyThemeColumns: !context.viewChosen,
                customisable: s.customisable,
              };
            },
          },
        },
        failed: {
          on: { 'list.retry': { target: 'loading' } },
        },
      },
    },
    page: {
      initial: 'loading',
      on: {
        'list.conditionsChanged': { actions: assign({ draft: ({ event }) => event.conditions }) },
        'list.rowsSelected': { actions: assign({ selection: ({ event }) => event.keys }) },
        'list.themeCreated': { actions: ['markTheme', ...keepView] },
        'list.themeDeleted': { actions: ['markTheme', ...keepView] },
      },
      states: {
        loading: {
          tags: ['busy'],
          on: { ...viewEvents },
          entry: [...keepView],
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: ({ context }) => ({ fetchPage: context.fetchPage, pollWhile: context.pollWhile, query: queryOf(context.view) }),
            onDone: [
              { guard: 'noRows', target: 'empty', actions: assign({ page: ({ event }) => event.output, error: null }) },
              { target: 'ready', actions: assign({ page: ({ event }) => event.output, error: null }) },
            ],
            onError: { target: 'failed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
          },
        },
        ready: {
          on: {
            ...viewEvents,
            'list.nextPage': {
              guard: 'hasNext',
              target: 'loading',
              actions: ['clearSelection', assign(({ context }) => ({ view: { ...context.view, cursors: [...context.view.cursors, context.page?.nextCursor as string] } }))],
            },
            'list.prevPage': { guard: 'hasPrev', target: 'loading', actions: ['clearSelection', 'popCursor'] },
          },
          after: { pollInterval: { guard: 'shouldPoll', target: 'loading' } },
        },
        empty: {
          on: { ...viewEvents, 'list.prevPage': { guard: 'hasPrev', target: 'loading', actions: ['clearSelection', 'popCursor'] } },
        },
        failed: {
          on: { ...viewEvents, 'list.retry': { target: 'loading' } },
        },
      },
    },
  },
});
