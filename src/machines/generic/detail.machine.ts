// One record of a resource: view, edit, save, delete; create mode when there is no id.
//   loading          the record (source.load, with an id) and the option dictionaries of the
//                    form's select fields (invoke 'loadDetail'); tag 'busy'. Done -> viewing, or
//                    editing a new record when there is no id; failure -> failed (context.error),
//                    or notFound when the server answers that the record does not exist (or
//                    is not the caller's to see: isNotFound).
//   failed           detail.retry -> loading.
//   notFound         no retry (it cannot help): the screen links back to the list;
//                    detail.leaveRequested -> left.
//   viewing          context.detail; detail.editRequested -> editing; detail.deleteRequested ->
//                    confirmingDelete; detail.reloadRequested -> loading.
//   editing          context.values, context.fieldErrors (message keys from the descriptor's zod
//                    schema, shown after the first submit and kept live from then on), dirty.
//                    detail.fieldChanged edits; detail.submitted -> saving when valid;
//                    detail.cancelled -> viewing (or left, for a new record);
//                    detail.leaveRequested (an in-app link) -> confirmingLeave when dirty, else
//                    left; detail.backRequested (the browser's Back or Forward button: the screen
//                    has already put the page's address back) the same, and once left the screen
//                    goes back in history (context.goBack).
//                    context.error / context.stale after a failed save (stale: SYS_CONFLICT or one
//                    of source.staleCodes, the record changed on the server; detail.reloadRequested
//                    loads it again).
//   saving           source.save (invoke 'saveDetail'); tag 'busy'; a second submit is ignored.
//                    Done -> viewing with the saved record (announceSaved); failure -> editing
//                    with code + server message (call() with save: true shows the toast).
//   confirmingLeave  "Leave without saving?": detail.leaveConfirmed -> left;
//                    detail.leaveCancelled -> editing (where to go is forgotten).
//   confirmingDelete detail.deleteConfirmed -> deleting; detail.deleteCancelled -> viewing.
//   deleting         source.remove (invoke 'removeDetail'); tag 'busy'. Done -> deleted
//                    (announceDeleted); failure -> viewing with context.error.
//   left, deleted    final; the screen navigates (back in history when context.goBack, else
//                    context.leaveTo, or back to the list).
// detail.leaveRequested in failed, notFound, viewing and confirmingDelete leaves at once; while loading,
// saving or deleting it is ignored (the screen keeps the user until the call answers).
// detail.backRequested comes only while hasUnsavedChanges() holds (the screen lets the browser go
// back freely otherwise): in confirmingLeave and saving it is ignored, so the user stays.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { ErrorCode } from '../../contract/kernel/envelope';
import { isNotFound, toMachineError, type MachineError } from '../support/errors';
import type { LabelledOption } from '../../contract/kernel/rules';
import { loadOptions } from './setup';
import type { DetailSource, Row } from './types';

export interface DetailInput {
  id: string | null;
  source: DetailSource;
}

export interface DetailContext {
  id: string | null;
  source: DetailSource;
  detail: Row | null;
  /** Option dictionaries of the select fields, by name. */
  options: Record<string, LabelledOption[]>;
  values: Row;
  /** The values editing started from (dirty = values differ). */
  initial: Row;
  dirty: boolean;
  fieldErrors: Record<string, string>;
  /** Field errors are shown (after the first submit). */
  showErrors: boolean;
  error: MachineError | null;
  /** The last save failed because the record changed on the server. */
  stale: boolean;
  /** Where an in-app link the user followed goes (null: the list). */
  leaveTo: string | null;
  /** The user left with the browser's Back (or Forward) button: the screen goes back in history. */
  goBack: boolean;
}

export interface LoadedDetail {
  record: Row | null;
  options: Record<string, LabelledOption[]>;
}

