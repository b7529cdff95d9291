// End-to-end tests in Debian's Chromium against the real server, started on fresh PGlite data
// directories with the tof build (npm test builds every variant before this step). Two workers,
// and a tof server per worker slot (e2e/fixtures.ts serverPorts): the journeys (e2e/<area>/*.spec.ts)
// and the crawls (*.crawl.spec.ts: axe and faults route by route, one test per group) are one pool
// of files that whichever worker is free takes, so the two stay busy to the end; the tests on one
// server still run one after another, so no test sees another's writes or language switch while it
// runs. A file's tests stay in order on one worker (the fault crawl's groups share what they
// faulted). Decision 018 and docs/testing.md say why this once went back to one worker (a download
// that never started beside a second browser) and what the runs since showed.
import { defineConfig } from '@playwright/test';
import type { Options } from './e2e/fixtures';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const ECOL_PORT = PORT + 1;
const WORKERS = 2;
/** One tof server per worker slot. */
const TOF_PORTS = Array.from({ length: WORKERS }, (_, slot) => PORT + 2 + slot);
// the run's name, which the workers inherit (the fault crawl's shared record, e2e/crawl/faulted.ts)
process.env.WHARF_E2E_RUN ??= String(process.pid);
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
  env: { PORT: String(port), DATA_DIR: dataDir(name), E2E_TEMPLATE_DIR: template, VARIANT: variant, DATABASE_URL: '', SEPARATION_JOB_INTERVAL_MS: '500', SEED_ORDERS_PER_TENANT: '2000', PRICE_REVIEW_SECONDS: '1', NEW_PRODUCT_REVIEW_SECONDS: '1', PRICE_DECISION_JOB_INTERVAL_MS: '500', RECEIPT_REVIEW_SECONDS: '1', RECEIPT_JOB_INTERVAL_MS: '500', INQUIRY_JOB_INTERVAL_MS: '500' },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig<Options>({
  testDir: 'e2e',
  // A loaded 2-core machine runs a journey up to twice as slowly as a quiet one (docs/testing.md).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: WORKERS,
  // One retry in CI: the shared 2-core machine occasionally drops a click on a re-rendering
  // virtualized row; a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  // the JSON report feeds the per-group costs npm test prints (scripts/area-costs.mjs)
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: { launchOptions: chromium, trace: 'off', locale: 'en-US' },
  // The workers take files in the projects' order: the UI kit's one long file first, so the
  // pool's last minutes are the short tof files on both workers (run last, it left one worker
  // idle for about 50 s).
  projects: [
    // The UI kit against its own dev-only harness page (built and served by the spec itself).
    { name: 'ui-kit', testMatch: /\/ui-kit\/.*\.spec\.ts$/ },
    { name: 'ecol', testMatch: /\/ecol\/.*\.spec\.ts$/, use: { baseURL: `http://localhost:${ECOL_PORT}` } },
    { name: 'tof', testIgnore: /\/(ecol|ui-kit)\//, use: { baseURL: `http://localhost:${TOF_PORTS[0]}`, serverPorts: TOF_PORTS } },
  ],
  webServer: [...TOF_PORTS.map((port, slot) => server(`tof-${slot}`, port, 'tof')), server('ecol', ECOL_PORT)],
});
