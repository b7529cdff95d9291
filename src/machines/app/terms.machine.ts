// Terms of use (/termsOfUse): load the current terms, let the user accept them.
//   loading    getTerms in flight (invoke 'loadTerms'); tag 'busy'.
//   reviewing  context.terms shown; context.error holds why the last acceptance failed (null
//              otherwise). terms.accepted -> accepting.
//   accepting  acceptTerms {version} in flight (invoke 'acceptTerms'); tag 'busy'.
//              Success -> done; failure -> reviewing with context.error.
//   failed     the terms could not be loaded: context.error; terms.retry -> loading.
//   done       final; output { accepted: Terms } (the server's answer, accepted = true).
import { assign, fromPromise, setup } from 'xstate';
import type { z } from 'zod';
import { call } from '../../services';
import { acceptTerms, getTerms, type termsSchema } from '../../contract/common/common';
import { toMachineError, type MachineError } from '../support/errors';

export type Terms = z.infer<typeof termsSchema>;

export interface TermsContext {
  terms: Terms | null;
  error: MachineError | null;
}

export type TermsEvent = { type: 'terms.accepted' } | { type: 'terms.retry' };

export interface TermsOutput {
  accepted: Terms;
}

export const termsMachine = setup({
  types: {
    context: {} as TermsContext,
    events: {} as TermsEvent,
    output: {} as TermsOutput,
    children: {} as { loadTerms: 'loadTerms'; acceptTerms: 'acceptTerms' },
  },
  actors: {
    loadTerms: fromPromise<Terms, void>(({ signal }) => call(getTerms, {}, { signal, quiet: true })),
    acceptTerms: fromPromise<Terms, { version: string }>(({ input, signal }) =>
      call(acceptTerms, { body: { version: input.version } }, { signal, quiet: true }),
    ),
  },
}).createMachine({
  id: 'terms',
  context: { terms: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTerms',
        src: 'loadTerms',
        onDone: { target: 'reviewing', actions: assign({ terms: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    failed: {
      on: { 'terms.retry': { target: 'loading' } },
    },
    reviewing: {
      on: { 'terms.accepted': { target: 'accepting' } },
    },
    accepting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'acceptTerms',
        src: 'acceptTerms',
        input: ({ context }) => ({ version: context.terms?.version ?? '' }),
        onDone: { target: 'done', actions: assign({ terms: ({ event }) => event.output }) },
        onError: { target: 'reviewing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ accepted: context.terms as Terms }),
});
