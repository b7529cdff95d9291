// The sync start machine (the sync list's picker): yesterday's figures and the carts are read
// first; nothing is sent without a cart; a start is sent once (a double click sends one) with a
// request key, a new key after every answer; a refusal keeps the picker with the server's words;
// after a start the figures are read again.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { startSync } from '../../../src/contract/product/sync';
import { syncStartMachine } from '../../../src/machines/product/syncStart.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { jobRow, overview } from './channel-sync-fixtures';
import { failure } from './fixtures';

type Snap = ReturnType<typeof syncStartMachine.getInitialSnapshot>;

const events: EventFixtures<typeof syncStartMachine> = {
  'sync.cartChosen': [{ type: 'sync.cartChosen', cartId: 'c-harbor-2' }],
  'sync.kindChosen': [{ type: 'sync.kindChosen', kind: 'pushPrices' }],
  'sync.submitted': [{ type: 'sync.submitted' }],
  'sync.retry': [{ type: 'sync.retry' }],
};

const actors: ActorFixtures<typeof syncStartMachine> = {
  overview: { done: [overview, { ...overview, carts: [] }], error: [failure] },
  start: { done: [jobRow('queued', 1)], error: [new CallError('envelope', 'PRODUCT_SYNC_BUSY', 'A sync of this kind is already open for this channel (SY2603010001).')] },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, c: s.context.cartId, k: s.context.kind, o: !!s.context.overview, st: !!s.context.started, e: s.context.error?.code ?? null });

const paths = modelPaths(syncStartMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('sync start machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(syncStartMachine, visitedBy(syncStartMachine, paths))).toEqual({ states: 5, transitions: 8 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = syncStartMachine.provide({ actions: { announceStarted: () => void announced++ } });
    await replayPath(machine, path, {
      invoked: ['overview', 'start'],
      visits: runtime,
      onStep: (_step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('starting'));
        const call = pending.get('start');
        if (call) {
          expect(call.input).toEqual({ cartId: s.context.cartId, kind: s.context.kind, requestKey: s.context.requestKey });
          expect(s.context.cartId).not.toBe('');
          expect(startSync.body?.safeParse(call.input).success).toBe(true);
          expect(s.can({ type: 'sync.submitted' })).toBe(false);
        }
        const starts = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'sync.submitted' && x.state.matches('starting')).length;
        expect(calls.start?.length ?? 0).toBe(starts);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.event.type.startsWith('xstate.done.actor.start')).length);
        if (s.matches('ready') && s.context.overview?.carts.length) expect(s.context.overview.carts.map((c) => c.id)).toContain(s.context.cartId);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(syncStartMachine, runtime, 'replays');
  });

  it('a double click starts once; each answer renews the request key', async () => {
    const sent: { requestKey: string }[] = [];
    const machine = syncStartMachine.provide({
      actors: {
        overview: fromPromise(async () => overview),
        start: fromPromise(async ({ input }) => {
          sent.push(input);
          return jobRow('queued', 1);
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    await flush();
    expect(actor.getSnapshot().context.cartId).toBe('c-harbor-1');
    const key = actor.getSnapshot().context.requestKey;
    actor.send({ type: 'sync.submitted' });
    actor.send({ type: 'sync.submitted' });
    await flush();
    expect(sent).toEqual([{ cartId: 'c-harbor-1', kind: 'pullListings', requestKey: key }]);
    expect(actor.getSnapshot().context.requestKey).not.toBe(key);
    expect(actor.getSnapshot().context.started?.status).toBe('queued');
    actor.stop();
  });
});
