// What the portal's shell knows of the /replenishment group (kernel/area.ts): its option dictionary's
// name and its reads sent as POST; its endpoints and schemas load with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';

export const replenishmentShell = defineAreaShell({
  name: 'replenishment',
  options: ['replenishmentOrderStatus', 'replenishmentInboundStatus'],
  // the records open from their lists; the upload is linked from the order list
  menu: ['list', 'inventory', 'inbound'],
  // the lists' searches are sent as POST and only read
  readsByPost: ['replenishment.orderSearch', 'replenishment.inventorySearch', 'replenishment.inboundSearch'],
  // the upload (docs/domain/receipts.md "Slice (built): replenishment upload"): a hidden route linked from the order list
  imports: {
    replenishmentOrder: { label: ['Replenishment orders', '补货单'] },
  },
});
