// Work queue: the dashboard's counts of waiting work (common.workQueue, k = input.appId), each the
// total of the list it links to (docs/domain/dashboard.md). Runs beside the dashboard machine so
// that a failed count never hides who is signed in, and the other way round.
//   counting  getWorkQueue in flight, invoke 'countWork'; tag 'busy'. Counts already shown stay
//             in context while a recount runs (the figures do not blink).
//   counted   context.counts; workQueue.recount -> counting.
//   failed    context.error = { code, message, kind }; workQueue.recount -> counting.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { getWorkQueue, type WorkQueueCount } from '../../contract/common/work-queue';
import { toMachineError, type MachineError } from '../support/errors';

export interface WorkQueueContext {
  appId: string;
  counts: WorkQueueCount[] | null;
  error: MachineError | null;
}

export type WorkQueueEvent = { type: 'workQueue.recount' };

export const workQueueMachine = setup({
  types: {
    context: {} as WorkQueueContext,
    events: {} as WorkQueueEvent,
    input: {} as { appId: string },
    children: {} as { countWork: 'countWork' },
  },
  actors: {
    countWork: fromPromise<WorkQueueCount[], { appId: string }>(async ({ input, signal }) =>
      (await call(getWorkQueue, { query: { k: input.appId } }, { signal, quiet: true })).counts,
    ),
  },
}).createMachine({
  id: 'workQueue',
  context: ({ input }) => ({ appId: input.appId, counts: null, error: null }),
  initial: 'counting',
  states: {
    counting: {
      tags: ['busy'],
      invoke: {
        id: 'countWork',
        src: 'countWork',
        input: ({ context }) => ({ appId: context.appId }),
        onDone: { target: 'counted', actions: assign({ counts: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    counted: { on: { 'workQueue.recount': { target: 'counting' } } },
    failed: { on: { 'workQueue.recount': { target: 'counting' } } },
  },
});
