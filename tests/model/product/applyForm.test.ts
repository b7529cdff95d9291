// The new-product batch form (createApplyNewProduct): nothing is sent without a channel; submitting
// a batch that misses something shows the gaps and sends nothing; a new or changed batch is saved
// before it is submitted, an unchanged saved one is submitted directly; one submit per click; a
// refusal keeps the form; a new category keeps only the attributes it has.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { saveApplyBatch, submitApplyBatch, type ApplyBatch, type Category } from '../../../src/contract/product/new-product';
import { applyFormMachine, formGaps } from '../../../src/machines/product/applyForm.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './fixtures';
import { categories, draftBatch, submittedBatch } from './apply-fixtures';

type Snap = ReturnType<typeof applyFormMachine.getInitialSnapshot>;
type Loaded = { categories: Category[]; batch: ApplyBatch | null };
const input = { batchCode: null };

const events: EventFixtures<typeof applyFormMachine> = {
  'form.retry': [{ type: 'form.retry' }],
  'form.cartChanged': [{ type: 'form.cartChanged', value: 'HA-AMZ-AU-001' }],
  'form.itemAdded': [{ type: 'form.itemAdded' }],
  'form.itemRemoved': [{ type: 'form.itemRemoved', index: 1 }],
  'form.itemChanged': [{ type: 'form.itemChanged', index: 0, field: 'title', value: '' }],
  'form.attributeChanged': [{ type: 'form.attributeChanged', index: 0, code: 'capacity', value: '900' }],
  'form.saveRequested': [{ type: 'form.saveRequested' }],
  'form.submitRequested': [{ type: 'form.submitRequested' }],
};

const actors: ActorFixtures<typeof applyFormMachine> = {
  load: { done: [{ categories, batch: draftBatch }, { categories, batch: null }], error: [failure] },
  save: { done: [draftBatch], error: [new CallError('envelope', 'PRODUCT_APPLY_STALE', 'This application was changed meanwhile.')] },
  submit: { done: [submittedBatch], error: [new CallError('envelope', 'PRODUCT_APPLY_NOT_READY', 'Item 1 misses: Capacity.')] },
};

const ready = (s: Snap) => s.context.cartCode !== '' && formGaps(s.context).every((g) => g.length === 0);
const serializeState = (s: Snap) =>
  JSON.stringify({ v: s.value, r: ready(s), c: !!s.context.cartCode, n: Math.min(s.context.items.length, 2), d: s.context.dirty, b: !!s.context.batchCode, p: s.context.showProblems, e: s.context.error?.code ?? null });

const paths = modelPaths(applyFormMachine, { events, actors, serializeState, input });
const runtime = emptyVisits();

describe('new-product batch form machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(applyFormMachine, visitedBy(applyFormMachine, paths, input))).toMatchObject({ states: 8 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let submitted = 0;
    const machine = applyFormMachine.provide({ actions: { announceSubmitted: () => void submitted++ } });
    await replayPath(machine, path, {
      input,
      invoked: ['load', 'save', 'submit'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('saving') || s.matches('savingToSubmit') || s.matches('submitting'));
        const save = pending.get('save');
        if (save) {
          expect(s.context.cartCode).not.toBe('');
          expect(saveApplyBatch.body?.safeParse(save.input).success).toBe(true);
        }
        const submit = pending.get('submit');
        if (submit) {
          expect(submitApplyBatch.body?.safeParse(submit.input).success).toBe(true);
          expect(s.can({ type: 'form.submitRequested' })).toBe(false);
        }
        // a submit request that found gaps shows them and sends nothing
        if (step.event.type === 'form.submitRequested' && s.matches('editing')) expect(s.context.showProblems).toBe(true);
        if (s.matches('savingToSubmit') || s.matches('submitting')) expect(ready(s)).toBe(true);
        expect(submitted).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('done') && x.event.type.startsWith('xstate.done')).length);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(applyFormMachine, runtime, 'replays');
  });

  it('saves a changed batch before submitting it once; a new category keeps only its own attributes', async () => {
    const saved: unknown[] = [];
    const sent: unknown[] = [];
    const machine = applyFormMachine.provide({
      actors: {
        load: fromPromise<Loaded, { batchCode: string | null }>(async () => ({ categories, batch: draftBatch })),
        save: fromPromise(async ({ input: body }) => {
          saved.push(body);
          return { ...draftBatch, version: 2 };
        }),
        submit: fromPromise(async ({ input: body }) => {
          sent.push(body);
          return submittedBatch;
        }),
      },
    });
    const actor = createActor(machine, { input: { batchCode: 'NP260131101' } }).start();
    await flush();
    actor.send({ type: 'form.attributeChanged', index: 0, code: 'capacity', value: '900' });
    actor.send({ type: 'form.submitRequested' });
    actor.send({ type: 'form.submitRequested' });
    await flush();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ batchCode: 'NP260131101', version: 1, cartCode: 'HA-AMZ-AU-001', items: [{ attributes: { capacity: '900' }, supplyPrice: 9.5 }] });
    expect(sent).toEqual([{ batchCode: 'NP260131101', version: 2 }]);
    expect(actor.getSnapshot().value).toBe('done');
    actor.stop();

    const fresh = machine.provide({ actors: { load: fromPromise<Loaded, { batchCode: string | null }>(async () => ({ categories, batch: null })) } });
    const other = createActor(fresh, { input: { batchCode: null } }).start();
    await flush();
    other.send({ type: 'form.itemChanged', index: 0, field: 'categoryCode', value: 'KT-DRINK' });
    other.send({ type: 'form.attributeChanged', index: 0, code: 'capacity', value: '750' });
    other.send({ type: 'form.itemChanged', index: 0, field: 'categoryCode', value: 'KT' });
    expect(other.getSnapshot().context.items[0].attributes).toEqual({});
    // no channel: nothing is saved
    other.send({ type: 'form.saveRequested' });
    expect(other.getSnapshot().value).toBe('editing');
    expect(other.getSnapshot().context.showProblems).toBe(true);
    other.stop();
  });
});
