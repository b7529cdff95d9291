// The same-product request machine (the relation search's "Request a relation"): nothing is sent
// while a picker is empty or the note too long; a refusal (PRODUCT_SAME_CATEGORY) keeps the form;
// one request per confirmation (a double click sends one); every path of the model replays.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { requestSameRelation } from '../../../src/contract/product/same';
import { requestProblems, sameRequestMachine } from '../../../src/machines/product/sameRequest.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './fixtures';
import { relation } from './same-fixtures';

type Snap = ReturnType<typeof sameRequestMachine.getInitialSnapshot>;

const events: EventFixtures<typeof sameRequestMachine> = {
  'request.opened': [{ type: 'request.opened' }],
  'request.fieldChanged': [
    { type: 'request.fieldChanged', field: 'productCode', value: 'SPU000003' },
    { type: 'request.fieldChanged', field: 'standardCode', value: 'STD1A2B3C4D' },
  ],
  'request.submitted': [{ type: 'request.submitted' }],
  'request.closed': [{ type: 'request.closed' }],
};

const actors: ActorFixtures<typeof sameRequestMachine> = {
  request: { done: [relation('confirmed', 1)], error: [new CallError('envelope', 'PRODUCT_SAME_CATEGORY', 'The platform does not accept this relation.'), failure] },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, p: s.context.productCode, s: s.context.standardCode, pr: s.context.problems, e: s.context.error?.code ?? null });

const paths = modelPaths(sameRequestMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('same-product request machine', () => {
  it('form problems before anything is sent', () => {
    expect(requestProblems({ productCode: '', standardCode: ' ', note: '' })).toEqual({ productCode: 'required', standardCode: 'required' });
    expect(requestProblems({ productCode: 'SPU1', standardCode: 'STD1', note: 'x'.repeat(201) })).toEqual({ note: 'tooLong' });
    expect(requestProblems({ productCode: 'SPU1', standardCode: 'STD1', note: '' })).toEqual({});
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(sameRequestMachine, visitedBy(sameRequestMachine, paths))).toEqual({ states: 5, transitions: 8 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = sameRequestMachine.provide({ actions: { announceRequested: () => void announced++ } });
    await replayPath(machine, path, {
      invoked: ['request'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('submitting'));
        const call = pending.get('request');
        if (call) {
          const input = call.input as { productCode: string; standardCode: string; note: string };
          expect(Object.keys(requestProblems(input))).toEqual([]);
          expect(requestSameRelation.body?.safeParse(input).success).toBe(true);
        }
        if (s.matches('submitting')) expect(s.can({ type: 'request.submitted' })).toBe(false);
        const sent = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'request.submitted' && x.state.matches('submitting')).length;
        expect(calls.request?.length ?? 0).toBe(sent);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('done') && x.event.type.startsWith('xstate.done')).length);
        if (step.event.type === 'request.submitted' && s.matches('editing')) expect(s.context.problems).toEqual(requestProblems(s.context));
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(sameRequestMachine, runtime, 'replays');
  });

  it('a double click on send requests once, with the codes trimmed', async () => {
    const sent: unknown[] = [];
    const machine = sameRequestMachine.provide({
      actors: {
        request: fromPromise(async ({ input }) => {
          sent.push(input);
          return relation('confirmed', 1);
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'request.opened' });
    actor.send({ type: 'request.fieldChanged', field: 'productCode', value: ' SPU000003 ' });
    actor.send({ type: 'request.fieldChanged', field: 'standardCode', value: 'STD1A2B3C4D' });
    actor.send({ type: 'request.submitted' });
    actor.send({ type: 'request.submitted' });
    await flush();
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('done');
    actor.stop();
  });
});
