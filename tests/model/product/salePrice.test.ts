// The sale price machine (the vms list's "Change sale price"): nothing is sent while the typed
// price is blank, malformed, too large or the current one; the save carries the version read; a
// double click saves once; a refusal (under the purchase price, stale) comes back on the field and
// typing clears it; after "changed by someone else" the price is read again; a save announces
// itself once (the list reads its rows again) and shows the history newest first.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { salePriceHistorySchema, updateSalePrice } from '../../../src/contract/product/sku';
import { salePriceFormProblem, salePriceMachine } from '../../../src/machines/product/salePrice.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './fixtures';
import { belowPurchase, priceStale, salePrice, skuDetail } from './sku-fixtures';

type Snap = ReturnType<typeof salePriceMachine.getInitialSnapshot>;

const events: EventFixtures<typeof salePriceMachine> = {
  'price.opened': [{ type: 'price.opened', skuId: skuDetail.id, sellerSku: skuDetail.sellerSku }],
  'price.changed': [
    { type: 'price.changed', value: ' 24.9 ' },
    { type: 'price.changed', value: '1.234' },
    { type: 'price.changed', value: '22.50' },
  ],
  'price.submitted': [{ type: 'price.submitted' }],
  'price.reloadRequested': [{ type: 'price.reloadRequested' }],
  'price.retry': [{ type: 'price.retry' }],
  'price.closed': [{ type: 'price.closed' }],
};

const actors: ActorFixtures<typeof salePriceMachine> = {
  loadPrice: { done: [salePrice()], error: [failure] },
  savePrice: { done: [salePrice(24.9, 4)], error: [belowPurchase, priceStale] },
};

const serializeState = (s: Snap) =>
  JSON.stringify({ v: s.value, val: s.context.value, p: s.context.price?.version ?? null, pr: s.context.problem, r: s.context.refusal?.code ?? null, st: s.context.stale, e: s.context.error?.code ?? null });

const paths = modelPaths(salePriceMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('sale price machine', () => {
  it('the fixtures are what the contract answers', () => {
    expect(salePriceHistorySchema.safeParse(salePrice()).success).toBe(true);
    expect(salePriceHistorySchema.safeParse(salePrice(24.9, 4)).success).toBe(true);
  });

  it('form problems before anything is sent', () => {
    expect(salePriceFormProblem(' ', 22.5)).toBe('required');
    expect(salePriceFormProblem('abc', 22.5)).toBe('invalid');
    expect(salePriceFormProblem('-3', 22.5)).toBe('invalid');
    expect(salePriceFormProblem('0', 22.5)).toBe('invalid');
    expect(salePriceFormProblem('1.234', 22.5)).toBe('invalid');
    expect(salePriceFormProblem('1000000000', 22.5)).toBe('tooLarge');
    expect(salePriceFormProblem('22.50', 22.5)).toBe('same');
    // under the purchase price is the server's refusal (it names the purchase price in the user's language)
    expect(salePriceFormProblem('3', 22.5)).toBeNull();
    expect(salePriceFormProblem(' 24.9 ', 22.5)).toBeNull();
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(salePriceMachine, visitedBy(salePriceMachine, paths))).toEqual({ states: 7, transitions: 14 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = salePriceMachine.provide({ actions: { announceSaved: () => void announced++ } });
    await replayPath(machine, path, {
      invoked: ['loadPrice', 'savePrice'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('saving'));
        const save = pending.get('savePrice');
        if (save && s.matches('saving')) {
          const input = save.input as { skuId: string; salePrice: number; version: number };
          // the typed price, trimmed, with the version read; never one the form refuses
          expect(input).toEqual({ skuId: skuDetail.id, salePrice: Number(s.context.value.trim()), version: s.context.price?.version });
          expect(salePriceFormProblem(s.context.value, s.context.price?.salePrice ?? null)).toBeNull();
          expect(updateSalePrice.body?.safeParse({ salePrice: input.salePrice, version: input.version }).success).toBe(true);
          expect(s.can({ type: 'price.submitted' })).toBe(false);
        }
        const saves = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'price.submitted' && x.state.matches('saving')).length;
        expect(calls.savePrice?.length ?? 0).toBe(saves);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => (x.event.type as string) === 'xstate.done.actor.savePrice').length);
        if (step.event.type === 'xstate.error.actor.savePrice') {
          const code = (step.event as unknown as { error: { code: string } }).error.code;
          expect(s.value).toBe('editing');
          expect(s.context.refusal?.code).toBe(code);
          expect(s.context.stale).toBe(code === 'PRODUCT_SALE_PRICE_STALE');
        }
        if (step.event.type === 'price.changed') expect([s.context.problem, s.context.refusal, s.context.stale]).toEqual([null, null, false]);
        if (step.event.type === 'price.submitted' && s.matches('editing')) expect(s.context.problem).toBe(salePriceFormProblem(s.context.value, s.context.price?.salePrice ?? null));
        if (s.matches('saved')) {
          expect(s.context.price?.salePrice).toBe(24.9);
          const times = s.context.price?.history.map((h) => h.changedAt) ?? [];
          expect(times).toEqual([...times].sort().reverse());
        }
        if (step.event.type === 'xstate.done.actor.loadPrice') expect(s.context.value).toBe(String(s.context.price?.salePrice));
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(salePriceMachine, runtime, 'replays');
  });

  it('a double click on save sends one change', async () => {
    const sent: unknown[] = [];
    const machine = salePriceMachine.provide({
      actors: {
        loadPrice: fromPromise(async () => salePrice()),
        savePrice: fromPromise(async ({ input }) => {
          sent.push(input);
          return salePrice(24.9, 4);
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'price.opened', skuId: skuDetail.id, sellerSku: skuDetail.sellerSku });
    await flush();
    actor.send({ type: 'price.changed', value: '24.90' });
    actor.send({ type: 'price.submitted' });
    actor.send({ type: 'price.submitted' });
    await flush();
    expect(sent).toEqual([{ skuId: skuDetail.id, salePrice: 24.9, version: 3 }]);
    expect(actor.getSnapshot().value).toBe('saved');
    actor.stop();
  });
});
