// Navigation machine: per navigation the load indicator goes on, stays on while the route's screen
// is not shown (its chunk loads) and while its first calls are in flight, then goes off; the title
// is set and the page scrolls to the top when the screen is shown (spec section 2).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { MAX_BUSY_MS, navigationMachine, QUIET_DELAY_MS } from '../../../src/machines/app/navigation.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { replayPath } from '../replay';

const events: EventFixtures<typeof navigationMachine> = {
  'nav.started': [{ type: 'nav.started', path: '/order/list' }, { type: 'nav.started', path: '/dashboard' }],
  'nav.shown': [{ type: 'nav.shown', title: 'Orders - Wharf' }],
  'calls.changed': [
    { type: 'calls.changed', busy: true },
    { type: 'calls.changed', busy: false },
  ],
};
const actors: ActorFixtures<typeof navigationMachine> = {};
const paths = modelPaths(navigationMachine, { events, actors });
const runtime = emptyVisits();

const quiet = () => navigationMachine.provide({ actions: { setTitle: () => {}, scrollTop: () => {} } });

describe('navigation machine', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(navigationMachine, visitedBy(navigationMachine, paths))).toEqual({ states: 7, transitions: 14 });
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_name, path) => {
    const effects: string[] = [];
    const machine = navigationMachine.provide({
      actions: { setTitle: (_, p) => void effects.push(`title ${p.title}`), scrollTop: () => void effects.push('scrollTop') },
    });
    let before = 'idle';
    await replayPath(machine, path, {
      invoked: [],
      visits: runtime,
      onStep: (step, _i, { actor }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(!s.matches('idle'));
        if (step.event.type === 'nav.started') expect(s.context.path).toBe((step.event as unknown as { path: string }).path);
        if (step.event.type === 'nav.shown') {
          const { title } = step.event as unknown as { title: string };
          expect(s.context.title).toBe(title);
          // scroll to the top when a navigation's screen appears; a title change alone only retitles
          expect(effects.splice(0)).toEqual(before === 'loading' ? [`title ${title}`, 'scrollTop'] : [`title ${title}`]);
        } else {
          expect(effects, 'no effect but when a screen is shown').toEqual([]);
        }
        before = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0];
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(navigationMachine, runtime, 'replays');
  });

  it("stays on while a lazy screen's chunk loads and while its first calls are in flight, then goes off", () => {
    const clock = new SimulatedClock();
    const actor = createActor(quiet(), { clock }).start();
    actor.send({ type: 'nav.started', path: '/asset/warehouse' });
    clock.increment(5_000); // the chunk is slow: nothing is shown yet
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // the screen mounts: its machine's first call starts before the route says it is shown
    actor.send({ type: 'calls.changed', busy: true });
    actor.send({ type: 'nav.shown', title: 'Warehouses - Wharf' });
    clock.increment(5_000);
    expect(actor.getSnapshot().value).toEqual({ settling: 'waiting' });
    actor.send({ type: 'calls.changed', busy: false });
    // a screen that chains its first calls starts the next within the quiet delay
    clock.increment(QUIET_DELAY_MS - 1);
    actor.send({ type: 'calls.changed', busy: true });
    clock.increment(QUIET_DELAY_MS);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'calls.changed', busy: false });
    clock.increment(QUIET_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a shown screen without calls turns it off after the quiet delay; a new path starts over', () => {
    const clock = new SimulatedClock();
    const actor = createActor(quiet(), { clock }).start();
    actor.send({ type: 'nav.started', path: '/a' });
    actor.send({ type: 'nav.shown', title: 'A' });
    expect(actor.getSnapshot().value).toEqual({ settling: 'quiet' });
    actor.send({ type: 'nav.started', path: '/b' });
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(QUIET_DELAY_MS * 2);
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'nav.shown', title: 'B' });
    clock.increment(QUIET_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ path: '/b', title: 'B', callsBusy: false });
  });

  it('is never on longer than the maximum (a screen that never shows, a call that never ends)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(quiet(), { clock }).start();
    actor.send({ type: 'nav.started', path: '/a' });
    clock.increment(MAX_BUSY_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'calls.changed', busy: true });
    actor.send({ type: 'nav.started', path: '/b' });
    actor.send({ type: 'nav.shown', title: 'B' });
    clock.increment(MAX_BUSY_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ settling: 'waiting' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('default actions set document.title and scroll the window to the top', () => {
    const doc = { title: '' };
    const scrollTo = vi.fn();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('window', { scrollTo });
    const actor = createActor(navigationMachine).start();
    actor.send({ type: 'nav.started', path: '/order/list' });
    expect(scrollTo).not.toHaveBeenCalled();
    actor.send({ type: 'nav.shown', title: 'Orders - Wharf' });
    expect(doc.title).toBe('Orders - Wharf');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    actor.stop();
  });

  it('default actions do nothing without a browser', () => {
    const actor = createActor(navigationMachine).start();
    expect(() => {
      actor.send({ type: 'nav.started', path: '/' });
      actor.send({ type: 'nav.shown', title: 'x' });
    }).not.toThrow();
    actor.stop();
  });
});
