// The new-bill machine (/reconciliation/newBill): the providers load first (a failure can be
// retried); nothing is sent without a provider and a period; the call carries the logistics cost
// type; a double click creates once; a refusal keeps the form with the server's words.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createBill, type ReconciliationBill } from '../../../src/contract/reconciliation/bills';
import { newBillMachine, newBillProblems, recentPeriods } from '../../../src/machines/reconciliation/newBill.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

type Snap = ReturnType<typeof newBillMachine.getInitialSnapshot>;

const provider = { code: 'UPS-GND', name: 'UPS Ground (US domestic)', carrier: 'UPS', currency: 'USD' };
const bill: ReconciliationBill = {
  id: 'rb_1',
  billNo: 'RB202603-001',
  providerCode: 'UPS-GND',
  providerName: 'UPS Ground (US domestic)',
  type: 'logisticsCost',
  period: '2026-03',
  status: 'draft',
  lineCount: 0,
  differenceCount: 0,
  openCount: 0,
  billedTotal: 0,
  expectedTotal: 0,
  differenceTotal: 0,
  currency: 'USD',
  createdAt: '2026-03-02T00:00:00.000Z',
  createdBy: 'Grace Lin',
  version: 1,
};
const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');

const events: EventFixtures<typeof newBillMachine> = {
  'newBill.retry': [{ type: 'newBill.retry' }],
  'newBill.providerChosen': [{ type: 'newBill.providerChosen', code: 'UPS-GND' }],
  'newBill.periodChosen': [{ type: 'newBill.periodChosen', period: '' }],
  'newBill.submitted': [{ type: 'newBill.submitted' }],
};
const actors: ActorFixtures<typeof newBillMachine> = {
  loadProviders: { done: [[provider]], error: [failure] },
  create: { done: [bill], error: [new CallError('envelope', 'RECONCILIATION_BILL_EXISTS', 'Bill RB202603-001 is already of this provider, type and period.')] },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, p: s.context.providerCode, d: s.context.period, x: s.context.problems, e: s.context.error?.code ?? null });
const input = { period: '2026-03' };
const paths = modelPaths(newBillMachine, { events, actors, serializeState, input });
const runtime = emptyVisits();

describe('new bill machine', () => {
  it('periods and form problems before anything is sent', () => {
    expect(recentPeriods('2026-03-02').slice(0, 4)).toEqual(['2026-03', '2026-02', '2026-01', '2025-12']);
    expect(newBillProblems({ providerCode: '', period: '' })).toEqual(['provider', 'period']);
    expect(newBillProblems({ providerCode: 'UPS-GND', period: '2026-03' })).toEqual([]);
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(newBillMachine, visitedBy(newBillMachine, paths, input))).toEqual({ states: 6, transitions: 9 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = newBillMachine.provide({ actions: { announceCreated: () => void announced++ } });
    await replayPath(machine, path, {
      input,
      invoked: ['loadProviders', 'create'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('submitting'));
        const sent = pending.get('create');
        if (sent) expect(createBill.body?.safeParse({ ...(sent.input as object), type: 'logisticsCost' }).success).toBe(true);
        if (s.matches('submitting')) expect(s.can({ type: 'newBill.submitted' })).toBe(false);
        const submits = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'newBill.submitted' && x.state.matches('submitting')).length;
        expect(calls.create?.length ?? 0).toBe(submits);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('done')).length);
        if (step.event.type === 'newBill.submitted' && s.matches('editing')) expect(s.context.problems).toEqual(newBillProblems(s.context));
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(newBillMachine, runtime, 'replays');
  });

  it('a double click creates once, of the logistics cost type', async () => {
    const sent: unknown[] = [];
    const machine = newBillMachine.provide({
      actors: {
        loadProviders: fromPromise(async () => [provider]),
        create: fromPromise(async ({ input }) => {
          sent.push(input);
          return bill;
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    actor.send({ type: 'newBill.providerChosen', code: 'UPS-GND' });
    actor.send({ type: 'newBill.submitted' });
    actor.send({ type: 'newBill.submitted' });
    await flush();
    expect(sent).toEqual([{ providerCode: 'UPS-GND', period: '2026-03' }]);
    expect(actor.getSnapshot().context.bill?.billNo).toBe('RB202603-001');
    actor.stop();
  });
});
