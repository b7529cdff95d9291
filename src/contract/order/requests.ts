// Cancel, return and refund requests of orders and their audits (spec section 2 "/order":
// cancelList, returnList, refundList, cancelInfo, returnInfo, refundInfo; section 3 audit flags;
// section 7 "Orders": cancel info, audit cancel apply with flag, return info, add sku, save return,
// audit return with flag, refund info, audit refund with flag (reject adds ?reason), batch cancel).
// States and decisions are designed in docs/domain/orders.md. Every deciding call carries the
// version read: a request decided (or edited) by someone else in between answers
// ORDER_REQUEST_DECIDED (or ORDER_REQUEST_VERSION_STALE) and changes nothing; the same decision
// sent again by its decider (a double click) answers the request as it is, applied once.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import type { TitledTable } from '../kernel/table';
import { orderLineSchema, orderStatusSchema } from './orders';

const P = '/api/scm-app/supplier/order';

export const requestKinds = ['cancel', 'return', 'refund'] as const;
export const requestKindSchema = z.enum(requestKinds);
export type RequestKind = z.infer<typeof requestKindSchema>;

/** The platform's decision deadline of every request. */
export const REQUEST_DECISION_HOURS = 48;

/**
 * Days after a return's approval by which the carrier reports the goods back at the order's
 * warehouse; the platform then marks the return received (docs/domain/orders.md).
 */
export const RETURN_TRANSIT_DAYS = 10;

/**
 * requested: waiting for the supplier's decision. cancel: approved (the order is cancelled) or
 * rejected (the order goes on). return: approved (the order is returning), rejected, received
 * (the goods are back: the platform sets it when the carrier reports them delivered to the
 * order's warehouse, RETURN_TRANSIT_DAYS after approval; restockable lines restock it). refund: confirmed (deducted in
 * the next settlement), rejected (with a reason) or cancelled (withdrawn for the customer).
 */
export const requestStatuses = ['requested', 'approved', 'rejected', 'received', 'confirmed', 'cancelled'] as const;
export const requestStatusSchema = z.enum(requestStatuses);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

export const statusesOfKind: Readonly<Record<RequestKind, readonly RequestStatus[]>> = {
  cancel: ['requested', 'approved', 'rejected'],
  return: ['requested', 'approved', 'rejected', 'received'],
  refund: ['requested', 'confirmed', 'rejected', 'cancelled'],
};

/** The audit flags of spec section 3, per kind. */
export const cancelFlags = ['approve', 'reject'] as const;
export const returnFlags = ['approve', 'reject'] as const;
export const refundFlags = ['confirm', 'reject', 'cancel'] as const;
export type AuditFlag = (typeof cancelFlags)[number] | (typeof refundFlags)[number];
export const flagsOfKind: Readonly<Record<RequestKind, readonly AuditFlag[]>> = { cancel: cancelFlags, return: returnFlags, refund: refundFlags };

/** The status a decision leads to. */
export const statusAfter: Readonly<Record<AuditFlag, RequestStatus>> = { approve: 'approved', reject: 'rejected', confirm: 'confirmed', cancel: 'cancelled' };

/** Business error codes of the requests (the envelope `code`); messages come from the server. */
export const OrderRequestErrorCode = {
  decided: 'ORDER_REQUEST_DECIDED',
  versionStale: 'ORDER_REQUEST_VERSION_STALE',
  cancelShipped: 'ORDER_CANCEL_SHIPPED',
  orderNotCancellable: 'ORDER_NOT_CANCELLABLE',
  returnNotDelivered: 'ORDER_RETURN_NOT_DELIVERED',
  returnNoLines: 'ORDER_RETURN_NO_LINES',
  returnSkuInvalid: 'ORDER_RETURN_SKU_INVALID',
  returnQtyInvalid: 'ORDER_RETURN_QTY_INVALID',
  reasonRequired: 'ORDER_REASON_REQUIRED',
} as const;
export type OrderRequestErrorCodeValue = (typeof OrderRequestErrorCode)[keyof typeof OrderRequestErrorCode];

