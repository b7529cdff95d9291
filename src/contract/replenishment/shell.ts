// What the portal's shell knows of the /replenishment group (kernel/area.ts): its option dictionary's
// name and its reads sent as POST; its endpoints and schemas load with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';

export const replenishmentShell = defineAreaShell({
  name: 'replenishment',
  options: ['replenishmentOrderStatus'],
  // built in slices: the menu shows the order list (the record opens from it)
  menu: ['list'],
  // the list's search is sent as POST and only reads
  readsByPost: ['replenishment.orderSearch'],
});
