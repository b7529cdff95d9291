// The receipt request list (receipt.request): its fields are declared once in the contract's list
// spec (requestList); here is the SQL of each. A request's totals come from its lines and the
// lines of its shipped inbounds. Registered at import.
import { requestList } from '../../src/contract/receipt';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';
import { closesSoon } from './due-soon';

export const requestListDefinition = registerList(
  defineSpecList(requestList, {
    from: sql`receipt_requests r JOIN warehouses w ON w.id = r.warehouse_id AND w.tenant_id = r.tenant_id
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS lines, coalesce(sum(rl.requested_qty), 0)::int AS requested,
               coalesce(sum(rl.requested_qty - CASE WHEN rl.refuse_reason IS NULL THEN 0 ELSE rl.requested_qty - rl.reserved_qty - rl.backorder_qty END), 0)::int AS wanted
          FROM receipt_request_lines rl WHERE rl.request_id = r.id AND rl.tenant_id = r.tenant_id) t
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(il.qty), 0)::int AS shipped FROM receipt_inbounds i JOIN receipt_inbound_lines il ON il.inbound_id = i.id AND il.tenant_id = i.tenant_id
         WHERE i.request_id = r.id AND i.tenant_id = r.tenant_id AND i.status IN ('shipped', 'rejectedAtDock', 'received', 'closed')) s`,
    id: sql`r.id`,
    fields: {
      id: sql`r.id`,
      requestNo: sql`r.request_no`,
      warehouse: sql`w.name`,
      deliveryType: sql`r.delivery_type`,
      status: sql`r.status`,
      lines: sql`t.lines`,
      requestedQty: sql`t.requested`,
      openQty: sql`CASE WHEN r.status = 'cancelled' THEN 0 ELSE greatest(t.wanted - s.shipped, 0) END`,
      ackClosesAt: sql`r.ack_closes_at`,
      deliverBy: sql`r.deliver_by`,
      createdAt: sql`r.created_at`,
      version: sql`r.version`,
    },
    scope: (caller) => [sql`r.tenant_id = ${caller.tenantId}`],
    // the dashboard's counts (due-soon.ts): still open to acknowledge; still something to ship
    filters: {
      ackDue: (on, caller) => (on ? sql`r.status = 'open' AND ${closesSoon(sql`r.ack_closes_at`, caller)}` : undefined),
      deliveryDue: (on, caller) => (on ? sql`r.status <> 'cancelled' AND t.wanted > s.shipped AND ${closesSoon(sql`r.deliver_by`, caller)}` : undefined),
    },
  }),
);
