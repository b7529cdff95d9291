// Work-queue machine: getWorkQueue with k = appId, failure and recount, counts kept while recounting.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, CallError } from '../../../src/services';
import { getWorkQueue, type WorkQueueCount } from '../../../src/contract/common/work-queue';
import { workQueueMachine } from '../../../src/machines/app/workQueue.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

const input = { appId: 'wharf-tof' };
const counts: WorkQueueCount[] = [
  { id: 'lateToShip', count: 12, capped: false },
  { id: 'lowStock', count: 10_000, capped: true },
];
const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');

const events: EventFixtures<typeof workQueueMachine> = {
  'workQueue.recount': [{ type: 'workQueue.recount' }],
};
const actors: ActorFixtures<typeof workQueueMachine> = {
  countWork: { done: [counts], error: [failure] },
};
const paths = modelPaths(workQueueMachine, { input, events, actors });
const runtime = emptyVisits();

describe('work-queue machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(workQueueMachine, visitedBy(workQueueMachine, paths, input))).toEqual({ states: 4, transitions: 4 });
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_name, path) => {
    await replayPath(workQueueMachine, path, {
      input,
      invoked: ['countWork'],
      visits: runtime,
      onStep: (step, i, { actor, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('counting'));
        // one call at start and one per recount, each with k = appId
        const loads = 1 + path.steps.slice(1, i + 1).filter((x) => x.event.type === 'workQueue.recount').length;
        expect(calls.countWork).toEqual(Array.from({ length: loads }, () => ({ appId: 'wharf-tof' })));
        const previous = path.steps[i - 1];
        if (step.event.type === 'workQueue.recount' && previous?.state.matches('counted')) expect(s.context.counts, 'the counts stay while recounting').toEqual(counts);
        if (s.matches('counted')) expect(s.context).toMatchObject({ counts, error: null });
        if (s.matches('failed')) expect(s.context.error).toEqual({ code: 'SYS_INTERNAL_ERROR', message: 'database unavailable', kind: 'envelope' });
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(workQueueMachine, runtime, 'replays');
  });

  it('default countWork calls getWorkQueue with k = appId and the actor signal, quietly, and keeps the counts', async () => {
    vi.mocked(call).mockResolvedValue({ counts } as never);
    const actor = createActor(workQueueMachine, { input }).start();
    const [ep, args, opts] = vi.mocked(call).mock.calls[0];
    expect(ep).toBe(getWorkQueue);
    expect(args).toEqual({ query: { k: 'wharf-tof' } });
    expect(opts).toMatchObject({ quiet: true });
    expect(opts?.signal).toBeInstanceOf(AbortSignal);
    await flush();
    expect(actor.getSnapshot().value).toBe('counted');
    expect(actor.getSnapshot().context.counts).toEqual(counts);
  });

  it('leaving counting aborts the request', () => {
    vi.mocked(call).mockImplementation(() => new Promise(() => {}) as never);
    const actor = createActor(workQueueMachine, { input }).start();
    const signal = vi.mocked(call).mock.calls[0][2]?.signal;
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });
});
