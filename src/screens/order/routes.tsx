// The /order group (spec section 2), issue 6 slices: the order list and the read-only order
// detail; the cancel, return and refund request lists and their audit screens. The group's other
// menu entries (abnormal list, arrivals, ...) are not built yet; src/screens/menu.ts shows only the entries listed in `builtEntries` of a group
// built in slices (docs/decisions/005-menu-and-unbuilt-groups.md).
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { InfoScreen } from './InfoScreen';
import { ListScreen } from './ListScreen';
import { CancelListScreen, RefundListScreen, ReturnListScreen } from './RequestListScreens';
import { CancelInfoScreen, RefundInfoScreen, ReturnInfoScreen } from './RequestScreen';
import './order.css';

export const routes: ScreenRoute[] = [
  { path: 'list', title: msg`Orders`, component: ListScreen },
  { path: 'info/:id?', title: msg`Order`, component: InfoScreen },
  { path: 'cancelList', title: msg`Cancel requests`, component: CancelListScreen },
  { path: 'returnList', title: msg`Return requests`, component: ReturnListScreen },
  { path: 'refundList', title: msg`Refund requests`, component: RefundListScreen },
  { path: 'cancelInfo/:id?', title: msg`Cancel request`, component: CancelInfoScreen },
  { path: 'returnInfo/:id?', title: msg`Return request`, component: ReturnInfoScreen },
  { path: 'refundInfo/:id?', title: msg`Refund request`, component: RefundInfoScreen },
];
