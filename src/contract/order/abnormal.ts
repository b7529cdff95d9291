// Order exceptions (spec section 2 "/order": abnormalList, abnormalInfo/:id; the seller order
// filter's orderAbnormalRecords; design in docs/domain/orders.md, "Abnormal"). The spec names no
// calls for them: these are ours. An exception is raised on an order (by the platform or at push)
// and stays open until the supplier resolves it with a note; the order is flagged abnormal while
// any of its exceptions is open. Resolving carries the version read (ORDER_ABNORMAL_STALE).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { orderStatusSchema } from './orders';
import { defineListSpec } from '../kernel/list-spec';
import type { TitledTable } from '../kernel/table';

const P = '/api/scm-app/supplier/order/abnormal';

export const abnormalKinds = ['addressUnverifiable', 'stockShort', 'carrierRejected', 'customsHold'] as const;
export const abnormalKindSchema = z.enum(abnormalKinds);
export type AbnormalKind = z.infer<typeof abnormalKindSchema>;
export const abnormalStatuses = ['open', 'resolved'] as const;
export const abnormalStatusSchema = z.enum(abnormalStatuses);
export type AbnormalStatus = z.infer<typeof abnormalStatusSchema>;

export const AbnormalErrorCode = {
  stale: 'ORDER_ABNORMAL_STALE',
  alreadyResolved: 'ORDER_ABNORMAL_RESOLVED',
} as const;

export const RESOLUTION_MAX = 200;

/** The exception list (order.abnormalList): one list spec gives its row, conditions, sorts and table. */
export const abnormalList = defineListSpec({
  bizType: 'order.abnormalList',
  title: ['Abnormal orders', '异常订单'],
  fields: {
    /** One exception by its id: the detail reads its row through the list. */
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    orderId: { type: z.string() },
    supplierOrderId: { type: z.string(), title: ['Supplier order no.', '供应商订单号'], width: 150 },
    cartName: { type: z.string(), title: ['Shop', '店铺'], width: 180 },
    kind: { type: abnormalKindSchema, title: ['Exception', '异常类型'], kind: 'status', width: 170, optionName: 'orderAbnormalKind' },
    status: { type: abnormalStatusSchema, title: ['Status', '状态'], kind: 'status', width: 110, optionName: 'orderAbnormalStatus', filter: { kind: 'select', schema: abnormalStatusSchema } },
    raisedAt: { type: z.string(), title: ['Raised at', '发生时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    orderStatus: { type: orderStatusSchema, title: ['Order status', '订单状态'], kind: 'status', width: 130, optionName: 'sellerOrderStatus' },
    shipDeadline: { type: z.string(), title: ['Ship by', '最晚发货时间'], kind: 'datetime', width: 170 },
    resolution: { type: z.string(), title: ['Resolution', '处理说明'], width: 220 },
    resolvedAt: { type: z.string().nullable(), title: ['Resolved at', '处理时间'], kind: 'datetime', width: 170, sortable: true, hidden: true },
    /** null: resolved by the platform (or still open) */
    resolvedBy: { type: z.string().nullable(), title: ['Resolved by', '处理人'], width: 130, hidden: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  conditions: {
    quickQuery: { kind: 'text', schema: z.string().max(64), label: ['Order no.', '订单号'] },
    kinds: { kind: 'multiSelect', schema: z.array(abnormalKindSchema).max(abnormalKinds.length), label: ['Exception', '异常类型'], optionName: 'orderAbnormalKind' },
  },
  defaultSort: { field: 'raisedAt', order: 'desc' },
  conditionOrder: ['quickQuery', 'status', 'kinds', 'raisedAt'],
});
export const abnormalRowSchema = abnormalList.row;
export type AbnormalRow = z.infer<typeof abnormalRowSchema>;
export const abnormalConditions = abnormalList.conditions;

export const searchAbnormal = endpoint({
  id: 'order.abnormalSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'Exceptions of the tenant’s orders (table query, keyset page) for /order/abnormalList',
  body: abnormalList.query,
  response: abnormalList.page,
});

export const getAbnormal = endpoint({
  id: 'order.abnormalInfo',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One exception with its order summary (/order/abnormalInfo/:id)',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: abnormalRowSchema,
});

export const resolveAbnormal = endpoint({
  id: 'order.abnormalResolve',
  method: 'POST',
  path: `${P}/resolve`,
  summary: 'open -> resolved with a note; the order stops being abnormal when none of its exceptions is open',
  body: z.strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), resolution: z.string().trim().min(1).max(RESOLUTION_MAX) }),
  response: abnormalRowSchema,
});

export const abnormalTable: TitledTable = abnormalList.table;

export const abnormalTables = [abnormalTable] as const;
export const orderAbnormalEndpoints = [searchAbnormal, getAbnormal, resolveAbnormal] as const;
