// Receipt requests (docs/domain/receipts.md, "Receipt requests"): the platform asks the supplier to
// deliver skus to one of its warehouses by a date. The supplier reserves per line (what it sends,
// what it backorders, what it refuses and why), creates the inbound, applies for a delay or
// cancels. Every change carries the version read (RECEIPT_REQUEST_STALE).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

const P = '/api/scm-app/supplier/receipt/request';

export const requestStatuses = ['open', 'acknowledged', 'delayRequested', 'inTransit', 'partReceived', 'received', 'cancelled'] as const;
export const requestStatusSchema = z.enum(requestStatuses);
export type RequestStatus = z.infer<typeof requestStatusSchema>;
// rejectedAtDock: the platform warehouse's dock turned a shipped inbound away (its reason, dock.ts); the
// goods are still in transit until the supplier corrects it and confirms again. closed: received and
// every difference of its receipt settled.
export const inboundStatuses = ['draft', 'confirmed', 'shipped', 'rejectedAtDock', 'received', 'closed', 'cancelled'] as const;
export const inboundStatusSchema = z.enum(inboundStatuses);
export type InboundStatus = z.infer<typeof inboundStatusSchema>;
export const deliveryTypes = ['express', 'lessThanTruckload', 'fullTruckload', 'selfDelivery'] as const;
export const deliveryTypeSchema = z.enum(deliveryTypes);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;
export const refuseReasons = ['OUT_OF_STOCK', 'DISCONTINUED', 'PRICE_CHANGED'] as const;
export const refuseReasonSchema = z.enum(refuseReasons);
export type RefuseReason = z.infer<typeof refuseReasonSchema>;
export const differenceTypes = ['short', 'over', 'damaged'] as const;
export type DifferenceType = (typeof differenceTypes)[number];

export const RequestErrorCode = {
  stale: 'RECEIPT_REQUEST_STALE',
  decided: 'RECEIPT_REQUEST_STATE',
  reserveInvalid: 'RECEIPT_RESERVE_INVALID',
  nothingToShip: 'RECEIPT_NOTHING_TO_SHIP',
  noStock: 'RECEIPT_NO_SHIP_FROM',
  shipped: 'RECEIPT_REQUEST_SHIPPED',
  delayOpen: 'RECEIPT_DELAY_OPEN',
} as const;

export const RECEIPT_REASON_MAX = 200;

