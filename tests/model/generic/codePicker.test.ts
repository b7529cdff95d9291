// The code picker (decision 027): typing searches after a pause, the list opening searches what
// was not searched yet, a chosen option and a pasted list's found codes are emitted to the value's
// holder, and a paste names the unknown and repeated codes. Paths from xstate/graph replayed on
// real actors, plus the paste report and the debounce on a clock.
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { codePickerMachine, SEARCH_DELAY_MS, type CodePickerEmitted } from '../../../src/machines/generic/codePicker.machine';
import type { CodeOption } from '../../../src/contract';
import type { ActorFixtures, EventFixtures } from '../coverage';
import { modelTests } from '../model-suite';
import { flush } from '../replay';
import { failure } from './fixtures';

vi.mock(import('@lingui/core/macro'), () => import('../lingui-macro') as never);

const a: CodeOption = { code: 'SKU-A', name: 'Alpha' };
const b: CodeOption = { code: 'SKU-B', name: 'Beta' };
const input = { kind: 'sku' as const };

const events: EventFixtures<typeof codePickerMachine> = {
  'picker.textChanged': [{ type: 'picker.textChanged', text: 'sk' }],
  'picker.opened': [{ type: 'picker.opened' }],
  'picker.chosen': [{ type: 'picker.chosen', option: a }],
  'picker.pasted': [
    { type: 'picker.pasted', text: 'SKU-A, sku-b\nNOPE SKU-A', held: [] },
    { type: 'picker.pasted', text: 'SKU-A sku-a', held: ['sku-a'] },
  ],
  'picker.retry': [{ type: 'picker.retry' }],
  'picker.reportDismissed': [{ type: 'picker.reportDismissed' }],
};
const actors: ActorFixtures<typeof codePickerMachine> = {
  search: { done: [{ items: [a, b], more: false }], error: [failure] },
  resolve: { done: [{ found: [a, b], unknown: ['NOPE'] }], error: [failure] },
};

describe('code picker machine', () => {
  modelTests(codePickerMachine, {
    input,
    events,
    actors,
    serializeState: (s) => JSON.stringify({ v: s.value, fresh: s.context.searched === s.context.text, r: !!s.context.report, e: !!s.context.error }),
    invoked: ['search', 'resolve'],
    coverage: { states: 6, transitions: 15 },
    replay: () => {
      const picked: CodeOption[][] = [];
      let subscribed = false;
      return {
        onStep: (step, _i, { actor, pending }) => {
          if (!subscribed) {
            actor.on('picker.picked', (e: CodePickerEmitted) => void picked.push(e.options));
            subscribed = true;
          }
          const s = actor.getSnapshot();
          expect(s.hasTag('busy')).toBe(s.matches('searching') || s.matches('resolving'));
          if (s.matches('searching')) expect(pending.get('search')?.input).toEqual({ kind: 'sku', text: s.context.text });
          if (s.matches('resolving')) expect(pending.get('resolve')?.input).toEqual({ kind: 'sku', codes: ['SKU-A', 'sku-b', 'NOPE'] });
          if (step.event.type === 'picker.chosen') {
            expect(picked.at(-1)).toEqual([a]);
            expect(s.context.text).toBe('');
          }
          if (step.event.type === 'xstate.done.actor.resolve') {
            expect(picked.at(-1)).toEqual([a, b]);
            expect(s.context.report).toEqual({ unknown: ['NOPE'], repeated: ['SKU-A'], added: 2 });
          }
        },
      };
    },
  });

  it('a paste of codes all held already reports each repeat and calls nothing', () => {
    const actor = createActor(codePickerMachine, { input }).start();
    actor.send({ type: 'picker.pasted', text: 'SKU-A sku-a SKU-B', held: ['sku-a', 'SKU-B'] });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.report).toEqual({ unknown: [], repeated: ['SKU-A', 'SKU-B'], added: 0 });
  });

  it('searches once, 250 ms after the last keystroke', async () => {
    const clock = new SimulatedClock();
    const texts: string[] = [];
    const machine = codePickerMachine.provide({
      actors: { search: (await import('xstate')).fromPromise(async ({ input: i }: { input: { text: string } }) => (texts.push(i.text), { items: [a], more: false })) as never },
    });
    const actor = createActor(machine, { input, clock }).start();
    actor.send({ type: 'picker.textChanged', text: 's' });
    clock.increment(SEARCH_DELAY_MS - 1);
    actor.send({ type: 'picker.textChanged', text: 'sk' });
    clock.increment(SEARCH_DELAY_MS - 1);
    expect(texts).toEqual([]);
    clock.increment(1);
    await flush();
    expect(texts).toEqual(['sk']);
    expect(actor.getSnapshot().context.items).toEqual([a]);
  });
});
