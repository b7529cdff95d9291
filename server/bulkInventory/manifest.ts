// The /bulkInventory group on the server: bulk warehouses (list, info, create, update, the type and
// option calls), their pack quantities, their stock list, and their demo seed after the areas whose warehouses, skus and
// stock it must leave as they are.
import { defineServerArea } from '../back/area';
import { seedBulkInventory } from './seed';
import { bulkPackHandlers } from './packs';
import { bulkWarehouseHandlers } from './warehouses';

export const bulkInventoryServer = defineServerArea({
  name: 'bulkInventory',
  handlers: [...bulkWarehouseHandlers, ...bulkPackHandlers],
  seed: seedBulkInventory,
  seedAfter: ['asset', 'inventory', 'separate', 'order', 'receipt'],
});