export type DetailEvent =
  | { type: 'detail.editRequested' }
  | { type: 'detail.fieldChanged'; name: string; value: unknown }
  | { type: 'detail.submitted' }
  | { type: 'detail.cancelled' }
  | { type: 'detail.reloadRequested' }
  | { type: 'detail.retry' }
  | { type: 'detail.deleteRequested' }
  | { type: 'detail.deleteConfirmed' }
  | { type: 'detail.deleteCancelled' }
  | { type: 'detail.leaveRequested'; to: string | null }
  | { type: 'detail.backRequested' }
  | { type: 'detail.leaveConfirmed' }
  | { type: 'detail.leaveCancelled' };

/** Field errors of values: the first issue per field; messages are keys or `zod.<code>`. */
export function validateValues(schema: DetailSource['schema'], values: Row): Record<string, string> {
  const r = schema.safeParse(values, { error: (issue) => `zod.${issue.code}` });
  if (r.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_form';
    errors[field] ??= issue.message;
  }
  return errors;
}

const sameValues = (a: Row, b: Row) => JSON.stringify(a) === JSON.stringify(b);

/** The save failed because the record changed on the server (generic or the area's code). */
const isStale = (source: DetailSource, code: string) => code === ErrorCode.conflict || (source.staleCodes ?? []).includes(code);

/**
 * The form holds edits that leaving the page would lose: what the screen's unsaved-changes guard
 * (links, the Back button, unloading the page) watches. Asking to leave and saving count too, so
 * that a second Back press or closing the tab meanwhile is still caught.
 */
export function hasUnsavedChanges(snapshot: { context: Pick<DetailContext, 'dirty'>; matches(state: 'editing' | 'confirmingLeave' | 'saving'): boolean }): boolean {
  return snapshot.context.dirty && (snapshot.matches('editing') || snapshot.matches('confirmingLeave') || snapshot.matches('saving'));
}

