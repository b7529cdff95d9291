// Fixtures of the inventory machines' model tests: answers shaped by the contract's schemas
// (checked in inventory-contract.test.ts) and the failures the machines tell apart.
import { CallError } from '../../../src/services';
import { InventoryErrorCode } from '../../../src/contract/inventory/inventory';
import type { AllotAnswer, AllotSaved, GroupOption, ModifiedGroup } from '../../../src/machines/inventory/allotment.machine';
import type { BindingGroupOption, BindingSaved, LoadedBinding } from '../../../src/machines/inventory/warehouseBinding.machine';
import type { CartEntry, CartGroupInfo } from '../../../src/machines/inventory/cartGroup.machine';

export const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
export const allotStale = new CallError('envelope', InventoryErrorCode.allotVersionStale, 'The allotment changed meanwhile');
export const allotOver100 = new CallError('envelope', InventoryErrorCode.allotRatioOver100, 'Ratios of HA-1 add up to 120%');
export const groupStale = new CallError('envelope', InventoryErrorCode.groupVersionStale, 'The group changed meanwhile');
export const exceedsAvailable = new CallError('envelope', InventoryErrorCode.allotExceedsAvailable, 'Fixed quantities of HA-1 exceed the group available');
export const cartHasAllotments = new CallError('envelope', InventoryErrorCode.cartHasAllotments, 'The shop has allotments');

const cart = (id: string, code: string) => ({ id, code, name: `Shop ${code}`, platformCode: 'amazon', siteCountry: 'DE', status: 'active' });
export const cartA = cart('ct_a', 'HA-AMZ-DE-001');
export const cartB = cart('ct_b', 'HA-AMZ-DE-002');

// ---- allotment -------------------------------------------------------------------------------

export const allotGroups: GroupOption[] = [
  { id: 'wg_1', name: 'Europe', warehouseCount: 4, cartCount: 2, modified: false },
  { id: 'wg_2', name: 'North America', warehouseCount: 6, cartCount: 5, modified: true },
];
export const modifiedGroups: ModifiedGroup[] = [{ id: 'wg_2', name: 'North America', modifiedAt: '2024-05-02T08:00:00.000Z', lastPushedAt: null, allotmentCount: 12, cartCount: 5 }];

export const skuRow = {
  skuId: 'sk_1',
  sku: 'HA-1',
  name: 'Fleece gloves',
  onHand: 1300,
  locked: 200,
  isolated: 100,
  available: 1000,
  fixedSum: 100,
  ratioSum: 30,
  sharedQty: 630,
  allotments: [
    { id: 'al_1', cartId: 'ct_a', mode: 'ratio' as const, value: 30, sellable: 270, pushedQty: 250 },
    { id: 'al_2', cartId: 'ct_b', mode: 'fixed' as const, value: 100, sellable: 100, pushedQty: null },
  ],
};

export const allotGroup = { id: 'wg_1', name: 'Europe', version: 2, allotVersion: 5, modified: false, modifiedAt: null, lastPushedAt: '2024-05-01T08:00:00.000Z' };

export const allotAnswer: AllotAnswer = {
  group: allotGroup,
  carts: [cartA, cartB],
  page: { rows: [skuRow], nextCursor: 'cursor-2', total: 40, totalCapped: false },
};

export const allotSaved: AllotSaved = {
  group: { ...allotGroup, allotVersion: 6, modified: true, modifiedAt: '2024-05-03T08:00:00.000Z' },
  changedCount: 1,
  rows: [{ ...skuRow, ratioSum: 40, allotments: [{ ...skuRow.allotments[0], value: 40, sellable: 360 }, skuRow.allotments[1]] }],
};

// ---- warehouse binding -----------------------------------------------------------------------

export const bindingGroups: BindingGroupOption[] = [
  { id: 'wg_1', name: 'Europe', warehouseCount: 1, cartCount: 2, modified: false },
  { id: 'wg_2', name: 'North America', warehouseCount: 0, cartCount: 0, modified: false },
];
const warehouse = (id: string, code: string) => ({ id, code, name: `Warehouse ${code}`, type: 'own', country: 'DE', status: 'active' });
export const whBound = warehouse('wh_1', 'FRA-1');
export const whFree = warehouse('wh_2', 'HAM-1');

export const loadedBinding: LoadedBinding = {
  group: { id: 'wg_1', name: 'Europe', version: 3, modified: false, warehouses: [whBound], carts: [cartA, cartB] },
  unbound: [whFree],
};

export const bindingSaved: BindingSaved = {
  id: 'wg_1',
  name: 'Europe',
  remark: '',
  version: 4,
  allotVersion: 5,
  modified: true,
  modifiedAt: '2024-05-03T08:00:00.000Z',
  lastPushedAt: null,
  createdAt: '2024-04-01T08:00:00.000Z',
  createdByName: 'Grace Lin',
  updatedAt: '2024-05-03T08:00:00.000Z',
  updatedByName: 'Grace Lin',
  allotmentCount: 10,
  warehouses: [
    { ...whBound, onHand: 12, locked: 0, isolated: 2, available: 10 },
    { ...whFree, onHand: 5, locked: 1, isolated: 0, available: 4 },
  ],
  carts: [cartA, cartB],
};

// ---- cart group ------------------------------------------------------------------------------

export const cartList: CartEntry[] = [
  { cart: cartA, groupId: 'wg_1', groupName: 'Europe' },
  { cart: cartB, groupId: null, groupName: null },
];

const groupChoices = [
  { id: 'wg_1', name: 'Europe', warehouseCount: 4, cartCount: 2 },
  { id: 'wg_2', name: 'North America', warehouseCount: 6, cartCount: 5 },
];

/** A shop that may move (no allotments, nothing pushed). */
export const movableCart: CartGroupInfo = { cart: cartA, warehouseGroupId: 'wg_1', warehouseGroupName: 'Europe', allotmentCount: 0, pushedCount: 0, groups: groupChoices };
/** A shop with allotments in its group: it may not move. */
export const lockedCart: CartGroupInfo = { ...movableCart, allotmentCount: 3, pushedCount: 2 };
export const cartSaved: CartGroupInfo = { ...movableCart, warehouseGroupId: 'wg_2', warehouseGroupName: 'North America' };
