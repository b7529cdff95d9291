// The replenishment inventory handler (src/contract/replenishment/inventory.ts): the list's search.
import { searchReplenishmentInventory } from '../../src/contract/replenishment';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { callerOf } from '../lists/registry';
import { replenishmentInventoryListDefinition } from './list-inventory';

export const replenishmentInventoryHandlers: readonly HandlerEntry[] = [
  defineHandler(searchReplenishmentInventory, async ({ db, user, body }) => (await replenishmentInventoryListDefinition.page(db, callerOf(user), body)) as never),
];
