// Batch cancel from the order list (contract order.batchCancel): the supplier lists orders it
// cannot fulfil (order ids or supplier order nos., one per line or separated by commas or spaces)
// with a reason, and gets one result per order: cancelled, or refused with the server's reason.
//   closed      nothing shown. batch.opened -> editing (empty).
//   editing     context.text, context.reason; batch.idsChanged / batch.reasonChanged keep them
//               (and clear the problem). batch.submitted -> submitting when there is at least one
//               order, at most BATCH_CANCEL_MAX, and a reason; else stays with context.problem.
//               batch.closed -> closed.
//   submitting  batchCancel (invoke 'batchCancel'); tag 'busy'. Only reachable from editing, so a
//               double click sends one call. Done -> results; failure -> failed.
//   results     context.results (one per order). batch.again -> editing with the refused orders
//               left in the list; batch.closed -> closed (announceChanged when any was cancelled).
//   failed      context.error; batch.dismissed -> editing; batch.closed -> closed.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { BATCH_CANCEL_MAX, batchCancelOrders, type BatchCancelResult } from '../../contract/order/requests';
import { toMachineError, type MachineError } from '../support/errors';

export type BatchProblem = 'noOrders' | 'tooMany' | 'noReason';

export interface BatchCancelContext {
  text: string;
  reason: string;
  problem: BatchProblem | null;
  results: BatchCancelResult[] | null;
  error: MachineError | null;
}

export type BatchCancelEvent =
  | { type: 'batch.opened' }
  | { type: 'batch.idsChanged'; value: string }
  | { type: 'batch.reasonChanged'; value: string }
  | { type: 'batch.submitted' }
  | { type: 'batch.again' }
  | { type: 'batch.dismissed' }
  | { type: 'batch.closed' };

/** The distinct order numbers of the text, in order. */
export const orderIdsOf = (text: string): string[] => [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))];

export function batchProblem(text: string, reason: string): BatchProblem | null {
  const ids = orderIdsOf(text);
  if (ids.length === 0) return 'noOrders';
  if (ids.length > BATCH_CANCEL_MAX) return 'tooMany';
  if (reason.trim() === '') return 'noReason';
  return null;
}

const empty = { text: '', reason: '', problem: null, results: null, error: null };

export const batchCancelMachine = setup({
  types: {
    context: {} as BatchCancelContext,
    events: {} as BatchCancelEvent,
    children: {} as { batchCancel: 'batchCancel' },
  },
  actors: {
    batchCancel: fromPromise<{ results: BatchCancelResult[] }, { ids: string[]; reason: string }>(({ input, signal }) =>
      call(batchCancelOrders, { body: { ids: input.ids, reason: input.reason.trim() } }, { signal, save: true }),
    ),
  },
  actions: {
    /** Some orders were cancelled (provided by the screen: refresh the list). */
    announceChanged: () => {},
  },
  guards: {
    valid: ({ context }) => batchProblem(context.text, context.reason) === null,
    anyCancelled: ({ context }) => !!context.results?.some((r) => r.outcome === 'cancelled'),
  },
}).createMachine({
  id: 'batchCancel',
  context: empty,
  initial: 'closed',
  states: {
    closed: {
      on: { 'batch.opened': { target: 'editing', actions: assign(empty) } },
    },
    editing: {
      on: {
        'batch.idsChanged': { actions: assign({ text: ({ event }) => event.value, problem: null }) },
        'batch.reasonChanged': { actions: assign({ reason: ({ event }) => event.value, problem: null }) },
        'batch.submitted': [{ guard: 'valid', target: 'submitting' }, { actions: assign({ problem: ({ context }) => batchProblem(context.text, context.reason) }) }],
        'batch.closed': { target: 'closed' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'batchCancel',
        src: 'batchCancel',
        input: ({ context }) => ({ ids: orderIdsOf(context.text), reason: context.reason }),
        onDone: { target: 'results', actions: assign({ results: ({ event }) => event.output.results, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    results: {
      on: {
        'batch.again': {
          target: 'editing',
          actions: assign({ text: ({ context }) => (context.results ?? []).filter((r) => r.outcome === 'refused').map((r) => r.orderId).join('\n'), results: null, problem: null }),
        },
        'batch.closed': [{ guard: 'anyCancelled', target: 'closed', actions: 'announceChanged' }, { target: 'closed' }],
      },
    },
    failed: {
      on: {
        'batch.dismissed': { target: 'editing', actions: assign({ error: null }) },
        'batch.closed': { target: 'closed' },
      },
    },
  },
});
