// The receipt lists (src/contract/receipt/receipt.ts): the inbox of open differences
// (receipt.difference: the first view of /receipt/list, the closing window first) and every receipt
// (receipt.receipt, with its quantities, its differences and whether it is settleable: none open or
// disputed). One SQL expression per field; registered at import.
import { differenceList, receiptList } from '../../src/contract/receipt';
import { equals } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';
import { closesSoon } from './due-soon';

export const differenceListDefinition = registerList(
  defineSpecList(differenceList, {
    from: sql`receipt_differences d
      JOIN receipts r ON r.id = d.receipt_id AND r.tenant_id = d.tenant_id
      JOIN receipt_inbounds i ON i.id = r.inbound_id AND i.tenant_id = r.tenant_id
      JOIN receipt_lines l ON l.id = d.line_id
      JOIN skus k ON k.id = d.sku_id AND k.tenant_id = d.tenant_id
      JOIN warehouses w ON w.id = r.warehouse_id AND w.tenant_id = r.tenant_id`,
    id: sql`d.id`,
    fields: {
      id: sql`d.id`,
      receiptId: sql`r.id`,
      receiptNo: sql`r.receipt_no`,
      inboundNo: sql`i.inbound_no`,
      sku: sql`k.sku`,
      type: sql`d.type`,
      qty: sql`d.qty`,
      value: sql`round(d.qty * l.unit_price, 2)`,
      currency: sql`l.currency`,
      answerClosesAt: sql`d.answer_closes_at`,
      attemptsLeft: sql`d.attempts_left`,
      warehouse: sql`w.name`,
      version: sql`d.version`,
    },
    scope: (caller) => [sql`d.tenant_id = ${caller.tenantId}`, sql`d.status = 'open'`],
    // the dashboard's differencesDue (due-soon.ts)
    filters: { dueSoon: (on, caller) => (on ? closesSoon(sql`d.answer_closes_at`, caller) : undefined) },
  }),
);

export const receiptListDefinition = registerList(
  defineSpecList(receiptList, {
    from: sql`receipts r
      JOIN receipt_inbounds i ON i.id = r.inbound_id AND i.tenant_id = r.tenant_id
      JOIN warehouses w ON w.id = r.warehouse_id AND w.tenant_id = r.tenant_id
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(l.shipped), 0)::int AS shipped, coalesce(sum(l.received_good), 0)::int AS good, coalesce(sum(l.received_damaged), 0)::int AS damaged
          FROM receipt_lines l WHERE l.receipt_id = r.id) q
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS all_diffs, count(*) FILTER (WHERE d.status = 'open')::int AS open_diffs, count(*) FILTER (WHERE d.status IN ('open', 'disputed'))::int AS pending
          FROM receipt_differences d WHERE d.receipt_id = r.id) t`,
    id: sql`r.id`,
    fields: {
      id: sql`r.id`,
      receiptNo: sql`r.receipt_no`,
      inboundNo: sql`i.inbound_no`,
      warehouse: sql`w.name`,
      shipped: sql`q.shipped`,
      receivedGood: sql`q.good`,
      receivedDamaged: sql`q.damaged`,
      differences: sql`t.all_diffs`,
      openDifferences: sql`t.open_diffs`,
      settleable: sql`(t.pending = 0)`,
      receivedAt: sql`r.received_at`,
      version: sql`r.version`,
    },
    scope: (caller) => [sql`r.tenant_id = ${caller.tenantId}`],
    filters: { settleable: (value) => equals(sql`(t.pending = 0)`, value) },
  }),
);
