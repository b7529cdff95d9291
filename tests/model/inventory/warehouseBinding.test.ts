// Warehouse binding machine (/inventory/group/warehouse): groups, a group's warehouses and the
// unbound pool, moves in and out, reset, save with the group's version (stale -> reload), discard
// confirmation when switching groups with unsaved moves.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import { getAllWarehouseGroups, getUnboundWarehouses, getWarehouseGroupBindings, InventoryErrorCode, saveWarehouseGroupBindings } from '../../../src/contract/inventory/inventory';
import { bindingDirty, warehouseBindingMachine, type WarehouseBindingInput } from '../../../src/machines/inventory/warehouseBinding.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures, type ModelPath } from '../coverage';
import { flush, replayPath } from '../replay';
import { bindingGroups, bindingSaved, exceedsAvailable, failure, groupStale, loadedBinding, whBound, whFree } from './fixtures';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type Snap = ReturnType<typeof warehouseBindingMachine.getInitialSnapshot>;
type BindingPath = ModelPath<typeof warehouseBindingMachine>;

const events: EventFixtures<typeof warehouseBindingMachine> = {
  'binding.groupChosen': [{ type: 'binding.groupChosen', groupId: 'wg_2' }],
  'binding.movedIn': [{ type: 'binding.movedIn', ids: [whFree.id] }],
  'binding.movedOut': [{ type: 'binding.movedOut', ids: [whBound.id] }],
  'binding.reset': [{ type: 'binding.reset' }],
  'binding.saveRequested': [{ type: 'binding.saveRequested' }],
  'binding.reloadRequested': [{ type: 'binding.reloadRequested' }],
  'binding.retry': [{ type: 'binding.retry' }],
  'binding.discardConfirmed': [{ type: 'binding.discardConfirmed' }],
  'binding.discardCancelled': [{ type: 'binding.discardCancelled' }],
};
const actors: ActorFixtures<typeof warehouseBindingMachine> = {
  loadGroups: { done: [bindingGroups], error: [failure] },
  loadBinding: { done: (s) => [{ ...loadedBinding, group: { ...loadedBinding.group, id: s.context.groupId ?? 'wg_1' } }], error: [failure] },
  saveBinding: { done: (s) => [{ ...bindingSaved, id: s.context.groupId ?? 'wg_1', warehouses: bindingSaved.warehouses.filter((w) => s.context.bound.some((b) => b.id === w.id)) }], error: [failure, groupStale, exceedsAvailable] },
};
const serializeState = (s: Snap) =>
  JSON.stringify({ v: s.value, bound: s.context.bound.map((w) => w.id), saved: s.context.savedIds, stale: s.context.stale, e: !!s.context.error, pend: s.context.pendingGroupId !== null });

const inputs: Record<string, WarehouseBindingInput> = { 'with a group': { groupId: 'wg_1' }, 'without a group': { groupId: null } };
const pathsOf = (input: WarehouseBindingInput) => modelPaths(warehouseBindingMachine, { input, events, actors, serializeState });
const cases: Array<[string, WarehouseBindingInput, BindingPath]> = Object.entries(inputs).flatMap(([name, input]) =>
  pathsOf(input).map((p, i) => [`${name} #${i + 1} ${describePath(p)}`, input, p] as [string, WarehouseBindingInput, BindingPath]),
);
const runtime = emptyVisits();

