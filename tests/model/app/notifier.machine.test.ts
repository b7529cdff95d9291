// Notifier machine: toasts {id, tone, message?, messageKey?}, each gone after 5 s (spec section 9),
// dismissable early, held while hovered, at most 3 visible (oldest dropped), never the same notice
// twice, and a page's toasts dropped when the user goes to another page (unless they follow).
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyActorRef } from 'xstate';
import type { Notice } from '../../../src/contract/kernel/messages';
import { MAX_TOASTS, notifierMachine, type Toast } from '../../../src/machines/app/notifier.machine';
import { TOAST_DURATION_MS } from '../../../src/machines/app/toast.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { replayPath } from '../replay';

const serverError: Notice = { tone: 'error', message: 'Warehouse W1 is locked by another import' };
const saved: Notice = { tone: 'success', messageKey: 'common.message.saveSuccess', subject: 'Order PO00008640' };
const deleted: Notice = { tone: 'success', messageKey: 'common.message.deleteSuccess', subject: 'Isolation SI0001', follows: true };
const same = (a: Notice, b: Notice) => a.tone === b.tone && a.message === b.message && a.messageKey === b.messageKey && a.subject === b.subject;

const events: EventFixtures<typeof notifierMachine> = {
  'notify.push': [
    { type: 'notify.push', notice: serverError },
    { type: 'notify.push', notice: saved },
    { type: 'notify.push', notice: deleted },
  ],
  'notify.navigated': [
    { type: 'notify.navigated', path: '/order/list' },
    { type: 'notify.navigated', path: '/order/info/1' },
  ],
  'notify.dismiss': (s) => s.context.toasts.map((t) => ({ type: 'notify.dismiss', id: t.id })),
  'toast.expired': (s) => s.context.toasts.map((t) => ({ type: 'toast.expired', id: t.id })),
  'notify.held': (s) => s.context.toasts.slice(0, 1).map((t) => ({ type: 'notify.held', id: t.id })),
  'notify.released': (s) => s.context.toasts.slice(0, 1).map((t) => ({ type: 'notify.released', id: t.id })),
};
const actors: ActorFixtures<typeof notifierMachine> = {};
// the id counter stays out of the graph: a state is (value, the page, which notice on which page)
const serializeState = (s: { value: unknown; context: { toasts: Toast[]; path: string } }) =>
  JSON.stringify([s.value, s.context.path, s.context.toasts.map((t) => [t.message ?? t.messageKey, t.page ?? '*'])]);
const paths = modelPaths(notifierMachine, { events, actors, serializeState });
const runtime = emptyVisits();

const childValue = (actor: AnyActorRef, id: string) => (actor.getSnapshot().children[id] as AnyActorRef | undefined)?.getSnapshot().value;

