// The area's public exports: what other areas (and server/main.ts) may import (scripts/check-areas.mjs).
export { requestListDefinition } from './list-requests';
export { inboundListDefinition } from './list-inbounds';
export { ReceiptPlatformRunner } from './receiving';
export { outboundOrderListDefinition } from './list-outbound-orders';
export { InquiryAwardRunner } from './inquiry-job';
export { inquiryListDefinition } from './list-inquiries';
export { differenceListDefinition, receiptListDefinition } from './list-receipts';
export { platformStockListDefinition } from './list-platform-stock';
export { outboundListDefinition } from './list-outbounds';
export { returnMasterListDefinition, returnOrderListDefinition } from './list-return-refunds';
export { openReplenishmentInbound } from './replenishment-requests';
export { advanceSeededInbound } from './seed-replenishment-inbounds';