describe('warehouse binding machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph (with and without a group at start) visit every state and take every transition', () => {
    const visits = emptyVisits();
    for (const input of Object.values(inputs)) visitedBy(warehouseBindingMachine, pathsOf(input), input, visits);
    expect(assertCoverage(warehouseBindingMachine, visits)).toEqual({ states: 9, transitions: 20 });
  });

  it.each(cases)('replays %s', async (_name, input, path) => {
    const announced: string[] = [];
    const machine = warehouseBindingMachine.provide({ actions: { announceSaved: (_, p) => void announced.push(p.groupId) } });
    await replayPath(machine, path, {
      input,
      invoked: ['loadGroups', 'loadBinding', 'saveBinding'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        const t = step.event.type;
        expect(s.hasTag('busy')).toBe(s.matches('loadingGroups') || s.matches('loading') || s.matches('saving'));
        if (s.matches('loading')) expect(pending.get('loadBinding')?.input).toEqual({ groupId: s.context.groupId });
        if (s.matches('saving')) {
          const body = { warehouseGroupId: s.context.groupId, version: s.context.group?.version, warehouseIds: s.context.bound.map((w) => w.id) };
          expect(pending.get('saveBinding')?.input).toEqual({ groupId: body.warehouseGroupId, version: body.version, warehouseIds: body.warehouseIds });
          expect(saveWarehouseGroupBindings.body?.safeParse(body).success, 'a save the server accepts').toBe(true);
          expect(bindingDirty(s.context)).toBe(true);
        }
        // every warehouse is in exactly one of the two lists
        if (s.context.group) expect([...s.context.bound, ...s.context.unbound].map((w) => w.id).sort()).toEqual([whBound.id, whFree.id]);
        if (t === 'binding.reset') expect(s.context.bound.map((w) => w.id)).toEqual(s.context.savedIds);
        if (t === 'xstate.done.actor.saveBinding') {
          expect(announced.at(-1)).toBe(s.context.groupId);
          expect(bindingDirty(s.context)).toBe(false);
          expect(s.context.group?.version).toBe(4);
        }
        if (t === 'xstate.error.actor.saveBinding') {
          const code = (step.event as unknown as { error: { code: string } }).error.code;
          expect(s.value).toBe('editing');
          expect(s.context.error?.code).toBe(code);
          expect(s.context.stale).toBe(code === InventoryErrorCode.groupVersionStale);
          expect(s.context.bound, 'moves kept').toEqual(before?.context.bound);
        }
        if (t === 'binding.groupChosen' && before?.matches('editing')) expect(s.value).toBe(bindingDirty(before.context) ? 'confirmingDiscard' : 'loading');
        if (t === 'binding.discardCancelled') expect(s.context.bound).toEqual(before?.context.bound);
        expect(announced.length).toBe(path.steps.slice(1, i + 1).filter((x) => (x.event.type as string) === 'xstate.done.actor.saveBinding').length);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(warehouseBindingMachine, runtime, 'replays');
  });

  it('default actors call the contract endpoints with input their schemas accept', async () => {
    const seen: Array<[AnyEndpoint, Record<string, unknown>, { save?: boolean; quiet?: boolean; signal?: AbortSignal }]> = [];
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: never, opts: never) => {
      seen.push([ep, args, opts]);
      if (ep === getAllWarehouseGroups) return Promise.resolve(bindingGroups);
      if (ep === getWarehouseGroupBindings) return Promise.resolve({ groups: [loadedBinding.group], unboundWarehouses: [whFree], unboundCarts: [] });
      if (ep === getUnboundWarehouses) return Promise.resolve([{ ...whBound, warehouseGroupId: 'wg_1' }, { ...whFree, warehouseGroupId: null }]);
      return Promise.resolve(bindingSaved);
    }) as never);
    const actor = createActor(warehouseBindingMachine, { input: { groupId: 'wg_1' } }).start();
    await flush();
    expect(actor.getSnapshot().context.unbound.map((w) => w.id), 'the pool: warehouses in no group').toEqual([whFree.id]);
    actor.send({ type: 'binding.movedIn', ids: [whFree.id] });
    actor.send({ type: 'binding.saveRequested' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(seen.map((c) => c[0])).toEqual([getAllWarehouseGroups, getWarehouseGroupBindings, getUnboundWarehouses, saveWarehouseGroupBindings]);
    for (const [ep, args, opts] of seen) {
      expect(opts.signal).toBeInstanceOf(AbortSignal);
      if (ep.query) expect(ep.query.safeParse(args.query ?? {}).success).toBe(true);
      if (ep.body) expect(ep.body.safeParse(args.body).success).toBe(true);
      expect(ep === saveWarehouseGroupBindings ? opts.save : opts.quiet).toBe(true);
    }
    expect(seen[1][1]).toEqual({ query: { warehouseGroupId: 'wg_1' } });
    expect(seen[3][1]).toEqual({ body: { warehouseGroupId: 'wg_1', version: 3, warehouseIds: [whBound.id, whFree.id] } });
  });

  it('a group missing from the bindings answer is a load failure', async () => {
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint) =>
      Promise.resolve(ep === getAllWarehouseGroups ? bindingGroups : ep === getUnboundWarehouses ? [] : { groups: [], unboundWarehouses: [], unboundCarts: [] })) as never);
    const actor = createActor(warehouseBindingMachine, { input: { groupId: 'wg_9' } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
  });
});
