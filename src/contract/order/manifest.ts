// The /order group's contract: the order search and detail, fulfilment, exceptions, requests and
// their audits, appointments and arrivals, lead times, receipts, platform orders and the extras.
import { defineContractArea } from '../kernel/area';
import { orderList } from './orders';
import { requestLists } from './requests';
import { fulfilmentLineStatusLabels, abnormalKindLabels, abnormalStatusLabels, customerReasonLabels, leadTimeStatusLabels, orderStatusLabels, platformOrderStatusLabels, requestStatusLabels } from './labels';
import { orderAbnormalEndpoints } from './abnormal';
import { appointmentEndpoints } from './appointments';
import { orderExtrasEndpoints } from './extras';
import { orderFulfilmentEndpoints } from './fulfilment';
import { fulfilmentLineEndpoints } from './fulfilment-lines';
import { orderLeadTimeEndpoints } from './lead-time';
import { orderEndpoints } from './orders';
import { platformOrderEndpoints } from './platform-orders';
import { orderReceiptEndpoints } from './receipts';
import { orderRequestEndpoints } from './requests';
import { orderStoreEndpoints } from './stores';
import { orderVariantEndpoints } from './variants';
import { orderUploadEndpoints } from './uploads';
import { orderShell } from './shell';

export const orderArea = defineContractArea({
  shell: orderShell,
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
  // the lists the shell's work-queue counts search
  workQueueLists: [orderList, requestLists.cancel, requestLists.return, requestLists.refund],
});
