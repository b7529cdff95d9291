// The /inventoryCenter group (spec section 2): one route, the stock overview, the group's landing list.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { StockOverviewScreen } from './StockOverviewScreen';

export const routes: ScreenRoute[] = [{ path: 'list', title: msg`Stock overview`, component: StockOverviewScreen }];
