// Notifier (app singleton, systemId 'notifier'): the visible toasts (spec sections 8 and 9).
// context.toasts is oldest first; each toast has a timer child (toast.machine, id = toast id) that
// sends toast.expired after 5 s. At most 5 are visible: a sixth push drops the oldest.
//   empty    no toast. notify.push {notice} -> showing.
//   showing  at least one toast. notify.push adds one; notify.dismiss {id} (user) and
//            toast.expired {id} (timer) remove one, -> empty when it was the last;
//            notify.held / notify.released {id} pause and restart that toast's timer (hover, focus).
import { enqueueActions, setup } from 'xstate';
import type { Notice } from '../../contract/kernel/messages';
import { toastMachine } from './toast.machine';

export const NOTIFIER_SYSTEM_ID = 'notifier';
export const MAX_TOASTS = 5;

export interface Toast extends Notice {
  id: string;
}

export interface NotifierContext {
  toasts: Toast[];
  /** Counter for toast ids ("toast-1", "toast-2", ...). */
  nextId: number;
}

export type NotifierEvent =
  | { type: 'notify.push'; notice: Notice }
  | { type: 'notify.dismiss'; id: string }
  | { type: 'notify.held'; id: string }
  | { type: 'notify.released'; id: string }
  | { type: 'toast.expired'; id: string };

export const notifierMachine = setup({
  types: {
    context: {} as NotifierContext,
    events: {} as NotifierEvent,
  },
  actors: {
    toast: toastMachine,
  },
  actions: {
    addToast: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'notify.push') return;
      const toast: Toast = { ...event.notice, id: `toast-${context.nextId}` };
      const overflow = Math.max(0, context.toasts.length + 1 - MAX_TOASTS);
      for (const old of context.toasts.slice(0, overflow)) enqueue.stopChild(old.id);
      enqueue.assign({ toasts: [...context.toasts.slice(overflow), toast], nextId: context.nextId + 1 });
      enqueue.spawnChild('toast', { id: toast.id, input: { id: toast.id } });
    }),
    removeToast: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'notify.dismiss' && event.type !== 'toast.expired') return;
      if (!context.toasts.some((t) => t.id === event.id)) return;
      enqueue.stopChild(event.id);
      enqueue.assign({ toasts: context.toasts.filter((t) => t.id !== event.id) });
    }),
    forwardHold: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'notify.held' && event.type !== 'notify.released') return;
      if (!context.toasts.some((t) => t.id === event.id)) return;
      enqueue.sendTo(event.id, { type: event.type === 'notify.held' ? 'toast.held' : 'toast.released' });
    }),
  },
  guards: {
    removesLast: ({ context, event }) =>
      (event.type === 'notify.dismiss' || event.type === 'toast.expired') &&
      context.toasts.length === 1 &&
      context.toasts[0].id === event.id,
  },
}).createMachine({
  id: 'notifier',
  context: { toasts: [], nextId: 1 },
  initial: 'empty',
  states: {
    empty: {
      on: { 'notify.push': { target: 'showing', actions: 'addToast' } },
    },
    showing: {
      on: {
        'notify.push': { actions: 'addToast' },
        'notify.dismiss': [{ guard: 'removesLast', target: 'empty', actions: 'removeToast' }, { actions: 'removeToast' }],
        'toast.expired': [{ guard: 'removesLast', target: 'empty', actions: 'removeToast' }, { actions: 'removeToast' }],
        'notify.held': { actions: 'forwardHold' },
        'notify.released': { actions: 'forwardHold' },
      },
    },
  },
});
