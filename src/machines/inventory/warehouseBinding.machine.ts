// The warehouse ↔ group binding editor (/inventory/group/warehouse; docs/domain/inventory.md):
// choose a group, see its warehouses and the unbound ones, move warehouses in and out, save the
// full set with the group's version. A warehouse belongs to at most one group; removing one may
// be refused when the group's fixed allotments would exceed what is left.
//   loadingGroups     loadGroups (invoke 'loadGroups': warehouse-groups/all); tag 'busy'. Done ->
//                     loading when a group was given, else choosing; failure -> groupsFailed.
//   groupsFailed      binding.retry -> loadingGroups.
//   choosing          binding.groupChosen -> loading.
//   loading           loadBinding (invoke 'loadBinding': warehouse-groups/bindings of the group
//                     and warehouse-groups/unbound/warehouses); tag 'busy'. Done -> editing;
//                     failure -> failed.
//   failed            context.error; binding.retry -> loading; binding.groupChosen -> loading.
//   editing           context.bound (the group's warehouses as edited), context.unbound (the pool),
//                     dirty = bound differs from context.savedIds. binding.movedIn / movedOut
//                     {ids} move warehouses; binding.reset puts the saved set back;
//                     binding.groupChosen -> loading, or confirmingDiscard when dirty;
//                     binding.saveRequested -> saving when dirty; binding.reloadRequested ->
//                     loading. context.error / context.stale after a failed save (stale:
//                     INVENTORY_GROUP_VERSION_STALE).
//   confirmingDiscard binding.discardConfirmed -> loading the pending group;
//                     binding.discardCancelled -> editing.
//   saving            saveBinding (invoke 'saveBinding': PUT warehouse-groups/bindings with the
//                     version, a save call); tag 'busy'. Done -> editing with the new version
//                     (announceSaved); failure -> editing with the code and the server message.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import type { EndpointData } from '../../contract/kernel/endpoint';
import { getAllWarehouseGroups, getUnboundWarehouses, getWarehouseGroupBindings, InventoryErrorCode, saveWarehouseGroupBindings } from '../../contract/inventory/inventory';
import { toMachineError, type MachineError } from '../support/errors';

export type BindingGroupOption = EndpointData<typeof getAllWarehouseGroups>[number];
type BindingsAnswer = EndpointData<typeof getWarehouseGroupBindings>;
export type BoundGroup = BindingsAnswer['groups'][number];
export type BindingWarehouse = BindingsAnswer['unboundWarehouses'][number];
export type BindingSaved = EndpointData<typeof saveWarehouseGroupBindings>;

export interface LoadedBinding {
  group: BoundGroup;
  unbound: BindingWarehouse[];
}

export interface WarehouseBindingInput {
  groupId?: string | null;
}

export interface WarehouseBindingContext {
  groups: BindingGroupOption[];
  groupId: string | null;
  pendingGroupId: string | null;
  group: BoundGroup | null;
  bound: BindingWarehouse[];
  unbound: BindingWarehouse[];
  /** The warehouse ids the server has for the group (dirty = bound differs). */
  savedIds: string[];
  error: MachineError | null;
  stale: boolean;
}

export type WarehouseBindingEvent =
  | { type: 'binding.groupChosen'; groupId: string }
  | { type: 'binding.movedIn'; ids: string[] }
  | { type: 'binding.movedOut'; ids: string[] }
  | { type: 'binding.reset' }
  | { type: 'binding.saveRequested' }
  | { type: 'binding.reloadRequested' }
  | { type: 'binding.retry' }
  | { type: 'binding.discardConfirmed' }
  | { type: 'binding.discardCancelled' };

const pick = (w: BindingWarehouse): BindingWarehouse => ({ id: w.id, code: w.code, name: w.name, type: w.type, country: w.country, status: w.status });
const byCode = (a: BindingWarehouse, b: BindingWarehouse) => a.code.localeCompare(b.code);

/** Whether the edited set differs from the saved one. */
export function bindingDirty(context: Pick<WarehouseBindingContext, 'bound' | 'savedIds'>): boolean {
  if (context.bound.length !== context.savedIds.length) return true;
  const saved = new Set(context.savedIds);
  return context.bound.some((w) => !saved.has(w.id));
}

/** Moves the warehouses named by ids from one list to the other (sorted by code). */
function move(from: BindingWarehouse[], to: BindingWarehouse[], ids: string[]) {
  const wanted = new Set(ids);
  const moving = from.filter((w) => wanted.has(w.id));
  return { from: from.filter((w) => !wanted.has(w.id)), to: [...to, ...moving].sort(byCode) };
}

const fresh = { group: null, bound: [], unbound: [], savedIds: [], error: null, stale: false };

