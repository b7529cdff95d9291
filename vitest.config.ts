// Three vitest projects: unit (rules, formatters, contract, variants, services), model (xstate/graph
// paths through every machine) and server (handlers through app.request on PGlite or PostgreSQL).
import { defineConfig } from 'vitest/config';

// every server test file starts from one seeded database (tests/server/seed-template.ts):
// 20,000 orders per supplier would add ~6 s to seeding it, 2,000 keep every order list, state
// and delay filter populated. Set here, in the main process, so the global setup sees it too.
process.env.SEED_ORDERS_PER_TENANT ??= '2000';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      { test: { name: 'model', include: ['tests/model/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          globalSetup: ['tests/server/seed-template.ts'],
        },
      },
    ],
  },
});
