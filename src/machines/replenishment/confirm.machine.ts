// Confirming a suggested replenishment order (the record's "Confirm", the call `confirm`): per line,
// the quantity to send, from 0 to 150 % of the suggestion, not every line at zero (cancel instead).
//   closed      nothing shown. confirm.opened {orderId, version, lines} -> editing, each line at its
//               suggested quantity.
//   editing     context.lines; confirm.lineChanged {lineId, qty} keeps it (and clears the problem
//               and the error). confirm.submitted -> submitting when confirmProblem() finds none,
//               else stays with context.problem. confirm.closed -> closed.
//   submitting  save (invoke 'save', with the version read); tag 'busy'. A second submit is not
//               handled here, so a double click sends one call. Done -> done (announceSaved);
//               failure -> editing with context.error (e.g. REPLENISHMENT_ORDER_STALE).
//   done        confirmed. confirm.closed -> closed.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { confirmProblem, confirmReplenishmentOrder, maxConfirmQty, type ConfirmProblem, type ReplenishmentOrder } from '../../contract/replenishment/order';
import { toMachineError, type MachineError } from '../support/errors';

export interface ConfirmLine {
  lineId: string;
  sku: string;
  suggestedQty: number;
  /** The most the line may take: 150 % of the suggestion. */
  max: number;
  qty: number;
}

export interface ConfirmContext {
  orderId: string;
  version: number;
  lines: readonly ConfirmLine[];
  problem: ConfirmProblem | null;
  error: MachineError | null;
}

export type ConfirmEvent =
  | { type: 'confirm.opened'; orderId: string; version: number; lines: readonly { lineId: string; sku: string; suggestedQty: number }[] }
  | { type: 'confirm.lineChanged'; lineId: string; qty: number }
  | { type: 'confirm.submitted' }
  | { type: 'confirm.closed' };

const closed: ConfirmContext = { orderId: '', version: 0, lines: [], problem: null, error: null };
type Input = { id: string; version: number; lines: { lineId: string; qty: number }[] };
const inputOf = (c: ConfirmContext): Input => ({ id: c.orderId, version: c.version, lines: c.lines.map((l) => ({ lineId: l.lineId, qty: l.qty })) });

export const replenishmentConfirmMachine = setup({
  types: {
    context: {} as ConfirmContext,
    events: {} as ConfirmEvent,
    children: {} as { save: 'save' },
  },
  actors: {
    save: fromPromise<ReplenishmentOrder, Input>(({ input, signal }) => call(confirmReplenishmentOrder, { body: input }, { signal, save: true })),
  },
  actions: {
    /** The order was confirmed (provided by the screen: a toast, the record read again). */
    announceSaved: () => {},
  },
  guards: {
    valid: ({ context }) => confirmProblem(context.lines) === null,
  },
}).createMachine({
  id: 'replenishmentConfirm',
  context: closed,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'confirm.opened': {
          target: 'editing',
          actions: assign(({ event }) => ({
            ...closed,
            orderId: event.orderId,
            version: event.version,
            lines: event.lines.map((l) => ({ lineId: l.lineId, sku: l.sku, suggestedQty: l.suggestedQty, max: maxConfirmQty(l.suggestedQty), qty: l.suggestedQty })),
          })),
        },
      },
    },
    editing: {
      on: {
        'confirm.lineChanged': {
          actions: assign(({ context, event }) => ({ lines: context.lines.map((l) => (l.lineId === event.lineId ? { ...l, qty: event.qty } : l)), problem: null, error: null })),
        },
        'confirm.submitted': [
          { guard: 'valid', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ problem: ({ context }) => confirmProblem(context.lines) }) },
        ],
        'confirm.closed': 'closed',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => inputOf(context),
        onDone: { target: 'done', actions: 'announceSaved' },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    done: {
      on: { 'confirm.closed': 'closed' },
    },
  },
});
