// Signing notice (spec section 4): a dialog shown once per user when the user info says
// signedFlag "1". "Shown" is remembered in localStorage 'wharf.signingNotice.<userId>'.
//   check   transient: -> open when signedFlag is "1" and the notice was not acknowledged before
//           for this user (guard notShownYet), else -> closed.
//   open    the dialog is up. notice.acknowledged -> closed, running recordShown.
//   closed  final: nothing to show.
import { and, setup } from 'xstate';
import { readStorage, writeStorage } from '../support/browser';

export const signingNoticeKey = (userId: string): string => `wharf.signingNotice.${userId}`;

export interface SigningNoticeInput {
  userId: string;
  signedFlag: '0' | '1';
}

export type SigningNoticeEvent = { type: 'notice.acknowledged' };

export const signingNoticeMachine = setup({
  types: {
    context: {} as SigningNoticeInput,
    events: {} as SigningNoticeEvent,
    input: {} as SigningNoticeInput,
  },
  actions: {
    /** Remembers that the user saw the notice (localStorage 'wharf.signingNotice.<userId>' = "1"). */
    recordShown: ({ context }) => writeStorage('local', signingNoticeKey(context.userId), '1'),
  },
  guards: {
    isSigned: ({ context }) => context.signedFlag === '1',
    /** Reads localStorage 'wharf.signingNotice.<userId>'. */
    notShownYet: ({ context }) => readStorage('local', signingNoticeKey(context.userId)) !== '1',
  },
}).createMachine({
  id: 'signingNotice',
  context: ({ input }) => ({ userId: input.userId, signedFlag: input.signedFlag }),
  initial: 'check',
  states: {
    check: {
      always: [{ guard: and(['isSigned', 'notShownYet']), target: 'open' }, { target: 'closed' }],
    },
    open: {
      on: { 'notice.acknowledged': { target: 'closed', actions: 'recordShown' } },
    },
    closed: { type: 'final' },
  },
});
