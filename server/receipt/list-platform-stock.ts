// The platform stock list (receipt.inventory, src/contract/receipt/platform-stock.ts): one row per
// stock row of a platform warehouse, with the goods in transit to it (lines of shipped inbounds not
// counted yet) and the age of its oldest batch: the receipts' good quantities of the sku there,
// newest first, fill on hand (the oldest were consumed first: FIFO), and the oldest one with
// something left gives the age; null when nothing is on hand or stock older than every receipt is
// left (its date is not known). Registered at import.
import { platformStockList } from '../../src/contract/receipt';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const platformStockListDefinition = registerList(
  defineSpecList(platformStockList, {
    from: sql`inventory_stock s
      JOIN warehouses w ON w.id = s.warehouse_id AND w.tenant_id = s.tenant_id AND w.type = 'platform'
      JOIN skus k ON k.id = s.sku_id AND k.tenant_id = s.tenant_id
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(il.qty), 0)::int AS qty FROM receipt_inbound_lines il
          JOIN receipt_inbounds i ON i.id = il.inbound_id AND i.tenant_id = il.tenant_id
          JOIN receipt_requests rq ON rq.id = i.request_id AND rq.tenant_id = i.tenant_id
         WHERE il.tenant_id = s.tenant_id AND il.sku_id = s.sku_id AND i.status IN ('shipped', 'rejectedAtDock') AND rq.warehouse_id = s.warehouse_id) tin
      CROSS JOIN LATERAL (
        SELECT min(b.received_at) FILTER (WHERE b.q > 0 AND b.cum - b.q < s.on_hand) AS oldest, coalesce(max(b.total), 0) AS total
          FROM (SELECT r.received_at, sum(l.received_good) AS q,
                       sum(sum(l.received_good)) OVER (ORDER BY r.received_at DESC, r.id DESC) AS cum,
                       sum(sum(l.received_good)) OVER () AS total
                  FROM receipts r JOIN receipt_lines l ON l.receipt_id = r.id
                 WHERE r.tenant_id = s.tenant_id AND r.warehouse_id = s.warehouse_id AND l.sku_id = s.sku_id
                 GROUP BY r.id, r.received_at) b) o`,
    id: sql`s.sku_id || '|' || s.warehouse_id`,
    fields: {
      id: sql`s.sku_id || '|' || s.warehouse_id`,
      sku: sql`k.sku`,
      skuName: sql`k.name`,
      warehouseCode: sql`w.code`,
      warehouse: sql`w.name`,
      onHand: sql`s.on_hand`,
      locked: sql`s.locked`,
      available: sql`(s.on_hand - s.locked - s.isolated)`,
      inTransitIn: sql`tin.qty`,
      oldestBatchDays: sql`(CASE WHEN s.on_hand <= 0 OR s.on_hand > o.total OR o.oldest IS NULL THEN NULL ELSE floor(extract(epoch FROM (now() - o.oldest)) / 86400)::int END)`,
    },
    scope: (caller) => [sql`s.tenant_id = ${caller.tenantId}`],
  }),
);
