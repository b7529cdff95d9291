// The outbound order list (receipt.outboundOrder): its fields are declared once in the contract's
// list spec (outboundOrderList); here is the SQL of each. Lines and quantity come from the order's
// lines. Registered at import.
import { outboundOrderList } from '../../src/contract/receipt';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const outboundOrderListDefinition = registerList(
  defineSpecList(outboundOrderList, {
    from: sql`receipt_outbound_orders o
      JOIN warehouses w ON w.id = o.warehouse_id AND w.tenant_id = o.tenant_id
      LEFT JOIN warehouses t ON t.id = o.ship_to_id AND t.tenant_id = o.tenant_id
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS lines, coalesce(sum(l.qty), 0)::int AS qty FROM receipt_outbound_order_lines l WHERE l.order_id = o.id AND l.tenant_id = o.tenant_id) q`,
    id: sql`o.id`,
    fields: {
      id: sql`o.id`,
      orderNo: sql`o.order_no`,
      status: sql`o.status`,
      purpose: sql`o.purpose`,
      warehouse: sql`w.name`,
      shipTo: sql`t.name`,
      lines: sql`q.lines`,
      qty: sql`q.qty`,
      submittedAt: sql`o.submitted_at`,
      createdAt: sql`o.created_at`,
      version: sql`o.version`,
    },
    scope: (caller) => [sql`o.tenant_id = ${caller.tenantId}`],
  }),
);
