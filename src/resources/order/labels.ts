// Labels of the order domain's values (src/contract/orders.ts) as message descriptors: the list's
// status column and the detail screen use them.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AbnormalKind, AbnormalStatus } from '../../contract/order-abnormal';
import type { OrderStatus, deliveryModes, supplyTypes, waybillApplyStatuses } from '../../contract/orders';

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
