// The bulk warehouse's pack quantities machine (the record's "Pack quantities" section): nothing is
// sent while a sku is not picked or a figure is not a whole number in its bounds; an add sends the
// create call, a change the update call with the version read; a refused save keeps the form with
// the error; a removal asks first and drops the row once the server answers; a reload drops the
// form; the busy tag only while a call runs.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createBulkPack, updateBulkPack, type BulkPack } from '../../../src/contract/bulkInventory/pack';
import { packProblems, packsMachine } from '../../../src/machines/bulkInventory/packs.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

type Snap = ReturnType<typeof packsMachine.getInitialSnapshot>;
const input = { warehouseId: 'WH-BULK-HARBOR-1' };
const pack = (skuId: string, sku: string, over: Partial<BulkPack> = {}): BulkPack => ({
  skuId,
  sku,
  skuName: `Item ${sku}`,
  unitsPerCarton: 24,
  cartonsPerPallet: 40,
  onHand: 1_000,
  version: 1,
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...over,
});
const seeded = pack('sk_1', 'HA-0001');
const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
const stale = new CallError('envelope', 'BULK_PACK_STALE', 'changed by someone else');

const events: EventFixtures<typeof packsMachine> = {
  'packs.retry': [{ type: 'packs.retry' }],
  'packs.reloadRequested': [{ type: 'packs.reloadRequested' }],
  'packs.addOpened': [{ type: 'packs.addOpened' }],
  'packs.changeOpened': (s) => s.context.items.map((p) => ({ type: 'packs.changeOpened' as const, pack: p })),
  'packs.fieldChanged': [
    { type: 'packs.fieldChanged', field: 'sku', value: 'HA-0002' },
    { type: 'packs.fieldChanged', field: 'unitsPerCarton', value: 12 },
    { type: 'packs.fieldChanged', field: 'cartonsPerPallet', value: 30 },
  ],
  'packs.submitted': [{ type: 'packs.submitted' }],
  'packs.removeRequested': (s) => s.context.items.map((p) => ({ type: 'packs.removeRequested' as const, pack: p })),
  'packs.removeConfirmed': [{ type: 'packs.removeConfirmed' }],
  'packs.closed': [{ type: 'packs.closed' }],
};

const actors: ActorFixtures<typeof packsMachine> = {
  load: { done: [[seeded]], error: [failure] },
  save: {
    done: (s) => (s.context.form ? [pack(s.context.form.skuId ?? 'sk_2', s.context.form.sku, { unitsPerCarton: s.context.form.unitsPerCarton ?? 1, cartonsPerPallet: s.context.form.cartonsPerPallet ?? 1, version: s.context.form.version + 1 })] : []),
    error: [stale],
  },
  remove: { done: (s) => (s.context.target ? [{ skuId: s.context.target.skuId, removed: true }] : []), error: [failure] },
};

// what the form has (which pack, whether each field is filled), the problems, the error's code and
// the rows' skus: the figures themselves are the replays' to check
const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    f: s.context.form && [s.context.form.skuId, !!s.context.form.sku, s.context.form.unitsPerCarton !== null, s.context.form.cartonsPerPallet !== null],
    p: s.context.problems,
    e: s.context.error?.code ?? null,
    i: s.context.items.map((x) => x.skuId),
    t: s.context.target?.skuId ?? null,
  });

const paths = modelPaths(packsMachine, { events, actors, serializeState, input });
const runtime = emptyVisits();

