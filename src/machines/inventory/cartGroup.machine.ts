// Per-cart group binding (/inventory/group/shop; docs/domain/inventory.md): pick a cart (shop),
// see the group it draws its stock from and the groups it could draw from, set another (or none).
// A cart with allotments or pushed quantities in its group cannot move
// (INVENTORY_CART_HAS_ALLOTMENTS): the screen says so and the save is not offered.
//   loadingCarts  loadCarts (invoke 'loadCarts': warehouse-groups/bindings, every cart with its
//                 group); tag 'busy'. Done -> loadingCart when a cart was given, else choosing;
//                 failure -> cartsFailed.
//   cartsFailed   shop.retry -> loadingCarts.
//   choosing      shop.cartChosen -> loadingCart.
//   loadingCart   loadCart (invoke 'loadCart': warehouse-groups/cart/{cartId}); tag 'busy'.
//                 Done -> ready; failure -> cartFailed.
//   cartFailed    shop.retry -> loadingCart; shop.cartChosen -> loadingCart.
//   ready         context.info, context.selected (group id, null = none). shop.groupSelected
//                 sets it; shop.saveRequested -> saving when it differs and the cart may move;
//                 shop.cartChosen / shop.reloadRequested -> loadingCart. context.error after a
//                 failed save.
//   saving        saveCart (invoke 'saveCart': PUT warehouse-groups/cart/{cartId}, a save call);
//                 tag 'busy'. Done -> ready (announceSaved; the cart list follows); failure ->
//                 ready with the code and the server message.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import type { EndpointData } from '../../contract/kernel/endpoint';
import { getCartWarehouseGroup, getWarehouseGroupBindings, saveCartWarehouseGroup } from '../../contract/inventory/inventory';
import { toMachineError, type MachineError } from '../support/errors';

export type CartGroupInfo = EndpointData<typeof getCartWarehouseGroup>;
type BindingsAnswer = EndpointData<typeof getWarehouseGroupBindings>;
export type ShopCart = BindingsAnswer['unboundCarts'][number];

/** A cart of the tenant with the group it draws from (null: none). */
export interface CartEntry {
  cart: ShopCart;
  groupId: string | null;
  groupName: string | null;
}

export interface CartGroupInput {
  cartId?: string | null;
}

export interface CartGroupContext {
  carts: CartEntry[];
  cartId: string | null;
  info: CartGroupInfo | null;
  /** The group chosen in the form (null: none). */
  selected: string | null;
  error: MachineError | null;
}

export type CartGroupEvent =
  | { type: 'shop.cartChosen'; cartId: string }
  | { type: 'shop.groupSelected'; groupId: string | null }
  | { type: 'shop.saveRequested' }
  | { type: 'shop.reloadRequested' }
  | { type: 'shop.retry' };

/** Every cart of the bindings answer, by code. */
export function cartEntries(bindings: BindingsAnswer): CartEntry[] {
  const entries: CartEntry[] = [
    ...bindings.groups.flatMap((g) => g.carts.map((cart) => ({ cart, groupId: g.id, groupName: g.name }))),
    ...bindings.unboundCarts.map((cart) => ({ cart, groupId: null, groupName: null })),
  ];
  return entries.sort((a, b) => a.cart.code.localeCompare(b.cart.code));
}

/** The cart may change its group: no allotments and no pushed quantities in its group. */
export const cartMayMove = (info: Pick<CartGroupInfo, 'allotmentCount' | 'pushedCount'>) => info.allotmentCount === 0 && info.pushedCount === 0;

export const cartGroupMachine = setup({
  types: {
    context: {} as CartGroupContext,
    events: {} as CartGroupEvent,
    input: {} as CartGroupInput,
    children: {} as { loadCarts: 'loadCarts'; loadCart: 'loadCart'; saveCart: 'saveCart' },
  },
  actors: {
    loadCarts: fromPromise<CartEntry[]>(async ({ signal }) => cartEntries(await call(getWarehouseGroupBindings, { query: {} }, { signal, quiet: true }))),
    loadCart: fromPromise<CartGroupInfo, { cartId: string }>(({ input, signal }) => call(getCartWarehouseGroup, { params: { cartId: input.cartId } }, { signal, quiet: true })),
    saveCart: fromPromise<CartGroupInfo, { cartId: string; groupId: string | null }>(({ input, signal }) =>
      call(saveCartWarehouseGroup, { params: { cartId: input.cartId }, body: { warehouseGroupId: input.groupId } }, { signal, save: true }),
    ),
  },
  actions: {
    /** Saved (provided by the screen: a toast). */
    announceSaved: (_, _params: { cartId: string; groupId: string | null }) => {},
    chooseCart: assign(({ event }) => ({ cartId: event.type === 'shop.cartChosen' ? event.cartId : null, info: null, selected: null, error: null })),
  },
  guards: {
    hasCartId: ({ context }) => context.cartId !== null,
    canSave: ({ context }) => !!context.info && context.selected !== context.info.warehouseGroupId && cartMayMove(context.info),
  },
}).createMachine({
  id: 'cartGroup',
  context: ({ input }) => ({ carts: [], cartId: input.cartId ?? null, info: null, selected: null, error: null }),
  initial: 'loadingCarts',
  states: {
    loadingCarts: {
      tags: ['busy'],
      invoke: {
        id: 'loadCarts',
        src: 'loadCarts',
        onDone: [
          { guard: 'hasCartId', target: 'loadingCart', actions: assign({ carts: ({ event }) => event.output, error: null }) },
          { target: 'choosing', actions: assign({ carts: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'cartsFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    cartsFailed: {
      on: { 'shop.retry': { target: 'loadingCarts' } },
    },
    choosing: {
      on: { 'shop.cartChosen': { target: 'loadingCart', actions: 'chooseCart' } },
    },
    loadingCart: {
      tags: ['busy'],
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: ({ context }) => ({ cartId: context.cartId as string }),
        onDone: { target: 'ready', actions: assign({ info: ({ event }) => event.output, selected: ({ event }) => event.output.warehouseGroupId, error: null }) },
        onError: { target: 'cartFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    cartFailed: {
      on: {
        'shop.retry': { target: 'loadingCart' },
        'shop.cartChosen': { target: 'loadingCart', actions: 'chooseCart' },
      },
    },
    ready: {
      on: {
        'shop.groupSelected': { actions: assign({ selected: ({ event }) => event.groupId, error: null }) },
        'shop.saveRequested': { guard: 'canSave', target: 'saving' },
        'shop.cartChosen': { target: 'loadingCart', actions: 'chooseCart' },
        'shop.reloadRequested': { target: 'loadingCart' },
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'saveCart',
        src: 'saveCart',
        input: ({ context }) => ({ cartId: context.cartId as string, groupId: context.selected }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'announceSaved', params: ({ event }) => ({ cartId: event.output.cart.id, groupId: event.output.warehouseGroupId }) },
            assign(({ context, event }) => ({
              info: event.output,
              selected: event.output.warehouseGroupId,
              carts: context.carts.map((c) =>
                c.cart.id === event.output.cart.id ? { ...c, groupId: event.output.warehouseGroupId, groupName: event.output.warehouseGroupName } : c,
              ),
            })),
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
  },
});
