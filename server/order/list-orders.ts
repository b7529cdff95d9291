// The order list (order.list): orders of the caller's tenant with the seller order search filter
// of spec section 3. Registered at import. Delay flags compare the deadlines with the request
// time (`now`); absent flags and empty lists add nothing. Request fields (cancelRequests, ...)
// keep orders with a request of that kind; the customer status lists match request statuses
// (src/contract/order/requests.ts requestStatuses).
import type { z } from 'zod';
import {
  ARRIVE_ALERT_HOURS,
  SHIP_ALERT_HOURS,
  openOrderStatuses,
  orderConditions,
  orderConditionsOld,
  orderTable,
  orderTableOld,
  undeliveredOrderStatuses,
  type OrderRow,
  type Language,
} from '../../src/contract';
import { sellerOrderStatusOptions } from '../common';
import { dateRange, equals, inList, textContains } from '../lists/conditions';
import { defineKeysetList } from '../lists/define';
import type { ListCaller } from '../lists/registry';
import { registerList } from '../lists/registry';
import { statusFilter, statusOnlyTotal } from '../lists/kept-total';
import { sql, type SqlFragment } from '../lists/sql';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));

/** Exact match on a platform or supplier id (trimmed); ids are matched exactly, not contained. */
const exact = (expr: SqlFragment, value: string | undefined) => (value?.trim() ? sql`${expr} = ${value.trim()}` : undefined);
/** A flag that, when true, keeps only rows where `cond` holds; false or absent adds nothing. */
const flag = (value: boolean | undefined, cond: SqlFragment) => (value === true ? cond : undefined);

/** The order has a request of the kind (in any status). */
const hasRequest = (kind: 'cancel' | 'return' | 'refund') =>
  sql`EXISTS (SELECT 1 FROM order_requests q WHERE q.order_id = o.id AND q.tenant_id = o.tenant_id AND q.kind = ${kind})`;

/** The request time of a list page (set by the search handler; the export job uses its own clock). */
export interface OrderListCaller extends ListCaller {
  now?: Date;
}

type Conditions = Partial<z.infer<typeof orderConditions>>;
type Where = (caller: ListCaller, c: Conditions) => readonly (SqlFragment | null | undefined | false)[];

/** The total of the unfiltered and status-only searches: the counts kept per status (migration 023). */
const keptOrderTotal = (where: Where) =>
  statusOnlyTotal<Conditions, 'sellerOrderStatuses'>(
    'sellerOrderStatuses',
    where,
    (tenantId, statuses) => sql`SELECT COALESCE(sum(n), 0)::int AS n FROM order_status_counts WHERE tenant_id = ${tenantId}${statusFilter(statuses)}`,
  );

