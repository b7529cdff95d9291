// The fee codes a logistics cost bill line may carry (reconciliation.feeCode: freight and the
// additional charges with their names), listed on /reconciliation/upload beside the template.
//   loading  load (invoke 'load'); tag 'busy'. Done -> shown (context.codes); failure -> failed.
//   shown    context.codes.
//   failed   context.error; feeCodes.retry -> loading.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { listFeeCodes } from '../../contract/reconciliation/bills';
import { toMachineError, type MachineError } from '../support/errors';

export type FeeCode = { code: string; name: string; nameZh: string };

export const feeCodesMachine = setup({
  types: {
    context: {} as { codes: readonly FeeCode[]; error: MachineError | null },
    events: {} as { type: 'feeCodes.retry' },
    children: {} as { load: 'load' },
  },
  actors: {
    load: fromPromise<FeeCode[]>(({ signal }) => call(listFeeCodes, {}, { signal, quiet: true })),
  },
}).createMachine({
  id: 'reconciliationFeeCodes',
  context: { codes: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'shown', actions: assign({ codes: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    shown: {},
    failed: { on: { 'feeCodes.retry': 'loading' } },
  },
});
