// What the portal's shell knows of the /receipt group (kernel/area.ts): its option dictionaries'
// names and its reads sent as POST; its endpoints and schemas load with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';

export const receiptShell = defineAreaShell({
  name: 'receipt',
  options: ['receiptRequestStatus', 'receiptInboundStatus', 'receiptDeliveryType', 'receiptDifferenceType', 'receiptDifferenceStatus', 'receiptOutboundOrderStatus', 'receiptOutboundPurpose', 'receiptInquiryStatus', 'receiptOutboundStatus', 'receiptOutboundCause'],
  // built in slices (docs/domain/receipts.md): requests and inbounds (their records open from them)
  // uploads (docs/domain/receipts.md "Upload"): hidden routes linked from the inbound and outbound order lists
  imports: {
    receiptInbound: { label: ['Inbounds', '入库单'] },
    receiptOutboundOrder: { label: ['Outbound orders', '出库申请单'] },
  },
  menu: ['request', 'inbound', 'list', 'inventory', 'outboundOrder', 'priceInquiry', 'outbound'],
  readsByPost: ['receipt.requestSearch', 'receipt.inboundSearch', 'receipt.differenceSearch', 'receipt.receiptSearch', 'receipt.inventorySearch', 'receipt.outboundOrderSearch', 'receipt.inquirySearch', 'receipt.inquiryPurchases', 'receipt.outboundSearch'],
});
