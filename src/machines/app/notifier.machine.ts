// Notifier (app singleton, systemId 'notifier'): the visible toasts (spec sections 8 and 9).
// context.toasts is oldest first; each toast has a timer child (toast.machine, id = toast id) that
// sends toast.expired after 5 s. At most 3 are visible: a fourth push drops the oldest, and a push
// of a notice already visible replaces it (one message is never shown twice). A toast belongs to
// the page it was pushed on (context.path) unless its notice `follows` the user (an action that
// leaves the page, such as a delete that returns to the list): notify.navigated {path} to
// another page drops the others, so a page's messages never cover the next page.
//   empty    no toast. notify.push {notice} -> showing. notify.navigated keeps the path.
//   showing  at least one toast. notify.push adds one; notify.dismiss {id} (user),
//            toast.expired {id} (timer) and notify.navigated (the page's toasts) remove some,
//            -> empty when none is left; notify.held / notify.released {id} pause and restart
//            that toast's timer (hover, focus).
import { enqueueActions, setup } from 'xstate';
import type { Notice } from '../../contract/kernel/messages';
import { toastMachine } from './toast.machine';

export const NOTIFIER_SYSTEM_ID = 'notifier';
export const MAX_TOASTS = 3;

export interface Toast extends Notice {
  id: string;
  /** The page it belongs to; undefined when it follows the user. */
  page?: string;
}

export interface NotifierContext {
  toasts: Toast[];
  /** Counter for toast ids ("toast-1", "toast-2", ...). */
  nextId: number;
  /** The page shown (pathname), from notify.navigated. */
  path: string;
}

/** Two notices that read the same. */
const sameNotice = (a: Notice, b: Notice) =>
  a.tone === b.tone && a.message === b.message && a.messageKey === b.messageKey && a.subject === b.subject;

export type NotifierEvent =
  | { type: 'notify.push'; notice: Notice }
  | { type: 'notify.dismiss'; id: string }
  | { type: 'notify.held'; id: string }
  | { type: 'notify.released'; id: string }
  | { type: 'notify.navigated'; path: string }
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
      const toast: Toast = { ...event.notice, id: `toast-${context.nextId}`, page: event.notice.follows ? undefined : context.path };
      const others = context.toasts.filter((t) => !sameNotice(t, toast));
      const overflow = Math.max(0, others.length + 1 - MAX_TOASTS);
      const kept = others.slice(overflow);
      for (const old of context.toasts) if (!kept.includes(old)) enqueue.stopChild(old.id);
      enqueue.assign({ toasts: [...kept, toast], nextId: context.nextId + 1 });
      enqueue.spawnChild('toast', { id: toast.id, input: { id: toast.id } });
    }),
    leavePage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'notify.navigated') return;
      const kept = context.toasts.filter((t) => t.page === undefined || t.page === event.path);
      for (const old of context.toasts) if (!kept.includes(old)) enqueue.stopChild(old.id);
      enqueue.assign({ toasts: kept, path: event.path });
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
    leavesNone: ({ context, event }) =>
      event.type === 'notify.navigated' && context.toasts.every((t) => t.page !== undefined && t.page !== event.path),
  },
}).createMachine({
  id: 'notifier',
  context: { toasts: [], nextId: 1, path: '' },
  initial: 'empty',
  states: {
    empty: {
      on: { 'notify.push': { target: 'showing', actions: 'addToast' }, 'notify.navigated': { actions: 'leavePage' } },
    },
    showing: {
      on: {
        'notify.push': { actions: 'addToast' },
        'notify.dismiss': [{ guard: 'removesLast', target: 'empty', actions: 'removeToast' }, { actions: 'removeToast' }],
        'toast.expired': [{ guard: 'removesLast', target: 'empty', actions: 'removeToast' }, { actions: 'removeToast' }],
        'notify.held': { actions: 'forwardHold' },
        'notify.released': { actions: 'forwardHold' },
        'notify.navigated': [{ guard: 'leavesNone', target: 'empty', actions: 'leavePage' }, { actions: 'leavePage' }],
      },
    },
  },
});
