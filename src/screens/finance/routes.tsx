// The /finance group (spec section 2): the record list and one record. The first route is the group's
// landing list.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { RecordInfoScreen } from './RecordInfoScreen';
import { RecordListScreen } from './RecordListScreen';

export const routes: ScreenRoute[] = [
  { path: 'settlementList', title: msg`Settlements`, component: RecordListScreen },
  { path: 'settlementInfo/:id', title: msg`Settlements: one record`, component: RecordInfoScreen, hidden: true },
];
