// The /inventory group's contract: warehouse groups, stock, allotment. The file also holds the
// trigger calls (served under /asset/trigger, so of the asset group) and the cost calls (the /cost
// group), which read the same stock; each prefix declares its own group, and the SKU cost
// import names the cost group.
import { defineContractArea } from '../kernel/area';
import { workQueueCount } from '../kernel/work-queue';
import { inventoryList } from './inventory';
import { inventoryEndpoints } from './inventory';
import { allotModeLabels, pushStatusLabels, stockStatusLabels } from './labels';

export const inventoryArea = defineContractArea({
  name: 'inventory',
  groups: { inventory: 'inventory', trigger: 'asset', cost: 'cost' },
  endpoints: inventoryEndpoints,
  readsByPost: ['inventory.groupSearch', 'trigger.recordsQuery', 'inventory.search', 'cost.list'],
  options: { allotMode: allotModeLabels, warehouseGroupPushStatus: pushStatusLabels, stockStatus: stockStatusLabels },
  imports: {
    skuCost: { label: ['SKU purchase costs', 'SKU 采购成本'], group: 'cost' },
    allot: { label: ['Allotments', '库存分配'] },
  },
  // the dashboard's count (docs/domain/dashboard.md): skus at or below the low-stock threshold
  workQueue: [workQueueCount(inventoryList, { id: 'lowStock', group: 'inventory', entry: 'inventory', conditions: { stockStatus: ['lowStock', 'outOfStock'] } })],
});
