// Every handler of the inventory domain (src/contract/inventory/inventory/inventory.ts), for server/areas.ts.
import type { HandlerEntry } from '../back/handler';
import { inventoryAllotHandlers } from './allot';
import { inventoryCostHandlers } from '../cost/cost';
import { inventoryGroupHandlers } from './groups';
import { inventoryStockHandlers } from './stock';
import { inventoryTriggerHandlers } from './trigger';

export const inventoryHandlers: readonly HandlerEntry[] = [
  ...inventoryGroupHandlers,
  ...inventoryAllotHandlers,
  ...inventoryTriggerHandlers,
  ...inventoryStockHandlers,
  ...inventoryCostHandlers,
];
