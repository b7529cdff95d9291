// Batch cancel machine (order list): the orders and the reason are checked before anything is
// sent, one call per submit (a double click sends one), one result per order, a second round
// keeps the refused orders, and the list is told to refresh only when an order was cancelled.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { BATCH_CANCEL_MAX, batchCancelOrders, type BatchCancelResult } from '../../../src/contract/order/requests';
import { batchCancelMachine, batchProblem, orderIdsOf } from '../../../src/machines/order/batchCancel.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './request-fixtures';

type Snap = ReturnType<typeof batchCancelMachine.getInitialSnapshot>;

const cancelled = (orderId: string): BatchCancelResult => ({ orderId, outcome: 'cancelled', code: null, message: null });
const refusedResult = (orderId: string): BatchCancelResult => ({ orderId, outcome: 'refused', code: 'ORDER_CANCEL_SHIPPED', message: `Order ${orderId} has already shipped 1 unit.` });

const events: EventFixtures<typeof batchCancelMachine> = {
  'batch.opened': [{ type: 'batch.opened' }],
  'batch.idsChanged': [
    { type: 'batch.idsChanged', value: 'PO00000004, PO00000006' },
    { type: 'batch.idsChanged', value: '  ' },
  ],
  'batch.reasonChanged': [
    { type: 'batch.reasonChanged', value: 'Out of stock' },
    { type: 'batch.reasonChanged', value: '' },
  ],
  'batch.submitted': [{ type: 'batch.submitted' }],
  'batch.again': [{ type: 'batch.again' }],
  'batch.dismissed': [{ type: 'batch.dismissed' }],
  'batch.closed': [{ type: 'batch.closed' }],
};

const actors: ActorFixtures<typeof batchCancelMachine> = {
  batchCancel: {
    done: (s) => {
      const ids = orderIdsOf(s.context.text);
      return [{ results: ids.map(cancelled) }, { results: ids.map(refusedResult) }];
    },
    error: [failure],
  },
};

const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    text: s.context.text,
    reason: s.context.reason,
    problem: s.context.problem,
    results: s.context.results?.map((r) => r.outcome) ?? null,
    e: s.context.error?.code ?? null,
  });

const paths = modelPaths(batchCancelMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('batch cancel machine', () => {
  it('order numbers: split on lines, commas and spaces, deduplicated; problems before sending', () => {
    expect(orderIdsOf(' PO1\nPO2, PO1 ;PO3 ')).toEqual(['PO1', 'PO2', 'PO3']);
    expect(batchProblem('', 'x')).toBe('noOrders');
    expect(batchProblem('PO1', ' ')).toBe('noReason');
    expect(batchProblem(Array.from({ length: BATCH_CANCEL_MAX + 1 }, (_, i) => `PO${i}`).join(' '), 'x')).toBe('tooMany');
    expect(batchCancelOrders.body?.safeParse({ ids: orderIdsOf('PO1 PO2'), reason: 'Out of stock' }).success).toBe(true);
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(batchCancelMachine, visitedBy(batchCancelMachine, paths))).toEqual({ states: 6, transitions: 13 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let changed = 0;
    const machine = batchCancelMachine.provide({ actions: { announceChanged: () => void changed++ } });
    await replayPath(machine, path, {
      invoked: ['batchCancel'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        expect(s.hasTag('busy')).toBe(s.matches('submitting'));
        if (s.matches('submitting')) {
          expect(pending.get('batchCancel')?.input).toEqual({ ids: orderIdsOf(s.context.text), reason: s.context.reason });
          expect(s.can({ type: 'batch.submitted' })).toBe(false);
        }
        const submits = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'batch.submitted' && x.state.matches('submitting')).length;
        expect(calls.batchCancel?.length ?? 0).toBe(submits);
        if (step.event.type === 'batch.submitted' && s.matches('editing')) expect(s.context.problem).toBe(batchProblem(s.context.text, s.context.reason));
        if (step.event.type === 'batch.again') expect(orderIdsOf(s.context.text)).toEqual((before?.context.results ?? []).filter((r) => r.outcome === 'refused').map((r) => r.orderId));
        if (step.event.type === 'batch.closed' && before?.matches('results')) expect(changed).toBe(before.context.results?.some((r) => r.outcome === 'cancelled') ? 1 : 0);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(batchCancelMachine, runtime, 'replays');
  });

  it('a double click on submit sends one call', async () => {
    const sent: unknown[] = [];
    const machine = batchCancelMachine.provide({
      actors: {
        batchCancel: fromPromise(async ({ input }: { input: { ids: string[]; reason: string } }) => {
          sent.push(input);
          return { results: input.ids.map(cancelled) };
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'batch.opened' });
    actor.send({ type: 'batch.idsChanged', value: 'PO1\nPO2' });
    actor.send({ type: 'batch.reasonChanged', value: 'Out of stock' });
    actor.send({ type: 'batch.submitted' });
    actor.send({ type: 'batch.submitted' });
    await flush();
    expect(sent).toEqual([{ ids: ['PO1', 'PO2'], reason: 'Out of stock' }]);
    expect(actor.getSnapshot().context.results?.map((r) => r.outcome)).toEqual(['cancelled', 'cancelled']);
    actor.stop();
  });
});