/** Where the request's windows stand: the acknowledge window and deliver-by, each opening and closing. */
export const requestList = defineListSpec({
  bizType: 'receipt.request',
  title: ['Receipt requests', '收货请求'],
  fields: {
    /** One request by its id: the record reads its row through the list. */
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    requestNo: { type: z.string(), title: ['Request no.', '请求单号'], width: 150, sortable: true, filter: 'text' },
    warehouse: { type: z.string(), title: ['Platform warehouse', '平台仓'], width: 200, filter: 'text' },
    deliveryType: { type: deliveryTypeSchema, title: ['Delivery type', '配送方式'], kind: 'status', width: 140, optionName: 'receiptDeliveryType', filter: { kind: 'select', schema: deliveryTypeSchema } },
    status: { type: requestStatusSchema, title: ['Status', '状态'], kind: 'status', width: 130, optionName: 'receiptRequestStatus', filter: { kind: 'select', schema: requestStatusSchema } },
    lines: { type: z.number().int(), title: ['Lines', '行数'], kind: 'number', width: 80 },
    requestedQty: { type: z.number().int(), title: ['Requested', '请求数量'], kind: 'number', width: 110, sortable: true },
    openQty: { type: z.number().int(), title: ['Open', '未发数量'], kind: 'number', width: 100 },
    ackClosesAt: { type: z.string(), title: ['Acknowledge by', '确认截止'], kind: 'datetime', width: 170, sortable: true },
    deliverBy: { type: z.string(), title: ['Deliver by', '送达截止'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    createdAt: { type: z.string(), title: ['Issued at', '下发时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    version: { type: z.number().int(), kind: 'number' },
  },
  conditions: {
    /** Open, its acknowledge window closing within RECEIPT_DUE_SOON_HOURS (the dashboard's requestsToAck). */
    ackDue: { kind: 'flag', schema: z.boolean(), label: ['Acknowledge due within 48 h', '48 小时内须确认'] },
    /** Not fully shipped, its deliver-by within RECEIPT_DUE_SOON_HOURS (the dashboard's deliveriesDue). */
    deliveryDue: { kind: 'flag', schema: z.boolean(), label: ['Delivery due within 48 h', '48 小时内须送达'] },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export type RequestRow = z.infer<typeof requestList.row>;

export const requestLineSchema = z.object({
  id: z.string(),
  skuId: z.string(),
  sku: z.string(),
  skuName: z.string(),
  requested: z.number().int(),
  /** What the supplier sends now, backorders for a later inbound, and refuses (with the reason). */
  reserved: z.number().int(),
  backordered: z.number().int(),
  refused: z.number().int(),
  refuseReason: refuseReasonSchema.nullable(),
  /** On inbounds not cancelled, shipped (left the supplier), received by the platform. */
  onInbounds: z.number().int(),
  shipped: z.number().int(),
  received: z.number().int(),
  /** requested - refused - shipped: still to be sent. */
  open: z.number().int(),
});
export type RequestLine = z.infer<typeof requestLineSchema>;

export const requestInboundSchema = z.object({ id: z.string(), inboundNo: z.string(), status: inboundStatusSchema, fromWarehouse: z.string(), createdAt: z.string() });

export const requestInfoSchema = z.object({
  id: z.string(),
  requestNo: z.string(),
  status: requestStatusSchema,
  warehouse: z.string(),
  warehouseCode: z.string(),
  deliveryType: deliveryTypeSchema,
  ackOpensAt: z.string(),
  ackClosesAt: z.string(),
  deliverBy: z.string(),
  delayTo: z.string().nullable(),
  delayReason: z.string(),
  delayDecision: z.enum(['granted', 'refused']).nullable(),
  delays: z.number().int(),
  cancelReason: z.string(),
  createdAt: z.string(),
  lines: z.array(requestLineSchema),
  inbounds: z.array(requestInboundSchema),
  /** Lines with something reserved (or backordered) not yet on an inbound: "Create inbound" makes one. */
  toShip: z.number().int(),
  /** The delivery types the request may be set to now, in the caller's language (empty unless open or acknowledged). */
  deliveryTypeChoices: z.array(z.object({ value: deliveryTypeSchema, label: z.string() })),
  version: z.number().int(),
});
export type RequestInfo = z.infer<typeof requestInfoSchema>;

export const searchRequests = endpoint({
  id: 'receipt.requestSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'The tenant’s receipt requests (table query, keyset page) for /receipt/request',
  body: requestList.query,
  response: requestList.page,
});

export const getRequest = endpoint({
  id: 'receipt.requestInfo',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One receipt request with its lines (requested, reserved, shipped, received, open) and inbounds',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: requestInfoSchema,
});

export const reserveLineSchema = z.strictObject({
  lineId: z.string().min(1).max(64),
  reserved: z.number().int().min(0).max(1_000_000),
  backordered: z.number().int().min(0).max(1_000_000),
  refuseReason: refuseReasonSchema.nullable(),
});
export type ReserveLine = z.infer<typeof reserveLineSchema>;

export const reserveRequest = endpoint({
  id: 'receipt.requestReserve',
  method: 'POST',
  path: `${P}/reserve`,
  summary: 'open -> acknowledged: per line what is sent now, backordered and refused (with a reason)',
  body: z.strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), lines: z.array(reserveLineSchema).min(1).max(100) }),
  response: requestInfoSchema,
});

export const requestActions = ['createInbound', 'applyDelay', 'cancel'] as const;
export type RequestAction = (typeof requestActions)[number];

export const actOnRequest = endpoint({
  id: 'receipt.requestAct',
  method: 'POST',
  path: `${P}/act`,
  summary: 'Create the inbound of what is reserved, apply for a delay (reason), or cancel (reason)',
  body: z
    .strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), action: z.enum(requestActions), note: z.string().trim().max(RECEIPT_REASON_MAX) })
    .refine((b) => b.action === 'createInbound' || b.note.length > 0, { message: 'a reason is required', path: ['note'] }),
  response: requestInfoSchema,
});

/** What a line's reservation must satisfy (the form checks it, the server refuses it). */
export function reserveProblem(requested: number, l: Pick<ReserveLine, 'reserved' | 'backordered' | 'refuseReason'>): 'over' | 'reasonMissing' | 'reasonUnneeded' | null {
  if (l.reserved + l.backordered > requested) return 'over';
  const refused = requested - l.reserved - l.backordered;
  if (refused > 0 && !l.refuseReason) return 'reasonMissing';
  if (refused === 0 && l.refuseReason) return 'reasonUnneeded';
  return null;
}
