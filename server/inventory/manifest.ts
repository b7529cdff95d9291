// The /inventory group on the server: warehouse groups, stock, allotment (and its import), and the
// trigger diff and records served under /asset/trigger, which read the same stock.
import { defineServerArea } from '../back/area';
import { inventoryAllotHandlers } from './allot';
import { inventoryGroupHandlers } from './groups';
import { allotImport } from './import-allot';
import { INVENTORY_PLANS, seedInventory } from './seed';
import { inventoryStockHandlers } from './stock';
import { inventoryTriggerHandlers } from './trigger';

export const inventoryServer = defineServerArea({
  name: 'inventory',
  handlers: [...inventoryGroupHandlers, ...inventoryAllotHandlers, ...inventoryTriggerHandlers, ...inventoryStockHandlers],
  imports: { allot: allotImport },
  seedAfter: ['asset'],
  seed: async (ctx) => {
    const summary = await seedInventory(ctx.db, ctx.tenants, ctx.users, ctx.tenantIds, ctx.userIds);
    ctx.shared.set(INVENTORY_PLANS, summary.plans);
  },
});
