// The tag apply machine (the product record's "Apply for a label"): nothing is sent while no sku is
// chosen or the note is too long; the call carries the chosen skus in the product's order; one
// application per confirmation (a double click sends one); a refusal keeps the form.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { applyTag } from '../../../src/contract/product/tag';
import { tagApplyMachine, tagFormProblems } from '../../../src/machines/product/tagApply.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './fixtures';
import { tagApplication } from './tag-fixtures';

type Snap = ReturnType<typeof tagApplyMachine.getInitialSnapshot>;
const SKUS = ['pr-harbor-000006-1', 'pr-harbor-000006-2'];

const events: EventFixtures<typeof tagApplyMachine> = {
  'tag.opened': [{ type: 'tag.opened', productId: 'pr-harbor-000006', skuIds: SKUS }],
  'tag.tagChosen': [{ type: 'tag.tagChosen', tag: 'bulky' }],
  'tag.skuToggled': [{ type: 'tag.skuToggled', skuId: SKUS[0] }, { type: 'tag.skuToggled', skuId: SKUS[1] }],
  'tag.noteChanged': [{ type: 'tag.noteChanged', value: 'Heavy chairs' }, { type: 'tag.noteChanged', value: 'x'.repeat(201) }],
  'tag.submitted': [{ type: 'tag.submitted' }],
  'tag.closed': [{ type: 'tag.closed' }],
};

const actors: ActorFixtures<typeof tagApplyMachine> = {
  apply: { done: [tagApplication('applied')], error: [new CallError('envelope', 'PRODUCT_TAG_OPEN', 'This product already has an open application for this tag.'), failure] },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, t: s.context.tag, c: [...s.context.chosen].sort(), n: s.context.note.length, p: s.context.problems, e: s.context.error?.code ?? null });

const paths = modelPaths(tagApplyMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('tag apply machine', () => {
  it('form problems before anything is sent', () => {
    expect(tagFormProblems({ chosen: [], note: '' })).toEqual(['noSku']);
    expect(tagFormProblems({ chosen: SKUS, note: 'x'.repeat(201) })).toEqual(['noteTooLong']);
    expect(tagFormProblems({ chosen: Array.from({ length: 21 }, (_, i) => `s${i}`), note: '' })).toEqual(['tooManySkus']);
    expect(tagFormProblems({ chosen: SKUS, note: ' ok ' })).toEqual([]);
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(tagApplyMachine, visitedBy(tagApplyMachine, paths))).toEqual({ states: 5, transitions: 10 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = tagApplyMachine.provide({ actions: { announceApplied: () => void announced++ } });
    await replayPath(machine, path, {
      invoked: ['apply'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('submitting'));
        const call = pending.get('apply');
        if (call) {
          const input = call.input as { productId: string; tag: string; skuIds: string[]; note: string };
          expect(input.skuIds).toEqual(SKUS.filter((id) => s.context.chosen.includes(id)));
          expect(tagFormProblems(s.context)).toEqual([]);
          expect(applyTag.body?.safeParse(input).success).toBe(true);
        }
        if (s.matches('submitting')) expect(s.can({ type: 'tag.submitted' })).toBe(false);
        const sent = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'tag.submitted' && x.state.matches('submitting')).length;
        expect(calls.apply?.length ?? 0).toBe(sent);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('done') && x.event.type.startsWith('xstate.done')).length);
        if (step.event.type === 'tag.submitted' && s.matches('editing')) expect(s.context.problems).toEqual(tagFormProblems(s.context));
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(tagApplyMachine, runtime, 'replays');
  });

  it('a double click on send applies once, with the chosen skus', async () => {
    const sent: unknown[] = [];
    const machine = tagApplyMachine.provide({
      actors: {
        apply: fromPromise(async ({ input }) => {
          sent.push(input);
          return tagApplication('applied');
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'tag.opened', productId: 'pr-harbor-000006', skuIds: SKUS });
    actor.send({ type: 'tag.skuToggled', skuId: SKUS[0] });
    actor.send({ type: 'tag.tagChosen', tag: 'bulky' });
    actor.send({ type: 'tag.noteChanged', value: ' Heavy ' });
    actor.send({ type: 'tag.submitted' });
    actor.send({ type: 'tag.submitted' });
    await flush();
    expect(sent).toEqual([{ productId: 'pr-harbor-000006', tag: 'bulky', skuIds: [SKUS[1]], note: 'Heavy' }]);
    expect(actor.getSnapshot().value).toBe('done');
    actor.stop();
  });
});
