// Cart group machine (/inventory/group/shop): the shops with their groups, one shop's group and
// the groups it could draw from, select and save (refused on the client while the shop has
// allotments or pushed quantities; the server's refusal is shown too).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import { getCartWarehouseGroup, getWarehouseGroupBindings, saveCartWarehouseGroup } from '../../../src/contract/inventory/inventory';
import { cartEntries, cartGroupMachine, cartMayMove, type CartGroupInput } from '../../../src/machines/inventory/cartGroup.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures, type ModelPath } from '../coverage';
import { flush, replayPath } from '../replay';
import { cartA, cartB, cartHasAllotments, cartList, cartSaved, failure, lockedCart, movableCart } from './fixtures';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type Snap = ReturnType<typeof cartGroupMachine.getInitialSnapshot>;
type CartPath = ModelPath<typeof cartGroupMachine>;

const events: EventFixtures<typeof cartGroupMachine> = {
  'shop.cartChosen': [{ type: 'shop.cartChosen', cartId: 'ct_b' }],
  'shop.groupSelected': [
    { type: 'shop.groupSelected', groupId: 'wg_2' },
    { type: 'shop.groupSelected', groupId: null },
  ],
  'shop.saveRequested': [{ type: 'shop.saveRequested' }],
  'shop.reloadRequested': [{ type: 'shop.reloadRequested' }],
  'shop.retry': [{ type: 'shop.retry' }],
};
const actors: ActorFixtures<typeof cartGroupMachine> = {
  loadCarts: { done: [cartList], error: [failure] },
  loadCart: { done: [movableCart, lockedCart], error: [failure] },
  saveCart: { done: [cartSaved], error: [failure, cartHasAllotments] },
};
const serializeState = (s: Snap) =>
  JSON.stringify({ v: s.value, cart: s.context.cartId !== null, info: s.context.info ? cartMayMove(s.context.info) : null, g: s.context.info?.warehouseGroupId ?? null, sel: s.context.selected, e: !!s.context.error });

const inputs: Record<string, CartGroupInput> = { 'with a shop': { cartId: 'ct_a' }, 'without a shop': {} };
const pathsOf = (input: CartGroupInput) => modelPaths(cartGroupMachine, { input, events, actors, serializeState });
const cases: Array<[string, CartGroupInput, CartPath]> = Object.entries(inputs).flatMap(([name, input]) =>
  pathsOf(input).map((p, i) => [`${name} #${i + 1} ${describePath(p)}`, input, p] as [string, CartGroupInput, CartPath]),
);
const runtime = emptyVisits();

describe('cart group machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph (with and without a shop at start) visit every state and take every transition', () => {
    const visits = emptyVisits();
    for (const input of Object.values(inputs)) visitedBy(cartGroupMachine, pathsOf(input), input, visits);
    expect(assertCoverage(cartGroupMachine, visits)).toEqual({ states: 8, transitions: 15 });
  });

  it.each(cases)('replays %s', async (_name, input, path) => {
    const announced: Array<{ cartId: string; groupId: string | null }> = [];
    const machine = cartGroupMachine.provide({ actions: { announceSaved: (_, p) => void announced.push(p) } });
    await replayPath(machine, path, {
      input,
      invoked: ['loadCarts', 'loadCart', 'saveCart'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        const t = step.event.type;
        expect(s.hasTag('busy')).toBe(s.matches('loadingCarts') || s.matches('loadingCart') || s.matches('saving'));
        if (s.matches('loadingCart')) expect(pending.get('loadCart')?.input).toEqual({ cartId: s.context.cartId });
        if (s.matches('saving')) {
          expect(pending.get('saveCart')?.input).toEqual({ cartId: s.context.cartId, groupId: s.context.selected });
          expect(saveCartWarehouseGroup.body?.safeParse({ warehouseGroupId: s.context.selected }).success).toBe(true);
          // only a shop that may move, to another group
          expect(s.context.info && cartMayMove(s.context.info)).toBe(true);
          expect(s.context.selected).not.toBe(s.context.info?.warehouseGroupId);
        }
        if (t === 'shop.saveRequested' && before?.matches('ready') && s.matches('ready')) {
          expect(!before.context.info || !cartMayMove(before.context.info) || before.context.selected === before.context.info.warehouseGroupId).toBe(true);
        }
        if (t === 'xstate.done.actor.loadCart') expect(s.context.selected).toBe(s.context.info?.warehouseGroupId);
        if (t === 'xstate.done.actor.saveCart') {
          expect(announced.at(-1)).toEqual({ cartId: 'ct_a', groupId: 'wg_2' });
          expect(s.context.carts.find((c) => c.cart.id === 'ct_a')).toMatchObject({ groupId: 'wg_2', groupName: 'North America' });
        }
        if (t === 'xstate.error.actor.saveCart') {
          expect(s.value).toBe('ready');
          expect(s.context.error?.code).toBe((step.event as unknown as { error: { code: string } }).error.code);
          expect(s.context.selected, 'the choice is kept').toBe(before?.context.selected);
        }
        if (t === 'shop.cartChosen') expect(s.context.info).toBeNull();
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(cartGroupMachine, runtime, 'replays');
  });

  it('lists every shop from the bindings answer, bound or not, by code', () => {
    const entries = cartEntries({
      groups: [{ id: 'wg_1', name: 'Europe', version: 1, modified: false, warehouses: [], carts: [cartB] }],
      unboundWarehouses: [],
      unboundCarts: [cartA],
    });
    expect(entries).toEqual([
      { cart: cartA, groupId: null, groupName: null },
      { cart: cartB, groupId: 'wg_1', groupName: 'Europe' },
    ]);
  });

  it('default actors call the contract endpoints with input their schemas accept', async () => {
    const seen: Array<[AnyEndpoint, Record<string, unknown>, { save?: boolean; quiet?: boolean; signal?: AbortSignal }]> = [];
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: never, opts: never) => {
      seen.push([ep, args, opts]);
      if (ep === getWarehouseGroupBindings) return Promise.resolve({ groups: [], unboundWarehouses: [], unboundCarts: [cartA, cartB] });
      if (ep === getCartWarehouseGroup) return Promise.resolve(movableCart);
      return Promise.resolve(cartSaved);
    }) as never);
    const actor = createActor(cartGroupMachine, { input: { cartId: 'ct_a' } }).start();
    await flush();
    actor.send({ type: 'shop.groupSelected', groupId: 'wg_2' });
    actor.send({ type: 'shop.saveRequested' });
    await flush();
    expect(actor.getSnapshot().context.info).toEqual(cartSaved);
    expect(seen.map((c) => c[0])).toEqual([getWarehouseGroupBindings, getCartWarehouseGroup, saveCartWarehouseGroup]);
    for (const [ep, args, opts] of seen) {
      expect(opts.signal).toBeInstanceOf(AbortSignal);
      if (ep.params) expect(ep.params.safeParse(args.params).success).toBe(true);
      if (ep.query) expect(ep.query.safeParse(args.query ?? {}).success).toBe(true);
      if (ep.body) expect(ep.body.safeParse(args.body).success).toBe(true);
      expect(ep === saveCartWarehouseGroup ? opts.save : opts.quiet).toBe(true);
    }
    expect(seen[2][1]).toEqual({ params: { cartId: 'ct_a' }, body: { warehouseGroupId: 'wg_2' } });
  });
});
