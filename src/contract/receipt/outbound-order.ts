// Outbound orders (docs/domain/receipts.md, "Outbound orders"): the supplier's own request to take
// goods out of a platform warehouse, back to one of its warehouses (return) or to scrap there. A
// draft is edited (header, sku lines within what the warehouse has available); submit locks each
// line in the platform warehouse (RECEIPT_OUTBOUND_OVER_AVAILABLE per sku, nothing locked); the
// platform's job confirms it (stock leaves: in transit) or rejects it with a reason (lock
// released), then delivers it to the ship-to warehouse or scraps it. Every change carries the
// version read (RECEIPT_OUTBOUND_ORDER_STALE); a double submit answers once.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { RECEIPT_REASON_MAX } from './request';

const P = '/api/scm-app/supplier/receipt/outbound-order';

export const outboundOrderStatuses = ['draft', 'submitted', 'confirmed', 'rejected', 'delivered', 'scrapped', 'cancelled'] as const;
export const outboundOrderStatusSchema = z.enum(outboundOrderStatuses);
export type OutboundOrderStatus = z.infer<typeof outboundOrderStatusSchema>;
export const outboundPurposes = ['return', 'scrap'] as const;
export const outboundPurposeSchema = z.enum(outboundPurposes);
export type OutboundPurpose = z.infer<typeof outboundPurposeSchema>;
export const outboundRejectReasons = ['STOCK_IN_PROMOTION', 'UNDER_MIN_QTY', 'DUPLICATE_ORDER'] as const;
export const outboundRejectReasonSchema = z.enum(outboundRejectReasons);
export type OutboundRejectReason = z.infer<typeof outboundRejectReasonSchema>;

export const OutboundOrderErrorCode = {
  stale: 'RECEIPT_OUTBOUND_ORDER_STALE',
  decided: 'RECEIPT_OUTBOUND_ORDER_STATE',
  overAvailable: 'RECEIPT_OUTBOUND_OVER_AVAILABLE',
  empty: 'RECEIPT_OUTBOUND_EMPTY',
  warehouse: 'RECEIPT_OUTBOUND_WAREHOUSE',
  sku: 'RECEIPT_OUTBOUND_SKU',
} as const;

/** The platform's fewest units of a sku it takes out (outside a recall): UNDER_MIN_QTY below. */
export const OUTBOUND_MIN_QTY = 5;
/** The platform's scrap fee per unit (a scrap order shows it). */
export const SCRAP_FEE_PER_UNIT = 0.5;
export const OUTBOUND_LINES_MAX = 50;

