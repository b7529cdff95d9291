// Order fulfilment (spec section 7 "Orders": acknowledge, part ship, part cancel, edit logistics,
// carrier code list, status logs; design in docs/domain/orders.md, "The order"). The supplier
// acknowledges a pushed order, ships it in one or more shipments, cancels what it cannot ship and
// corrects the logistics of what shipped. Every call that changes an order carries the version
// read: of two users acting at once one wins, the other gets `ORDER_VERSION_STALE`.
import { z } from 'zod';
import { endpoint, Timeout } from '../kernel/endpoint';
import { orderDetailSchema, orderStatusSchema, type OrderStatus } from './orders';

const P = '/api/scm-app/supplier/order';

/** Business error codes of order fulfilment (the envelope `code`); messages come from the server. */
export const OrderErrorCode = {
  versionStale: 'ORDER_VERSION_STALE',
  transitionRefused: 'ORDER_TRANSITION_REFUSED',
  lineQtyExceeded: 'ORDER_LINE_QTY_EXCEEDED',
  /** A shipment takes more than the line holds locked plus what is available in the warehouse. */
  stockShort: 'ORDER_STOCK_SHORT',
} as const;

/** The carriers a shipment may name (the carrier code list). */
export const carrierCodes = ['UPS', 'FEDEX', 'DHL', 'USPS', 'DPD', 'ROYALMAIL', 'SF', 'YUNEXPRESS', 'CAINIAO', '4PX'] as const;
export const carrierCodeSchema = z.enum(carrierCodes);
export type CarrierCode = z.infer<typeof carrierCodeSchema>;

/** A tracking number: 6 to 40 letters, digits or dashes (what the carriers print). */
export const TRACKING_NO = /^[A-Za-z0-9-]{6,40}$/;
export const trackingNoSchema = z.string().trim().regex(TRACKING_NO);
export const CANCEL_REASON_MAX = 200;

/** What each order action needs the order to be in (the server refuses the rest). */
export const orderActionFrom = {
  acknowledge: ['pendingAcknowledge'],
  ship: ['awaitingShipment', 'partShipped'],
  partCancel: ['awaitingShipment', 'partShipped'],
  editLogistics: ['partShipped', 'shipped'],
  printWaybill: ['awaitingShipment', 'partShipped'],
  // before anything ships (src/contract/order/extras.ts; once per order, checked apart)
  reschedule: ['pendingAcknowledge', 'awaitingShipment'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderAction = keyof typeof orderActionFrom;

export function orderMayDo(status: OrderStatus, action: OrderAction): boolean {
  return (orderActionFrom[action] as readonly OrderStatus[]).includes(status);
}

const id = z.string().min(1).max(64);
const version = z.number().int().min(1);
const lineQty = z.strictObject({ lineId: id, qty: z.number().int().min(1).max(1_000_000) });
/** One entry per line, each line at most once. */
const lineQtys = z
  .array(lineQty)
  .min(1)
  .max(200)
  .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, { message: 'each line at most once' });

export const acknowledgeResultSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  /** Set when refused: the error code and its message in the caller's language. */
  code: z.string().optional(),
  message: z.string().optional(),
});
export type AcknowledgeResult = z.infer<typeof acknowledgeResultSchema>;

export const acknowledgeOrders = endpoint({
  id: 'order.acknowledge',
  method: 'POST',
  path: `${P}/acknowledge`,
  summary: 'pendingAcknowledge -> awaitingShipment for each order named (with the version read); a result per order',
  body: z.strictObject({ orders: z.array(z.strictObject({ id, version })).min(1).max(200) }),
  response: z.object({ results: z.array(acknowledgeResultSchema) }),
});

export const partShipOrder = endpoint({
  id: 'order.partShip',
  method: 'POST',
  path: `${P}/partShip`,
  summary: 'Ships some quantity of some lines as one shipment (carrier, tracking number): partShipped, or shipped when nothing is left',
  body: z.strictObject({ id, version, carrierCode: carrierCodeSchema, trackingNo: trackingNoSchema, lines: lineQtys }),
  response: orderDetailSchema,
});

