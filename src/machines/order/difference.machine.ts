// The difference order of one arrival (contract src/contract/order/extras.ts: difference order,
// difference answer), on /order/arrivalInfo/:id: what the platform warehouse received against
// what the appointment announced, per order line that differs, and the supplier's answer. An open
// difference order can be accepted (after a confirmation) or disputed with a note, once.
//   loading     loadDifference (invoke 'loadDifference': order.differenceOrder); tag 'busy'. Done
//               -> viewing; failure -> loadFailed.
//   loadFailed  context.error; difference.retry -> loading.
//   viewing     context.difference. When it is open: difference.acceptRequested -> confirming;
//               difference.disputeRequested -> disputing. difference.reloadRequested -> loading.
//   confirming  the accept dialog; difference.confirmed -> submitting; difference.dismissed.
//   disputing   context.note; difference.noteChanged; difference.saved -> submitting when the
//               note is 1..500 characters, else showProblems; difference.dismissed.
//   submitting  answerDifference (invoke: the answer with the version read); tag 'busy'. Only
//               reached from a dialog, so a double click sends one call. Done -> viewing with the
//               answer (announceDone); failure -> stale (ORDER_DIFFERENCE_STALE or _ANSWERED:
//               someone else answered) or failed.
//   stale       difference.reloadRequested -> loading.
//   failed      context.error; difference.dismissed -> viewing; difference.reloadRequested.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { answerDifferenceOrder, DIFFERENCE_NOTE_MAX, getDifferenceOrder, OrderExtrasErrorCode, type DifferenceAnswer, type DifferenceOrder } from '../../contract';
import { toMachineError, type MachineError } from '../support/errors';

export interface DifferenceInput {
  formNo: string;
}

export interface DifferenceContext {
  formNo: string;
  difference: DifferenceOrder | null;
  answer: DifferenceAnswer | null;
  note: string;
  showProblems: boolean;
  error: MachineError | null;
}

export type DifferenceEvent =
  | { type: 'difference.retry' }
  | { type: 'difference.reloadRequested' }
  | { type: 'difference.acceptRequested' }
  | { type: 'difference.disputeRequested' }
  | { type: 'difference.noteChanged'; value: string }
  | { type: 'difference.saved' }
  | { type: 'difference.confirmed' }
  | { type: 'difference.dismissed' };

export interface AnswerInput {
  formNo: string;
  version: number;
  answer: DifferenceAnswer;
  note: string;
}

export type NoteProblem = 'noteRequired' | 'noteTooLong';
export function noteProblems(note: string): NoteProblem[] {
  const n = note.trim();
  return !n ? ['noteRequired'] : n.length > DIFFERENCE_NOTE_MAX ? ['noteTooLong'] : [];
}

const errorOf = (event: unknown) => toMachineError((event as { error: unknown }).error);

export const differenceMachine = setup({
  types: {
    context: {} as DifferenceContext,
    events: {} as DifferenceEvent,
    input: {} as DifferenceInput,
    children: {} as { loadDifference: 'loadDifference'; answerDifference: 'answerDifference' },
  },
  actors: {
    loadDifference: fromPromise<DifferenceOrder, { formNo: string }>(({ input, signal }) => call(getDifferenceOrder, { body: { formNo: input.formNo } }, { signal, quiet: true })),
    answerDifference: fromPromise<DifferenceOrder, AnswerInput>(({ input, signal }) => call(answerDifferenceOrder, { body: input }, { signal, save: true })),
  },
  actions: {
    /** The answer was recorded (provided by the screen: a toast). */
    announceDone: () => {},
    takeError: assign({ error: ({ event }) => errorOf(event) }),
    clearForm: assign({ answer: null, note: '', showProblems: false }),
  },
  guards: {
    isOpen: ({ context }) => context.difference?.status === 'open',
    noteValid: ({ context }) => noteProblems(context.note).length === 0,
    staleError: ({ event }) => [OrderExtrasErrorCode.differenceStale, OrderExtrasErrorCode.differenceAnswered].includes(errorOf(event).code as never),
  },
}).createMachine({
  id: 'differenceOrder',
  context: ({ input }) => ({ formNo: input.formNo, difference: null, answer: null, note: '', showProblems: false, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDifference',
        src: 'loadDifference',
        input: ({ context }) => ({ formNo: context.formNo }),
        onDone: { target: 'viewing', actions: assign({ difference: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: 'takeError' },
      },
    },
    loadFailed: { on: { 'difference.retry': 'loading' } },
    viewing: {
      entry: 'clearForm',
      on: {
        'difference.reloadRequested': 'loading',
        'difference.acceptRequested': { guard: 'isOpen', target: 'confirming', actions: assign({ answer: 'accept' as const }) },
        'difference.disputeRequested': { guard: 'isOpen', target: 'disputing', actions: assign({ answer: 'dispute' as const }) },
      },
    },
    confirming: { on: { 'difference.confirmed': 'submitting', 'difference.dismissed': 'viewing' } },
    disputing: {
      on: {
        'difference.noteChanged': { actions: assign({ note: ({ event }) => event.value }) },
        'difference.saved': [{ guard: 'noteValid', target: 'submitting' }, { actions: assign({ showProblems: true }) }],
        'difference.dismissed': 'viewing',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'answerDifference',
        src: 'answerDifference',
        input: ({ context }) => ({
          formNo: context.formNo,
          version: context.difference?.version ?? 0,
          answer: context.answer ?? 'accept',
          note: context.answer === 'dispute' ? context.note.trim() : '',
        }),
        onDone: { target: 'viewing', actions: [assign({ difference: ({ event }) => event.output }), 'announceDone'] },
        onError: [
          { guard: 'staleError', target: 'stale', actions: 'takeError' },
          { target: 'failed', actions: 'takeError' },
        ],
      },
    },
    stale: { on: { 'difference.reloadRequested': 'loading' } },
    failed: { on: { 'difference.dismissed': 'viewing', 'difference.reloadRequested': 'loading' } },
  },
});
