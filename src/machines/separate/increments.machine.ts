// The incremental separations of one isolation (/separate/incremental/:id): more stock isolated
// for the channel while the isolation is in effect. An increment is created (sku codes looked up
// in the allocation grid of separate.allocationIncrementalGroup, a quantity per sku and group of
// the isolation), its quantities edited while created, synced (the auto-incremental job isolates
// it, or returns it to created with the reason), cancelled (created) or terminated (synced).
//   loading     loadAll (invoke 'loadAll': the isolation and its increments); tag 'busy'. Done ->
//               ready; failure -> loadFailed (increments.retry).
//   ready       context.separation, context.increments. increments.createRequested -> editing
//               (the isolation in effect, no job at work); increments.editRequested {incrementId}
//               -> editing (a created one); increments.actionRequested {incrementId, action} ->
//               confirming when the increment's status allows it; increments.reloadRequested ->
//               loading. While an increment syncs or a job is at work nothing changes (the
//               isolationProcessing warning) and the state is polled:
//               routing (transient) -> watching or idle; watching: after pollDelay ->
//               refreshing (invoke 'loadAll') -> ready; a failed refresh -> watching.
//   editing     context.editor (create or edit: the skus picked, the grid, problems).
//               form: increments.skusAdded (codes picked or pasted in the sku picker, decision
//               025) -> loadingGrid; increments.qtyChanged / skuRemoved (a cell above its stock
//               is a problem as it is typed);
//               increments.saveRequested -> saving when the grid is valid, else its problems
//               show; increments.editCancelled -> ready.
//               loadingGrid (invoke 'loadGrid'): the answer's skus join the grid (codes it does
//               not know are listed); codes picked meanwhile wait in editor.skuQueue and are
//               looked up next; failure -> form with the error.
//               saving (invoke 'saveIncrement': create, or replace the lines of a created one
//               with its version); tag 'busy'. Done -> ready (refreshing; announceSaved);
//               failure -> stale or form with the error.
//   confirming  context.pending {incrementId, action}: increments.confirmed -> running;
//               increments.dismissed -> ready.
//   running     runIncrementAction (invoke: sync, cancel or terminate with the version read);
//               tag 'busy'. Done -> ready (refreshing; announceDone); failure -> stale
//               (SEPARATE_INCREMENT_VERSION_STALE ...) or failed.
//   stale       increments.reloadRequested -> loading.
//   failed      context.error; increments.dismissed -> ready; increments.reloadRequested -> loading.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import {
  cancelIncrement,
  createIncrement,
  getAllocationIncrementalGroups,
  getIncrements,
  getSeparation,
  syncIncrement,
  terminateIncrement,
  updateIncrementQty,
  type Increment,
  type SeparationDetail,
} from '../../contract/separate/separation';
import { toMachineError, type MachineError } from '../support/errors';
import {
  emptyGrid,
  gridFromLines,
  gridLines,
  gridProblems,
  hasProblems,
  mergeCells,
  notFoundCodes,
  removeSku,
  setQty,
  type AllocationCell,
  type LineInput,
  type QtyGrid,
} from './lines';
import { anySyncing, incrementsOpen, isProcessing, isStaleCode, mayActOnIncrement, type IncrementAction } from './rules';
import { POLL_MS } from './separation.machine';

export interface IncrementsInput {
  separationId: string;
}

export interface LoadedIncrements {
  separation: SeparationDetail;
  increments: Increment[];
}

export interface IncrementEditor {
  mode: 'create' | 'edit';
  /** edit: the increment whose lines are replaced, and its version read. */
  incrementId: string | null;
  version: number | null;
  /** Sku codes being looked up, and those picked meanwhile. */
  skuLookup: string[];
  skuQueue: string[];
  grid: QtyGrid;
  /** Codes the last lookup did not find. */
  notFound: string[];
  /** The grid's problems show (after the first save attempt). */
  showErrors: boolean;
}

export interface IncrementsContext {
  separationId: string;
  separation: SeparationDetail | null;
  increments: Increment[];
  editor: IncrementEditor | null;
  pending: { incrementId: string; action: IncrementAction } | null;
  error: MachineError | null;
}

