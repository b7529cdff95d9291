// Vitest projects: unit (rules, formatters, contract, variants, services), model (xstate/graph
// paths through every machine) and the server's handlers through app.request. The server suite
// runs its files two at a time, unisolated: each worker keeps one seeded database and lends it to
// one file at a time, restored when the file closes it (tests/server/worker-db.ts, decision 023);
// the files that measure the event loop run afterwards, alone, so a neighbour's CPU does not
// count as their stall. `server-engine` is the subset whose behaviour depends on the database
// engine, which `npm test` runs again on PostgreSQL (docs/testing.md).
import { defineConfig } from 'vitest/config';

// every server test file starts from one seeded database (tests/server/seed-template.ts):
// 20,000 orders per supplier would add ~6 s to seeding it, 2,000 keep every order list, state
// and delay filter populated. Set here, in the main process, so the global setup sees it too.
process.env.SEED_ORDERS_PER_TENANT ??= '2000';

/** Files that time the event loop: they run alone, after the rest. */
const timingFiles = ['tests/server/upload-event-loop.test.ts', 'tests/server/pglite-event-loop.test.ts'];

/**
 * What depends on the engine: migrations and the seed, row locks and concurrent submits, the job
 * runners (exports, imports, decisions, isolation), keyset pages, the change-log triggers and
 * the kept copies of migration 022, sessions shared by processes. The rest (handlers' rules,
 * matrices, parsers) runs the same SQL through the same Db interface and is covered on PGlite.
 */
const engineFiles = [
  'db',
  'concurrent-submits',
  'keyset',
  'session',
  'snapshot',
  'common/exports',
  'common/exports-owner',
  'common/exports-about',
  'template/imports',
  'inventory/allot-trigger',
  'separate/separation',
  'order/orders',
  'order/list-columns',
  'order/stock',
  'order/decisions',
  'order/return-receipt',
  'order/upload-order-import',
].map((name) => `tests/server/${name}.test.ts`);

const server = {
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['tests/server/seed-template.ts'],
};

export default defineConfig({
  test: {
    projects: [
      // screen tests render whole screens in happy-dom: on a loaded 2-core machine one can pass 5 s,
      // and a test cut off at its timeout leaves its renders running into the next one
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'happy-dom', maxWorkers: 2, testTimeout: 15_000 } },
      // a graph's paths are computed in one synchronous test: beside the typecheck (npm test) on a
      // loaded machine the largest took 6 s
      { test: { name: 'model', include: ['tests/model/**/*.test.ts'], environment: 'node', maxWorkers: 2, testTimeout: 30_000 } },
      // not isolated: a worker process keeps its seeded database from file to file (worker-db.ts)
      { test: { ...server, name: 'server', include: ['tests/server/**/*.test.ts'], exclude: timingFiles, maxWorkers: 2, isolate: false } },
      { test: { ...server, name: 'server-engine', include: engineFiles, maxWorkers: 2 } },
      { test: { ...server, name: 'server-timing', include: timingFiles, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
