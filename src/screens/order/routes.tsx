// The /order group (spec section 2), built in slices (issue 6): the order list, the order detail
// with its actions, the ship form, the exceptions, the cancel, return and refund request lists and
// their audit screens, fulfilment by line (the order lines' fulfilment receipt), delivery appointments (created from the list's toolbar, detail by form
// number), the arrivals, the shipment upload, the order upload, the fulfilment lead-time requests, and the platform
// orders (purchase orders of the platform, confirmed or rejected). The group's other menu entries are not built
// yet; the menu shows only the entries its contract manifest lists in `menu` (src/screens/menu.ts)
// built in slices (docs/decisions/005-menu-and-unbuilt-groups.md).
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { AbnormalInfoScreen } from './AbnormalInfoScreen';
import { AbnormalListScreen } from './AbnormalListScreen';
import { AppointmentCreateScreen, AppointmentInfoScreen } from './AppointmentScreens';
import { ArrivalInfoScreen, ArrivalListScreen } from './ArrivalScreens';
import { FulfilmentLinesScreen } from './FulfilmentLinesScreen';
import { InfoScreen } from './InfoScreen';
import { LeadTimeInfoScreen, LeadTimeListScreen } from './LeadTimeScreens';
import { ListScreen } from './ListScreen';
import { PlatformOrderInfoScreen, PlatformOrderListScreen } from './PlatformOrderScreens';
import { ShipScreen } from './ShipScreen';
import { ReceiptUploadScreen, UploadOrderScreen, UploadScreen } from './UploadScreen';
import { CancelListScreen, RefundListScreen, ReturnListScreen } from './RequestListScreens';
import { CancelInfoScreen, RefundInfoScreen, ReturnInfoScreen } from './RequestScreen';
import './order.css';

export const routes: ScreenRoute[] = [
  { path: 'list', title: msg`Orders`, component: ListScreen },
  { path: 'info/:id?', title: msg`Order`, component: InfoScreen },
  { path: 'fulfillmentLines', title: msg`Fulfilment by line`, component: FulfilmentLinesScreen },
  { path: 'ship/:id?', title: msg`Ship an order`, component: ShipScreen },
  { path: 'abnormalList', title: msg`Abnormal orders`, component: AbnormalListScreen },
  { path: 'abnormalInfo/:id?', title: msg`Order exception`, component: AbnormalInfoScreen },
  { path: 'upload', title: msg`Upload shipments`, component: UploadScreen },
  { path: 'receiptUpload', title: msg`Receipt upload`, component: ReceiptUploadScreen },
  { path: 'uploadOrder', title: msg`Upload orders`, component: UploadOrderScreen },
  { path: 'cancelList', title: msg`Cancel requests`, component: CancelListScreen },
  { path: 'returnList', title: msg`Return requests`, component: ReturnListScreen },
  { path: 'refundList', title: msg`Refund requests`, component: RefundListScreen },
  { path: 'cancelInfo/:id?', title: msg`Cancel request`, component: CancelInfoScreen },
  { path: 'returnInfo/:id?', title: msg`Return request`, component: ReturnInfoScreen },
  { path: 'refundInfo/:id?', title: msg`Refund request`, component: RefundInfoScreen },
  { path: 'appointmentCreate', title: msg`New delivery appointment`, component: AppointmentCreateScreen },
  { path: 'appointmentInfo/:id?', title: msg`Delivery appointment`, component: AppointmentInfoScreen },
  { path: 'arrivalList', title: msg`Arrivals`, component: ArrivalListScreen },
  { path: 'arrivalInfo/:id?', title: msg`Arrival`, component: ArrivalInfoScreen },
  { path: 'fulfillmentApproval', title: msg`Fulfilment lead time`, component: LeadTimeListScreen },
  { path: 'fulfillmentApprovalInfo/:id?', title: msg`Lead-time request`, component: LeadTimeInfoScreen },
  { path: 'platformOrder', title: msg`Platform orders`, component: PlatformOrderListScreen },
  { path: 'platformOrderInfo/:id?', title: msg`Platform order`, component: PlatformOrderInfoScreen },
];
