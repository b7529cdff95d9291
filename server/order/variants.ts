// The vms and fobt order info (src/contract/order/variants.ts): the order exactly as order.info
// answers it (orderDetail, scoped by the caller's tenant), plus the fields of that trade, read in
// the same request: for vms the shop's vendor code, the warehouse holding the stock and each
// line's purchase price (the sku's purchase cost); for fobt the order's trade terms, if it has any.
import { getFobtOrderInfo, getVmsOrderInfo, type FobtOrderFields, type VmsOrderFields } from '../../src/contract';
import { callerOf } from '../lists/registry';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { orderDetail } from './detail';

const port = (code: unknown, name: unknown, country: unknown) => (code === null || code === undefined ? null : { code: String(code), name: String(name), country: String(country) });

export const orderVariantHandlers: readonly HandlerEntry[] = [
  defineHandler(getVmsOrderInfo, async ({ db, user, params, now }) => {
    const order = await orderDetail(db, { ...callerOf(user), now }, params.id, user.lang);
    const head = await db.one<{ vendor_code: string; wh_code: string; wh_name: string }>(
      `SELECT c.platform_shop_id AS vendor_code, w.code AS wh_code, w.name AS wh_name
         FROM orders o JOIN carts c ON c.id = o.cart_id AND c.tenant_id = o.tenant_id JOIN warehouses w ON w.id = o.warehouse_id AND w.tenant_id = o.tenant_id
        WHERE o.id = $1 AND o.tenant_id = $2`,
      [order.id, user.tenant.id],
    );
    const costs = await db.query<{ id: string; cost: string; currency: string }>(
      `SELECT l.id, round(k.purchase_cost, 2) AS cost, k.currency FROM order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
        WHERE l.order_id = $1 AND l.tenant_id = $2 ORDER BY l.line_no`,
      [order.id, user.tenant.id],
    );
    const lines = costs.map((c) => ({ lineId: c.id, purchasePrice: Number(c.cost) }));
    const amount = order.lines.reduce((sum, l) => sum + (lines.find((c) => c.lineId === l.id)?.purchasePrice ?? 0) * (l.qty - l.cancelledQty), 0);
    const vms: VmsOrderFields = {
      vendorCode: head.vendor_code,
      inboundWarehouseCode: head.wh_code,
      inboundWarehouseName: head.wh_name,
      lines,
      purchaseAmount: Math.round(amount * 100) / 100,
      purchaseCurrency: costs[0]?.currency ?? order.currency,
    };
    return { ...order, vms };
  }),

  defineHandler(getFobtOrderInfo, async ({ db, user, params, now }) => {
    const order = await orderDetail(db, { ...callerOf(user), now }, params.id, user.lang);
    const t = await db.maybe<Record<string, unknown>>(
      `SELECT f.incoterm, f.booking_no, f.container_no, pl.code AS pl_code, pl.name AS pl_name, pl.country AS pl_country,
              pd.code AS pd_code, pd.name AS pd_name, pd.country AS pd_country
         FROM order_fob_terms f
         LEFT JOIN ports pl ON pl.id = f.port_of_loading_id AND pl.tenant_id = f.tenant_id
         LEFT JOIN ports pd ON pd.id = f.port_of_discharge_id AND pd.tenant_id = f.tenant_id
        WHERE f.order_id = $1 AND f.tenant_id = $2`,
      [order.id, user.tenant.id],
    );
    const fobt: FobtOrderFields = t
      ? {
          incoterm: t.incoterm as FobtOrderFields['incoterm'],
          portOfLoading: port(t.pl_code, t.pl_name, t.pl_country),
          portOfDischarge: port(t.pd_code, t.pd_name, t.pd_country),
          bookingNo: String(t.booking_no),
          containerNo: String(t.container_no),
        }
      : { incoterm: null, portOfLoading: null, portOfDischarge: null, bookingNo: '', containerNo: '' };
    return { ...order, fobt };
  }),
];
