// The price formula machine (the product record's "Price formula" section): nothing is sent while
// the form has a problem; a save carries the draft's version read (0 for none), then the draft is
// recalculated; activation is offered only when no sku falls under the minimum margin and sends
// once; a stale or decided formula asks for a reload; any other refusal keeps the form or preview.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { saveFormula, type FormulaCart, type FormulaPreview, type PriceFormula } from '../../../src/contract/product/price-formula';
import { priceFormulaMachine, type FormulaList } from '../../../src/machines/product/priceFormula.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './fixtures';

type Snap = ReturnType<typeof priceFormulaMachine.getInitialSnapshot>;
const PRODUCT = 'pr-harbor-000001';
const formula = (over: Partial<PriceFormula>): PriceFormula => ({
  id: 'pf-1',
  formulaNo: 'PF-C1-001',
  cartId: 'c1',
  markupPercent: 60,
  fixedFee: 0,
  rounding: 'cent',
  status: 'active',
  version: 1,
  updatedAt: '2026-03-01T00:00:00.000Z',
  updatedBy: 'Lin Wei',
  activatedAt: '2026-03-01T00:00:00.000Z',
  activatedBy: 'Lin Wei',
  replacedAt: null,
  repricedSkus: 0,
  ...over,
});
const active = formula({});
const draft = formula({ id: 'pf-2', formulaNo: 'PF-C1-002', status: 'draft', version: 3, markupPercent: 75, activatedAt: null, activatedBy: null });
const cart: FormulaCart = { cartId: 'c1', cartName: 'Harbor US', platformCode: 'amazon', currency: 'USD', skuCount: 12, active, draft: null };
const listNoDraft: FormulaList = { cart, items: [active] };
const listWithDraft: FormulaList = { cart: { ...cart, draft }, items: [draft, active] };
const preview = (underMinimum: number): FormulaPreview => ({ formula: draft, currency: 'USD', total: 12, up: 8, down: 2, same: 2, underMinimum, marginBefore: 0.35, marginAfter: 0.4, rows: [] });

const events: EventFixtures<typeof priceFormulaMachine> = {
  'formula.retry': [{ type: 'formula.retry' }],
  'formula.opened': [{ type: 'formula.opened' }],
  'formula.fieldChanged': [
    { type: 'formula.fieldChanged', field: 'markupPercent', value: '' },
    { type: 'formula.fieldChanged', field: 'markupPercent', value: '80' },
  ],
  'formula.recalculated': [{ type: 'formula.recalculated' }],
  'formula.edited': [{ type: 'formula.edited' }],
  'formula.activated': [{ type: 'formula.activated' }],
  'formula.closed': [{ type: 'formula.closed' }],
  'formula.reloadRequested': [{ type: 'formula.reloadRequested' }],
};

const actors: ActorFixtures<typeof priceFormulaMachine> = {
  load: { done: [listNoDraft, listWithDraft], error: [failure] },
  save: { done: [draft], error: [new CallError('envelope', 'PRODUCT_FORMULA_STALE', 'changed by someone else'), failure] },
  recalc: { done: [preview(0), preview(3)], error: [failure] },
  activate: { done: [formula({ ...draft, status: 'active', version: 4 })], error: [new CallError('envelope', 'PRODUCT_FORMULA_STATE', 'not a draft'), new CallError('envelope', 'PRODUCT_FORMULA_MARGIN', 'under the minimum')] },
};

const serializeState = (s: Snap) =>
  JSON.stringify({ v: s.value, f: s.context.form, pr: s.context.problems, e: s.context.error?.code ?? null, l: s.context.list?.cart.draft?.id ?? null, u: s.context.preview?.underMinimum ?? null, d: !!s.context.draft });

const paths = modelPaths(priceFormulaMachine, { events, actors, serializeState, input: { productId: PRODUCT } });
const runtime = emptyVisits();

describe('price formula machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(priceFormulaMachine, visitedBy(priceFormulaMachine, paths, { productId: PRODUCT }))).toMatchObject({ states: 10 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = priceFormulaMachine.provide({ actions: { announceActivated: () => void announced++ } });
    await replayPath(machine, path, {
      input: { productId: PRODUCT },
      invoked: ['load', 'save', 'recalc', 'activate'],
      visits: runtime,
      onStep: (_step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe((['loading', 'saving', 'recalculating', 'activating'] as const).some((x) => s.matches(x)));
        const save = pending.get('save');
        if (save) {
          const input = save.input as { cartId: string; form: { markupPercent: string; fixedFee: string; rounding: string }; version: number };
          expect(s.context.problems).toEqual({});
          expect(saveFormula.body?.safeParse({ cartId: input.cartId, markupPercent: Number(input.form.markupPercent), fixedFee: Number(input.form.fixedFee), rounding: input.form.rounding, version: input.version }).success).toBe(true);
          // the version read: the draft saved in this session, else the channel's draft, else 0
          expect(input.version).toBe(s.context.draft?.version ?? s.context.list?.cart.draft?.version ?? 0);
        }
        const activate = pending.get('activate');
        if (activate) expect(s.context.preview?.underMinimum).toBe(0);
        const steps = path.steps.slice(1, i + 1);
        expect(calls.activate?.length ?? 0).toBe(steps.filter((x) => x.event.type === 'formula.activated' && x.state.matches('activating')).length);
        expect(announced).toBe(steps.filter((x) => (x.event.type as string) === 'xstate.done.actor.activate').length);
        expect(calls.recalc?.length ?? 0).toBe(steps.filter((x) => x.state.matches('recalculating')).length);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(priceFormulaMachine, runtime, 'replays');
  });

  it('a double click on activate sends once; a preview with skus under the minimum margin cannot be activated', async () => {
    const sent: unknown[] = [];
    let under = 2;
    const machine = priceFormulaMachine.provide({
      actors: {
        load: fromPromise(async () => listWithDraft),
        save: fromPromise(async () => draft),
        recalc: fromPromise(async () => preview(under)),
        activate: fromPromise(async ({ input }) => {
          sent.push(input);
          return formula({ ...draft, status: 'active', version: 4 });
        }),
      },
    });
    const actor = createActor(machine, { input: { productId: PRODUCT } }).start();
    await flush();
    actor.send({ type: 'formula.opened' });
    expect(actor.getSnapshot().context.form).toEqual({ markupPercent: '75', fixedFee: '0', rounding: 'cent' });
    actor.send({ type: 'formula.fieldChanged', field: 'markupPercent', value: '-5' });
    actor.send({ type: 'formula.recalculated' });
    expect(actor.getSnapshot().context.problems).toEqual({ markupPercent: 'notPositive' });
    actor.send({ type: 'formula.fieldChanged', field: 'markupPercent', value: '5' });
    actor.send({ type: 'formula.recalculated' });
    await flush();
    actor.send({ type: 'formula.activated' });
    expect(actor.getSnapshot().value).toBe('previewed');
    under = 0;
    actor.send({ type: 'formula.edited' });
    actor.send({ type: 'formula.recalculated' });
    await flush();
    actor.send({ type: 'formula.activated' });
    actor.send({ type: 'formula.activated' });
    await flush();
    expect(sent).toEqual([{ id: 'pf-2', version: 3 }]);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.stop();
  });
});
