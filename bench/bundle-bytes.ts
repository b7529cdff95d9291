// Bytes (issue 7, benchmark 1): gzip bytes of the JavaScript the dashboard needs and of each route
// group's chunk, for every variant that is built (`npm run build -- --all` builds all 13), against
// the budgets: dashboard at most DASHBOARD_BUDGET (decision 035), each group chunk at most 60 KB. Beside each group, what
// opening it downloads in all (its chunk and the shared chunks the dashboard has not loaded).
import path from 'node:path';
import { variantIds } from '../src/contract';
import { DASHBOARD_BUDGET, GROUP_BUDGET, measureVariant } from '../scripts/bundle-bytes';
import { atMost, record } from './support/results';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mark = (n: number, budget: number) => (n <= budget ? 'ok' : `OVER by ${kb(n - budget)}`);

const missing: string[] = [];
const rows: string[][] = [];
for (const variant of variantIds) {
  const m = measureVariant(variant, path.join('dist', variant));
  if (!m) {
    missing.push(variant);
    continue;
  }
  rows.push([variant, 'dashboard', kb(m.dashboard), kb(DASHBOARD_BUDGET), mark(m.dashboard, DASHBOARD_BUDGET), `${m.dashboardChunks} chunks`]);
  record({ bench: 'bundle-bytes', figure: `${variant}: dashboard JS (gzip)`, value: kb(m.dashboard), target: `<= ${kb(DASHBOARD_BUDGET)}`, verdict: atMost(m.dashboard, DASHBOARD_BUDGET), note: `${m.dashboardChunks} chunks` });
  const largest = [...m.groups].sort((a, b) => b.own - a.own)[0];
  if (largest) {
    const over = m.groups.filter((g) => g.own > GROUP_BUDGET).length;
    record({ bench: 'bundle-bytes', figure: `${variant}: largest group chunk (/${largest.group})`, value: kb(largest.own), target: `<= ${kb(GROUP_BUDGET)} each`, verdict: atMost(largest.own, GROUP_BUDGET), note: `${m.groups.length} groups, ${over} over` });
  }
  for (const g of m.groups) rows.push([variant, `/${g.group}`, kb(g.own), kb(GROUP_BUDGET), mark(g.own, GROUP_BUDGET), `opening it: ${kb(g.opening)} in ${g.chunks} chunks`]);
}
const header = ['variant', 'route', 'gzip', 'budget', 'verdict', 'context'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => (i === 2 || i === 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
console.log(line(header));
for (const r of rows) console.log(line(r));
if (missing.length) record({ bench: 'bundle-bytes', figure: `variants not built: ${missing.join(' ')}`, value: '-', target: '', verdict: 'not measured', note: 'npm run build -- --all builds every variant' });
const over = rows.filter((r) => r[4] !== 'ok').length;
console.log(`\n${rows.length} figures, ${over} over budget${missing.length ? `; not built: ${missing.join(' ')} (npm run build -- --all)` : ''}`);
