// Every handler of the asset domain (src/contract/assets.ts `assetEndpoints`).
import { cartHandlers } from './assets-cart';
import { logisticsHandlers } from './assets-logistics';
import { settingHandlers } from './assets-setting';
import { warehouseHandlers } from './assets-warehouse';
import type { HandlerEntry } from './handler';

export const assetHandlers: readonly HandlerEntry[] = [...warehouseHandlers, ...cartHandlers, ...logisticsHandlers, ...settingHandlers];
