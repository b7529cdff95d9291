// Three vitest projects: unit (rules, formatters, contract, variants, services), model (xstate/graph
// paths through every machine) and server (handlers through app.request on PGlite or PostgreSQL).
import { defineConfig } from 'vitest/config';

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
          // every server test file seeds a fresh database: 20,000 orders per supplier add ~6 s to
          // each, 2,000 keep every order list, state and delay filter populated
          env: { SEED_ORDERS_PER_TENANT: process.env.SEED_ORDERS_PER_TENANT ?? '2000' },
        },
      },
    ],
  },
});