const idSchema = z.string().min(1).max(64);
const isoTime = z.string();
const version = z.number().int().min(1);
const qty = z.number().int();
/** A reject reason: required for refunds (spec section 3), optional otherwise. */
export const REASON_MAX = 200;
const reasonSchema = z.string().trim().max(REASON_MAX);

export const returnLineSchema = z.object({
  id: z.string(),
  skuId: z.string(),
  sku: z.string(),
  skuName: z.string(),
  qty,
  restockable: z.boolean(),
  /** What of this sku was shipped in the order (the most that can be returned). */
  shippedQty: qty,
});
export type ReturnLine = z.infer<typeof returnLineSchema>;

/** One request with its order; the parts of the other kinds are empty (returnLines) or null (refund). */
export const requestDetailSchema = z.object({
  id: z.string(),
  kind: requestKindSchema,
  requestNo: z.string(),
  status: requestStatusSchema,
  reason: z.string(),
  requestedAt: isoTime,
  decisionDeadline: isoTime,
  /** Still requested after its decision deadline. */
  overdue: z.boolean(),
  decidedByName: z.string().nullable(),
  decidedAt: isoTime.nullable(),
  rejectReason: z.string(),
  version: qty,
  order: z.object({
    id: z.string(),
    supplierOrderId: z.string(),
    sellerOrderId: z.string(),
    cartName: z.string(),
    status: orderStatusSchema,
    currency: z.string(),
    /** Units already shipped (a cancel can only be approved while 0). */
    shippedQty: qty,
    version: qty,
    lines: z.array(orderLineSchema),
  }),
  returnLines: z.array(returnLineSchema),
  refund: z.object({ amount: z.number(), currency: z.string() }).nullable(),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

// ---- lists ---------------------------------------------------------------------------------------

/**
 * One request list of a kind (order.cancelList, order.returnList, order.refundList): one list spec
 * gives its row, conditions, sorts and table. The three share the row; the amount is a column of
 * refunds only, the quantity of returns only.
 */
/** A request still undecided this close to its decision deadline is due soon (docs/domain/dashboard.md). */
export const REQUEST_DUE_SOON_HOURS = 12;

const requestListOf = (kind: RequestKind, title: readonly [string, string]) =>
  defineListSpec({
    bizType: `order.${kind}List`,
    title,
    fields: {
      id: { type: z.string() },
      kind: { type: requestKindSchema },
      orderId: { type: z.string() },
      requestNo: { type: z.string(), title: ['Request no.', '申请单号'], width: 140, sortable: true },
      supplierOrderId: { type: z.string(), title: ['Supplier order no.', '供应商订单号'], width: 150 },
      sellerOrderId: { type: z.string(), title: ['Seller order no.', '卖家订单号'], width: 170, hidden: true },
      cartName: { type: z.string(), title: ['Shop', '店铺'], width: 180 },
      status: { type: requestStatusSchema, title: ['Status', '状态'], kind: 'status', width: 120, optionName: 'orderRequestStatus' },
      orderStatus: { type: orderStatusSchema, title: ['Order status', '订单状态'], kind: 'status', width: 140, optionName: 'sellerOrderStatus' },
      /** Refunds: the amount; others null. */
      amount:
        kind === 'refund'
          ? { type: z.number().nullable(), title: ['Amount', '金额'], kind: 'money', width: 120, currencyKey: 'currency' }
          : { type: z.number().nullable(), kind: 'money' },
      /** Returns: units to come back; others 0. */
      returnQty: kind === 'return' ? { type: qty, title: ['Quantity', '退货数量'], kind: 'number', width: 100 } : { type: qty, kind: 'number' },
      /** The customer's reason: a code of customerReasonLabels, labelled by its dictionary. */
      reason: { type: z.string(), title: ['Reason', '原因'], kind: 'status', width: 200, optionName: 'customerReason' },
      requestedAt: { type: isoTime, title: ['Requested at', '申请时间'], kind: 'datetime', width: 170, sortable: true, filter: 'dateRange' },
      decisionDeadline: { type: isoTime, title: ['Decide by', '处理截止时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
      /** Still requested after its decision deadline; the condition: 'yes' those, 'no' the others. */
      overdue: { type: z.boolean(), title: ['Overdue', '已超时'], kind: 'boolean', width: 90, filter: { kind: 'select', schema: z.enum(['yes', 'no']), optionName: 'yesNo' } },
      decidedAt: { type: isoTime.nullable(), title: ['Decided at', '处理时间'], kind: 'datetime', width: 170, hidden: true },
      decidedByName: { type: z.string().nullable(), title: ['Decided by', '处理人'], width: 130, hidden: true },
      rejectReason: { type: z.string(), title: ['Reject reason', '驳回原因'], width: 200, hidden: true },
      currency: { type: z.string() },
      version: { type: qty, kind: 'number' },
    },
    conditions: {
      /** Request no. or any order id (seller, shop, supplier, ours). */
      quickQuery: { kind: 'text', schema: z.string().max(64), label: ['Request or order no.', '申请单号或订单号'] },
      statuses: { kind: 'multiSelect', schema: z.array(requestStatusSchema).max(requestStatuses.length), label: ['Status', '状态'], optionName: 'orderRequestStatus' },
      /** Still requested with the decision deadline within REQUEST_DUE_SOON_HOURS or passed (the dashboard's count). */
      dueSoon: { kind: 'flag', schema: z.boolean(), label: ['Decision due within 12 h', '12 小时内须处理'] },
    },
    defaultSort: { field: 'requestedAt', order: 'desc' },
    conditionOrder: ['quickQuery', 'statuses', 'dueSoon', 'requestedAt', 'overdue', 'decisionDeadline'],
  });

export const requestLists = {
  cancel: requestListOf('cancel', ['Cancel requests', '取消申请']),
  return: requestListOf('return', ['Return requests', '退货申请']),
  refund: requestListOf('refund', ['Refund requests', '退款申请']),
} as const;
export const requestRowSchema = requestLists.cancel.row;
export type RequestRow = z.infer<typeof requestRowSchema>;
export const requestConditions = requestLists.cancel.conditions;

function searchEndpoint<const I extends string>(id: I, kind: RequestKind) {
  return endpoint({
    id,
    method: 'POST',
    path: `${P}/${kind}/search`,
    summary: `The tenant's ${kind} requests (table query, keyset page) for /order/${kind}List`,
    body: requestLists[kind].query,
    response: requestLists[kind].page,
  });
}
export const searchCancelRequests = searchEndpoint('order.cancelSearch', 'cancel');
export const searchReturnRequests = searchEndpoint('order.returnSearch', 'return');
export const searchRefundRequests = searchEndpoint('order.refundSearch', 'refund');

export const cancelRequestTable: TitledTable = requestLists.cancel.table;
export const returnRequestTable: TitledTable = requestLists.return.table;
export const refundRequestTable: TitledTable = requestLists.refund.table;
export const requestTables: Readonly<Record<RequestKind, TitledTable>> = { cancel: cancelRequestTable, return: returnRequestTable, refund: refundRequestTable };

// ---- one request ---------------------------------------------------------------------------------

export const getCancelInfo = endpoint({
  id: 'order.cancelInfo',
  method: 'GET',
  path: `${P}/cancel/info/{id}`,
  summary: 'One cancel request with its order and lines (/order/cancelInfo/:id)',
  params: z.strictObject({ id: idSchema }),
  response: requestDetailSchema,
});

export const getReturnInfo = endpoint({
  id: 'order.returnInfo',
  method: 'GET',
  path: `${P}/return/info/{returnId}`,
  summary: 'One return request with its lines and order (/order/returnInfo/:id)',
  params: z.strictObject({ returnId: idSchema }),
  response: requestDetailSchema,
});

export const getRefundInfo = endpoint({
  id: 'order.refundInfo',
  method: 'GET',
  path: `${P}/refund/info/{refundId}`,
  summary: 'One refund request with its amount and order (/order/refundInfo/:id)',
  params: z.strictObject({ refundId: idSchema }),
  response: requestDetailSchema,
});

const decision = z.strictObject({ id: idSchema, version });

export const auditCancel = endpoint({
  id: 'order.cancelAudit',
  method: 'POST',
  path: `${P}/cancel/apply/audit/{flag}`,
  summary: 'Decides a requested cancel: approve (the order is cancelled; refused once anything shipped) or reject (the order goes on)',
  params: z.strictObject({ flag: z.enum(cancelFlags) }),
  body: decision,
  response: requestDetailSchema,
});

const returnLineInput = z.strictObject({ skuId: idSchema, qty: z.number().int().min(1).max(100_000), restockable: z.boolean() });

export const addReturnSku = endpoint({
  id: 'order.returnAddSku',
  method: 'POST',
  path: `${P}/return/add-sku`,
  summary: 'Adds a shipped sku of the order to a requested return',
  body: decision.extend({ skuId: idSchema, qty: z.number().int().min(1).max(100_000), restockable: z.boolean() }),
  response: requestDetailSchema,
});

export const saveReturn = endpoint({
  id: 'order.returnSave',
  method: 'POST',
  path: `${P}/return/save`,
  summary: "Replaces a requested return's lines (sku, quantity up to what shipped, restockable); at least one",
  body: decision.extend({
    lines: z
      .array(returnLineInput)
      .min(1)
      .max(200)
      .refine((lines) => new Set(lines.map((l) => l.skuId)).size === lines.length, 'ERROR_REPEAT'),
  }),
  response: requestDetailSchema,
});

export const auditReturn = endpoint({
  id: 'order.returnAudit',
  method: 'POST',
  path: `${P}/return/apply/audit/{flag}`,
  summary: 'Decides a requested return: approve (the order is returning; delivered orders only) or reject',
  params: z.strictObject({ flag: z.enum(returnFlags) }),
  body: decision,
  response: requestDetailSchema,
});

export const auditRefund = endpoint({
  id: 'order.refundAudit',
  method: 'PUT',
  path: `${P}/refund/apply/audit/{flag}`,
  summary: 'Decides a requested refund: confirm, reject (?reason required) or cancel',
  params: z.strictObject({ flag: z.enum(refundFlags) }),
  query: z.strictObject({ reason: reasonSchema.optional() }),
  body: decision,
  response: requestDetailSchema,
});

/** At most this many orders in one batch cancel. */
export const BATCH_CANCEL_MAX = 200;

export const batchCancelResultSchema = z.object({
  /** The order id or supplier order no. as sent. */
  orderId: z.string(),
  outcome: z.enum(['cancelled', 'refused']),
  /** refused: the error code (ORDER_CANCEL_SHIPPED, ORDER_NOT_CANCELLABLE, SYS_NOT_FOUND) and message. */
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export type BatchCancelResult = z.infer<typeof batchCancelResultSchema>;

export const batchCancelOrders = endpoint({
  id: 'order.batchCancel',
  method: 'POST',
  path: `${P}/batch-cancel`,
  summary: 'The supplier cancels orders it cannot fulfil (order ids or supplier order nos.): one result per order (cancelled, or refused with the reason)',
  body: z.strictObject({
    ids: z
      .array(idSchema)
      .min(1)
      .max(BATCH_CANCEL_MAX)
      .refine((ids) => new Set(ids).size === ids.length, 'ERROR_REPEAT'),
    reason: reasonSchema.min(1),
  }),
  response: z.object({ results: z.array(batchCancelResultSchema) }),
});

export const orderRequestTables = [cancelRequestTable, returnRequestTable, refundRequestTable] as const;
export const orderRequestEndpoints = [
  searchCancelRequests,
  searchReturnRequests,
  searchRefundRequests,
  getCancelInfo,
  auditCancel,
  getReturnInfo,
  addReturnSku,
  saveReturn,
  auditReturn,
  getRefundInfo,
  auditRefund,
  batchCancelOrders,
] as const;
