// The outbound list (receipt.outbound, the platform's notices): its fields are declared once in the
// contract's list spec (outboundList); here is the SQL of each. The quantity is what the lines take.
// Registered at import.
import { outboundList } from '../../src/contract/receipt';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const outboundListDefinition = registerList(
  defineSpecList(outboundList, {
    from: sql`receipt_outbounds o
      JOIN warehouses w ON w.id = o.warehouse_id AND w.tenant_id = o.tenant_id
      LEFT JOIN warehouses t ON t.id = o.ship_to_id AND t.tenant_id = o.tenant_id
      CROSS JOIN LATERAL (SELECT coalesce(sum(l.qty), 0)::int AS qty FROM receipt_outbound_lines l WHERE l.outbound_id = o.id AND l.tenant_id = o.tenant_id) q`,
    id: sql`o.id`,
    fields: {
      id: sql`o.id`,
      outboundNo: sql`o.outbound_no`,
      status: sql`o.status`,
      cause: sql`o.cause`,
      warehouse: sql`w.name`,
      shipTo: sql`t.name`,
      qty: sql`q.qty`,
      answerBy: sql`o.answer_by`,
      createdAt: sql`o.created_at`,
      version: sql`o.version`,
    },
    scope: (caller) => [sql`o.tenant_id = ${caller.tenantId}`],
  }),
);
