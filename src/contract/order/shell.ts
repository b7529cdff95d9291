// What the portal's shell knows of the /order group (kernel/area.ts): its option dictionaries'
// names, its import types, the menu entries built so far, the dashboard's counts, and the kinds of order detail a
// variant may call (the variant config names one); its endpoints and schemas load with its
// screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';
import { workQueueItem } from '../kernel/work-queue';
import type { orderList } from './orders';
import type { requestLists } from './requests';

/** The order detail calls of the builds (variants.ts): the variant config's `screens.orderInfo`. */
export const orderInfoKinds = ['default', 'vms', 'fobt'] as const;
export type OrderInfoKind = (typeof orderInfoKinds)[number];

export const orderShell = defineAreaShell({
  name: 'order',
  options: ['sellerOrderStatus', 'orderAbnormalKind', 'orderAbnormalStatus', 'orderRequestStatus', 'customerReason', 'leadTimeStatus', 'platformOrderStatus', 'fulfilmentLineStatus'],
  // the two uploads through the group's own calls load them when a file is sent
  imports: {
    orderShipment: { label: ['Order shipments', '订单发货'] },
    receiptInfo: { label: ['Receipt info', '票据信息'], upload: () => import('./uploads').then((m) => m.batchUploadPurchaseInfo) },
    uploadOrder: { label: ['Upload orders', '上传订单'], upload: () => import('./uploads').then((m) => m.uploadOrders) },
  },
  // built in slices (issue 6): the order list (and the detail and ship form it opens), the
  // exceptions, the request lists (and their audits), the arrivals, the shipment upload, the
  // lead-time requests, the platform orders, the order upload
  menu: ['list', 'abnormalList', 'cancelList', 'returnList', 'refundList', 'arrivalList', 'upload', 'fulfillmentApproval', 'platformOrder', 'uploadOrder'],
  // the dashboard's counts (docs/domain/dashboard.md): orders to ship late or soon, requests near their deadline
  workQueue: [
    workQueueItem<typeof orderList>({ id: 'lateToShip', group: 'order', entry: 'list', bizType: 'order.list', conditions: { delayShip: true } }),
    workQueueItem<typeof orderList>({ id: 'dueToShip', group: 'order', entry: 'list', bizType: 'order.list', conditions: { delayShipAlert: true } }),
    workQueueItem<typeof requestLists.cancel>({ id: 'cancelDueSoon', group: 'order', entry: 'cancelList', bizType: 'order.cancelList', conditions: { dueSoon: true } }),
    workQueueItem<typeof requestLists.return>({ id: 'returnDueSoon', group: 'order', entry: 'returnList', bizType: 'order.returnList', conditions: { dueSoon: true } }),
    workQueueItem<typeof requestLists.refund>({ id: 'refundDueSoon', group: 'order', entry: 'refundList', bizType: 'order.refundList', conditions: { dueSoon: true } }),
  ],
  // the calls sent as POST that only read (a failed quiet one still toasts its message)
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
    'order.arrivalSearch',
    'order.appointmentOrders',
    'order.appointmentPrint',
    'order.appointmentCountOld',
    'order.appointmentCount',
    'order.feedbackList',
    'order.batchInfo',
    'order.differenceOrder',
  ],
});
