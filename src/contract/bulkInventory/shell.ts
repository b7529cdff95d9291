// What the portal's shell knows of the /bulkInventory group (kernel/area.ts): its option
// dictionaries' names and its reads sent as POST; its endpoints and schemas load with its screens
// (manifest.ts). Built whole: the menu shows every entry of the group.
import { defineAreaShell } from '../kernel/area';

export const bulkInventoryShell = defineAreaShell({
  name: 'bulkInventory',
  options: ['bulkWarehouseType', 'bulkWarehouseOption'],
  // the lists' searches are sent as POST and only read
  readsByPost: ['bulkInventory.warehouseSearch', 'bulkInventory.inventorySearch'],
});
