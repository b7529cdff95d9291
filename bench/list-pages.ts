// Keyset vs OFFSET at depth: a 10^6-row table paged through the same keyset kernel the lists use
// (server/lists/keyset.ts), first page and a deep page (~row 900,000, reached by building the
// cursor directly), next to an OFFSET query of the same depth. Prints queries per request,
// buffers touched (EXPLAIN (ANALYZE, BUFFERS): shared hit + read of the whole plan) and the
// median time. PGlite always; PostgreSQL too when TEST_DATABASE_URL is set
// (`node scripts/with-pg.mjs node --import tsx bench/list-pages.ts`). No pass/fail.
//   node --import tsx bench/list-pages.ts [rows]
import type { Db } from '../server/db/db';
import { encodeCursor, keysetPage, type KeysetOptions } from '../server/lists/keyset';
import { sql } from '../server/lists/sql';
import { buffers, capturing, median, onEngines, printTable, type Captured } from './support/db';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const DEPTH = Math.floor(ROWS * 0.9);
const PAGE = 20;
const RUNS = 7;
const SCOPE = 'bench.rows';

async function load(db: Db): Promise<void> {
  const t0 = performance.now();
  await db.exec(`CREATE TABLE bench_rows (
    id bigint PRIMARY KEY, tenant_id text NOT NULL, name text NOT NULL, qty integer NOT NULL, created_at timestamptz NOT NULL)`);
  // 1,000 distinct timestamps per day-ish: many duplicate sort values, so the id tie-breaker works
  await db.exec(`INSERT INTO bench_rows
    SELECT g, CASE WHEN g % 50 = 0 THEN 'other' ELSE 'mine' END, 'row ' || g, g % 997,
           timestamptz '2026-01-01' + ((g / 3) || ' seconds')::interval
    FROM generate_series(1, ${ROWS}) AS g`);
  await db.exec('CREATE INDEX bench_rows_keyset ON bench_rows (tenant_id, created_at, id)');
  await db.exec('ANALYZE bench_rows');
  console.log(`  loaded ${ROWS.toLocaleString('en')} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

const options = (cursor: string | null): KeysetOptions<Record<string, unknown>> => ({
  select: sql`id, name, qty, created_at`,
  from: sql`bench_rows`,
  where: [sql`tenant_id = ${'mine'}`],
  sortable: { createdAt: sql`created_at` },
  sort: { field: 'createdAt', order: 'desc' },
  idColumn: sql`id`,
  cursor,
  pageSize: PAGE,
  scope: SCOPE,
});

interface Line {
  engine: string;
  request: string;
  queries: number;
  rowsBuffers: number | string;
  countBuffers: number | string;
  /** Median time of the rows query alone. */
  rowsMs: number;
  /** Median time of the whole request (rows + count for the kernel). */
  ms: number;
}

async function measure(engine: string, db: Db): Promise<Line[]> {
  await load(db);
  // the cursor of the row just before the deep page, found once (setup, not measured)
  const anchor = await db.one<{ v: string; i: string }>(
    `SELECT created_at::text AS v, id::text AS i FROM bench_rows WHERE tenant_id = 'mine' ORDER BY created_at DESC, id DESC OFFSET ${DEPTH - 1} LIMIT 1`,
  );
  const deepCursor = encodeCursor({ f: 'createdAt', o: 'desc', s: SCOPE, v: anchor.v, i: anchor.i });
  const lines: Line[] = [];
  for (const [request, cursor] of [['keyset first page', null], [`keyset page at row ${DEPTH.toLocaleString('en')}`, deepCursor]] as const) {
    const captured: Captured[] = [];
    const page = await keysetPage(capturing(db, captured), options(cursor));
    if (page.rows.length !== PAGE) throw new Error(`expected a full page, got ${page.rows.length}`);
    if (captured.some((q) => /\bOFFSET\b/i.test(q.text))) throw new Error('the kernel sent OFFSET');
    lines.push({
      engine,
      request,
      queries: captured.length,
      rowsBuffers: await buffers(db, captured[0]),
      countBuffers: captured[1] ? await buffers(db, captured[1]) : '-',
      rowsMs: await median(RUNS, () => db.query(captured[0].text, captured[0].params)),
      ms: await median(RUNS, () => keysetPage(db, options(cursor))),
    });
  }
  for (const depth of [0, DEPTH]) {
    const q: Captured = {
      text: `SELECT id, name, qty, created_at FROM bench_rows WHERE tenant_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${PAGE + 1} OFFSET ${depth}`,
      params: ['mine'],
    };
    lines.push({
      engine,
      request: `OFFSET ${depth.toLocaleString('en')} (rows only)`,
      queries: 1,
      rowsBuffers: await buffers(db, q),
      countBuffers: '-',
      rowsMs: await median(RUNS, () => db.query(q.text, q.params)),
      ms: await median(RUNS, () => db.query(q.text, q.params)),
    });
  }
  return lines;
}

async function main(): Promise<void> {
  console.log(`PGlite (in memory), ${ROWS.toLocaleString('en')} rows, page size ${PAGE}, median of ${RUNS}`);
  const lines = await onEngines(measure);
  printTable(
    ['engine', 'request', 'queries', 'buffers (rows)', 'buffers (count)', 'ms (rows query)', 'ms (request)'],
    lines.map((l) => [l.engine, l.request, String(l.queries), String(l.rowsBuffers), String(l.countBuffers), l.rowsMs.toFixed(2), l.ms.toFixed(2)]),
  );
  console.log('buffers = shared hit + read blocks of the plan (8 kB each); the count is capped at TOTAL_CAP + 1 rows.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
