// The order search (order.search, the list platform's order.list table) at scale: one supplier
// tenant seeded with 10^6 orders by the demo seed (server/order/seed-orders.ts: lines, shipments and
// status logs included), a second tenant with 20,000 beside it, then the first page and a deep
// page (~90% down, reached by building the cursor directly) of the searches a supplier runs all
// day: everything newest first, one status, late to ship, due to ship within 24 h, a quick query
// by order number, and a shop. For each: the queries the request sent, the buffers they touched
// (EXPLAIN (ANALYZE, BUFFERS): shared hit + read of the whole plan), rows returned, and the median
// time of the request. PGlite always (on disk in a temporary directory); PostgreSQL too when
// TEST_DATABASE_URL is set (`node scripts/with-pg.mjs node --import tsx bench/order-search.ts`).
// No pass/fail: targets (issue 7) are at most 3 queries and 50 buffers per page at any depth.
//   node --import tsx bench/order-search.ts [orders]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db, SqlParam } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { seed, seedTenants } from '../server/db/seed';
import { ORDERS_ANCHOR, seedOrders } from '../server/order/seed-orders';
import { encodeCursor } from '../server/lists/keyset';
import { orderList, type OrderListCaller } from '../server/order/list-orders';
import { buffers, capturing, median, onEngines, printTable, type Captured } from './support/db';
import { atMost, record } from './support/results';

const ORDERS = Number(process.argv[2] ?? 1_000_000);
const PAGE = 20;
const RUNS = 5;
const NOW = new Date(ORDERS_ANCHOR.getTime() + 8 * 3_600_000);

async function load(db: Db): Promise<{ tenantId: string; cartId: string }> {
  await migrate(db);
  // the demo seed without orders, then orders for two supplier tenants
  process.env.SEED_ORDERS_PER_TENANT = '0';
  const { tenantIds } = await seed(db);
  const harbor = seedTenants.filter((t) => t.key === 'harbor');
  const pacific = seedTenants.filter((t) => t.key === 'pacific');
  const t0 = performance.now();
  await seedOrders(db, harbor, tenantIds, ORDERS, ORDERS_ANCHOR);
  const seconds = (performance.now() - t0) / 1000;
  await seedOrders(db, pacific, tenantIds, 20_000, ORDERS_ANCHOR);
  for (const table of ['orders', 'order_lines', 'order_shipments', 'order_shipment_lines', 'order_status_logs']) await db.exec(`ANALYZE ${table}`);
  const counts = await db.one<{ o: number; l: number; g: number }>(
    'SELECT (SELECT count(*) FROM orders)::int AS o, (SELECT count(*) FROM order_lines)::int AS l, (SELECT count(*) FROM order_status_logs)::int AS g',
  );
  console.log(
    `  seeded ${ORDERS.toLocaleString('en')} orders for one tenant in ${seconds.toFixed(1)} s; in all ${counts.o.toLocaleString('en')} orders, ${counts.l.toLocaleString('en')} lines, ${counts.g.toLocaleString('en')} log entries`,
  );
  const cart = await db.one<{ id: string }>('SELECT cart_id AS id FROM orders WHERE tenant_id = $1 GROUP BY cart_id ORDER BY count(*) DESC LIMIT 1', [tenantIds.harbor]);
  return { tenantId: tenantIds.harbor, cartId: cart.id };
}

interface Search {
  name: string;
  conditions: Record<string, unknown>;
  /** The WHERE of the same search, for finding the deep page's cursor (setup, not measured). */
  where: string;
  params: unknown[];
}

