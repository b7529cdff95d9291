// Signing notice (spec section 4): a dialog shown once per user, on any browser, when the user
// info says signedFlag "1". The server records the acknowledgement (acknowledgeSigningNotice) and
// user info says it from then on (signingNoticeSeen).
//   check      transient: -> open when signedFlag is "1" and the user has not acknowledged the
//              notice yet (guard notSeenYet), else -> closed.
//   open       the dialog is up. notice.acknowledged -> recording.
//   recording  acknowledgeSigningNotice in flight (invoke 'acknowledge'); tag 'busy', the dialog
//              stays up with its button pending. Success -> closed. Failure -> closed too, with
//              context.error: the services showed the server's message as a toast, and as nothing
//              was recorded the notice comes back at the next load (never a dialog that traps).
//   closed     final: nothing to show.
import { and, assign, fromPromise, setup } from 'xstate';
import type { z } from 'zod';
import { call } from '../../services';
import { acknowledgeSigningNotice, type signingNoticeSchema } from '../../contract/common/common';
import { toMachineError, type MachineError } from '../support/errors';

export interface SigningNoticeInput {
  userId: string;
  signedFlag: '0' | '1';
  /** The user info's signingNoticeSeen. */
  seen: boolean;
}

export interface SigningNoticeContext extends SigningNoticeInput {
  error: MachineError | null;
}

export type SigningNoticeEvent = { type: 'notice.acknowledged' };

export const signingNoticeMachine = setup({
  types: {
    context: {} as SigningNoticeContext,
    events: {} as SigningNoticeEvent,
    input: {} as SigningNoticeInput,
    children: {} as { acknowledge: 'acknowledge' },
  },
  actors: {
    /** POST acknowledgeSigningNotice (not quiet: a failure shows the server's message). */
    acknowledge: fromPromise<z.infer<typeof signingNoticeSchema>, void>(({ signal }) => call(acknowledgeSigningNotice, { body: {} }, { signal })),
  },
  guards: {
    isSigned: ({ context }) => context.signedFlag === '1',
    notSeenYet: ({ context }) => !context.seen,
  },
}).createMachine({
  id: 'signingNotice',
  context: ({ input }) => ({ userId: input.userId, signedFlag: input.signedFlag, seen: input.seen, error: null }),
  initial: 'check',
  states: {
    check: {
      always: [{ guard: and(['isSigned', 'notSeenYet']), target: 'open' }, { target: 'closed' }],
    },
    open: {
      on: { 'notice.acknowledged': { target: 'recording' } },
    },
    recording: {
      tags: ['busy'],
      invoke: {
        id: 'acknowledge',
        src: 'acknowledge',
        onDone: { target: 'closed', actions: assign({ seen: true }) },
        onError: { target: 'closed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    closed: { type: 'final' },
  },
});
