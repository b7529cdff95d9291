// What the portal's shell knows of the /receipt group (kernel/area.ts): its option dictionaries'
// names and its reads sent as POST; its endpoints and schemas load with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';

export const receiptShell = defineAreaShell({
  name: 'receipt',
  options: ['receiptRequestStatus', 'receiptInboundStatus', 'receiptDeliveryType', 'receiptDifferenceType', 'receiptDifferenceStatus', 'receiptOutboundOrderStatus', 'receiptOutboundPurpose', 'receiptInquiryStatus', 'receiptOutboundStatus', 'receiptOutboundCause', 'receiptReturnMasterStatus', 'receiptReturnInspection', 'receiptReturnReason'],
  // built in slices (docs/domain/receipts.md): requests and inbounds (their records open from them)
  menu: ['request', 'inbound', 'list', 'inventory', 'outboundOrder', 'priceInquiry', 'outbound', 'returnRefundOrder', 'returnRefundMaster'],
  readsByPost: ['receipt.requestSearch', 'receipt.inboundSearch', 'receipt.differenceSearch', 'receipt.receiptSearch', 'receipt.inventorySearch', 'receipt.outboundOrderSearch', 'receipt.inquirySearch', 'receipt.inquiryPurchases', 'receipt.outboundSearch', 'receipt.returnRefundOrderSearch', 'receipt.returnRefundMasterSearch'],
});
