// The soak checks (`npm run test:soak`, not part of `npm test`): real server processes started
// and killed (tests/soak/server-process.ts), several minutes in all, on a throwaway PostgreSQL
// cluster (scripts/with-pg.mjs sets TEST_DATABASE_URL) and PGlite in temporary data directories.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'soak',
    include: ['tests/soak/**/*.test.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
