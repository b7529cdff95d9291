// Dashboard machine: getDashboard with k = appId, failure with retry, refresh.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, CallError } from '../../../src/services';
import { getDashboard } from '../../../src/contract/common/common';
import { dashboardMachine, type DashboardSummary } from '../../../src/machines/app/dashboard.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

const input = { appId: 'wharf-scm' };
const summary: DashboardSummary = {
  account: 'bob@acme',
  displayName: 'Bob',
  tenantName: 'Acme Supply',
  tenantKind: 'supplier' as DashboardSummary['tenantKind'],
  userCount: 4,
  activeSessions: 2,
  lastLoginAt: '2024-05-01T08:00:00Z',
  groups: ['order', 'product'],
  permissions: ['export'],
};
const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');

const events: EventFixtures<typeof dashboardMachine> = {
  'dashboard.refresh': [{ type: 'dashboard.refresh' }],
  'dashboard.retry': [{ type: 'dashboard.retry' }],
};
const actors: ActorFixtures<typeof dashboardMachine> = {
  loadDashboard: { done: [summary], error: [failure] },
};
const paths = modelPaths(dashboardMachine, { input, events, actors });
const runtime = emptyVisits();

describe('dashboard machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(dashboardMachine, visitedBy(dashboardMachine, paths, input))).toEqual({ states: 4, transitions: 4 });
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_name, path) => {
    await replayPath(dashboardMachine, path, {
      input,
      invoked: ['loadDashboard'],
      visits: runtime,
      onStep: (step, i, { actor, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('loading'));
        // one call at start and one per refresh or retry, each with k = appId
        const loads = 1 + path.steps.slice(1, i + 1).filter((x) => x.event.type === 'dashboard.refresh' || x.event.type === 'dashboard.retry').length;
        expect(calls.loadDashboard).toEqual(Array.from({ length: loads }, () => ({ appId: 'wharf-scm' })));
        if (step.event.type === 'dashboard.refresh') expect(s.context.summary, 'the old summary stays while refreshing').toEqual(summary);
        if (s.matches('ready')) expect(s.context).toMatchObject({ summary, error: null });
        if (s.matches('failed')) expect(s.context.error).toEqual({ code: 'SYS_INTERNAL_ERROR', message: 'database unavailable', kind: 'envelope' });
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(dashboardMachine, runtime, 'replays');
  });

  it('default loadDashboard calls getDashboard with k = appId and the actor signal, quietly', async () => {
    vi.mocked(call).mockResolvedValue(summary as never);
    const actor = createActor(dashboardMachine, { input }).start();
    const [ep, args, opts] = vi.mocked(call).mock.calls[0];
    expect(ep).toBe(getDashboard);
    expect(args).toEqual({ query: { k: 'wharf-scm' } });
    expect(opts).toMatchObject({ quiet: true });
    expect(opts?.signal).toBeInstanceOf(AbortSignal);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('leaving loading aborts the request', () => {
    vi.mocked(call).mockImplementation(() => new Promise(() => {}) as never);
    const actor = createActor(dashboardMachine, { input }).start();
    const signal = vi.mocked(call).mock.calls[0][2]?.signal;
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });
});
