// The supplier's decision on one platform order (/order/platformOrderInfo/:id; contract
// src/contract/order/platform-orders.ts). The order is read; while it is new the quantities to confirm
// are edited (starting at what was ordered), then confirmed in a dialog, or the order is rejected
// in a dialog that requires a reason. The screen offers exactly what `snapshot.can(...)` allows.
//   loading         loadDetail (invoke 'loadDetail'); tag 'busy'. Done -> reviewing; failure ->
//                   loadFailed.
//   loadFailed      context.error; po.retry -> loading.
//   reviewing       context.detail and context.draft (a quantity per line). While the order is new:
//                   po.qtyChanged edits the draft (context.problems says what is wrong with it);
//                   po.confirmRequested -> confirming (decision 'confirm') when the draft has no
//                   problem; po.rejectRequested -> confirming (decision 'reject').
//                   po.reloadRequested -> loading.
//   confirming      one dialog for context.decision. Reject: po.reasonChanged keeps context.reason;
//                   po.confirmed with a blank reason stays with context.reasonProblem 'required'.
//                   po.confirmed -> submitting; po.dismissed -> reviewing.
//   submitting      decide (invoke 'decide': confirm with the draft lines, or reject with the
//                   reason, and the version read); tag 'busy'. Only reachable from the dialog, so a
//                   double click sends one call (and the server answers a repeat as it is).
//                   Done -> done; PLATFORM_ORDER_DECIDED / PLATFORM_ORDER_VERSION_STALE ->
//                   alreadyDecided; any other failure -> failed.
//   done            decided (context.detail is the order after it). po.reloadRequested -> loading.
//   alreadyDecided  someone else decided or changed it first: says so and reloads it (reloading:
//                   invoke 'loadDetail'; then shown). po.dismissed -> reviewing with the fresh order.
//   failed          context.error (the server's code and message); po.dismissed -> reviewing;
//                   po.reloadRequested -> loading.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import {
  confirmPlatformOrder,
  confirmProblems,
  getPlatformOrder,
  PlatformOrderErrorCode,
  rejectPlatformOrder,
  type ConfirmLine,
  type ConfirmProblem,
  type PlatformOrderDetail,
} from '../../contract/order/platform-orders';
import { toMachineError, type MachineError } from '../support/errors';

export type PoDecision = 'confirm' | 'reject';

export interface PlatformOrderContext {
  id: string;
  detail: PlatformOrderDetail | null;
  /** The quantity to confirm per line id. */
  draft: Record<string, number>;
  decision: PoDecision | null;
  reason: string;
  reasonProblem: 'required' | null;
  error: MachineError | null;
}

export type PlatformOrderEvent =
  | { type: 'po.retry' }
  | { type: 'po.reloadRequested' }
  | { type: 'po.qtyChanged'; lineId: string; qty: number }
  | { type: 'po.confirmRequested' }
  | { type: 'po.rejectRequested' }
  | { type: 'po.reasonChanged'; value: string }
  | { type: 'po.confirmed' }
  | { type: 'po.dismissed' };

export interface DecideInput {
  decision: PoDecision;
  id: string;
  version: number;
  lines: ConfirmLine[];
  reason: string;
}

/** The quantities a new order's review starts from: what was ordered (a decided one: what was confirmed). */
export const draftOf = (detail: PlatformOrderDetail | null): Record<string, number> =>
  Object.fromEntries((detail?.lines ?? []).map((l) => [l.id, l.confirmedQty ?? l.orderedQty]));

export const draftLines = (detail: PlatformOrderDetail | null, draft: Record<string, number>): ConfirmLine[] =>
  (detail?.lines ?? []).map((l) => ({ lineId: l.id, confirmedQty: draft[l.id] ?? 0 }));

export const isNew = (detail: PlatformOrderDetail | null) => detail?.status === 'new';

/** What is wrong with the draft (the contract's rules; a quantity must also be a whole number >= 0). */
export function draftProblems(detail: PlatformOrderDetail | null, draft: Record<string, number>): ConfirmProblem[] {
  if (!detail) return [];
  const lines = draftLines(detail, draft);
  const bad = lines.filter((l) => !Number.isInteger(l.confirmedQty) || l.confirmedQty < 0);
  if (bad.length > 0) return bad.map((l) => ({ kind: 'overOrdered' as const, lineId: l.lineId, orderedQty: detail.lines.find((d) => d.id === l.lineId)?.orderedQty ?? 0 }));
  return confirmProblems(detail.lines, lines);
}

export const isDecidedElsewhere = (code: string) => code === PlatformOrderErrorCode.decided || code === PlatformOrderErrorCode.stale || code === 'SYS_CONFLICT';

