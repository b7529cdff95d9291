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
// Cost (docs/domain/receipts.md, "Slice (built): bulk packs and the centre's speed"; bench/inventory-centre.ts):
// the goods in transit are a few hundred lines a tenant (hashed once a page); the sku's totals are
// read through the stock's primary key for the page's rows. The first page of the overview as it
// opens (no condition, sku order, no cursor) reads only the stock rows of its first skus: a window
// of pageSize + 1 skus with a row, walked in order on skus_sku_idx (each sku gives at least one row,
// so the page and the row telling "more" are among them), and its total is the tenant's stock rows
// and transit-only pairs counted, not 10,001 joined rows. Any other page, sort or condition reads
// every stock row of the tenant, hashed and sorted (17,500 a seeded supplier).
import { TOTAL_CAP, type TableQuery } from '../../src/contract';
import { stockOverviewList } from '../../src/contract/inventoryCenter';
import { registerList, type ListCaller, type ListDefinition } from '../lists/registry';
import { defineSpecList, type SpecListSql } from '../lists/spec-list';
import { sql, type SqlFragment } from '../lists/sql';

type Fields = typeof stockOverviewList.fields;
type Extra = typeof stockOverviewList.extraConditions;

/** The goods between warehouses of the tenant (moving: one row a line; transit: per sku and warehouse, in and out), as CTEs. */
const transitCtes = (tenantId: string) => sql`moving AS (
        SELECT il.sku_id, i.from_warehouse_id AS out_wh, rq.warehouse_id AS in_wh, il.qty
          FROM receipt_inbounds i
          JOIN receipt_inbound_lines il ON il.inbound_id = i.id AND il.tenant_id = i.tenant_id
          JOIN receipt_requests rq ON rq.id = i.request_id AND rq.tenant_id = i.tenant_id
         WHERE i.tenant_id = ${tenantId} AND i.status IN ('shipped', 'rejectedAtDock')
        UNION ALL
        SELECT ol.sku_id, o.warehouse_id, o.ship_to_id, ol.qty
          FROM receipt_outbound_orders o JOIN receipt_outbound_order_lines ol ON ol.order_id = o.id AND ol.tenant_id = o.tenant_id
         WHERE o.tenant_id = ${tenantId} AND o.status = 'confirmed'
        UNION ALL
        SELECT l.sku_id, CASE WHEN b.status = 'confirmed' THEN b.warehouse_id END, CASE WHEN b.status = 'confirmed' THEN b.ship_to_id ELSE b.warehouse_id END, l.qty
          FROM receipt_outbounds b JOIN receipt_outbound_lines l ON l.outbound_id = b.id AND l.tenant_id = b.tenant_id
         WHERE b.tenant_id = ${tenantId} AND b.status IN ('confirmed', 'reversed') AND l.qty > 0
      ),
      transit AS (
        SELECT sku_id, warehouse_id, sum(tin)::int AS tin, sum(tout)::int AS tout FROM (
          SELECT sku_id, in_wh AS warehouse_id, qty AS tin, 0 AS tout FROM moving WHERE in_wh IS NOT NULL
          UNION ALL
          SELECT sku_id, out_wh, 0, qty FROM moving WHERE out_wh IS NOT NULL) e
         GROUP BY sku_id, warehouse_id
      )`;

/**
 * The rows of the tenant: every stock row and transit-only pair, or, with a window of n, those of
 * the first n skus (by code) that have one.
 */
