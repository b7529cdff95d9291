// The inventory centre's list (inventoryCenter.list, src/contract/inventoryCenter/stock.ts): a row per
// sku and warehouse of the caller's tenant over every warehouse type, read from the stock rows and
// the goods between warehouses (docs/domain/receipts.md, "Stock: one table, one equation"):
//   - a shipped inbound's lines are out of its ship-from warehouse and into its request's platform
//     warehouse until the platform counts them;
//   - a confirmed outbound order's lines are out of its platform warehouse (into its ship-to for a
//     return; a scrap order goes nowhere) until delivered or scrapped;
//   - a confirmed outbound's lines are out of its platform warehouse and into its ship-to until
//     delivered; a reversed one's are on their way back into the platform warehouse.
// A pair with goods in transit but no stock row yet is listed too (on hand 0). The sku's totals are
// over all its warehouses whatever the conditions (subqueries on the sku, not on the rows kept), and its
// goods in transit count each movement once. The derived table holds the caller's tenant only: the
// conditions and the keyset pager work on it as on any list. Registered at import.
// Cost: the goods in transit are a few hundred lines a tenant (hashed once a page); the stock rows
// are read once a page (16,500 a seeded supplier) and sorted; the sku's totals are read through
// the stock's primary key for the page's rows (see docs/domain/receipts.md for the measured plan).
import { stockOverviewList } from '../../src/contract/inventoryCenter';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const stockOverviewListDefinition = registerList(
  defineSpecList(stockOverviewList, {
    from: (caller) => sql`(
      WITH moving AS (
        SELECT il.sku_id, i.from_warehouse_id AS out_wh, rq.warehouse_id AS in_wh, il.qty
          FROM receipt_inbounds i
          JOIN receipt_inbound_lines il ON il.inbound_id = i.id AND il.tenant_id = i.tenant_id
          JOIN receipt_requests rq ON rq.id = i.request_id AND rq.tenant_id = i.tenant_id
         WHERE i.tenant_id = ${caller.tenantId} AND i.status IN ('shipped', 'rejectedAtDock')
        UNION ALL
        SELECT ol.sku_id, o.warehouse_id, o.ship_to_id, ol.qty
          FROM receipt_outbound_orders o JOIN receipt_outbound_order_lines ol ON ol.order_id = o.id AND ol.tenant_id = o.tenant_id
         WHERE o.tenant_id = ${caller.tenantId} AND o.status = 'confirmed'
        UNION ALL
        SELECT l.sku_id, CASE WHEN b.status = 'confirmed' THEN b.warehouse_id END, CASE WHEN b.status = 'confirmed' THEN b.ship_to_id ELSE b.warehouse_id END, l.qty
          FROM receipt_outbounds b JOIN receipt_outbound_lines l ON l.outbound_id = b.id AND l.tenant_id = b.tenant_id
         WHERE b.tenant_id = ${caller.tenantId} AND b.status IN ('confirmed', 'reversed') AND l.qty > 0
      ),
      transit AS (
        SELECT sku_id, warehouse_id, sum(tin)::int AS tin, sum(tout)::int AS tout FROM (
          SELECT sku_id, in_wh AS warehouse_id, qty AS tin, 0 AS tout FROM moving WHERE in_wh IS NOT NULL
          UNION ALL
          SELECT sku_id, out_wh, 0, qty FROM moving WHERE out_wh IS NOT NULL) e
         GROUP BY sku_id, warehouse_id
      ),
      -- the stock rows, and the pairs with goods on the way but no stock row yet
      pairs AS (
        SELECT s.sku_id, s.warehouse_id, s.on_hand, s.locked, s.isolated FROM inventory_stock s WHERE s.tenant_id = ${caller.tenantId}
        UNION ALL
        SELECT t.sku_id, t.warehouse_id, 0, 0, 0 FROM transit t
         WHERE NOT EXISTS (SELECT 1 FROM inventory_stock s WHERE s.sku_id = t.sku_id AND s.warehouse_id = t.warehouse_id)
      )
      SELECT p.sku_id, p.warehouse_id, p.on_hand, p.locked, p.isolated, p.on_hand - p.locked - p.isolated AS available,
             coalesce(t.tin, 0) AS tin, coalesce(t.tout, 0) AS tout, coalesce(m.qty, 0) AS sku_moving
        FROM pairs p
        LEFT JOIN transit t ON t.sku_id = p.sku_id AND t.warehouse_id = p.warehouse_id
        LEFT JOIN (SELECT sku_id, sum(qty)::int AS qty FROM moving GROUP BY sku_id) m ON m.sku_id = p.sku_id) x
      JOIN warehouses w ON w.id = x.warehouse_id AND w.tenant_id = ${caller.tenantId}
      JOIN skus k ON k.id = x.sku_id AND k.tenant_id = ${caller.tenantId}`,
    id: sql`(x.sku_id || '|' || x.warehouse_id)`,
    fields: {
      id: sql`(x.sku_id || '|' || x.warehouse_id)`,
      sku: sql`k.sku`,
      skuName: sql`k.name`,
      warehouseCode: sql`w.code`,
      warehouse: sql`w.name`,
      warehouseType: sql`w.type`,
      onHand: sql`x.on_hand`,
      locked: sql`x.locked`,
      isolated: sql`x.isolated`,
      available: sql`x.available`,
      inTransitIn: sql`x.tin`,
      inTransitOut: sql`x.tout`,
      // per output row through the stock's primary key (sku_id, warehouse_id): the page's rows only, unless sorted by them
      skuOnHand: sql`(SELECT coalesce(sum(a.on_hand), 0)::int FROM inventory_stock a WHERE a.sku_id = x.sku_id)`,
      skuAvailable: sql`(SELECT coalesce(sum(a.on_hand - a.locked - a.isolated), 0)::int FROM inventory_stock a WHERE a.sku_id = x.sku_id)`,
      skuInTransit: sql`x.sku_moving`,
    },
    // the derived table holds the caller's tenant only
    scope: () => [],
    filters: {
      withStock: (on) => (on ? sql`(x.on_hand > 0 OR x.tin > 0 OR x.tout > 0)` : sql`NOT (x.on_hand > 0 OR x.tin > 0 OR x.tout > 0)`),
    },
  }),
);
