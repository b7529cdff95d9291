// The outbound order draft form machine (/receipt/create/outboundOrder/:id?): it loads the pickers
// (and, with an id, the draft and the skus its warehouse has available); a submitted order is not
// edited; nothing is sent without a platform warehouse, a ship-to for a return, a sku and a
// quantity of at least 1; every call carries the version read and a double click sends one; a
// refusal keeps the form with the server's words; a new draft is announced with its id.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createOutboundOrder, updateOutboundOrderSkus } from '../../../src/contract/receipt';
import { headerProblems, lineProblems, outboundOrderFormMachine, type Loaded, type SaveOp } from '../../../src/machines/receipt/outbound-order-form.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { availableSkus, outboundOptions, outboundOrderRecord } from './outbound-fixtures';

type Snap = ReturnType<typeof outboundOrderFormMachine.getInitialSnapshot>;

const events: EventFixtures<typeof outboundOrderFormMachine> = {
  'form.warehouseChosen': [{ type: 'form.warehouseChosen', id: 'wh_fba' }],
  'form.purposeChosen': [{ type: 'form.purposeChosen', purpose: 'scrap' }],
  'form.shipToChosen': [{ type: 'form.shipToChosen', id: 'wh_own' }],
  'form.skuChosen': [{ type: 'form.skuChosen', skuId: 'sk_1' }],
  'form.qtyChanged': [{ type: 'form.qtyChanged', qty: 6 }],
  'form.headerSaved': [{ type: 'form.headerSaved' }],
  'form.lineAdded': [{ type: 'form.lineAdded' }],
  'form.lineRemoved': [{ type: 'form.lineRemoved', skuId: 'sk_1' }],
  'form.cleared': [{ type: 'form.cleared' }],
  'form.retry': [{ type: 'form.retry' }],
};

const loadedNew: Loaded = { options: outboundOptions, record: null, skus: [] };
const loadedDraft: Loaded = { options: outboundOptions, record: outboundOrderRecord('draft', 2), skus: availableSkus };
const loadedSubmitted: Loaded = { options: outboundOptions, record: outboundOrderRecord('submitted', 3), skus: [] };
const refusal = new CallError('envelope', 'RECEIPT_OUTBOUND_SKU', 'Not available in this platform warehouse: HA-9.');

const actors: ActorFixtures<typeof outboundOrderFormMachine> = {
  load: { done: [loadedNew, loadedDraft, loadedSubmitted], error: [new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable')] },
  save: { done: [{ record: outboundOrderRecord('draft', 3), skus: availableSkus }], error: [refusal] },
};

// coarse on purpose: what the form can do next, not every value typed
const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    r: s.context.record ? `${s.context.record.status}:${s.context.record.lines.length}` : null,
    h: headerProblems(s.context.header),
    l: lineProblems(s.context),
    p: s.context.problems.length > 0,
    e: s.context.error?.code ?? null,
  });
const paths = modelPaths(outboundOrderFormMachine, { events, actors, serializeState, input: { id: null } });
const runtime = emptyVisits();

describe('outbound order form machine', () => {
  it('form problems before anything is sent', () => {
    expect(headerProblems({ warehouseId: '', purpose: 'return', shipToId: '' })).toEqual(['warehouse', 'shipTo']);
    expect(headerProblems({ warehouseId: 'wh_fba', purpose: 'scrap', shipToId: '' })).toEqual([]);
    expect(lineProblems({ skuId: '', qty: 0 })).toEqual(['sku', 'qty']);
    expect(lineProblems({ skuId: 'sk_1', qty: 1.5 })).toEqual(['qty']);
    expect(lineProblems({ skuId: 'sk_1', qty: 3 })).toEqual([]);
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(outboundOrderFormMachine, visitedBy(outboundOrderFormMachine, paths, { id: null }))).toEqual({ states: 6, transitions: 17 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    const created: string[] = [];
    const machine = outboundOrderFormMachine.provide({ actions: { announceCreated: (_, p: { id: string }) => void (p.id && created.push(p.id)) } });
    await replayPath(machine, path, {
      input: { id: null },
      invoked: ['load', 'save'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('saving'));
        const save = pending.get('save');
        if (save) {
          const op = save.input as SaveOp;
          if (op.kind === 'create') expect(createOutboundOrder.body?.safeParse({ warehouseId: op.header.warehouseId, purpose: op.header.purpose, shipToId: op.header.purpose === 'return' ? op.header.shipToId : null }).success).toBe(true);
          if (op.kind === 'updateSkus') expect(updateOutboundOrderSkus.body?.safeParse({ id: op.id, version: op.version, lines: op.lines }).success).toBe(true);
          if (op.kind !== 'create') expect([op.id, op.version]).toEqual(['oo-harbor-0001', s.context.record?.version]);
        }
        if (s.matches('saving')) expect(s.can({ type: 'form.headerSaved' }) || s.can({ type: 'form.lineAdded' })).toBe(false);
        const sent = path.steps.slice(1, i + 1).filter((x) => x.state.matches('saving') && !x.event.type.startsWith('xstate.')).length;
        expect(calls.save?.length ?? 0).toBe(sent);
        if (step.event.type === 'form.headerSaved' && s.matches('editing')) expect(s.context.problems).toEqual(headerProblems(s.context.header));
      },
    });
    expect(created.every((id) => id === 'oo-harbor-0001')).toBe(true);
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(outboundOrderFormMachine, runtime, 'replays');
  });

  it('a new draft: the header once on a double click, announced with its id, then a sku line with the version read', async () => {
    const sent: SaveOp[] = [];
    const created: string[] = [];
    const machine = outboundOrderFormMachine.provide({
      actors: {
        load: fromPromise(async () => loadedNew),
        save: fromPromise(async ({ input }: { input: SaveOp }) => {
          sent.push(input);
          return { record: outboundOrderRecord('draft', input.kind === 'create' ? 1 : 2, input.kind === 'create' ? 0 : 1), skus: availableSkus };
        }),
      },
      actions: { announceCreated: (_, p: { id: string }) => void (p.id && created.push(p.id)) },
    });
    const actor = createActor(machine, { input: { id: null } }).start();
    await flush();
    // one platform warehouse: chosen already; a return needs its ship-to
    expect(actor.getSnapshot().context.header).toEqual({ warehouseId: 'wh_fba', purpose: 'return', shipToId: '' });
    actor.send({ type: 'form.headerSaved' });
    expect(actor.getSnapshot().context.problems).toEqual(['shipTo']);
    actor.send({ type: 'form.shipToChosen', id: 'wh_own' });
    actor.send({ type: 'form.headerSaved' });
    actor.send({ type: 'form.headerSaved' });
    await flush();
    expect(created).toEqual(['oo-harbor-0001']);
    actor.send({ type: 'form.skuChosen', skuId: 'sk_1' });
    actor.send({ type: 'form.qtyChanged', qty: 6 });
    actor.send({ type: 'form.lineAdded' });
    await flush();
    expect(sent).toEqual([
      { kind: 'create', header: { warehouseId: 'wh_fba', purpose: 'return', shipToId: 'wh_own' } },
      { kind: 'updateSkus', id: 'oo-harbor-0001', version: 1, lines: [{ skuId: 'sk_1', qty: 6 }] },
    ]);
    expect(created).toEqual(['oo-harbor-0001']);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.skuId, actor.getSnapshot().context.qty]).toEqual(['editing', '', null]);
    actor.stop();
  });
});
