// Lowering an outbound's lines (the outbound record's "Lower quantities", the call `update sku`):
// per line, the quantity taken, between 0 and what the line takes now (a raise is refused: the
// released stock may be gone), and not every line at zero (close the outbound instead).
//   closed      nothing shown. skus.opened {outboundId, version, lines} -> editing, each line at its
//               current quantity.
//   editing     context.lines; skus.lineChanged {skuId, qty} keeps it (and clears the problem and
//               the error). skus.submitted -> submitting when outboundSkusProblem() finds none, else
//               stays with context.problem. skus.closed -> closed.
//   submitting  save (invoke 'save', with the version read); tag 'busy'. A second submit is not
//               handled here, so a double click sends one call. Done -> done (announceSaved);
//               failure -> editing with context.error (e.g. RECEIPT_OUTBOUND_NOTICE_STALE).
//   done        saved. skus.closed -> closed.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { updateOutboundSkus, type OutboundInfo } from '../../contract/receipt/outbound';
import { toMachineError, type MachineError } from '../support/errors';

export interface OutboundSkuLine {
  skuId: string;
  sku: string;
  /** What the line takes now: the most it may be set to. */
  max: number;
  qty: number;
}

export type OutboundSkusProblem = 'range' | 'allZero';

export interface OutboundSkusContext {
  outboundId: string;
  version: number;
  lines: readonly OutboundSkuLine[];
  problem: OutboundSkusProblem | null;
  error: MachineError | null;
}

export type OutboundSkusEvent =
  | { type: 'skus.opened'; outboundId: string; version: number; lines: readonly { skuId: string; sku: string; qty: number }[] }
  | { type: 'skus.lineChanged'; skuId: string; qty: number }
  | { type: 'skus.submitted' }
  | { type: 'skus.closed' };

/** What is wrong before anything is sent (the server refuses the same: _OVER, _EMPTY). */
export function outboundSkusProblem(lines: readonly OutboundSkuLine[]): OutboundSkusProblem | null {
  if (lines.some((l) => !Number.isInteger(l.qty) || l.qty < 0 || l.qty > l.max)) return 'range';
  return lines.every((l) => l.qty === 0) ? 'allZero' : null;
}

const closed: OutboundSkusContext = { outboundId: '', version: 0, lines: [], problem: null, error: null };
type Input = { id: string; version: number; skuList: { skuId: string; qty: number }[] };
const inputOf = (c: OutboundSkusContext): Input => ({ id: c.outboundId, version: c.version, skuList: c.lines.map((l) => ({ skuId: l.skuId, qty: l.qty })) });

export const outboundSkusMachine = setup({
  types: {
    context: {} as OutboundSkusContext,
    events: {} as OutboundSkusEvent,
    children: {} as { save: 'save' },
  },
  actors: {
    save: fromPromise<OutboundInfo, Input>(({ input, signal }) => call(updateOutboundSkus, { body: input }, { signal, save: true })),
  },
  actions: {
    /** The lines were saved (provided by the screen: a toast, the record read again). */
    announceSaved: () => {},
  },
  guards: {
    valid: ({ context }) => outboundSkusProblem(context.lines) === null,
  },
}).createMachine({
  id: 'receiptOutboundSkus',
  context: closed,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'skus.opened': {
          target: 'editing',
          actions: assign(({ event }) => ({ ...closed, outboundId: event.outboundId, version: event.version, lines: event.lines.map((l) => ({ skuId: l.skuId, sku: l.sku, max: l.qty, qty: l.qty })) })),
        },
      },
    },
    editing: {
      on: {
        'skus.lineChanged': {
          actions: assign(({ context, event }) => ({ lines: context.lines.map((l) => (l.skuId === event.skuId ? { ...l, qty: event.qty } : l)), problem: null, error: null })),
        },
        'skus.submitted': [
          { guard: 'valid', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ problem: ({ context }) => outboundSkusProblem(context.lines) }) },
        ],
        'skus.closed': 'closed',
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
      on: { 'skus.closed': 'closed' },
    },
  },
});