export const detailMachine = setup({
  types: {
    context: {} as DetailContext,
    events: {} as DetailEvent,
    input: {} as DetailInput,
    children: {} as { loadDetail: 'loadDetail'; saveDetail: 'saveDetail'; removeDetail: 'removeDetail' },
  },
  actors: {
    loadDetail: fromPromise<LoadedDetail, { source: DetailSource; id: string | null }>(async ({ input, signal }) => {
      const [record, options] = await Promise.all([
        input.id === null ? Promise.resolve(null) : input.source.load(input.id, { signal, call }),
        loadOptions(input.source.optionNames, signal),
      ]);
      return { record, options };
    }),
    saveDetail: fromPromise<Row, { source: DetailSource; id: string | null; values: Row; detail: Row | null }>(({ input, signal }) =>
      input.source.save({ id: input.id, values: input.values, detail: input.detail }, { signal, call }),
    ),
    removeDetail: fromPromise<unknown, { source: DetailSource; id: string; detail: Row }>(({ input, signal }) =>
      input.source.remove({ id: input.id, detail: input.detail }, { signal, call }),
    ),
  },
  actions: {
    /** Saved (provided by the screen: toast common.message.saveSuccess, URL of a new record). */
    announceSaved: (_, _params: { detail: Row; created: boolean }) => {},
    /** Deleted (provided by the screen: toast common.message.deleteSuccess). */
    announceDeleted: (_, _params: { id: string }) => {},
    takeLeaveTo: assign({ leaveTo: ({ event }) => (event.type === 'detail.leaveRequested' ? event.to : null), goBack: false }),
    takeBack: assign({ leaveTo: null, goBack: true }),
    startEditing: assign(({ context }) => {
      const values = context.source.fromDetail(context.detail);
      return { values, initial: values, dirty: false, fieldErrors: {}, showErrors: false, error: null, stale: false };
    }),
  },
  guards: {
    hasId: ({ context }) => context.id !== null,
    notFoundError: ({ event }) => isNotFound(toMachineError((event as { error?: unknown }).error)),
    hasDetail: ({ context }) => context.detail !== null,
    isDirty: ({ context }) => context.dirty,
    valuesValid: ({ context }) => Object.keys(validateValues(context.source.schema, context.values)).length === 0,
  },
}).createMachine({
  id: 'detail',
  context: ({ input }) => ({
    id: input.id,
    source: input.source,
    detail: null,
    options: {},
    values: {},
    initial: {},
    dirty: false,
    fieldErrors: {},
    showErrors: false,
    error: null,
    stale: false,
    leaveTo: null,
    goBack: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ source: context.source, id: context.id }),
        onDone: [
          {
            guard: 'hasId',
            target: 'viewing',
            actions: assign({ detail: ({ event }) => event.output.record, options: ({ event }) => event.output.options, error: null, stale: false }),
          },
          { target: 'editing', actions: [assign({ options: ({ event }) => event.output.options, error: null }), 'startEditing'] },
        ],
        onError: [
          { guard: 'notFoundError', target: 'notFound', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
          { target: 'failed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
        ],
      },
    },
    failed: {
      on: { 'detail.retry': { target: 'loading' }, 'detail.leaveRequested': { target: 'left', actions: 'takeLeaveTo' } },
    },
    notFound: {
      on: { 'detail.leaveRequested': { target: 'left', actions: 'takeLeaveTo' } },
    },
    viewing: {
      on: {
        'detail.editRequested': { target: 'editing', actions: 'startEditing' },
        'detail.deleteRequested': { target: 'confirmingDelete', actions: assign({ error: null }) },
        'detail.reloadRequested': { target: 'loading' },
        'detail.leaveRequested': { target: 'left', actions: 'takeLeaveTo' },
      },
    },
    editing: {
      on: {
        'detail.fieldChanged': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.name]: event.value };
            return {
              values,
              dirty: !sameValues(values, context.initial),
              fieldErrors: context.showErrors ? validateValues(context.source.schema, values) : context.fieldErrors,
            };
          }),
        },
        'detail.submitted': [
          { guard: 'valuesValid', target: 'saving', actions: assign({ fieldErrors: {}, showErrors: true }) },
          { actions: assign(({ context }) => ({ fieldErrors: validateValues(context.source.schema, context.values), showErrors: true })) },
        ],
        'detail.cancelled': [{ guard: 'hasDetail', target: 'viewing', actions: assign({ error: null, stale: false }) }, { target: 'left', actions: assign({ leaveTo: null }) }],
        'detail.reloadRequested': { guard: 'hasId', target: 'loading' },
        'detail.leaveRequested': [
          { guard: 'isDirty', target: 'confirmingLeave', actions: 'takeLeaveTo' },
          { target: 'left', actions: 'takeLeaveTo' },
        ],
        'detail.backRequested': [
          { guard: 'isDirty', target: 'confirmingLeave', actions: 'takeBack' },
          { target: 'left', actions: 'takeBack' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null, stale: false }),
      invoke: {
        id: 'saveDetail',
        src: 'saveDetail',
        input: ({ context }) => ({ source: context.source, id: context.id, values: context.values, detail: context.detail }),
        onDone: {
          target: 'viewing',
          actions: [
            { type: 'announceSaved', params: ({ context, event }) => ({ detail: event.output, created: context.id === null }) },
            assign(({ context, event }) => ({ detail: event.output, id: context.source.idOf(event.output), dirty: false })),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const error = toMachineError(event.error);
            return { error, stale: isStale(context.source, error.code) };
          }),
        },
      },
    },
    confirmingLeave: {
      on: {
        'detail.leaveConfirmed': { target: 'left' },
        'detail.leaveCancelled': { target: 'editing', actions: assign({ leaveTo: null, goBack: false }) },
      },
    },
    confirmingDelete: {
      on: {
        'detail.deleteConfirmed': { target: 'deleting' },
        'detail.deleteCancelled': { target: 'viewing' },
        'detail.leaveRequested': { target: 'left', actions: 'takeLeaveTo' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'removeDetail',
        src: 'removeDetail',
        input: ({ context }) => ({ source: context.source, id: context.id as string, detail: context.detail as Row }),
        onDone: { target: 'deleted', actions: { type: 'announceDeleted', params: ({ context }) => ({ id: context.id as string }) } },
        onError: { target: 'viewing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    left: { type: 'final' },
    deleted: { type: 'final' },
  },
});
