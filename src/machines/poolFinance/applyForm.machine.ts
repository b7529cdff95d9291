// An application for early payment (/poolFinance/applyForm): the limit and its settlements read,
// settlements picked (one currency), an amount within what they allow, the price shown as it is
// typed (price.ts, the server's own rule), then sent once with a request id made for the form.
//   loading     loadLimit (invoke 'loadLimit'); tag 'busy'. Done -> editing (the picks kept that
//               are still offered); failure -> loadFailed.
//   loadFailed  context.error; applyForm.retry -> loading.
//   editing     applyForm.toggled picks or unpicks a settlement, applyForm.amountChanged keeps the
//               text (both clear the problems and the error). applyForm.submitted -> submitting
//               when quoteOf() finds no problem, else stays with context.problems.
//               applyForm.reload -> loading (after a stale refusal: the settlements read again).
//   submitting  apply (invoke 'apply'); tag 'busy'. A second submit is not handled here, so a
//               double click sends one call; a repeat of the request id answers the same
//               application. Done -> done with context.application (announceApplied); failure ->
//               editing with context.error (the server's words).
//   done        final: the application was sent.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { applyForFinancing, getPoolFinanceLimit, type Application, type PoolFinanceLimit } from '../../contract/poolFinance/applications';
import { centsText, daysBetween, priceOf, toCents, type PoolFinancePrice } from '../../contract/poolFinance/price';
import { toMachineError, type MachineError } from '../support/errors';

export type ApplyProblem = 'settlements' | 'currency' | 'amount' | 'overLimit';

export interface ApplyFormContext {
  requestId: string;
  limit: PoolFinanceLimit | null;
  picked: readonly string[];
  amount: string;
  problems: readonly ApplyProblem[];
  error: MachineError | null;
  application: Application | null;
}

export type ApplyFormEvent =
  | { type: 'applyForm.retry' }
  | { type: 'applyForm.reload' }
  | { type: 'applyForm.toggled'; number: string }
  | { type: 'applyForm.amountChanged'; amount: string }
  | { type: 'applyForm.submitted' };

export interface Quote {
  currency: string | null;
  /** the most that may be asked: the lesser of the currency's limit and 80 % of the picks */
  cap: string | null;
  dueDate: string | null;
  price: PoolFinancePrice | null;
  problems: ApplyProblem[];
}

/** What the picks and the amount allow, their price, and what is wrong before anything is sent. */
export function quoteOf(c: Pick<ApplyFormContext, 'limit' | 'picked' | 'amount'>): Quote {
  const picks = (c.limit?.settlements ?? []).filter((s) => c.picked.includes(s.number));
  const problems: ApplyProblem[] = [];
  if (picks.length === 0) problems.push('settlements');
  const currencies = [...new Set(picks.map((p) => p.currency))];
  if (currencies.length > 1) problems.push('currency');
  const currency = currencies.length === 1 ? currencies[0]! : null;
  const limit = currency ? toCents(c.limit?.limits.find((l) => l.currency === currency)?.limit ?? '0') ?? 0n : null;
  const advance = picks.reduce((sum, p) => sum + (toCents(p.advance) ?? 0n), 0n);
  const cap = limit === null ? null : limit < advance ? limit : advance;
  const amount = /^\d{1,13}(\.\d{1,2})?$/.test(c.amount.trim()) ? toCents(c.amount) : null;
  if (amount === null || amount <= 0n) problems.push('amount');
  else if (cap !== null && amount > cap) problems.push('overLimit');
  const dueDate = picks.map((p) => p.dueDate).sort()[0] ?? null;
  const today = c.limit?.today;
  const price = amount !== null && amount > 0n && dueDate && today ? priceOf(amount, daysBetween(new Date(`${today}T00:00:00Z`), new Date(`${dueDate}T00:00:00Z`))) : null;
  return { currency, cap: cap === null ? null : centsText(cap), dueDate, price, problems };
}

const edited = { problems: [], error: null };

export const applyFormMachine = setup({
  types: {
    context: {} as ApplyFormContext,
    events: {} as ApplyFormEvent,
    input: {} as { requestId: string },
    children: {} as { loadLimit: 'loadLimit'; apply: 'apply' },
  },
  actors: {
    loadLimit: fromPromise<PoolFinanceLimit>(({ signal }) => call(getPoolFinanceLimit, {}, { signal, quiet: true })),
    apply: fromPromise<Application, { requestId: string; settlements: { number: string; version: number }[]; amount: string }>(({ input, signal }) =>
      call(applyForFinancing, { body: input }, { signal, save: true }),
    ),
  },
  actions: {
    /** The application was sent (provided by the screen: a toast, the list opened). */
    announceApplied: () => {},
  },
  guards: {
    valid: ({ context }) => quoteOf(context).problems.length === 0,
  },
}).createMachine({
  id: 'poolFinanceApplyForm',
  context: ({ input }) => ({ requestId: input.requestId, limit: null, picked: [], amount: '', problems: [], error: null, application: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLimit',
        src: 'loadLimit',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            limit: event.output,
            picked: context.picked.filter((n) => event.output.settlements.some((s) => s.number === n && !s.financed)),
            error: null,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: { on: { 'applyForm.retry': 'loading' } },
    editing: {
      on: {
        'applyForm.toggled': {
          actions: assign(({ context, event }) => ({
            picked: context.picked.includes(event.number) ? context.picked.filter((n) => n !== event.number) : [...context.picked, event.number],
            ...edited,
          })),
        },
        'applyForm.amountChanged': { actions: assign(({ event }) => ({ amount: event.amount, ...edited })) },
        'applyForm.reload': 'loading',
        'applyForm.submitted': [
          { guard: 'valid', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ problems: ({ context }) => quoteOf(context).problems }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({
          requestId: context.requestId,
          settlements: (context.limit?.settlements ?? []).filter((s) => context.picked.includes(s.number)).map((s) => ({ number: s.number, version: s.version })),
          amount: context.amount.trim(),
        }),
        onDone: { target: 'done', actions: [assign({ application: ({ event }) => event.output }), 'announceApplied'] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
