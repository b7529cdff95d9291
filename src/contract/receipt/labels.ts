// The /receipt domain's values in both languages (kernel/labels.ts): the option dictionaries, the
// server's messages and exports, and the screens read these sets.
import { defineLabels } from '../kernel/labels';
import type { DeliveryType, DifferenceType, InboundStatus, RefuseReason, RequestStatus } from './request';
import type { DockReason } from './inbound';
import type { OutboundOrderStatus, OutboundPurpose, OutboundRejectReason } from './outbound-order';
import type { OutboundCause, OutboundReverseReason, OutboundStatus } from './outbound';
import type { DeclineReason, InquiryStatus, LineOutcome } from './inquiry';
import type { DifferenceStatus, DisputeDecision, ReceiptDifferenceType } from './receipt';
import type { ReturnCustomerReason, ReturnDisputeState, ReturnInspection, ReturnMasterStatus, ReturnPayer } from './return-refund';

export const requestStatusLabels = defineLabels<RequestStatus>({
  open: ['Open', '待确认'],
  acknowledged: ['Acknowledged', '已确认'],
  delayRequested: ['Delay requested', '延期申请中'],
  inTransit: ['In transit', '运输中'],
  partReceived: ['Partly received', '部分收货'],
  received: ['Received', '已收货'],
  cancelled: ['Cancelled', '已取消'],
});

export const inboundStatusLabels = defineLabels<InboundStatus>({
  draft: ['Draft', '草稿'],
  confirmed: ['Confirmed', '已确认'],
  shipped: ['Shipped', '已发货'],
  rejectedAtDock: ['Rejected at the dock', '到仓被拒'],
  received: ['Received', '已收货'],
  closed: ['Closed', '已关闭'],
  cancelled: ['Cancelled', '已取消'],
});

export const dockReasonLabels = defineLabels<DockReason>({
  RECEIPT_DOCK_NO_TRACKING_EVENT: ['The carrier has no event for the tracking number', '承运商查无此运单号的物流轨迹'],
  RECEIPT_DOCK_CARTONS_MISMATCH: ['The cartons declared do not match the lines', '申报的箱子与明细不符'],
  RECEIPT_DOCK_LATE_BEYOND_GRACE: ['More than 7 days after the deliver-by date', '超过送达截止日期 7 天以上'],
});

export const deliveryTypeLabels = defineLabels<DeliveryType>({
  express: ['Express parcel', '快递'],
  lessThanTruckload: ['Less than truckload', '零担'],
  fullTruckload: ['Full truckload', '整车'],
  selfDelivery: ['Self delivery', '自送'],
});

export const refuseReasonLabels = defineLabels<RefuseReason>({
  OUT_OF_STOCK: ['Out of stock', '缺货'],
  DISCONTINUED: ['Discontinued', '已停产'],
  PRICE_CHANGED: ['Price changed', '价格已变'],
});

export const differenceTypeLabels = defineLabels<DifferenceType>({
  short: ['Short', '短少'],
  over: ['Over', '多收'],
  damaged: ['Damaged', '破损'],
});

export const delayDecisionLabels = defineLabels<'granted' | 'refused'>({
  granted: ['Granted', '已批准'],
  refused: ['Refused', '已拒绝'],
});

// Outbound orders (outbound-order.ts)
export const outboundOrderStatusLabels = defineLabels<OutboundOrderStatus>({
  draft: ['Draft', '草稿'],
  submitted: ['Submitted', '已提交'],
  confirmed: ['Confirmed', '已确认'],
  rejected: ['Rejected', '已驳回'],
  delivered: ['Delivered', '已送达'],
  scrapped: ['Scrapped', '已报废'],
  cancelled: ['Cancelled', '已取消'],
});

export const outboundPurposeLabels = defineLabels<OutboundPurpose>({
  return: ['Return to a warehouse', '退回仓库'],
  scrap: ['Scrap', '报废'],
});

export const outboundRejectReasonLabels = defineLabels<OutboundRejectReason>({
  STOCK_IN_PROMOTION: ['Stock in a running promotion', '库存处于进行中的活动'],
  UNDER_MIN_QTY: ['Under the minimum quantity', '低于最低出库数量'],
  DUPLICATE_ORDER: ['Duplicate order', '重复申请'],
});

export const inquiryStatusLabels = defineLabels<InquiryStatus>({
  open: ['Open', '待报价'],
  replied: ['Replied', '已报价'],
  expired: ['Expired', '已过期'],
  awarded: ['Awarded', '已中标'],
  notAwarded: ['Not awarded', '未中标'],
});

