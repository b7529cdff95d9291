// `npm test`: every check of the project, stopping at the first failure: system packages; a copy
// of the tree with one area scaffolded by `new:area`, on which the static checks (typecheck beside
// lint, catalogs and area boundaries), the unit and model tests and the whole server suite on
// PGlite run, so the generator's output is checked with the tree, by the same runs (decision 036);
// the server's engine-sensitive files on a throwaway PostgreSQL cluster beside the 13 variant builds
// with the bundle check; Playwright e2e.
// A stage's steps run side by side when each uses one core (the machine has two): their output is
// printed whole as each ends, so it never interleaves. Each step's time is printed, and a table of
// them and of the stages' wall times at the end (docs/testing.md keeps the measured figures).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the static checks and the Vitest runs run: a copy of the tree with one generated area (scripts/check-new-area.mjs). */
const CHECKED = path.join(os.tmpdir(), `wharf-checked-tree-${process.pid}`);
const ROOT = path.resolve(import.meta.dirname, '..');
const PREPARE = 'area generator: a copy of the tree with a new area';

const step = (name, cmd, args, env = {}, cwd = undefined) => ({ name, cmd, args, env, cwd });
/** Steps that run one after another, as one step of a stage. */
const chain = (name, ...steps) => ({ name, chain: steps });

const stages = [
  [step('system packages', 'node', ['scripts/ensure-system-deps.mjs'])],
  [step(PREPARE, 'node', ['scripts/check-new-area.mjs', '--prepare', CHECKED])],
  // the typecheck takes one core for about a minute, lint and the rest less: the unit and model
  // tests start on the first core free
  [
    step('typecheck (the tree and the generated area)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], {}, CHECKED),
    chain(
      'lint, catalogs, area boundaries',
      step('lint', 'npx', ['eslint', '.', '--max-warnings', '0'], {}, CHECKED),
      step('catalogs', 'node', ['scripts/check-catalogs.mjs'], {}, CHECKED),
      step('area boundaries and import cycles', 'node', ['scripts/check-areas.mjs'], {}, CHECKED),
    ),
    step('unit + model tests (the tree and the generated area)', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'model'], {}, CHECKED),
  ],
  [
    step(
      'server tests (PGlite; the tree and the generated area)',
      'npx',
      ['vitest', 'run', '--project', 'server', '--project', 'server-timing', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(ROOT, '.reports/server.json')}`],
      {},
      CHECKED,
    ),
  ],
  [
    step('server tests (PostgreSQL, engine-sensitive)', 'node', ['scripts/with-pg.mjs', 'npx', 'vitest', 'run', '--project', 'server-engine', '--project', 'server-timing']),
    chain('builds', step('build all variants', 'node', ['scripts/build.mjs', '--all']), step('variant bundles', 'node', ['--import', 'tsx', 'scripts/check-bundles.ts'])),
  ],
  [step('end-to-end (Playwright, Debian Chromium)', 'npx', ['playwright', 'test'])],
];
/** How many of a stage's steps run at once. */
const SIDE_BY_SIDE = 2;

const only = process.env.TEST_ONLY?.split(',');
/** A step that runs in the copy needs the copy, whatever TEST_ONLY names. */
const inCopy = (e) => (e.chain ? e.chain.some(inCopy) : e.cwd === CHECKED);
const wanted = (name) =>
  !only || only.some((o) => name.startsWith(o)) || (name === PREPARE && stages.flat().some((e) => inCopy(e) && (e.chain ?? [e]).some((c) => only.some((o) => c.name.startsWith(o)))));
const times = [];
const walls = [];
const seconds = (ms) => (ms / 1000).toFixed(1);

/** Runs one command; alone, its output goes straight to the terminal, beside others it is kept until it ends. */
function run(s, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n=== ${s.name}`);
    const child = spawn(s.cmd, s.args, { cwd: s.cwd, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...s.env } });
    const output = [];
    child.stdout?.on('data', (d) => output.push(d));
    child.stderr?.on('data', (d) => output.push(d));
    child.on('close', (code) => {
      const ok = code === 0;
      if (!alone) {
        console.log(`\n=== ${s.name}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`=== ${s.name}: ${ok ? 'ok' : 'FAILED'} (${seconds(Date.now() - started)} s)`);
      times.push({ name: s.name, ms: Date.now() - started, ok });
      resolve(ok);
    });
  });
}

async function runEntry(entry, alone) {
  if (!entry.chain) return run(entry, alone);
  for (const s of entry.chain.filter((c) => wanted(c.name))) if (!(await run(s, alone))) return false;
  return true;
}

async function runStage(entries) {
  const alone = entries.length === 1;
  const queue = [...entries];
  let ok = true;
  const lane = async () => {
    while (queue.length && ok) ok = (await runEntry(queue.shift(), alone)) && ok;
  };
  await Promise.all(Array.from({ length: Math.min(SIDE_BY_SIDE, entries.length) }, lane));
  return ok;
}

function table() {
  const rows = [...times.map((t) => [t.name, t.ms, t.ok ? 'ok' : 'FAILED']), ...walls.map((w) => [`stage: ${w.name}`, w.ms, 'wall'])];
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log('\n=== step times (steps of one stage run side by side; a stage\'s wall time is what it cost)');
  for (const [name, ms, how] of rows) console.log(`${name.padEnd(width)}  ${seconds(ms).padStart(7)} s  ${how}`);
  console.log(`${'total (wall)'.padEnd(width)}  ${seconds(walls.reduce((sum, w) => sum + w.ms, 0)).padStart(7)} s`);
  // each group's own tests against the budgets of docs/adding-an-area.md (printed, never failing)
  spawnSync('node', ['scripts/area-costs.mjs'], { stdio: 'inherit' });
}

process.on('exit', () => fs.rmSync(CHECKED, { recursive: true, force: true }));
for (const stage of stages) {
  const entries = stage
    .map((e) => (e.chain ? { ...e, chain: e.chain.filter((c) => wanted(c.name)) } : e))
    .filter((e) => (e.chain ? e.chain.length > 0 : wanted(e.name)));
  if (!entries.length) continue;
  const started = Date.now();
  const ok = await runStage(entries);
  walls.push({ name: entries.map((e) => e.name).join(' | '), ms: Date.now() - started });
  if (!ok) {
    table();
    process.exit(1);
  }
}
table();
console.log('\nall checks passed');
