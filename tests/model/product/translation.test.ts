// The translation machine (SPU transfer on the product record): no option without the grant, a
// retryable error when it cannot be read; nothing is sent while the form has a problem; a save carries the
// version read and the trimmed text; a double click saves once; a stale save asks for a reload and
// any other refusal keeps the form.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { saveProductTranslation, type ProductTranslations, type SpuTransferAuth } from '../../../src/contract/product/translation';
import { translationMachine } from '../../../src/machines/product/translation.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './fixtures';

type Snap = ReturnType<typeof translationMachine.getInitialSnapshot>;
const PRODUCT = 'pr-harbor-000011';
const translations: ProductTranslations = {
  source: { title: 'Northwind thermal bottle 500 ml' },
  items: [{ lang: 'zh-CN', title: '北风保温杯', description: '', version: 2, updatedAt: '2026-03-01T10:00:00.000Z', updatedBy: 'Lin Wei' }],
};

const events: EventFixtures<typeof translationMachine> = {
  'translation.retry': [{ type: 'translation.retry' }],
  'translation.opened': [
    { type: 'translation.opened', lang: 'zh-CN' },
    { type: 'translation.opened', lang: 'en' },
  ],
  'translation.fieldChanged': [
    { type: 'translation.fieldChanged', field: 'title', value: '' },
    { type: 'translation.fieldChanged', field: 'title', value: ' 北风保温杯 500 毫升 ' },
  ],
  'translation.saved': [{ type: 'translation.saved' }],
  'translation.closed': [{ type: 'translation.closed' }],
  'translation.reloadRequested': [{ type: 'translation.reloadRequested' }],
};

const actors: ActorFixtures<typeof translationMachine> = {
  auth: { done: [{ authorized: true, grantedAt: '2026-01-01T00:00:00.000Z' }, { authorized: false, grantedAt: null }], error: [failure] },
  load: { done: [translations], error: [failure] },
  save: { done: [translations], error: [new CallError('envelope', 'PRODUCT_TRANSLATION_STALE', 'changed by someone else'), failure] },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, f: s.context.form, pr: s.context.problems, e: s.context.error?.code ?? null, t: !!s.context.translations });

const paths = modelPaths(translationMachine, { events, actors, serializeState, input: { productId: PRODUCT } });
const runtime = emptyVisits();

describe('translation machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(translationMachine, visitedBy(translationMachine, paths, { productId: PRODUCT }))).toMatchObject({ states: 9 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = translationMachine.provide({ actions: { announceSaved: () => void announced++ } });
    await replayPath(machine, path, {
      input: { productId: PRODUCT },
      invoked: ['auth', 'load', 'save'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('checking') || s.matches('loading') || s.matches('saving'));
        const save = pending.get('save');
        if (save) {
          const input = save.input as { productId: string; form: { lang: string; title: string; description: string; version: number } };
          expect(input.productId).toBe(PRODUCT);
          expect(s.context.problems).toEqual({});
          expect(saveProductTranslation.body?.safeParse({ ...input.form, title: input.form.title.trim() }).success).toBe(true);
          // the version read: the language's translation, or 0 when there is none
          expect(input.form.version).toBe(input.form.lang === 'zh-CN' ? 2 : 0);
        }
        const saves = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'translation.saved' && x.state.matches('saving')).length;
        expect(calls.save?.length ?? 0).toBe(saves);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('ready') && (x.event.type as string) === 'xstate.done.actor.save').length);
        if (step.event.type === 'translation.saved' && s.matches('editing') && !s.context.error) expect(Object.keys(s.context.problems).length).toBeGreaterThan(0);
        // the translations are read on each entry to loading (after the grant, or a reload) and never otherwise
        expect(calls.load?.length ?? 0).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('loading')).length);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(translationMachine, runtime, 'replays');
  });

  it('a double click on save saves once, with the trimmed text and the version read', async () => {
    const sent: unknown[] = [];
    const machine = translationMachine.provide({
      actors: {
        auth: fromPromise(async (): Promise<SpuTransferAuth> => ({ authorized: true, grantedAt: null })),
        load: fromPromise(async () => translations),
        save: fromPromise(async ({ input }) => {
          sent.push(input);
          return translations;
        }),
      },
    });
    const actor = createActor(machine, { input: { productId: PRODUCT } }).start();
    await flush();
    actor.send({ type: 'translation.opened', lang: 'zh-CN' });
    actor.send({ type: 'translation.fieldChanged', field: 'title', value: 'Northwind' });
    actor.send({ type: 'translation.saved' });
    expect(actor.getSnapshot().context.problems).toEqual({ title: 'wrongLanguage' });
    actor.send({ type: 'translation.fieldChanged', field: 'title', value: ' 北风保温杯 500 毫升 ' });
    actor.send({ type: 'translation.saved' });
    actor.send({ type: 'translation.saved' });
    await flush();
    expect(sent).toEqual([{ productId: PRODUCT, form: { lang: 'zh-CN', title: ' 北风保温杯 500 毫升 ', description: '', version: 2 } }]);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.stop();
  });
});