function searches(cartId: string): Search[] {
  const middleNo = `PO${String(Math.floor(ORDERS / 2)).padStart(8, '0')}`;
  const shipAlert = new Date(NOW.getTime() + 24 * 3_600_000);
  const open = "status IN ('pendingAcknowledge', 'awaitingShipment', 'partShipped')";
  return [
    { name: 'all, newest first', conditions: {}, where: 'true', params: [] },
    { name: 'status awaiting shipment', conditions: { sellerOrderStatuses: ['awaitingShipment'] }, where: "status = 'awaitingShipment'", params: [] },
    { name: 'late to ship', conditions: { delayShip: true }, where: `${open} AND ship_deadline < $2`, params: [NOW] },
    { name: 'due to ship within 24 h', conditions: { delayShipAlert: true }, where: `${open} AND ship_deadline >= $2 AND ship_deadline < $3`, params: [NOW, shipAlert] },
    { name: 'one shop', conditions: { cartIds: [cartId] }, where: 'cart_id = $2', params: [cartId] },
    { name: 'quick query (an order no.)', conditions: { quickQuery: middleNo }, where: 'supplier_order_id = $2', params: [middleNo] },
  ];
}

interface Line {
  engine: string;
  search: string;
  page: string;
  rows: number;
  queries: number;
  buffers: string;
  ms: number;
}

async function measure(engine: string, db: Db): Promise<Line[]> {
  const { tenantId, cartId } = await load(db);
  const caller: OrderListCaller = { tenantId, userId: 'bench', lang: 'en', now: NOW };
  const lines: Line[] = [];
  for (const s of searches(cartId)) {
    const matching = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE tenant_id = $1 AND ${s.where}`, [tenantId, ...s.params] as SqlParam[]);
    const depth = Math.floor(matching.n * 0.9);
    const pages: [string, string | null][] = [['first', null]];
    if (depth > PAGE) {
      const anchor = await db.one<{ v: string; i: string }>(
        `SELECT order_time::text AS v, id AS i FROM orders WHERE tenant_id = $1 AND ${s.where} ORDER BY order_time DESC, id DESC OFFSET ${depth - 1} LIMIT 1`,
        [tenantId, ...s.params] as SqlParam[],
      );
      pages.push([`at row ${depth.toLocaleString('en')}`, encodeCursor({ f: 'orderTime', o: 'desc', s: 'order.list', v: anchor.v, i: anchor.i })]);
    }
    for (const [label, cursor] of pages) {
      const query = { conditions: s.conditions, pageSize: PAGE, cursor };
      const captured: Captured[] = [];
      const page = await orderList.page(capturing(db, captured), caller, query as never);
      const perQuery: number[] = [];
      for (const q of captured) perQuery.push(await buffers(db, q));
      lines.push({
        engine,
        search: `${s.name} (${matching.n.toLocaleString('en')})`,
        page: label,
        rows: page.rows.length,
        queries: captured.length,
        buffers: perQuery.join(' + '),
        ms: await median(RUNS, () => orderList.page(db, caller, query as never)),
      });
    }
  }
  return lines;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'wharf-bench-orders-'));
  console.log(`PGlite (on disk), ${ORDERS.toLocaleString('en')} orders in one tenant, page size ${PAGE}, median of ${RUNS}`);
  try {
    const lines = await onEngines(measure, dir);
    printTable(
      ['engine', 'search (matching)', 'page', 'rows', 'queries', 'buffers per query', 'ms (request, median)'],
      lines.map((l) => [l.engine, l.search, l.page, String(l.rows), String(l.queries), l.buffers, l.ms.toFixed(2)]),
    );
    for (const l of lines) {
      const total = l.buffers.split(' + ').reduce((a, b) => a + Number(b), 0);
      const what = `${l.engine}: ${l.search}, ${l.page} page`.replace('first page', 'first').replace(/(at row [\d,]+) page/, 'page $1');
      record({ bench: 'order-search', figure: `queries per request (${what})`, value: String(l.queries), target: '<= 3', verdict: atMost(l.queries, 3), note: `${ORDERS.toLocaleString('en')} orders` });
      record({ bench: 'order-search', figure: `buffers per page (${what})`, value: total.toLocaleString('en'), target: '<= 50', verdict: atMost(total, 50), note: `${l.buffers} per query; ${l.ms.toFixed(1)} ms median` });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log('buffers = shared hit + read blocks of each query of the request (8 kB each): the rows query, then the capped count.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
