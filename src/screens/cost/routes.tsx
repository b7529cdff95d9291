// The /cost group (spec section 2): the cost list per sku and a sku's cost detail. The first
// route is the group's landing list.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { CostInfoScreen } from './CostInfoScreen';
import { CostListScreen } from './CostListScreen';
import './cost.css';

export const routes: ScreenRoute[] = [
  { path: 'list', title: msg`Cost list`, component: CostListScreen },
  { path: 'list/info/:sku?', title: msg`Cost detail`, component: CostInfoScreen },
];
