// Terms machine: load the terms, accept the version shown, errors kept for the screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, CallError } from '../../../src/services';
import { acceptTerms, getTerms } from '../../../src/contract/common/common';
import { termsMachine, type Terms } from '../../../src/machines/app/terms.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

const current: Terms = { version: '2024-06', accepted: false, acceptedAt: null };
const accepted: Terms = { version: '2024-06', accepted: true, acceptedAt: '2024-06-02T10:00:00Z' };
const loadFailed = new CallError('network', 'NETWORK_ERROR', 'fetch failed');
const conflict = new CallError('envelope', 'SYS_CONFLICT', 'a newer version of the terms exists');

const events: EventFixtures<typeof termsMachine> = {
  'terms.accepted': [{ type: 'terms.accepted' }],
  'terms.retry': [{ type: 'terms.retry' }],
};
const actors: ActorFixtures<typeof termsMachine> = {
  loadTerms: { done: [current], error: [loadFailed] },
  acceptTerms: { done: [accepted], error: [conflict] },
};
const paths = modelPaths(termsMachine, { events, actors });
const runtime = emptyVisits();

describe('terms machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(termsMachine, visitedBy(termsMachine, paths))).toEqual({ states: 6, transitions: 6 });
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_name, path) => {
    await replayPath(termsMachine, path, {
      invoked: ['loadTerms', 'acceptTerms'],
      visits: runtime,
      onStep: (step, _i, { actor, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('accepting'));
        if (step.event.type === 'terms.accepted') {
          expect(calls.acceptTerms.at(-1)).toEqual({ version: '2024-06' });
          expect(s.context.error).toBeNull();
        }
        if (step.event.type === 'xstate.error.actor.acceptTerms') {
          expect(s.value).toBe('reviewing');
          expect(s.context).toEqual({ terms: current, error: { code: 'SYS_CONFLICT', message: 'a newer version of the terms exists', kind: 'envelope' } });
        }
        if (s.matches('failed')) expect(s.context.error).toMatchObject({ code: 'NETWORK_ERROR' });
        if (s.matches('done')) {
          expect(s.status).toBe('done');
          expect(s.output).toEqual({ accepted });
        }
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(termsMachine, runtime, 'replays');
  });

  it('default actors call getTerms and acceptTerms {version} with the actor signal', async () => {
    vi.mocked(call).mockImplementation(((ep: unknown) => Promise.resolve(ep === getTerms ? current : accepted)) as never);
    const actor = createActor(termsMachine).start();
    await flush();
    actor.send({ type: 'terms.accepted' });
    await flush();
    const [[ep1, in1, o1], [ep2, in2, o2]] = vi.mocked(call).mock.calls;
    expect([ep1, in1]).toEqual([getTerms, {}]);
    expect([ep2, in2]).toEqual([acceptTerms, { body: { version: '2024-06' } }]);
    expect(o1?.signal).toBeInstanceOf(AbortSignal);
    expect(o2?.signal).toBeInstanceOf(AbortSignal);
    expect(actor.getSnapshot().output).toEqual({ accepted });
  });
});
