// Toast timer: one per visible toast, spawned by the notifier (spec section 9: toasts last 5 s).
//   visible  counting down 'toastDuration' (5 s) -> expired, running 'expire' (toast.expired {id}
//            to the parent notifier). toast.held (pointer over / focus in the toast) -> held.
//   held     timer stopped so the user can read it (WCAG 2.2.1); toast.released -> visible, which
//            starts a full 5 s again.
//   expired  final.
// The notifier stops the timer when the toast is dismissed or pushed out earlier.
import { sendParent, setup } from 'xstate';

export const TOAST_DURATION_MS = 5000;

export interface ToastInput {
  id: string;
}

export type ToastEvent = { type: 'toast.held' } | { type: 'toast.released' };

export const toastMachine = setup({
  types: {
    context: {} as ToastInput,
    events: {} as ToastEvent,
    input: {} as ToastInput,
  },
  actions: {
    /** Sends toast.expired {id} to the notifier. */
    expire: sendParent(({ context }) => ({ type: 'toast.expired', id: context.id })),
  },
  delays: {
    toastDuration: TOAST_DURATION_MS,
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => ({ id: input.id }),
  initial: 'visible',
  states: {
    visible: {
      after: { toastDuration: { target: 'expired', actions: 'expire' } },
      on: { 'toast.held': { target: 'held' } },
    },
    held: {
      on: { 'toast.released': { target: 'visible' } },
    },
    expired: { type: 'final' },
  },
});
