// Runs the benchmarks (not part of npm test): `npm run bench [-- name]` runs bench/<name>.ts, or
// every bench/*.ts but this one, one after the other, each in its own process.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const all = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'run.ts').map((f) => f.slice(0, -3)).sort();
const names = wanted.length ? wanted : all;
let failed = 0;
for (const name of names) {
  if (!all.includes(name)) {
    console.error(`no bench/${name}.ts (have: ${all.join(', ')})`);
    failed++;
    continue;
  }
  console.log(`\n== bench/${name}.ts`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${name}.ts`], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
