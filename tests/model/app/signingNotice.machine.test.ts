// Signing notice machine: shown once per user, on any browser, when signedFlag is "1" (spec
// section 4). Whether the user acknowledged it comes from the user info (signingNoticeSeen); the
// acknowledgement is recorded on the server (acknowledgeSigningNotice), never in the browser.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, CallError } from '../../../src/services';
import { acknowledgeSigningNotice } from '../../../src/contract/common/common';
import { signingNoticeMachine, type SigningNoticeInput } from '../../../src/machines/app/signingNotice.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

const recorded = { seen: true, seenAt: '2026-11-27T10:00:00.000Z' };
const refused = new CallError('network', 'NETWORK_ERROR', 'fetch failed');

const events: EventFixtures<typeof signingNoticeMachine> = {
  'notice.acknowledged': [{ type: 'notice.acknowledged' }],
};
const actors: ActorFixtures<typeof signingNoticeMachine> = {
  acknowledge: { done: [recorded], error: [refused] },
};

const scenarios: Array<{ name: string; input: SigningNoticeInput }> = [
  { name: 'signed, not seen yet', input: { userId: 'u1', signedFlag: '1', seen: false } },
  { name: 'signed, seen (on any browser)', input: { userId: 'u1', signedFlag: '1', seen: true } },
  { name: 'not signed', input: { userId: 'u1', signedFlag: '0', seen: false } },
];
const runs = scenarios.map((s) => ({ ...s, paths: modelPaths(signingNoticeMachine, { input: s.input, events, actors }) }));
const cases = runs.flatMap((r) => r.paths.map((p) => [`${r.name}: ${describePath(p)}`, r, p] as const));
const runtime = emptyVisits();

describe('signing notice machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph (three scenarios) visit every state and take every transition', () => {
    const visits = emptyVisits();
    for (const r of runs) visitedBy(signingNoticeMachine, r.paths, r.input, visits);
    expect(assertCoverage(signingNoticeMachine, visits)).toEqual({ states: 5, transitions: 5 });
  });

  it.each(cases)('replays %s', async (_name, run, path) => {
    await replayPath(signingNoticeMachine, path, {
      input: run.input,
      invoked: ['acknowledge'],
      visits: runtime,
      onStep: (step, i, { actor, calls }) => {
        const snapshot = actor.getSnapshot();
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('recording'));
        if (i === 0) {
          expect(snapshot.matches('open')).toBe(run.input.signedFlag === '1' && !run.input.seen);
          if (snapshot.matches('closed')) expect(snapshot.status).toBe('done');
        }
        if (step.event.type === 'notice.acknowledged') {
          // the acknowledgement goes to the server; the dialog stays up while it does
          expect(snapshot.value).toBe('recording');
          expect(calls.acknowledge).toHaveLength(1);
        }
        if (step.event.type === 'xstate.done.actor.acknowledge') {
          expect(snapshot.status).toBe('done');
          expect(snapshot.context).toMatchObject({ seen: true, error: null });
        }
        if (step.event.type === 'xstate.error.actor.acknowledge') {
          // never a dialog that traps; nothing recorded, so it comes back at the next load
          expect(snapshot.status).toBe('done');
          expect(snapshot.context).toMatchObject({ seen: false, error: { code: 'NETWORK_ERROR' } });
        }
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(signingNoticeMachine, runtime, 'replays');
  });

  it('the default actor records the acknowledgement on the server, with the actor signal, not quietly', async () => {
    vi.mocked(call).mockResolvedValue(recorded as never);
    const actor = createActor(signingNoticeMachine, { input: { userId: 'u7', signedFlag: '1', seen: false } }).start();
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'notice.acknowledged' });
    await flush();
    const [[ep, input, opts]] = vi.mocked(call).mock.calls;
    expect([ep, input]).toEqual([acknowledgeSigningNotice, { body: {} }]);
    expect(opts?.signal).toBeInstanceOf(AbortSignal);
    expect(opts?.quiet).toBeUndefined();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('nothing in the browser decides: a user seen on the server is not shown it, whatever this browser stored', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', { localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) } });
    try {
      // another browser: nothing stored, but the server says seen
      expect(createActor(signingNoticeMachine, { input: { userId: 'u7', signedFlag: '1', seen: true } }).start().getSnapshot().value).toBe('closed');
      // this browser once stored the old key, but the server says not seen: shown
      store.set('wharf.signingNotice.u8', '1');
      expect(createActor(signingNoticeMachine, { input: { userId: 'u8', signedFlag: '1', seen: false } }).start().getSnapshot().value).toBe('open');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
