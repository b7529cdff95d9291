// Print and apply (contract order.printAndApply): apply for the waybills of some orders, show their
// labels and print them.
//   idle       waybill.requested {ids} -> applying.
//   applying   applyWaybills (invoke 'applyWaybills'); tag 'busy'. Done -> showing when any label
//              came back (context.labels; context.refused: the orders refused, with their
//              messages), else refused; failure -> failed.
//   showing    the label sheet. waybill.printRequested -> showing, calling printSheet (provided
//              by the screen: window.print); waybill.closed -> idle (announceApplied when a new
//              waybill was assigned, so the order is read again).
//   refused    no order could have a waybill (context.refused); waybill.closed -> idle.
//   failed     context.error; waybill.retry -> applying; waybill.closed -> idle.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { printAndApplyWaybills, type AcknowledgeResult, type WaybillLabel } from '../../contract/order';
import { toMachineError, type MachineError } from '../support/errors';

export interface Applied {
  results: AcknowledgeResult[];
  labels: WaybillLabel[];
}

export interface WaybillContext {
  ids: string[];
  labels: WaybillLabel[];
  refused: AcknowledgeResult[];
  error: MachineError | null;
}

export type WaybillEvent =
  | { type: 'waybill.requested'; ids: string[] }
  | { type: 'waybill.printRequested' }
  | { type: 'waybill.retry' }
  | { type: 'waybill.closed' };

export const waybillPrintMachine = setup({
  types: {
    context: {} as WaybillContext,
    events: {} as WaybillEvent,
    children: {} as { applyWaybills: 'applyWaybills' },
  },
  actors: {
    applyWaybills: fromPromise<Applied, { ids: string[] }>(({ input, signal }) => call(printAndApplyWaybills, { body: { ids: input.ids } }, { signal, save: true })),
  },
  actions: {
    /** Opens the browser's print dialog on the label sheet (provided by the screen). */
    printSheet: () => {},
    /** The waybills were applied (provided by the screen: the order is read again). */
    announceApplied: () => {},
    takeApplied: assign(({ event }) => {
      const { results, labels } = (event as unknown as { output: Applied }).output;
      return { labels, refused: results.filter((r) => !r.ok), error: null };
    }),
  },
  guards: {
    anyLabel: ({ event }) => (event as unknown as { output: Applied }).output.labels.length > 0,
  },
}).createMachine({
  id: 'waybillPrint',
  context: { ids: [], labels: [], refused: [], error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'waybill.requested': { target: 'applying', actions: assign({ ids: ({ event }) => event.ids, labels: [], refused: [], error: null }) } },
    },
    applying: {
      tags: ['busy'],
      invoke: {
        id: 'applyWaybills',
        src: 'applyWaybills',
        input: ({ context }) => ({ ids: context.ids }),
        onDone: [
          { guard: 'anyLabel', target: 'showing', actions: 'takeApplied' },
          { target: 'refused', actions: 'takeApplied' },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    showing: {
      on: {
        'waybill.printRequested': { actions: 'printSheet' },
        'waybill.closed': { target: 'idle', actions: 'announceApplied' },
      },
    },
    refused: { on: { 'waybill.closed': 'idle' } },
    failed: { on: { 'waybill.retry': 'applying', 'waybill.closed': 'idle' } },
  },
});
