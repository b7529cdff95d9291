import { readFileSync } from 'node:fs';
import { openPgliteDb } from './server/db/pglite-db';
const db = await openPgliteDb('/tmp/wtc/db');
const t = (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;
const q = readFileSync(process.argv[2], 'utf8').replaceAll(':T', `'${t}'`);
const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE) ${q}`);
console.log(rows.map((r) => r['QUERY PLAN']).filter((l) => !/Filter|Rows Removed|Buckets|Heap Fetch|Index Searches/.test(l)).join('\n'));
let best = 1e9; for (let i = 0; i < 5; i++) { const t0 = performance.now(); await db.query(q); best = Math.min(best, performance.now() - t0); }
console.log('best of 5 ms', best.toFixed(1));
await db.close();