export const partCancelOrder = endpoint({
  id: 'order.partCancel',
  method: 'POST',
  path: `${P}/partCancel`,
  summary: 'Cancels some unshipped quantity with a reason; an order with nothing left becomes shipped (or cancelled when nothing shipped)',
  body: z.strictObject({ id, version, reason: z.string().trim().min(1).max(CANCEL_REASON_MAX), lines: lineQtys }),
  response: orderDetailSchema,
});

export const editOrderLogistics = endpoint({
  id: 'order.editLogistics',
  method: 'POST',
  path: `${P}/editLogistics/{id}`,
  summary: 'Corrects the carrier and tracking number of the latest shipment (part shipped or shipped, not yet delivered)',
  params: z.strictObject({ id }),
  body: z.strictObject({ version, carrierCode: carrierCodeSchema, trackingNo: trackingNoSchema }),
  response: orderDetailSchema,
});

export const orderCarrierSchema = z.object({ code: carrierCodeSchema, name: z.string() });
export type OrderCarrier = z.infer<typeof orderCarrierSchema>;

export const listCarrierCodes = endpoint({
  id: 'order.carrierCodes',
  method: 'GET',
  path: `${P}/carrierCodeList`,
  summary: 'The carriers a shipment may name',
  response: z.array(orderCarrierSchema),
});

export const orderStatusLogSchema = z.object({
  id: z.string(),
  action: z.string(),
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  /** null: the platform */
  actor: z.string().nullable(),
  at: z.string(),
  note: z.string(),
});
export type OrderStatusLog = z.infer<typeof orderStatusLogSchema>;

export const getOrderStatusLogs = endpoint({
  id: 'order.statusLogs',
  method: 'POST',
  path: `${P}/statusLogs`,
  summary: 'What happened to one order, oldest first (push, acknowledge, shipments, cancels, delivery)',
  body: z.strictObject({ id }),
  response: z.array(orderStatusLogSchema),
});

/** One waybill label: what the printed sticker on the parcel shows. */
export const waybillLabelSchema = z.object({
  orderId: z.string(),
  supplierOrderId: z.string(),
  carrierCode: carrierCodeSchema,
  waybillNo: z.string(),
  packageNo: z.string(),
  shipFrom: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  address: z.string(),
  country: z.string(),
  totalQty: z.number().int(),
  appliedAt: z.string(),
});
export type WaybillLabel = z.infer<typeof waybillLabelSchema>;

export const printAndApplyWaybills = endpoint({
  id: 'order.printAndApply',
  method: 'POST',
  path: `${P}/printAndApply`,
  summary: 'Applies for the waybill of each order waiting to ship (the platform assigns carrier and number; an applied one is reused) and answers the labels to print, with a result per order',
  body: z.strictObject({ ids: z.array(id).min(1).max(100) }),
  response: z.object({ results: z.array(acknowledgeResultSchema), labels: z.array(waybillLabelSchema) }),
});

/** The documents of one order the detail download gives (spec: `{type}/download/{id}`). */
export const orderDocumentTypes = ['packingList', 'invoice'] as const;
export type OrderDocumentType = (typeof orderDocumentTypes)[number];

export const downloadOrderDocument = endpoint({
  id: 'order.downloadDetail',
  method: 'POST',
  path: `${P}/{type}/download/{id}`,
  summary: 'The packing list (lines, shipped and left) or the commercial invoice (lines, prices, total) of one order, as an xlsx file',
  params: z.strictObject({ type: z.enum(orderDocumentTypes), id }),
  body: z.strictObject({}),
  response: z.unknown(),
  file: true,
  timeoutMs: Timeout.fileDownload,
});

export const orderFulfilmentEndpoints = [acknowledgeOrders, partShipOrder, partCancelOrder, editOrderLogistics, listCarrierCodes, getOrderStatusLogs, downloadOrderDocument, printAndApplyWaybills] as const;
