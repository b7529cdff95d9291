// The trigger (/asset/trigger/diff): what the allotment would push to the channels, reviewed and
// then applied with the token of the diff the user saw. The server recomputes the diff inside
// the apply; when it changed meanwhile it answers TRIGGER_DIFF_CHANGED and writes nothing, and
// the machine reads the diff again and says so (context.changed) instead of pushing numbers the
// user never saw.
//   loading     GET trigger/diff for the scope (all groups, or one: context.warehouseGroupId)
//               (invoke 'loadDiff'); tag 'busy'. Done -> ready; failure -> failed.
//   failed      context.error; trigger.retry -> loading.
//   ready       context.diff. trigger.applyRequested -> confirming (clears changed) when there is something to
//               push (lines, or groups marked modified); trigger.reloadRequested and
//               trigger.scopeChanged -> loading.
//   confirming  trigger.applyConfirmed -> applying; trigger.applyCancelled -> ready.
//   applying    POST trigger/apply { token, warehouseGroupId? } (invoke 'applyDiff'); tag 'busy'.
//               Done -> applied (context.result; announceApplied). TRIGGER_DIFF_CHANGED ->
//               loading with context.changed; another failure -> ready with context.error.
//   applied     context.result; trigger.reloadRequested / trigger.scopeChanged -> loading.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { applyTrigger, getTriggerDiff, InventoryErrorCode, type TriggerDiff } from '../../contract/inventory';
import type { EndpointData } from '../../contract/kernel/endpoint';
import { toMachineError, type MachineError } from '../support/errors';

export type TriggerApplyResult = EndpointData<typeof applyTrigger>;
export type TriggerGroup = TriggerDiff['groups'][number];

export interface TriggerApplyInput {
  /** The scope to start with (null: all groups). */
  warehouseGroupId?: string | null;
}

export interface TriggerApplyContext {
  warehouseGroupId: string | null;
  diff: TriggerDiff | null;
  /** Every group of the tenant, from the last diff read for all groups (the scope picker). */
  groups: TriggerGroup[];
  error: MachineError | null;
  /** The diff changed between showing and applying it; it has been read again. */
  changed: boolean;
  result: TriggerApplyResult | null;
}

export type TriggerApplyEvent =
  | { type: 'trigger.applyRequested' }
  | { type: 'trigger.applyConfirmed' }
  | { type: 'trigger.applyCancelled' }
  | { type: 'trigger.reloadRequested' }
  | { type: 'trigger.scopeChanged'; warehouseGroupId: string | null }
  | { type: 'trigger.retry' };

const scopeChange = { target: 'loading', actions: 'takeScope' } as const;

export const triggerApplyMachine = setup({
  types: {
    context: {} as TriggerApplyContext,
    events: {} as TriggerApplyEvent,
    input: {} as TriggerApplyInput,
    children: {} as { loadDiff: 'loadDiff'; applyDiff: 'applyDiff' },
  },
  actors: {
    loadDiff: fromPromise<TriggerDiff, { warehouseGroupId: string | null }>(({ input, signal }) =>
      call(getTriggerDiff, { query: input.warehouseGroupId ? { warehouseGroupId: input.warehouseGroupId } : {} }, { signal, quiet: true }),
    ),
    applyDiff: fromPromise<TriggerApplyResult, { token: string; warehouseGroupId: string | null }>(({ input, signal }) =>
      // quiet: a changed diff is handled here (read again), other failures are shown by the screen
      call(applyTrigger, { body: { token: input.token, ...(input.warehouseGroupId ? { warehouseGroupId: input.warehouseGroupId } : {}) } }, { signal, quiet: true }),
    ),
  },
  actions: {
    /** Pushed (provided by the screen: a toast). */
    announceApplied: (_, _params: { result: TriggerApplyResult }) => {},
    takeScope: assign({
      warehouseGroupId: ({ context, event }) => (event.type === 'trigger.scopeChanged' ? event.warehouseGroupId : context.warehouseGroupId),
      changed: false,
      result: null,
      error: null,
    }),
  },
  guards: {
    canApply: ({ context }) => !!context.diff && (context.diff.lines.length > 0 || context.diff.groups.some((g) => g.modified)),
    diffChanged: ({ event }) => toMachineError((event as unknown as { error: unknown }).error).code === InventoryErrorCode.triggerDiffChanged,
  },
}).createMachine({
  id: 'triggerApply',
  context: ({ input }) => ({ warehouseGroupId: input?.warehouseGroupId ?? null, diff: null, groups: [], error: null, changed: false, result: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDiff',
        src: 'loadDiff',
        input: ({ context }) => ({ warehouseGroupId: context.warehouseGroupId }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ diff: event.output, groups: context.warehouseGroupId ? context.groups : event.output.groups, error: null })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    failed: { on: { 'trigger.retry': { target: 'loading' }, 'trigger.scopeChanged': scopeChange } },
    ready: {
      on: {
        'trigger.applyRequested': { guard: 'canApply', target: 'confirming', actions: assign({ error: null, changed: false }) },
        'trigger.reloadRequested': { target: 'loading', actions: assign({ changed: false, error: null }) },
        'trigger.scopeChanged': scopeChange,
      },
    },
    confirming: {
      on: {
        'trigger.applyConfirmed': { target: 'applying' },
        'trigger.applyCancelled': { target: 'ready' },
      },
    },
    applying: {
      tags: ['busy'],
      invoke: {
        id: 'applyDiff',
        src: 'applyDiff',
        input: ({ context }) => ({ token: context.diff?.token ?? '', warehouseGroupId: context.warehouseGroupId }),
        onDone: {
          target: 'applied',
          actions: [assign({ result: ({ event }) => event.output, changed: false }), { type: 'announceApplied', params: ({ event }) => ({ result: event.output }) }],
        },
        onError: [
          { guard: 'diffChanged', target: 'loading', actions: assign({ changed: true, error: null }) },
          { target: 'ready', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
        ],
      },
    },
    applied: {
      on: {
        'trigger.reloadRequested': { target: 'loading', actions: assign({ result: null, changed: false }) },
        'trigger.scopeChanged': scopeChange,
      },
    },
  },
});
