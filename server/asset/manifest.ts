// The /asset group on the server: warehouses, carts, logistics channels, settings; the warehouse and
// buffer imports.
import { defineServerArea } from '../back/area';
import { cartHandlers } from './cart';
import { warehouseImport } from './import-warehouse';
import { warehouseBufferImport } from './import-warehouse-buffer';
import { logisticsHandlers } from './logistics';
import { seedAssets } from './seed';
import { settingHandlers } from './setting';
import { warehouseHandlers } from './warehouse';

export const assetServer = defineServerArea({
  name: 'asset',
  handlers: [...warehouseHandlers, ...cartHandlers, ...logisticsHandlers, ...settingHandlers],
  imports: { warehouseBuffer: warehouseBufferImport, warehouse: warehouseImport },
  seed: async (ctx) => {
    await seedAssets(ctx.db, ctx.tenants, ctx.users, ctx.tenantIds, ctx.userIds);
  },
});
