// Order handlers, first slice (spec section 7 "Orders"; docs/domain/orders.md): the order list
// with the seller order search filter and one order with its receiver, lines and shipments.
import { getOrderInfo, orderTable, orderTableOld, searchOrders, searchOrdersOld } from '../../src/contract';
import { callerOf, getList } from '../lists/registry';
import type { OrderListCaller } from './list-orders';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { orderDetail } from './detail';

export const orderHandlers: readonly HandlerEntry[] = [
  defineHandler(searchOrders, async ({ db, user, body, now }) => {
    const caller: OrderListCaller = { ...callerOf(user), now };
    const page = await getList(orderTable.bizType, user.lang).page(db, caller, body);
    return page as never;
  }),

  // the older filter shape (the vms build): the same list, its one warehouse as the code condition
  defineHandler(searchOrdersOld, async ({ db, user, body, now }) => {
    const caller: OrderListCaller = { ...callerOf(user), now };
    const page = await getList(orderTableOld.bizType, user.lang).page(db, caller, body);
    return page as never;
  }),

  defineHandler(getOrderInfo, async ({ db, user, params, now }) => orderDetail(db, { ...callerOf(user), now }, params.id, user.lang)),
];
