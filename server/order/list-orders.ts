// The order list (order.list) and the same list over the older filter shape (order.listOld):
// orders of the caller's tenant. Their fields are declared once in the contract's list specs
// (orderList, orderListOld); here is the SQL of each, and of the conditions that are not one
// field's. Registered at import. Delay flags compare the deadlines with the request time (`now`);
// false flags and empty lists add nothing. Request fields (cancelRequests, ...) keep orders with a
// request of that kind; the customer status lists match request statuses
// (src/contract/order/requests.ts requestStatuses).
import {
  ARRIVE_ALERT_HOURS,
  SHIP_ALERT_HOURS,
  openOrderStatuses,
  orderList as orderSpec,
  orderListOld as orderOldSpec,
  undeliveredOrderStatuses,
  type Language,
  type OrderRow,
} from '../../src/contract';
import { sellerOrderStatusOptions } from '../common';
import { equals, inList, textContains } from '../lists/conditions';
import { statusFilter, statusOnlyTotal } from '../lists/kept-total';
import type { ListCaller } from '../lists/registry';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql, type SqlFragment } from '../lists/sql';

/** The request time of a list page (set by the search handler; the export job uses its own clock). */
export interface OrderListCaller extends ListCaller {
  now?: Date;
}

type WhereParts = readonly (SqlFragment | null | undefined | false)[];

const nowOf = (caller: ListCaller) => (caller as OrderListCaller).now ?? new Date();
const hoursAfter = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);
const open = sql`o.status = ANY(${[...openOrderStatuses]}::text[])`;
const undelivered = sql`o.status = ANY(${[...undeliveredOrderStatuses]}::text[])`;

/** A flag that, when true, keeps only rows where `cond` holds; false adds nothing. */
const flag = (on: boolean, cond: SqlFragment) => (on ? cond : undefined);

/** The order has a request of the kind (in any status). */
const hasRequest = (kind: 'cancel' | 'return' | 'refund') =>
  sql`EXISTS (SELECT 1 FROM order_requests q WHERE q.order_id = o.id AND q.tenant_id = o.tenant_id AND q.kind = ${kind})`;

/** The order has a request that `kind` keeps in one of the statuses (docs/domain/orders.md, "Requests and their audits"). */
const requestIn = (kind: SqlFragment, statuses: readonly string[]) =>
  statuses.length
    ? sql`EXISTS (SELECT 1 FROM order_requests q WHERE q.order_id = o.id AND q.tenant_id = o.tenant_id AND ${kind} AND q.status = ANY(${[...statuses]}::text[]))`
    : undefined;

const warehouseIs = (code: string) => equals(sql`o.warehouse_code`, code.trim());

// The shop, warehouse and line figures of a row are the order's own columns (migration 022, kept
// by triggers; decision 012): a page reads its orders and nothing else.
const orderSql = {
  from: sql`orders o`,
  id: sql`o.id`,
  fields: {
    id: sql`o.id`,
    supplierOrderId: sql`o.supplier_order_id`,
    sellerOrderId: sql`o.seller_order_id`,
    shopOrderId: sql`o.shop_order_id`,
    cartId: sql`o.cart_id`,
    cartName: sql`o.cart_name`,
    platformCode: sql`o.platform_code`,
    status: sql`o.status`,
    orderTime: sql`o.order_time`,
    cartOrderTime: sql`o.cart_order_time`,
    shipDeadline: sql`o.ship_deadline`,
    arriveDeadline: sql`o.arrive_deadline`,
    shippedAt: sql`o.shipped_at`,
    deliveredAt: sql`o.delivered_at`,
    warehouseId: sql`o.warehouse_id`,
    warehouseCode: sql`o.warehouse_code`,
    warehouseName: sql`o.warehouse_name`,
    totalQty: sql`o.total_qty`,
    lineCount: sql`o.line_count`,
    receiverName: sql`o.receiver_name`,
    country: sql`o.country`,
    deliveryMode: sql`o.delivery_mode`,
    supplyType: sql`o.supply_type`,
    currency: sql`o.currency`,
    trackingNo: sql`o.tracking_no`,
    packageNo: sql`o.package_no`,
    appointmentFormNo: sql`o.appointment_form_no`,
    handoverOrderCode: sql`o.handover_order_code`,
    waybillApplyStatus: sql`o.waybill_apply_status`,
    tag: sql`o.tag`,
    abnormal: sql`o.abnormal`,
    version: sql`o.version`,
    updatedAt: sql`o.updated_at`,
  },
  scope: (caller: ListCaller) => [sql`o.tenant_id = ${caller.tenantId}`],
  exportRow: (row: OrderRow, lang: Language) => {
    const o = sellerOrderStatusOptions.find((x) => x.value === row.status);
    return { ...row, status: o ? (lang === 'zh-CN' ? (o.labelZh ?? o.label) : o.label) : row.status };
  },
};

