// The /separate group on the server: isolations, incremental separations, the isolation import.
import { defineServerArea } from '../back/area';
import { separationImport } from './import-separation';
import { separationIncrementHandlers } from './increments';
import { INVENTORY_PLANS, type InventoryPlan } from '../inventory';
import { seedSeparations } from './seed';
import { separationHandlers } from './separation';

export const separateServer = defineServerArea({
  name: 'separate',
  handlers: [...separationHandlers, ...separationIncrementHandlers],
  imports: { separation: separationImport },
  seedAfter: ['inventory'],
  seed: async (ctx) => {
    const plans = ctx.shared.get(INVENTORY_PLANS) as ReadonlyMap<string, InventoryPlan> | undefined;
    await seedSeparations(ctx.db, ctx.tenants, ctx.users, ctx.tenantIds, ctx.userIds, plans);
  },
});
