// What the portal's shell knows of the /inventory (and /cost) area (kernel/area.ts): its option
// dictionaries' names, its import types and the dashboard's count; its endpoints and schemas load with its screens
// (manifest.ts).
import { defineAreaShell } from '../kernel/area';
import { workQueueItem } from '../kernel/work-queue';
import type { inventoryList } from './inventory';

export const inventoryShell = defineAreaShell({
  name: 'inventory',
  options: ['allotMode', 'warehouseGroupPushStatus', 'stockStatus'],
  imports: {
    skuCost: { label: ['SKU purchase costs', 'SKU 采购成本'], group: 'cost' },
    allot: { label: ['Allotments', '库存分配'] },
  },
  // the dashboard's count (docs/domain/dashboard.md): skus at or below the low-stock threshold
  workQueue: [workQueueItem<typeof inventoryList>({ id: 'lowStock', group: 'inventory', entry: 'inventory', bizType: 'inventory.inventory', conditions: { stockStatus: ['lowStock', 'outOfStock'] } })],
  // the calls sent as POST that only read (a failed quiet one still toasts its message)
  readsByPost: [
    'inventory.groupSearch',
    'trigger.recordsQuery',
    'inventory.search',
    'cost.list',
  ],
});
