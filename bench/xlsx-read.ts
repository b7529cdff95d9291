// Spreadsheet reader benchmark: writes a ROWS x 8 xlsx with exceljs's streaming writer (shared
// strings, as Excel writes them) to a temp file, then reads the same bytes with our reader
// (server/imports/xlsx) and with exceljs's `workbook.xlsx.load`, each in its own child process so
// that one's heap does not inflate the other's peak. Prints rows, CPU and wall time, rows per
// CPU-second and peak RSS. Our reader is synchronous, so a timer cannot sample RSS while it runs:
// the peak comes from the kernel (process.resourceUsage().maxRSS); the exceljs column also shows
// the highest process.memoryUsage.rss() sampled every 20 ms. Figures only; no assertions.
// Run: node --import tsx bench/xlsx-read.ts [rows]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import '../server/jobs/exceljs-compat';
import { readSpreadsheet } from '../server/imports/xlsx/read';

const COLUMNS = 8;

interface PhaseResult {
  rows: number;
  /** RSS before reading, with the file's bytes loaded: the runtime's own share of the peak. */
  baseRssMb: number;
  cpuMs: number;
  wallMs: number;
  warmCpuMs: number;
  peakRssMb: number;
  sampledRssMb: number;
}

const mb = (bytes: number) => bytes / 1048576;
const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(start);
  return (u.user + u.system) / 1000;
};

async function writeWorkbook(file: string, rows: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(['SKU', 'Name', 'Category', 'Quantity', 'Price', 'Available', 'Listed on', 'Note']).commit();
  const categories = ['Tools', 'Garden', '厨房用品', 'Électronique', 'Toys & Games'];
  for (let i = 1; i <= rows; i++) {
    sheet
      .addRow([
        `SKU-${String(i).padStart(7, '0')}`,
        i % 3 === 0 ? `产品 ${i} 号` : `Product number ${i}`,
        categories[i % categories.length],
        (i * 7919) % 10_000,
        Math.round(((i * 104729) % 100_000) * 1.37) / 100,
        i % 2 === 0,
        new Date(Date.UTC(2020, 0, 1) + (i % 1500) * 86_400_000),
        i % 10 === 0 ? `note "${i}" <${i % 7}>` : '',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Child process: read the file one way and print a PhaseResult as JSON. */
async function runPhase(phase: string, file: string): Promise<void> {
  const bytes = readFileSync(file);
  const baseRss = process.memoryUsage.rss();
  let sampled = process.memoryUsage.rss();
  const timer = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage.rss())), 20);
  const cpu = process.cpuUsage();
  const wall = performance.now();
  let rows: number;
  if (phase === 'ours') {
    rows = readSpreadsheet(bytes).rows.length;
  } else {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    rows = workbook.worksheets[0].actualRowCount - 1;
  }
  const cpuMs = cpuMsSince(cpu);
  const wallMs = performance.now() - wall;
  sampled = Math.max(sampled, process.memoryUsage.rss());
  clearInterval(timer);
  // Taken before the warm runs below, which would otherwise add their garbage to the peak.
  const peakRssMb = process.resourceUsage().maxRSS / 1024;

  // Warm figure for our reader: the best of two more runs, after the JIT has seen the code.
  let warmCpuMs = cpuMs;
  if (phase === 'ours') {
    for (let k = 0; k < 2; k++) {
      const again = process.cpuUsage();
      readSpreadsheet(bytes);
      warmCpuMs = Math.min(warmCpuMs, cpuMsSince(again));
    }
  }
  const result: PhaseResult = {
    rows,
    baseRssMb: mb(baseRss),
    cpuMs,
    wallMs,
    warmCpuMs,
    peakRssMb,
    sampledRssMb: mb(sampled),
  };
  process.stdout.write(JSON.stringify(result));
}

function child(phase: string, file: string): PhaseResult {
  const self = fileURLToPath(import.meta.url);
  const r = spawnSync(process.execPath, ['--import', 'tsx', self, `--phase=${phase}`, file], { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`${phase} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop() as string) as PhaseResult;
}

async function main(): Promise<void> {
  const phaseArg = process.argv.find((a) => a.startsWith('--phase='));
  if (phaseArg) return runPhase(phaseArg.slice('--phase='.length), process.argv[process.argv.length - 1]);

  const rows = Number(process.argv[2] ?? 100_000);
  const dir = mkdtempSync(join(tmpdir(), 'wharf-xlsx-bench-'));
  const file = join(dir, 'products.xlsx');
  try {
    const written = performance.now();
    await writeWorkbook(file, rows);
    console.log(`wrote ${rows} rows x ${COLUMNS} columns: ${mb(statSync(file).size).toFixed(1)} MB xlsx in ${((performance.now() - written) / 1000).toFixed(1)} s`);

    const ours = child('ours', file);
    const theirs = child('exceljs', file);
    const perCpuSecond = (p: PhaseResult, cpuMs: number) => Math.round(p.rows / (cpuMs / 1000)).toLocaleString('en');
    console.table({
      'server/imports/xlsx': {
        rows: ours.rows,
        'cpu ms': Math.round(ours.cpuMs),
        'wall ms': Math.round(ours.wallMs),
        'rows / cpu-s': perCpuSecond(ours, ours.cpuMs),
        'warm cpu ms': Math.round(ours.warmCpuMs),
        'warm rows / cpu-s': perCpuSecond(ours, ours.warmCpuMs),
        'base rss MB': Math.round(ours.baseRssMb),
        'peak rss MB': Math.round(ours.peakRssMb),
        'sampled rss MB': Math.round(ours.sampledRssMb),
      },
      'exceljs xlsx.load': {
        rows: theirs.rows,
        'cpu ms': Math.round(theirs.cpuMs),
        'wall ms': Math.round(theirs.wallMs),
        'rows / cpu-s': perCpuSecond(theirs, theirs.cpuMs),
        'warm cpu ms': '-',
        'warm rows / cpu-s': '-',
        'base rss MB': Math.round(theirs.baseRssMb),
        'peak rss MB': Math.round(theirs.peakRssMb),
        'sampled rss MB': Math.round(theirs.sampledRssMb),
      },
    });
    console.log(`exceljs / ours CPU time: ${(theirs.cpuMs / ours.cpuMs).toFixed(1)}x (cold), ${(theirs.cpuMs / ours.warmCpuMs).toFixed(1)}x (warm)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
