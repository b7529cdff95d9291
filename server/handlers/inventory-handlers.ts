// Every handler of the inventory domain (src/contract/inventory.ts), for server/handlers/index.ts.
import type { HandlerEntry } from './handler';
import { inventoryAllotHandlers } from './inventory-allot';
import { inventoryCostHandlers } from './inventory-cost';
import { inventoryGroupHandlers } from './inventory-groups';
import { inventoryStockHandlers } from './inventory-stock';
import { inventoryTriggerHandlers } from './inventory-trigger';

export const inventoryHandlers: readonly HandlerEntry[] = [
  ...inventoryGroupHandlers,
  ...inventoryAllotHandlers,
  ...inventoryTriggerHandlers,
  ...inventoryStockHandlers,
  ...inventoryCostHandlers,
];
