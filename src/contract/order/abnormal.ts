// Order exceptions (spec section 2 "/order": abnormalList, abnormalInfo/:id; the seller order
// filter's orderAbnormalRecords; design in docs/domain/orders.md, "Abnormal"). The spec names no
// calls for them: these are ours. An exception is raised on an order (by the platform or at push)
// and stays open until the supplier resolves it with a note; the order is flagged abnormal while
// any of its exceptions is open. Resolving carries the version read (ORDER_ABNORMAL_STALE).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { orderStatusSchema } from './orders';
import { bilingual, pageSchema, tableColumn as col, tableCondition as cond, tableQuerySchema, type TitledTable } from '../kernel/table';

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

export const abnormalRowSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  supplierOrderId: z.string(),
  cartName: z.string(),
  orderStatus: orderStatusSchema,
  shipDeadline: z.string(),
  kind: abnormalKindSchema,
  status: abnormalStatusSchema,
  raisedAt: z.string(),
  resolution: z.string(),
  resolvedAt: z.string().nullable(),
  /** null: resolved by the platform (or still open) */
  resolvedBy: z.string().nullable(),
  version: z.number().int(),
});
export type AbnormalRow = z.infer<typeof abnormalRowSchema>;

export const abnormalConditions = z.object({
  /** One exception by its id (the detail reads its row through the list). */
  id: z.string().max(64),
  quickQuery: z.string().max(64),
  status: abnormalStatusSchema,
  kinds: z.array(abnormalKindSchema).max(abnormalKinds.length),
  raisedAt: z.tuple([z.iso.date().nullable(), z.iso.date().nullable()]),
});
export const abnormalSortFields = ['raisedAt', 'resolvedAt'] as const;

export const searchAbnormal = endpoint({
  id: 'order.abnormalSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'Exceptions of the tenant’s orders (table query, keyset page) for /order/abnormalList',
  body: tableQuerySchema(abnormalConditions, abnormalSortFields),
  response: pageSchema(abnormalRowSchema),
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

export const abnormalTable: TitledTable = {
  bizType: 'order.abnormalList',
  title: bilingual('Abnormal orders', '异常订单'),
  columns: [
    col('supplierOrderId', 'Supplier order no.', '供应商订单号', 'text', 150),
    col('cartName', 'Shop', '店铺', 'text', 180),
    col('kind', 'Exception', '异常类型', 'status', 170, { optionName: 'orderAbnormalKind' }),
    col('status', 'Status', '状态', 'status', 110, { optionName: 'orderAbnormalStatus' }),
    col('raisedAt', 'Raised at', '发生时间', 'datetime', 170, { sortable: true }),
    col('orderStatus', 'Order status', '订单状态', 'status', 130, { optionName: 'sellerOrderStatus' }),
    col('shipDeadline', 'Ship by', '最晚发货时间', 'datetime', 170),
    col('resolution', 'Resolution', '处理说明', 'text', 220),
    col('resolvedAt', 'Resolved at', '处理时间', 'datetime', 170, { sortable: true, hidden: true }),
    col('resolvedBy', 'Resolved by', '处理人', 'text', 130, { hidden: true }),
  ],
  conditions: [
    cond('quickQuery', 'Order no.', '订单号', 'text'),
    cond('status', 'Status', '状态', 'select', { optionName: 'orderAbnormalStatus' }),
    cond('kinds', 'Exception', '异常类型', 'multiSelect', { optionName: 'orderAbnormalKind' }),
    cond('raisedAt', 'Raised at', '发生时间', 'dateRange', { hidden: true }),
  ],
  defaultSort: { field: 'raisedAt', order: 'desc' },
};

export const abnormalTables = [abnormalTable] as const;
export const orderAbnormalEndpoints = [searchAbnormal, getAbnormal, resolveAbnormal] as const;
