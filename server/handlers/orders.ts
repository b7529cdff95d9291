// Order handlers, first slice (spec section 7 "Orders"; docs/domain/orders.md): the order list
// with the seller order search filter and one order with its receiver and lines. Both read only.
import { getOrderInfo, orderTable, searchOrders, type OrderDetail } from '../../src/contract';
import { callerOf, getList } from '../lists/registry';
import { orderList, type OrderListCaller } from '../lists/tables/orders';
import { defineHandler, type HandlerEntry } from './handler';
import { notFound } from './inventory-messages';

export const orderHandlers: readonly HandlerEntry[] = [
  defineHandler(searchOrders, async ({ db, user, body, now }) => {
    const caller: OrderListCaller = { ...callerOf(user), now };
    const page = await getList(orderTable.bizType, user.lang).page(db, caller, body);
    return page as never;
  }),

  defineHandler(getOrderInfo, async ({ db, user, params, now }) => {
    const caller: OrderListCaller = { ...callerOf(user), now };
    const page = await orderList.page(db, caller, { conditions: { orderId: params.id }, pageSize: 1 });
    const row = page.rows[0];
    if (!row) throw notFound(user.lang);
    const order = await db.one<Record<string, unknown>>(
      `SELECT receiver_name, receiver_phone, postal_code, address_line1, city, district, area, state_or_province, country
         FROM orders WHERE id = $1 AND tenant_id = $2`,
      [row.id, user.tenant.id],
    );
    const lines = await db.query<Record<string, unknown>>(
      `SELECT l.id, l.line_no, l.sku_id, k.sku, k.name AS sku_name, l.supply_type, l.qty, l.shipped_qty, l.cancelled_qty, l.unit_price
         FROM order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
        WHERE l.order_id = $1 AND l.tenant_id = $2 ORDER BY l.line_no`,
      [row.id, user.tenant.id],
    );
    const detail: OrderDetail = {
      ...row,
      receiver: {
        name: String(order.receiver_name),
        phone: String(order.receiver_phone),
        postalCode: String(order.postal_code),
        addressLine1: String(order.address_line1),
        city: String(order.city),
        district: String(order.district),
        area: String(order.area),
        stateOrProvince: String(order.state_or_province),
        country: String(order.country),
      },
      lines: lines.map((l) => ({
        id: String(l.id),
        lineNo: Number(l.line_no),
        skuId: String(l.sku_id),
        sku: String(l.sku),
        skuName: String(l.sku_name),
        supplyType: l.supply_type as OrderDetail['supplyType'],
        qty: Number(l.qty),
        shippedQty: Number(l.shipped_qty),
        cancelledQty: Number(l.cancelled_qty),
        unitPrice: Number(l.unit_price),
      })),
    };
    return detail;
  }),
];
