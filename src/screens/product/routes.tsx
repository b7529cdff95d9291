// The /product group (spec section 2), built in slices (docs/domain/products.md): the platform
// product list and record, and the price approval list. The first route is the group's landing list.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { ApprovalListScreen, PlatformListScreen } from './ListScreens';
import { PlatformInfoScreen } from './PlatformInfoScreen';
import { ApplyInfoScreen } from './ApplyInfoScreen';
import { ApplyListScreen } from './ApplyListScreen';
import { CategoryAttributeScreen } from './CategoryAttributeScreen';
import { CreateApplyScreen } from './CreateApplyScreen';

export const routes: ScreenRoute[] = [
  { path: 'platformList', title: msg`Platform products`, component: PlatformListScreen },
  { path: 'platformInfo/:id', title: msg`Platform product`, component: PlatformInfoScreen, hidden: true },
  { path: 'approvalList', title: msg`Price approval`, component: ApprovalListScreen },
  { path: 'categoryAttribute', title: msg`Category attributes`, component: CategoryAttributeScreen },
  { path: 'applyNewProductList', title: msg`New product applications`, component: ApplyListScreen },
  { path: 'createApplyNewProduct', title: msg`New product application`, component: CreateApplyScreen, hidden: true },
  { path: 'applyNewProductInfo/:batchCode', title: msg`New product batch`, component: ApplyInfoScreen, hidden: true },
];
