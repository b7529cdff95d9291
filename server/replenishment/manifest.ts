// The /replenishment group on the server: replenishment orders (list, one order, confirm and
// cancel), the replenishment inventory list and their demo seed, after the areas whose warehouses, stock, inbounds and orders the
// cover figures read.
import { defineServerArea } from '../back/area';
import { replenishmentInboundHandlers } from './inbounds';
import { replenishmentInventoryHandlers } from './inventory';
import { replenishmentOrderImport } from './import-orders';
import { replenishmentOrderHandlers } from './orders';
import { seedReplenishment } from './seed';

export const replenishmentServer = defineServerArea({
  name: 'replenishment',
  handlers: [...replenishmentOrderHandlers, ...replenishmentInventoryHandlers, ...replenishmentInboundHandlers],
  seed: seedReplenishment,
  imports: { replenishmentOrder: replenishmentOrderImport },
  seedAfter: ['asset', 'inventory', 'order', 'receipt'],
});
