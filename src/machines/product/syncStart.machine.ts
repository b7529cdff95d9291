// Starting a sync job from the sync list (docs/domain/products.md, "Channel products, matching
// and sync"): yesterday's figures per platform and the carts a sync can start for are loaded, the
// supplier picks a cart and a kind (never a typed code), and the start is sent once with a request
// key (a repeat answers the same job; a new key after each answer). The job then runs on the
// server; the list polls it. States:
//   loading     reading yesterday's figures and the carts
//   loadFailed  that read failed (retry)
//   ready       the picker; a refusal of the last start (busy, paused cart) is shown here
//   starting    the start is on its way (the button is busy: a double click sends once)
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { getSyncOverview, startSync, type SyncJobRow, type SyncKind, type SyncOverview } from '../../contract/product/sync';
import { toMachineError, type MachineError } from '../support/errors';

export interface SyncStartContext {
  /** Random per opened picker (the screen's input); the model tests leave the default. */
  session: string;
  overview: SyncOverview | null;
  cartId: string;
  kind: SyncKind;
  /** Answers received so far: each gives the next start a new key. */
  starts: number;
  requestKey: string;
  /** The job the last start queued. */
  started: SyncJobRow | null;
  error: MachineError | null;
}

export type SyncStartEvent =
  | { type: 'sync.cartChosen'; cartId: string }
  | { type: 'sync.kindChosen'; kind: SyncKind }
  | { type: 'sync.submitted' }
  | { type: 'sync.retry' };

/** The request key of the n-th start of this picker: the screen's random session key and a count. */
const keyOf = (session: string, n: number) => `${session}-${n}`;

export const syncStartMachine = setup({
  types: {
    input: {} as { session?: string } | undefined,
    context: {} as SyncStartContext,
    events: {} as SyncStartEvent,
    children: {} as { overview: 'overview'; start: 'start' },
  },
  actors: {
    overview: fromPromise<SyncOverview>(({ signal }) => call(getSyncOverview, {}, { signal, quiet: true })),
    start: fromPromise<SyncJobRow, { cartId: string; kind: SyncKind; requestKey: string }>(({ input, signal }) => call(startSync, { body: input }, { signal, save: true })),
  },
  actions: {
    /** A job was queued (provided by the screen: a toast, the list read again). */
    announceStarted: () => {},
  },
  guards: {
    cartChosen: ({ context }) => context.cartId !== '',
  },
}).createMachine({
  id: 'syncStart',
  context: ({ input }) => {
    const session = input?.session ?? 'sync-start';
    return { session, overview: null, cartId: '', kind: 'pullListings', starts: 0, requestKey: keyOf(session, 0), started: null, error: null };
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'overview',
        src: 'overview',
        onDone: {
          target: 'ready',
          // keep the chosen cart while it can still start; else the first one
          actions: assign(({ context, event }) => ({
            overview: event.output,
            cartId: event.output.carts.some((c) => c.id === context.cartId) ? context.cartId : (event.output.carts[0]?.id ?? ''),
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'sync.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      on: {
        'sync.cartChosen': { actions: assign({ cartId: ({ event }) => event.cartId, error: null }) },
        'sync.kindChosen': { actions: assign({ kind: ({ event }) => event.kind, error: null }) },
        'sync.submitted': { guard: 'cartChosen', target: 'starting', actions: assign({ error: null }) },
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ context }) => ({ cartId: context.cartId, kind: context.kind, requestKey: context.requestKey }),
        onDone: { target: 'loading', actions: [assign({ started: ({ event }) => event.output, starts: ({ context }) => context.starts + 1, requestKey: ({ context }) => keyOf(context.session, context.starts + 1) }), 'announceStarted'] },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => toMachineError(event.error), starts: ({ context }) => context.starts + 1, requestKey: ({ context }) => keyOf(context.session, context.starts + 1) }) },
      },
    },
  },
});
