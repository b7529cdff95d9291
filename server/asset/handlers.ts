// Every handler of the asset domain (src/contract/asset/assets.ts `assetEndpoints`).
import { cartHandlers } from './cart';
import { logisticsHandlers } from './logistics';
import { settingHandlers } from './setting';
import { warehouseHandlers } from './warehouse';
import type { HandlerEntry } from '../back/handler';

export const assetHandlers: readonly HandlerEntry[] = [...warehouseHandlers, ...cartHandlers, ...logisticsHandlers, ...settingHandlers];
