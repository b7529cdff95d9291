// `npm test`: every check of the project, in order, stopping at the first failure:
// system packages, catalogs, typecheck, lint, area boundaries, unit and model tests, the whole server suite on
// PGlite and its engine-sensitive files on a throwaway PostgreSQL cluster (vitest.config.ts), all
// 13 variant builds with the bundle check, Playwright e2e. Each step's time is printed, and a
// table of them at the end (docs/testing.md keeps the measured figures).
import { spawnSync } from 'node:child_process';

const steps = [];
const step = (name, cmd, args, env = {}) => steps.push({ name, cmd, args, env });

step('system packages', 'node', ['scripts/ensure-system-deps.mjs']);
step('catalogs', 'node', ['scripts/check-catalogs.mjs']);
step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('area boundaries and import cycles', 'node', ['scripts/check-areas.mjs']);
step('unit + model tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'model']);
step('server tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'server', '--project', 'server-timing']);
step('server tests (PostgreSQL, engine-sensitive)', 'node', ['scripts/with-pg.mjs', 'npx', 'vitest', 'run', '--project', 'server-engine', '--project', 'server-timing']);
step('build all variants', 'node', ['scripts/build.mjs', '--all']);
step('variant bundles', 'node', ['--import', 'tsx', 'scripts/check-bundles.ts']);
step('end-to-end (Playwright, Debian Chromium)', 'npx', ['playwright', 'test']);

const only = process.env.TEST_ONLY?.split(',');
const times = [];
const seconds = (ms) => (ms / 1000).toFixed(1);
const table = () => {
  const width = Math.max(...times.map((t) => t.name.length));
  console.log('\n=== step times');
  for (const t of times) console.log(`${t.name.padEnd(width)}  ${seconds(t.ms).padStart(7)} s  ${t.ok ? 'ok' : 'FAILED'}`);
  console.log(`${'total'.padEnd(width)}  ${seconds(times.reduce((sum, t) => sum + t.ms, 0)).padStart(7)} s`);
};
for (const s of steps) {
  if (only && !only.some((o) => s.name.startsWith(o))) continue;
  console.log(`\n=== ${s.name}`);
  const started = Date.now();
  const r = spawnSync(s.cmd, s.args, { stdio: 'inherit', env: { ...process.env, ...s.env } });
  times.push({ name: s.name, ms: Date.now() - started, ok: r.status === 0 });
  console.log(`=== ${s.name}: ${r.status === 0 ? 'ok' : 'FAILED'} (${seconds(Date.now() - started)} s)`);
  if (r.status !== 0) {
    table();
    process.exit(r.status ?? 1);
  }
}
table();
console.log('\nall checks passed');
