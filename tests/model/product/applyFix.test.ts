// Fixing a returned new-product item: only the named fields change (others' events are ignored),
// nothing is sent while the item misses something, only the open fields are sent, one resubmit per
// click, a refusal keeps the dialog.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { fieldOpen, resubmitApplyItem } from '../../../src/contract/product/new-product';
import { applyFixMachine, fixGaps } from '../../../src/machines/product/applyFix.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { categories, outOfRangeItem, returnedItem, submittedBatch } from './apply-fixtures';

type Snap = ReturnType<typeof applyFixMachine.getInitialSnapshot>;

const events: EventFixtures<typeof applyFixMachine> = {
  'fix.opened': [
    { type: 'fix.opened', item: returnedItem, categories },
    { type: 'fix.opened', item: outOfRangeItem, categories },
  ],
  'fix.fieldChanged': [
    { type: 'fix.fieldChanged', field: 'title', value: 'Lumen Stainless Steel Water Bottle 750 ml' },
    { type: 'fix.fieldChanged', field: 'title', value: '' },
    { type: 'fix.fieldChanged', field: 'categoryCode', value: 'KT' },
  ],
  'fix.attributeChanged': [{ type: 'fix.attributeChanged', code: 'capacity', value: '900' }],
  'fix.submitted': [{ type: 'fix.submitted' }],
  'fix.closed': [{ type: 'fix.closed' }],
};

const actors: ActorFixtures<typeof applyFixMachine> = {
  resubmit: { done: [submittedBatch], error: [new CallError('envelope', 'PRODUCT_APPLY_FIELD_LOCKED', 'Only the fields the platform named can be changed.')] },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, i: s.context.item?.id ?? null, t: s.context.title, c: s.context.categoryCode, a: s.context.attributes, p: s.context.showProblems, e: s.context.error?.code ?? null });
const paths = modelPaths(applyFixMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('new-product fix machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(applyFixMachine, visitedBy(applyFixMachine, paths))).toEqual({ states: 4, transitions: 8 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let fixed = 0;
    const machine = applyFixMachine.provide({ actions: { announceFixed: () => void fixed++ } });
    await replayPath(machine, path, {
      invoked: ['resubmit'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        // the locked fields never move
        const item = s.context.item;
        if (item) {
          const open = (f: string) => fieldOpen(item.fixFields, f);
          if (!open('title')) expect(s.context.title).toBe(item.title);
          if (!open('categoryCode')) expect(s.context.categoryCode).toBe(item.categoryCode);
          if (!open('attributes.capacity')) expect(s.context.attributes).toEqual(item.attributes);
        }
        const call = pending.get('resubmit');
        if (call) {
          expect(resubmitApplyItem.body?.safeParse(call.input).success).toBe(true);
          const open = (f: string) => fieldOpen(item!.fixFields, f);
          expect(Object.keys(call.input as object).sort()).toEqual([...(open('attributes.capacity') ? ['attributes'] : []), 'id', ...(open('title') ? ['title'] : []), 'version']);
          expect(fixGaps(s.context)).toEqual([]);
        }
        if (step.event.type === 'fix.submitted' && s.matches('editing')) expect(s.context.showProblems).toBe(true);
        expect(fixed).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('closed') && x.event.type.startsWith('xstate.done')).length);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(applyFixMachine, runtime, 'replays');
  });

  it('a double click resubmits once', async () => {
    const sent: unknown[] = [];
    const machine = applyFixMachine.provide({
      actors: {
        resubmit: fromPromise(async ({ input }) => {
          sent.push(input);
          return submittedBatch;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'fix.opened', item: returnedItem, categories });
    actor.send({ type: 'fix.fieldChanged', field: 'title', value: 'Lumen Stainless Steel Water Bottle 750 ml' });
    actor.send({ type: 'fix.submitted' });
    actor.send({ type: 'fix.submitted' });
    await flush();
    expect(sent).toEqual([{ id: returnedItem.id, version: returnedItem.version, title: 'Lumen Stainless Steel Water Bottle 750 ml' }]);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.stop();
  });
});