const overviewFrom = (caller: ListCaller, window: number | null): SqlFragment => sql`(
      WITH ${transitCtes(caller.tenantId)},
${
        window === null
          ? sql``
          : sql`-- the first skus by code with a stock row (skus_sku_idx in order, each checked on the stock's primary key) or goods on the way
      win AS MATERIALIZED (
        SELECT id FROM (
          (SELECT k.id, k.sku FROM skus k
            WHERE k.tenant_id = ${caller.tenantId} AND EXISTS (SELECT 1 FROM inventory_stock s WHERE s.sku_id = k.id)
            ORDER BY k.sku LIMIT ${window})
          UNION
          SELECT k.id, k.sku FROM (SELECT DISTINCT sku_id FROM transit) t JOIN skus k ON k.id = t.sku_id AND k.tenant_id = ${caller.tenantId}) u
         ORDER BY sku LIMIT ${window}
      ),`
      }
      -- the stock rows, and the pairs with goods on the way but no stock row yet
      pairs AS (
        ${
          window === null
            ? sql`SELECT s.sku_id, s.warehouse_id, s.on_hand, s.locked, s.isolated FROM inventory_stock s WHERE s.tenant_id = ${caller.tenantId}`
            : // each window sku's rows on the primary key (OFFSET 0 keeps the planner from hashing every stock row instead)
              sql`SELECT s.sku_id, s.warehouse_id, s.on_hand, s.locked, s.isolated FROM win
                   CROSS JOIN LATERAL (SELECT * FROM inventory_stock s WHERE s.sku_id = win.id OFFSET 0) s`
        }
        UNION ALL
        SELECT t.sku_id, t.warehouse_id, 0, 0, 0 FROM transit t
         WHERE NOT EXISTS (SELECT 1 FROM inventory_stock s WHERE s.sku_id = t.sku_id AND s.warehouse_id = t.warehouse_id)${window === null ? sql`` : sql` AND t.sku_id IN (SELECT id FROM win)`}
      )
      SELECT p.sku_id, p.warehouse_id, p.on_hand, p.locked, p.isolated, p.on_hand - p.locked - p.isolated AS available,
             coalesce(t.tin, 0) AS tin, coalesce(t.tout, 0) AS tout, coalesce(m.qty, 0) AS sku_moving
        FROM pairs p
        LEFT JOIN transit t ON t.sku_id = p.sku_id AND t.warehouse_id = p.warehouse_id
        LEFT JOIN (SELECT sku_id, sum(qty)::int AS qty FROM moving GROUP BY sku_id) m ON m.sku_id = p.sku_id) x
      JOIN warehouses w ON w.id = x.warehouse_id AND w.tenant_id = ${caller.tenantId}
      JOIN skus k ON k.id = x.sku_id AND k.tenant_id = ${caller.tenantId}`;

/**
 * How many rows the overview lists without conditions: the tenant's stock rows and its transit-only
 * pairs; the stock rows counted up to the list's cap + 1 unless the exact total is asked (past the
 * cap the page says "more than").
 */
const everyRowCount = (tenantId: string, exact: boolean) => sql`WITH ${transitCtes(tenantId)}
  SELECT ((SELECT count(*) FROM (SELECT 1 FROM inventory_stock s WHERE s.tenant_id = ${tenantId}${exact ? sql`` : sql` LIMIT ${TOTAL_CAP + 1}`}) c)
        + (SELECT count(*) FROM transit t WHERE NOT EXISTS (SELECT 1 FROM inventory_stock s WHERE s.sku_id = t.sku_id AND s.warehouse_id = t.warehouse_id)))::int AS n`;

const listSql = (from: (caller: ListCaller) => SqlFragment): SpecListSql<Fields, Extra> => ({
    from,
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
});

const everyRow = defineSpecList(stockOverviewList, listSql((caller) => overviewFrom(caller, null)));

/** The overview as it opens: no condition, sorted by sku ascending (the default), no cursor. */
const opening = (query: TableQuery) =>
  !query.cursor &&
  Object.values(query.conditions ?? {}).every((v) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) &&
  (!query.sort || (query.sort.field === stockOverviewList.table.defaultSort.field && query.sort.order === stockOverviewList.table.defaultSort.order));

export const stockOverviewListDefinition: ListDefinition = registerList({
  ...everyRow,
  page: (db, caller, query) => {
    if (!opening(query)) return everyRow.page(db, caller, query);
    // the first pageSize + 1 skus hold the page and the row after it; the total is every row's
    const firstSkus = defineSpecList(stockOverviewList, {
      ...listSql(() => overviewFrom(caller, query.pageSize + 1)),
      total: () => everyRowCount(caller.tenantId, !!query.exactTotal),
    });
    return firstSkus.page(db, caller, query);
  },
});
