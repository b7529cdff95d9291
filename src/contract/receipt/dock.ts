// The receipt calls of spec section 7 beside the records' `act` (docs/domain/receipts.md, "Slice
// (built): dock decision and request calls"):
//   - the platform warehouse's dock decision on a shipped inbound, `confirm order (PUT)` (accepted at
//     the dock) and `reject order (PUT)` (turned away with a RECEIPT_DOCK_* reason), and `create
//     warehouse receipt` (the count of an inbound the dock accepted: a receipt is posted). These are
//     the platform's calls: the reference server's job plays them, and the portal's records never
//     offer them (the access model has no platform operator: see the slice's paragraph);
//   - the supplier's request calls: `outbound-all` by request number (one draft inbound per ship-from
//     warehouse for every open quantity, each line from the warehouse with the most of it available)
//     and `delivery type` (the types offered; set one while the request is open or acknowledged).
// Every change carries the version read; a double submit answers the record as it is.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { dockReasonSchema, inboundInfoSchema } from './inbound';
import { deliveryTypeSchema, requestInfoSchema } from './request';

const I = '/api/scm-app/supplier/receipt/inbound';
const R = '/api/scm-app/supplier/receipt/request';
const id = z.string().min(1).max(64);
const version = z.number().int().min(1);

export const DockErrorCode = {
  /** A receipt is posted only for an inbound the dock accepted. */
  notAccepted: 'RECEIPT_DOCK_NOT_ACCEPTED',
  /** The delivery type is set only while the request is open or acknowledged. */
  deliveryTypeState: 'RECEIPT_DELIVERY_TYPE_STATE',
} as const;

/** The grace after deliver-by within which the dock still takes an inbound (RECEIPT_DOCK_LATE_BEYOND_GRACE after it). */
export const DOCK_GRACE_DAYS = 7;

export const confirmInboundOrder = endpoint({
  id: 'receipt.inboundConfirmOrder',
  method: 'PUT',
  path: `${I}/confirm-order`,
  summary: 'The platform’s dock accepts a shipped inbound (its job’s step); the count follows (create warehouse receipt)',
  body: z.strictObject({ id, version }),
  response: inboundInfoSchema,
});

export const rejectInboundOrder = endpoint({
  id: 'receipt.inboundRejectOrder',
  method: 'PUT',
  path: `${I}/reject-order`,
  summary: 'The platform’s dock turns a shipped inbound away with a reason (its job’s step): shipped -> rejectedAtDock',
  body: z.strictObject({ id, version, reason: dockReasonSchema }),
  response: inboundInfoSchema,
});

export const createWarehouseReceipt = endpoint({
  id: 'receipt.requestWarehouseReceipt',
  method: 'POST',
  path: `${R}/warehouse-receipt`,
  summary: 'The platform warehouse counts an inbound its dock accepted (its job’s step): the receipt is posted, shipped -> received',
  body: z.strictObject({ inboundId: id, version }),
  response: inboundInfoSchema,
});

export const outboundAll = endpoint({
  id: 'receipt.requestOutboundAll',
  method: 'POST',
  path: `${R}/outbound-all/{requestNo}`,
  summary: 'Ship all: a draft inbound per ship-from warehouse for every open quantity of the request',
  params: z.strictObject({ requestNo: z.string().min(1).max(32) }),
  body: z.strictObject({ version }),
  response: requestInfoSchema,
});

export const deliveryTypeOptionsSchema = z.array(z.object({ value: deliveryTypeSchema, label: z.string() }));

export const getDeliveryTypes = endpoint({
  id: 'receipt.requestDeliveryTypes',
  method: 'GET',
  path: `${R}/delivery-type`,
  summary: 'The delivery types a request may have, in the caller’s language',
  response: deliveryTypeOptionsSchema,
});

export const setDeliveryType = endpoint({
  id: 'receipt.requestDeliveryType',
  method: 'PUT',
  path: `${R}/delivery-type`,
  summary: 'Set the delivery type of an open or acknowledged request',
  body: z.strictObject({ id, version, deliveryType: deliveryTypeSchema }),
  response: requestInfoSchema,
});

export const dockEndpoints = [confirmInboundOrder, rejectInboundOrder, createWarehouseReceipt, outboundAll, getDeliveryTypes, setDeliveryType] as const;
