// A small reference list edited in place (the carriers, ports and trunk lines of the logistics
// info screen): the whole list is read with one call, an item is created or edited in a form
// (checked with the source's zod schema first), and deleted after a confirmation. The calls come
// from a reference descriptor (src/resources/asset/references.ts).
//   loading           source.load (invoke 'loadItems'); tag 'busy'. Done -> ready; failure -> failed.
//   failed            context.loadError; ref.retry -> loading.
//   ready             context.items; ref.createRequested / ref.editRequested -> editing;
//                     ref.deleteRequested -> confirmingDelete; ref.reloadRequested -> loading.
//   editing           context.form (item being edited, null = new; values; field errors shown
//                     after the first submit). ref.fieldChanged edits; ref.submitted -> saving
//                     when valid; ref.cancelled -> ready.
//   saving            source.save (invoke 'saveItem'); tag 'busy'. Done -> ready with the saved
//                     item in the list (announceSaved); failure -> editing with context.error
//                     (code + server message: code taken, stale version ...).
//   confirmingDelete  ref.deleteConfirmed -> deleting; ref.deleteCancelled -> ready.
//   deleting          source.remove (invoke 'removeItem'); tag 'busy'. Done -> ready without the
//                     item (announceDeleted); failure -> confirmingDelete with context.error (the
//                     item is in use: the dialog says why).
import { assign, fromPromise, setup } from 'xstate';
import type { z } from 'zod';
import { call } from '../../services';
import { toMachineError, type MachineError } from '../support/errors';
import { validateValues } from '../generic/detail.machine';
import type { ResourceIo, Row } from '../generic/types';

export interface ReferenceListSource {
  load(io: ResourceIo): Promise<Row[]>;
  save(request: { item: Row | null; values: Row }, io: ResourceIo): Promise<Row>;
  remove(item: Row, io: ResourceIo): Promise<unknown>;
  idOf(item: Row): string;
  schema: z.ZodType;
  fromItem(item: Row | null): Row;
}

export interface ReferenceListInput {
  source: ReferenceListSource;
}

export interface ReferenceForm {
  /** The item being edited; null = a new one. */
  item: Row | null;
  values: Row;
  fieldErrors: Record<string, string>;
  showErrors: boolean;
}

export interface ReferenceListContext {
  source: ReferenceListSource;
  items: Row[];
  loadError: MachineError | null;
  form: ReferenceForm | null;
  /** The id of the item asked to be deleted. */
  deleting: string | null;
  /** The last save or delete failure. */
  error: MachineError | null;
}

export type ReferenceListEvent =
  | { type: 'ref.createRequested' }
  | { type: 'ref.editRequested'; id: string }
  | { type: 'ref.fieldChanged'; name: string; value: unknown }
  | { type: 'ref.submitted' }
  | { type: 'ref.cancelled' }
  | { type: 'ref.deleteRequested'; id: string }
  | { type: 'ref.deleteConfirmed' }
  | { type: 'ref.deleteCancelled' }
  | { type: 'ref.reloadRequested' }
  | { type: 'ref.retry' };

const findItem = (context: ReferenceListContext, id: string | null) => context.items.find((i) => context.source.idOf(i) === id) ?? null;

