// Sidebar machine: open/closed from the cookie on a desktop, the cookie sidebarStatus=1|0 written on
// every desktop change (spec sections 4 and 9), and the phone drawer: closed on entering a phone's
// width, closed on navigation, never written to the cookie, the desktop state restored after it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { sidebarCookie, sidebarMachine, sidebarOpenFromCookie, type SidebarInput, type SidebarStatus } from '../../../src/machines/app/sidebar.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { replayPath } from '../replay';

const events: EventFixtures<typeof sidebarMachine> = {
  'sidebar.toggled': [{ type: 'sidebar.toggled' }],
  'sidebar.opened': [{ type: 'sidebar.opened' }],
  'sidebar.closed': [{ type: 'sidebar.closed' }],
  'sidebar.navigated': [{ type: 'sidebar.navigated' }],
  'viewport.changed': [
    { type: 'viewport.changed', phone: true },
    { type: 'viewport.changed', phone: false },
  ],
};
const actors: ActorFixtures<typeof sidebarMachine> = {};

// the initial state depends on the input: one graph per cookie value and starting width
const inputs: SidebarInput[] = [
  { open: true, phone: false },
  { open: false, phone: false },
  { open: true, phone: true },
  { open: false, phone: true },
];
const runs = inputs.map((input) => ({ input, paths: modelPaths(sidebarMachine, { input, events, actors }) }));
const name = (i: SidebarInput) => `${i.open ? 'open' : 'closed'} cookie, ${i.phone ? 'phone' : 'desktop'}`;
const cases = runs.flatMap(({ input, paths }) => paths.map((p) => [`${name(input)}: ${describePath(p)}`, input, p] as const));
const runtime = emptyVisits();

const shown = (s: AnyMachineSnapshot) => s.hasTag('shown');
const onPhone = (s: AnyMachineSnapshot) => s.matches('phone');

describe('sidebar machine', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('paths from xstate/graph (every cookie and starting width) visit every state and take every transition', () => {
    const visits = emptyVisits();
    for (const { input, paths } of runs) visitedBy(sidebarMachine, paths, input, visits);
    expect(assertCoverage(sidebarMachine, visits)).toEqual({ states: 9, transitions: 15 });
  });

  it.each(cases)('replays %s', async (_name, input, path) => {
    const written: SidebarStatus[] = [];
    const machine = sidebarMachine.provide({ actions: { persist: (_, p) => void written.push(p.status) } });
    let before: AnyMachineSnapshot | undefined;
    let writes = 0;
    // the desktop state the cookie holds: what a return from a phone's width shows
    let desktopOpen = input.open;
    await replayPath(machine, path, {
      input,
      invoked: [],
      visits: runtime,
      onStep: (step, i, { actor }) => {
        const now = actor.getSnapshot();
        if (i === 0) {
          expect(onPhone(now)).toBe(input.phone);
          // a phone opens on its content; a desktop as the cookie says
          expect(shown(now)).toBe(!input.phone && input.open);
        } else if (before && onPhone(now) && !onPhone(before)) {
          expect(shown(now), 'entering a phone closes the drawer').toBe(false);
        } else if (before && !onPhone(now) && onPhone(before)) {
          expect(shown(now), 'leaving a phone restores the desktop state').toBe(desktopOpen);
        } else if (before && !onPhone(now) && shown(now) !== shown(before)) {
          // every desktop change writes the new status: 1 open, 0 closed
          writes++;
          desktopOpen = shown(now);
          expect(written.at(-1)).toBe(desktopOpen ? '1' : '0');
        }
        if (step.event.type === 'sidebar.navigated') expect(shown(now) && onPhone(now), 'navigation closes the drawer').toBe(false);
        // the drawer never writes the cookie
        expect(written).toHaveLength(writes);
        before = now;
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(sidebarMachine, runtime, 'replays');
  });

  it('ignores opening an open sidebar and closing a closed one (no cookie write)', () => {
    const persist = vi.fn();
    const actor = createActor(sidebarMachine.provide({ actions: { persist } }), { input: { open: true, phone: false } }).start();
    expect(actor.getSnapshot().can({ type: 'sidebar.opened' })).toBe(false);
    actor.send({ type: 'sidebar.opened' });
    actor.send({ type: 'sidebar.closed' });
    actor.send({ type: 'sidebar.closed' });
    expect(persist).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toEqual({ desktop: 'closed' });
  });

  it('a desktop keeps its menu on navigation; the same width again changes nothing', () => {
    const actor = createActor(sidebarMachine, { input: { open: true, phone: false } }).start();
    expect(actor.getSnapshot().can({ type: 'sidebar.navigated' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'viewport.changed', phone: false })).toBe(false);
    actor.send({ type: 'viewport.changed', phone: true });
    expect(actor.getSnapshot().can({ type: 'viewport.changed', phone: true })).toBe(false);
  });

  it('default persist writes the cookie: sidebarStatus=1|0, path=/, one year, SameSite=Lax', () => {
    const cookies: string[] = [];
    vi.stubGlobal('document', {
      set cookie(v: string) {
        cookies.push(v);
      },
    });
    const actor = createActor(sidebarMachine, { input: { open: true, phone: false } }).start();
    actor.send({ type: 'sidebar.toggled' });
    actor.send({ type: 'sidebar.toggled' });
    expect(cookies).toEqual([
      'sidebarStatus=0; path=/; max-age=31536000; SameSite=Lax',
      'sidebarStatus=1; path=/; max-age=31536000; SameSite=Lax',
    ]);
    expect(sidebarCookie('1')).toBe(cookies[1]);
  });

  it('reads the cookie: 1 open, 0 closed, missing open', () => {
    expect(sidebarOpenFromCookie('a=b; sidebarStatus=0')).toBe(false);
    expect(sidebarOpenFromCookie('sidebarStatus=1; a=b')).toBe(true);
    expect(sidebarOpenFromCookie('')).toBe(true);
    expect(sidebarOpenFromCookie('xsidebarStatus=0')).toBe(true);
  });
});
