// The /product group (spec section 2), built in slices (docs/domain/products.md): the platform
// product list and record, and the price approval list. The first route is the group's landing list.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { ApprovalListScreen, PlatformListScreen } from './ListScreens';
import { PlatformInfoScreen } from './PlatformInfoScreen';
import { TagApplicationInfoScreen } from './TagApplicationInfoScreen';
import { ChangeRecordListScreen, TagApplicationListScreen } from './TagListScreens';
import { StrategyListScreen } from './StrategyListScreen';

export const routes: ScreenRoute[] = [
  { path: 'platformList', title: msg`Platform products`, component: PlatformListScreen },
  { path: 'platformInfo/:id', title: msg`Platform product`, component: PlatformInfoScreen, hidden: true },
  { path: 'approvalList', title: msg`Price approval`, component: ApprovalListScreen },
  { path: 'fulfillmentTagApplyList', title: msg`Fulfilment label applications`, component: TagApplicationListScreen },
  { path: 'fulfillmentTagApplyInfo/:id', title: msg`Label application`, component: TagApplicationInfoScreen, hidden: true },
  { path: 'recordsList', title: msg`Change records`, component: ChangeRecordListScreen },
  { path: 'fulfillmentStrategyList', title: msg`Fulfilment strategies`, component: StrategyListScreen },
];
