// Visits machine: a menu page shown is recorded once per arrival (the same page again records
// nothing, a detail page or unknown path never), a page shown while recording is recorded next,
// a failed record is dropped quietly.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, CallError } from '../../../src/services';
import { recordVisit } from '../../../src/contract/common/visits';
import { isMenuPage, QUEUE_MAX, visitsMachine } from '../../../src/machines/app/visits.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

const input = undefined;
const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
const events: EventFixtures<typeof visitsMachine> = {
  'visit.pageShown': [
    { type: 'visit.pageShown', path: '/order/list' },
    { type: 'visit.pageShown', path: '/asset/warehouse' },
    { type: 'visit.pageShown', path: '/order/info/12' },
  ],
};
const actors: ActorFixtures<typeof visitsMachine> = { recordVisit: { done: [{ recorded: true }], error: [failure] } };
const paths = modelPaths(visitsMachine, { input, events, actors });
const runtime = emptyVisits();

describe('visits machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('knows the menu pages the server counts', () => {
    expect(['/order/list', '/inventory/inventory/allocation', '/asset/warehouse'].map(isMenuPage)).toEqual([true, true, true]);
    expect(['/', '/dashboard', '/order/info/12', '/template', '/order', '/nope/list', '/order/list/x'].map(isMenuPage)).toEqual([false, false, false, false, false, false, false]);
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(visitsMachine, visitedBy(visitsMachine, paths, input))).toMatchObject({ states: 4 });
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_name, path) => {
    await replayPath(visitsMachine, path, {
      input,
      invoked: ['recordVisit'],
      visits: runtime,
      onStep: (_step, i, { actor, calls }) => {
        // what was recorded: each menu page shown that differs from the one before it (detail pages skipped)
        const shown = path.steps.slice(1, i + 1).flatMap((x) => (x.event.type === 'visit.pageShown' && isMenuPage(x.event.path) ? [x.event.path] : []));
        const arrivals = shown.filter((p, k) => p !== shown[k - 1]);
        const s = actor.getSnapshot();
        const recorded = (calls.recordVisit ?? []) as { path: string }[];
        // within the queue's bound every arrival is recorded, in order; beyond it the oldest waiting ones are dropped
        if (arrivals.length <= QUEUE_MAX + 1) {
          expect(arrivals.slice(0, recorded.length)).toEqual(recorded.map((r) => r.path));
          if (s.matches('idle')) expect(recorded.map((r) => r.path)).toEqual(arrivals);
        } else {
          expect(recorded[0].path).toBe(arrivals[0]);
          expect(s.context.queue.length).toBeLessThanOrEqual(QUEUE_MAX);
        }
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(visitsMachine, runtime, 'replays');
  });

  it('default recordVisit posts the path quietly with the actor signal', async () => {
    vi.mocked(call).mockResolvedValue({ recorded: true } as never);
    const actor = createActor(visitsMachine).start();
    actor.send({ type: 'visit.pageShown', path: '/order/list' });
    actor.send({ type: 'visit.pageShown', path: '/order/list' });
    await flush();
    actor.send({ type: 'visit.pageShown', path: '/order/list' });
    expect(vi.mocked(call).mock.calls).toHaveLength(1);
    const [ep, args, opts] = vi.mocked(call).mock.calls[0] as unknown as [unknown, { body: unknown }, { signal: AbortSignal; quiet: boolean }];
    expect(ep).toBe(recordVisit);
    expect(recordVisit.body?.safeParse(args.body).success).toBe(true);
    expect(args.body).toEqual({ path: '/order/list' });
    expect(opts.quiet).toBe(true);
    expect(opts.signal).toBeInstanceOf(AbortSignal);
    actor.stop();
  });
});
