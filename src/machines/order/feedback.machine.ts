// The supplier's feedback on one order to the platform (contract src/contract/order/extras.ts:
// feedback list and info), shown and added on the order detail. Feedback is never edited; adding
// one carries a request key made when the form opens, so a retried call adds it once.
//   loading     loadFeedback (invoke 'loadFeedback': order.feedbackList); tag 'busy'. Done ->
//               viewing; failure -> loadFailed.
//   loadFailed  context.error; feedback.retry -> loading.
//   viewing     context.items (newest first). feedback.addRequested -> adding (a fresh form and
//               request key); feedback.reloadRequested -> loading.
//   adding      context.kind, text; feedback.kindChanged / textChanged; feedback.saved ->
//               submitting when feedbackProblems() is empty, else stays with showProblems;
//               feedback.dismissed -> viewing.
//   submitting  addFeedback (invoke 'addFeedback': order.feedbackInfo with the form's request
//               key); tag 'busy'. Only reached from the form, which it closes to further saves,
//               so a double click sends one call. Done -> viewing with the feedback added on top
//               (announceDone); failure -> failed.
//   failed      context.error (the form is kept); feedback.retry -> submitting with the same
//               request key (a call that did reach the server is not added twice);
//               feedback.dismissed -> adding.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { addOrderFeedback, feedbackProblems, listOrderFeedback, type Feedback, type FeedbackKind } from '../../contract/order';
import { toMachineError, type MachineError } from '../support/errors';

export interface FeedbackInput {
  orderId: string;
  /** The start of this form's request keys (random unless given: tests give a fixed one). */
  keyPrefix?: string;
}

export interface FeedbackContext {
  orderId: string;
  keyPrefix: string;
  /** Forms opened so far: the request key is keyPrefix-made. */
  made: number;
  items: Feedback[];
  kind: FeedbackKind;
  text: string;
  requestKey: string;
  showProblems: boolean;
  error: MachineError | null;
}

export type FeedbackEvent =
  | { type: 'feedback.retry' }
  | { type: 'feedback.reloadRequested' }
  | { type: 'feedback.addRequested' }
  | { type: 'feedback.kindChanged'; value: FeedbackKind }
  | { type: 'feedback.textChanged'; value: string }
  | { type: 'feedback.saved' }
  | { type: 'feedback.dismissed' };

export interface AddInput {
  orderId: string;
  kind: FeedbackKind;
  text: string;
  requestKey: string;
}

/** A random start of request keys: with the form's number, a key the server accepts (8..64 letters, digits, dashes). */
export function randomKeyPrefix(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `fb-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export const feedbackFormProblems = (c: Pick<FeedbackContext, 'kind' | 'text'>) => feedbackProblems(c.kind, c.text);

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
    children: {} as { loadFeedback: 'loadFeedback'; addFeedback: 'addFeedback' },
  },
  actors: {
    loadFeedback: fromPromise<Feedback[], { orderId: string }>(({ input, signal }) => call(listOrderFeedback, { body: { orderId: input.orderId } }, { signal, quiet: true })),
    addFeedback: fromPromise<Feedback, AddInput>(({ input, signal }) => call(addOrderFeedback, { body: input }, { signal, save: true })),
  },
  actions: {
    /** Feedback was sent (provided by the screen: a toast). */
    announceDone: () => {},
    takeError: assign({ error: ({ event }) => toMachineError((event as unknown as { error: unknown }).error) }),
  },
  guards: {
    formValid: ({ context }) => feedbackFormProblems(context).length === 0,
  },
}).createMachine({
  id: 'orderFeedback',
  context: ({ input }) => ({
    orderId: input.orderId,
    keyPrefix: input.keyPrefix ?? randomKeyPrefix(),
    made: 0,
    items: [],
    kind: 'addressProblem',
    text: '',
    requestKey: '',
    showProblems: false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFeedback',
        src: 'loadFeedback',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'viewing', actions: assign({ items: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: 'takeError' },
      },
    },
    loadFailed: { on: { 'feedback.retry': 'loading' } },
    viewing: {
      on: {
        'feedback.reloadRequested': 'loading',
        'feedback.addRequested': {
          target: 'adding',
          actions: assign(({ context }) => ({
            kind: 'addressProblem' as FeedbackKind,
            text: '',
            showProblems: false,
            error: null,
            made: context.made + 1,
            requestKey: `${context.keyPrefix}-${context.made + 1}`,
          })),
        },
      },
    },
    adding: {
      on: {
        'feedback.kindChanged': { actions: assign({ kind: ({ event }) => event.value }) },
        'feedback.textChanged': { actions: assign({ text: ({ event }) => event.value }) },
        'feedback.saved': [{ guard: 'formValid', target: 'submitting' }, { actions: assign({ showProblems: true }) }],
        'feedback.dismissed': 'viewing',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'addFeedback',
        src: 'addFeedback',
        input: ({ context }) => ({ orderId: context.orderId, kind: context.kind, text: context.text.trim(), requestKey: context.requestKey }),
        onDone: {
          target: 'viewing',
          actions: [assign({ items: ({ context, event }) => [event.output, ...context.items.filter((f) => f.id !== event.output.id)] }), 'announceDone'],
        },
        onError: { target: 'failed', actions: 'takeError' },
      },
    },
    failed: { on: { 'feedback.retry': 'submitting', 'feedback.dismissed': 'adding' } },
  },
});