export type IncrementsEvent =
  | { type: 'increments.retry' }
  | { type: 'increments.reloadRequested' }
  | { type: 'increments.createRequested' }
  | { type: 'increments.editRequested'; incrementId: string }
  | { type: 'increments.skusAdded'; codes: string[] }
  | { type: 'increments.qtyChanged'; skuId: string; warehouseGroupId: string; value: string }
  | { type: 'increments.skuRemoved'; skuId: string }
  | { type: 'increments.saveRequested' }
  | { type: 'increments.editCancelled' }
  | { type: 'increments.actionRequested'; incrementId: string; action: IncrementAction }
  | { type: 'increments.confirmed' }
  | { type: 'increments.dismissed' };

export interface SaveIncrementInput {
  mode: 'create' | 'edit';
  separationId: string;
  incrementId: string | null;
  version: number | null;
  lines: LineInput[];
}

export interface IncrementActionInput {
  action: IncrementAction;
  id: string;
  version: number;
}

const actionEndpoints = { sync: syncIncrement, cancel: cancelIncrement, terminate: terminateIncrement } as const;

/** The columns of the grid: the isolation's warehouse groups. */
export const groupIdsOf = (separation: SeparationDetail | null): string[] => separation?.warehouseGroups.map((g) => g.id) ?? [];

/** The allocation answer's skus joined to the editor's grid; codes it does not know listed. */
const takeCells = (e: IncrementEditor, cells: AllocationCell[]): Pick<IncrementEditor, 'grid' | 'notFound'> => ({
  grid: mergeCells(e.grid, cells),
  notFound: [...e.notFound, ...notFoundCodes(e.skuLookup, cells)],
});

const newEditor = (patch: Partial<IncrementEditor> = {}): IncrementEditor => ({
  mode: 'create',
  incrementId: null,
  version: null,
  skuLookup: [],
  skuQueue: [],
  grid: emptyGrid(),
  notFound: [],
  showErrors: false,
  ...patch,
});

const editorOf = (inc: Increment): IncrementEditor => newEditor({ mode: 'edit', incrementId: inc.id, version: inc.version, grid: gridFromLines(inc.lines) });

const find = (context: IncrementsContext, id: string) => context.increments.find((i) => i.id === id);

/** The increments with `inc` in place of its older self (a new one first: newest first). */
const upsert = (list: readonly Increment[], inc: Increment): Increment[] => (list.some((i) => i.id === inc.id) ? list.map((i) => (i.id === inc.id ? inc : i)) : [inc, ...list]);

/** The editor with some fields changed (null stays null). */
const withEditor = (context: IncrementsContext, patch: (e: IncrementEditor) => Partial<IncrementEditor>): IncrementEditor | null =>
  context.editor ? { ...context.editor, ...patch(context.editor) } : null;

