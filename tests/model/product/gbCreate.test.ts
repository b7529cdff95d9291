// The goods-base form (createGbProduct): nothing is sent while something required is missing (the
// gaps are shown); a file that is not an image, too large, or a ninth is refused before it is sent;
// an upload reports its progress and adds the image; a create is sent once per click with the
// form's request id; a refusal keeps the form; a new category keeps only the attributes it has.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createGb } from '../../../src/contract/product/goods-base';
import { gbCreateMachine, gbFormGaps, imageProblemOf } from '../../../src/machines/product/gbCreate.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './fixtures';
import { gbCategories, gbDetail, gbTaxRates, storedImage } from './gb-fixtures';

type Snap = ReturnType<typeof gbCreateMachine.getInitialSnapshot>;
const input = { requestId: 'form-request-0001' };

// named when an event is serialized (a File has no own properties: both would read "{}")
const named = (file: File) => Object.assign(file, { toJSON: () => `${file.name} (${file.type})` });
const png = named(new File([new Uint8Array(2048)], 'front.png', { type: 'image/png' }));
const text = named(new File(['not an image'], 'notes.txt', { type: 'text/plain' }));

const events: EventFixtures<typeof gbCreateMachine> = {
  'gb.retry': [{ type: 'gb.retry' }],
  'gb.changed': [
    { type: 'gb.changed', field: 'categoryCode', value: 'OD-CAMP' },
    { type: 'gb.changed', field: 'title', value: 'Camping lantern, 300 lumen' },
    { type: 'gb.changed', field: 'brand', value: 'Kestrel' },
    { type: 'gb.changed', field: 'skuCode', value: 'HA-OD-0003' },
    { type: 'gb.changed', field: 'supplyPrice', value: '20.5' },
    { type: 'gb.changed', field: 'taxCode', value: 'VAT6' },
    { type: 'gb.changed', field: 'taxCode', value: 'VAT13' },
  ],
  'gb.attributeChanged': [{ type: 'gb.attributeChanged', code: 'weight', value: '450' }],
  'gb.imageChosen': [
    { type: 'gb.imageChosen', file: png },
    { type: 'gb.imageChosen', file: text },
  ],
  'gb.imageRemoved': [{ type: 'gb.imageRemoved', id: storedImage.id }],
  'gb.uploadProgress': [{ type: 'gb.uploadProgress', loaded: 1024, total: 2048 }],
  'gb.submitRequested': [{ type: 'gb.submitRequested' }],
};

const actors: ActorFixtures<typeof gbCreateMachine> = {
  load: { done: [{ categories: gbCategories, taxRates: gbTaxRates }], error: [failure] },
  upload: { done: [storedImage], error: [new CallError('envelope', 'SYS_INVALID', 'The file is not an image.')] },
  create: { done: [gbDetail()], error: [new CallError('envelope', 'PRODUCT_GB_NOT_READY', 'The product misses: Net weight.')] },
};

const gapCount = (s: Snap) => (s.matches('loading') || s.matches('loadFailed') ? -1 : gbFormGaps(s.context).length);
const serializeState = (s: Snap) =>
  JSON.stringify({ v: s.value, g: gapCount(s), i: Math.min(s.context.images.length, 1), p: s.context.showProblems, e: s.context.error?.code ?? null });

const paths = modelPaths(gbCreateMachine, { events, actors, serializeState, input });
const runtime = emptyVisits();

