// The coverage helper itself: it lists every kind of transition and fails loudly on a gap.
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { assertCoverage, listStates, listTransitions, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from './coverage';

const m = setup({
  types: { events: {} as { type: 'go' } | { type: 'never' }, context: {} as { n: number }, children: {} as { work: 'work' } },
  actors: { work: fromPromise<number>(async () => 1) },
  guards: { impossible: () => false },
  delays: { soon: 10 },
}).createMachine({
  id: 'm',
  context: { n: 0 },
  initial: 'boot',
  states: {
    boot: { always: { target: 'a' } },
    a: { on: { go: 'b', never: { guard: 'impossible', target: 'orphan' } } },
    b: { invoke: { id: 'work', src: 'work', onDone: 'c', onError: 'a' } },
    c: { after: { soon: 'a' } },
    orphan: {},
  },
});
const events: EventFixtures<typeof m> = { go: [{ type: 'go' }], never: [{ type: 'never' }] };
const actors: ActorFixtures<typeof m> = { work: { done: [1], error: [new Error('x')] } };

describe('coverage helper', () => {
  it('lists states and transitions of every kind (always, guarded, invoke done/error, after)', () => {
    expect(listStates(m)).toEqual(['m', 'm.boot', 'm.a', 'm.b', 'm.c', 'm.orphan']);
    expect(listTransitions(m)).toEqual([
      'm.boot --(always)#0--> m.a',
      'm.a --go#0--> m.b',
      'm.a --never#0--> m.orphan',
      'm.b --xstate.done.actor.work#0--> m.c',
      'm.b --xstate.error.actor.work#0--> m.a',
      'm.c --xstate.after.soon.m.c#0--> m.a',
    ]);
  });

  it('fails loudly, naming what the paths never reach', () => {
    const visits = visitedBy(m, modelPaths(m, { events, actors }));
    expect(() => assertCoverage(m, visits)).toThrowError(
      'Model coverage of machine "m" by the paths is incomplete:\n  state never visited: m.orphan\n  transition never taken: m.a --never#0--> m.orphan',
    );
  });
});