export const referenceListMachine = setup({
  types: {
    context: {} as ReferenceListContext,
    events: {} as ReferenceListEvent,
    input: {} as ReferenceListInput,
    children: {} as { loadItems: 'loadItems'; saveItem: 'saveItem'; removeItem: 'removeItem' },
  },
  actors: {
    loadItems: fromPromise<Row[], { source: ReferenceListSource }>(({ input, signal }) => input.source.load({ signal, call })),
    saveItem: fromPromise<Row, { source: ReferenceListSource; item: Row | null; values: Row }>(({ input, signal }) =>
      input.source.save({ item: input.item, values: input.values }, { signal, call }),
    ),
    removeItem: fromPromise<unknown, { source: ReferenceListSource; item: Row }>(({ input, signal }) => input.source.remove(input.item, { signal, call })),
  },
  actions: {
    /** Saved (provided by the screen: a toast). */
    announceSaved: (_, _params: { item: Row; created: boolean }) => {},
    /** Deleted (provided by the screen: a toast). */
    announceDeleted: (_, _params: { id: string }) => {},
  },
  guards: {
    itemExists: ({ context, event }) => (event.type === 'ref.editRequested' || event.type === 'ref.deleteRequested') && findItem(context, event.id) !== null,
    formValid: ({ context }) => !!context.form && Object.keys(validateValues(context.source.schema, context.form.values)).length === 0,
  },
}).createMachine({
  id: 'referenceList',
  context: ({ input }) => ({ source: input.source, items: [], loadError: null, form: null, deleting: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadItems',
        src: 'loadItems',
        input: ({ context }) => ({ source: context.source }),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => toMachineError(event.error) }) },
      },
    },
    failed: { on: { 'ref.retry': { target: 'loading' } } },
    ready: {
      on: {
        'ref.createRequested': {
          target: 'editing',
          actions: assign(({ context }) => ({ form: { item: null, values: context.source.fromItem(null), fieldErrors: {}, showErrors: false }, error: null })),
        },
        'ref.editRequested': {
          guard: 'itemExists',
          target: 'editing',
          actions: assign(({ context, event }) => {
            const item = findItem(context, event.id);
            return { form: { item, values: context.source.fromItem(item), fieldErrors: {}, showErrors: false }, error: null };
          }),
        },
        'ref.deleteRequested': { guard: 'itemExists', target: 'confirmingDelete', actions: assign({ deleting: ({ event }) => event.id, error: null }) },
        'ref.reloadRequested': { target: 'loading' },
      },
    },
    editing: {
      on: {
        'ref.fieldChanged': {
          actions: assign(({ context, event }) => {
            const form = context.form as ReferenceForm;
            const values = { ...form.values, [event.name]: event.value };
            return { form: { ...form, values, fieldErrors: form.showErrors ? validateValues(context.source.schema, values) : form.fieldErrors } };
          }),
        },
        'ref.submitted': [
          { guard: 'formValid', target: 'saving', actions: assign(({ context }) => ({ form: { ...(context.form as ReferenceForm), fieldErrors: {}, showErrors: true } })) },
          {
            actions: assign(({ context }) => {
              const form = context.form as ReferenceForm;
              return { form: { ...form, fieldErrors: validateValues(context.source.schema, form.values), showErrors: true } };
            }),
          },
        ],
        'ref.cancelled': { target: 'ready', actions: assign({ form: null, error: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'saveItem',
        src: 'saveItem',
        input: ({ context }) => ({ source: context.source, item: context.form?.item ?? null, values: context.form?.values ?? {} }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'announceSaved', params: ({ context, event }) => ({ item: event.output, created: !context.form?.item }) },
            assign(({ context, event }) => {
              const id = context.source.idOf(event.output);
              const known = context.items.some((i) => context.source.idOf(i) === id);
              return { items: known ? context.items.map((i) => (context.source.idOf(i) === id ? event.output : i)) : [...context.items, event.output], form: null };
            }),
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    confirmingDelete: {
      on: {
        'ref.deleteConfirmed': { target: 'deleting' },
        'ref.deleteCancelled': { target: 'ready', actions: assign({ deleting: null, error: null }) },
      },
    },
    deleting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'removeItem',
        src: 'removeItem',
        input: ({ context }) => ({ source: context.source, item: findItem(context, context.deleting) as Row }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'announceDeleted', params: ({ context }) => ({ id: context.deleting as string }) },
            assign(({ context }) => ({ items: context.items.filter((i) => context.source.idOf(i) !== context.deleting), deleting: null })),
          ],
        },
        onError: { target: 'confirmingDelete', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
  },
});
