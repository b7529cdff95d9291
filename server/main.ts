// Starts the server: opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL),
// migrates, seeds the demo data (re-running adds nothing), serves /back/, the gateway and the
// built SPA of VARIANT, and shuts down cleanly on SIGINT/SIGTERM.
//   PORT (8080)  DATA_DIR (./.data)  DATABASE_URL  VARIANT (tof)  HOST (0.0.0.0)
//   SEPARATION_JOB_INTERVAL_MS (5000): how often the automatic isolation job looks for work
//   ORDER_DECISION_JOB_INTERVAL_MS (5000): how often the platform's decision job looks for overdue requests
//   PRICE_DECISION_JOB_INTERVAL_MS (5000), PRICE_REVIEW_SECONDS (30): the platform's price decisions
//   NEW_PRODUCT_REVIEW_SECONDS (30): the platform's review of new-product items
//   (and brand decisions: BRAND_REVIEW_SECONDS, else the price review time)
//   RECEIPT_JOB_INTERVAL_MS (5000), RECEIPT_REVIEW_SECONDS (30): the platform receives shipped inbounds and answers delays
//   INQUIRY_JOB_INTERVAL_MS (5000): the platform awards price inquiries at their deadline
//   REPLENISHMENT_JOB_INTERVAL_MS (5000): the platform reviews its warehouses' cover and suggests replenishment
//   SYNC_JOB_INTERVAL_MS (1000): how often the product sync runner looks for queued jobs
//   SEED (on): "off" migrates only. The demo seed fills each part it owns once, when that part is
//   empty, so on a database whose orders came from elsewhere (the lists benchmark's 10^6) it would
//   derive requests, receipts and appointments from all of them at start-up; "off" skips that.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { variantIdSchema } from '../src/contract';
import { createApp } from './app';
import { DEMO_PASSWORD } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { demoAccounts, seed } from './db/seed';
import { ExportRunner } from './jobs/export-runner';
import { ImportRunner } from './imports/runner';
import { warmSpreadsheetWorker } from './workers/spreadsheet-pool';
import { OrderDecisionRunner } from './jobs/order-decision-runner';
import { SeparationRunner } from './jobs/separation-runner';
import { NewProductDecisionRunner } from './product/new-product-decisions';
import { PriceDecisionRunner } from './product/price-decisions';
import { BrandDecisionRunner } from './product/brand-decisions';
import { SyncRunner } from './product/sync-runner';
import { InquiryAwardRunner, ReceiptPlatformRunner } from './receipt';
import { ReplenishmentSuggestRunner } from './replenishment';
import { FinanceJobRunner } from './finance';
import { ReconciliationRunner } from './reconciliation';
import { PoolFinanceRunner } from './poolFinance';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const variant = variantIdSchema.parse(process.env.VARIANT ?? 'tof');
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = resolve(process.env.DATA_DIR ?? './.data');
  // checked before the database is opened: a typo must not migrate anything
  const seedSetting = process.env.SEED ?? 'on';
  if (seedSetting !== 'on' && seedSetting !== 'off') throw new Error(`SEED must be "on" or "off", got "${seedSetting}"`);

  const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir });
  const applied = await migrate(db);
  // a fresh demo database gets orders placed in the days before today, so the delay filters show
  // a realistic mix of late and on-time orders (tests keep their fixed anchor)
  if (seedSetting === 'on') {
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    await seed(db, { ordersAnchor: today });
  }

  // Export jobs: files in DATA_DIR/exports (with PostgreSQL too); abandoned jobs are requeued.
  const exportRunner = new ExportRunner({ db, dataDir });
  await exportRunner.start();
  // Imports: files are read and confirmed imports applied in the background; an import whose
  // runner died resumes (applying) or starts over (reading) after its heartbeat goes stale.
  const importRunner = new ImportRunner({ db });
  await importRunner.start();
  // The worker thread that parses uploads and reads sheets (decision 016): started now, so the
  // first upload does not wait for it, and a worker that cannot start shows here, not at an upload.
  await warmSpreadsheetWorker();
  // Isolation: starts due automatic isolations, finishes those past their end time and syncs
  // incremental separations (docs/domain/separation.md).
  const separationRunner = new SeparationRunner({ db });
  await separationRunner.start();
  // The platform decides cancel, return and refund requests left undecided past their 48 h
  // (docs/domain/orders.md); safe with several processes (each request is taken under a row lock).
  const orderDecisionRunner = new OrderDecisionRunner({ db });
  await orderDecisionRunner.start();
  // The platform decides price proposals and applies approved ones on their date (docs/domain/products.md).
  const priceDecisionRunner = new PriceDecisionRunner({ db });
  await priceDecisionRunner.start();
  // The platform reviews submitted new-product items (docs/domain/products.md).
  const newProductDecisionRunner = new NewProductDecisionRunner({ db });
  await newProductDecisionRunner.start();
  // The platform grants or refuses brand authorizations and expires granted ones (docs/domain/products.md).
  const brandDecisionRunner = new BrandDecisionRunner({ db });
  await brandDecisionRunner.start();
  // Product sync jobs (pull listings, push prices or stock) run off the request (docs/domain/products.md).
  const syncRunner = new SyncRunner({ db });
  await syncRunner.start();
  // The platform receives shipped inbounds and answers delay applications (docs/domain/receipts.md).
  const receiptRunner = new ReceiptPlatformRunner({ db });
  await receiptRunner.start();
  // The platform awards price inquiries at their deadline (docs/domain/receipts.md).
  const inquiryRunner = new InquiryAwardRunner({ db });
  await inquiryRunner.start();
  // The platform suggests replenishment orders where cover runs short (docs/domain/receipts.md).
  const replenishmentRunner = new ReplenishmentSuggestRunner({ db });
  await replenishmentRunner.start();
  // The platform closes finance periods, decides disputed lines and confirms settlements left unanswered (docs/domain/finance.md).
  const financeRunner = new FinanceJobRunner({ db });
  await financeRunner.start();
  // The platform closes submitted reconciliation bills (docs/domain/finance.md).
  const reconciliationRunner = new ReconciliationRunner({ db });
  await reconciliationRunner.start();
  // The platform approves or refuses pool financing applications and pays them out (docs/domain/finance.md).
  const poolFinanceRunner = new PoolFinanceRunner({ db });
  await poolFinanceRunner.start();

  const staticDir = resolve('dist', variant);
  const app = createApp({ db, staticDir });
  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
    const lines = [
      `Wharf (${variant}) listening on http://localhost:${info.port}/`,
      `  database: ${where}${applied.length ? `, migrations applied: ${applied.join(', ')}` : ''}${seedSetting === 'off' ? ' (not seeded: SEED=off)' : ''}`,
      `  front end: ${existsSync(resolve(staticDir, 'index.html')) ? staticDir : 'no build (run `npm run build`)'}`,
      `  sign in at http://localhost:${info.port}/gateway/login with password "${DEMO_PASSWORD}":`,
      ...demoAccounts().map((a) => `    ${a.account.padEnd(14)} ${a.kind.padEnd(12)} ${a.role.padEnd(14)} ${a.tenant}`),
    ];
    console.log(lines.join('\n'));
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: shutting down`);
    // Stop accepting connections, let in-flight requests finish, then close the database.
    server.close(async () => {
      await exportRunner.stop();
      await importRunner.stop();
      await separationRunner.stop();
      await orderDecisionRunner.stop();
      await priceDecisionRunner.stop();
      await newProductDecisionRunner.stop();
      await brandDecisionRunner.stop();
      await syncRunner.stop();
      await receiptRunner.stop();
      await inquiryRunner.stop();
      await replenishmentRunner.stop();
      await financeRunner.stop();
      await reconciliationRunner.stop();
      await poolFinanceRunner.stop();
      await db.close();
      process.exit(0);
    });
    // Keep-alive connections could hold close() open; do not wait forever.
    setTimeout(() => process.exit(0), 5000).unref();
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  console.error('[server] failed to start:', error);
  process.exit(1);
});
