// The reserve machine (the request record's "Reserve"): every line starts sent in full; nothing is
// sent while a line's sent and backordered exceed the request or a refused rest has no reason (or a
// reason is given with nothing refused); the call carries each line once with the version read; a
// double click reserves once; a refusal keeps the form with the server's words.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { reserveRequest } from '../../../src/contract/receipt';
import { reserveFormProblems, reserveMachine } from '../../../src/machines/receipt/reserve.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { requestRecord } from './fixtures';

type Snap = ReturnType<typeof reserveMachine.getInitialSnapshot>;
const LINES = [
  { lineId: 'l1', requested: 10 },
  { lineId: 'l2', requested: 4 },
];

const events: EventFixtures<typeof reserveMachine> = {
  'reserve.opened': [{ type: 'reserve.opened', requestId: 'rq-harbor-0002', version: 1, lines: LINES }],
  'reserve.lineChanged': [
    { type: 'reserve.lineChanged', lineId: 'l1', reserved: 6 },
    { type: 'reserve.lineChanged', lineId: 'l1', refuseReason: 'OUT_OF_STOCK' },
    { type: 'reserve.lineChanged', lineId: 'l2', backordered: 4 },
  ],
  'reserve.submitted': [{ type: 'reserve.submitted' }],
  'reserve.closed': [{ type: 'reserve.closed' }],
};

const actors: ActorFixtures<typeof reserveMachine> = {
  reserve: { done: [requestRecord('acknowledged', 2, 1)], error: [new CallError('envelope', 'RECEIPT_REQUEST_STALE', 'This request was changed by someone else.')] },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, l: s.context.lines.map((l) => [l.reserved, l.backordered, l.refuseReason]), p: s.context.problems, e: s.context.error?.code ?? null });
const paths = modelPaths(reserveMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('reserve machine', () => {
  it('form problems before anything is sent', () => {
    const line = { lineId: 'l1', requested: 10, reserved: 10, backordered: 0, refuseReason: null };
    expect(reserveFormProblems([line])).toEqual({});
    expect(reserveFormProblems([{ ...line, backordered: 1 }])).toEqual({ l1: 'over' });
    expect(reserveFormProblems([{ ...line, reserved: 6 }])).toEqual({ l1: 'reasonMissing' });
    expect(reserveFormProblems([{ ...line, refuseReason: 'DISCONTINUED' }])).toEqual({ l1: 'reasonUnneeded' });
    expect(reserveFormProblems([{ ...line, reserved: 6, backordered: 2, refuseReason: 'PRICE_CHANGED' }])).toEqual({});
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(reserveMachine, visitedBy(reserveMachine, paths))).toEqual({ states: 5, transitions: 8 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = reserveMachine.provide({ actions: { announceReserved: () => void announced++ } });
    await replayPath(machine, path, {
      invoked: ['reserve'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('submitting'));
        const call = pending.get('reserve');
        if (call) {
          expect(reserveRequest.body?.safeParse(call.input).success).toBe(true);
          expect((call.input as { lines: unknown[] }).lines).toHaveLength(LINES.length);
          expect(reserveFormProblems(s.context.lines)).toEqual({});
        }
        if (s.matches('submitting')) expect(s.can({ type: 'reserve.submitted' })).toBe(false);
        const sent = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'reserve.submitted' && x.state.matches('submitting')).length;
        expect(calls.reserve?.length ?? 0).toBe(sent);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('done') && x.event.type.startsWith('xstate.done')).length);
        if (step.event.type === 'reserve.submitted' && s.matches('editing')) expect(s.context.problems).toEqual(reserveFormProblems(s.context.lines));
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(reserveMachine, runtime, 'replays');
  });

  it('a double click reserves once, with every line', async () => {
    const sent: unknown[] = [];
    const machine = reserveMachine.provide({
      actors: {
        reserve: fromPromise(async ({ input }) => {
          sent.push(input);
          return requestRecord('acknowledged', 2, 1);
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'reserve.opened', requestId: 'rq-harbor-0002', version: 1, lines: LINES });
    actor.send({ type: 'reserve.lineChanged', lineId: 'l1', reserved: 6, backordered: 2, refuseReason: 'OUT_OF_STOCK' });
    actor.send({ type: 'reserve.submitted' });
    actor.send({ type: 'reserve.submitted' });
    await flush();
    expect(sent).toEqual([
      {
        id: 'rq-harbor-0002',
        version: 1,
        lines: [
          { lineId: 'l1', reserved: 6, backordered: 2, refuseReason: 'OUT_OF_STOCK' },
          { lineId: 'l2', reserved: 4, backordered: 0, refuseReason: null },
        ],
      },
    ]);
    expect(actor.getSnapshot().value).toBe('done');
    actor.stop();
  });
});
