// Lists at scale through the real server (issue 7, benchmark 3): one supplier tenant with ORDERS
// orders (the demo order seed, default 10^6) and CARTS shops (the demo's 300 plus synthetic ones,
// default 10^5), on PGlite (a temporary data directory) and on PostgreSQL (a throwaway cluster of
// its own, scripts/pg-cluster.mjs on a free port; skipped when PostgreSQL is not installed).
// For the order search (order.search, everything newest first) and the shop list
// (asset.cartSearch, by code), a first page and a deep page (~90% down, its keyset cursor built
// directly):
// - queries per request and buffers (EXPLAIN (ANALYZE, BUFFERS), shared hit + read) of the list's
//   own queries, run in this process on the same database before the server opens it (the
//   session lookup each HTTP request adds, one SELECT, is read from the code and added);
// - p50/p99 latency over HTTP at 16 concurrent clients (each signed in through the gateway, one
//   keep-alive connection each), REQUESTS requests per case, beside GET /gateway/login.css (a
//   constant body, no session, no database) of the same server in the same run: the hello world.
// The product lists (issue 19) at PRODUCTS products for the tenant (default 10^5: the demo's 2,400
// plus synthetic ones, one sku each): the product master list (product.masterSearch, newest change
// first) first page, a deep page, a title search for a word of one product in ten and one for a
// word of about one in a thousand; the vms seller list (product.vmsSearch, one row per sku, by
// seller sku) first page.
// Targets: at most 3 queries and 50 buffers per page at any depth; p99 at most 25 ms on PostgreSQL.
//   ORDERS=100000 CARTS=10000 PRODUCTS=100000 REQUESTS=800 npm run bench -- list-latency
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { openDb } from '../server/db/open-db';
import { seed, seedTenants } from '../server/db/seed';
import { ORDERS_ANCHOR, seedOrders } from '../server/order/seed-orders';
import { encodeCursor } from '../server/lists/keyset';
import { orderList } from '../server/order/list-orders';
import { cartList } from '../server/asset/list-cart';
import { productMasterListDefinition, vmsProductListDefinition } from '../server/product/list-master';
import { buffers, capturing, printTable, type Captured } from './support/db';
import { atMost, percentile, record } from './support/results';
import { signIn, startPg, startServer } from './support/server';

const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const CARTS = Number(process.env.CARTS ?? 100_000);
const REQUESTS = Number(process.env.REQUESTS ?? 800);
const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
const PRODUCT_PATH = '/back/api/scm-app/supplier/product/master/search';
const VMS_PATH = '/back/api/scm-app/supplier/product/vms/search';
const CLIENTS = 16;
const PAGE = 20;
const ORDER_PATH = '/back/api/scm-app/supplier/order/search';
const CART_PATH = '/back/api/scm-app/supplier/assets/cart/search';
const HELLO_PATH = '/gateway/login.css';

interface Case {
  name: string;
  path: string;
  /** undefined: a GET (the hello world) */
  body?: { conditions: Record<string, unknown>; pageSize: number; cursor: string | null };
  /** The list call of the same page, for queries and buffers. */
  list?: (db: Db) => Promise<{ rows: unknown[] }>;
}

