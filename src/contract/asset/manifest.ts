// The /asset group's contract: warehouses, carts, logistics channels and the asset settings.
import { defineContractArea } from '../kernel/area';
import { assetEndpoints } from './assets';

export const assetArea = defineContractArea({
  name: 'asset',
  groups: { asset: 'asset' },
  endpoints: assetEndpoints,
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
  imports: {
    warehouseBuffer: { label: ['Warehouse buffer settings', '仓库缓冲设置'] },
    warehouse: { label: ['Warehouses', '仓库'] },
  },
});
