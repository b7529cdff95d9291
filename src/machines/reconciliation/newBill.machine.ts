// A new reconciliation bill (/reconciliation/newBill): the provider picked from the tenant's
// logistics channels with a cost setting, the period from the last twelve months.
//   loading     loadProviders (invoke 'loadProviders'); tag 'busy'. Done -> editing with the
//               providers; failure -> loadFailed.
//   loadFailed  context.error; newBill.retry -> loading.
//   editing     newBill.providerChosen, newBill.periodChosen keep the choice (and clear the problems
//               and the error). newBill.submitted -> submitting when newBillProblems() finds none,
//               else stays with context.problems.
//   submitting  create (invoke 'create'); tag 'busy'. A second submit is not handled here, so a
//               double click sends one call. Done -> done with context.bill (announceCreated: the
//               screen opens the bill); failure -> editing with context.error (the server's words).
//   done        final: the bill was made.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { createBill, listProviders, type ReconciliationBill, type ReconciliationProvider } from '../../contract/reconciliation/bills';
import { toMachineError, type MachineError } from '../support/errors';

export type NewBillProblem = 'provider' | 'period';

export interface NewBillContext {
  providers: readonly ReconciliationProvider[];
  providerCode: string;
  period: string;
  problems: readonly NewBillProblem[];
  error: MachineError | null;
  bill: ReconciliationBill | null;
}

export type NewBillEvent =
  | { type: 'newBill.retry' }
  | { type: 'newBill.providerChosen'; code: string }
  | { type: 'newBill.periodChosen'; period: string }
  | { type: 'newBill.submitted' };

/** The last twelve months before and including the one of `today` (YYYY-MM-DD), newest first. */
export function recentPeriods(today: string): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** What is missing before anything is sent. */
export function newBillProblems(c: Pick<NewBillContext, 'providerCode' | 'period'>): NewBillProblem[] {
  const out: NewBillProblem[] = [];
  if (!c.providerCode) out.push('provider');
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(c.period)) out.push('period');
  return out;
}

const edited = { problems: [], error: null };

export const newBillMachine = setup({
  types: {
    context: {} as NewBillContext,
    events: {} as NewBillEvent,
    input: {} as { period: string },
    children: {} as { loadProviders: 'loadProviders'; create: 'create' },
  },
  actors: {
    loadProviders: fromPromise<ReconciliationProvider[]>(({ signal }) => call(listProviders, {}, { signal, quiet: true })),
    create: fromPromise<ReconciliationBill, { providerCode: string; period: string }>(({ input, signal }) =>
      call(createBill, { body: { providerCode: input.providerCode, type: 'logisticsCost', period: input.period } }, { signal, save: true }),
    ),
  },
  actions: {
    /** The bill was made (provided by the screen: a toast, the bill opened). */
    announceCreated: () => {},
  },
  guards: {
    valid: ({ context }) => newBillProblems(context).length === 0,
  },
}).createMachine({
  id: 'reconciliationNewBill',
  context: ({ input }) => ({ providers: [], providerCode: '', period: input.period, problems: [], error: null, bill: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProviders',
        src: 'loadProviders',
        onDone: { target: 'editing', actions: assign({ providers: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'newBill.retry': 'loading' },
    },
    editing: {
      on: {
        'newBill.providerChosen': { actions: assign(({ event }) => ({ providerCode: event.code, ...edited })) },
        'newBill.periodChosen': { actions: assign(({ event }) => ({ period: event.period, ...edited })) },
        'newBill.submitted': [
          { guard: 'valid', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ problems: ({ context }) => newBillProblems(context) }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({ providerCode: context.providerCode, period: context.period }),
        onDone: { target: 'done', actions: [assign({ bill: ({ event }) => event.output }), 'announceCreated'] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
