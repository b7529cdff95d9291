// The fulfilment receipt of the supplier's order lines (spec section 7 "Table and theme": the search
// POST `scs-app/supplier/receipt/fulfillment/search`; docs/domain/orders.md, "Fulfilment by line").
// One row per order line: what was ordered, shipped, cancelled and is still open, the line's
// fulfilment state, the receipt info's quantity and invoice for its sku, and the dates that matter
// (order time, ship deadline, last shipment, delivery). A list of the list platform: search,
// columns, saved views, export, keyset pages.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import type { TitledTable } from '../kernel/table';
import { orderStatusSchema } from './orders';

/**
 * The fulfilment of one line: `awaiting` nothing shipped yet, something open; `partShipped`
 * something shipped, something open; `shipped` nothing open, something shipped, the order not
 * delivered yet; `delivered` nothing open, shipped, and the order delivered (or later);
 * `cancelled` everything cancelled, nothing shipped.
 */
export const fulfilmentLineStatuses = ['awaiting', 'partShipped', 'shipped', 'delivered', 'cancelled'] as const;
export const fulfilmentLineStatusSchema = z.enum(fulfilmentLineStatuses);
export type FulfilmentLineStatus = z.infer<typeof fulfilmentLineStatusSchema>;

const isoTime = z.string();
const qty = z.number().int().nonnegative();

export const fulfilmentLineList = defineListSpec({
  bizType: 'order.fulfillmentLines',
  title: ['Fulfilment by line', '履约明细'],
  fields: {
    id: { type: z.string() },
    /** The order the line belongs to (a row opens it). */
    orderId: { type: z.string() },
    supplierOrderId: { type: z.string(), title: ['Supplier order no.', '供应商订单号'], width: 170, sortable: true, filter: { kind: 'text', schema: z.string().max(64), label: ['Order no.', '订单号'] } },
    lineNo: { type: z.number().int().positive(), title: ['Line', '行号'], kind: 'number', width: 70 },
    sku: { type: z.string(), title: ['SKU', 'SKU'], width: 150, sortable: true, filter: { kind: 'text', schema: z.string().max(64) } },
    skuName: { type: z.string(), title: ['Product', '商品名称'], width: 200 },
    status: {
      type: fulfilmentLineStatusSchema,
      title: ['Fulfilment', '履约状态'],
      kind: 'status',
      width: 130,
      sortable: true,
      optionName: 'fulfilmentLineStatus',
      filter: { kind: 'select', schema: fulfilmentLineStatusSchema, optionName: 'fulfilmentLineStatus' },
    },
    orderStatus: { type: orderStatusSchema, title: ['Order status', '订单状态'], kind: 'status', width: 140, optionName: 'sellerOrderStatus', hidden: true },
    qty: { type: qty, title: ['Ordered', '订购数量'], kind: 'number', width: 90 },
    shippedQty: { type: qty, title: ['Shipped', '已发数量'], kind: 'number', width: 90 },
    cancelledQty: { type: qty, title: ['Cancelled', '取消数量'], kind: 'number', width: 90, hidden: true },
    openQty: {
      type: qty,
      title: ['Open', '待发数量'],
      kind: 'number',
      width: 90,
      sortable: true,
      filter: { kind: 'numberRange', schema: z.tuple([z.number().int().nullable(), z.number().int().nullable()]), label: ['Open quantity', '待发数量'], hidden: true },
    },
    /** The quantity of the order's receipt info (purchase invoice) for the line's sku; null: none. */
    receiptQty: { type: qty.nullable(), title: ['Receipt qty', '票据数量'], kind: 'number', width: 100 },
    invoiceNo: { type: z.string(), title: ['Invoice no.', '发票号'], width: 140, hidden: true },
    warehouseName: { type: z.string(), title: ['Shipping warehouse', '发货仓'], width: 170, hidden: true },
    orderTime: { type: isoTime, title: ['Order time', '下单时间'], kind: 'datetime', width: 170, sortable: true, filter: 'dateRange' },
    shipDeadline: { type: isoTime, title: ['Ship by', '最晚发货'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    /** The latest shipment that took some of this line; null: none yet. */
    lastShippedAt: { type: isoTime.nullable(), title: ['Last shipped', '最近发货'], kind: 'datetime', width: 170 },
    deliveredAt: { type: isoTime.nullable(), title: ['Delivered at', '签收时间'], kind: 'datetime', width: 170, hidden: true },
  },
  defaultSort: { field: 'orderTime', order: 'desc' },
  conditionOrder: ['supplierOrderId', 'sku', 'status', 'orderTime', 'shipDeadline', 'openQty'],
});
export const fulfilmentLineRowSchema = fulfilmentLineList.row;
export type FulfilmentLineRow = z.infer<typeof fulfilmentLineRowSchema>;
export const fulfilmentLineTable: TitledTable = fulfilmentLineList.table;

export const searchFulfilmentLines = endpoint({
  id: 'order.fulfillmentSearch',
  method: 'POST',
  path: '/api/scs-app/supplier/receipt/fulfillment/search',
  summary: "Fulfilment receipt of the supplier's order lines: ordered, shipped, cancelled and open quantities, the line's state, receipt info and dates (table query, keyset page) for /order/fulfillmentLines",
  body: fulfilmentLineList.query,
  response: fulfilmentLineList.page,
});

export const fulfilmentLineEndpoints = [searchFulfilmentLines] as const;
export const fulfilmentLineTables = [fulfilmentLineTable] as const;
