// The /product group (spec section 2), built in slices (docs/domain/products.md): the platform
// product list and record, the price approval list, brand authorizations and reviews. The first
// route is the group's landing list.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { BrandInfoScreen } from './BrandInfoScreen';
import { BrandListScreen } from './BrandListScreen';
import { ApprovalListScreen, PlatformListScreen, ReviewListScreen } from './ListScreens';
import { PlatformInfoScreen } from './PlatformInfoScreen';
import { ReviewInfoScreen } from './ReviewInfoScreen';

export const routes: ScreenRoute[] = [
  { path: 'platformList', title: msg`Platform products`, component: PlatformListScreen },
  { path: 'platformInfo/:id', title: msg`Platform product`, component: PlatformInfoScreen, hidden: true },
  { path: 'approvalList', title: msg`Price approval`, component: ApprovalListScreen },
  { path: 'brandList', title: msg`Brands`, component: BrandListScreen },
  { path: 'authedBrandInfo/:id/:brandCode', title: msg`Brand authorization`, component: BrandInfoScreen, hidden: true },
  { path: 'reviewList', title: msg`Product reviews`, component: ReviewListScreen },
  { path: 'reviewInfo', title: msg`Review`, component: ReviewInfoScreen, hidden: true },
];
