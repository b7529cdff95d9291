// The area's public exports: what other areas may import (scripts/check-areas.mjs).
import type { AnyResource } from '../types';
import { inboundResource } from './inbounds';
import { requestResource } from './requests';
import { outboundOrderResource } from './outbound-orders';
import { inquiryResource } from './inquiries';
import { differenceResource, receiptResource } from './receipts';
import { platformStockResource } from './platform-stock';
import { outboundResource } from './outbounds';
import { returnMasterResource, returnOrderResource } from './return-refunds';

/** The lists the generic machines' model tests run over (src/resources/index.ts finds them by folder). */
export const listResources: readonly AnyResource[] = [
  requestResource as unknown as AnyResource,
  inboundResource as unknown as AnyResource,
  differenceResource as unknown as AnyResource,
  receiptResource as unknown as AnyResource,
  platformStockResource as unknown as AnyResource,
  outboundOrderResource as unknown as AnyResource,
  inquiryResource as unknown as AnyResource,
  outboundResource as unknown as AnyResource,
  returnOrderResource as unknown as AnyResource,
  returnMasterResource as unknown as AnyResource,
];