export const warehouseBindingMachine = setup({
  types: {
    context: {} as WarehouseBindingContext,
    events: {} as WarehouseBindingEvent,
    input: {} as WarehouseBindingInput,
    children: {} as { loadGroups: 'loadGroups'; loadBinding: 'loadBinding'; saveBinding: 'saveBinding' },
  },
  actors: {
    loadGroups: fromPromise<BindingGroupOption[]>(({ signal }) => call(getAllWarehouseGroups, {}, { signal, quiet: true })),
    loadBinding: fromPromise<LoadedBinding, { groupId: string }>(async ({ input, signal }) => {
      const [bindings, pool] = await Promise.all([
        call(getWarehouseGroupBindings, { query: { warehouseGroupId: input.groupId } }, { signal, quiet: true }),
        call(getUnboundWarehouses, { query: { warehouseGroupId: input.groupId } }, { signal, quiet: true }),
      ]);
      const group = bindings.groups.find((g) => g.id === input.groupId);
      if (!group) throw new Error(`warehouse group ${input.groupId} not in the answer`);
      return { group, unbound: pool.filter((w) => w.warehouseGroupId === null).map(pick) };
    }),
    saveBinding: fromPromise<BindingSaved, { groupId: string; version: number; warehouseIds: string[] }>(({ input, signal }) =>
      call(saveWarehouseGroupBindings, { body: { warehouseGroupId: input.groupId, version: input.version, warehouseIds: input.warehouseIds } }, { signal, save: true }),
    ),
  },
  actions: {
    /** Saved (provided by the screen: a toast). */
    announceSaved: (_, _params: { groupId: string }) => {},
    chooseGroup: assign(({ event }) => ({ ...fresh, groupId: event.type === 'binding.groupChosen' ? event.groupId : null, pendingGroupId: null })),
    choosePending: assign(({ context }) => ({ ...fresh, groupId: context.pendingGroupId, pendingGroupId: null })),
    keepPending: assign({ pendingGroupId: ({ event }) => (event.type === 'binding.groupChosen' ? event.groupId : null) }),
  },
  guards: {
    hasGroupId: ({ context }) => context.groupId !== null,
    isDirty: ({ context }) => bindingDirty(context),
  },
}).createMachine({
  id: 'warehouseBinding',
  context: ({ input }) => ({ groups: [], groupId: input.groupId ?? null, pendingGroupId: null, ...fresh }),
  initial: 'loadingGroups',
  states: {
    loadingGroups: {
      tags: ['busy'],
      invoke: {
        id: 'loadGroups',
        src: 'loadGroups',
        onDone: [
          { guard: 'hasGroupId', target: 'loading', actions: assign({ groups: ({ event }) => event.output, error: null }) },
          { target: 'choosing', actions: assign({ groups: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'groupsFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    groupsFailed: {
      on: { 'binding.retry': { target: 'loadingGroups' } },
    },
    choosing: {
      on: { 'binding.groupChosen': { target: 'loading', actions: 'chooseGroup' } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadBinding',
        src: 'loadBinding',
        input: ({ context }) => ({ groupId: context.groupId as string }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => {
            const bound = event.output.group.warehouses.map(pick).sort(byCode);
            return { group: event.output.group, bound, unbound: [...event.output.unbound].sort(byCode), savedIds: bound.map((w) => w.id), error: null, stale: false };
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    failed: {
      on: {
        'binding.retry': { target: 'loading' },
        'binding.groupChosen': { target: 'loading', actions: 'chooseGroup' },
      },
    },
    editing: {
      on: {
        'binding.movedIn': {
          actions: assign(({ context, event }) => {
            const m = move(context.unbound, context.bound, event.ids);
            return { unbound: m.from, bound: m.to, error: null };
          }),
        },
        'binding.movedOut': {
          actions: assign(({ context, event }) => {
            const m = move(context.bound, context.unbound, event.ids);
            return { bound: m.from, unbound: m.to, error: null };
          }),
        },
        'binding.reset': {
          actions: assign(({ context }) => {
            const saved = new Set(context.savedIds);
            const all = [...context.bound, ...context.unbound];
            return { bound: all.filter((w) => saved.has(w.id)).sort(byCode), unbound: all.filter((w) => !saved.has(w.id)).sort(byCode), error: null, stale: false };
          }),
        },
        'binding.groupChosen': [
          { guard: 'isDirty', target: 'confirmingDiscard', actions: 'keepPending' },
          { target: 'loading', actions: 'chooseGroup' },
        ],
        'binding.saveRequested': { guard: 'isDirty', target: 'saving' },
        'binding.reloadRequested': { target: 'loading' },
      },
    },
    confirmingDiscard: {
      on: {
        'binding.discardConfirmed': { target: 'loading', actions: 'choosePending' },
        'binding.discardCancelled': { target: 'editing', actions: assign({ pendingGroupId: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null, stale: false }),
      invoke: {
        id: 'saveBinding',
        src: 'saveBinding',
        input: ({ context }) => ({ groupId: context.groupId as string, version: context.group?.version as number, warehouseIds: context.bound.map((w) => w.id) }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'announceSaved', params: ({ context }) => ({ groupId: context.groupId as string }) },
            assign(({ context, event }) => {
              const bound = event.output.warehouses.map(pick).sort(byCode);
              const ids = new Set(bound.map((w) => w.id));
              return {
                group: context.group ? { ...context.group, version: event.output.version, modified: event.output.modified, name: event.output.name, carts: event.output.carts } : context.group,
                bound,
                unbound: context.unbound.filter((w) => !ids.has(w.id)),
                savedIds: bound.map((w) => w.id),
                groups: context.groups.map((g) => (g.id === event.output.id ? { ...g, warehouseCount: bound.length, modified: event.output.modified } : g)),
              };
            }),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const error = toMachineError(event.error);
            return { error, stale: error.code === InventoryErrorCode.groupVersionStale };
          }),
        },
      },
    },
  },
});
