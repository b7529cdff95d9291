// The replenishment inbound list (replenishment.inbound): the receipt inbounds whose request is
// linked to a replenishment order (receipt_requests.replenishment_order_id, migration 062); its
// fields are declared once in the contract's list spec; here is the SQL of each. Registered at import.
import { replenishmentInboundList } from '../../src/contract/replenishment';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const replenishmentInboundListDefinition = registerList(
  defineSpecList(replenishmentInboundList, {
    from: sql`receipt_inbounds i
      JOIN receipt_requests q ON q.id = i.request_id AND q.tenant_id = i.tenant_id
      JOIN replenishment_orders o ON o.id = q.replenishment_order_id AND o.tenant_id = q.tenant_id
      JOIN warehouses p ON p.id = o.warehouse_id AND p.tenant_id = o.tenant_id
      CROSS JOIN LATERAL (SELECT coalesce(sum(il.qty), 0)::int AS qty FROM receipt_inbound_lines il WHERE il.inbound_id = i.id AND il.tenant_id = i.tenant_id) t`,
    id: sql`i.id`,
    fields: {
      id: sql`i.id`,
      inboundNo: sql`i.inbound_no`,
      orderNo: sql`o.order_no`,
      status: sql`i.status`,
      warehouse: sql`p.name`,
      qty: sql`t.qty`,
      trackingNo: sql`i.tracking_no`,
      shippedAt: sql`i.shipped_at`,
      receivedAt: sql`i.received_at`,
      createdAt: sql`i.created_at`,
      version: sql`i.version`,
    },
    scope: (caller) => [sql`i.tenant_id = ${caller.tenantId}`],
  }),
);
