// `npm test`: every check of the project, in order, stopping at the first failure:
// system packages, catalogs, typecheck, lint, unit and model tests, server tests on PGlite and on
// a throwaway PostgreSQL cluster, all 13 variant builds with the bundle check, Playwright e2e.
import { spawnSync } from 'node:child_process';

const steps = [];
const step = (name, cmd, args, env = {}) => steps.push({ name, cmd, args, env });

step('system packages', 'node', ['scripts/ensure-system-deps.mjs']);
step('catalogs', 'node', ['scripts/check-catalogs.mjs']);
step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('unit + model tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'model']);
step('server tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'server']);
step('server tests (PostgreSQL)', 'node', ['scripts/with-pg.mjs', 'npx', 'vitest', 'run', '--project', 'server']);
step('build all variants', 'node', ['scripts/build.mjs', '--all']);
step('variant bundles', 'node', ['--import', 'tsx', 'scripts/check-bundles.ts']);
step('end-to-end (Playwright, Debian Chromium)', 'npx', ['playwright', 'test']);

const only = process.env.TEST_ONLY?.split(',');
for (const s of steps) {
  if (only && !only.some((o) => s.name.startsWith(o))) continue;
  console.log(`\n=== ${s.name}`);
  const started = Date.now();
  const r = spawnSync(s.cmd, s.args, { stdio: 'inherit', env: { ...process.env, ...s.env } });
  console.log(`=== ${s.name}: ${r.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log('\nall checks passed');
