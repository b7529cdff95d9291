// The inventory centre's stock overview (inventoryCenter.list, docs/domain/receipts.md "Slice (built):
// bulk packs and the centre's speed") on a seeded database: the list as it was (a CTE of every stock
// row of the tenant, hashed with warehouses and skus, then a top-N sort, and a capped count of 10,001
// joined rows) against the list as it is (the opening page: the stock rows of a window of its first
// skus, walked in order on the skus' index, and a total from the stock rows' count; any other search
// as before), in one run: the first page (sku order), the second page, a page sorted by on hand, the
// platform warehouses' first page and one sku. Prints the median
// time of each, buffers of the rows query, and the ratio; checks both answer the same rows. No
// wall-clock assertion. PGlite (and PostgreSQL when TEST_DATABASE_URL is set).
//   node --import tsx bench/inventory-centre.ts
process.env.SEED_ORDERS_PER_TENANT ??= '2000';
import { stockOverviewList } from '../src/contract/inventoryCenter';
import type { Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import { stockOverviewListDefinition } from '../server/inventoryCenter/list-stock-overview';
import type { ListCaller, ListDefinition } from '../server/lists/registry';
import { defineSpecList } from '../server/lists/spec-list';
import { sql } from '../server/lists/sql';
import { buffers, capturing, median, onEngines, printTable, type Captured } from './support/db';
import { record } from './support/results';

const RUNS = 5;

/** The list as built before (commit ba9cd98): one derived table with its CTEs, which the planner cannot pull up. */
const before: ListDefinition = defineSpecList(stockOverviewList, {
  from: (caller) => sql`(
      WITH moving AS (
        SELECT il.sku_id, i.from_warehouse_id AS out_wh, rq.warehouse_id AS in_wh, il.qty
          FROM receipt_inbounds i
          JOIN receipt_inbound_lines il ON il.inbound_id = i.id AND il.tenant_id = i.tenant_id
          JOIN receipt_requests rq ON rq.id = i.request_id AND rq.tenant_id = i.tenant_id
         WHERE i.tenant_id = ${caller.tenantId} AND i.status = 'shipped'
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
    skuOnHand: sql`(SELECT coalesce(sum(a.on_hand), 0)::int FROM inventory_stock a WHERE a.sku_id = x.sku_id)`,
    skuAvailable: sql`(SELECT coalesce(sum(a.on_hand - a.locked - a.isolated), 0)::int FROM inventory_stock a WHERE a.sku_id = x.sku_id)`,
    skuInTransit: sql`x.sku_moving`,
  },
  scope: () => [],
  filters: { withStock: (on) => (on ? sql`(x.on_hand > 0 OR x.tin > 0 OR x.tout > 0)` : sql`NOT (x.on_hand > 0 OR x.tin > 0 OR x.tout > 0)`) },
});

interface Line {
  engine: string;
  request: string;
  beforeMs: number;
  afterMs: number;
  beforeBuffers: number;
  afterBuffers: number;
}

async function measure(engine: string, db: Db): Promise<Line[]> {
  const t0 = performance.now();
  await migrate(db);
  const seeded = await seed(db);
  await db.exec('ANALYZE');
  console.log(`  ${engine}: migrated and seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const caller: ListCaller = { tenantId: seeded.tenantIds.harbor, userId: seeded.userIds.supplier1 ?? 'bench', lang: 'en' };
  const stockRows = (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM inventory_stock WHERE tenant_id = $1', [caller.tenantId])).n;
  console.log(`  Harbor holds ${stockRows.toLocaleString('en')} stock rows`);
  const first = await stockOverviewListDefinition.page(db, caller, stockOverviewList.query.parse({ pageSize: 50 }));
  const someSku = (first.rows[0] as { sku: string }).sku;
  const requests: [string, Record<string, unknown>][] = [
    ['first page (sku order)', { pageSize: 50 }],
    ['second page (sku order)', { pageSize: 50, cursor: first.nextCursor }],
    ['first page by on hand (desc)', { pageSize: 50, sort: { field: 'onHand', order: 'desc' } }],
    ['first page, platform warehouses', { pageSize: 50, conditions: { warehouseType: ['platform'] } }],
    ['one sku', { pageSize: 50, conditions: { sku: [someSku] } }],
  ];
  const lines: Line[] = [];
  for (const [request, body] of requests) {
    const query = stockOverviewList.query.parse(body);
    const old = await before.page(db, caller, query);
    const now = await stockOverviewListDefinition.page(db, caller, query);
    // the same answer: rows, order and total
    if (JSON.stringify(old.rows) !== JSON.stringify(now.rows) || old.total !== now.total || old.totalCapped !== now.totalCapped) {
      throw new Error(`${request}: the lists answer differently (total ${old.total} vs ${now.total})`);
    }
    const rowsBuffers = async (list: ListDefinition) => {
      const sent: Captured[] = [];
      await list.page(capturing(db, sent), caller, query);
      let n = 0;
      for (const q of sent) n += await buffers(db, q);
      return n;
    };
    lines.push({
      engine,
      request,
      beforeMs: await median(RUNS, () => before.page(db, caller, query)),
      afterMs: await median(RUNS, () => stockOverviewListDefinition.page(db, caller, query)),
      beforeBuffers: await rowsBuffers(before),
      afterBuffers: await rowsBuffers(stockOverviewListDefinition),
    });
  }
  return lines;
}

const lines = await onEngines(measure);
console.log('\n== Inventory centre stock overview: before (every stock row hashed and sorted) and after (the opening page from a window of its first skus), one run');
printTable(
  ['engine', 'request', 'before ms', 'after ms', 'after / before', 'before buffers', 'after buffers'],
  lines.map((l) => [l.engine, l.request, l.beforeMs.toFixed(1), l.afterMs.toFixed(1), (l.afterMs / l.beforeMs).toFixed(2), String(l.beforeBuffers), String(l.afterBuffers)]),
);
for (const l of lines) {
  record({ bench: 'inventory-centre', figure: `${l.engine} ${l.request}`, value: `${l.afterMs.toFixed(1)} ms`, target: '', verdict: 'context', note: `before ${l.beforeMs.toFixed(1)} ms (x${(l.afterMs / l.beforeMs).toFixed(2)})` });
}
