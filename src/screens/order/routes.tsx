// The /order group (spec section 2), first slice (issue 6): the order list and the read-only
// order detail; delivery appointments (create from the list's toolbar, detail by form number) and
// the arrivals of appointments at the platform warehouses. The group's other menu entries (abnormal, cancel, return, refund lists, ...) are
// not built yet; src/screens/menu.ts shows only the entries listed in `builtEntries` of a group
// built in slices (docs/decisions/005-menu-and-unbuilt-groups.md).
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { AppointmentCreateScreen, AppointmentInfoScreen } from './AppointmentScreens';
import { ArrivalInfoScreen, ArrivalListScreen } from './ArrivalScreens';
import { InfoScreen } from './InfoScreen';
import { ListScreen } from './ListScreen';
import './order.css';

export const routes: ScreenRoute[] = [
  { path: 'list', title: msg`Orders`, component: ListScreen },
  { path: 'info/:id?', title: msg`Order`, component: InfoScreen },
  { path: 'appointmentCreate', title: msg`New delivery appointment`, component: AppointmentCreateScreen },
  { path: 'appointmentInfo/:id?', title: msg`Delivery appointment`, component: AppointmentInfoScreen },
  { path: 'arrivalList', title: msg`Arrivals`, component: ArrivalListScreen },
  { path: 'arrivalInfo/:id?', title: msg`Arrival`, component: ArrivalInfoScreen },
];
