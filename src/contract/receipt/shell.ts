// What the portal's shell knows of the /receipt group (kernel/area.ts): its option dictionaries'
// names and its reads sent as POST; its endpoints and schemas load with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';
import { workQueueItem } from '../kernel/work-queue';
import type { inquiryList } from './inquiry';
import type { differenceList } from './receipt';
import type { requestList } from './request';

export const receiptShell = defineAreaShell({
  name: 'receipt',
  options: ['receiptRequestStatus', 'receiptInboundStatus', 'receiptDeliveryType', 'receiptDifferenceType', 'receiptDifferenceStatus', 'receiptOutboundOrderStatus', 'receiptOutboundPurpose', 'receiptInquiryStatus', 'receiptOutboundStatus', 'receiptOutboundCause', 'receiptReturnMasterStatus', 'receiptReturnInspection', 'receiptReturnReason'],
  // built in slices (docs/domain/receipts.md): requests and inbounds (their records open from them)
  // uploads (docs/domain/receipts.md "Upload"): hidden routes linked from the inbound and outbound order lists
  imports: {
    receiptInbound: { label: ['Inbounds', '入库单'] },
    receiptOutboundOrder: { label: ['Outbound orders', '出库申请单'] },
  },
  menu: ['request', 'inbound', 'list', 'inventory', 'outboundOrder', 'priceInquiry', 'outbound', 'returnRefundOrder', 'returnRefundMaster'],
  readsByPost: ['receipt.requestSearch', 'receipt.inboundSearch', 'receipt.differenceSearch', 'receipt.receiptSearch', 'receipt.inventorySearch', 'receipt.outboundOrderSearch', 'receipt.inquirySearch', 'receipt.inquiryPurchases', 'receipt.outboundSearch', 'receipt.returnRefundOrderSearch', 'receipt.returnRefundMasterSearch'],
  // the dashboard's counts (docs/domain/dashboard.md): windows closing within 48 h (deadlines.ts)
  workQueue: [
    workQueueItem<typeof requestList>({ id: 'requestsToAck', group: 'receipt', entry: 'request', bizType: 'receipt.request', conditions: { ackDue: true } }),
    workQueueItem<typeof requestList>({ id: 'deliveriesDue', group: 'receipt', entry: 'request', bizType: 'receipt.request', conditions: { deliveryDue: true } }),
    workQueueItem<typeof differenceList>({ id: 'differencesDue', group: 'receipt', entry: 'list', bizType: 'receipt.difference', conditions: { dueSoon: true } }),
    workQueueItem<typeof inquiryList>({ id: 'inquiriesDue', group: 'receipt', entry: 'priceInquiry', bizType: 'receipt.priceInquiry', conditions: { dueSoon: true } }),
  ],
});
