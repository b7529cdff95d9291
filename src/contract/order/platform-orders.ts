// Platform orders (spec section 2 "/order": platformOrder, platformOrderInfo/:id; design in
// docs/domain/orders.md, "Platform orders (built)"). A platform order is a purchase order the
// platform itself places on the supplier to stock one of its own warehouses (consignment, FBA-like
// replenishment); it is not a customer order of /order/list. The supplier decides a new one once:
// confirm a quantity per line (at most what was ordered, at least one unit in all) or reject it
// with a reason. Delivery and closing are the platform's (seeded; no call here). Every decision
// carries the version read (PLATFORM_ORDER_VERSION_STALE); a decided order answers
// PLATFORM_ORDER_DECIDED.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { bilingual, pageSchema, tableColumn as col, tableCondition as cond, tableQuerySchema, type TitledTable } from '../kernel/table';

const P = '/api/scm-app/supplier/order/platformOrder';

export const platformOrderStatuses = ['new', 'confirmed', 'partiallyConfirmed', 'rejected', 'delivered', 'closed'] as const;
export const platformOrderStatusSchema = z.enum(platformOrderStatuses);
export type PlatformOrderStatus = z.infer<typeof platformOrderStatusSchema>;

export const PlatformOrderErrorCode = {
  decided: 'PLATFORM_ORDER_DECIDED',
  stale: 'PLATFORM_ORDER_VERSION_STALE',
  invalid: 'PLATFORM_ORDER_INVALID',
} as const;

export const PO_REASON_MAX = 200;
/** Lines of one platform order at most (the confirm body names every line). */
export const PO_LINES_MAX = 50;

const isoTime = z.string();

export const platformOrderRowSchema = z.object({
  id: z.string(),
  poNo: z.string(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  status: platformOrderStatusSchema,
  orderedAt: isoTime,
  /** The date the platform wants the goods at its warehouse (yyyy-mm-dd). */
  expectedDelivery: z.iso.date(),
  currency: z.string(),
  lineCount: z.number().int(),
  orderedQty: z.number().int(),
  /** null until the supplier confirmed. */
  confirmedQty: z.number().int().nullable(),
  /** Ordered quantity at unit cost. */
  amount: z.number(),
  rejectReason: z.string(),
  decidedAt: isoTime.nullable(),
  decidedBy: z.string().nullable(),
  version: z.number().int(),
});
export type PlatformOrderRow = z.infer<typeof platformOrderRowSchema>;

export const platformOrderLineSchema = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  skuId: z.string(),
  sku: z.string(),
  skuName: z.string(),
  orderedQty: z.number().int(),
  confirmedQty: z.number().int().nullable(),
  receivedQty: z.number().int(),
  unitCost: z.number(),
});
export type PlatformOrderLine = z.infer<typeof platformOrderLineSchema>;

export const platformOrderDetailSchema = platformOrderRowSchema.extend({
  warehouseAddress: z.string(),
  remark: z.string(),
  lines: z.array(platformOrderLineSchema),
});
export type PlatformOrderDetail = z.infer<typeof platformOrderDetailSchema>;

export const platformOrderConditions = z.object({
  /** PO number (exact). */
  quickQuery: z.string().max(64),
  statuses: z.array(platformOrderStatusSchema).max(platformOrderStatuses.length),
  warehouseCode: z.string().max(64),
  sku: z.string().max(64),
  orderedAt: z.tuple([z.iso.date().nullable(), z.iso.date().nullable()]),
  expectedDelivery: z.tuple([z.iso.date().nullable(), z.iso.date().nullable()]),
});
export const platformOrderSortFields = ['orderedAt', 'expectedDelivery', 'poNo'] as const;

export const searchPlatformOrders = endpoint({
  id: 'order.platformOrderSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'Purchase orders the platform placed on the tenant (table query, keyset page) for /order/platformOrder',
  body: tableQuerySchema(platformOrderConditions, platformOrderSortFields),
  response: pageSchema(platformOrderRowSchema),
});

export const getPlatformOrder = endpoint({
  id: 'order.platformOrderInfo',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One platform order with its lines (/order/platformOrderInfo/:id)',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: platformOrderDetailSchema,
});

export const confirmLineSchema = z.strictObject({ lineId: z.string().min(1).max(64), confirmedQty: z.number().int().min(0).max(1_000_000) });
export type ConfirmLine = z.infer<typeof confirmLineSchema>;

export const confirmPlatformOrder = endpoint({
  id: 'order.platformOrderConfirm',
  method: 'POST',
  path: `${P}/confirm`,
  summary: 'new -> confirmed (every line in full) or partiallyConfirmed: a quantity per line, each at most ordered',
  body: z.strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), lines: z.array(confirmLineSchema).min(1).max(PO_LINES_MAX) }),
  response: platformOrderDetailSchema,
});

