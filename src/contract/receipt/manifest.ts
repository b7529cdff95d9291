// The /receipt group's contract.
import { defineContractArea } from '../kernel/area';
import { actOnInbound, getInbound, saveTracking, searchInbounds } from './inbound';
import { deliveryTypeLabels, inboundStatusLabels, requestStatusLabels } from './labels';
import { actOnRequest, getRequest, reserveRequest, searchRequests } from './request';
import { receiptShell } from './shell';
import { outboundOrderEndpoints } from './outbound-order';
import { inquiryEndpoints } from './inquiry-endpoints';
import { actOnDifference, attachEvidence, getDifference, getReceipt, searchDifferences, searchReceipts } from './receipt';
import { getBatches, searchPlatformStock } from './platform-stock';
import { differenceStatusLabels, inquiryStatusLabels, outboundCauseLabels, outboundOrderStatusLabels, outboundPurposeLabels, outboundStatusLabels, receiptDifferenceTypeLabels } from './labels';
import { outboundEndpoints } from './outbound';
import { inquiryList } from './inquiry';
import { differenceList } from './receipt';
import { requestList } from './request';
import { returnRefundEndpoints } from './return-refund';
import { dockEndpoints } from './dock';
import { returnCustomerReasonLabels, returnInspectionLabels, returnMasterStatusLabels } from './labels';

export const receiptEndpoints = [
  searchRequests,
  getRequest,
  reserveRequest,
  actOnRequest,
  searchInbounds,
  getInbound,
  saveTracking,
  actOnInbound,
  searchDifferences,
  searchReceipts,
  getReceipt,
  getDifference,
  actOnDifference,
  attachEvidence,
  searchPlatformStock,
  getBatches,
  ...outboundOrderEndpoints,
  ...inquiryEndpoints,
  ...outboundEndpoints,
  ...returnRefundEndpoints,
  ...dockEndpoints,
] as const;

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
    receiptDifferenceType: receiptDifferenceTypeLabels,
    receiptDifferenceStatus: differenceStatusLabels,
    receiptOutboundStatus: outboundStatusLabels,
    receiptOutboundCause: outboundCauseLabels,
    receiptReturnMasterStatus: returnMasterStatusLabels,
    receiptReturnInspection: returnInspectionLabels,
    receiptReturnReason: returnCustomerReasonLabels,
  },
  workQueueLists: [requestList, differenceList, inquiryList],
});
