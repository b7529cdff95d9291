// The /product group (spec section 2), built in slices (docs/domain/products.md): the platform
// product list and record, the price approval list, the standard catalogue and same-product
// relations, new-product applications, fulfilment labels, brand authorizations and reviews. The
// first route is the group's landing list. The product record and the forms and uploads load when
// first opened (decision 041: the group's routes chunk keeps its byte budget).
import { msg } from '@lingui/core/macro';
import { lazyScreen, type ScreenRoute } from '../groupRoutes';
import './product.css';
import { BrandInfoScreen } from './BrandInfoScreen';
import { BrandListScreen } from './BrandListScreen';
import { ApprovalListScreen, PlatformListScreen, ReviewListScreen } from './ListScreens';
import { ApplyInfoScreen } from './ApplyInfoScreen';
import { ApplyListScreen } from './ApplyListScreen';
import { CategoryAttributeScreen } from './CategoryAttributeScreen';
import { SameBiddingScreen } from './SameBiddingScreen';
import { SameInfoScreen } from './SameInfoScreen';
import { SameConfirmScreen, SameSearchScreen, StandardListScreen } from './SameListScreens';
import { StandardDashboardScreen } from './StandardDashboardScreen';
import { StandardInfoScreen } from './StandardInfoScreen';
import { TagApplicationInfoScreen } from './TagApplicationInfoScreen';
import { ChangeRecordListScreen, TagApplicationListScreen } from './TagListScreens';
import { StrategyListScreen } from './StrategyListScreen';
import { ReviewInfoScreen } from './ReviewInfoScreen';
import { ChannelListScreen, SyncListScreen } from './ChannelSyncScreens';
import { SyncInfoScreen } from './SyncInfoScreen';
import { MatchListScreen } from './MatchListScreen';
import { GbListScreen } from './GbListScreen';
import { GbInfoScreen } from './GbInfoScreen';
import { ProductListScreen } from './ProductListScreen';
import { ProductInfoScreen } from './ProductInfoScreen';

export const routes: ScreenRoute[] = [
  { path: 'platformList', title: msg`Platform products`, component: PlatformListScreen },
  { path: 'platformInfo/:id', title: msg`Platform product`, component: lazyScreen(() => import('./PlatformInfoScreen'), (m) => m.PlatformInfoScreen), hidden: true },
  { path: 'approvalList', title: msg`Price approval`, component: ApprovalListScreen },
  { path: 'categoryAttribute', title: msg`Category attributes`, component: CategoryAttributeScreen },
  { path: 'applyNewProductList', title: msg`New product applications`, component: ApplyListScreen },
  { path: 'createApplyNewProduct', title: msg`New product application`, component: lazyScreen(() => import('./CreateApplyScreen'), (m) => m.CreateApplyScreen), hidden: true },
  { path: 'applyNewProductInfo/:batchCode', title: msg`New product batch`, component: ApplyInfoScreen, hidden: true },
  { path: 'standardProduct', title: msg`Standard products`, component: StandardListScreen },
  { path: 'standardDashboard', title: msg`Standard coverage`, component: StandardDashboardScreen, hidden: true },
  { path: 'standardProductInfo/:id?', title: msg`Standard product`, component: StandardInfoScreen, hidden: true },
  { path: 'sameBiddingList', title: msg`Same-product bidding`, component: SameBiddingScreen },
  { path: 'sameProductRelationConfirm', title: msg`Same products to confirm`, component: SameConfirmScreen, hidden: true },
  { path: 'sameProductInfo', title: msg`Same-product relation`, component: SameInfoScreen, hidden: true },
  { path: 'sameProductRelationSearch', title: msg`Same-product relations`, component: SameSearchScreen, hidden: true },
  { path: 'fulfillmentTagApplyList', title: msg`Fulfilment label applications`, component: TagApplicationListScreen },
  { path: 'fulfillmentTagApplyInfo/:id', title: msg`Label application`, component: TagApplicationInfoScreen, hidden: true },
  { path: 'fulfillmentTagApply/upload/:id?', title: msg`Label upload`, component: lazyScreen(() => import('./TagUploadScreen'), (m) => m.TagUploadScreen), hidden: true },
  { path: 'recordsList', title: msg`Change records`, component: ChangeRecordListScreen },
  { path: 'fulfillmentStrategyList', title: msg`Fulfilment strategies`, component: StrategyListScreen },
  { path: 'brandList', title: msg`Brands`, component: BrandListScreen },
  { path: 'authedBrandInfo/:id/:brandCode', title: msg`Brand authorization`, component: BrandInfoScreen, hidden: true },
  { path: 'reviewList', title: msg`Product reviews`, component: ReviewListScreen },
  { path: 'reviewInfo', title: msg`Review`, component: ReviewInfoScreen, hidden: true },
  { path: 'channelList', title: msg`Channel products`, component: ChannelListScreen },
  { path: 'matchList', title: msg`Product matching`, component: MatchListScreen },
  { path: 'syncList', title: msg`Sync records`, component: SyncListScreen },
  { path: 'syncInfo', title: msg`Sync job`, component: SyncInfoScreen, hidden: true },
  { path: 'gbProductList', title: msg`Goods-base products`, component: GbListScreen },
  { path: 'gbProductInfo/:id?', title: msg`Goods-base product`, component: GbInfoScreen, hidden: true },
  { path: 'createGbProduct', title: msg`New goods-base product`, component: lazyScreen(() => import('./GbUploadScreen'), (m) => m.CreateGbRoute), hidden: true },
  { path: 'list', title: msg`Products`, component: ProductListScreen },
  { path: 'info/:id?', title: msg`Product attributes`, component: ProductInfoScreen, hidden: true },
  { path: 'upload', title: msg`Product upload`, component: lazyScreen(() => import('./ProductUploadScreen'), (m) => m.ProductUploadScreen), hidden: true },
];
