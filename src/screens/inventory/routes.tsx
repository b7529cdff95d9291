// The /inventory group (spec section 2): warehouse groups (list, record, relation map, shop and
// warehouse binding), inventory by sku with its detail, and the allotment. The first route is
// the group's landing list.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { AllocationScreen } from './AllocationScreen';
import { GroupInfoScreen } from './GroupInfoScreen';
import { GroupListScreen } from './GroupListScreen';
import { InventoryListScreen } from './InventoryListScreen';
import { RelationScreen } from './RelationScreen';
import { ShopScreen } from './ShopScreen';
import { SkuInventoryScreen } from './SkuInventoryScreen';
import { WarehouseBindingScreen } from './WarehouseBindingScreen';
import './inventory.css';

export const routes: ScreenRoute[] = [
  { path: 'group', title: msg`Warehouse groups`, component: GroupListScreen },
  { path: 'group/info/:id?', title: msg`Warehouse group`, component: GroupInfoScreen },
  { path: 'group/relation', title: msg`Group relations`, component: RelationScreen },
  { path: 'group/shop', title: msg`Shop group binding`, component: ShopScreen },
  { path: 'group/warehouse', title: msg`Group warehouses`, component: WarehouseBindingScreen },
  { path: 'inventory', title: msg`Inventory`, component: InventoryListScreen },
  { path: 'inventory/info/:sku?', title: msg`Inventory detail`, component: SkuInventoryScreen },
  { path: 'inventory/allocation', title: msg`Inventory allotment`, component: AllocationScreen },
];
