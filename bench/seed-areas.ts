// The demo seed's time per area on a fresh PGlite database, then a second run on the same database
// (which must add nothing, so it costs the areas' existence checks only). Prints each area's share of
// the first run, so a seed that grew can be found by area; figures are of one run on a noisy machine,
// read them as shares, not as absolute times. The tests seed with SEED_ORDERS_PER_TENANT=2000 (as here).
//   node --import tsx bench/seed-areas.ts
process.env.SEED_ORDERS_PER_TENANT ??= '2000';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import { createTestDb } from '../tests/server/test-db';
import { printTable } from './support/db';

const t = await createTestDb();
try {
  await migrate(t.db);
  const first = new Map<string, number>();
  const second = new Map<string, number>();
  const start = performance.now();
  await seed(t.db, { onArea: (name, ms) => first.set(name, ms) });
  const firstTotal = performance.now() - start;
  const again = performance.now();
  await seed(t.db, { onArea: (name, ms) => second.set(name, ms) });
  const secondTotal = performance.now() - again;
  printTable(
    ['area', 'first run (ms)', 'share', 'second run (ms)'],
    [...first].map(([name, ms]) => [name, ms.toFixed(0), `${((100 * ms) / firstTotal).toFixed(1)} %`, (second.get(name) ?? 0).toFixed(0)]),
  );
  console.log(`total: first run ${firstTotal.toFixed(0)} ms, second run ${secondTotal.toFixed(0)} ms`);
} finally {
  await t.dispose();
}
