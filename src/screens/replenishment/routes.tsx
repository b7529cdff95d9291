// The /replenishment group (spec section 2; docs/domain/receipts.md, "Replenishment" and its
// slices): replenishment orders (a list, a record, the upload), the replenishment stock, and the
// inbounds that fulfil the orders. The first route is the group's landing list.
import { msg } from '@lingui/core/macro';
import { lazyScreen, type ScreenRoute } from '../groupRoutes';
import { InboundInfoScreen } from './InboundInfoScreen';
import { InboundListScreen } from './InboundListScreen';
import { InventoryScreen } from './InventoryScreen';
import { OrderInfoScreen } from './OrderInfoScreen';
import { OrderListScreen } from './OrderListScreen';

export const routes: ScreenRoute[] = [
  { path: 'list', title: msg`Replenishment orders`, component: OrderListScreen },
  { path: 'info/:id?', title: msg`Replenishment order`, component: OrderInfoScreen, hidden: true },
  { path: 'inventory', title: msg`Replenishment stock`, component: InventoryScreen },
  { path: 'inbound', title: msg`Replenishment inbounds`, component: InboundListScreen },
  { path: 'inboundInfo/:id?', title: msg`Replenishment inbound`, component: InboundInfoScreen, hidden: true },
  { path: 'upload', title: msg`Replenishment orders by upload`, component: lazyScreen(() => import('./OrderUploadScreen'), (m) => m.OrderUploadScreen), hidden: true },
];