async function load(db: Db): Promise<{ tenantId: string; userId: string }> {
  await migrate(db);
  process.env.SEED_ORDERS_PER_TENANT = '0';
  const { tenantIds, userIds } = await seed(db);
  const t0 = performance.now();
  await seedOrders(db, seedTenants.filter((t) => t.key === 'harbor'), tenantIds, ORDERS, ORDERS_ANCHOR);
  const tenantId = tenantIds.harbor;
  const have = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM carts WHERE tenant_id = $1', [tenantId]);
  if (CARTS > have.n) {
    await db.query(
      `INSERT INTO carts (id, tenant_id, code, name, platform_code, site_country, currency, platform_shop_id, status, created_at, updated_at)
       SELECT 'ct_bench_' || g, t.tenant_id, 'BENCH-' || lpad(g::text, 7, '0'), 'Bench shop ' || g, t.platform_code, t.site_country, t.currency,
              'bench' || g, CASE WHEN g % 10 = 0 THEN 'paused' ELSE 'active' END, t.created_at, t.updated_at
       FROM generate_series(1, $2::int) AS g,
            (SELECT * FROM carts WHERE tenant_id = $1 ORDER BY id LIMIT 1) AS t`,
      [tenantId, CARTS - have.n],
    );
  }
  const products = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE tenant_id = $1', [tenantId]);
  if (PRODUCTS > products.n) {
    // synthetic products copied from the seeded ones (title, brand, category, channel), one sku each,
    // their changes a second apart so the newest-first order has no ties to lean on
    const src = `src AS (SELECT array_agg(id ORDER BY id) AS ids FROM products WHERE tenant_id = $1)`;
    await db.query(
      `WITH ${src}
       INSERT INTO products (id, tenant_id, cart_id, platform_code, product_code, title, brand, category, status, currency, sku_count, supply_price_min, supply_price_max, stock, created_at, updated_at)
       SELECT 'pr-bench-' || g, $1, t.cart_id, t.platform_code, 'BENCH' || lpad(g::text, 7, '0'), t.title, t.brand, t.category,
              CASE WHEN g % 9 = 0 THEN 'offShelf' ELSE 'onSale' END, t.currency, 1, t.supply_price_min, t.supply_price_min, t.stock, t.created_at, t.updated_at - make_interval(secs => g)
         FROM generate_series(1, $2::int) g CROSS JOIN src JOIN products t ON t.id = src.ids[1 + g % cardinality(src.ids)]`,
      [tenantId, PRODUCTS - products.n],
    );
    await db.query(
      `WITH ${src}
       INSERT INTO product_skus (id, tenant_id, product_id, sku_id, seller_sku, asin, variant, supply_price, sale_price, stock, status)
       SELECT 'pr-bench-' || g || '-1', $1, 'pr-bench-' || g, s.sku_id, 'BENCH' || lpad(g::text, 7, '0') || '-1', 'BX' || lpad(g::text, 8, '0'), s.variant, s.supply_price, s.sale_price, s.stock, 'active'
         FROM generate_series(1, $2::int) g CROSS JOIN src JOIN product_skus s ON s.id = src.ids[1 + g % cardinality(src.ids)] || '-1'`,
      [tenantId, PRODUCTS - products.n],
    );
  }
  for (const table of ['orders', 'order_lines', 'carts', 'cart_logistics', 'products', 'product_skus', 'product_attributes']) await db.exec(`ANALYZE ${table}`);
  const counts = await db.one<{ o: number; c: number }>(
    'SELECT (SELECT count(*) FROM orders WHERE tenant_id = $1)::int AS o, (SELECT count(*) FROM carts WHERE tenant_id = $1)::int AS c',
    [tenantId],
  );
  const p = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE tenant_id = $1', [tenantId]);
  console.log(`  seeded ${counts.o.toLocaleString('en')} orders, ${counts.c.toLocaleString('en')} shops and ${p.n.toLocaleString('en')} products for supplier1's tenant in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return { tenantId, userId: userIds.supplier1 };
}

async function cases(db: Db, tenantId: string, userId: string): Promise<Case[]> {
  const caller = { tenantId, userId, lang: 'en' as const, now: new Date(ORDERS_ANCHOR.getTime() + 8 * 3_600_000) };
  const orderDepth = Math.floor(ORDERS * 0.9);
  const o = await db.one<{ v: string; i: string }>(
    `SELECT order_time::text AS v, id AS i FROM orders WHERE tenant_id = $1 ORDER BY order_time DESC, id DESC OFFSET ${orderDepth - 1} LIMIT 1`,
    [tenantId],
  );
  const cartCount = (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM carts WHERE tenant_id = $1', [tenantId])).n;
  const cartDepth = Math.floor(cartCount * 0.9);
  const c = await db.one<{ v: string; i: string }>(
    `SELECT code AS v, id AS i FROM carts WHERE tenant_id = $1 ORDER BY code ASC, id ASC OFFSET ${cartDepth - 1} LIMIT 1`,
    [tenantId],
  );
  const orderCursor = encodeCursor({ f: 'orderTime', o: 'desc', s: 'order.list', v: o.v, i: o.i });
  const cartCursor = encodeCursor({ f: 'code', o: 'asc', s: 'asset.cart', v: c.v, i: c.i });
  const q = (cursor: string | null) => ({ conditions: {}, pageSize: PAGE, cursor });
  const productCount = (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE tenant_id = $1', [tenantId])).n;
  const productDepth = Math.floor(productCount * 0.9);
  const pr = await db.one<{ v: string; i: string }>(
    `SELECT updated_at::text AS v, id AS i FROM products WHERE tenant_id = $1 ORDER BY updated_at DESC, id DESC OFFSET ${productDepth - 1} LIMIT 1`,
    [tenantId],
  );
  const productCursor = encodeCursor({ f: 'updatedAt', o: 'desc', s: 'product.masterList', v: pr.v, i: pr.i });
  // a word of the titles that about one product in ten has: the search scans the newest first until a page is full
  const word = (await db.one<{ w: string }>(
    `SELECT w FROM (SELECT lower(split_part(title, ' ', 1)) AS w, count(*) AS n FROM products WHERE tenant_id = $1 GROUP BY 1) x ORDER BY abs(n - $2::int / 10), w LIMIT 1`,
    [tenantId, productCount],
  )).w;
  const titleQuery = { conditions: { title: word }, pageSize: PAGE, cursor: null };
  // and a word about one product in a thousand has (a name the user looks for): without an index
  // of the titles' words, the rows and the count both read the tenant's products until the end
  const rare = await db.one<{ w: string; n: number }>(
    `SELECT w, (SELECT count(*) FROM products WHERE tenant_id = $1 AND title ILIKE '%' || w || '%')::int AS n
       FROM (SELECT lower(split_part(title, ' ', 2)) AS w, count(*) AS n FROM products WHERE tenant_id = $1 GROUP BY 1) x
      WHERE length(w) >= 4 AND n >= ${PAGE} ORDER BY abs(n - $2::int / 1000), w LIMIT 1`,
    [tenantId, productCount],
  );
  const rareQuery = { conditions: { title: rare.w }, pageSize: PAGE, cursor: null };
  return [
    { name: 'hello world (GET /gateway/login.css)', path: HELLO_PATH },
    { name: 'order search, first page', path: ORDER_PATH, body: q(null), list: (d) => orderList.page(d, caller, q(null) as never) },
    { name: `order search, page at row ${orderDepth.toLocaleString('en')}`, path: ORDER_PATH, body: q(orderCursor), list: (d) => orderList.page(d, caller, q(orderCursor) as never) },
    { name: 'shop list, first page', path: CART_PATH, body: q(null), list: (d) => cartList.page(d, caller, q(null) as never) },
    { name: `shop list, page at row ${cartDepth.toLocaleString('en')}`, path: CART_PATH, body: q(cartCursor), list: (d) => cartList.page(d, caller, q(cartCursor) as never) },
    { name: 'product list, first page', path: PRODUCT_PATH, body: q(null), list: (d) => productMasterListDefinition.page(d, caller, q(null) as never) },
    { name: `product list, page at row ${productDepth.toLocaleString('en')}`, path: PRODUCT_PATH, body: q(productCursor), list: (d) => productMasterListDefinition.page(d, caller, q(productCursor) as never) },
    { name: `product search, title contains "${word}"`, path: PRODUCT_PATH, body: titleQuery, list: (d) => productMasterListDefinition.page(d, caller, titleQuery as never) },
    { name: `product search, title contains "${rare.w}" (${rare.n.toLocaleString('en')} products)`, path: PRODUCT_PATH, body: rareQuery, list: (d) => productMasterListDefinition.page(d, caller, rareQuery as never) },
    { name: 'vms product list (skus), first page', path: VMS_PATH, body: q(null), list: (d) => vmsProductListDefinition.page(d, caller, q(null) as never) },
  ];
}

interface Counted {
  queries: number;
  buffers: number[];
  rows: number;
}

async function countQueries(db: Db, c: Case): Promise<Counted | undefined> {
  if (!c.list) return undefined;
  const captured: Captured[] = [];
  const page = await c.list(capturing(db, captured));
  const perQuery: number[] = [];
  for (const q of captured) perQuery.push(await buffers(db, q));
  return { queries: captured.length, buffers: perQuery, rows: page.rows.length };
}

/**
 * One HTTP request on a client's keep-alive agent; resolves with the status and body. A request
 * sent on a kept-alive connection the server has just closed (its keep-alive timeout is 5 s: a
 * client idles that long while a slow case's warm-up requests finish) fails with ECONNRESET and is
 * sent again once on a new connection, as browsers do.
 */
async function send(url: string, agent: Agent, cookie: string, c: Case): Promise<{ status: number; body: string }> {
  try {
    return await sendOnce(url, agent, cookie, c);
  } catch (error) {
    if ((error as { reused?: boolean; code?: string }).reused && (error as { code?: string }).code === 'ECONNRESET') return sendOnce(url, agent, cookie, c);
    throw error;
  }
}

function sendOnce(url: string, agent: Agent, cookie: string, c: Case): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = c.body ? JSON.stringify(c.body) : undefined;
    const headers: Record<string, string> = { Cookie: cookie };
    if (payload) Object.assign(headers, { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Origin: url, 'Content-Length': String(Buffer.byteLength(payload)) });
    const req = request(`${url}${c.path}`, { method: payload ? 'POST' : 'GET', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', (error) => reject(Object.assign(error, { reused: req.reusedSocket })));
    req.end(payload);
  });
}

interface Timed {
  p50: number;
  p99: number;
  errors: number;
  /** Requests per second over the measured requests (all clients). */
  rps: number;
}

async function hammer(url: string, clients: { agent: Agent; cookie: string }[], c: Case): Promise<Timed> {
  // one warm-up request per client (connections open, plans cached), then the measured ones
  const first = await Promise.all(clients.map((k) => send(url, k.agent, k.cookie, c)));
  if (first[0].status !== 200) throw new Error(`${c.name}: ${first[0].status} ${first[0].body.slice(0, 300)}`);
  if (c.body) {
    const rows = (JSON.parse(first[0].body) as { data: { rows: unknown[] } }).data.rows.length;
    if (rows !== PAGE) throw new Error(`${c.name}: expected ${PAGE} rows over HTTP, got ${rows}`);
  }
  const times: number[] = [];
  let errors = 0;
  let left = REQUESTS;
  const started = performance.now();
  await Promise.all(
    clients.map(async (k) => {
      while (left > 0) {
        left--;
        const t0 = performance.now();
        const r = await send(url, k.agent, k.cookie, c);
        times.push(performance.now() - t0);
        if (r.status !== 200) errors++;
      }
    }),
  );
  return { p50: percentile(times, 50), p99: percentile(times, 99), errors, rps: (times.length * 1000) / (performance.now() - started) };
}

interface Line {
  engine: string;
  case: string;
  counted?: Counted;
  timed: Timed;
}

async function measureEngine(engine: string, target: { dataDir: string } | { databaseUrl: string }): Promise<Line[]> {
  console.log(`${engine}: seeding`);
  const db = await openDb(target);
  let list: Case[];
  const counted = new Map<string, Counted | undefined>();
  try {
    const { tenantId, userId } = await load(db);
    list = await cases(db, tenantId, userId);
    for (const c of list) counted.set(c.name, await countQueries(db, c));
  } finally {
    await db.close();
  }
  // SEED=off: the demo seed, run again at start-up, would derive requests, receipts and
  // appointments from every one of the ORDERS orders before answering (over 300 s at 10^6 on PGlite)
  const server = await startServer({ ...target, env: { SEED: 'off' } });
  const lines: Line[] = [];
  try {
    const clients = [];
    for (let i = 0; i < CLIENTS; i++) clients.push({ agent: new Agent({ keepAlive: true, maxSockets: 1 }), cookie: await signIn(server.url) });
    for (const c of list) {
      console.log(`${engine}: ${c.name}`);
      lines.push({ engine, case: c.name, counted: counted.get(c.name), timed: await hammer(server.url, clients, c) });
    }
    // the hello world again at the end: the machine's load drifts during a run
    lines.push({ engine, case: `${list[0].name}, again`, timed: await hammer(server.url, clients, list[0]) });
    for (const k of clients) k.agent.destroy();
  } finally {
    await server.stop();
  }
  return lines;
}

async function main(): Promise<void> {
  console.log(`${ORDERS.toLocaleString('en')} orders, ${CARTS.toLocaleString('en')} shops, ${PRODUCTS.toLocaleString('en')} products, page size ${PAGE}, ${CLIENTS} clients, ${REQUESTS} requests per case`);
  const lines: Line[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'wharf-bench-lists-'));
  try {
    lines.push(...(await measureEngine('PGlite', { dataDir: join(dir, 'db') })));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const cluster = await startPg();
  if (cluster) {
    try {
      lines.push(...(await measureEngine('PostgreSQL', { databaseUrl: cluster.url })));
    } finally {
      cluster.stop();
    }
  }
  printTable(
    ['engine', 'request', 'rows', 'queries (<= 3)', 'buffers per query (<= 50 a page)', 'p50 ms', 'p99 ms (<= 25 on PostgreSQL)', 'requests/s', 'errors'],
    lines.map((l) => [
      l.engine,
      l.case,
      l.counted ? String(l.counted.rows) : '-',
      l.counted ? String(l.counted.queries) : '-',
      l.counted ? l.counted.buffers.join(' + ') : '-',
      l.timed.p50.toFixed(1),
      l.timed.p99.toFixed(1),
      l.timed.rps.toFixed(0),
      String(l.timed.errors),
    ]),
  );
  console.log('queries and buffers: the list\'s own statements; an HTTP request adds the session lookup (1 SELECT, server/auth/sessions.ts). Buffers are 8 kB blocks.');
  const size = `${ORDERS.toLocaleString('en')} orders, ${CARTS.toLocaleString('en')} shops, ${PRODUCTS.toLocaleString('en')} products`;
  for (const l of lines) {
    const hello = lines.find((h) => h.engine === l.engine && h.case.startsWith('hello world') && !h.case.endsWith('again'))!;
    if (l.counted) {
      const total = l.counted.buffers.reduce((a, b) => a + b, 0);
      if (l.engine === 'PGlite' || !lines.some((x) => x.engine === 'PGlite')) {
        // the HTTP request also runs the session lookup (one SELECT in findSession, plus an UPDATE of
        // last_seen_at at most once per touch interval): counted from the code, not captured here
        record({ bench: 'list-latency', figure: `queries per request: ${l.case}`, value: `${l.counted.queries} (list) + 1 (session)`, target: '<= 3', verdict: atMost(l.counted.queries + 1, 3), note: `the list's statements captured; the session lookup read from server/auth/sessions.ts; ${size}` });
      }
      record({ bench: 'list-latency', figure: `buffers per page (${l.engine}): ${l.case}`, value: String(total), target: '<= 50', verdict: atMost(total, 50), note: `${l.counted.buffers.join(' + ')} per query; ${size}` });
    }
    const isPg = l.engine === 'PostgreSQL';
    record({
      bench: 'list-latency',
      figure: `p99 latency (${l.engine}, 16 clients): ${l.case}`,
      value: `${l.timed.p99.toFixed(1)} ms`,
      target: isPg && l.counted ? '<= 25 ms on PostgreSQL' : '',
      verdict: isPg && l.counted ? atMost(l.timed.p99, 25) : 'context',
      note: `p50 ${l.timed.p50.toFixed(1)} ms, ${l.timed.rps.toFixed(0)} requests/s; hello world p99 ${hello.timed.p99.toFixed(1)} ms in the same run; ${l.timed.errors} errors`,
    });
  }
  if (!lines.some((l) => l.engine === 'PostgreSQL')) {
    record({ bench: 'list-latency', figure: 'p99 latency on PostgreSQL', value: '-', target: '<= 25 ms', verdict: 'not measured', note: 'PostgreSQL is not installed' });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
