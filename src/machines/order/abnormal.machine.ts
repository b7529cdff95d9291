// One order exception and its resolution (/order/abnormalInfo/:id; contract
// src/contract/order/abnormal.ts). The screen offers "Resolve" only while the exception is open.
//   loading       loadRecord (invoke 'loadRecord': order.abnormalInfo); tag 'busy'. Done ->
//                 viewing; failure -> loadFailed.
//   loadFailed    context.error; abnormal.retry -> loading.
//   viewing       context.record. abnormal.resolveRequested -> resolving when it is open;
//                 abnormal.reloadRequested -> loading.
//   resolving     context.note (the resolution being typed). abnormal.noteChanged;
//                 abnormal.saved -> submitting when the note is not blank and not too long, else
//                 stays with showProblems; abnormal.dismissed -> viewing.
//   submitting    resolve (invoke 'resolve' with the version read); tag 'busy'. Only reachable
//                 from the dialog, so a double click sends one call. Done -> viewing with the
//                 resolved record (announceDone); failure -> stale (ORDER_ABNORMAL_STALE or
//                 ORDER_ABNORMAL_RESOLVED: someone else acted) or failed.
//   stale         abnormal.reloadRequested -> loading.
//   failed        context.error; abnormal.dismissed -> resolving (the note kept).
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { AbnormalErrorCode, getAbnormal, RESOLUTION_MAX, resolveAbnormal, type AbnormalRow } from '../../contract';
import { toMachineError, type MachineError } from '../support/errors';

export type NoteProblem = 'required' | 'tooLong';

export function noteProblem(note: string): NoteProblem | null {
  const text = note.trim();
  if (text === '') return 'required';
  return text.length > RESOLUTION_MAX ? 'tooLong' : null;
}

export interface AbnormalContext {
  id: string;
  record: AbnormalRow | null;
  note: string;
  showProblems: boolean;
  error: MachineError | null;
}

export type AbnormalEvent =
  | { type: 'abnormal.retry' }
  | { type: 'abnormal.reloadRequested' }
  | { type: 'abnormal.resolveRequested' }
  | { type: 'abnormal.noteChanged'; value: string }
  | { type: 'abnormal.saved' }
  | { type: 'abnormal.dismissed' };

export interface ResolveInput {
  id: string;
  version: number;
  resolution: string;
}

const staleCodes: readonly string[] = [AbnormalErrorCode.stale, AbnormalErrorCode.alreadyResolved, 'SYS_CONFLICT'];

export const abnormalMachine = setup({
  types: {
    context: {} as AbnormalContext,
    events: {} as AbnormalEvent,
    input: {} as { id: string },
    children: {} as { loadRecord: 'loadRecord'; resolve: 'resolve' },
  },
  actors: {
    loadRecord: fromPromise<AbnormalRow, { id: string }>(({ input, signal }) => call(getAbnormal, { params: { id: input.id } }, { signal, quiet: true })),
    resolve: fromPromise<AbnormalRow, ResolveInput>(({ input, signal }) => call(resolveAbnormal, { body: input }, { signal, save: true })),
  },
  actions: {
    /** The exception was resolved (provided by the screen: a toast). */
    announceDone: () => {},
    takeError: assign({ error: ({ event }) => toMachineError((event as unknown as { error: unknown }).error) }),
    takeRecord: assign({ record: ({ event }) => (event as unknown as { output: AbnormalRow }).output, error: null }),
  },
  guards: {
    isOpen: ({ context }) => context.record?.status === 'open',
    noteValid: ({ context }) => noteProblem(context.note) === null,
    staleError: ({ event }) => staleCodes.includes(toMachineError((event as unknown as { error: unknown }).error).code),
  },
}).createMachine({
  id: 'abnormal',
  context: ({ input }) => ({ id: input.id, record: null, note: '', showProblems: false, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'viewing', actions: 'takeRecord' },
        onError: { target: 'loadFailed', actions: 'takeError' },
      },
    },
    loadFailed: { on: { 'abnormal.retry': 'loading' } },
    viewing: {
      on: {
        'abnormal.reloadRequested': 'loading',
        'abnormal.resolveRequested': { guard: 'isOpen', target: 'resolving', actions: assign({ note: '', showProblems: false }) },
      },
    },
    resolving: {
      on: {
        'abnormal.noteChanged': { actions: assign({ note: ({ event }) => event.value }) },
        'abnormal.saved': [{ guard: 'noteValid', target: 'submitting' }, { actions: assign({ showProblems: true }) }],
        'abnormal.dismissed': 'viewing',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'resolve',
        src: 'resolve',
        input: ({ context }) => ({ id: context.id, version: context.record?.version ?? 0, resolution: context.note.trim() }),
        onDone: { target: 'viewing', actions: ['takeRecord', 'announceDone'] },
        onError: [
          { guard: 'staleError', target: 'stale', actions: 'takeError' },
          { target: 'failed', actions: 'takeError' },
        ],
      },
    },
    stale: { on: { 'abnormal.reloadRequested': 'loading' } },
    failed: { on: { 'abnormal.dismissed': 'resolving' } },
  },
});
