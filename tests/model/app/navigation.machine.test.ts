// Navigation machine: per navigation the load indicator goes on then off, the title is set and the
// page scrolls to the top (spec section 2).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { navigationMachine, SETTLE_DELAY_MS } from '../../../src/machines/app/navigation.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { replayPath } from '../replay';

const events: EventFixtures<typeof navigationMachine> = {
  'nav.started': [
    { type: 'nav.started', path: '/order/list', title: 'Orders - Wharf' },
    { type: 'nav.started', path: '/dashboard', title: 'Dashboard - Wharf' },
  ],
  'nav.settled': [{ type: 'nav.settled' }],
};
const actors: ActorFixtures<typeof navigationMachine> = {};
const paths = modelPaths(navigationMachine, { events, actors });
const runtime = emptyVisits();

describe('navigation machine', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(navigationMachine, visitedBy(navigationMachine, paths))).toEqual({ states: 3, transitions: 4 });
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_name, path) => {
    const effects: string[] = [];
    const machine = navigationMachine.provide({
      actions: { setTitle: (_, p) => void effects.push(`title ${p.title}`), scrollTop: () => void effects.push('scrollTop') },
    });
    await replayPath(machine, path, {
      invoked: [],
      visits: runtime,
      onStep: (step, _i, { actor }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('navigating'));
        if (step.event.type === 'nav.started') {
          const { path: to, title } = step.event as unknown as { path: string; title: string };
          expect(s.context).toEqual({ path: to, title });
          expect(effects.splice(0)).toEqual([`title ${title}`, 'scrollTop']);
        } else {
          expect(effects, 'no effect without a navigation').toEqual([]);
        }
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(navigationMachine, runtime, 'replays');
  });

  it('turns the load indicator off by itself after the settle delay', () => {
    const clock = new SimulatedClock();
    const actor = createActor(navigationMachine.provide({ actions: { setTitle: () => {}, scrollTop: () => {} } }), { clock }).start();
    actor.send({ type: 'nav.started', path: '/a', title: 'A' });
    clock.increment(SETTLE_DELAY_MS - 1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'nav.started', path: '/b', title: 'B' }); // restarts the delay
    clock.increment(SETTLE_DELAY_MS - 1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('default actions set document.title and scroll the window to the top', () => {
    const doc = { title: '' };
    const scrollTo = vi.fn();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('window', { scrollTo });
    const actor = createActor(navigationMachine).start();
    actor.send({ type: 'nav.started', path: '/order/list', title: 'Orders - Wharf' });
    expect(doc.title).toBe('Orders - Wharf');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    actor.stop();
  });

  it('default actions do nothing without a browser', () => {
    const actor = createActor(navigationMachine).start();
    expect(() => actor.send({ type: 'nav.started', path: '/', title: 'x' })).not.toThrow();
    actor.stop();
  });
});