export function decidePlatformOrder(input: DecideInput, signal: AbortSignal): Promise<PlatformOrderDetail> {
  const opts = { signal, save: true };
  if (input.decision === 'confirm') return call(confirmPlatformOrder, { body: { id: input.id, version: input.version, lines: input.lines } }, opts);
  return call(rejectPlatformOrder, { body: { id: input.id, version: input.version, reason: input.reason.trim() } }, opts);
}

const take = (detail: PlatformOrderDetail) => ({ detail, draft: draftOf(detail), error: null });
const errorOf = (event: unknown) => toMachineError((event as { error: unknown }).error);

export const platformOrderMachine = setup({
  types: {
    context: {} as PlatformOrderContext,
    events: {} as PlatformOrderEvent,
    input: {} as { id: string },
    children: {} as { loadDetail: 'loadDetail'; decide: 'decide' },
  },
  actors: {
    loadDetail: fromPromise<PlatformOrderDetail, { id: string }>(({ input, signal }) => call(getPlatformOrder, { params: { id: input.id } }, { signal, quiet: true })),
    decide: fromPromise<PlatformOrderDetail, DecideInput>(({ input, signal }) => decidePlatformOrder(input, signal)),
  },
  actions: {
    /** The decision was made (provided by the screen: a toast). */
    announceDone: (_, _params: { decision: PoDecision }) => {},
    takeError: assign({ error: ({ event }) => errorOf(event) }),
    takeDetail: assign(({ event }) => take((event as unknown as { output: PlatformOrderDetail }).output)),
    clearPending: assign({ decision: null, reason: '', reasonProblem: null }),
  },
  guards: {
    open: ({ context }) => isNew(context.detail),
    lineEditable: ({ context, event }) => event.type === 'po.qtyChanged' && isNew(context.detail) && !!context.detail?.lines.some((l) => l.id === event.lineId),
    mayConfirm: ({ context }) => isNew(context.detail) && draftProblems(context.detail, context.draft).length === 0,
    reasonMissing: ({ context }) => context.decision === 'reject' && context.reason.trim() === '',
    rejecting: ({ context }) => context.decision === 'reject',
    decidedElsewhere: ({ event }) => isDecidedElsewhere(errorOf(event).code),
  },
}).createMachine({
  id: 'platformOrder',
  context: ({ input }) => ({ id: input.id, detail: null, draft: {}, decision: null, reason: '', reasonProblem: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearPending',
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'reviewing', actions: 'takeDetail' },
        onError: { target: 'loadFailed', actions: 'takeError' },
      },
    },
    loadFailed: {
      on: { 'po.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    reviewing: {
      on: {
        'po.qtyChanged': { guard: 'lineEditable', actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.lineId]: event.qty }) }) },
        'po.confirmRequested': { guard: 'mayConfirm', target: 'confirming', actions: assign({ decision: 'confirm', error: null }) },
        'po.rejectRequested': { guard: 'open', target: 'confirming', actions: assign({ decision: 'reject', reason: '', reasonProblem: null, error: null }) },
        'po.reloadRequested': { target: 'loading' },
      },
    },
    confirming: {
      on: {
        'po.reasonChanged': { guard: 'rejecting', actions: assign({ reason: ({ event }) => event.value, reasonProblem: null }) },
        'po.confirmed': [{ guard: 'reasonMissing', actions: assign({ reasonProblem: 'required' }) }, { target: 'submitting' }],
        'po.dismissed': { target: 'reviewing', actions: 'clearPending' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({
          decision: context.decision as PoDecision,
          id: context.id,
          version: context.detail?.version ?? 1,
          lines: draftLines(context.detail, context.draft),
          reason: context.reason,
        }),
        onDone: { target: 'done', actions: [{ type: 'announceDone', params: ({ context }) => ({ decision: context.decision as PoDecision }) }, 'takeDetail'] },
        onError: [
          { guard: 'decidedElsewhere', target: 'alreadyDecided', actions: 'takeError' },
          { target: 'failed', actions: 'takeError' },
        ],
      },
    },
    done: {
      on: { 'po.reloadRequested': { target: 'loading' } },
    },
    alreadyDecided: {
      initial: 'reloading',
      states: {
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'loadDetail',
            src: 'loadDetail',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'shown', actions: assign(({ event }) => ({ detail: event.output, draft: draftOf(event.output) })) },
            onError: { target: 'shown' },
          },
        },
        shown: {},
      },
      on: {
        'po.dismissed': { target: 'reviewing', actions: ['clearPending', assign({ error: null })] },
        'po.reloadRequested': { target: 'loading' },
      },
    },
    failed: {
      on: {
        'po.dismissed': { target: 'reviewing', actions: ['clearPending', assign({ error: null })] },
        'po.reloadRequested': { target: 'loading' },
      },
    },
  },
});
