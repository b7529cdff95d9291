// What the portal's shell knows of the /inventoryCenter group (kernel/area.ts): its reads sent as
// POST; its endpoint and schemas load with its screen (manifest.ts). The warehouse type's words are
// the common `warehouseType` dictionary's, so the area names no dictionary of its own.
import { defineAreaShell } from '../kernel/area';

export const inventoryCenterShell = defineAreaShell({
  name: 'inventoryCenter',
  // the list's search is sent as POST and only reads
  readsByPost: ['inventoryCenter.stockSearch'],
});
