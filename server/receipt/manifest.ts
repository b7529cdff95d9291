// The /receipt group on the server: receipt requests, inbounds and price inquiries (lists, records, their actions)
// and their demo seed, after the asset and inventory areas whose warehouses, skus and stock they use.
import { defineServerArea } from '../back/area';
import { inboundHandlers } from './inbounds';
import { requestHandlers } from './requests';
import { outboundOrderHandlers } from './outbound-orders';
import { seedOutboundOrders } from './seed-outbound-orders';
import { seedReceipts } from './seed';
import { inquiryHandlers } from './inquiries';
import { seedInquiries } from './inquiry-seed';
import { receiptHandlers } from './receipts';
import { batchHandlers } from './batches';
import { seedReceiptDifferences } from './receipts-seed';
import { outboundHandlers } from './outbounds';
import { seedOutbounds } from './seed-outbounds';
import { receiptInboundImport } from './import-inbounds';
import { receiptOutboundOrderImport } from './import-outbound-orders';
import { seedDueSoon } from './seed-due';
import { returnRefundHandlers } from './return-refunds';
import { seedReturnRefunds } from './seed-return-refunds';
import { dockHandlers } from './dock';
import { seedDockRejections } from './seed-dock';

export const receiptServer = defineServerArea({
  name: 'receipt',
  handlers: [...requestHandlers, ...inboundHandlers, ...receiptHandlers, ...batchHandlers, ...outboundOrderHandlers, ...inquiryHandlers, ...outboundHandlers, ...returnRefundHandlers, ...dockHandlers],
  // the uploads (/receipt/upload, /receipt/outboundUpload)
  imports: { receiptInbound: receiptInboundImport, receiptOutboundOrder: receiptOutboundOrderImport },
  // outbound orders take goods out of platform warehouses, some of whose stock the receipts put there
  seed: async (ctx) => {
    await seedReceipts(ctx);
    await seedReceiptDifferences(ctx);
    await seedOutboundOrders(ctx);
    await seedInquiries(ctx);
    await seedOutbounds(ctx);
    await seedReturnRefunds(ctx);
    await seedDueSoon(ctx);
    await seedDockRejections(ctx);
  },
  seedAfter: ['asset', 'inventory', 'separate', 'order'],
});
