// Import pipeline benchmark, end to end on embedded PGlite: a ROWS-row sku cost xlsx (skus of the
// seeded catalogue, cycled, so later repeats are duplicates, plus 1 row in 20 with a bad cost) is
// stored as an import and read by the ImportRunner exactly as the server does: read the file,
// match the header, check every row against the catalogue, store rows with their problems. Beside
// it, in a child process, exceljs's `workbook.xlsx.load` parses the same bytes (parsing only, no
// checks). Prints rows, CPU and wall time, validated rows per CPU-second and the ratio, and peak
// RSS (the kernel's maxRSS of each process). Figures only; no assertions.
// Run: node --import tsx bench/import-rows.ts [rows]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import '../server/jobs/exceljs-compat';
import { openDb } from '../server/db/open-db';
import { storeFileParts } from '../server/db/file-parts';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import { ImportRunner } from '../server/imports/runner';
import { warmSpreadsheetWorker } from '../server/workers/spreadsheet-pool';
import { atLeast, atMost, record } from './support/results';

const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
const cpuMs = (start: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(start);
  return (u.user + u.system) / 1000;
};

async function writeWorkbook(file: string, rows: number, skus: string[]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow(['SKU', 'Purchase cost', 'Currency']).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([skus[i % skus.length], i % 20 === 0 ? '-1' : ((i % 900) + 1.25).toFixed(2), '']).commit();
  sheet.commit();
  await workbook.commit();
}

async function exceljsPhase(file: string): Promise<void> {
  const bytes = readFileSync(file);
  const start = process.cpuUsage();
  const wall = performance.now();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const rows = workbook.worksheets[0].actualRowCount - 1;
  console.log(JSON.stringify({ rows, cpuMs: cpuMs(start), wallMs: performance.now() - wall, peakRss: process.resourceUsage().maxRSS * 1024 }));
}

/** Child process: migrate and seed a database directory (so the pipeline's process does not). */
async function seedPhase(dataDir: string): Promise<void> {
  const db = await openDb({ dataDir });
  await migrate(db);
  await seed(db);
  const skus = (await db.query<{ sku: string }>("SELECT sku FROM skus WHERE tenant_id = (SELECT tenant_id FROM users WHERE account = 'supplier1') ORDER BY sku")).map((r) => r.sku);
  await db.close();
  console.log(JSON.stringify({ skus }));
}

