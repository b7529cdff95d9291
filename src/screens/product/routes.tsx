// The /product group (spec section 2), built in slices (docs/domain/products.md): the platform
// product list and record, and the price approval list. The first route is the group's landing list.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { ApprovalListScreen, PlatformListScreen } from './ListScreens';
import { PlatformInfoScreen } from './PlatformInfoScreen';
import { ChannelListScreen, SyncListScreen } from './ChannelSyncScreens';
import { SyncInfoScreen } from './SyncInfoScreen';
import { MatchListScreen } from './MatchListScreen';

export const routes: ScreenRoute[] = [
  { path: 'platformList', title: msg`Platform products`, component: PlatformListScreen },
  { path: 'platformInfo/:id', title: msg`Platform product`, component: PlatformInfoScreen, hidden: true },
  { path: 'approvalList', title: msg`Price approval`, component: ApprovalListScreen },
  { path: 'channelList', title: msg`Channel products`, component: ChannelListScreen },
  { path: 'matchList', title: msg`Product matching`, component: MatchListScreen },
  { path: 'syncList', title: msg`Sync records`, component: SyncListScreen },
  { path: 'syncInfo', title: msg`Sync job`, component: SyncInfoScreen, hidden: true },
];