export const incrementsMachine = setup({
  types: {
    context: {} as IncrementsContext,
    events: {} as IncrementsEvent,
    input: {} as IncrementsInput,
    children: {} as { loadAll: 'loadAll'; loadGrid: 'loadGrid'; saveIncrement: 'saveIncrement'; runIncrementAction: 'runIncrementAction' },
  },
  actors: {
    loadAll: fromPromise<LoadedIncrements, { separationId: string }>(async ({ input, signal }) => {
      const opts = { signal, quiet: true };
      const [separation, increments] = await Promise.all([
        call(getSeparation, { params: { id: input.separationId } }, opts),
        call(getIncrements, { params: { id: input.separationId } }, opts),
      ]);
      return { separation, increments };
    }),
    loadGrid: fromPromise<AllocationCell[], { separationId: string; skus: string[] }>(({ input, signal }) =>
      call(getAllocationIncrementalGroups, { body: { id: input.separationId, skus: input.skus } }, { signal, quiet: true }),
    ),
    saveIncrement: fromPromise<Increment, SaveIncrementInput>(({ input, signal }) =>
      input.mode === 'create'
        ? call(createIncrement, { body: { separationId: input.separationId, lines: input.lines } }, { signal, save: true })
        : call(updateIncrementQty, { body: { id: input.incrementId ?? '', version: input.version ?? 1, lines: input.lines } }, { signal, save: true }),
    ),
    runIncrementAction: fromPromise<Increment, IncrementActionInput>(({ input, signal }) =>
      call(actionEndpoints[input.action], { body: { id: input.id, version: input.version } }, { signal, save: true }),
    ),
  },
  delays: { pollDelay: POLL_MS },
  actions: {
    /** An increment was created or its lines saved (provided by the screen: a toast). */
    announceSaved: (_, _params: { increment: Increment; created: boolean }) => {},
    /** An action succeeded (provided by the screen: a toast). */
    announceDone: (_, _params: { action: IncrementAction; increment: Increment }) => {},
    takeError: assign({ error: ({ event }) => toMachineError((event as unknown as { error: unknown }).error) }),
    takeLoaded: assign(({ event }) => {
      const out = (event as unknown as { output: LoadedIncrements }).output;
      return { separation: out.separation, increments: out.increments, error: null };
    }),
  },
  guards: {
    mayCreate: ({ context }) => incrementsOpen(context.separation) && !anySyncing(context.increments),
    mayEdit: ({ context, event }) => event.type === 'increments.editRequested' && mayActOnIncrement(context.separation, context.increments, find(context, event.incrementId), 'edit'),
    mayRun: ({ context, event }) =>
      event.type === 'increments.actionRequested' && mayActOnIncrement(context.separation, context.increments, find(context, event.incrementId), event.action),
    working: ({ context }) => isProcessing(context.separation) || anySyncing(context.increments),
    skusQueued: ({ context }) => (context.editor?.skuQueue.length ?? 0) > 0,
    gridValid: ({ context }) => !!context.editor && !hasProblems(gridProblems(context.editor.grid, groupIdsOf(context.separation))),
    staleError: ({ event }) => isStaleCode(toMachineError((event as unknown as { error: unknown }).error).code),
  },
}).createMachine({
  id: 'increments',
  context: ({ input }) => ({ separationId: input.separationId, separation: null, increments: [], editor: null, pending: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ editor: null, pending: null }),
      invoke: {
        id: 'loadAll',
        src: 'loadAll',
        input: ({ context }) => ({ separationId: context.separationId }),
        onDone: { target: 'ready', actions: 'takeLoaded' },
        onError: { target: 'loadFailed', actions: 'takeError' },
      },
    },
    loadFailed: {
      on: { 'increments.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      initial: 'routing',
      on: {
        'increments.createRequested': { guard: 'mayCreate', target: 'editing', actions: assign({ editor: () => newEditor(), error: null }) },
        'increments.editRequested': {
          guard: 'mayEdit',
          target: 'editing',
          actions: assign({ editor: ({ context, event }) => editorOf(find(context, event.incrementId) as Increment), error: null }),
        },
        'increments.actionRequested': {
          guard: 'mayRun',
          target: 'confirming',
          actions: assign({ pending: ({ event }) => ({ incrementId: event.incrementId, action: event.action }), error: null }),
        },
        'increments.reloadRequested': { target: 'loading' },
      },
      states: {
        routing: { always: [{ guard: 'working', target: 'watching' }, { target: 'idle' }] },
        idle: {},
        watching: { after: { pollDelay: 'refreshing' } },
        refreshing: {
          invoke: {
            id: 'loadAll',
            src: 'loadAll',
            input: ({ context }) => ({ separationId: context.separationId }),
            onDone: { target: '#increments.ready', actions: 'takeLoaded' },
            onError: { target: 'watching' },
          },
        },
      },
    },
    editing: {
      initial: 'form',
      states: {
        form: {
          on: {
            'increments.skusAdded': {
              target: 'loadingGrid',
              actions: assign({ error: null, editor: ({ context, event }) => withEditor(context, () => ({ skuLookup: event.codes, notFound: [] })) }),
            },
            'increments.qtyChanged': {
              actions: assign({ editor: ({ context, event }) => withEditor(context, (e) => ({ grid: setQty(e.grid, event.skuId, event.warehouseGroupId, event.value) })) }),
            },
            'increments.skuRemoved': {
              actions: assign({ editor: ({ context, event }) => withEditor(context, (e) => ({ grid: removeSku(e.grid, event.skuId) })) }),
            },
            'increments.saveRequested': [
              { guard: 'gridValid', target: 'saving', actions: assign({ error: null }) },
              { actions: assign({ editor: ({ context }) => withEditor(context, () => ({ showErrors: true })) }) },
            ],
            'increments.editCancelled': { target: '#increments.ready', actions: assign({ editor: null, error: null }) },
          },
        },
        loadingGrid: {
          tags: ['busy'],
          on: {
            'increments.skusAdded': { actions: assign({ editor: ({ context, event }) => withEditor(context, (e) => ({ skuQueue: [...e.skuQueue, ...event.codes] })) }) },
          },
          invoke: {
            id: 'loadGrid',
            src: 'loadGrid',
            input: ({ context }) => ({ separationId: context.separationId, skus: context.editor?.skuLookup ?? [] }),
            onDone: [
              {
                guard: 'skusQueued',
                target: 'loadingGrid',
                reenter: true,
                actions: assign({
                  editor: ({ context, event }) =>
                    withEditor(context, (e) => ({ ...takeCells(e, event.output), skuLookup: e.skuQueue, skuQueue: [] })),
                }),
              },
              { target: 'form', actions: assign({ editor: ({ context, event }) => withEditor(context, (e) => ({ ...takeCells(e, event.output), skuLookup: [] })) }) },
            ],
            onError: { target: 'form', actions: ['takeError', assign({ editor: ({ context }) => withEditor(context, () => ({ skuLookup: [], skuQueue: [] })) })] },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveIncrement',
            src: 'saveIncrement',
            input: ({ context }) => {
              const editor = context.editor as IncrementEditor;
              return {
                mode: editor.mode,
                separationId: context.separationId,
                incrementId: editor.incrementId,
                version: editor.version,
                lines: gridLines(editor.grid, groupIdsOf(context.separation)),
              };
            },
            onDone: {
              target: '#increments.ready.refreshing',
              actions: [
                { type: 'announceSaved', params: ({ context, event }) => ({ increment: event.output, created: context.editor?.mode === 'create' }) },
                assign({ increments: ({ context, event }) => upsert(context.increments, event.output), editor: null }),
              ],
            },
            onError: [
              { guard: 'staleError', target: '#increments.stale', actions: 'takeError' },
              { target: 'form', actions: 'takeError' },
            ],
          },
        },
      },
    },
    confirming: {
      on: {
        'increments.confirmed': { target: 'running' },
        'increments.dismissed': { target: 'ready', actions: assign({ pending: null }) },
      },
    },
    running: {
      tags: ['busy'],
      invoke: {
        id: 'runIncrementAction',
        src: 'runIncrementAction',
        input: ({ context }) => {
          const p = context.pending as NonNullable<IncrementsContext['pending']>;
          return { action: p.action, id: p.incrementId, version: find(context, p.incrementId)?.version ?? 1 };
        },
        onDone: {
          target: '#increments.ready.refreshing',
          actions: [
            { type: 'announceDone', params: ({ context, event }) => ({ action: context.pending?.action as IncrementAction, increment: event.output }) },
            assign({ increments: ({ context, event }) => upsert(context.increments, event.output), pending: null }),
          ],
        },
        onError: [
          { guard: 'staleError', target: 'stale', actions: 'takeError' },
          { target: 'failed', actions: 'takeError' },
        ],
      },
    },
    stale: {
      on: { 'increments.reloadRequested': { target: 'loading' } },
    },
    failed: {
      on: {
        'increments.dismissed': { target: 'ready', actions: assign({ pending: null, error: null }) },
        'increments.reloadRequested': { target: 'loading' },
      },
    },
  },
});
