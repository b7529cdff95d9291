// The /order group's contract: the order search and detail, fulfilment, exceptions, requests and
// their audits, appointments and arrivals, lead times, receipts, platform orders and the extras.
import { defineContractArea } from '../kernel/area';
import { workQueueCount } from '../kernel/work-queue';
import { orderList } from './orders';
import { requestLists } from './requests';
import { fulfilmentLineStatusLabels, abnormalKindLabels, abnormalStatusLabels, customerReasonLabels, leadTimeStatusLabels, orderStatusLabels, platformOrderStatusLabels, requestStatusLabels } from './labels';
import { orderAbnormalEndpoints } from './abnormal';
import { appointmentEndpoints, appointmentReadsByPost } from './appointments';
import { orderExtrasEndpoints, orderExtrasReadsByPost } from './extras';
import { orderFulfilmentEndpoints } from './fulfilment';
import { fulfilmentLineEndpoints } from './fulfilment-lines';
import { orderLeadTimeEndpoints } from './lead-time';
import { orderEndpoints } from './orders';
import { platformOrderEndpoints } from './platform-orders';
import { orderReceiptEndpoints } from './receipts';
import { orderRequestEndpoints } from './requests';
import { orderStoreEndpoints } from './stores';
import { orderVariantEndpoints } from './variants';
import { batchUploadPurchaseInfo, orderUploadEndpoints, uploadOrders } from './uploads';

export const orderArea = defineContractArea({
  name: 'order',
  groups: { order: 'order' },
  endpoints: [
    ...orderEndpoints,
    ...orderFulfilmentEndpoints,
    ...fulfilmentLineEndpoints,
    ...orderAbnormalEndpoints,
    ...orderRequestEndpoints,
    ...appointmentEndpoints,
    ...orderLeadTimeEndpoints,
    ...orderReceiptEndpoints,
    ...platformOrderEndpoints,
    ...orderStoreEndpoints,
    ...orderVariantEndpoints,
    ...orderExtrasEndpoints,
    ...orderUploadEndpoints,
  ],
  readsByPost: [
    'order.receiptGet',
    'order.search',
    'order.searchOld',
    'order.statusLogs',
    'order.downloadDetail',
    'order.abnormalSearch',
    'order.cancelSearch',
    'order.returnSearch',
    'order.refundSearch',
    'order.leadTimeSearch',
    'order.platformOrderSearch',
    'order.fulfillmentSearch',
    ...appointmentReadsByPost,
    ...orderExtrasReadsByPost,
  ],
  options: {
    sellerOrderStatus: orderStatusLabels,
    orderAbnormalKind: abnormalKindLabels,
    orderAbnormalStatus: abnormalStatusLabels,
    orderRequestStatus: requestStatusLabels,
    customerReason: customerReasonLabels,
    leadTimeStatus: leadTimeStatusLabels,
    platformOrderStatus: platformOrderStatusLabels,
    fulfilmentLineStatus: fulfilmentLineStatusLabels,
  },
  imports: {
    orderShipment: { label: ['Order shipments', '订单发货'] },
    receiptInfo: { label: ['Receipt info', '票据信息'], upload: batchUploadPurchaseInfo },
    uploadOrder: { label: ['Upload orders', '上传订单'], upload: uploadOrders },
  },
  // built in slices (issue 6): the order list (and the detail and ship form it opens), the
  // exceptions, the request lists (and their audits), the arrivals, the shipment upload, the
  // lead-time requests, the platform orders, the order upload
  menu: ['list', 'abnormalList', 'cancelList', 'returnList', 'refundList', 'arrivalList', 'upload', 'fulfillmentApproval', 'platformOrder', 'uploadOrder'],
  // the dashboard's counts (docs/domain/dashboard.md): orders to ship late or soon, requests near their deadline
  workQueue: [
    workQueueCount(orderList, { id: 'lateToShip', group: 'order', entry: 'list', conditions: { delayShip: true } }),
    workQueueCount(orderList, { id: 'dueToShip', group: 'order', entry: 'list', conditions: { delayShipAlert: true } }),
    workQueueCount(requestLists.cancel, { id: 'cancelDueSoon', group: 'order', entry: 'cancelList', conditions: { dueSoon: true } }),
    workQueueCount(requestLists.return, { id: 'returnDueSoon', group: 'order', entry: 'returnList', conditions: { dueSoon: true } }),
    workQueueCount(requestLists.refund, { id: 'refundDueSoon', group: 'order', entry: 'refundList', conditions: { dueSoon: true } }),
  ],
});
