// Matching a channel sku to one of our skus from the match list ("Change match"): the skus of the
// channel sku's cart are read and offered in a picker (never a typed code; the current match and
// the skus another channel sku has are named), the chosen one is sent once with the version read.
// States:
//   closed      no dialog
//   loading     reading our skus of the cart
//   loadFailed  that read failed (retry, or close)
//   choosing    the picker; a refusal of the last save (taken, stale) is shown here
//   saving      the match is on its way (a double click sends once)
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { getMatchCandidates, modifyMatch, type MatchCandidate, type MatchRow } from '../../contract/product/match';
import { toMachineError, type MachineError } from '../support/errors';

export interface MatchPickContext {
  row: MatchRow | null;
  candidates: MatchCandidate[];
  chosen: string;
  error: MachineError | null;
}

export type MatchPickEvent =
  | { type: 'match.opened'; row: MatchRow }
  | { type: 'match.chosen'; productSkuId: string }
  | { type: 'match.submitted' }
  | { type: 'match.retry' }
  | { type: 'match.closed' };

const closed: MatchPickContext = { row: null, candidates: [], chosen: '', error: null };

export const matchPickMachine = setup({
  types: {
    context: {} as MatchPickContext,
    events: {} as MatchPickEvent,
    children: {} as { candidates: 'candidates'; save: 'save' },
  },
  actors: {
    candidates: fromPromise<MatchCandidate[], { id: string }>(({ input, signal }) => call(getMatchCandidates, { query: { id: input.id } }, { signal, quiet: true })),
    save: fromPromise<MatchRow, { id: string; version: number; productSkuId: string }>(({ input, signal }) => call(modifyMatch, { body: input }, { signal, save: true })),
  },
  actions: {
    /** The match was saved (provided by the screen: a toast, the list read again). */
    announceSaved: () => {},
  },
  guards: {
    // a different sku than the current match
    changed: ({ context }) => context.chosen !== '' && context.chosen !== context.row?.productSkuId,
  },
}).createMachine({
  id: 'matchPick',
  context: closed,
  initial: 'closed',
  states: {
    closed: {
      on: { 'match.opened': { target: 'loading', actions: assign(({ event }) => ({ ...closed, row: event.row, chosen: event.row.productSkuId ?? '' })) } },
    },
    loading: {
      invoke: {
        id: 'candidates',
        src: 'candidates',
        input: ({ context }) => ({ id: context.row?.id ?? '' }),
        onDone: { target: 'choosing', actions: assign({ candidates: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
      on: { 'match.closed': { target: 'closed', actions: assign(closed) } },
    },
    loadFailed: {
      on: {
        'match.retry': { target: 'loading', actions: assign({ error: null }) },
        'match.closed': { target: 'closed', actions: assign(closed) },
      },
    },
    choosing: {
      on: {
        'match.chosen': { actions: assign({ chosen: ({ event }) => event.productSkuId, error: null }) },
        'match.submitted': { guard: 'changed', target: 'saving', actions: assign({ error: null }) },
        'match.closed': { target: 'closed', actions: assign(closed) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ id: context.row?.id ?? '', version: context.row?.version ?? 1, productSkuId: context.chosen }),
        onDone: { target: 'closed', actions: ['announceSaved', assign(closed)] },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
  },
});