async function pipelinePhase(file: string, dataDir: string): Promise<void> {
  // the database is already seeded (seedPhase): this process only opens it
  const openedAt = process.memoryUsage.rss();
  const db = await openDb({ dataDir });
  const owner = await db.one<{ id: string; tenant_id: string }>("SELECT id, tenant_id FROM users WHERE account = 'supplier1'");
  const bytes = readFileSync(file);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO imports (id, tenant_id, user_id, user_name, import_type, file_name, file_size, time_zone, lang, preview, status, created_at)
       VALUES ('im_bench', $1, $2, 'Bench', 'skuCost', 'bench.xlsx', $3, 'GMT+00:00', 'en', true, 'queued', now())`,
      [owner.tenant_id, owner.id, bytes.byteLength],
    );
    await storeFileParts(tx, 'im_bench', bytes);
  });
  const runner = new ImportRunner({ db, log: () => {} });
  // as the server does at start-up: the worker thread's own start is not the import's cost
  await warmSpreadsheetWorker();
  // the database (PGlite's WASM heap) and the seed are already in this process: the import's own
  // memory is what the peak adds to this base
  const baseRss = process.memoryUsage.rss();
  let sampled = baseRss;
  const timer = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage.rss())), 10);
  const start = process.cpuUsage();
  const wall = performance.now();
  await runner.runOnce();
  const used = cpuMs(start);
  const wallMs = performance.now() - wall;
  clearInterval(timer);
  const record = await db.one<{ status: string; total: number; errors: number }>(
    "SELECT status, total, count_error AS errors FROM imports WHERE id = 'im_bench'",
  );
  console.log(JSON.stringify({ rows: record.total, status: record.status, errors: record.errors, cpuMs: used, wallMs, peakRss: process.resourceUsage().maxRSS * 1024, baseRss, sampledRss: sampled, startRss: openedAt }));
  await db.close();
}

async function main(): Promise<void> {
  const [phase, file, dataDir] = process.argv.slice(2);
  if (phase === 'exceljs') return exceljsPhase(file);
  if (phase === 'pipeline') return pipelinePhase(file, dataDir);
  if (phase === 'seed') return seedPhase(file);

  const rows = Number(process.argv[2] ?? 100_000);
  const dir = mkdtempSync(join(tmpdir(), 'wharf-bench-import-'));
  try {
    const seedDir = join(dir, 'db');
    const self = fileURLToPath(import.meta.url);
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', self, 'seed', seedDir], { encoding: 'utf8', maxBuffer: 16 << 20 });
    if (seeded.status !== 0) throw new Error(seeded.stderr);
    const skus = (JSON.parse(seeded.stdout.trim().split('\n').at(-1)!) as { skus: string[] }).skus;
    const file = join(dir, 'costs.xlsx');
    await writeWorkbook(file, rows, skus);
    const run = (args: string[]) => {
      const r = spawnSync(process.execPath, ['--import', 'tsx', self, ...args], { encoding: 'utf8', maxBuffer: 1 << 20 });
      if (r.status !== 0) throw new Error(r.stderr);
      return JSON.parse(r.stdout.trim().split('\n').at(-1)!) as {
        rows: number; cpuMs: number; wallMs: number; peakRss: number; errors?: number; status?: string; baseRss?: number; sampledRss?: number; startRss?: number;
      };
    };
    const pipeline = run(['pipeline', file, seedDir]);
    const exceljs = run(['exceljs', file]);
    const perCpu = (r: { rows: number; cpuMs: number }) => Math.round(r.rows / (r.cpuMs / 1000));
    console.log(`import of ${rows} sku cost rows (${skus.length} distinct skus; repeats are duplicate errors, 1 in 20 a bad cost)`);
    console.table({
      'pipeline: read + check + store (PGlite)': { rows: pipeline.rows, errors: pipeline.errors, 'CPU ms': Math.round(pipeline.cpuMs), 'wall ms': Math.round(pipeline.wallMs), 'rows per CPU-s': perCpu(pipeline), 'peak RSS MB': mb(pipeline.peakRss) },
      'targets': { rows: '', errors: '', 'CPU ms': '', 'wall ms': '', 'rows per CPU-s': '>= 10,000', 'peak RSS MB': '< 300' },
      'exceljs xlsx.load (parse only)': { rows: exceljs.rows, errors: '-', 'CPU ms': Math.round(exceljs.cpuMs), 'wall ms': Math.round(exceljs.wallMs), 'rows per CPU-s': perCpu(exceljs), 'peak RSS MB': mb(exceljs.peakRss) },
    });
    console.log(
      `pipeline process (database seeded by another process): RSS ${mb(pipeline.startRss!)} MB at start, ${mb(pipeline.baseRss!)} MB with PGlite open, ` +
        `peak ${mb(pipeline.peakRss)} MB: reading, checking and storing the import added at most ${mb(pipeline.peakRss - pipeline.baseRss!)} MB`,
    );
    console.log(`validated rows per CPU-second vs exceljs parse only: ${(perCpu(pipeline) / perCpu(exceljs)).toFixed(2)}x (targets: >= 10,000 rows per CPU-second, < 300 MB)`);
    const size = `${pipeline.rows.toLocaleString('en')} rows, PGlite`;
    record({ bench: 'import-rows', figure: 'import: validated rows per CPU-second', value: perCpu(pipeline).toLocaleString('en'), target: '>= 10,000', verdict: atLeast(perCpu(pipeline), 10_000), note: `${(perCpu(pipeline) / perCpu(exceljs)).toFixed(2)}x exceljs parse only (${perCpu(exceljs).toLocaleString('en')}) in the same run; ${size}` });
    record({ bench: 'import-rows', figure: 'import: peak memory', value: `${mb(pipeline.peakRss)} MB`, target: '< 300 MB', verdict: atMost(pipeline.peakRss / 1048576, 299.99), note: `process maxRSS with PGlite open (${mb(pipeline.baseRss!)} MB before the import); exceljs alone ${mb(exceljs.peakRss)} MB` });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
