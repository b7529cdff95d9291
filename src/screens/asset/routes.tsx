// The /asset group (spec section 2): warehouses with their buffer and cost settings, carts (shops)
// with their platform fees, logistics channels with their cost settings, the asset settings,
// the trigger (diff and apply, records) and third-party warehouses. The first route is where
// /asset lands. Routes with an optional id create a record without one where that makes sense
// (warehouse, logistics channel), else show the list.
import type { ScreenRoute } from '../groupRoutes';
import { CartCostSet, CartInfo, CartList } from './CartScreens';
import { LogisticsCostSet, LogisticsInfo, LogisticsList } from './LogisticsScreens';
import { AssetSettingScreen } from './SettingScreen';
import { TriggerDiff, TriggerRecords } from './TriggerScreens';
import { ThirdWarehouseList, WarehouseCostSet, WarehouseInfo, WarehouseList, WarehouseQtySetting } from './WarehouseScreens';
import { titles } from './texts';

export const routes: ScreenRoute[] = [
  { path: 'warehouse', title: titles.warehouse, component: WarehouseList },
  { path: 'warehouse/info/:id?', title: titles.warehouseInfo, component: WarehouseInfo },
  { path: 'warehouse/qtySetting/:id?/:name?', title: titles.qtySetting, component: WarehouseQtySetting },
  { path: 'warehouse/costSet/:id?/:name?', title: titles.warehouseCostSet, component: WarehouseCostSet },
  { path: 'cart', title: titles.cart, component: CartList },
  { path: 'cart/info/:cartId?', title: titles.cartInfo, component: CartInfo },
  { path: 'cart/costSet/:cartId?/:platformId?/:cartName?', title: titles.cartCostSet, component: CartCostSet },
  { path: 'logistics', title: titles.logistics, component: LogisticsList },
  { path: 'logistics/info/:id?', title: titles.logisticsInfo, component: LogisticsInfo },
  { path: 'logistics/costSet/:id?/:name?', title: titles.logisticsCostSet, component: LogisticsCostSet },
  { path: 'setting/:id?', title: titles.setting, component: AssetSettingScreen },
  { path: 'trigger/diff', title: titles.triggerDiff, component: TriggerDiff },
  { path: 'trigger', title: titles.trigger, component: TriggerRecords },
  { path: 'thirdWarehouse', title: titles.thirdWarehouse, component: ThirdWarehouseList },
];
