// The /bulkInventory group (spec section 2): bulk warehouses (the list; a record to create without
// an id, to view and update with one) and their stock in cartons, pallets and loose units. The
// first route is the group's landing list. Thin screens over the generic list and record.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { BulkStockScreen, BulkWarehouseInfoScreen, BulkWarehouseListScreen } from './BulkScreens';

export const routes: ScreenRoute[] = [
  { path: 'warehouse', title: msg`Bulk warehouses`, component: BulkWarehouseListScreen },
  { path: 'warehouseInfo/:id?', title: msg`Bulk warehouse`, component: BulkWarehouseInfoScreen, hidden: true },
  { path: 'inventory', title: msg`Bulk stock`, component: BulkStockScreen },
];
