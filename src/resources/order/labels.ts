// Labels of the order domain's values (src/contract/order/orders.ts) as message descriptors: the list's
// status column and the detail screen use them.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AbnormalKind, AbnormalStatus } from '../../contract/order/abnormal';
import type { OrderStatus, deliveryModes, supplyTypes, waybillApplyStatuses } from '../../contract/order/orders';
import type { AuditFlag, RequestKind, RequestStatus } from '../../contract/order/requests';

export const orderStatusLabels: Record<OrderStatus, MessageDescriptor> = {
  pendingAcknowledge: msg`Pending acknowledgement`,
  awaitingShipment: msg`Awaiting shipment`,
  partShipped: msg`Partly shipped`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  completed: msg`Completed`,
  returning: msg`Returning`,
  cancelled: msg`Cancelled`,
};

export const deliveryModeLabels: Record<(typeof deliveryModes)[number], MessageDescriptor> = {
  standard: msg`Standard`,
  express: msg`Express`,
  economy: msg`Economy`,
  pickup: msg`Pickup`,
};

export const supplyTypeLabels: Record<(typeof supplyTypes)[number], MessageDescriptor> = {
  stock: msg`From stock`,
  dropship: msg`Dropship`,
  consignment: msg`Consignment`,
};

export const waybillApplyStatusLabels: Record<(typeof waybillApplyStatuses)[number], MessageDescriptor> = {
  notApplied: msg`Not applied`,
  applying: msg`Applying`,
  applied: msg`Applied`,
  failed: msg`Failed`,
};

export const abnormalKindLabels: Record<AbnormalKind, MessageDescriptor> = {
  addressUnverifiable: msg`Address unverifiable`,
  stockShort: msg`Stock short at push`,
  carrierRejected: msg`Carrier rejected`,
  customsHold: msg`Customs hold`,
};

export const abnormalStatusLabels: Record<AbnormalStatus, MessageDescriptor> = {
  open: msg`Open`,
  resolved: msg`Resolved`,
};

export const requestStatusLabels: Record<RequestStatus, MessageDescriptor> = {
  requested: msg`Awaiting decision`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  received: msg`Received`,
  confirmed: msg`Confirmed`,
  cancelled: msg`Cancelled`,
};

export const requestKindLabels: Record<RequestKind, MessageDescriptor> = {
  cancel: msg`Cancel request`,
  return: msg`Return request`,
  refund: msg`Refund request`,
};

/** The button of a decision, per kind (a refund's "cancel" withdraws it). */
export const flagLabels: Record<RequestKind, Partial<Record<AuditFlag, MessageDescriptor>>> = {
  cancel: { approve: msg`Approve cancellation`, reject: msg`Reject cancellation` },
  return: { approve: msg`Approve return`, reject: msg`Reject return` },
  refund: { confirm: msg`Confirm refund`, reject: msg`Reject refund`, cancel: msg`Withdraw refund` },
};

/** What a decision does, asked in its confirmation dialog. */
export const flagQuestions: Record<RequestKind, Partial<Record<AuditFlag, MessageDescriptor>>> = {
  cancel: {
    approve: msg`Approve the cancellation? The order is cancelled and will not be shipped.`,
    reject: msg`Reject the cancellation? The order goes on and must still be shipped.`,
  },
  return: {
    approve: msg`Approve the return with the lines shown? The order becomes returning.`,
    reject: msg`Reject the return? The customer keeps the goods.`,
  },
  refund: {
    confirm: msg`Confirm the refund? The amount is deducted in the next settlement.`,
    reject: msg`Reject the refund? Say why: the customer sees the reason.`,
    cancel: msg`Withdraw the refund for the customer? Nothing is refunded.`,
  },
};
