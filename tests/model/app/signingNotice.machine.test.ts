// Signing notice machine: shown once per user when signedFlag is "1" (spec section 4).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { signingNoticeKey, signingNoticeMachine, type SigningNoticeInput } from '../../../src/machines/app/signingNotice.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { replayPath } from '../replay';

const events: EventFixtures<typeof signingNoticeMachine> = {
  'notice.acknowledged': [{ type: 'notice.acknowledged' }],
};
const actors: ActorFixtures<typeof signingNoticeMachine> = {};

/** The machine with its storage replaced by a Map (guard notShownYet, action recordShown). */
function withStore(store: Map<string, string>) {
  return signingNoticeMachine.provide({
    guards: { notShownYet: ({ context }) => store.get(signingNoticeKey(context.userId)) !== '1' },
    actions: { recordShown: ({ context }) => void store.set(signingNoticeKey(context.userId), '1') },
  });
}

const scenarios: Array<{ name: string; input: SigningNoticeInput; shownBefore: boolean }> = [
  { name: 'signed, first time', input: { userId: 'u1', signedFlag: '1' }, shownBefore: false },
  { name: 'signed, shown before', input: { userId: 'u1', signedFlag: '1' }, shownBefore: true },
  { name: 'not signed', input: { userId: 'u1', signedFlag: '0' }, shownBefore: false },
];
const storeFor = (shownBefore: boolean) => new Map(shownBefore ? [[signingNoticeKey('u1'), '1']] : []);
const runs = scenarios.map((s) => {
  const machine = withStore(storeFor(s.shownBefore));
  return { ...s, machine, paths: modelPaths(machine, { input: s.input, events, actors }) };
});
const cases = runs.flatMap((r) => r.paths.map((p) => [`${r.name}: ${describePath(p)}`, r, p] as const));
const runtime = emptyVisits();

describe('signing notice machine', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('paths from xstate/graph (three scenarios) visit every state and take every transition', () => {
    const visits = emptyVisits();
    for (const r of runs) visitedBy(r.machine, r.paths, r.input, visits);
    expect(assertCoverage(signingNoticeMachine, visits)).toEqual({ states: 4, transitions: 3 });
  });

  it.each(cases)('replays %s', async (_name, run, path) => {
    const store = storeFor(run.shownBefore);
    await replayPath(withStore(store), path, {
      input: run.input,
      invoked: [],
      visits: runtime,
      onStep: (step, i, { actor }) => {
        const snapshot = actor.getSnapshot();
        if (i === 0) {
          expect(snapshot.matches('open')).toBe(run.input.signedFlag === '1' && !run.shownBefore);
          if (snapshot.matches('closed')) expect(snapshot.status).toBe('done');
        }
        if (step.event.type === 'notice.acknowledged') {
          expect(snapshot.matches('closed')).toBe(true);
          expect(store.get(signingNoticeKey('u1'))).toBe('1');
        }
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(signingNoticeMachine, runtime, 'replays');
  });

  it('is shown only once per user with the default localStorage guard and action', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', { localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) } });
    const first = createActor(signingNoticeMachine, { input: { userId: 'u7', signedFlag: '1' } }).start();
    expect(first.getSnapshot().value).toBe('open');
    first.send({ type: 'notice.acknowledged' });
    expect(store.get('wharf.signingNotice.u7')).toBe('1');
    const second = createActor(signingNoticeMachine, { input: { userId: 'u7', signedFlag: '1' } }).start();
    expect(second.getSnapshot().value).toBe('closed');
    const otherUser = createActor(signingNoticeMachine, { input: { userId: 'u8', signedFlag: '1' } }).start();
    expect(otherUser.getSnapshot().value).toBe('open');
  });

  it('an unacknowledged notice is shown again next time', () => {
    const store = new Map<string, string>();
    const first = createActor(withStore(store), { input: { userId: 'u1', signedFlag: '1' } }).start();
    first.stop();
    const second = createActor(withStore(store), { input: { userId: 'u1', signedFlag: '1' } }).start();
    expect(second.getSnapshot().value).toBe('open');
  });
});
