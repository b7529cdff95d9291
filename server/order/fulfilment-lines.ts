// The fulfilment receipt of the supplier's order lines (order.fulfillmentSearch, the spec's
// `scs-app/supplier/receipt/fulfillment/search`; docs/domain/orders.md, "Fulfilment by line"): one
// row per order line of the caller's tenant, read from the order, its lines, shipments, sku
// and receipt info as they are (nothing is copied). The list spec is the contract's
// fulfilmentLineList; here is the SQL of each field. Registered at import.
import { fulfilmentLineList, searchFulfilmentLines } from '../../src/contract';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { callerOf, registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

const open = sql`(l.qty - l.shipped_qty - l.cancelled_qty)`;

/** The line's fulfilment state (fulfilmentLineStatuses): from its quantities and the order's delivery. */
const lineStatus = sql`CASE
  WHEN ${open} > 0 AND l.shipped_qty = 0 THEN 'awaiting'
  WHEN ${open} > 0 THEN 'partShipped'
  WHEN l.shipped_qty = 0 THEN 'cancelled'
  WHEN o.delivered_at IS NOT NULL THEN 'delivered'
  ELSE 'shipped' END`;

export const fulfilmentLineListDefinition = registerList(
  defineSpecList(fulfilmentLineList, {
    // driven from the tenant's orders (their order-time index), each order's lines by its index;
    // the receipt info and the last shipment are looked up per row of the page (unique keys). The
    // lines and skus need no tenant condition: their composite foreign keys keep them the order's.
    from: sql`orders o
      JOIN order_lines l ON l.order_id = o.id
      JOIN skus s ON s.id = l.sku_id`,
    id: sql`l.id`,
    fields: {
      id: sql`l.id`,
      orderId: sql`o.id`,
      supplierOrderId: sql`o.supplier_order_id`,
      lineNo: sql`l.line_no`,
      sku: sql`s.sku`,
      skuName: sql`s.name`,
      status: lineStatus,
      orderStatus: sql`o.status`,
      qty: sql`l.qty`,
      shippedQty: sql`l.shipped_qty`,
      cancelledQty: sql`l.cancelled_qty`,
      openQty: open,
      receiptQty: sql`(SELECT rl.qty FROM order_receipt_lines rl WHERE rl.order_id = o.id AND rl.sku = s.sku)`,
      invoiceNo: sql`COALESCE((SELECT r.invoice_no FROM order_receipts r WHERE r.order_id = o.id), '')`,
      // the order's own copy of its warehouse's name (migration 022, kept equal to the warehouse)
      warehouseName: sql`o.warehouse_name`,
      orderTime: sql`o.order_time`,
      shipDeadline: sql`o.ship_deadline`,
      lastShippedAt: sql`(SELECT max(sh.shipped_at) FROM order_shipments sh JOIN order_shipment_lines sl ON sl.shipment_id = sh.id AND sl.line_id = l.id WHERE sh.order_id = o.id)`,
      deliveredAt: sql`o.delivered_at`,
    },
    scope: (caller) => [sql`o.tenant_id = ${caller.tenantId}`],
  }),
);

export const fulfilmentLineHandlers: HandlerEntry[] = [
  defineHandler(searchFulfilmentLines, async ({ db, user, body }) => (await fulfilmentLineListDefinition.page(db, callerOf(user), body)) as never),
];