describe('bulk packs machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(packsMachine, visitedBy(packsMachine, paths, input))).toMatchObject({ states: 8 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    const announced = { saved: 0, removed: 0 };
    const machine = packsMachine.provide({ actions: { announceSaved: () => void announced.saved++, announceRemoved: () => void announced.removed++ } });
    await replayPath(machine, path, {
      input,
      invoked: ['load', 'save', 'remove'],
      visits: runtime,
      onStep: (_step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe((['loading', 'saving', 'removing'] as const).some((x) => s.matches(x)));
        const save = pending.get('save');
        if (save && s.matches('saving')) {
          const { warehouseId, form } = save.input as { warehouseId: string; form: NonNullable<Snap['context']['form']> };
          // only a form without problems is sent, in the shape of the call it makes
          expect(packProblems(form)).toEqual({});
          const ok =
            form.skuId === null
              ? createBulkPack.body?.safeParse({ warehouseId, sku: form.sku, unitsPerCarton: form.unitsPerCarton, cartonsPerPallet: form.cartonsPerPallet })
              : updateBulkPack.body?.safeParse({ warehouseId, skuId: form.skuId, unitsPerCarton: form.unitsPerCarton, cartonsPerPallet: form.cartonsPerPallet, version: form.version });
          expect(ok?.success).toBe(true);
        }
        const steps = path.steps.slice(1, i + 1).map((x) => x.event.type as string);
        expect(announced.saved).toBe(steps.filter((x) => x === 'xstate.done.actor.save').length);
        expect(announced.removed).toBe(steps.filter((x) => x === 'xstate.done.actor.remove').length);
        // a sku is listed once, by sku code
        expect(new Set(s.context.items.map((x) => x.skuId)).size).toBe(s.context.items.length);
        expect(s.context.items.map((x) => x.sku)).toEqual([...s.context.items.map((x) => x.sku)].sort());
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(packsMachine, runtime, 'replays');
  });

  it('checks the figures before sending, sends a change with the version read, keeps a refused form and removes after confirming', async () => {
    const sent: { kind: 'create' | 'update'; body: Record<string, unknown> }[] = [];
    let refuse = true;
    const machine = packsMachine.provide({
      actors: {
        load: fromPromise(async () => [seeded]),
        save: fromPromise(async ({ input: i }) => {
          sent.push({ kind: i.form.skuId === null ? 'create' : 'update', body: { ...i.form } });
          if (refuse) throw stale;
          return pack(i.form.skuId ?? 'sk_0', i.form.sku, { unitsPerCarton: i.form.unitsPerCarton!, cartonsPerPallet: i.form.cartonsPerPallet!, version: i.form.version + 1 });
        }),
        remove: fromPromise(async ({ input: i }) => ({ skuId: i.pack.skuId, removed: true })),
      },
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    actor.send({ type: 'packs.addOpened' });
    actor.send({ type: 'packs.fieldChanged', field: 'unitsPerCarton', value: 0 });
    actor.send({ type: 'packs.fieldChanged', field: 'cartonsPerPallet', value: 10_001 });
    actor.send({ type: 'packs.submitted' });
    expect(actor.getSnapshot().context.problems).toEqual({ sku: 'required', unitsPerCarton: 'range', cartonsPerPallet: 'range' });
    expect(sent).toEqual([]);
    actor.send({ type: 'packs.fieldChanged', field: 'sku', value: 'HA-0000' });
    actor.send({ type: 'packs.fieldChanged', field: 'unitsPerCarton', value: 6 });
    actor.send({ type: 'packs.fieldChanged', field: 'cartonsPerPallet', value: 48 });
    refuse = false;
    actor.send({ type: 'packs.submitted' });
    actor.send({ type: 'packs.submitted' }); // a double press while it runs is ignored
    await flush();
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context.items.map((x) => x.sku)).toEqual(['HA-0000', 'HA-0001']);

    // a change: its sku stays, the version read goes along; refused as stale, the form is kept
    refuse = true;
    actor.send({ type: 'packs.changeOpened', pack: seeded });
    actor.send({ type: 'packs.fieldChanged', field: 'sku', value: 'HA-9999' });
    actor.send({ type: 'packs.fieldChanged', field: 'unitsPerCarton', value: 36 });
    actor.send({ type: 'packs.submitted' });
    await flush();
    expect(sent[1]).toEqual({ kind: 'update', body: { skuId: 'sk_1', sku: 'HA-0001', unitsPerCarton: 36, cartonsPerPallet: 40, version: 1 } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.code).toBe('BULK_PACK_STALE');
    actor.send({ type: 'packs.reloadRequested' });
    await flush();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.form]).toEqual(['ready', null]);

    actor.send({ type: 'packs.removeRequested', pack: seeded });
    expect(actor.getSnapshot().value).toBe('confirmingRemove');
    actor.send({ type: 'packs.removeConfirmed' });
    await flush();
    expect(actor.getSnapshot().context.items).toEqual([]);
    actor.stop();
  });
});
