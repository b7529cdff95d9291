// The replenishment order list (replenishment.list): its fields are declared once in the contract's
// list spec (replenishmentOrderList); here is the SQL of each. Registered at import.
import { replenishmentOrderList } from '../../src/contract/replenishment';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const replenishmentOrderListDefinition = registerList(
  defineSpecList(replenishmentOrderList, {
    from: sql`replenishment_orders r
      JOIN warehouses w ON w.id = r.warehouse_id AND w.tenant_id = r.tenant_id
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS n, coalesce(sum(l.suggested_qty), 0)::int AS suggested,
               (CASE WHEN bool_and(l.confirmed_qty IS NOT NULL) THEN sum(l.confirmed_qty) END)::int AS confirmed
          FROM replenishment_order_lines l WHERE l.order_id = r.id AND l.tenant_id = r.tenant_id) q`,
    id: sql`r.id`,
    fields: {
      id: sql`r.id`,
      orderNo: sql`r.order_no`,
      status: sql`r.status`,
      warehouse: sql`w.name`,
      lineCount: sql`q.n`,
      suggestedQty: sql`q.suggested`,
      confirmedQty: sql`q.confirmed`,
      deliverBy: sql`r.deliver_by`,
      createdAt: sql`r.created_at`,
      version: sql`r.version`,
    },
    scope: (caller) => [sql`r.tenant_id = ${caller.tenantId}`],
  }),
);
