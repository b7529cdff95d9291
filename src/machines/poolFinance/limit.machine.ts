// The financing limit shown above the applications (/poolFinance/apply): read once, again on retry
// and when the list says an application changed.
//   loading     loadLimit (invoke 'loadLimit'); tag 'busy'. Done -> shown; failure -> loadFailed.
//   loadFailed  context.error; limit.retry -> loading.
//   shown       context.limit; limit.reload -> loading.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { getPoolFinanceLimit, type PoolFinanceLimit } from '../../contract/poolFinance/applications';
import { toMachineError, type MachineError } from '../support/errors';

export const limitMachine = setup({
  types: {
    context: {} as { limit: PoolFinanceLimit | null; error: MachineError | null },
    events: {} as { type: 'limit.retry' } | { type: 'limit.reload' },
    children: {} as { loadLimit: 'loadLimit' },
  },
  actors: {
    loadLimit: fromPromise<PoolFinanceLimit>(({ signal }) => call(getPoolFinanceLimit, {}, { signal, quiet: true })),
  },
}).createMachine({
  id: 'poolFinanceLimit',
  context: { limit: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLimit',
        src: 'loadLimit',
        onDone: { target: 'shown', actions: assign({ limit: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: { on: { 'limit.retry': 'loading' } },
    shown: { on: { 'limit.reload': 'loading' } },
  },
});
