// End-to-end tests in Debian's Chromium against the real server, started on fresh PGlite data
// directories with the tof build (npm test builds every variant before this step). The journeys
// (e2e/<area>/*.spec.ts) run on their server, the crawls (*.crawl.spec.ts: axe and faults route
// by route, one test per group) on a server of their own, so neither sees the other's writes or
// language switches. Two workers: the journeys on one, the crawls beside them on the other (each
// project keeps its own tests in order on one worker). Decision 018 and docs/testing.md say why
// this went back to one worker once (a download that never started beside a second browser) and
// what the runs since showed.
import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const ECOL_PORT = PORT + 1;
const CRAWL_PORT = PORT + 2;
const dataDir = (name: string) => path.join(os.tmpdir(), `wharf-e2e-${name}-${process.pid}`);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

// every server starts from a copy of one seeded data directory (scripts/e2e-server.mjs)
const template = dataDir('template');

const server = (name: string, port: number, variant = name) => ({
  command: 'node scripts/e2e-server.mjs',
  url: `http://localhost:${port}/gateway/login`,
  reuseExistingServer: false,
  timeout: 180_000,
  // 2,000 orders per supplier (as in the server tests) keep every list and state populated and
  // keep the first start's seeding short on a loaded machine
  env: { PORT: String(port), DATA_DIR: dataDir(name), E2E_TEMPLATE_DIR: template, VARIANT: variant, DATABASE_URL: '', SEPARATION_JOB_INTERVAL_MS: '500', SEED_ORDERS_PER_TENANT: '2000' },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'e2e',
  // A loaded 2-core machine runs a journey up to twice as slowly as a quiet one (docs/testing.md).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // One retry in CI: the shared 2-core machine occasionally drops a click on a re-rendering
  // virtualized row; a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: { launchOptions: chromium, trace: 'off', locale: 'en-US' },
  projects: [
    { name: 'tof', testIgnore: [/\/(ecol|ui-kit)\//, /\.crawl\.spec\.ts$/], workers: 1, use: { baseURL: `http://localhost:${PORT}` } },
    { name: 'tof-crawl', testMatch: /\.crawl\.spec\.ts$/, workers: 1, use: { baseURL: `http://localhost:${CRAWL_PORT}` } },
    { name: 'ecol', testMatch: /\/ecol\/.*\.spec\.ts$/, use: { baseURL: `http://localhost:${ECOL_PORT}` } },
    // The UI kit against its own dev-only harness page (built and served by the spec itself).
    { name: 'ui-kit', testMatch: /\/ui-kit\/.*\.spec\.ts$/ },
  ],
  webServer: [server('tof', PORT), server('ecol', ECOL_PORT), server('crawl', CRAWL_PORT, 'tof')],
});
