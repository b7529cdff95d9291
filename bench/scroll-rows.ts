// Scroll benchmark of the UI kit's DataTable (RAC Table + Virtualizer + TableLayout) on the
// dev-only harness with 100,000 client-side rows. For each CPU setting (normal, and 4x slower
// through CDP Emulation.setCPUThrottlingRate) it loads the page, then scrolls for 300 frames in
// two patterns: "wheel" (a steady 400 px a frame) and "sweep" (top to bottom in 300 jumps, all
// rows new every frame). It prints rows in the DOM (min/max), layouts per frame (the CDP
// Performance domain's LayoutCount over the pattern, divided by its frames), frames over 50 ms,
// frame times and JS heap growth (after a forced GC). Figures only; the issue sets no number for
// scrolling, so the summary lists them as context.
// Run: npx tsx bench/scroll-rows.ts [rows]
import { chromium, type Page } from '@playwright/test';
import { startHarness } from '../e2e/ui-kit/harness/serve';
import { record } from './support/results';

const ROWS = Number(process.argv[2] ?? 100_000);
const FRAMES = Number(process.env.FRAMES ?? 300);
/** A pattern stops early after this long (4x CPU over 100k rows can take minutes); the table shows the frames run. */
const MAX_MS = Number(process.env.MAX_MS ?? 90_000);

interface FrameStats {
  frames: number[];
  rowCounts: number[];
}

async function scroll(page: Page, pattern: 'wheel' | 'sweep'): Promise<FrameStats> {
  return page.evaluate(
    ({ pattern, frames, maxMs }) =>
      new Promise<FrameStats>((resolve) => {
        const grid = document.querySelector<HTMLElement>('[role=grid]')!;
        grid.scrollTop = 0;
        const max = grid.scrollHeight - grid.clientHeight;
        const out: FrameStats = { frames: [], rowCounts: [] };
        let i = 0;
        let last = 0;
        const started = performance.now();
        const step = (t: number) => {
          if (last) out.frames.push(t - last);
          if ((globalThis as { __benchVerbose?: boolean }).__benchVerbose) console.log(`frame ${i} ${Math.round(t - last)} ms`);
          out.rowCounts.push(grid.querySelectorAll('[role=row]').length);
          last = t;
          if (i++ >= frames || t - started > maxMs) return resolve(out);
          grid.scrollTop = pattern === 'wheel' ? Math.min(max, i * 400) : Math.round((max * i) / frames);
          requestAnimationFrame(step);
        };
        requestAnimationFrame((t) => {
          last = t;
          requestAnimationFrame(step);
        });
      }),
    { pattern, frames: FRAMES, maxMs: MAX_MS },
  );
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const mb = (b: number) => (b / 1048576).toFixed(1);

async function main() {
  const harness = await startHarness();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--enable-precise-memory-info'],
  });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const throttle of [1, 4]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      // tsx (esbuild keepNames) wraps named functions in __name(); the page needs the helper too.
      await context.addInitScript('globalThis.__name = (f) => f');
      const page = await context.newPage();
      if (process.env.VERBOSE) {
        await context.addInitScript('globalThis.__benchVerbose = true');
        page.on('console', (m) => console.error(m.text()));
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      const t0 = Date.now();
      await page.goto(harness.url(`table.html?strict=0&rows=${ROWS}`));
      await page.locator('[role=row][aria-rowindex="2"]').waitFor({ state: 'attached', timeout: 600_000 });
      const loadMs = Date.now() - t0;
      console.error(`cpu ${throttle}x: first rows after ${loadMs} ms`);
      const metric = async (name: string) => {
        const { metrics } = await cdp.send('Performance.getMetrics');
        return metrics.find((m) => m.name === name)!.value;
      };
      const heap = async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        return metric('JSHeapUsedSize');
      };
      for (const pattern of ['wheel', 'sweep'] as const) {
        const before = await heap();
        const layoutsBefore = await metric('LayoutCount');
        const s = await scroll(page, pattern);
        const layouts = (await metric('LayoutCount')) - layoutsBefore;
        const after = await heap();
        console.error(`cpu ${throttle}x: ${pattern} done`);
        rows.push({
          cpu: `${throttle}x`,
          pattern,
          'load ms': loadMs,
          frames: s.frames.length,
          'rows min': Math.min(...s.rowCounts),
          'rows max': Math.max(...s.rowCounts),
          'layouts/frame': (layouts / Math.max(1, s.frames.length)).toFixed(2),
          '>50ms': s.frames.filter((f) => f > 50).length,
          'p50 ms': pct(s.frames, 50).toFixed(1),
          'p95 ms': pct(s.frames, 95).toFixed(1),
          'max ms': Math.max(...s.frames).toFixed(0),
          'heap MB': `${mb(before)} -> ${mb(after)}`,
          'growth MB': mb(after - before),
        });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await harness.close();
  }
  const os = await import('node:os');
  console.log(`DataTable scroll, ${ROWS.toLocaleString('en')} rows, up to ${FRAMES} frames or ${MAX_MS / 1000} s per pattern; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
  console.table(rows);
  for (const r of rows) {
    const what = `${r.pattern}, ${r.cpu} CPU, ${r.frames} frames`;
    record({ bench: 'scroll-rows', figure: `scroll ${what}: rows in the DOM`, value: `${r['rows min']}..${r['rows max']}`, target: '', verdict: 'context', note: `${ROWS.toLocaleString('en')} rows` });
    record({ bench: 'scroll-rows', figure: `scroll ${what}: layouts per frame`, value: String(r['layouts/frame']), target: '', verdict: 'context' });
    record({ bench: 'scroll-rows', figure: `scroll ${what}: frames over 50 ms`, value: String(r['>50ms']), target: '', verdict: 'context', note: `p50 ${r['p50 ms']} ms, p95 ${r['p95 ms']} ms` });
    record({ bench: 'scroll-rows', figure: `scroll ${what}: heap growth`, value: `${r['growth MB']} MB`, target: '', verdict: 'context', note: String(r['heap MB']) });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
