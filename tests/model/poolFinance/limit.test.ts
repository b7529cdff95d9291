// The limit machine above the applications (/poolFinance/apply): loading, a failure retried, the
// limit shown and read again on reload; every state and transition replayed.
import { describe, expect, it } from 'vitest';
import type { PoolFinanceLimit } from '../../../src/contract/poolFinance/applications';
import { limitMachine } from '../../../src/machines/poolFinance/limit.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { replayPath } from '../replay';

type Snap = ReturnType<typeof limitMachine.getInitialSnapshot>;
const limit: PoolFinanceLimit = { rate: '8.00', today: '2026-03-02', limits: [{ currency: 'USD', advance: '800.00', outstanding: '0.00', limit: '800.00' }], settlements: [] };
const events: EventFixtures<typeof limitMachine> = { 'limit.retry': [{ type: 'limit.retry' }], 'limit.reload': [{ type: 'limit.reload' }] };
const actors: ActorFixtures<typeof limitMachine> = { loadLimit: { done: [limit], error: [new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable')] } };
const serializeState = (s: Snap) => JSON.stringify({ v: s.value, l: !!s.context.limit, e: s.context.error?.code ?? null });
const paths = modelPaths(limitMachine, { events, actors, serializeState, input: undefined });
const runtime = emptyVisits();

describe('pool financing limit machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(limitMachine, visitedBy(limitMachine, paths, undefined))).toEqual({ states: 4, transitions: 4 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    await replayPath(limitMachine, path, {
      input: undefined,
      invoked: ['loadLimit'],
      visits: runtime,
      onStep: (_step, _i, { actor }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('loading'));
        if (s.matches('shown')) expect(s.context.limit).toEqual(limit);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(limitMachine, runtime, 'replays');
  });
});
