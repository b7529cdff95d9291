// Load (issue 7, benchmark 2): Lighthouse 12 (performance only) with its mobile preset (the
// default: simulated slow 4G and 4x CPU) and its desktop preset, RUNS runs each (median, default
// 3), on the signed-in dashboard, on a list screen with data (/order/list) and on the gateway's
// sign-in page: server-rendered HTML with one stylesheet from the same server in the same run,
// the static baseline. The real server runs the tof build (dist/tof; `VARIANT=tof npm run build`)
// on a fresh PGlite data directory with the demo seed; Lighthouse gets supplier1's session cookie
// through extraHeaders. Prints LCP per page and preset and its ratio to the static page.
// Targets: mobile LCP at most 2.0 s, desktop at most 0.8 s. Figures only.
//   RUNS=3 npm run bench -- load        (Chromium: CHROME_PATH, default /usr/bin/chromium)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { printTable } from './support/db';
import { atMost, record } from './support/results';
import { signIn, startServer } from './support/server';

const RUNS = Number(process.env.RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = [
  { name: 'sign-in page (static baseline)', path: '/gateway/login' },
  { name: 'dashboard', path: '/dashboard' },
  { name: 'order list', path: '/order/list' },
] as const;
const PRESETS = [
  { name: 'mobile', config: undefined, target: 2000 },
  { name: 'desktop', config: desktopConfig, target: 800 },
] as const;

interface Run {
  lcp: number | undefined;
  fcp: number | undefined;
  finalUrl: string;
  warning?: string;
}

async function audit(port: number, url: string, cookie: string, config: unknown): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: cookie } },
    config as never,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { audits, finalDisplayedUrl, runtimeError } = result.lhr;
  return {
    lcp: audits['largest-contentful-paint']?.numericValue,
    fcp: audits['first-contentful-paint']?.numericValue,
    finalUrl: finalDisplayedUrl,
    warning: runtimeError?.message,
  };
}

const medianOf = (xs: (number | undefined)[]): number | undefined => {
  const s = xs.filter((x): x is number => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : undefined;
};
const sec = (ms: number | undefined) => (ms === undefined ? '-' : (ms / 1000).toFixed(2));

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'wharf-bench-load-'));
  const server = await startServer({ dataDir: join(dir, 'db') });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const lines: { preset: string; page: string; lcp?: number; fcp?: number; runs: string; note: string }[] = [];
  try {
    const cookie = await signIn(server.url);
    for (const preset of PRESETS) {
      for (const page of PAGES) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome.port, `${server.url}${page.path}`, cookie, preset.config));
        const wrong = runs.find((r) => new URL(r.finalUrl).pathname !== page.path);
        const note = [wrong ? `ended at ${new URL(wrong.finalUrl).pathname}` : '', ...runs.map((r) => r.warning ?? '')].filter(Boolean).join('; ');
        lines.push({ preset: preset.name, page: page.name, lcp: medianOf(runs.map((r) => r.lcp)), fcp: medianOf(runs.map((r) => r.fcp)), runs: runs.map((r) => sec(r.lcp)).join(', '), note });
        console.error(`${preset.name} ${page.name}: LCP ${runs.map((r) => sec(r.lcp)).join(', ')} s`);
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const rows = lines.map((l) => {
    const base = lines.find((b) => b.preset === l.preset && b.page === PAGES[0].name)!;
    const target = PRESETS.find((p) => p.name === l.preset)!.target;
    const ratio = l.lcp !== undefined && base.lcp ? l.lcp / base.lcp : undefined;
    return { ...l, target, ratio };
  });
  printTable(
    ['preset', 'page', 'LCP s (median)', 'target', 'ratio to static page', 'FCP s', `LCP of each run (${RUNS})`, 'note'],
    rows.map((r) => [r.preset, r.page, sec(r.lcp), r.page === PAGES[0].name ? '' : `<= ${sec(r.target)}`, r.ratio === undefined ? '-' : `${r.ratio.toFixed(2)}x`, sec(r.fcp), r.runs, r.note]),
  );
  console.log('Lighthouse simulates the network and CPU of each preset (lantern) from one real load; the ratio compares pages of the same run.');
  for (const r of rows) {
    if (r.page === PAGES[0].name) {
      record({ bench: 'load', figure: `LCP ${r.preset}: ${r.page}`, value: `${sec(r.lcp)} s`, target: '', verdict: 'context', note: `median of ${RUNS}` });
      continue;
    }
    record({
      bench: 'load',
      figure: `LCP ${r.preset}: ${r.page}`,
      value: r.lcp === undefined ? '-' : `${sec(r.lcp)} s`,
      target: `<= ${sec(r.target)} s`,
      verdict: r.lcp === undefined || r.note.includes('ended at') ? 'not measured' : atMost(r.lcp, r.target),
      note: `${r.ratio === undefined ? '' : `${r.ratio.toFixed(2)}x the static page; `}median of ${RUNS}${r.note ? `; ${r.note}` : ''}`,
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
