// Return-refund orders and masters (docs/domain/receipts.md, "Return-refund master and orders").
// A return-refund order is one customer return that reached a platform warehouse, with the
// warehouse's inspection. A master groups one platform warehouse's returns of one week for the
// tenant: its compensation detail (who pays per item: the platform for damagedInTransit, the
// supplier for defective) and its outbound (the unsellable goods sent back, with its sku page list).
// The supplier confirms a pending master (the outbound leaves) or disputes items it bears, each with
// a reason; the platform's job closes the week, decides disputed items and delivers the outbound.
// Every change carries the version read (RECEIPT_RETURN_STALE); a double submit answers once.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { RECEIPT_REASON_MAX } from './request';

const P = '/api/scm-app/supplier/receipt/return-refund';

export const returnMasterStatuses = ['collecting', 'pendingConfirm', 'disputed', 'confirmed', 'done'] as const;
export const returnMasterStatusSchema = z.enum(returnMasterStatuses);
export type ReturnMasterStatus = z.infer<typeof returnMasterStatusSchema>;
export const returnInspections = ['sellable', 'damagedByCustomer', 'damagedInTransit', 'defective'] as const;
export const returnInspectionSchema = z.enum(returnInspections);
export type ReturnInspection = z.infer<typeof returnInspectionSchema>;
export const returnCustomerReasons = ['NOT_AS_DESCRIBED', 'DEFECTIVE', 'CHANGED_MIND', 'ARRIVED_DAMAGED'] as const;
export const returnCustomerReasonSchema = z.enum(returnCustomerReasons);
export type ReturnCustomerReason = z.infer<typeof returnCustomerReasonSchema>;
export const returnPayers = ['platform', 'supplier'] as const;
export const returnPayerSchema = z.enum(returnPayers);
export type ReturnPayer = z.infer<typeof returnPayerSchema>;
/** A compensation item's dispute: none, disputed (waiting for the platform), upheld (the platform pays), rejected (the supplier still pays). */
export const returnDisputeStates = ['none', 'disputed', 'upheld', 'rejected'] as const;
export const returnDisputeStateSchema = z.enum(returnDisputeStates);
export type ReturnDisputeState = z.infer<typeof returnDisputeStateSchema>;

export const ReturnRefundErrorCode = {
  stale: 'RECEIPT_RETURN_STALE',
  decided: 'RECEIPT_RETURN_STATE',
  item: 'RECEIPT_RETURN_ITEM',
} as const;

