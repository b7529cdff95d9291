// The supplier's subscriptions to a platform's notices (docs/domain/products.md, "Listing
// settings, agreement and subscriptions"): list the active ones, subscribe to a category picked
// from the category tree and a kind of notice, cancel one after a confirmation.
//   loading           load (invoke 'load': the platform's subscriptions and the category tree at
//                     once); tag 'busy'. Done -> ready; failure -> loadFailed.
//   loadFailed        context.error; subs.retry -> loading.
//   ready             context.items, context.categories. subs.createOpened -> editing with an
//                     empty form and a new request id; subs.cancelRequested -> confirmingCancel.
//   editing           context.form; subs.fieldChanged keeps a field, clears the problem and the
//                     last error, and takes a new request id (a changed form is a new request);
//                     subs.submitted -> creating when a category is picked, else stays with
//                     context.problem 'category'. subs.closed -> ready.
//   creating          create (invoke 'create': the form and its request id, which the server
//                     answers once: a second press is ignored here, a retry after a lost answer
//                     gets the same subscription); tag 'busy'. Done -> ready with it listed first
//                     (announceCreated); failure (a duplicate, a category gone) -> editing with
//                     context.error, the form kept.
//   confirmingCancel  context.target, the subscription to cancel. subs.cancelConfirmed ->
//                     cancelling; subs.closed -> ready.
//   cancelling        cancel (invoke 'cancel'); tag 'busy'. Done -> ready without it
//                     (announceCancelled); failure -> confirmingCancel with context.error.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { getCategoryAttributes, type Category } from '../../contract/product/new-product';
import { cancelSubscription, createSubscription, searchSubscriptions, type Subscription, type SubscriptionNoticeKind } from '../../contract/product/subscriptions';
import { toMachineError, type MachineError } from '../support/errors';
import { newRequestId } from './gbCreate.machine';

export interface SubscriptionForm {
  /** '' until picked. */
  categoryCode: string;
  noticeKind: SubscriptionNoticeKind;
  /** One per form as sent: the server answers a repeat with the subscription the first made. */
  requestId: string;
}

export interface SubscriptionsContext {
  platformCode: string;
  items: Subscription[];
  categories: Category[];
  form: SubscriptionForm | null;
  problem: 'category' | null;
  target: Subscription | null;
  error: MachineError | null;
  /** This section's key (random unless the input gives one); a form's request id is it and a count. */
  requestKey: string;
  requests: number;
}

export type SubscriptionsEvent =
  | { type: 'subs.retry' }
  | { type: 'subs.createOpened' }
  | { type: 'subs.fieldChanged'; field: 'categoryCode'; value: string }
  | { type: 'subs.fieldChanged'; field: 'noticeKind'; value: SubscriptionNoticeKind }
  | { type: 'subs.submitted' }
  | { type: 'subs.cancelRequested'; subscription: Subscription }
  | { type: 'subs.cancelConfirmed' }
  | { type: 'subs.closed' };

type Loaded = { items: Subscription[]; categories: Category[] };

const requestIdOf = (context: SubscriptionsContext) => `${context.requestKey}-${context.requests + 1}`;

export const subscriptionsMachine = setup({
  types: {
    context: {} as SubscriptionsContext,
    events: {} as SubscriptionsEvent,
    input: {} as { platformCode: string; requestKey?: string },
    children: {} as { load: 'load'; create: 'create'; cancel: 'cancel' },
  },
  actors: {
    load: fromPromise<Loaded, { platformCode: string }>(async ({ input, signal }) => {
      const [subs, tree] = await Promise.all([
        call(searchSubscriptions, { query: { platformCode: input.platformCode } }, { signal, quiet: true }),
        call(getCategoryAttributes, {}, { signal, quiet: true }),
      ]);
      return { items: subs.items, categories: tree.categories };
    }),
    create: fromPromise<Subscription, { platformCode: string; form: SubscriptionForm }>(({ input, signal }) =>
      call(createSubscription, { body: { platformCode: input.platformCode, ...input.form } }, { signal, save: true }),
    ),
    cancel: fromPromise<Subscription, { id: string }>(({ input, signal }) => call(cancelSubscription, { params: { id: input.id }, body: {} }, { signal, save: true })),
  },
  actions: {
    /** Subscribed (provided by the screen: a toast). */
    announceCreated: () => {},
    /** Cancelled (provided by the screen: a toast). */
    announceCancelled: () => {},
  },
  guards: {
    picked: ({ context }) => !!context.form?.categoryCode,
  },
}).createMachine({
  id: 'subscriptions',
  context: ({ input }) => ({ platformCode: input.platformCode, items: [], categories: [], form: null, problem: null, target: null, error: null, requestKey: input.requestKey ?? newRequestId(), requests: 0 }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ platformCode: context.platformCode }),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output.items, categories: ({ event }) => event.output.categories, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: { on: { 'subs.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: {
      on: {
        'subs.createOpened': {
          target: 'editing',
          actions: assign(({ context }) => ({ form: { categoryCode: '', noticeKind: 'newStandard' as const, requestId: requestIdOf(context) }, requests: context.requests + 1, problem: null, error: null })),
        },
        'subs.cancelRequested': { target: 'confirmingCancel', actions: assign({ target: ({ event }) => event.subscription, error: null }) },
      },
    },
    editing: {
      on: {
        'subs.fieldChanged': {
          actions: assign(({ context, event }) => ({
            form: context.form && { ...context.form, [event.field]: event.value, requestId: requestIdOf(context) },
            requests: context.requests + 1,
            problem: event.field === 'categoryCode' ? null : context.problem,
            error: null,
          })),
        },
        'subs.submitted': [{ guard: 'picked', target: 'creating', actions: assign({ error: null }) }, { actions: assign({ problem: 'category' }) }],
        'subs.closed': { target: 'ready', actions: assign({ form: null, problem: null, error: null }) },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({ platformCode: context.platformCode, form: context.form! }),
        onDone: {
          target: 'ready',
          actions: [assign({ items: ({ context, event }) => [event.output, ...context.items.filter((s) => s.id !== event.output.id)], form: null }), 'announceCreated'],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    confirmingCancel: {
      on: {
        'subs.cancelConfirmed': { target: 'cancelling', actions: assign({ error: null }) },
        'subs.closed': { target: 'ready', actions: assign({ target: null, error: null }) },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ id: context.target!.id }),
        onDone: { target: 'ready', actions: [assign({ items: ({ context, event }) => context.items.filter((s) => s.id !== event.output.id), target: null }), 'announceCancelled'] },
        onError: { target: 'confirmingCancel', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
  },
});
