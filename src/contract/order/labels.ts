// The order domain's values in both languages (kernel/labels.ts): the option dictionaries, the
// server's messages and exports, and the screens' badges and fields read these sets.
import { defineLabels } from '../kernel/labels';
import type { AbnormalKind, AbnormalStatus } from './abnormal';
import type { AppointmentStatus } from './appointments';
import type { DifferenceStatus } from './extras';
import type { FulfilmentLineStatus } from './fulfilment-lines';
import type { LeadTimeStatus } from './lead-time';
import type { deliveryModes, OrderStatus, supplyTypes, waybillApplyStatuses } from './orders';
import type { PlatformOrderStatus } from './platform-orders';
import type { RequestKind, RequestStatus } from './requests';

export const orderStatusLabels = defineLabels<OrderStatus>({
  pendingAcknowledge: ['Pending acknowledgement', '待确认'],
  awaitingShipment: ['Awaiting shipment', '待发货'],
  partShipped: ['Partly shipped', '部分发货'],
  shipped: ['Shipped', '已发货'],
  delivered: ['Delivered', '已签收'],
  completed: ['Completed', '已完成'],
  returning: ['Returning', '退货中'],
  cancelled: ['Cancelled', '已取消'],
});

/** The fulfilment of one order line (the fulfilment receipt, `order.fulfillmentLines`). */
export const fulfilmentLineStatusLabels = defineLabels<FulfilmentLineStatus>({
  awaiting: ['Awaiting shipment', '待发货'],
  partShipped: ['Partly shipped', '部分发货'],
  shipped: ['Shipped', '已发货'],
  delivered: ['Delivered', '已签收'],
  cancelled: ['Cancelled', '已取消'],
});

export const deliveryModeLabels = defineLabels<(typeof deliveryModes)[number]>({
  standard: ['Standard', '标准'],
  express: ['Express', '快递'],
  economy: ['Economy', '经济'],
  pickup: ['Pickup', '自提'],
});

export const supplyTypeLabels = defineLabels<(typeof supplyTypes)[number]>({
  stock: ['From stock', '现货'],
  dropship: ['Dropship', '代发'],
  consignment: ['Consignment', '寄售'],
});

export const waybillApplyStatusLabels = defineLabels<(typeof waybillApplyStatuses)[number]>({
  notApplied: ['Not applied', '未申请'],
  applying: ['Applying', '申请中'],
  applied: ['Applied', '已申请'],
  failed: ['Failed', '失败'],
});

export const abnormalKindLabels = defineLabels<AbnormalKind>({
  addressUnverifiable: ['Address unverifiable', '地址无法核实'],
  stockShort: ['Stock short at push', '推单时库存不足'],
  carrierRejected: ['Carrier rejected', '承运商拒收'],
  customsHold: ['Customs hold', '海关扣留'],
});

export const abnormalStatusLabels = defineLabels<AbnormalStatus>({
  open: ['Open', '待处理'],
  resolved: ['Resolved', '已处理'],
});

export const requestStatusLabels = defineLabels<RequestStatus>({
  requested: ['Awaiting decision', '待处理'],
  approved: ['Approved', '已同意'],
  rejected: ['Rejected', '已驳回'],
  received: ['Received', '已收货'],
  confirmed: ['Confirmed', '已确认'],
  cancelled: ['Cancelled', '已取消'],
});

/**
 * The reasons a customer picks for a cancel, return or refund request (the platform sends the
 * code; the request stores it, decision 022). One set for the three kinds: a damaged item is the
 * same reason for a return and a refund. A code this client does not know reads as itself.
 */
export const customerReasonLabels = defineLabels({
  orderedByMistake: ['Ordered by mistake', '误下单'],
  betterPrice: ['Found a better price', '找到更优惠的价格'],
  deliveryTooSlow: ['Delivery takes too long', '配送时间太长'],
  changedMind: ['Changed my mind', '不想要了'],
  wrongSizeChosen: ['Wrong size chosen', '选错尺码'],
  damagedOnArrival: ['Item damaged on arrival', '收到时商品已损坏'],
  notAsDescribed: ['Not as described', '与描述不符'],
  wrongItem: ['Wrong item received', '收到的商品有误'],
  doesNotFit: ['Does not fit', '不合适'],
  qualityBelowExpectation: ['Quality not as expected', '质量不如预期'],
  lostInTransit: ['Parcel lost in transit', '包裹运输途中丢失'],
  missingParts: ['Missing parts', '缺少配件'],
  lateDeliveryCompensation: ['Late delivery compensation', '延迟送达补偿'],
  returnedItem: ['Returned item', '商品已退回'],
});
export type CustomerReason = (typeof customerReasonLabels.values)[number];

export const requestKindLabels = defineLabels<RequestKind>({
  cancel: ['Cancel request', '取消申请'],
  return: ['Return request', '退货申请'],
  refund: ['Refund request', '退款申请'],
});

export const leadTimeStatusLabels = defineLabels<LeadTimeStatus>({
  draft: ['Draft', '草稿'],
  submitted: ['Pending approval', '待审批'],
  approved: ['Approved', '已通过'],
  rejected: ['Rejected', '已驳回'],
});

export const platformOrderStatusLabels = defineLabels<PlatformOrderStatus>({
  new: ['New', '待确认'],
  confirmed: ['Confirmed', '已确认'],
  partiallyConfirmed: ['Partially confirmed', '部分确认'],
  rejected: ['Rejected', '已拒绝'],
  delivered: ['Delivered', '已到货'],
  closed: ['Closed', '已关闭'],
});

export const differenceStatusLabels = defineLabels<DifferenceStatus>({
  open: ['Awaiting your answer', '待您处理'],
  accepted: ['Shortage accepted', '已接受短少'],
  disputed: ['Disputed', '已申诉'],
});

export const appointmentStatusLabels = defineLabels<AppointmentStatus>({
  draft: ['Draft', '草稿'],
  submitted: ['Submitted', '已提交'],
  arrived: ['Arrived', '已到仓'],
  cancelled: ['Cancelled', '已取消'],
});
