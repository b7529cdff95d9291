// The fee codes of /reconciliation/upload: read once; a failed read is shown and can be retried,
// and the codes read are kept as answered.
import { describe, expect, it } from 'vitest';
import { feeCodesMachine } from '../../../src/machines/reconciliation/feeCodes.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { replayPath } from '../replay';

type Snap = ReturnType<typeof feeCodesMachine.getInitialSnapshot>;
const codes = [
  { code: 'freight', name: 'Freight', nameZh: '运费' },
  { code: 'fuelSurcharge', name: 'Fuel surcharge', nameZh: '燃油附加费' },
];
const events: EventFixtures<typeof feeCodesMachine> = { 'feeCodes.retry': [{ type: 'feeCodes.retry' }] };
const actors: ActorFixtures<typeof feeCodesMachine> = { load: { done: [codes], error: [new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable')] } };
const serializeState = (s: Snap) => JSON.stringify({ v: s.value, n: s.context.codes.length, e: s.context.error?.code ?? null });
const paths = modelPaths(feeCodesMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('fee codes machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(feeCodesMachine, visitedBy(feeCodesMachine, paths))).toEqual({ states: 4, transitions: 3 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    await replayPath(feeCodesMachine, path, {
      invoked: ['load'],
      visits: runtime,
      onStep: (_step, i, { actor, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('loading'));
        if (s.matches('shown')) expect(s.context.codes).toEqual(codes);
        if (s.matches('failed')) expect(s.context.error?.code).toBe('SYS_INTERNAL_ERROR');
        expect(calls.load?.length ?? 0).toBe(1 + path.steps.slice(1, i + 1).filter((x) => x.event.type === 'feeCodes.retry').length);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(feeCodesMachine, runtime, 'replays');
  });
});
