// Orders, first slice (spec sections 2 "/order", 3 "Seller order search filter" and 7 "Orders";
// design in docs/domain/orders.md): the order list on the list platform with the seller order
// search filter, and one order with its lines. Requests, appointments and the order actions come
// with later slices.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec, type ConditionSpec, type FieldSpec } from '../kernel/list-spec';
import type { TitledTable } from '../kernel/table';

const P = '/api/scm-app/supplier/order';

/** The order states of docs/domain/orders.md (option dictionary `sellerOrderStatus`). */
export const orderStatuses = ['pendingAcknowledge', 'awaitingShipment', 'partShipped', 'shipped', 'delivered', 'completed', 'returning', 'cancelled'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
/** Not shipped yet: the ship delay filters look at these. */
export const openOrderStatuses: readonly OrderStatus[] = ['pendingAcknowledge', 'awaitingShipment', 'partShipped'];
/** Not delivered yet (and not cancelled): the arrive delay filters look at these. */
export const undeliveredOrderStatuses: readonly OrderStatus[] = ['pendingAcknowledge', 'awaitingShipment', 'partShipped', 'shipped'];

export const deliveryModes = ['standard', 'express', 'economy', 'pickup'] as const;
export const supplyTypes = ['stock', 'dropship', 'consignment'] as const;
export const waybillApplyStatuses = ['notApplied', 'applying', 'applied', 'failed'] as const;

/**
 * Late to ship: not shipped yet and its ship-by deadline has passed (the `delayShip` filter's rule,
 * docs/domain/orders.md "Delay alerts"; the list's late badge shows the same).
 */
export const isLateToShip = (order: { status: string; shipDeadline: string | null }, now: Date): boolean =>
  (openOrderStatuses as readonly string[]).includes(order.status) && order.shipDeadline !== null && Date.parse(order.shipDeadline) < now.getTime();

/** Delay alert windows (docs/domain/orders.md, "Delay alerts"). */
export const SHIP_ALERT_HOURS = 24;
export const ARRIVE_ALERT_HOURS = 48;

const isoTime = z.string();
const text = (max = 64) => z.string().max(max);
const idList = z.array(z.string().min(1).max(64)).max(500);

export const receiverSchema = z.object({
  name: z.string(),
  phone: z.string(),
  postalCode: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  district: z.string(),
  area: z.string(),
  stateOrProvince: z.string(),
  country: z.string(),
});

// ---- the order list ------------------------------------------------------------------------------

const hiddenText = { kind: 'text', schema: text(), hidden: true } as const;

/**
 * The order row, each field once with its column and its search (docs/domain/orders.md), in the
 * columns' order. Both filter shapes list these columns; the searches only the current shape
 * offers are added there.
 */
const orderFields = {
  id: { type: z.string() },
  supplierOrderId: { type: z.string(), title: ['Supplier order no.', '供应商订单号'], width: 150, sortable: true, filter: hiddenText },
  sellerOrderId: { type: z.string(), title: ['Seller order no.', '卖家订单号'], width: 170, filter: hiddenText },
  shopOrderId: { type: z.string(), title: ['Shop order no.', '店铺订单号'], width: 190, filter: hiddenText },
  cartId: { type: z.string() },
  cartName: { type: z.string(), title: ['Shop', '店铺'], width: 180 },
  platformCode: { type: z.string(), title: ['Platform', '平台'], kind: 'status', width: 110, optionName: 'platform' },
  status: { type: orderStatusSchema, title: ['Status', '状态'], kind: 'status', width: 130, optionName: 'sellerOrderStatus' },
  orderTime: { type: isoTime, title: ['Order time', '下单时间'], kind: 'datetime', width: 170, sortable: true, filter: 'dateRange' },
  cartOrderTime: { type: isoTime, title: ['Shop order time', '店铺下单时间'], kind: 'datetime', width: 170, sortable: true, hidden: true, filter: { kind: 'dateRange', hidden: true } },
  shipDeadline: { type: isoTime, title: ['Ship by', '最晚发货时间'], kind: 'datetime', width: 170, sortable: true },
  arriveDeadline: { type: isoTime, title: ['Arrive by', '最晚送达时间'], kind: 'datetime', width: 170, sortable: true, hidden: true },
  shippedAt: { type: isoTime.nullable(), kind: 'datetime' },
  deliveredAt: { type: isoTime.nullable(), kind: 'datetime' },
  warehouseId: { type: z.string() },
  warehouseCode: { type: z.string() },
  warehouseName: { type: z.string(), title: ['Warehouse', '发货仓'], width: 160 },
  totalQty: { type: z.number().int(), title: ['Quantity', '数量'], kind: 'number', width: 90 },
  lineCount: { type: z.number().int(), kind: 'number' },
  receiverName: { type: z.string(), title: ['Receiver', '收件人'], width: 150 },
  country: { type: z.string(), title: ['Country', '国家'], kind: 'status', width: 110, optionName: 'country' },
  deliveryMode: { type: z.enum(deliveryModes), title: ['Delivery mode', '配送方式'], width: 120, hidden: true, filter: { kind: 'select', schema: z.enum(deliveryModes), inSearchBar: false } },
  supplyType: { type: z.enum(supplyTypes), title: ['Supply type', '供货类型'], width: 120, hidden: true, filter: { kind: 'select', schema: z.enum(supplyTypes), inSearchBar: false } },
  currency: { type: z.string() },
  trackingNo: { type: z.string(), title: ['Tracking no.', '运单号'], width: 180 },
  packageNo: { type: z.string(), title: ['Package no.', '包裹号'], width: 140, hidden: true, filter: hiddenText },
  appointmentFormNo: { type: z.string(), title: ['Appointment no.', '预约单号'], width: 140, hidden: true, filter: hiddenText },
  handoverOrderCode: { type: z.string(), title: ['Handover code', '交接单号'], width: 140, hidden: true, filter: hiddenText },
  waybillApplyStatus: { type: z.enum(waybillApplyStatuses), title: ['Waybill', '面单申请'], width: 120, hidden: true, filter: { kind: 'select', schema: z.enum(waybillApplyStatuses), inSearchBar: false } },
  tag: { type: z.string(), title: ['Tag', '标签'], width: 90, hidden: true },
  abnormal: { type: z.boolean(), title: ['Abnormal', '异常'], kind: 'boolean', width: 90, hidden: true },
  version: { type: z.number().int(), kind: 'number' },
  updatedAt: { type: isoTime, title: ['Updated at', '更新时间'], kind: 'datetime', width: 170, sortable: true, hidden: true },
} as const satisfies Record<string, FieldSpec>;

/**
 * The searches of both filter shapes that are not one field's (spec section 3, every field by its
 * name). Request and customer status fields match the order's requests
 * (src/contract/order/requests.ts); the unlabelled ones are lookups the search bar does not offer.
 */
const orderSearches = {
  /** An order, seller, shop, supplier or tracking number, exactly. */
  quickQuery: { kind: 'text', schema: text(), label: ['Order no. or tracking no.', '订单号或运单号'] },
  sellerOrderStatuses: { kind: 'multiSelect', schema: z.array(orderStatusSchema).max(orderStatuses.length), label: ['Status', '状态'], optionName: 'sellerOrderStatus' },
  /** A SKU of the order's lines (contains). */
  sku: { kind: 'text', schema: text(), label: ['SKU', 'SKU'] },
  // options: the stores call (order.stores), loaded by the list screen
  cartIds: { kind: 'multiSelect', schema: idList, label: ['Shop', '店铺'] },
  orderAbnormalRecords: { kind: 'flag', schema: z.boolean(), label: ['Abnormal', '异常订单'], hidden: true },
  /** The receiver's name or phone (contains). */
  receiver: { kind: 'text', schema: text(100), label: ['Receiver', '收件人'], hidden: true },
  orderId: { kind: 'text', schema: text() },
  ids: { kind: 'multiSelect', schema: idList },
  customerCancelOrReturnStatuses: { kind: 'multiSelect', schema: z.array(text(32)).max(20) },
  customerRefundStatuses: { kind: 'multiSelect', schema: z.array(text(32)).max(20) },
  cancelRequests: { kind: 'flag', schema: z.boolean() },
  returnRequests: { kind: 'flag', schema: z.boolean() },
  refundRequests: { kind: 'flag', schema: z.boolean() },
  queryTimeFrom: { kind: 'text', schema: z.iso.datetime({ offset: true }) },
  skuSupplyTypes: { kind: 'multiSelect', schema: z.array(z.enum(supplyTypes)).max(supplyTypes.length) },
} as const satisfies Record<string, ConditionSpec>;

/** The order list (order.list) with the seller order search filter of spec section 3. */
export const orderList = defineListSpec({
  bizType: 'order.list',
  title: ['Orders', '订单'],
  fields: {
    ...orderFields,
    // searches the older shape lacks (its one warehouse is its own condition, `warehouse`)
    warehouseCode: { ...orderFields.warehouseCode, filter: { ...hiddenText, label: ['Warehouse code', '仓库编码'] } },
    trackingNo: { ...orderFields.trackingNo, filter: hiddenText },
    tag: { ...orderFields.tag, filter: hiddenText },
  },
  conditions: {
    ...orderSearches,
    // open orders past their ship deadline, or due within SHIP_ALERT_HOURS; undelivered ones past
    // or near (ARRIVE_ALERT_HOURS) their arrive deadline: the server compares with the request time
    delayShip: { kind: 'flag', schema: z.boolean(), label: ['Late to ship', '发货超时'] },
    delayShipAlert: { kind: 'flag', schema: z.boolean(), label: ['Due to ship within 24 h', '24 小时内需发货'] },
    delayArrive: { kind: 'flag', schema: z.boolean(), label: ['Late to arrive', '送达超时'], hidden: true },
    delayArriveAlert: { kind: 'flag', schema: z.boolean(), label: ['Due to arrive within 48 h', '48 小时内需送达'], hidden: true },
    /** Orders shipped from any of these warehouse codes. */
    fromWarehouses: { kind: 'multiSelect', schema: z.array(text()).max(200) },
  },
  defaultSort: { field: 'orderTime', order: 'desc' },
  conditionOrder: [
    'quickQuery', 'sellerOrderStatuses', 'orderTime', 'sku', 'cartIds', 'delayShip', 'delayShipAlert', 'delayArrive', 'delayArriveAlert',
    'orderAbnormalRecords', 'warehouseCode', 'sellerOrderId', 'shopOrderId', 'supplierOrderId', 'trackingNo', 'packageNo', 'appointmentFormNo',
    'handoverOrderCode', 'receiver', 'tag', 'cartOrderTime',
  ],
});

/**
 * The order list over the older filter shape (order.listOld; spec section 3): the same columns,
 * one warehouse value (`warehouse`, a warehouse code) instead of warehouseCode and fromWarehouses,
 * and no tag, tracking or delay searches. The vms build searches with it (docs/domain/orders.md,
 * "The older filter shape").
 */
export const orderListOld = defineListSpec({
  bizType: 'order.listOld',
  title: ['Orders', '订单'],
  fields: orderFields,
  conditions: {
    ...orderSearches,
    warehouse: { ...hiddenText, label: ['Warehouse code', '仓库编码'] },
  },
  defaultSort: { field: 'orderTime', order: 'desc' },
  conditionOrder: [
    'quickQuery', 'sellerOrderStatuses', 'orderTime', 'sku', 'cartIds', 'orderAbnormalRecords', 'sellerOrderId', 'shopOrderId', 'supplierOrderId',
    'packageNo', 'appointmentFormNo', 'handoverOrderCode', 'receiver', 'cartOrderTime', 'warehouse',
  ],
});

export const orderRowSchema = orderList.row;
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderLineSchema = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  skuId: z.string(),
  sku: z.string(),
  skuName: z.string(),
  supplyType: z.enum(supplyTypes),
  qty: z.number().int(),
  shippedQty: z.number().int(),
  cancelledQty: z.number().int(),
  unitPrice: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const shipmentSchema = z.object({
  id: z.string(),
  shipmentNo: z.number().int(),
  carrierCode: z.string(),
  trackingNo: z.string(),
  shippedAt: isoTime,
  /** null: recorded before the portal kept who shipped */
  shippedBy: z.string().nullable(),
  lines: z.array(z.object({ lineId: z.string(), qty: z.number().int() })),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const orderDetailSchema = orderRowSchema.extend({
  receiver: receiverSchema,
  lines: z.array(orderLineSchema),
  /** The carrier of the latest shipment ('' before any). */
  carrierCode: z.string(),
  acknowledgedAt: isoTime.nullable(),
  shipments: z.array(shipmentSchema),
  /** The waybill the platform assigned (print and apply): carrier and number, '' before any. */
  waybillCarrier: z.string(),
  waybillNo: z.string(),
  /** When the supplier moved the ship deadline (once per order), and the deadline it had before. */
  rescheduledAt: isoTime.nullable(),
  rescheduledFrom: isoTime.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderConditions = orderList.conditions;
export const orderSortFields = orderList.sortFields;

export const searchOrders = endpoint({
  id: 'order.search',
  method: 'POST',
  path: `${P}/search`,
  summary: 'Orders of the tenant with the seller order search filter (table query, keyset page) for /order/list',
  body: orderList.query,
  response: orderList.page,
});

export const orderConditionsOld = orderListOld.conditions;

export const searchOrdersOld = endpoint({
  id: 'order.searchOld',
  method: 'POST',
  path: `${P}/search/old`,
  summary: 'Orders of the tenant with the older filter shape (one warehouse; no tag, tracking or delay fields) for /order/list in the vms build',
  body: orderListOld.query,
  response: orderListOld.page,
});

export const getOrderInfo = endpoint({
  id: 'order.info',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One order with its receiver and lines (/order/info/:id)',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: orderDetailSchema,
});

export const orderTable: TitledTable = orderList.table;
export const orderTableOld: TitledTable = orderListOld.table;

export const orderTables = [orderTable, orderTableOld] as const;
export const orderEndpoints = [searchOrders, searchOrdersOld, getOrderInfo] as const;
