// Reserving a receipt request (the request record's "Reserve"): per line, what is sent now, what is
// backordered for a later inbound, and, when that leaves a rest, why it is refused.
//   closed      nothing shown. reserve.opened {requestId, version, lines} -> editing, every line
//               sent in full (nothing backordered or refused).
//   editing     context.lines; reserve.lineChanged {lineId, reserved?, backordered?, refuseReason?}
//               keeps them (and clears the problems and the error). reserve.submitted ->
//               submitting when reserveFormProblems() finds none, else stays with context.problems
//               (per line). reserve.closed -> closed.
//   submitting  reserve (invoke 'reserve', with the version read); tag 'busy'. A second submit is
//               not handled here, so a double click sends one call. Done -> done (announceReserved
//               with the request after it); failure -> editing with context.error (e.g.
//               RECEIPT_REQUEST_STALE: the request changed, the form says so in the server's words).
//   done        reserved. reserve.closed -> closed.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { reserveProblem, reserveRequest, type RefuseReason, type RequestInfo, type ReserveLine } from '../../contract/receipt/request';
import { toMachineError, type MachineError } from '../support/errors';

export interface ReserveFormLine extends ReserveLine {
  requested: number;
}

export interface ReserveContext {
  requestId: string;
  version: number;
  lines: readonly ReserveFormLine[];
  /** Per line id: what reserveProblem() found when sending was tried. */
  problems: Readonly<Record<string, 'over' | 'reasonMissing' | 'reasonUnneeded'>>;
  error: MachineError | null;
}

export type ReserveEvent =
  | { type: 'reserve.opened'; requestId: string; version: number; lines: readonly { lineId: string; requested: number }[] }
  | { type: 'reserve.lineChanged'; lineId: string; reserved?: number; backordered?: number; refuseReason?: RefuseReason | null }
  | { type: 'reserve.submitted' }
  | { type: 'reserve.closed' };

/** The lines' problems before anything is sent (the server refuses the same with RECEIPT_RESERVE_INVALID). */
export function reserveFormProblems(lines: readonly ReserveFormLine[]): ReserveContext['problems'] {
  const out: Record<string, 'over' | 'reasonMissing' | 'reasonUnneeded'> = {};
  for (const l of lines) {
    const p = reserveProblem(l.requested, l);
    if (p) out[l.lineId] = p;
  }
  return out;
}

const closed: ReserveContext = { requestId: '', version: 0, lines: [], problems: {}, error: null };
type Input = { id: string; version: number; lines: ReserveLine[] };
const inputOf = (c: ReserveContext): Input => ({ id: c.requestId, version: c.version, lines: c.lines.map(({ lineId, reserved, backordered, refuseReason }) => ({ lineId, reserved, backordered, refuseReason })) });

export const reserveMachine = setup({
  types: {
    context: {} as ReserveContext,
    events: {} as ReserveEvent,
    children: {} as { reserve: 'reserve' },
  },
  actors: {
    reserve: fromPromise<RequestInfo, Input>(({ input, signal }) => call(reserveRequest, { body: input }, { signal, save: true })),
  },
  actions: {
    /** The request was reserved (provided by the screen: a toast, the record read again). */
    announceReserved: () => {},
  },
  guards: {
    valid: ({ context }) => Object.keys(reserveFormProblems(context.lines)).length === 0,
  },
}).createMachine({
  id: 'receiptReserve',
  context: closed,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'reserve.opened': {
          target: 'editing',
          actions: assign(({ event }) => ({ ...closed, requestId: event.requestId, version: event.version, lines: event.lines.map((l) => ({ lineId: l.lineId, requested: l.requested, reserved: l.requested, backordered: 0, refuseReason: null })) })),
        },
      },
    },
    editing: {
      on: {
        'reserve.lineChanged': {
          actions: assign(({ context, event }) => ({
            lines: context.lines.map((l) =>
              l.lineId !== event.lineId
                ? l
                : {
                    ...l,
                    reserved: event.reserved ?? l.reserved,
                    backordered: event.backordered ?? l.backordered,
                    refuseReason: event.refuseReason === undefined ? l.refuseReason : event.refuseReason,
                  },
            ),
            problems: {},
            error: null,
          })),
        },
        'reserve.submitted': [
          { guard: 'valid', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ problems: ({ context }) => reserveFormProblems(context.lines) }) },
        ],
        'reserve.closed': 'closed',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'reserve',
        src: 'reserve',
        input: ({ context }) => inputOf(context),
        onDone: { target: 'done', actions: 'announceReserved' },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    done: {
      on: { 'reserve.closed': 'closed' },
    },
  },
});