describe('notifier machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(notifierMachine, visitedBy(notifierMachine, paths))).toEqual({ states: 3, transitions: 11 });
    // the abstract graph reaches the limit of 3 toasts, so dropping the oldest is exercised
    expect(paths.some((p) => p.state.context.toasts.length === MAX_TOASTS)).toBe(true);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_name, path) => {
    const ever = new Set<string>();
    await replayPath(notifierMachine, path, {
      invoked: [],
      visits: runtime,
      onStep: (step, i, { actor }) => {
        const { toasts } = actor.getSnapshot().context;
        expect(toasts.length).toBeLessThanOrEqual(MAX_TOASTS);
        expect(actor.getSnapshot().matches('empty')).toBe(toasts.length === 0);
        // one running timer per visible toast, none for removed ones
        for (const t of toasts) expect(childValue(actor, t.id), `timer of ${t.id}`).toBeDefined();
        for (const id of ever) if (!toasts.some((t) => t.id === id)) expect(childValue(actor, id), `timer of removed ${id}`).toBeUndefined();
        toasts.forEach((t) => ever.add(t.id));
        const event = step.event as { type: string; id?: string; notice?: Notice; path?: string };
        const before = i > 0 ? path.steps[i - 1].state.context.toasts : [];
        // never the same notice twice
        toasts.forEach((t, k) => expect(toasts.slice(k + 1).some((u) => same(t, u)), `${t.id} shown twice`).toBe(false));
        if (event.type === 'notify.push' && event.notice) {
          const notice = event.notice;
          expect(toasts.at(-1)).toMatchObject(notice);
          expect(toasts.at(-1)?.page).toBe(notice.follows ? undefined : actor.getSnapshot().context.path);
          const others = before.filter((t) => !same(t, notice));
          expect(toasts.slice(0, -1).map((t) => t.id)).toEqual(others.slice(Math.max(0, others.length + 1 - MAX_TOASTS)).map((t) => t.id));
        }
        if (event.type === 'notify.navigated') {
          expect(toasts.map((t) => t.id)).toEqual(before.filter((t) => t.page === undefined || t.page === event.path).map((t) => t.id));
        }
        if (event.type === 'notify.dismiss' || event.type === 'toast.expired') {
          expect(toasts.map((t) => t.id)).toEqual(before.filter((t) => t.id !== event.id).map((t) => t.id));
        }
        if (event.type === 'notify.held') expect(childValue(actor, event.id ?? '')).toBe('held');
        if (event.type === 'notify.released') expect(childValue(actor, event.id ?? '')).toBe('visible');
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(notifierMachine, runtime, 'replays');
  });

  it('removes each toast 5 s after it was pushed', () => {
    const clock = new SimulatedClock();
    const actor = createActor(notifierMachine, { clock }).start();
    actor.send({ type: 'notify.push', notice: serverError });
    clock.increment(2000);
    actor.send({ type: 'notify.push', notice: saved });
    clock.increment(TOAST_DURATION_MS - 2000 - 1);
    expect(actor.getSnapshot().context.toasts).toHaveLength(2);
    clock.increment(1);
    expect(actor.getSnapshot().context.toasts).toEqual([{ id: 'toast-2', ...saved, page: '' }]);
    clock.increment(2000);
    expect(actor.getSnapshot().context.toasts).toEqual([]);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('a dismissed toast goes at once and its timer is stopped', () => {
    const clock = new SimulatedClock();
    const actor = createActor(notifierMachine, { clock }).start();
    actor.send({ type: 'notify.push', notice: serverError });
    actor.send({ type: 'notify.push', notice: saved });
    actor.send({ type: 'notify.dismiss', id: 'toast-1' });
    expect(actor.getSnapshot().context.toasts.map((t) => t.id)).toEqual(['toast-2']);
    expect(actor.getSnapshot().children['toast-1']).toBeUndefined();
    clock.increment(TOAST_DURATION_MS);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('keeps at most 3, dropping the oldest', () => {
    const actor = createActor(notifierMachine).start();
    for (let i = 1; i <= 7; i++) actor.send({ type: 'notify.push', notice: { tone: 'info', message: `n${i}` } });
    const { toasts } = actor.getSnapshot().context;
    expect(toasts.map((t) => t.message)).toEqual(['n5', 'n6', 'n7']);
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(toasts.map((t) => t.id).sort());
    actor.stop();
  });

  it('a held toast stays until released, then gets a full 5 s again', () => {
    const clock = new SimulatedClock();
    const actor = createActor(notifierMachine, { clock }).start();
    actor.send({ type: 'notify.push', notice: serverError });
    clock.increment(4000);
    actor.send({ type: 'notify.held', id: 'toast-1' });
    clock.increment(60_000);
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
    actor.send({ type: 'notify.released', id: 'toast-1' });
    clock.increment(TOAST_DURATION_MS - 1);
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
    clock.increment(1);
    expect(actor.getSnapshot().context.toasts).toHaveLength(0);
  });

  it('shows a notice pushed again once, with a new 5 s', () => {
    const clock = new SimulatedClock();
    const actor = createActor(notifierMachine, { clock }).start();
    actor.send({ type: 'notify.push', notice: saved });
    clock.increment(4000);
    actor.send({ type: 'notify.push', notice: saved });
    expect(actor.getSnapshot().context.toasts.map((t) => t.id)).toEqual(['toast-2']);
    clock.increment(TOAST_DURATION_MS - 1);
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
  });

  it("drops a page's toasts on another page, keeps the ones that follow the user", () => {
    const actor = createActor(notifierMachine).start();
    actor.send({ type: 'notify.navigated', path: '/separate/separate/7' });
    actor.send({ type: 'notify.push', notice: saved });
    actor.send({ type: 'notify.push', notice: deleted });
    actor.send({ type: 'notify.navigated', path: '/separate/separate/7' });
    expect(actor.getSnapshot().context.toasts).toHaveLength(2);
    actor.send({ type: 'notify.navigated', path: '/separate/list' });
    expect(actor.getSnapshot().context.toasts.map((t) => t.subject)).toEqual(['Isolation SI0001']);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['toast-2']);
  });
});
