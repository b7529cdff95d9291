// Orders, first slice (spec sections 2 "/order", 3 "Seller order search filter" and 7 "Orders";
// design in docs/domain/orders.md): the order list on the list platform with the seller order
// search filter, and one order with its lines. Requests, appointments and the order actions come
// with later slices.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { bilingual, pageSchema, tableColumn as col, tableCondition as cond, tableQuerySchema, type TitledTable } from '../kernel/table';

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

/** Delay alert windows (docs/domain/orders.md, "Delay alerts"). */
export const SHIP_ALERT_HOURS = 24;
export const ARRIVE_ALERT_HOURS = 48;

const isoTime = z.string();
const text = (max = 64) => z.string().max(max);
/** A two-element date range (either end open), mapped to ...From/To on the server. */
const timeRange = z.tuple([z.iso.date().nullable(), z.iso.date().nullable()]);
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

export const orderRowSchema = z.object({
  id: z.string(),
  sellerOrderId: z.string(),
  shopOrderId: z.string(),
  supplierOrderId: z.string(),
  cartId: z.string(),
  cartName: z.string(),
  platformCode: z.string(),
  status: orderStatusSchema,
  orderTime: isoTime,
  cartOrderTime: isoTime,
  shipDeadline: isoTime,
  arriveDeadline: isoTime,
  shippedAt: isoTime.nullable(),
  deliveredAt: isoTime.nullable(),
  warehouseId: z.string(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  deliveryMode: z.enum(deliveryModes),
  supplyType: z.enum(supplyTypes),
  currency: z.string(),
  receiverName: z.string(),
  country: z.string(),
  trackingNo: z.string(),
  packageNo: z.string(),
  appointmentFormNo: z.string(),
  handoverOrderCode: z.string(),
  waybillApplyStatus: z.enum(waybillApplyStatuses),
  tag: z.string(),
  abnormal: z.boolean(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
  version: z.number().int(),
  updatedAt: isoTime,
});
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

/**
 * The seller order search filter of spec section 3, every field by its name. cartOrderTime and
 * orderTime are two-element ranges (the server maps them to ...From/To). Request and customer
 * status fields match the order's requests (src/contract/order/requests.ts); abnormal records come
 * with the abnormal list (docs/domain/orders.md).
 */
export const orderConditions = z.object({
  tag: text(),
  trackingNo: text(),
  quickQuery: text(),
  appointmentFormNo: text(),
  deliveryMode: z.enum(deliveryModes),
  handoverOrderCode: text(),
  waybillApplyStatus: z.enum(waybillApplyStatuses),
  packageNo: text(),
  orderId: text(),
  cartIds: idList,
  supplierOrderId: text(),
  sellerOrderId: text(),
  shopOrderId: text(),
  cartOrderTime: timeRange,
  orderTime: timeRange,
  sellerOrderStatuses: z.array(orderStatusSchema).max(orderStatuses.length),
  customerCancelOrReturnStatuses: z.array(text(32)).max(20),
  customerRefundStatuses: z.array(text(32)).max(20),
  sku: text(),
  receiver: text(100),
  ids: idList,
  warehouseCode: text(),
  cancelRequests: z.boolean(),
  returnRequests: z.boolean(),
  refundRequests: z.boolean(),
  fromWarehouses: z.array(text()).max(200),
  queryTimeFrom: z.iso.datetime({ offset: true }),
  supplyType: z.enum(supplyTypes),
  skuSupplyTypes: z.array(z.enum(supplyTypes)).max(supplyTypes.length),
  delayShipAlert: z.boolean(),
  delayShip: z.boolean(),
  delayArriveAlert: z.boolean(),
  delayArrive: z.boolean(),
  orderAbnormalRecords: z.boolean(),
});
export const orderSortFields = ['orderTime', 'cartOrderTime', 'shipDeadline', 'arriveDeadline', 'supplierOrderId', 'updatedAt'] as const;

export const searchOrders = endpoint({
  id: 'order.search',
  method: 'POST',
  path: `${P}/search`,
  summary: 'Orders of the tenant with the seller order search filter (table query, keyset page) for /order/list',
  body: tableQuerySchema(orderConditions, orderSortFields),
  response: pageSchema(orderRowSchema),
});

/**
 * The older filter shape (spec section 3): one warehouse value (`warehouse`, a warehouse code)
 * instead of warehouseCode and fromWarehouses, and no tag, tracking or delay fields. The vms build
 * searches with it (docs/domain/orders.md, "The older filter shape").
 */
export const orderConditionsOld = orderConditions
  .omit({ tag: true, trackingNo: true, delayShipAlert: true, delayShip: true, delayArriveAlert: true, delayArrive: true, warehouseCode: true, fromWarehouses: true })
  .extend({ warehouse: text() });

export const searchOrdersOld = endpoint({
  id: 'order.searchOld',
  method: 'POST',
  path: `${P}/search/old`,
  summary: 'Orders of the tenant with the older filter shape (one warehouse; no tag, tracking or delay fields) for /order/list in the vms build',
  body: tableQuerySchema(orderConditionsOld, orderSortFields),
  response: pageSchema(orderRowSchema),
});

export const getOrderInfo = endpoint({
  id: 'order.info',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One order with its receiver and lines (/order/info/:id)',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: orderDetailSchema,
});

export const orderTable: TitledTable = {
  bizType: 'order.list',
  title: bilingual('Orders', '订单'),
  columns: [
    col('supplierOrderId', 'Supplier order no.', '供应商订单号', 'text', 150, { sortable: true }),
    col('sellerOrderId', 'Seller order no.', '卖家订单号', 'text', 170),
    col('shopOrderId', 'Shop order no.', '店铺订单号', 'text', 190),
    col('cartName', 'Shop', '店铺', 'text', 180),
    col('platformCode', 'Platform', '平台', 'status', 110, { optionName: 'platform' }),
    col('status', 'Status', '状态', 'status', 130, { optionName: 'sellerOrderStatus' }),
    col('orderTime', 'Order time', '下单时间', 'datetime', 170, { sortable: true }),
    col('cartOrderTime', 'Shop order time', '店铺下单时间', 'datetime', 170, { sortable: true, hidden: true }),
    col('shipDeadline', 'Ship by', '最晚发货时间', 'datetime', 170, { sortable: true }),
    col('arriveDeadline', 'Arrive by', '最晚送达时间', 'datetime', 170, { sortable: true, hidden: true }),
    col('warehouseName', 'Warehouse', '发货仓', 'text', 160),
    col('totalQty', 'Quantity', '数量', 'number', 90),
    col('receiverName', 'Receiver', '收件人', 'text', 150),
    col('country', 'Country', '国家', 'status', 110, { optionName: 'country' }),
    col('deliveryMode', 'Delivery mode', '配送方式', 'text', 120, { hidden: true }),
    col('supplyType', 'Supply type', '供货类型', 'text', 120, { hidden: true }),
    col('trackingNo', 'Tracking no.', '运单号', 'text', 180),
    col('packageNo', 'Package no.', '包裹号', 'text', 140, { hidden: true }),
    col('appointmentFormNo', 'Appointment no.', '预约单号', 'text', 140, { hidden: true }),
    col('handoverOrderCode', 'Handover code', '交接单号', 'text', 140, { hidden: true }),
    col('waybillApplyStatus', 'Waybill', '面单申请', 'text', 120, { hidden: true }),
    col('tag', 'Tag', '标签', 'text', 90, { hidden: true }),
    col('abnormal', 'Abnormal', '异常', 'boolean', 90, { hidden: true }),
    col('updatedAt', 'Updated at', '更新时间', 'datetime', 170, { sortable: true, hidden: true }),
  ],
  conditions: [
    cond('quickQuery', 'Order no. or tracking no.', '订单号或运单号', 'text'),
    cond('sellerOrderStatuses', 'Status', '状态', 'multiSelect', { optionName: 'sellerOrderStatus' }),
    cond('orderTime', 'Order time', '下单时间', 'dateRange'),
    cond('sku', 'SKU', 'SKU', 'text'),
    // options: the stores call (order.stores), loaded by the list screen
    cond('cartIds', 'Shop', '店铺', 'multiSelect'),
    cond('delayShip', 'Late to ship', '发货超时', 'flag'),
    cond('delayShipAlert', 'Due to ship within 24 h', '24 小时内需发货', 'flag'),
    cond('delayArrive', 'Late to arrive', '送达超时', 'flag', { hidden: true }),
    cond('delayArriveAlert', 'Due to arrive within 48 h', '48 小时内需送达', 'flag', { hidden: true }),
    cond('orderAbnormalRecords', 'Abnormal', '异常订单', 'flag', { hidden: true }),
    cond('warehouseCode', 'Warehouse code', '仓库编码', 'text', { hidden: true }),
    cond('sellerOrderId', 'Seller order no.', '卖家订单号', 'text', { hidden: true }),
    cond('shopOrderId', 'Shop order no.', '店铺订单号', 'text', { hidden: true }),
    cond('supplierOrderId', 'Supplier order no.', '供应商订单号', 'text', { hidden: true }),
    cond('trackingNo', 'Tracking no.', '运单号', 'text', { hidden: true }),
    cond('packageNo', 'Package no.', '包裹号', 'text', { hidden: true }),
    cond('appointmentFormNo', 'Appointment no.', '预约单号', 'text', { hidden: true }),
    cond('handoverOrderCode', 'Handover code', '交接单号', 'text', { hidden: true }),
    cond('receiver', 'Receiver', '收件人', 'text', { hidden: true }),
    cond('tag', 'Tag', '标签', 'text', { hidden: true }),
    cond('cartOrderTime', 'Shop order time', '店铺下单时间', 'dateRange', { hidden: true }),
  ],
  defaultSort: { field: 'orderTime', order: 'desc' },
};

const oldShapeDrops = new Set(['tag', 'trackingNo', 'delayShipAlert', 'delayShip', 'delayArriveAlert', 'delayArrive', 'warehouseCode', 'fromWarehouses']);

/** The order list over the older filter shape: the same columns; one warehouse condition. */
export const orderTableOld: TitledTable = {
  ...orderTable,
  bizType: 'order.listOld',
  conditions: [
    ...orderTable.conditions.filter((c) => !oldShapeDrops.has(c.key)),
    cond('warehouse', 'Warehouse code', '仓库编码', 'text', { hidden: true }),
  ],
};

export const orderTables = [orderTable, orderTableOld] as const;
export const orderEndpoints = [searchOrders, searchOrdersOld, getOrderInfo] as const;
