// The /reconciliation group (spec section 2): the record list and one record. The first route is the group's
// landing list.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { RecordInfoScreen } from './RecordInfoScreen';
import { RecordListScreen } from './RecordListScreen';

export const routes: ScreenRoute[] = [
  { path: 'list', title: msg`Reconciliation bills`, component: RecordListScreen },
  { path: 'info/:id', title: msg`Reconciliation bills: one record`, component: RecordInfoScreen, hidden: true },
];
