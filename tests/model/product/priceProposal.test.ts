// The price proposal machine (the product record's "Propose price"): nothing is sent while the form
// has a problem (spec section 5's number rule, the current price, a past date); the preview carries
// the form; a change after the preview goes back to editing; one proposal per confirmation (a double
// click sends one); a refusal keeps the form and the preview.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { previewPrice, proposePrice, type PricePreview } from '../../../src/contract/product/price';
import { priceFormProblems, priceProposalMachine } from '../../../src/machines/product/priceProposal.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure, proposal, sku } from './fixtures';

type Snap = ReturnType<typeof priceProposalMachine.getInitialSnapshot>;
const TODAY = '2026-03-02';
const preview: PricePreview = {
  oldPrice: { count: 1, units: 2, orders: [{ id: 'od-harbor-0000001', supplierOrderId: 'PO00000001', orderTime: '2026-03-01T10:00:00.000Z', qty: 2 }] },
  newPrice: { count: 0, units: 0, orders: [] },
  difference: 0,
  currency: 'USD',
  expected: null,
};

const events: EventFixtures<typeof priceProposalMachine> = {
  'price.opened': [{ type: 'price.opened', sku, today: TODAY }],
  'price.fieldChanged': [
    { type: 'price.fieldChanged', field: 'newPrice', value: '13.2' },
    { type: 'price.fieldChanged', field: 'newPrice', value: '12.5' },
    { type: 'price.fieldChanged', field: 'effectiveDate', value: '2026-03-01' },
  ],
  'price.previewRequested': [{ type: 'price.previewRequested' }],
  'price.submitted': [{ type: 'price.submitted' }],
  'price.closed': [{ type: 'price.closed' }],
};

const actors: ActorFixtures<typeof priceProposalMachine> = {
  preview: { done: [preview], error: [new CallError('envelope', 'PRODUCT_PRICE_INVALID', 'The new price is the current price.')] },
  propose: { done: [proposal('pending')], error: [failure] },
};

const serializeState = (s: Snap) =>
  JSON.stringify({ v: s.value, p: s.context.newPrice, d: s.context.effectiveDate, pr: s.context.problems, pv: !!s.context.preview, e: s.context.error?.code ?? null });

const paths = modelPaths(priceProposalMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('price proposal machine', () => {
  it('form problems before anything is sent', () => {
    const form = { newPrice: '', effectiveDate: TODAY, driver: 'freight' as const, note: '' };
    expect(priceFormProblems(form, sku, TODAY)).toEqual({ newPrice: 'required' });
    expect(priceFormProblems({ ...form, newPrice: '1.123456' }, sku, TODAY)).toEqual({ newPrice: 'invalid' });
    expect(priceFormProblems({ ...form, newPrice: '12.50' }, sku, TODAY)).toEqual({ newPrice: 'same' });
    expect(priceFormProblems({ ...form, newPrice: '13', effectiveDate: '2026-03-01' }, sku, TODAY)).toEqual({ effectiveDate: 'past' });
    expect(priceFormProblems({ ...form, newPrice: '13', note: 'x'.repeat(201) }, sku, TODAY)).toEqual({ note: 'tooLong' });
    expect(priceFormProblems({ ...form, newPrice: '13' }, sku, TODAY)).toEqual({});
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(priceProposalMachine, visitedBy(priceProposalMachine, paths))).toEqual({ states: 7, transitions: 13 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = priceProposalMachine.provide({ actions: { announceProposed: () => void announced++ } });
    await replayPath(machine, path, {
      invoked: ['preview', 'propose'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('previewing') || s.matches('submitting'));
        for (const id of ['preview', 'propose'] as const) {
          const call = pending.get(id);
          if (!call) continue;
          const input = call.input as { skuId: string; newPrice: number; effectiveDate: string; driver: string; note: string };
          expect(input).toMatchObject({ skuId: sku.id, newPrice: Number(s.context.newPrice), effectiveDate: s.context.effectiveDate });
          expect(Object.keys(priceFormProblems(s.context, s.context.sku, TODAY))).toEqual([]);
          const endpoint = id === 'preview' ? previewPrice : proposePrice;
          const body = id === 'preview' ? { skuId: input.skuId, newPrice: input.newPrice, effectiveDate: input.effectiveDate, driver: input.driver } : input;
          expect(endpoint.body?.safeParse(body).success).toBe(true);
        }
        if (s.matches('submitting')) expect(s.can({ type: 'price.submitted' })).toBe(false);
        // a proposal is only sent from a previewed form
        const proposes = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'price.submitted' && x.state.matches('submitting')).length;
        expect(calls.propose?.length ?? 0).toBe(proposes);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('done') && x.event.type.startsWith('xstate.done')).length);
        if (step.event.type === 'price.previewRequested' && s.matches('editing')) expect(s.context.problems).toEqual(priceFormProblems(s.context, s.context.sku, TODAY));
        if (s.matches('reviewed')) expect(s.context.preview).not.toBeNull();
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(priceProposalMachine, runtime, 'replays');
  });

  it('a double click on send proposes once', async () => {
    const sent: unknown[] = [];
    const machine = priceProposalMachine.provide({
      actors: {
        preview: fromPromise(async () => preview),
        propose: fromPromise(async ({ input }) => {
          sent.push(input);
          return proposal('pending');
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'price.opened', sku, today: TODAY });
    actor.send({ type: 'price.fieldChanged', field: 'newPrice', value: ' 13.2 ' });
    actor.send({ type: 'price.previewRequested' });
    await flush();
    expect(actor.getSnapshot().value).toBe('reviewed');
    actor.send({ type: 'price.submitted' });
    actor.send({ type: 'price.submitted' });
    await flush();
    expect(sent).toEqual([{ skuId: sku.id, newPrice: 13.2, effectiveDate: TODAY, driver: 'rawMaterial', note: '' }]);
    expect(actor.getSnapshot().value).toBe('done');
    actor.stop();
  });
});
