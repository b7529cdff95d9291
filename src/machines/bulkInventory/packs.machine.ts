// The pack quantities section of a bulk warehouse's record (/bulkInventory/warehouseInfo/:id;
// src/contract/bulkInventory/pack.ts): the warehouse's packs per sku, add one (a sku picked), change
// one's figures, remove one after a confirmation. Hand-written: the generic detail machine edits one
// record on its own route, and the record-with-actions kit decides a record's state; this edits the
// lines of a record in place.
//   loading           load (invoke 'load': the warehouse's packs); tag 'busy'. Done -> ready;
//                     failure -> loadFailed.
//   loadFailed        context.error; packs.retry -> loading.
//   ready             context.items (by sku code). packs.addOpened -> editing with an empty form;
//                     packs.changeOpened {pack} -> editing with its figures and version;
//                     packs.removeRequested {pack} -> confirmingRemove; packs.reloadRequested -> loading.
//   editing           context.form; packs.fieldChanged keeps a field and clears its problem and the
//                     error. packs.submitted -> saving when packProblems() finds none, else stays with
//                     context.problems; packs.closed -> ready; packs.reloadRequested -> loading (after
//                     BULK_PACK_STALE the screen offers it; the form is dropped).
//   saving            save (invoke 'save': create for a new pack, update with the version read); tag
//                     'busy'. A second submit is not handled here, so a double click sends one call
//                     (and the server answers a repeated add with the same figures as it is). Done ->
//                     ready with the pack in its place (announceSaved); failure -> editing with
//                     context.error, the form kept.
//   confirmingRemove  context.target. packs.removeConfirmed -> removing; packs.closed -> ready;
//                     packs.reloadRequested -> loading.
//   removing          remove (invoke 'remove': the version read); tag 'busy'. Done -> ready without
//                     it (announceRemoved); failure -> confirmingRemove with context.error.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import {
  CARTONS_PER_PALLET_MAX,
  UNITS_PER_CARTON_MAX,
  createBulkPack,
  deleteBulkPack,
  getBulkPacks,
  updateBulkPack,
  type BulkPack,
} from '../../contract/bulkInventory/pack';
import { toMachineError, type MachineError } from '../support/errors';

export interface PackForm {
  /** null: a new pack (its sku is picked); else the pack changed. */
  skuId: string | null;
  /** The sku's code: picked for a new pack, shown for a change. */
  sku: string;
  unitsPerCarton: number | null;
  cartonsPerPallet: number | null;
  version: number;
}

export type PackField = 'sku' | 'unitsPerCarton' | 'cartonsPerPallet';
/** What is wrong with a field: none picked, or not a whole number within its bounds. */
export type PackProblems = Partial<Record<PackField, 'required' | 'range'>>;

export interface PacksContext {
  warehouseId: string;
  items: BulkPack[];
  form: PackForm | null;
  problems: PackProblems;
  target: BulkPack | null;
  error: MachineError | null;
}

export type PacksEvent =
  | { type: 'packs.retry' }
  | { type: 'packs.reloadRequested' }
  | { type: 'packs.addOpened' }
  | { type: 'packs.changeOpened'; pack: BulkPack }
  | { type: 'packs.fieldChanged'; field: 'sku'; value: string }
  | { type: 'packs.fieldChanged'; field: 'unitsPerCarton' | 'cartonsPerPallet'; value: number | null }
  | { type: 'packs.submitted' }
  | { type: 'packs.removeRequested'; pack: BulkPack }
  | { type: 'packs.removeConfirmed' }
  | { type: 'packs.closed' };

const within = (v: number | null, max: number) => v !== null && Number.isInteger(v) && v >= 1 && v <= max;

/** The form's problems before anything is sent (the server checks the same bounds). */
export function packProblems(form: PackForm): PackProblems {
  const problems: PackProblems = {};
  if (!form.sku.trim()) problems.sku = 'required';
  if (form.unitsPerCarton === null) problems.unitsPerCarton = 'required';
  else if (!within(form.unitsPerCarton, UNITS_PER_CARTON_MAX)) problems.unitsPerCarton = 'range';
  if (form.cartonsPerPallet === null) problems.cartonsPerPallet = 'required';
  else if (!within(form.cartonsPerPallet, CARTONS_PER_PALLET_MAX)) problems.cartonsPerPallet = 'range';
  return problems;
}

const bySku = (items: BulkPack[]) => [...items].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));

