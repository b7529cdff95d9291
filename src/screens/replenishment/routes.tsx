// The /replenishment group (spec section 2): the record list and one record. The first route is the group's
// landing list.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { RecordInfoScreen } from './RecordInfoScreen';
import { RecordListScreen } from './RecordListScreen';

export const routes: ScreenRoute[] = [
  { path: 'list', title: msg`Replenishment orders`, component: RecordListScreen },
  { path: 'info/:id', title: msg`Replenishment orders: one record`, component: RecordInfoScreen, hidden: true },
];
