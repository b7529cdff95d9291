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
import { defineListSpec } from '../kernel/list-spec';
import type { TitledTable } from '../kernel/table';

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

/** The platform order list (order.platformOrder): one list spec gives its row, conditions, sorts and table. */
export const platformOrderList = defineListSpec({
  bizType: 'order.platformOrder',
  title: ['Platform orders', '平台采购单'],
  fields: {
    id: { type: z.string() },
    poNo: { type: z.string(), title: ['PO no.', '采购单号'], width: 150, sortable: true },
    status: { type: platformOrderStatusSchema, title: ['Status', '状态'], kind: 'status', width: 140, optionName: 'platformOrderStatus' },
    warehouseName: { type: z.string(), title: ['Platform warehouse', '平台仓'], width: 190 },
    orderedAt: { type: isoTime, title: ['Ordered at', '下单时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    /** The date the platform wants the goods at its warehouse (yyyy-mm-dd). */
    expectedDelivery: { type: z.iso.date(), title: ['Deliver by', '要求到货日期'], kind: 'date', width: 130, sortable: true, filter: 'dateRange' },
    lineCount: { type: z.number().int(), title: ['Lines', '行数'], kind: 'number', width: 80 },
    orderedQty: { type: z.number().int(), title: ['Ordered qty', '采购数量'], kind: 'number', width: 110 },
    /** null until the supplier confirmed. */
    confirmedQty: { type: z.number().int().nullable(), title: ['Confirmed qty', '确认数量'], kind: 'number', width: 110 },
    /** Ordered quantity at unit cost. */
    amount: { type: z.number(), title: ['Amount', '金额'], kind: 'money', width: 130, currencyKey: 'currency' },
    warehouseCode: { type: z.string(), title: ['Warehouse code', '仓库编码'], hidden: true, filter: { kind: 'text', schema: z.string().max(64), hidden: true } },
    rejectReason: { type: z.string(), title: ['Rejection reason', '拒绝原因'], width: 220, hidden: true },
    decidedAt: { type: isoTime.nullable(), title: ['Decided at', '处理时间'], kind: 'datetime', width: 170, hidden: true },
    decidedBy: { type: z.string().nullable(), title: ['Decided by', '处理人'], width: 130, hidden: true },
    currency: { type: z.string() },
    version: { type: z.number().int(), kind: 'number' },
  },
  conditions: {
    /** PO number (exact). */
    quickQuery: { kind: 'text', schema: z.string().max(64), label: ['PO no.', '采购单号'] },
    statuses: { kind: 'multiSelect', schema: z.array(platformOrderStatusSchema).max(platformOrderStatuses.length), label: ['Status', '状态'], optionName: 'platformOrderStatus' },
    sku: { kind: 'text', schema: z.string().max(64), label: ['SKU', 'SKU'], hidden: true },
  },
  defaultSort: { field: 'orderedAt', order: 'desc' },
  conditionOrder: ['quickQuery', 'statuses', 'expectedDelivery', 'warehouseCode', 'sku', 'orderedAt'],
});
export const platformOrderRowSchema = platformOrderList.row;
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

export const platformOrderConditions = platformOrderList.conditions;

export const searchPlatformOrders = endpoint({
  id: 'order.platformOrderSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'Purchase orders the platform placed on the tenant (table query, keyset page) for /order/platformOrder',
  body: platformOrderList.query,
  response: platformOrderList.page,
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

export const platformOrderTable: TitledTable = platformOrderList.table;

export const platformOrderTables = [platformOrderTable] as const;
export const platformOrderEndpoints = [searchPlatformOrders, getPlatformOrder, confirmPlatformOrder, rejectPlatformOrder] as const;
