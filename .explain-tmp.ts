process.env.SEED_ORDERS_PER_TENANT ??= '2000';
import { existsSync } from 'node:fs';
import { stockOverviewList } from './src/contract/inventoryCenter';
import { migrate } from './server/db/migrate';
import { openPgliteDb } from './server/db/pglite-db';
import { seed } from './server/db/seed';
import { stockOverviewListDefinition } from './server/inventoryCenter/list-stock-overview';
import { capturing, type Captured } from './bench/support/db';
const dir = '/tmp/wtc/db';
const fresh = !existsSync(dir);
const db = await openPgliteDb(dir);
if (fresh) { await migrate(db); await seed(db); await db.exec('ANALYZE'); }
const t = (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;
const caller = { tenantId: t, userId: 'x', lang: 'en' as const };
const body = JSON.parse(process.argv[2] ?? '{"pageSize":50}');
const sent: Captured[] = [];
await stockOverviewListDefinition.page(capturing(db, sent), caller, stockOverviewList.query.parse(body));
for (const q of sent) {
  const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.params);
  console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
  console.log('-----');
}
await db.close();
