// The extended attributes machine (/product/info/:id): a retryable error when they cannot be read;
// nothing is sent while the form has a problem; a save carries the leaf, only its attributes'
// values (trimmed, empty ones left out) and the version read; a double click saves once; a stale
// save asks for a reload and any other refusal keeps the form.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { saveProductAttributes, type ProductAttributes } from '../../../src/contract/product/master';
import type { Category } from '../../../src/contract/product/new-product';
import { productAttributesMachine } from '../../../src/machines/product/productAttributes.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './fixtures';

type Snap = ReturnType<typeof productAttributesMachine.getInitialSnapshot>;
const PRODUCT = 'pr-harbor-000004';
const material = { code: 'material', nameEn: 'Material', nameZh: '材质', type: 'select' as const, options: [{ value: 'glass', en: 'Glass', zh: '玻璃' }], unit: '', required: true, min: null, max: null, from: 'KT' };
const capacity = { code: 'capacity', nameEn: 'Capacity', nameZh: '容量', type: 'number' as const, options: [], unit: 'ml', required: true, min: 100, max: 3000, from: 'KT-DRINK' };
const diameter = { ...capacity, code: 'diameter', nameEn: 'Diameter', nameZh: '直径', unit: 'cm', min: 10, max: 50, from: 'KT-COOK' };
const categories: Category[] = [
  { code: 'KT', parentCode: null, nameEn: 'Kitchen', nameZh: '厨房用品', leaf: false, attributes: [material] },
  { code: 'KT-DRINK', parentCode: 'KT', nameEn: 'Drinkware', nameZh: '水具', leaf: true, attributes: [material, capacity] },
  { code: 'KT-COOK', parentCode: 'KT', nameEn: 'Cookware', nameZh: '锅具', leaf: true, attributes: [material, diameter] },
];
const attributes: ProductAttributes = {
  product: { id: PRODUCT, productCode: 'SPU000004', title: 'Insulated bottle', brand: 'Kestrel', category: 'Kitchen', platformCode: 'amazon', cartName: 'Harbor US', status: 'onSale' },
  categories,
  categoryCode: 'KT-DRINK',
  values: { material: 'glass' },
  missing: ['capacity'],
  version: 3,
  updatedAt: '2026-03-01T10:00:00.000Z',
  updatedBy: 'Lin Wei',
};

const events: EventFixtures<typeof productAttributesMachine> = {
  'attributes.retry': [{ type: 'attributes.retry' }],
  'attributes.edit': [{ type: 'attributes.edit' }],
  'attributes.categoryChanged': [{ type: 'attributes.categoryChanged', categoryCode: 'KT-COOK' }, { type: 'attributes.categoryChanged', categoryCode: 'KT' }],
  'attributes.valueChanged': [
    { type: 'attributes.valueChanged', code: 'capacity', value: '20' },
    { type: 'attributes.valueChanged', code: 'capacity', value: ' 500 ' },
  ],
  'attributes.save': [{ type: 'attributes.save' }],
  'attributes.cancel': [{ type: 'attributes.cancel' }],
  'attributes.reload': [{ type: 'attributes.reload' }],
};

const actors: ActorFixtures<typeof productAttributesMachine> = {
  load: { done: [attributes], error: [failure] },
  save: { done: [{ ...attributes, version: 4 }], error: [new CallError('envelope', 'PRODUCT_ATTRIBUTES_STALE', 'changed by someone else'), failure] },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, f: s.context.form, pr: s.context.problems, e: s.context.error?.code ?? null, a: s.context.attributes?.version ?? null });

const paths = modelPaths(productAttributesMachine, { events, actors, serializeState, input: { productId: PRODUCT } });
const runtime = emptyVisits();

describe('product attributes machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(productAttributesMachine, visitedBy(productAttributesMachine, paths, { productId: PRODUCT }))).toMatchObject({ states: 7 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = productAttributesMachine.provide({ actions: { announceSaved: () => void announced++ } });
    await replayPath(machine, path, {
      input: { productId: PRODUCT },
      invoked: ['load', 'save'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('saving'));
        const save = pending.get('save');
        if (save) {
          const input = save.input as { productId: string; categoryCode: string; values: Record<string, string>; version: number };
          expect(input.productId).toBe(PRODUCT);
          expect(s.context.problems).toEqual({});
          expect(saveProductAttributes.body?.safeParse({ categoryCode: input.categoryCode, values: input.values, version: input.version }).success).toBe(true);
          // only the leaf's attributes, trimmed, none empty; the version read
          const leaf = categories.find((c) => c.code === input.categoryCode)!;
          expect(leaf.leaf).toBe(true);
          for (const [code, v] of Object.entries(input.values)) {
            expect(leaf.attributes.some((a) => a.code === code)).toBe(true);
            expect(v).toBe(v.trim());
            expect(v).not.toBe('');
          }
          expect([3, 4]).toContain(input.version);
        }
        const saves = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'attributes.save' && x.state.matches('saving')).length;
        expect(calls.save?.length ?? 0).toBe(saves);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('ready') && (x.event.type as string) === 'xstate.done.actor.save').length);
        if (step.event.type === 'attributes.save' && s.matches('editing') && !s.context.error) expect(Object.keys(s.context.problems).length).toBeGreaterThan(0);
        expect(calls.load?.length ?? 0).toBe(path.steps.slice(0, i + 1).filter((x) => x.state.matches('loading')).length);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(productAttributesMachine, runtime, 'replays');
  });

  it('a double click on save saves once, with the leaf’s values trimmed and the version read', async () => {
    const sent: unknown[] = [];
    const machine = productAttributesMachine.provide({
      actors: {
        load: fromPromise(async () => attributes),
        save: fromPromise(async ({ input }) => {
          sent.push(input);
          return { ...attributes, version: 4 };
        }),
      },
    });
    const actor = createActor(machine, { input: { productId: PRODUCT } }).start();
    await flush();
    actor.send({ type: 'attributes.edit' });
    actor.send({ type: 'attributes.valueChanged', code: 'capacity', value: '20' });
    actor.send({ type: 'attributes.save' });
    expect(actor.getSnapshot().context.problems).toEqual({ capacity: 'outOfRange' });
    actor.send({ type: 'attributes.valueChanged', code: 'capacity', value: ' 500 ' });
    actor.send({ type: 'attributes.save' });
    actor.send({ type: 'attributes.save' });
    await flush();
    expect(sent).toEqual([{ productId: PRODUCT, categoryCode: 'KT-DRINK', values: { material: 'glass', capacity: '500' }, version: 3 }]);
    expect(actor.getSnapshot().value).toBe('ready');
    // a changed subcategory drops the values of attributes it does not have
    actor.send({ type: 'attributes.edit' });
    actor.send({ type: 'attributes.categoryChanged', categoryCode: 'KT-COOK' });
    actor.send({ type: 'attributes.valueChanged', code: 'diameter', value: '20' });
    actor.send({ type: 'attributes.save' });
    await flush();
    expect(sent[1]).toEqual({ productId: PRODUCT, categoryCode: 'KT-COOK', values: { material: 'glass', diameter: '20' }, version: 4 });
    actor.stop();
  });
});
