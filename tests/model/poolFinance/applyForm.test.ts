// The pool financing form machine (/poolFinance/applyForm): the limit loads first (a failure can be
// retried); nothing is sent without a settlement picked and an amount within what it allows; the
// price is the server's rule; a double click sends once with the form's request id; a refusal keeps
// the form with the server's words, and a reload reads the settlements again keeping the picks.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { applyForFinancing, type Application, type PoolFinanceLimit } from '../../../src/contract/poolFinance/applications';
import { applyFormMachine, quoteOf } from '../../../src/machines/poolFinance/applyForm.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

type Snap = ReturnType<typeof applyFormMachine.getInitialSnapshot>;

const settlement = (number: string, currency: string, amount: string, advance: string, financed = false) => ({ number, period: '2026-01', currency, amount, advance, openDisputes: 0, dueDate: '2026-04-02', version: 3, financed });
const limit: PoolFinanceLimit = {
  rate: '8.00',
  today: '2026-03-02',
  limits: [
    { currency: 'USD', advance: '1200.00', outstanding: '400.00', limit: '800.00' },
    { currency: 'CNY', advance: '80.00', outstanding: '0.00', limit: '80.00' },
  ],
  settlements: [settlement('ST202601-C001', 'USD', '1000.00', '800.00'), settlement('ST202601-C002', 'USD', '500.00', '400.00', true), settlement('ST202601-C003', 'CNY', '100.00', '80.00')],
};
const application: Application = {
  number: 'PF20260302-0003',
  status: 'submitted',
  amount: 100,
  fee: 0.66,
  discountPercent: 0.66,
  apr: 8.05,
  currency: 'USD',
  dueDate: '2026-04-02',
  settlements: 'ST202601-C001',
  reason: null,
  createdAt: '2026-03-02T08:00:00.000Z',
  decidedAt: null,
};
const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
const requestId = '6f1c1e0e-8d5e-4b55-9a0a-1d2f3c4b5a69';

const events: EventFixtures<typeof applyFormMachine> = {
  'applyForm.retry': [{ type: 'applyForm.retry' }],
  'applyForm.reload': [{ type: 'applyForm.reload' }],
  'applyForm.toggled': [{ type: 'applyForm.toggled', number: 'ST202601-C001' }],
  'applyForm.amountChanged': [{ type: 'applyForm.amountChanged', amount: '100.00' }],
  'applyForm.submitted': [{ type: 'applyForm.submitted' }],
};
const actors: ActorFixtures<typeof applyFormMachine> = {
  loadLimit: { done: [limit], error: [failure] },
  apply: { done: [application], error: [new CallError('envelope', 'POOL_FINANCE_STALE', 'Settlement ST202601-C001 was changed since you read it.')] },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, p: s.context.picked, a: s.context.amount, x: s.context.problems, e: s.context.error?.code ?? null, l: !!s.context.limit });
const input = { requestId };
const paths = modelPaths(applyFormMachine, { events, actors, serializeState, input });
const runtime = emptyVisits();

describe('pool financing form machine', () => {
  it('the quote: the cap is the lesser of the limit and 80 % of the picks, one currency, priced to the earliest due date', () => {
    expect(quoteOf({ limit, picked: [], amount: '' }).problems).toEqual(['settlements', 'amount']);
    expect(quoteOf({ limit, picked: ['ST202601-C001'], amount: '800.01' })).toMatchObject({ currency: 'USD', cap: '800.00', problems: ['overLimit'] });
    expect(quoteOf({ limit, picked: ['ST202601-C001', 'ST202601-C003'], amount: '10' }).problems).toEqual(['currency']);
    expect(quoteOf({ limit, picked: ['ST202601-C001'], amount: '1.234' }).problems).toEqual(['amount']);
    // 1000.00 for 31 days at 8 %: 6.79
    expect(quoteOf({ limit: { ...limit, limits: [{ currency: 'USD', advance: '2000.00', outstanding: '0.00', limit: '2000.00' }] }, picked: ['ST202601-C001'], amount: '800' }).price).toEqual({ fee: '5.44', discountPercent: '0.68', apr: '8.06', days: 31 });
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(applyFormMachine, visitedBy(applyFormMachine, paths, input))).toEqual({ states: 6, transitions: 10 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = applyFormMachine.provide({ actions: { announceApplied: () => void announced++ } });
    await replayPath(machine, path, {
      input,
      invoked: ['loadLimit', 'apply'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('submitting'));
        const sent = pending.get('apply');
        if (sent) expect(applyForFinancing.body?.safeParse(sent.input).success).toBe(true);
        if (s.matches('submitting')) expect(s.can({ type: 'applyForm.submitted' })).toBe(false);
        const submits = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'applyForm.submitted' && x.state.matches('submitting')).length;
        expect(calls.apply?.length ?? 0).toBe(submits);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('done')).length);
        if (step.event.type === 'applyForm.submitted' && s.matches('editing')) expect(s.context.problems).toEqual(quoteOf(s.context).problems);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(applyFormMachine, runtime, 'replays');
  });

  it('a double click sends once, with the request id and the versions read; a reload keeps the picks still offered', async () => {
    const sent: unknown[] = [];
    let loads = 0;
    const machine = applyFormMachine.provide({
      actors: {
        loadLimit: fromPromise(async () => (loads++ === 0 ? limit : { ...limit, settlements: limit.settlements.slice(1) })),
        apply: fromPromise(async ({ input }) => {
          sent.push(input);
          if (sent.length === 1) throw new CallError('envelope', 'POOL_FINANCE_STALE', 'changed');
          return application;
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    actor.send({ type: 'applyForm.toggled', number: 'ST202601-C001' });
    actor.send({ type: 'applyForm.amountChanged', amount: '100' });
    actor.send({ type: 'applyForm.submitted' });
    actor.send({ type: 'applyForm.submitted' });
    await flush();
    expect(sent).toEqual([{ requestId, settlements: [{ number: 'ST202601-C001', version: 3 }], amount: '100' }]);
    expect(actor.getSnapshot().context.error?.code).toBe('POOL_FINANCE_STALE');
    actor.send({ type: 'applyForm.reload' });
    await flush();
    expect(actor.getSnapshot().context.picked).toEqual([]);
    actor.stop();
  });
});