export const outboundOrderList = defineListSpec({
  bizType: 'receipt.outboundOrder',
  title: ['Outbound orders', '出库申请单'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    orderNo: { type: z.string(), title: ['Order no.', '申请单号'], width: 150, sortable: true, filter: 'text' },
    status: { type: outboundOrderStatusSchema, title: ['Status', '状态'], kind: 'status', width: 120, optionName: 'receiptOutboundOrderStatus', filter: { kind: 'select', schema: outboundOrderStatusSchema } },
    purpose: { type: outboundPurposeSchema, title: ['Purpose', '用途'], kind: 'status', width: 110, optionName: 'receiptOutboundPurpose', filter: { kind: 'select', schema: outboundPurposeSchema } },
    warehouse: { type: z.string(), title: ['Platform warehouse', '平台仓'], width: 190, filter: 'text' },
    shipTo: { type: z.string().nullable(), title: ['Ship to', '收货仓'], width: 190 },
    lines: { type: z.number().int(), title: ['Lines', '行数'], kind: 'number', width: 80 },
    qty: { type: z.number().int(), title: ['Quantity', '数量'], kind: 'number', width: 100, sortable: true },
    submittedAt: { type: z.string().nullable(), title: ['Submitted at', '提交时间'], kind: 'datetime', width: 170, sortable: true },
    createdAt: { type: z.string(), title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export type OutboundOrderRow = z.infer<typeof outboundOrderList.row>;

export const warehouseOptionSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type WarehouseOption = z.infer<typeof warehouseOptionSchema>;

export const outboundOrderLineSchema = z.object({
  id: z.string(),
  skuId: z.string(),
  sku: z.string(),
  skuName: z.string(),
  qty: z.number().int(),
  /** What the platform warehouse has available now (the draft's limit; a submitted line holds its own). */
  available: z.number().int(),
});
export type OutboundOrderLine = z.infer<typeof outboundOrderLineSchema>;

export const outboundOrderInfoSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: outboundOrderStatusSchema,
  purpose: outboundPurposeSchema,
  warehouseId: z.string(),
  warehouse: z.string(),
  shipToId: z.string().nullable(),
  shipTo: z.string().nullable(),
  lines: z.array(outboundOrderLineSchema),
  qty: z.number().int(),
  /** A scrap order's fee at the platform's rate (null for a return). */
  scrapFee: z.number().nullable(),
  rejectReason: outboundRejectReasonSchema.nullable(),
  cancelReason: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type OutboundOrderInfo = z.infer<typeof outboundOrderInfoSchema>;

const id = z.string().min(1).max(64);
const version = z.number().int().min(1);
const header = { warehouseId: id, purpose: outboundPurposeSchema, shipToId: id.nullable() };
const needsShipTo = (b: { purpose: OutboundPurpose; shipToId: string | null }) => (b.purpose === 'return') === (b.shipToId !== null);
const shipToRule = { message: 'a return needs a ship-to warehouse, a scrap none', path: ['shipToId'] };

export const outboundOrderOptionsSchema = z.object({ warehouses: z.array(warehouseOptionSchema), shipTos: z.array(warehouseOptionSchema) });
export type OutboundOrderOptions = z.infer<typeof outboundOrderOptionsSchema>;

export const getOutboundOrderOptions = endpoint({
  id: 'receipt.outboundOrderOptions',
  method: 'GET',
  path: `${P}/options`,
  summary: 'The pickers of the draft form: the platform warehouses holding the tenant’s stock, and its active own warehouses a return may go to',
  response: outboundOrderOptionsSchema,
});

export const searchOutboundOrders = endpoint({
  id: 'receipt.outboundOrderSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'The tenant’s outbound orders (table query, keyset page) for /receipt/outboundOrder',
  body: outboundOrderList.query,
  response: outboundOrderList.page,
});

export const getOutboundOrder = endpoint({
  id: 'receipt.outboundOrderInfo',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One outbound order: warehouse, purpose, ship-to, its sku lines with what is available',
  params: z.strictObject({ id }),
  response: outboundOrderInfoSchema,
});

export const availableSkuSchema = z.object({ skuId: z.string(), sku: z.string(), name: z.string(), available: z.number().int() });
export type AvailableSku = z.infer<typeof availableSkuSchema>;

export const getOutboundOrderSkus = endpoint({
  id: 'receipt.outboundOrderSkus',
  method: 'GET',
  path: `${P}/sku-list/{id}`,
  summary: 'The skus the order’s platform warehouse has available (the sku picker of a draft), by sku code',
  params: z.strictObject({ id }),
  response: z.object({ items: z.array(availableSkuSchema) }),
});

export const createOutboundOrder = endpoint({
  id: 'receipt.outboundOrderCreate',
  method: 'POST',
  path: `${P}/create`,
  summary: 'A new draft: the platform warehouse, the purpose and, for a return, the ship-to warehouse',
  body: z.strictObject(header).refine(needsShipTo, shipToRule),
  response: outboundOrderInfoSchema,
});

export const updateOutboundOrder = endpoint({
  id: 'receipt.outboundOrderUpdate',
  method: 'POST',
  path: `${P}/update`,
  summary: 'Change a draft’s header (a new platform warehouse empties its lines)',
  body: z.strictObject({ id, version, ...header }).refine(needsShipTo, shipToRule),
  response: outboundOrderInfoSchema,
});

export const updateOutboundOrderSkus = endpoint({
  id: 'receipt.outboundOrderUpdateSkus',
  method: 'POST',
  path: `${P}/update-skus`,
  summary: 'Add skus to a draft or set their quantities (each at most what the warehouse has available)',
  body: z.strictObject({
    id,
    version,
    lines: z
      .array(z.strictObject({ skuId: id, qty: z.number().int().min(1).max(100_000) }))
      .min(1)
      .max(OUTBOUND_LINES_MAX),
  }),
  response: outboundOrderInfoSchema,
});

export const removeOutboundOrderSkus = endpoint({
  id: 'receipt.outboundOrderRemoveSkus',
  method: 'POST',
  path: `${P}/remove-skus`,
  summary: 'Remove skus from a draft',
  body: z.strictObject({ id, version, skuIds: z.array(id).min(1).max(OUTBOUND_LINES_MAX) }),
  response: outboundOrderInfoSchema,
});

const act = z.strictObject({ id, version });

export const clearOutboundOrderSkus = endpoint({ id: 'receipt.outboundOrderClearSkus', method: 'POST', path: `${P}/clear-skus`, summary: 'Remove every sku of a draft', body: act, response: outboundOrderInfoSchema });

export const submitOutboundOrder = endpoint({
  id: 'receipt.outboundOrderSubmit',
  method: 'POST',
  path: `${P}/submit`,
  summary: 'Submit a draft: each line locked in the platform warehouse, refused per sku over the available (nothing locked)',
  body: act,
  response: outboundOrderInfoSchema,
});

export const cancelOutboundOrder = endpoint({
  id: 'receipt.outboundOrderCancel',
  method: 'PUT',
  path: `${P}/cancel`,
  summary: 'Cancel a draft, or a submitted order before the platform decides (its lock released); a reason',
  body: z.strictObject({ id, version, note: z.string().trim().min(1).max(RECEIPT_REASON_MAX) }),
  response: outboundOrderInfoSchema,
});

export const toScrapOutboundOrder = endpoint({
  id: 'receipt.outboundOrderToScrap',
  method: 'POST',
  path: `${P}/to-scrap`,
  summary: 'Turn a return draft into a scrap order (no ship-to; the scrap fee shown)',
  body: act,
  response: outboundOrderInfoSchema,
});

export const confirmOutboundOrder = endpoint({
  id: 'receipt.outboundOrderConfirm',
  method: 'POST',
  path: `${P}/confirm`,
  summary: 'The platform warehouse confirms a submitted order (its job’s step): the stock leaves the warehouse',
  body: act,
  response: outboundOrderInfoSchema,
});

export const rejectOutboundOrder = endpoint({
  id: 'receipt.outboundOrderReject',
  method: 'POST',
  path: `${P}/reject`,
  summary: 'The platform warehouse rejects a submitted order with a reason (its job’s step): the lock released',
  body: z.strictObject({ id, version, reason: outboundRejectReasonSchema }),
  response: outboundOrderInfoSchema,
});

export const outboundOrderEndpoints = [
  getOutboundOrderOptions,
  searchOutboundOrders,
  getOutboundOrder,
  getOutboundOrderSkus,
  createOutboundOrder,
  updateOutboundOrder,
  updateOutboundOrderSkus,
  removeOutboundOrderSkus,
  clearOutboundOrderSkus,
  submitOutboundOrder,
  cancelOutboundOrder,
  toScrapOutboundOrder,
  confirmOutboundOrder,
  rejectOutboundOrder,
] as const;
