// What the portal's shell knows of the /asset group (kernel/area.ts): its import types; its
// endpoints and schemas load with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';

export const assetShell = defineAreaShell({
  name: 'asset',
  imports: {
    warehouseBuffer: { label: ['Warehouse buffer settings', '仓库缓冲设置'] },
    warehouse: { label: ['Warehouses', '仓库'] },
  },
  // the calls sent as POST that only read (a failed quiet one still toasts its message)
  readsByPost: [
    'asset.warehouseSearch',
    'asset.warehouseBufferRecords',
    'asset.warehouseCostRecords',
    'asset.thirdWarehouseSearch',
    'asset.cartSearch',
    'asset.cartCostRecords',
    'asset.logisticsSearch',
    'asset.logisticsCostRecords',
    'asset.logisticsCostTest',
  ],
});
