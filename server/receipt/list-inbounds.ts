// The inbound list (receipt.inbound): its fields are declared once in the contract's list spec
// (inboundList); here is the SQL of each. Quantity and differences come from the inbound's lines
// (a difference: a counted line whose received good and damaged differ from what was shipped, or
// with damaged units). Registered at import.
import { inboundList } from '../../src/contract/receipt';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const inboundListDefinition = registerList(
  defineSpecList(inboundList, {
    from: sql`receipt_inbounds i
      JOIN receipt_requests r ON r.id = i.request_id AND r.tenant_id = i.tenant_id
      JOIN warehouses f ON f.id = i.from_warehouse_id AND f.tenant_id = i.tenant_id
      JOIN warehouses p ON p.id = r.warehouse_id AND p.tenant_id = r.tenant_id
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(il.qty), 0)::int AS qty,
               count(*) FILTER (WHERE il.received_good IS NOT NULL AND (il.received_good + il.received_damaged <> il.qty OR il.received_damaged > 0))::int AS differences
          FROM receipt_inbound_lines il WHERE il.inbound_id = i.id AND il.tenant_id = i.tenant_id) t`,
    id: sql`i.id`,
    fields: {
      id: sql`i.id`,
      inboundNo: sql`i.inbound_no`,
      requestNo: sql`r.request_no`,
      status: sql`i.status`,
      fromWarehouse: sql`f.name`,
      toWarehouse: sql`p.name`,
      qty: sql`t.qty`,
      trackingNo: sql`i.tracking_no`,
      differences: sql`t.differences`,
      shippedAt: sql`i.shipped_at`,
      createdAt: sql`i.created_at`,
      version: sql`i.version`,
    },
    scope: (caller) => [sql`i.tenant_id = ${caller.tenantId}`],
  }),
);
