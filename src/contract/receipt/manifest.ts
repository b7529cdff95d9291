// The /receipt group's contract.
import { defineContractArea } from '../kernel/area';
import { actOnInbound, getInbound, saveTracking, searchInbounds } from './inbound';
import { deliveryTypeLabels, inboundStatusLabels, requestStatusLabels } from './labels';
import { actOnRequest, getRequest, reserveRequest, searchRequests } from './request';
import { receiptShell } from './shell';
import { outboundOrderEndpoints } from './outbound-order';
import { inquiryEndpoints } from './inquiry-endpoints';
import { inquiryStatusLabels, outboundOrderStatusLabels, outboundPurposeLabels } from './labels';
import { outboundEndpoints } from './outbound';
import { outboundCauseLabels, outboundStatusLabels } from './labels';

export const receiptEndpoints = [searchRequests, getRequest, reserveRequest, actOnRequest, searchInbounds, getInbound, saveTracking, actOnInbound, ...outboundOrderEndpoints, ...inquiryEndpoints, ...outboundEndpoints] as const;

export const receiptArea = defineContractArea({
  shell: receiptShell,
  groups: { receipt: 'receipt' },
  endpoints: receiptEndpoints,
  options: {
    receiptRequestStatus: requestStatusLabels,
    receiptInboundStatus: inboundStatusLabels,
    receiptDeliveryType: deliveryTypeLabels,
    receiptOutboundOrderStatus: outboundOrderStatusLabels,
    receiptOutboundPurpose: outboundPurposeLabels,
    receiptInquiryStatus: inquiryStatusLabels,
    receiptOutboundStatus: outboundStatusLabels,
    receiptOutboundCause: outboundCauseLabels,
  },
});
