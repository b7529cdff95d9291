// Toast timer machine: a toast expires 5 s after it is shown (spec section 9), unless held.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { TOAST_DURATION_MS, toastMachine } from '../../../src/machines/app/toast.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { replayPath } from '../replay';

const input = { id: 'toast-1' };
const events: EventFixtures<typeof toastMachine> = {
  'toast.held': [{ type: 'toast.held' }],
  'toast.released': [{ type: 'toast.released' }],
};
const actors: ActorFixtures<typeof toastMachine> = {};
// sendParent needs a parent to resolve: the graph walks the machine with expire as a plain action
const model = toastMachine.provide({ actions: { expire: () => {} } });
const paths = modelPaths(model, { input, events, actors });
const runtime = emptyVisits();

describe('toast machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(toastMachine, visitedBy(model, paths, input))).toEqual({ states: 4, transitions: 3 });
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_name, path) => {
    const expired: string[] = [];
    await replayPath(toastMachine.provide({ actions: { expire: ({ context }) => void expired.push(context.id) } }), path, {
      input,
      invoked: [],
      visits: runtime,
      onStep: (step, _i, { actor }) => {
        const done = actor.getSnapshot().status === 'done';
        expect(expired).toEqual(done ? ['toast-1'] : []);
        if (step.event.type.startsWith('xstate.after.')) expect(done).toBe(true);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(toastMachine, runtime, 'replays');
  });

  it('tells its parent toast.expired {id} after exactly 5 s', () => {
    const clock = new SimulatedClock();
    const received: unknown[] = [];
    const parent = createMachine({
      invoke: { src: toastMachine, id: 'toast-9', input: { id: 'toast-9' } },
      on: { '*': { actions: ({ event }) => void received.push(event) } },
    });
    createActor(parent, { clock }).start();
    clock.increment(TOAST_DURATION_MS - 1);
    expect(received.filter((e) => (e as { type: string }).type === 'toast.expired')).toEqual([]);
    clock.increment(1);
    expect(received).toContainEqual({ type: 'toast.expired', id: 'toast-9' });
  });
});