export const returnOrderList = defineListSpec({
  bizType: 'receipt.returnRefundOrder',
  title: ['Return-refund orders', '退货退款单'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    returnNo: { type: z.string(), title: ['Return no.', '退货单号'], width: 150, sortable: true, filter: 'text' },
    orderRef: { type: z.string(), title: ['Order reference', '订单号'], width: 160, filter: 'text' },
    sku: { type: z.string(), title: ['Sku', '商品编码'], width: 150, filter: 'text' },
    qty: { type: z.number().int(), title: ['Quantity', '数量'], kind: 'number', width: 90, sortable: true },
    customerReason: { type: returnCustomerReasonSchema, title: ['Customer reason', '退货原因'], kind: 'status', width: 150, optionName: 'receiptReturnReason', filter: { kind: 'select', schema: returnCustomerReasonSchema } },
    inspection: { type: returnInspectionSchema, title: ['Inspection', '质检结果'], kind: 'status', width: 150, optionName: 'receiptReturnInspection', filter: { kind: 'select', schema: returnInspectionSchema } },
    warehouse: { type: z.string(), title: ['Platform warehouse', '平台仓'], width: 190, filter: 'text' },
    masterNo: { type: z.string(), title: ['Master no.', '主单号'], width: 150, filter: 'text' },
    returnedAt: { type: z.string(), title: ['Returned at', '退货时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    inspectedAt: { type: z.string(), title: ['Inspected at', '质检时间'], kind: 'datetime', width: 170, sortable: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'returnedAt', order: 'desc' },
});
export type ReturnOrderRow = z.infer<typeof returnOrderList.row>;

export const returnMasterList = defineListSpec({
  bizType: 'receipt.returnRefundMaster',
  title: ['Return-refund masters', '退货退款主单'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    masterNo: { type: z.string(), title: ['Master no.', '主单号'], width: 150, sortable: true, filter: 'text' },
    status: { type: returnMasterStatusSchema, title: ['Status', '状态'], kind: 'status', width: 130, optionName: 'receiptReturnMasterStatus', filter: { kind: 'select', schema: returnMasterStatusSchema } },
    warehouse: { type: z.string(), title: ['Platform warehouse', '平台仓'], width: 190, filter: 'text' },
    orders: { type: z.number().int(), title: ['Returns', '退货单数'], kind: 'number', width: 100 },
    qty: { type: z.number().int(), title: ['Quantity', '数量'], kind: 'number', width: 90 },
    supplierAmount: { type: z.number(), title: ['Supplier bears', '供应商承担'], kind: 'money', width: 130, currencyKey: 'currency' },
    currency: { type: z.string(), title: ['Currency', '币种'], width: 90, hidden: true },
    weekEndsAt: { type: z.string(), title: ['Week ends', '周期截止'], kind: 'datetime', width: 170, sortable: true },
    createdAt: { type: z.string(), title: ['Opened at', '创建时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export type ReturnMasterRow = z.infer<typeof returnMasterList.row>;

export const returnOrderInfoSchema = z.object({
  id: z.string(),
  returnNo: z.string(),
  orderRef: z.string(),
  skuId: z.string(),
  sku: z.string(),
  skuName: z.string(),
  qty: z.number().int(),
  customerReason: returnCustomerReasonSchema,
  inspection: returnInspectionSchema,
  /** Who pays for it (null: sellable or damaged by the customer, nobody compensates). */
  payer: returnPayerSchema.nullable(),
  amount: z.number(),
  currency: z.string(),
  dispute: returnDisputeStateSchema,
  disputeReason: z.string(),
  warehouse: z.string(),
  masterId: z.string(),
  masterNo: z.string(),
  masterStatus: returnMasterStatusSchema,
  returnedAt: z.string(),
  inspectedAt: z.string(),
});
export type ReturnOrderInfo = z.infer<typeof returnOrderInfoSchema>;

export const returnMasterInfoSchema = z.object({
  id: z.string(),
  masterNo: z.string(),
  status: returnMasterStatusSchema,
  warehouseId: z.string(),
  warehouse: z.string(),
  weekStartsAt: z.string(),
  weekEndsAt: z.string(),
  orders: z.array(z.object({ id: z.string(), returnNo: z.string(), sku: z.string(), qty: z.number().int(), inspection: returnInspectionSchema })),
  confirmedAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type ReturnMasterInfo = z.infer<typeof returnMasterInfoSchema>;

export const compensationItemSchema = z.object({
  id: z.string(),
  returnNo: z.string(),
  sku: z.string(),
  skuName: z.string(),
  qty: z.number().int(),
  inspection: returnInspectionSchema,
  payer: returnPayerSchema,
  amount: z.number(),
  dispute: returnDisputeStateSchema,
  disputeReason: z.string(),
});
export type CompensationItem = z.infer<typeof compensationItemSchema>;

export const compensationSchema = z.object({
  masterId: z.string(),
  currency: z.string(),
  platformAmount: z.number(),
  supplierAmount: z.number(),
  items: z.array(compensationItemSchema),
});
export type Compensation = z.infer<typeof compensationSchema>;

export const returnOutboundSchema = z.object({
  masterId: z.string(),
  outboundNo: z.string(),
  /** pending: waits for the master's confirmation; inTransit: left the platform warehouse; delivered. */
  state: z.enum(['pending', 'inTransit', 'delivered']),
  warehouse: z.string(),
  shipTo: z.string().nullable(),
  qty: z.number().int(),
  skus: z.number().int(),
  leftAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type ReturnOutbound = z.infer<typeof returnOutboundSchema>;

export const returnOutboundSkuPageSchema = z.object({
  rows: z.array(z.object({ skuId: z.string(), sku: z.string(), skuName: z.string(), qty: z.number().int() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReturnOutboundSkuPage = z.infer<typeof returnOutboundSkuPageSchema>;

const id = z.string().min(1).max(64);
const version = z.number().int().min(1);

export const searchReturnOrders = endpoint({
  id: 'receipt.returnRefundOrderSearch',
  method: 'POST',
  path: `${P}/order/search`,
  summary: 'The customer returns that reached the tenant’s platform warehouses (table query, keyset page) for /receipt/returnRefundOrder',
  body: returnOrderList.query,
  response: returnOrderList.page,
});

export const getReturnOrder = endpoint({
  id: 'receipt.returnRefundOrderInfo',
  method: 'GET',
  path: `${P}/order/info/{id}`,
  summary: 'One return-refund order: the return, its inspection, who pays and its master',
  params: z.strictObject({ id }),
  response: returnOrderInfoSchema,
});

export const searchReturnMasters = endpoint({
  id: 'receipt.returnRefundMasterSearch',
  method: 'POST',
  path: `${P}/master/search`,
  summary: 'The weekly return-refund masters of the tenant (table query, keyset page) for /receipt/returnRefundMaster',
  body: returnMasterList.query,
  response: returnMasterList.page,
});

export const getReturnMaster = endpoint({
  id: 'receipt.returnRefundMasterInfo',
  method: 'GET',
  path: `${P}/master/info/{id}`,
  summary: 'One return-refund master: its warehouse, week, state and return-refund orders',
  params: z.strictObject({ id }),
  response: returnMasterInfoSchema,
});

export const getReturnCompensation = endpoint({
  id: 'receipt.returnRefundCompensation',
  method: 'GET',
  path: `${P}/master/compensation/{id}`,
  summary: 'The return-refund compensation detail and items: who pays per item (platform or supplier), amounts, disputes',
  params: z.strictObject({ id }),
  response: compensationSchema,
});

export const getReturnOutbound = endpoint({
  id: 'receipt.returnRefundOutbound',
  method: 'GET',
  path: `${P}/master/outbound/{id}`,
  summary: 'The return-refund outbound detail: the unsellable goods sent back to the supplier',
  params: z.strictObject({ id }),
  response: returnOutboundSchema,
});

export const getReturnOutboundSkus = endpoint({
  id: 'receipt.returnRefundOutboundSkus',
  method: 'GET',
  path: `${P}/master/outbound-skus/{id}`,
  summary: 'The return-refund outbound’s sku page list (per sku, the quantity sent back)',
  params: z.strictObject({ id }),
  query: z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).optional(), pageSize: z.coerce.number().int().min(1).max(100).optional() }),
  response: returnOutboundSkuPageSchema,
});

export const confirmReturnMaster = endpoint({
  id: 'receipt.returnRefundConfirm',
  method: 'POST',
  path: `${P}/master/confirm`,
  summary: 'Confirm a pending master’s compensation and outbound: the unsellable goods leave the platform warehouse',
  body: z.strictObject({ id, version }),
  response: returnMasterInfoSchema,
});

export const disputeReturnItems = endpoint({
  id: 'receipt.returnRefundDispute',
  method: 'POST',
  path: `${P}/master/dispute`,
  summary: 'Dispute compensation items the supplier bears, each with a reason; the platform decides them',
  body: z.strictObject({
    id,
    version,
    items: z
      .array(z.strictObject({ itemId: id, reason: z.string().trim().min(1).max(RECEIPT_REASON_MAX) }))
      .min(1)
      .max(50),
  }),
  response: returnMasterInfoSchema,
});

export const returnRefundEndpoints = [
  searchReturnOrders,
  getReturnOrder,
  searchReturnMasters,
  getReturnMaster,
  getReturnCompensation,
  getReturnOutbound,
  getReturnOutboundSkus,
  confirmReturnMaster,
  disputeReturnItems,
] as const;
