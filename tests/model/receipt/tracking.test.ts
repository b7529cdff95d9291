// The tracking machine (the inbound record's "Add tracking"): it opens with the inbound's values
// (today as the ship date when none); nothing is sent without a carrier, a 6-40 character number
// of letters, digits or dashes, and a date; the call carries the trimmed number with the version
// read; a double click saves once; a refusal keeps the form with the server's words.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { saveTracking } from '../../../src/contract/receipt';
import { trackingMachine, trackingProblems } from '../../../src/machines/receipt/tracking.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { inboundRecord } from './fixtures';

type Snap = ReturnType<typeof trackingMachine.getInitialSnapshot>;

const events: EventFixtures<typeof trackingMachine> = {
  'tracking.opened': [{ type: 'tracking.opened', inboundId: 'ib-harbor-0003', version: 2, carrierCode: null, trackingNo: '', shipDate: null, today: '2026-03-02' }],
  'tracking.carrierChosen': [{ type: 'tracking.carrierChosen', code: 'DHL' }],
  'tracking.numberChanged': [{ type: 'tracking.numberChanged', value: ' 1Z0000001 ' }, { type: 'tracking.numberChanged', value: 'x' }],
  'tracking.dateChanged': [{ type: 'tracking.dateChanged', value: '' }],
  'tracking.submitted': [{ type: 'tracking.submitted' }],
  'tracking.closed': [{ type: 'tracking.closed' }],
};

const actors: ActorFixtures<typeof trackingMachine> = {
  save: { done: [inboundRecord('draft', 3, '1Z0000001')], error: [new CallError('envelope', 'RECEIPT_CARRIER_UNKNOWN', 'This carrier is not one of yours.')] },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, c: s.context.carrierCode, n: s.context.trackingNo, d: s.context.shipDate, p: s.context.problems, e: s.context.error?.code ?? null });
const paths = modelPaths(trackingMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('tracking machine', () => {
  it('form problems before anything is sent', () => {
    expect(trackingProblems({ carrierCode: '', trackingNo: 'abc', shipDate: '' })).toEqual(['carrier', 'number', 'date']);
    expect(trackingProblems({ carrierCode: 'DHL', trackingNo: ' 1Z0000001 ', shipDate: '2026-03-02' })).toEqual([]);
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(trackingMachine, visitedBy(trackingMachine, paths))).toEqual({ states: 5, transitions: 10 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = trackingMachine.provide({ actions: { announceSaved: () => void announced++ } });
    await replayPath(machine, path, {
      invoked: ['save'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('submitting'));
        const call = pending.get('save');
        if (call) expect(saveTracking.body?.safeParse(call.input).success).toBe(true);
        if (s.matches('submitting')) expect(s.can({ type: 'tracking.submitted' })).toBe(false);
        const sent = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'tracking.submitted' && x.state.matches('submitting')).length;
        expect(calls.save?.length ?? 0).toBe(sent);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('done') && x.event.type.startsWith('xstate.done')).length);
        if (step.event.type === 'tracking.submitted' && s.matches('editing')) expect(s.context.problems).toEqual(trackingProblems(s.context));
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(trackingMachine, runtime, 'replays');
  });

  it('a double click saves once, the number trimmed, today as the ship date', async () => {
    const sent: unknown[] = [];
    const machine = trackingMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          sent.push(input);
          return inboundRecord('draft', 3, '1Z0000001');
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'tracking.opened', inboundId: 'ib-harbor-0003', version: 2, carrierCode: null, trackingNo: '', shipDate: null, today: '2026-03-02' });
    actor.send({ type: 'tracking.carrierChosen', code: 'DHL' });
    actor.send({ type: 'tracking.numberChanged', value: ' 1Z0000001 ' });
    actor.send({ type: 'tracking.submitted' });
    actor.send({ type: 'tracking.submitted' });
    await flush();
    expect(sent).toEqual([{ id: 'ib-harbor-0003', version: 2, carrierCode: 'DHL', trackingNo: '1Z0000001', shipDate: '2026-03-02' }]);
    expect(actor.getSnapshot().value).toBe('done');
    actor.stop();
  });
});
