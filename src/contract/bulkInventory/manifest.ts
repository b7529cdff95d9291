// The /bulkInventory group's contract: bulk warehouses (list, info, create, update, the type and
// option calls) and their stock.
import { defineContractArea } from '../kernel/area';
import { bulkOptionLabels, bulkTypeLabels } from './labels';
import { searchBulkStock } from './stock';
import { createBulkPack, deleteBulkPack, getBulkPacks, updateBulkPack } from './pack';
import { createBulkWarehouse, getBulkWarehouse, getBulkWarehouseOptions, getBulkWarehouseTypes, searchBulkWarehouses, updateBulkWarehouse } from './warehouse';
import { bulkInventoryShell } from './shell';

export const bulkInventoryEndpoints = [searchBulkWarehouses, getBulkWarehouse, createBulkWarehouse, updateBulkWarehouse, getBulkWarehouseTypes, getBulkWarehouseOptions, searchBulkStock, getBulkPacks, createBulkPack, updateBulkPack, deleteBulkPack] as const;

export const bulkInventoryArea = defineContractArea({
  shell: bulkInventoryShell,
  groups: { bulkInventory: 'bulkInventory' },
  endpoints: bulkInventoryEndpoints,
  options: { bulkWarehouseType: bulkTypeLabels, bulkWarehouseOption: bulkOptionLabels },
});
