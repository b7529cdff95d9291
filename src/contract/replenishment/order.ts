// Replenishment orders (docs/domain/receipts.md, "Replenishment"): the platform's job suggests an
// order for one of its warehouses when a sku's days of cover fall under 14 (a line per such sku,
// the suggested quantity from the cover formula, cover.ts); the supplier confirms it with a
// quantity per line (at most 150 % of the suggestion, not every line at zero) or cancels it with a
// reason. A confirmed order ships (shipping) and is received (done) through an inbound.
// Every change carries the version read (REPLENISHMENT_ORDER_STALE); a double submit answers once.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { inboundStatusSchema } from '../receipt';

const P = '/api/scm-app/supplier/replenishment/warehouse-order';

/** An order's states (their words: labels.ts, also the option dictionary replenishmentOrderStatus). */
export const replenishmentOrderStatuses = ['suggested', 'confirmed', 'cancelled', 'shipping', 'done'] as const;
export const replenishmentOrderStatusSchema = z.enum(replenishmentOrderStatuses);
export type ReplenishmentOrderStatus = z.infer<typeof replenishmentOrderStatusSchema>;

export const ReplenishmentErrorCode = {
  stale: 'REPLENISHMENT_ORDER_STALE',
  decided: 'REPLENISHMENT_ORDER_STATE',
  over: 'REPLENISHMENT_QTY_OVER',
  empty: 'REPLENISHMENT_QTY_EMPTY',
  lines: 'REPLENISHMENT_QTY_LINES',
  inboundMade: 'REPLENISHMENT_INBOUND_MADE',
} as const;

export const REPLENISHMENT_REASON_MAX = 200;
/** A confirmed line may take up to 150 % of what the platform suggested. */
export const REPLENISHMENT_MAX_RATIO = 1.5;
export const maxConfirmQty = (suggested: number) => Math.floor(suggested * REPLENISHMENT_MAX_RATIO);

export type ConfirmProblem = 'range' | 'allZero';
/** What is wrong with a confirmation's quantities (the form and the server check the same). */
export function confirmProblem(lines: readonly { suggestedQty: number; qty: number }[]): ConfirmProblem | null {
  if (lines.some((l) => !Number.isInteger(l.qty) || l.qty < 0 || l.qty > maxConfirmQty(l.suggestedQty))) return 'range';
  return lines.every((l) => l.qty === 0) ? 'allZero' : null;
}

export const replenishmentOrderList = defineListSpec({
  bizType: 'replenishment.list',
  title: ['Replenishment orders', '补货单'],
  fields: {
    /** One order by its id: the record screen reads its row through the list. */
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    orderNo: { type: z.string(), title: ['Replenishment no.', '补货单号'], width: 150, sortable: true, filter: 'text' },
    status: { type: replenishmentOrderStatusSchema, title: ['Status', '状态'], kind: 'status', width: 120, optionName: 'replenishmentOrderStatus', filter: { kind: 'select', schema: replenishmentOrderStatusSchema } },
    warehouse: { type: z.string(), title: ['Platform warehouse', '平台仓'], width: 190, filter: 'text' },
    lineCount: { type: z.number().int(), title: ['Skus', '商品数'], kind: 'number', width: 90 },
    suggestedQty: { type: z.number().int(), title: ['Suggested', '建议数量'], kind: 'number', width: 110, sortable: true },
    confirmedQty: { type: z.number().int().nullable(), title: ['Confirmed', '确认数量'], kind: 'number', width: 110 },
    deliverBy: { type: z.string(), title: ['Deliver by', '送达截止'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    createdAt: { type: z.string(), title: ['Suggested at', '建议时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export type ReplenishmentOrderRow = z.infer<typeof replenishmentOrderList.row>;

export const replenishmentLineSchema = z.object({
  id: z.string(),
  skuId: z.string(),
  sku: z.string(),
  skuName: z.string(),
  /** What the platform suggested (cover formula); a confirmation may take up to 150 % of it. */
  suggestedQty: z.number().int(),
  /** What the supplier confirmed; null until confirmed. */
  confirmedQty: z.number().int().nullable(),
  /** The cover figures when the order was suggested. */
  onHand: z.number().int(),
  inTransit: z.number().int(),
  sales30d: z.number().int(),
});
export type ReplenishmentLine = z.infer<typeof replenishmentLineSchema>;

export const replenishmentOrderSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: replenishmentOrderStatusSchema,
  warehouseId: z.string(),
  warehouse: z.string(),
  lines: z.array(replenishmentLineSchema),
  deliverBy: z.string(),
  cancelReason: z.string(),
  confirmedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  createdAt: z.string(),
  /** The latest not cancelled inbound of the order's receipt request (Create inbound; inbound.ts), or null. */
  inbound: z.object({ id: z.string(), inboundNo: z.string(), status: inboundStatusSchema }).nullable(),
  version: z.number().int(),
});
export type ReplenishmentOrder = z.infer<typeof replenishmentOrderSchema>;

const id = z.string().min(1).max(64);
const version = z.number().int().min(1);

export const searchReplenishmentOrders = endpoint({
  id: 'replenishment.orderSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'The tenant’s replenishment orders (table query, keyset page) for /replenishment/list',
  body: replenishmentOrderList.query,
  response: replenishmentOrderList.page,
});

export const getReplenishmentOrder = endpoint({
  id: 'replenishment.orderInfo',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One replenishment order: platform warehouse, deliver-by, its sku lines (suggested and confirmed)',
  params: z.strictObject({ id }),
  response: replenishmentOrderSchema,
});

export const confirmReplenishmentOrder = endpoint({
  id: 'replenishment.orderConfirm',
  method: 'POST',
  path: `${P}/confirm`,
  summary: 'Confirm a suggested order: a quantity for every line, each at most 150 % of the suggestion, not all zero',
  body: z.strictObject({
    id,
    version,
    lines: z
      .array(z.strictObject({ lineId: id, qty: z.number().int().min(0).max(1_000_000) }))
      .min(1)
      .max(100),
  }),
  response: replenishmentOrderSchema,
});

export const cancelReplenishmentOrder = endpoint({
  id: 'replenishment.orderCancel',
  method: 'POST',
  path: `${P}/cancel-warehouse-order`,
  summary: 'Cancel a suggested order with a reason',
  body: z.strictObject({ id, version, note: z.string().trim().min(1).max(REPLENISHMENT_REASON_MAX) }),
  response: replenishmentOrderSchema,
});

export const replenishmentOrderEndpoints = [searchReplenishmentOrders, getReplenishmentOrder, confirmReplenishmentOrder, cancelReplenishmentOrder] as const;