export const packsMachine = setup({
  types: {
    context: {} as PacksContext,
    events: {} as PacksEvent,
    input: {} as { warehouseId: string },
    children: {} as { load: 'load'; save: 'save'; remove: 'remove' },
  },
  actors: {
    load: fromPromise<BulkPack[], { warehouseId: string }>(({ input, signal }) => call(getBulkPacks, { params: { id: input.warehouseId } }, { signal, quiet: true })),
    save: fromPromise<BulkPack, { warehouseId: string; form: PackForm }>(({ input: { warehouseId, form }, signal }) =>
      form.skuId === null
        ? call(createBulkPack, { body: { warehouseId, sku: form.sku.trim(), unitsPerCarton: form.unitsPerCarton!, cartonsPerPallet: form.cartonsPerPallet! } }, { signal, save: true })
        : call(updateBulkPack, { body: { warehouseId, skuId: form.skuId, unitsPerCarton: form.unitsPerCarton!, cartonsPerPallet: form.cartonsPerPallet!, version: form.version } }, { signal, save: true }),
    ),
    remove: fromPromise<{ skuId: string; removed: boolean }, { warehouseId: string; pack: BulkPack }>(({ input, signal }) =>
      call(deleteBulkPack, { body: { warehouseId: input.warehouseId, skuId: input.pack.skuId, version: input.pack.version } }, { signal, save: true }),
    ),
  },
  actions: {
    /** Saved (provided by the screen: a toast). */
    announceSaved: () => {},
    /** Removed (provided by the screen: a toast). */
    announceRemoved: () => {},
  },
  guards: {
    valid: ({ context }) => !!context.form && Object.keys(packProblems(context.form)).length === 0,
  },
}).createMachine({
  id: 'bulkPacks',
  context: ({ input }) => ({ warehouseId: input.warehouseId, items: [], form: null, problems: {}, target: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ form: null, target: null, problems: {} }),
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ warehouseId: context.warehouseId }),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => bySku(event.output), error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: { on: { 'packs.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: {
      on: {
        'packs.addOpened': { target: 'editing', actions: assign({ form: { skuId: null, sku: '', unitsPerCarton: null, cartonsPerPallet: null, version: 0 }, problems: {}, error: null }) },
        'packs.changeOpened': {
          target: 'editing',
          actions: assign(({ event }) => ({
            form: { skuId: event.pack.skuId, sku: event.pack.sku, unitsPerCarton: event.pack.unitsPerCarton, cartonsPerPallet: event.pack.cartonsPerPallet, version: event.pack.version },
            problems: {},
            error: null,
          })),
        },
        'packs.removeRequested': { target: 'confirmingRemove', actions: assign({ target: ({ event }) => event.pack, error: null }) },
        'packs.reloadRequested': { target: 'loading' },
      },
    },
    editing: {
      on: {
        'packs.fieldChanged': {
          actions: assign(({ context, event }) => {
            // a change's sku stays: it is the pack being changed
            if (!context.form || (event.field === 'sku' && context.form.skuId !== null)) return {};
            const { [event.field]: _dropped, ...problems } = context.problems;
            return { form: { ...context.form, [event.field]: event.value }, problems, error: null };
          }),
        },
        'packs.submitted': [{ guard: 'valid', target: 'saving', actions: assign({ error: null }) }, { actions: assign({ problems: ({ context }) => packProblems(context.form!) }) }],
        'packs.closed': { target: 'ready', actions: assign({ form: null, problems: {}, error: null }) },
        'packs.reloadRequested': { target: 'loading' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ warehouseId: context.warehouseId, form: context.form! }),
        onDone: {
          target: 'ready',
          actions: [assign({ items: ({ context, event }) => bySku([...context.items.filter((p) => p.skuId !== event.output.skuId), event.output]), form: null }), 'announceSaved'],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    confirmingRemove: {
      on: {
        'packs.removeConfirmed': { target: 'removing', actions: assign({ error: null }) },
        'packs.closed': { target: 'ready', actions: assign({ target: null, error: null }) },
        'packs.reloadRequested': { target: 'loading' },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ warehouseId: context.warehouseId, pack: context.target! }),
        onDone: { target: 'ready', actions: [assign({ items: ({ context, event }) => context.items.filter((p) => p.skuId !== event.output.skuId), target: null }), 'announceRemoved'] },
        onError: { target: 'confirmingRemove', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
  },
});
