// The /inventory group's contract: warehouse groups, stock, allotment. The file also holds the
// trigger calls (served under /asset/trigger, so of the asset group) and the cost calls (the /cost
// group), which read the same stock; each prefix declares its own group, and the SKU cost
// import names the cost group.
import { defineContractArea } from '../kernel/area';
import { inventoryList } from './inventory';
import { inventoryEndpoints } from './inventory';
import { allotModeLabels, pushStatusLabels, stockStatusLabels } from './labels';
import { inventoryShell } from './shell';

export const inventoryArea = defineContractArea({
  shell: inventoryShell,
  groups: { inventory: 'inventory', trigger: 'asset', cost: 'cost' },
  endpoints: inventoryEndpoints,
  options: { allotMode: allotModeLabels, warehouseGroupPushStatus: pushStatusLabels, stockStatus: stockStatusLabels },
  // the list the shell's work-queue count searches
  workQueueLists: [inventoryList],
});
