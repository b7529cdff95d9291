// Runs the benchmarks (not part of npm test): `npm run bench [-- name...]` runs bench/<name>.ts, or
// every bench/*.ts but this one, one after the other, each in its own process, then prints a
// summary: every figure the benchmarks recorded (bench/support/results.ts, JSON lines in the file
// BENCH_RESULTS names) with its target and verdict, and a "not measured" line, with the reason,
// for a benchmark that crashed or recorded nothing. Exits non-zero only when a benchmark crashed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTable } from './support/db';
import type { Result } from './support/results';

const dir = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const all = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'run.ts').map((f) => f.slice(0, -3)).sort();
const names = wanted.length ? wanted : all;
const resultsDir = mkdtempSync(join(tmpdir(), 'wharf-bench-results-'));
const results: Result[] = [];
let failed = 0;
for (const name of names) {
  if (!all.includes(name)) {
    console.error(`no bench/${name}.ts (have: ${all.join(', ')})`);
    failed++;
    continue;
  }
  console.log(`\n== bench/${name}.ts`);
  const file = join(resultsDir, `${name}.jsonl`);
  const started = performance.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${name}.ts`], { stdio: 'inherit', env: { ...process.env, BENCH_RESULTS: file } });
  console.log(`== bench/${name}.ts: ${((performance.now() - started) / 1000).toFixed(0)} s, exit ${r.status ?? r.signal}`);
  const recorded = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Result) : [];
  results.push(...recorded);
  if (r.status !== 0) {
    failed++;
    results.push({ bench: name, figure: '(the benchmark)', value: '-', target: '', verdict: 'not measured', note: `crashed (exit ${r.status ?? r.signal}); figures above, if any, are partial` });
  } else if (!recorded.length) {
    results.push({ bench: name, figure: '(the benchmark)', value: '-', target: '', verdict: 'context', note: 'no figure with a target: see its own table above' });
  }
}
rmSync(resultsDir, { recursive: true, force: true });

console.log('\n== Summary (targets from issue 7; "context" figures have no target of their own)');
printTable(
  ['bench', 'figure', 'value', 'target', 'verdict', 'note'],
  results.map((r) => [r.bench, r.figure, r.value, r.target, r.verdict, r.note ?? '']),
);
const count = (v: Result['verdict']) => results.filter((r) => r.verdict === v).length;
console.log(`${count('met')} met, ${count('not met')} not met, ${count('not measured')} not measured, ${count('context')} context`);
process.exit(failed ? 1 : 0);
