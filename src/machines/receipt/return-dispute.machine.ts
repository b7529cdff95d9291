// Disputing a return-refund master's items (the master record's "Dispute items", the call
// `dispute`): per item the supplier bears and has not disputed yet, a reason; an item with a reason
// is disputed, one left blank is not. At least one reason, none longer than the call takes.
//   closed      nothing shown. dispute.opened {masterId, version, items} -> editing, every reason blank.
//   editing     context.items; dispute.reasonChanged {itemId, reason} keeps it (and clears the problem
//               and the error). dispute.submitted -> submitting when returnDisputeProblem() finds
//               none, else stays with context.problem. dispute.closed -> closed.
//   submitting  save (invoke 'save': the items with a reason, trimmed, and the version read); tag
//               'busy'. A second submit is not handled here, so a double click sends one call. Done
//               -> done (announceSaved); failure -> editing with context.error (e.g.
//               RECEIPT_RETURN_STALE, RECEIPT_RETURN_ITEM).
//   done        saved. dispute.closed -> closed.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { disputeReturnItems, type ReturnMasterInfo } from '../../contract/receipt/return-refund';
import { RECEIPT_REASON_MAX } from '../../contract/receipt/request';
import { toMachineError, type MachineError } from '../support/errors';

export interface ReturnDisputeItem {
  itemId: string;
  returnNo: string;
  sku: string;
  reason: string;
}

export type ReturnDisputeProblem = 'none' | 'tooLong';

export interface ReturnDisputeContext {
  masterId: string;
  version: number;
  items: readonly ReturnDisputeItem[];
  problem: ReturnDisputeProblem | null;
  error: MachineError | null;
}

export type ReturnDisputeEvent =
  | { type: 'dispute.opened'; masterId: string; version: number; items: readonly { itemId: string; returnNo: string; sku: string }[] }
  | { type: 'dispute.reasonChanged'; itemId: string; reason: string }
  | { type: 'dispute.submitted' }
  | { type: 'dispute.closed' };

/** What is wrong before anything is sent (the server refuses a blank or too long reason as well). */
export function returnDisputeProblem(items: readonly ReturnDisputeItem[]): ReturnDisputeProblem | null {
  const given = items.map((i) => i.reason.trim()).filter((r) => r !== '');
  if (given.length === 0) return 'none';
  return given.some((r) => r.length > RECEIPT_REASON_MAX) ? 'tooLong' : null;
}

const closed: ReturnDisputeContext = { masterId: '', version: 0, items: [], problem: null, error: null };
type Input = { id: string; version: number; items: { itemId: string; reason: string }[] };
const inputOf = (c: ReturnDisputeContext): Input => ({
  id: c.masterId,
  version: c.version,
  items: c.items.filter((i) => i.reason.trim() !== '').map((i) => ({ itemId: i.itemId, reason: i.reason.trim() })),
});

export const returnDisputeMachine = setup({
  types: {
    context: {} as ReturnDisputeContext,
    events: {} as ReturnDisputeEvent,
    children: {} as { save: 'save' },
  },
  actors: {
    save: fromPromise<ReturnMasterInfo, Input>(({ input, signal }) => call(disputeReturnItems, { body: input }, { signal, save: true })),
  },
  actions: {
    /** The dispute was saved (provided by the screen: a toast, the record read again). */
    announceSaved: () => {},
  },
  guards: {
    valid: ({ context }) => returnDisputeProblem(context.items) === null,
  },
}).createMachine({
  id: 'receiptReturnDispute',
  context: closed,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dispute.opened': {
          target: 'editing',
          actions: assign(({ event }) => ({ ...closed, masterId: event.masterId, version: event.version, items: event.items.map((i) => ({ ...i, reason: '' })) })),
        },
      },
    },
    editing: {
      on: {
        'dispute.reasonChanged': {
          actions: assign(({ context, event }) => ({ items: context.items.map((i) => (i.itemId === event.itemId ? { ...i, reason: event.reason } : i)), problem: null, error: null })),
        },
        'dispute.submitted': [
          { guard: 'valid', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ problem: ({ context }) => returnDisputeProblem(context.items) }) },
        ],
        'dispute.closed': 'closed',
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
      on: { 'dispute.closed': 'closed' },
    },
  },
});