// The shop, warehouse and line figures of a row are the order's own columns (migration 022, kept
// by triggers; decision 012): a page reads its orders and nothing else.
const orderListDefinition = {
  select: sql`o.id, o.seller_order_id, o.shop_order_id, o.supplier_order_id, o.cart_id, o.cart_name, o.platform_code, o.status,
    o.order_time, o.cart_order_time, o.ship_deadline, o.arrive_deadline, o.shipped_at, o.delivered_at, o.warehouse_id, o.warehouse_code,
    o.warehouse_name, o.delivery_mode, o.supply_type, o.currency, o.receiver_name, o.country, o.tracking_no, o.package_no,
    o.appointment_form_no, o.handover_order_code, o.waybill_apply_status, o.tag, o.abnormal, o.version, o.updated_at,
    o.line_count, o.total_qty`,
  from: sql`orders o`,
  idColumn: sql`o.id`,
  sortable: {
    orderTime: sql`o.order_time`,
    cartOrderTime: sql`o.cart_order_time`,
    shipDeadline: sql`o.ship_deadline`,
    arriveDeadline: sql`o.arrive_deadline`,
    supplierOrderId: sql`o.supplier_order_id`,
    updatedAt: sql`o.updated_at`,
  },
  where: (caller: ListCaller, c: Conditions): ReturnType<Where> => {
    const now = (caller as OrderListCaller).now ?? new Date();
    const open = sql`o.status = ANY(${[...openOrderStatuses]}::text[])`;
    const undelivered = sql`o.status = ANY(${[...undeliveredOrderStatuses]}::text[])`;
    const shipAlertUntil = new Date(now.getTime() + SHIP_ALERT_HOURS * 3_600_000);
    const arriveAlertUntil = new Date(now.getTime() + ARRIVE_ALERT_HOURS * 3_600_000);
    const quick = c.quickQuery?.trim();
    return [
      sql`o.tenant_id = ${caller.tenantId}`,
      equals(sql`o.tag`, c.tag?.trim()),
      textContains(sql`o.tracking_no`, c.trackingNo),
      quick
        ? // exact numbers only, each arm an index (the receiver has its own condition)
          sql`(o.id = ${quick} OR o.seller_order_id = ${quick} OR o.shop_order_id = ${quick} OR o.supplier_order_id = ${quick} OR (o.tracking_no = ${quick} AND o.tracking_no <> ''))`
        : undefined,
      textContains(sql`o.appointment_form_no`, c.appointmentFormNo),
      equals(sql`o.delivery_mode`, c.deliveryMode),
      textContains(sql`o.handover_order_code`, c.handoverOrderCode),
      equals(sql`o.waybill_apply_status`, c.waybillApplyStatus),
      textContains(sql`o.package_no`, c.packageNo),
      exact(sql`o.id`, c.orderId),
      inList(sql`o.cart_id`, c.cartIds),
      textContains(sql`o.supplier_order_id`, c.supplierOrderId),
      textContains(sql`o.seller_order_id`, c.sellerOrderId),
      textContains(sql`o.shop_order_id`, c.shopOrderId),
      dateRange(sql`o.cart_order_time`, c.cartOrderTime),
      dateRange(sql`o.order_time`, c.orderTime),
      inList(sql`o.status`, c.sellerOrderStatuses),
      // the customer's requests (docs/domain/orders.md, "Requests and their audits")
      c.customerCancelOrReturnStatuses?.length
        ? sql`EXISTS (SELECT 1 FROM order_requests q WHERE q.order_id = o.id AND q.tenant_id = o.tenant_id AND q.kind IN ('cancel', 'return') AND q.status = ANY(${[...c.customerCancelOrReturnStatuses]}::text[]))`
        : undefined,
      c.customerRefundStatuses?.length
        ? sql`EXISTS (SELECT 1 FROM order_requests q WHERE q.order_id = o.id AND q.tenant_id = o.tenant_id AND q.kind = 'refund' AND q.status = ANY(${[...c.customerRefundStatuses]}::text[]))`
        : undefined,
      c.sku?.trim()
        ? sql`EXISTS (SELECT 1 FROM order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id WHERE l.order_id = o.id AND ${textContains(sql`k.sku`, c.sku)!})`
        : undefined,
      c.receiver?.trim() ? sql`(${textContains(sql`o.receiver_name`, c.receiver)!} OR ${textContains(sql`o.receiver_phone`, c.receiver)!})` : undefined,
      inList(sql`o.id`, c.ids),
      equals(sql`o.warehouse_code`, c.warehouseCode?.trim()),
      flag(c.cancelRequests, hasRequest('cancel')),
      flag(c.returnRequests, hasRequest('return')),
      flag(c.refundRequests, hasRequest('refund')),
      inList(sql`o.warehouse_code`, c.fromWarehouses),
      c.queryTimeFrom ? sql`o.updated_at >= ${new Date(c.queryTimeFrom)}` : undefined,
      equals(sql`o.supply_type`, c.supplyType),
      c.skuSupplyTypes?.length
        ? sql`EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.supply_type = ANY(${[...c.skuSupplyTypes]}::text[]))`
        : undefined,
      flag(c.delayShipAlert, sql`${open} AND o.ship_deadline > ${now} AND o.ship_deadline <= ${shipAlertUntil}`),
      flag(c.delayShip, sql`${open} AND o.ship_deadline <= ${now}`),
      flag(c.delayArriveAlert, sql`${undelivered} AND o.arrive_deadline > ${now} AND o.arrive_deadline <= ${arriveAlertUntil}`),
      flag(c.delayArrive, sql`${undelivered} AND o.arrive_deadline <= ${now}`),
      flag(c.orderAbnormalRecords, sql`o.abnormal`),
    ];
  },
  mapRow: (r: Record<string, unknown>): OrderRow => ({
    id: String(r.id),
    sellerOrderId: String(r.seller_order_id),
    shopOrderId: String(r.shop_order_id),
    supplierOrderId: String(r.supplier_order_id),
    cartId: String(r.cart_id),
    cartName: String(r.cart_name),
    platformCode: String(r.platform_code),
    status: r.status as OrderRow['status'],
    orderTime: iso(r.order_time),
    cartOrderTime: iso(r.cart_order_time),
    shipDeadline: iso(r.ship_deadline),
    arriveDeadline: iso(r.arrive_deadline),
    shippedAt: isoOrNull(r.shipped_at),
    deliveredAt: isoOrNull(r.delivered_at),
    warehouseId: String(r.warehouse_id),
    warehouseCode: String(r.warehouse_code),
    warehouseName: String(r.warehouse_name),
    deliveryMode: r.delivery_mode as OrderRow['deliveryMode'],
    supplyType: r.supply_type as OrderRow['supplyType'],
    currency: String(r.currency),
    receiverName: String(r.receiver_name),
    country: String(r.country),
    trackingNo: String(r.tracking_no),
    packageNo: String(r.package_no),
    appointmentFormNo: String(r.appointment_form_no),
    handoverOrderCode: String(r.handover_order_code),
    waybillApplyStatus: r.waybill_apply_status as OrderRow['waybillApplyStatus'],
    tag: String(r.tag),
    abnormal: Boolean(r.abnormal),
    lineCount: Number(r.line_count),
    totalQty: Number(r.total_qty),
    version: Number(r.version),
    updatedAt: iso(r.updated_at),
  }),
  exportRow: (row: OrderRow, lang: Language) => {
    const o = sellerOrderStatusOptions.find((x) => x.value === row.status);
    return { ...row, status: o ? (lang === 'zh-CN' ? (o.labelZh ?? o.label) : o.label) : row.status };
  },
};

export const orderList = registerList(
  defineKeysetList<OrderRow, typeof orderConditions>({
    ...orderListDefinition,
    table: orderTable,
    conditionSchema: orderConditions,
    total: keptOrderTotal(orderListDefinition.where),
  }),
);

const oldWhere = (caller: ListCaller, { warehouse, ...c }: Partial<z.infer<typeof orderConditionsOld>>) =>
  orderListDefinition.where(caller, { ...c, warehouseCode: warehouse });

/** The same list over the older filter shape: its one warehouse is the warehouse code condition. */
export const orderListOld = registerList(
  defineKeysetList<OrderRow, typeof orderConditionsOld>({
    ...orderListDefinition,
    table: orderTableOld,
    conditionSchema: orderConditionsOld,
    where: oldWhere,
    total: (caller, { warehouse, ...c }) => keptOrderTotal(orderListDefinition.where)(caller, { ...c, warehouseCode: warehouse }),
  }),
);