/** The SQL of the searches both filter shapes share. */
const orderFilters = {
  quickQuery: (value: string) => {
    const quick = value.trim();
    // exact numbers only, each arm an index (the receiver has its own condition)
    return quick
      ? sql`(o.id = ${quick} OR o.seller_order_id = ${quick} OR o.shop_order_id = ${quick} OR o.supplier_order_id = ${quick} OR (o.tracking_no = ${quick} AND o.tracking_no <> ''))`
      : undefined;
  },
  sellerOrderStatuses: (statuses: readonly string[]) => inList(sql`o.status`, statuses),
  sku: (value: string) => {
    const sku = textContains(sql`k.sku`, value);
    return sku && sql`EXISTS (SELECT 1 FROM order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id WHERE l.order_id = o.id AND ${sku})`;
  },
  cartIds: (ids: readonly string[]) => inList(sql`o.cart_id`, ids),
  orderAbnormalRecords: (on: boolean) => flag(on, sql`o.abnormal`),
  receiver: (value: string) => {
    const name = textContains(sql`o.receiver_name`, value);
    return name && sql`(${name} OR ${textContains(sql`o.receiver_phone`, value)!})`;
  },
  // ids are matched exactly, not contained
  orderId: (id: string) => equals(sql`o.id`, id.trim()),
  ids: (ids: readonly string[]) => inList(sql`o.id`, ids),
  customerCancelOrReturnStatuses: (statuses: readonly string[]) => requestIn(sql`q.kind IN ('cancel', 'return')`, statuses),
  customerRefundStatuses: (statuses: readonly string[]) => requestIn(sql`q.kind = 'refund'`, statuses),
  cancelRequests: (on: boolean) => flag(on, hasRequest('cancel')),
  returnRequests: (on: boolean) => flag(on, hasRequest('return')),
  refundRequests: (on: boolean) => flag(on, hasRequest('refund')),
  queryTimeFrom: (from: string) => sql`o.updated_at >= ${new Date(from)}`,
  skuSupplyTypes: (types: readonly string[]) =>
    types.length ? sql`EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.supply_type = ANY(${[...types]}::text[]))` : undefined,
};

/** The total of the unfiltered and status-only searches: the counts kept per status (migration 023). */
function keptOrderTotal<C extends { sellerOrderStatuses?: readonly string[] }>(caller: ListCaller, conditions: C, where: (caller: ListCaller, c: Partial<C>) => WhereParts) {
  return statusOnlyTotal<C, 'sellerOrderStatuses'>('sellerOrderStatuses', where, (tenantId, statuses) =>
    sql`SELECT COALESCE(sum(n), 0)::int AS n FROM order_status_counts WHERE tenant_id = ${tenantId}${statusFilter(statuses)}`,
  )(caller, conditions);
}

export const orderList = registerList(
  defineSpecList(orderSpec, {
    ...orderSql,
    filters: {
      ...orderFilters,
      warehouseCode: warehouseIs,
      tag: (tag) => equals(sql`o.tag`, tag.trim()),
      delayShipAlert: (on, caller) => {
        const now = nowOf(caller);
        return flag(on, sql`${open} AND o.ship_deadline > ${now} AND o.ship_deadline <= ${hoursAfter(now, SHIP_ALERT_HOURS)}`);
      },
      delayShip: (on, caller) => flag(on, sql`${open} AND o.ship_deadline <= ${nowOf(caller)}`),
      delayArriveAlert: (on, caller) => {
        const now = nowOf(caller);
        return flag(on, sql`${undelivered} AND o.arrive_deadline > ${now} AND o.arrive_deadline <= ${hoursAfter(now, ARRIVE_ALERT_HOURS)}`);
      },
      delayArrive: (on, caller) => flag(on, sql`${undelivered} AND o.arrive_deadline <= ${nowOf(caller)}`),
      fromWarehouses: (codes) => inList(sql`o.warehouse_code`, codes),
    },
    total: keptOrderTotal,
  }),
);

/** The same list over the older filter shape: its one warehouse is the warehouse code condition. */
export const orderListOld = registerList(
  defineSpecList(orderOldSpec, {
    ...orderSql,
    filters: { ...orderFilters, warehouse: warehouseIs },
    total: keptOrderTotal,
  }),
);
