// The tracking of an inbound (the inbound record's "Add tracking" / "Edit tracking"): the carrier
// (picked from the tenant's carriers), the tracking number and the ship date.
//   closed      nothing shown. tracking.opened {inboundId, version, carrierCode, trackingNo,
//               shipDate} -> editing with the inbound's current values.
//   editing     tracking.carrierChosen, tracking.numberChanged, tracking.dateChanged keep them (and
//               clear the problems and the error). tracking.submitted -> submitting when
//               trackingProblems() finds none, else stays with context.problems. tracking.closed
//               -> closed.
//   submitting  save (invoke 'save', with the version read); tag 'busy'. A second submit is not
//               handled here, so a double click sends one call. Done -> done (announceSaved);
//               failure -> editing with context.error (the server's code and words).
//   done        saved. tracking.closed -> closed.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { saveTracking, type InboundInfo } from '../../contract/receipt/inbound';
import { toMachineError, type MachineError } from '../support/errors';

export type TrackingProblem = 'carrier' | 'number' | 'date';

export interface TrackingContext {
  inboundId: string;
  version: number;
  carrierCode: string;
  trackingNo: string;
  shipDate: string;
  problems: readonly TrackingProblem[];
  error: MachineError | null;
}

export type TrackingEvent =
  | { type: 'tracking.opened'; inboundId: string; version: number; carrierCode: string | null; trackingNo: string; shipDate: string | null; today: string }
  | { type: 'tracking.carrierChosen'; code: string }
  | { type: 'tracking.numberChanged'; value: string }
  | { type: 'tracking.dateChanged'; value: string }
  | { type: 'tracking.submitted' }
  | { type: 'tracking.closed' };

/** What is wrong before anything is sent (the call's schema: 6 to 40 letters, digits or dashes; a date). */
export function trackingProblems(c: Pick<TrackingContext, 'carrierCode' | 'trackingNo' | 'shipDate'>): TrackingProblem[] {
  const out: TrackingProblem[] = [];
  if (!c.carrierCode) out.push('carrier');
  if (!/^[A-Za-z0-9-]{6,40}$/.test(c.trackingNo.trim())) out.push('number');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(c.shipDate)) out.push('date');
  return out;
}

const closed: TrackingContext = { inboundId: '', version: 0, carrierCode: '', trackingNo: '', shipDate: '', problems: [], error: null };
type Input = { id: string; version: number; carrierCode: string; trackingNo: string; shipDate: string };
const inputOf = (c: TrackingContext): Input => ({ id: c.inboundId, version: c.version, carrierCode: c.carrierCode, trackingNo: c.trackingNo.trim(), shipDate: c.shipDate });
const edited = { problems: [], error: null };

export const trackingMachine = setup({
  types: {
    context: {} as TrackingContext,
    events: {} as TrackingEvent,
    children: {} as { save: 'save' },
  },
  actors: {
    save: fromPromise<InboundInfo, Input>(({ input, signal }) => call(saveTracking, { body: input }, { signal, save: true })),
  },
  actions: {
    /** The tracking was saved (provided by the screen: a toast, the record read again). */
    announceSaved: () => {},
  },
  guards: {
    valid: ({ context }) => trackingProblems(context).length === 0,
  },
}).createMachine({
  id: 'receiptTracking',
  context: closed,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'tracking.opened': {
          target: 'editing',
          actions: assign(({ event }) => ({ ...closed, inboundId: event.inboundId, version: event.version, carrierCode: event.carrierCode ?? '', trackingNo: event.trackingNo, shipDate: event.shipDate ?? event.today })),
        },
      },
    },
    editing: {
      on: {
        'tracking.carrierChosen': { actions: assign(({ event }) => ({ carrierCode: event.code, ...edited })) },
        'tracking.numberChanged': { actions: assign(({ event }) => ({ trackingNo: event.value, ...edited })) },
        'tracking.dateChanged': { actions: assign(({ event }) => ({ shipDate: event.value, ...edited })) },
        'tracking.submitted': [
          { guard: 'valid', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ problems: ({ context }) => trackingProblems(context) }) },
        ],
        'tracking.closed': 'closed',
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
      on: { 'tracking.closed': 'closed' },
    },
  },
});