describe('goods-base form machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(gbCreateMachine, visitedBy(gbCreateMachine, paths, input))).toMatchObject({ states: 7 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let created = 0;
    const machine = gbCreateMachine.provide({ actions: { announceCreated: () => void created++ } });
    await replayPath(machine, path, {
      input,
      invoked: ['load', 'upload', 'create'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('uploading') || s.matches('creating'));
        const create = pending.get('create');
        if (create) {
          expect(createGb.body?.safeParse(create.input).success).toBe(true);
          expect(gbFormGaps(s.context)).toEqual([]);
          expect(s.can({ type: 'gb.submitRequested' })).toBe(false);
        }
        if (pending.get('upload')) expect(s.context.uploading).not.toBeNull();
        // a submit that found gaps shows them and sends nothing
        if (step.event.type === 'gb.submitRequested' && s.matches('editing')) expect(s.context.showProblems).toBe(true);
        if (step.event.type === 'gb.imageChosen' && s.matches('editing') && !step.event.type.startsWith('xstate')) expect(s.context.imageProblem).not.toBeNull();
        expect(created).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('done') && x.event.type.startsWith('xstate.done')).length);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(gbCreateMachine, runtime, 'replays');
  });

  it('uploads with progress, creates once with the same request id, and keeps only the attributes of a new category', async () => {
    const sent: { requestId: string; imageIds: string[] }[] = [];
    let report: ((loaded: number, total: number) => void) | undefined;
    let finishUpload: (() => void) | undefined;
    const machine = gbCreateMachine.provide({
      actors: {
        load: fromPromise(async () => ({ categories: gbCategories, taxRates: gbTaxRates })),
        upload: fromPromise(({ input }) => {
          report = input.report;
          return new Promise((resolve) => (finishUpload = () => resolve(storedImage)));
        }),
        create: fromPromise(async ({ input }) => {
          sent.push(input);
          if (sent.length === 1) throw new CallError('envelope', 'SYS_INTERNAL_ERROR', 'lost');
          return gbDetail();
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    expect(actor.getSnapshot().context.taxCode).toBe('VAT13');
    actor.send({ type: 'gb.changed', field: 'categoryCode', value: 'OD-CAMP' });
    actor.send({ type: 'gb.attributeChanged', code: 'weight', value: '450' });
    actor.send({ type: 'gb.changed', field: 'categoryCode', value: 'OD' });
    expect(actor.getSnapshot().context.attributes).toEqual({});
    actor.send({ type: 'gb.changed', field: 'categoryCode', value: 'OD-CAMP' });
    actor.send({ type: 'gb.attributeChanged', code: 'weight', value: '450' });
    for (const [field, value] of [['title', 'Camping lantern, 300 lumen'], ['brand', 'Kestrel'], ['skuCode', 'HA-OD-0003'], ['supplyPrice', '20.5']] as const) actor.send({ type: 'gb.changed', field, value });
    actor.send({ type: 'gb.changed', field: 'taxCode', value: 'VAT6' });
    expect(gbFormGaps(actor.getSnapshot().context).map((g) => g.field)).toEqual(['images', 'taxSpecial']);
    actor.send({ type: 'gb.changed', field: 'taxCode', value: 'VAT13' });
    actor.send({ type: 'gb.imageChosen', file: png });
    report?.(1024, 2048);
    expect(actor.getSnapshot().context.uploading).toEqual({ fileName: 'front.png', loaded: 1024, total: 2048 });
    finishUpload?.();
    await flush();
    expect(actor.getSnapshot().context.images.map((i) => i.id)).toEqual([storedImage.id]);
    actor.send({ type: 'gb.submitRequested' });
    actor.send({ type: 'gb.submitRequested' });
    await flush();
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context.error?.code).toBe('SYS_INTERNAL_ERROR');
    actor.send({ type: 'gb.submitRequested' });
    await flush();
    expect(sent).toHaveLength(2);
    expect(sent.map((x) => x.requestId)).toEqual([input.requestId, input.requestId]);
    expect(actor.getSnapshot().value).toBe('done');
    actor.stop();
  });

  it('refuses a file before sending it: not an image, over 5 MB, a ninth image', () => {
    expect(imageProblemOf({ type: 'text/plain', size: 10 }, 0)).toBe('notImage');
    expect(imageProblemOf({ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, 0)).toBe('tooLarge');
    expect(imageProblemOf({ type: 'image/png', size: 10 }, 8)).toBe('tooMany');
    expect(imageProblemOf({ type: 'image/png', size: 10 }, 7)).toBeNull();
  });
});