export const rejectPlatformOrder = endpoint({
  id: 'order.platformOrderReject',
  method: 'POST',
  path: `${P}/reject`,
  summary: 'new -> rejected with a required reason',
  body: z.strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), reason: z.string().trim().min(1).max(PO_REASON_MAX) }),
  response: platformOrderDetailSchema,
});

export type ConfirmProblem =
  | { kind: 'unknownLine'; lineId: string }
  | { kind: 'missingLine'; lineId: string }
  | { kind: 'duplicateLine'; lineId: string }
  | { kind: 'overOrdered'; lineId: string; orderedQty: number }
  | { kind: 'nothingConfirmed' };

/**
 * What is wrong with confirming `lines` for an order with `ordered` lines (server, machine and
 * screen alike): every line named once, none over its ordered quantity, at least one unit in all
 * (confirming nothing is a rejection, which needs a reason).
 */
export function confirmProblems(ordered: readonly { id: string; orderedQty: number }[], lines: readonly ConfirmLine[]): ConfirmProblem[] {
  const problems: ConfirmProblem[] = [];
  const byId = new Map(ordered.map((l) => [l.id, l]));
  const seen = new Set<string>();
  for (const l of lines) {
    const o = byId.get(l.lineId);
    if (!o) problems.push({ kind: 'unknownLine', lineId: l.lineId });
    else if (seen.has(l.lineId)) problems.push({ kind: 'duplicateLine', lineId: l.lineId });
    else if (l.confirmedQty > o.orderedQty) problems.push({ kind: 'overOrdered', lineId: l.lineId, orderedQty: o.orderedQty });
    seen.add(l.lineId);
  }
  for (const o of ordered) if (!seen.has(o.id)) problems.push({ kind: 'missingLine', lineId: o.id });
  if (problems.length === 0 && lines.every((l) => l.confirmedQty === 0)) problems.push({ kind: 'nothingConfirmed' });
  return problems;
}

/** The status a valid confirmation leads to. */
export const confirmedStatus = (ordered: readonly { id: string; orderedQty: number }[], lines: readonly ConfirmLine[]): PlatformOrderStatus =>
  ordered.every((o) => lines.find((l) => l.lineId === o.id)?.confirmedQty === o.orderedQty) ? 'confirmed' : 'partiallyConfirmed';

export const platformOrderTable: TitledTable = {
  bizType: 'order.platformOrder',
  title: bilingual('Platform orders', '平台采购单'),
  columns: [
    col('poNo', 'PO no.', '采购单号', 'text', 150, { sortable: true }),
    col('status', 'Status', '状态', 'status', 140, { optionName: 'platformOrderStatus' }),
    col('warehouseName', 'Platform warehouse', '平台仓', 'text', 190),
    col('orderedAt', 'Ordered at', '下单时间', 'datetime', 170, { sortable: true }),
    col('expectedDelivery', 'Deliver by', '要求到货日期', 'date', 130, { sortable: true }),
    col('lineCount', 'Lines', '行数', 'number', 80),
    col('orderedQty', 'Ordered qty', '采购数量', 'number', 110),
    col('confirmedQty', 'Confirmed qty', '确认数量', 'number', 110),
    col('amount', 'Amount', '金额', 'money', 130, { currencyKey: 'currency' }),
    col('warehouseCode', 'Warehouse code', '仓库编码', 'text', 120, { hidden: true }),
    col('rejectReason', 'Rejection reason', '拒绝原因', 'text', 220, { hidden: true }),
    col('decidedAt', 'Decided at', '处理时间', 'datetime', 170, { hidden: true }),
    col('decidedBy', 'Decided by', '处理人', 'text', 130, { hidden: true }),
  ],
  conditions: [
    cond('quickQuery', 'PO no.', '采购单号', 'text'),
    cond('statuses', 'Status', '状态', 'multiSelect', { optionName: 'platformOrderStatus' }),
    cond('expectedDelivery', 'Deliver by', '要求到货日期', 'dateRange'),
    cond('warehouseCode', 'Warehouse code', '仓库编码', 'text', { hidden: true }),
    cond('sku', 'SKU', 'SKU', 'text', { hidden: true }),
    cond('orderedAt', 'Ordered at', '下单时间', 'dateRange', { hidden: true }),
  ],
  defaultSort: { field: 'orderedAt', order: 'desc' },
};

export const platformOrderTables = [platformOrderTable] as const;
export const platformOrderEndpoints = [searchPlatformOrders, getPlatformOrder, confirmPlatformOrder, rejectPlatformOrder] as const;