export const declineReasonLabels = defineLabels<DeclineReason>({
  CANNOT_SUPPLY: ['Cannot supply', '无法供货'],
  PRICE_NOT_VIABLE: ['Price not viable', '价格不可行'],
});

export const lineOutcomeLabels = defineLabels<LineOutcome>({
  won: ['Won', '中标'],
  outbid: ['Lower bid elsewhere', '他方报价更低'],
  overTarget: ['Over the target price', '高于目标价'],
  declined: ['Declined', '已拒绝报价'],
  noReply: ['No reply', '未报价'],
});

// receipts and their differences (slice 2)
export const receiptDifferenceTypeLabels = defineLabels<ReceiptDifferenceType>({
  short: ['Short', '短少'],
  over: ['Over', '多收'],
  damaged: ['Damaged', '破损'],
  wrongSku: ['Wrong sku', '错发商品'],
});

export const differenceStatusLabels = defineLabels<DifferenceStatus>({
  open: ['To answer', '待答复'],
  accepted: ['Accepted', '已接受'],
  disputed: ['Disputed', '申诉中'],
  upheld: ['Upheld', '申诉成立'],
  closedLost: ['Closed, lost', '已关闭（供应商承担）'],
});

export const disputeDecisionLabels = defineLabels<DisputeDecision>({
  RECEIPT_DISPUTE_COUNTING_ERROR: ['Counting error: the carton weighed as declared', '清点错误：箱重与申报一致'],
  RECEIPT_DISPUTE_CARTON_PHOTO: ['The carton photo proves it', '箱子照片证明属实'],
  RECEIPT_DISPUTE_DAMAGED_ON_ARRIVAL: ['Damaged on arrival, with a photo', '到货即破损，并附照片'],
  RECEIPT_DISPUTE_EVIDENCE_INSUFFICIENT: ['Evidence insufficient', '证据不足'],
  RECEIPT_DISPUTE_WINDOW_CLOSED: ['The answer window closed', '答复期限已过'],
});

// Outbounds, the platform's notices (outbound.ts)
export const outboundStatusLabels = defineLabels<OutboundStatus>({
  notified: ['Notified', '待答复'],
  confirmed: ['Confirmed', '已确认'],
  closed: ['Closed', '已关闭'],
  delivered: ['Delivered', '已送达'],
  reversed: ['Reversed', '已退回'],
  returnedToShelf: ['Back on the shelf', '已回架'],
  scrapped: ['Scrapped, not answered in time', '已报废（逾期未答复）'],
});

export const outboundCauseLabels = defineLabels<OutboundCause>({
  SLOW_MOVING: ['Slow-moving', '滞销'],
  EXPIRED: ['Expired', '过期'],
  RECALL: ['Recall', '召回'],
});

export const outboundReverseReasonLabels = defineLabels<OutboundReverseReason>({
  ADDRESS_UNREACHABLE: ['Address unreachable', '地址无法送达'],
  REFUSED_AT_DOOR: ['Refused at the door', '拒收'],
  DAMAGED_IN_TRANSIT: ['Damaged in transit', '运输途中损坏'],
});

export const returnMasterStatusLabels = defineLabels<ReturnMasterStatus>({
  collecting: ['Collecting', '汇总中'],
  pendingConfirm: ['Pending confirmation', '待确认'],
  disputed: ['Disputed', '申诉中'],
  confirmed: ['Confirmed', '已确认'],
  done: ['Done', '已完成'],
});

export const returnInspectionLabels = defineLabels<ReturnInspection>({
  sellable: ['Sellable', '可售'],
  damagedByCustomer: ['Damaged by the customer', '客户损坏'],
  damagedInTransit: ['Damaged in transit', '运输损坏'],
  defective: ['Defective', '质量缺陷'],
});

export const returnCustomerReasonLabels = defineLabels<ReturnCustomerReason>({
  NOT_AS_DESCRIBED: ['Not as described', '与描述不符'],
  DEFECTIVE: ['Defective', '质量问题'],
  CHANGED_MIND: ['Changed mind', '不想要了'],
  ARRIVED_DAMAGED: ['Arrived damaged', '到货破损'],
});

export const returnPayerLabels = defineLabels<ReturnPayer>({
  platform: ['Platform', '平台'],
  supplier: ['Supplier', '供应商'],
});

export const returnDisputeStateLabels = defineLabels<ReturnDisputeState>({
  none: ['Not disputed', '未申诉'],
  disputed: ['Disputed', '申诉中'],
  upheld: ['Dispute upheld', '申诉成立'],
  rejected: ['Dispute rejected', '申诉驳回'],
});
