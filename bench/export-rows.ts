// Export of ROWS rows (issue 7, benchmark 5, export half): supplier1's orders (the demo order seed,
// ROWS of them, default 100,000) exported through the real job path: an export_jobs row as
// export.start writes it (order.list, its default columns, no conditions), then the ExportRunner
// claims it and walks the list's keyset pages into a streamed xlsx, as the server's runner does.
// The database is seeded by one child process; the export runs in another, so its peak RSS (the
// kernel's maxRSS) is the export's process alone. On PGlite (on disk) that process holds the
// database too (its WASM heap); on PostgreSQL (a throwaway cluster, scripts/pg-cluster.mjs on a
// free port; skipped when not installed) it holds only the runner. Prints seconds (wall and
// CPU), rows, file size and peak memory. Targets: under 5 s, under 300 MB. Figures only.
//   node --import tsx bench/export-rows.ts [rows]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { orderTable } from '../src/contract';
import { migrate } from '../server/db/migrate';
import { openDb } from '../server/db/open-db';
import { seed, seedTenants } from '../server/db/seed';
import { ORDERS_ANCHOR, seedOrders } from '../server/order/seed-orders';
import { ExportRunner, exportFilePath } from '../server/jobs/export-runner';
import '../server/order/list-orders';
import { printTable } from './support/db';
import { startPg } from './support/server';
import { atMost, record } from './support/results';

const mb = (bytes: number) => bytes / 1048576;

/** A database: a PGlite directory, or a PostgreSQL URL (starts with postgres://). */
const target = (where: string) => (where.startsWith('postgres') ? { databaseUrl: where } : { dataDir: where });

async function seedPhase(where: string, rows: number): Promise<void> {
  const db = await openDb(target(where));
  await migrate(db);
  process.env.SEED_ORDERS_PER_TENANT = '0';
  const { tenantIds } = await seed(db);
  await seedOrders(db, seedTenants.filter((t) => t.key === 'harbor'), tenantIds, rows, ORDERS_ANCHOR);
  await db.exec('ANALYZE');
  await db.close();
}

async function exportPhase(where: string, dataDir: string): Promise<void> {
  const startRss = process.memoryUsage.rss();
  const db = await openDb(target(where));
  const owner = await db.one<{ id: string; tenant_id: string }>("SELECT id, tenant_id FROM users WHERE account = 'supplier1'");
  const columns = orderTable.columns.filter((c) => c.defaultVisible).map((c) => c.key);
  await db.query(
    `INSERT INTO export_jobs (id, tenant_id, user_id, biz_type, title, file_name, lang, query, columns, status, created_at)
     VALUES ('ex_bench', $1, $2, 'order.list', 'Orders', 'orders.xlsx', 'en', $3::jsonb, $4::jsonb, 'queued', now())`,
    [owner.tenant_id, owner.id, JSON.stringify({ conditions: {} }), JSON.stringify(columns)],
  );
  const runner = new ExportRunner({ db, dataDir, log: () => {} });
  const baseRss = process.memoryUsage.rss();
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const ran = await runner.runOnce();
  const wallMs = performance.now() - t0;
  const u = process.cpuUsage(cpu);
  const job = await db.one<{ status: string; row_count: number | null; error: string | null }>("SELECT status, row_count, error FROM export_jobs WHERE id = 'ex_bench'");
  if (!ran || job.status !== 'succeeded') throw new Error(`export job ended ${job.status}: ${job.error}`);
  const bytes = statSync(exportFilePath(dataDir, 'ex_bench')).size;
  await db.close();
  console.log(JSON.stringify({ rows: job.row_count, columns: columns.length, wallMs, cpuMs: (u.user + u.system) / 1000, bytes, startRss, baseRss, peakRss: process.resourceUsage().maxRSS * 1024 }));
}

async function main(): Promise<void> {
  const [phase, where, arg] = process.argv.slice(2);
  if (phase === 'seed') return seedPhase(where, Number(arg));
  if (phase === 'export') return exportPhase(where, arg);

  const rows = Number(process.argv[2] ?? 100_000);
  const dir = mkdtempSync(join(tmpdir(), 'wharf-bench-export-'));
  const self = fileURLToPath(import.meta.url);
  const child = (args: string[]) => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', self, ...args], { encoding: 'utf8', maxBuffer: 16 << 20 });
    if (r.status !== 0) throw new Error(r.stderr || r.stdout);
    return r.stdout.trim().split('\n').at(-1)!;
  };
  type Figures = { rows: number; columns: number; wallMs: number; cpuMs: number; bytes: number; startRss: number; baseRss: number; peakRss: number };
  const lines: [string, Figures][] = [];
  const measure = (engine: string, where: string) => {
    const t0 = performance.now();
    child(['seed', where, String(rows)]);
    console.log(`${engine}: seeded ${rows.toLocaleString('en')} orders for supplier1's tenant in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    lines.push([engine, JSON.parse(child(['export', where, join(dir, `files-${engine}`)])) as Figures]);
  };
  try {
    measure('PGlite', join(dir, 'db'));
    const cluster = await startPg();
    if (cluster) {
      try {
        measure('PostgreSQL', cluster.url);
      } finally {
        cluster.stop();
      }
    }
    printTable(
      ['engine', 'export', 'rows', 'columns', 'seconds (< 5)', 'CPU seconds', 'file MB', 'peak RSS MB (< 300)', 'RSS with the db open MB'],
      lines.map(([engine, r]) => [engine, 'order.list to xlsx (ExportRunner)', String(r.rows), String(r.columns), (r.wallMs / 1000).toFixed(2), (r.cpuMs / 1000).toFixed(2), mb(r.bytes).toFixed(1), mb(r.peakRss).toFixed(0), mb(r.baseRss).toFixed(0)]),
    );
    console.log('peak RSS is the export process\'s maxRSS: with PGlite it includes the database (its WASM heap), with PostgreSQL only the runner and its client.');
    for (const [engine, r] of lines) {
      const size = `${r.rows.toLocaleString('en')} rows, ${r.columns} columns`;
      record({ bench: 'export-rows', figure: `export of ${r.rows.toLocaleString('en')} rows (${engine}): seconds`, value: `${(r.wallMs / 1000).toFixed(2)} s`, target: '< 5 s', verdict: r.wallMs < 5000 ? 'met' : 'not met', note: `${(r.cpuMs / 1000).toFixed(2)} CPU s; ${size}` });
      record({ bench: 'export-rows', figure: `export of ${r.rows.toLocaleString('en')} rows (${engine}): peak memory`, value: `${mb(r.peakRss).toFixed(0)} MB`, target: '< 300 MB', verdict: atMost(mb(r.peakRss), 299.99), note: `process maxRSS; ${mb(r.baseRss).toFixed(0)} MB with the database open, before the export` });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
