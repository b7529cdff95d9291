// Sidebar machine: open/closed from the cookie, and the cookie sidebarStatus=1|0 written on every
// change (spec sections 4 and 9).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sidebarCookie, sidebarMachine, sidebarOpenFromCookie, type SidebarStatus } from '../../../src/machines/app/sidebar.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { replayPath } from '../replay';

const events: EventFixtures<typeof sidebarMachine> = {
  'sidebar.toggled': [{ type: 'sidebar.toggled' }],
  'sidebar.opened': [{ type: 'sidebar.opened' }],
  'sidebar.closed': [{ type: 'sidebar.closed' }],
};
const actors: ActorFixtures<typeof sidebarMachine> = {};

// the initial state depends on the input: one graph per cookie value
const runs = [{ open: true }, { open: false }].map((input) => ({ input, paths: modelPaths(sidebarMachine, { input, events, actors }) }));
const cases = runs.flatMap(({ input, paths }) => paths.map((p) => [`${input.open ? 'open' : 'closed'}: ${describePath(p)}`, input, p] as const));
const runtime = emptyVisits();

describe('sidebar machine', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('paths from xstate/graph (both initial cookies) visit every state and take every transition', () => {
    const visits = emptyVisits();
    for (const { input, paths } of runs) visitedBy(sidebarMachine, paths, input, visits);
    expect(assertCoverage(sidebarMachine, visits)).toEqual({ states: 4, transitions: 6 });
  });

  it.each(cases)('replays %s', async (_name, input, path) => {
    const written: SidebarStatus[] = [];
    const machine = sidebarMachine.provide({ actions: { persist: (_, p) => void written.push(p.status) } });
    await replayPath(machine, path, {
      input,
      invoked: [],
      visits: runtime,
      onStep: (step, i, { actor }) => {
        const open = actor.getSnapshot().matches('open');
        if (i === 0) {
          expect(open).toBe(input.open);
          expect(written, 'nothing written at start').toEqual([]);
          return;
        }
        // every change writes the new status: 1 open, 0 closed
        expect(written.at(-1)).toBe(open ? '1' : '0');
        expect(written).toHaveLength(i);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(sidebarMachine, runtime, 'replays');
  });

  it('ignores opening an open sidebar and closing a closed one (no cookie write)', () => {
    const persist = vi.fn();
    const actor = createActor(sidebarMachine.provide({ actions: { persist } }), { input: { open: true } }).start();
    expect(actor.getSnapshot().can({ type: 'sidebar.opened' })).toBe(false);
    actor.send({ type: 'sidebar.opened' });
    actor.send({ type: 'sidebar.closed' });
    actor.send({ type: 'sidebar.closed' });
    expect(persist).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('default persist writes the cookie: sidebarStatus=1|0, path=/, one year, SameSite=Lax', () => {
    const cookies: string[] = [];
    vi.stubGlobal('document', {
      set cookie(v: string) {
        cookies.push(v);
      },
    });
    const actor = createActor(sidebarMachine, { input: { open: true } }).start();
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
