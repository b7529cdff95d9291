// What the portal's shell knows of the /replenishment group (kernel/area.ts): its option dictionary's
// name and its reads sent as POST; its endpoints and schemas load with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';

export const replenishmentShell = defineAreaShell({
  name: 'replenishment',
  options: ['replenishmentOrderStatus', 'replenishmentInboundStatus'],
  // built in slices: the menu shows the order list (the record opens from it) and the stock
  menu: ['list', 'inventory', 'inbound'],
  // the lists' searches are sent as POST and only read
  readsByPost: ['replenishment.orderSearch', 'replenishment.inventorySearch', 'replenishment.inboundSearch'],
});
