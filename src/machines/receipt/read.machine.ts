// One read of a receipt screen that has no actions of its own: a receipt (/receipt/info/:id; its
// differences are answered through difference.machine.ts) or the batches of a sku in a platform
// warehouse (/receipt/inventory/:sku/:warehouse). The call comes with the input (the screen's
// descriptor: receiptRead, batchesRead) and receives the actor's signal.
//   loading   input.load (invoke 'load'); tag 'busy'. Done -> shown (context.value); failure ->
//             notFound when the server says it does not exist (or is not the caller's), else
//             failed (context.error).
//   shown     context.value; read.reloadRequested -> loading (the value kept until the answer);
//             after POLL_MS -> loading while input.pollWhile(value) holds.
//   failed    context.error; read.retry -> loading.
//   notFound  nothing to retry: the screen offers the picker or the way back.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { getReceipt, type ReceiptInfo } from '../../contract/receipt/receipt';
import { getBatches, type Batches } from '../../contract/receipt/platform-stock';
import { isNotFound, toMachineError, type MachineError } from '../support/errors';

export interface ReadInput<T> {
  load(signal: AbortSignal): Promise<T>;
  /** Read again every POLL_MS while this holds (a dispute the platform is deciding). */
  pollWhile?(value: T): boolean;
}

export const POLL_MS = 2000;

export interface ReadContext<T> {
  load: ReadInput<T>['load'];
  pollWhile: NonNullable<ReadInput<T>['pollWhile']>;
  value: T | null;
  error: MachineError | null;
}

export type ReadEvent = { type: 'read.retry' } | { type: 'read.reloadRequested' };

export const readMachine = setup({
  types: {} as { context: ReadContext<unknown>; events: ReadEvent; input: ReadInput<unknown>; children: { load: 'load' } },
  actors: {
    load: fromPromise<unknown, ReadInput<unknown>>(({ input, signal }) => input.load(signal)),
  },
}).createMachine({
  id: 'receiptRead',
  context: ({ input }) => ({ load: input.load, pollWhile: input.pollWhile ?? (() => false), value: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ load: context.load }),
        onDone: { target: 'shown', actions: assign({ value: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: ({ event }) => isNotFound(toMachineError(event.error)), target: 'notFound' },
          { target: 'failed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
        ],
      },
    },
    shown: { on: { 'read.reloadRequested': 'loading' }, after: { [POLL_MS]: { guard: ({ context }) => context.value !== null && context.pollWhile(context.value), target: 'loading' } } },
    failed: { on: { 'read.retry': 'loading' } },
    notFound: {},
  },
});

/** The receipt by id or receipt number. */
export const receiptRead = (id: string): ReadInput<ReceiptInfo> => ({
  load: (signal) => call(getReceipt, { params: { id } }, { signal, quiet: true }),
  pollWhile: (r) => r.differences.some((d) => d.status === 'disputed'),
});
/** The batches of a sku in a platform warehouse (by its code). */
export const batchesRead = (sku: string, warehouse: string): ReadInput<Batches> => ({ load: (signal) => call(getBatches, { params: { sku, warehouseKey: warehouse } }, { signal, quiet: true }) });
