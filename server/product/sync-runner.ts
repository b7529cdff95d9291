// The sync job runner (docs/domain/products.md, "Channel products, matching and sync"): started
// by server/main.ts like the other jobs. A unit of work claims the oldest queued job (FOR UPDATE
// SKIP LOCKED, so several processes never take one twice) and marks it running, then runs it in
// a second transaction: every channel sku of the cart (a retry: the failed items of the job it
// retries) gets an item whose result follows the rules in order (syncReasonOf below, in SQL):
//   UNMATCHED_SKU no sku of ours is matched; MATCH_CONFLICT another channel sku of the cart is
//   matched to the same sku; PRODUCT_BLOCKED the platform blocks the product; SKU_INACTIVE our sku
//   is inactive; OFF_SHELF (skipped, pushes only) the listing is off the shelf; else ok.
// An ok item does the work: a pull stamps the listing as synced, a price push sets the channel
// price to our sale price, a stock push the channel stock to our stock. The job ends done (no
// failures), failed (nothing succeeded) or partFailed. A job left running by a dead process for
// SYNC_STUCK_MS is queued again (its items are written in the run's one transaction, so none
// are half written).
//   SYNC_JOB_INTERVAL_MS (default 1000): how often an idle runner looks for queued jobs.
import type { SyncKind } from '../../src/contract/product';
import { syncActionOf } from '../../src/contract/product';
import type { Db } from '../db/db';
import { consoleLog, Poller } from '../jobs/poller';

export const SYNC_JOB_INTERVAL_MS = 1000;
const SYNC_STUCK_MS = 5 * 60_000;

export function syncJobInterval(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SYNC_JOB_INTERVAL_MS);
  return Number.isFinite(value) && value > 0 ? value : SYNC_JOB_INTERVAL_MS;
}

export interface SyncJobToRun {
  id: string;
  tenant_id: string;
  cart_id: string;
  kind: SyncKind;
  retry_of: string | null;
}

const ITEMS_SQL = `
INSERT INTO product_sync_items (id, tenant_id, job_id, channel_sku_id, action, result, reason)
SELECT $1 || '-' || row_number() OVER (ORDER BY cs.id), cs.tenant_id, $1, cs.id, $5,
       CASE WHEN r.reason IS NULL THEN 'ok' WHEN r.reason = 'OFF_SHELF' THEN 'skipped' ELSE 'failed' END, r.reason
  FROM channel_skus cs
  JOIN channel_products cp ON cp.id = cs.channel_product_id AND cp.tenant_id = cs.tenant_id
  JOIN products p ON p.id = cp.product_id AND p.tenant_id = cs.tenant_id
  LEFT JOIN product_skus ps ON ps.id = cs.product_sku_id AND ps.tenant_id = cs.tenant_id
  CROSS JOIN LATERAL (SELECT CASE
      WHEN cs.product_sku_id IS NULL THEN 'UNMATCHED_SKU'
      WHEN EXISTS (SELECT 1 FROM channel_skus o WHERE o.tenant_id = cs.tenant_id AND o.cart_id = cs.cart_id AND o.product_sku_id = cs.product_sku_id AND o.id <> cs.id) THEN 'MATCH_CONFLICT'
      WHEN p.status = 'blocked' THEN 'PRODUCT_BLOCKED'
      WHEN ps.status = 'inactive' THEN 'SKU_INACTIVE'
      WHEN $4 <> 'pullListings' AND cp.shelf_status = 'offShelf' THEN 'OFF_SHELF'
    END AS reason) r
 WHERE cs.tenant_id = $2 AND cs.cart_id = $3
   AND ($6::text IS NULL OR cs.id IN (SELECT channel_sku_id FROM product_sync_items WHERE job_id = $6 AND tenant_id = $2 AND result = 'failed'))`;

const OK_ITEMS = `SELECT i.channel_sku_id FROM product_sync_items i WHERE i.job_id = $1 AND i.tenant_id = $2 AND i.result = 'ok'`;

/** Runs one claimed job inside the caller's transaction: its items, their work, its counts and end status. */
export async function runSyncJob(tx: Db, job: SyncJobToRun, now: Date): Promise<void> {
  await tx.query(ITEMS_SQL, [job.id, job.tenant_id, job.cart_id, job.kind, syncActionOf[job.kind], job.retry_of]);
  if (job.kind === 'pushPrices' || job.kind === 'pushStock') {
    const column = job.kind === 'pushPrices' ? 'channel_price = ps.sale_price' : 'channel_stock = ps.stock';
    await tx.query(
      `UPDATE channel_skus cs SET ${column}, version = cs.version + 1 FROM product_skus ps
        WHERE ps.id = cs.product_sku_id AND ps.tenant_id = cs.tenant_id AND cs.tenant_id = $2 AND cs.id IN (${OK_ITEMS})`,
      [job.id, job.tenant_id],
    );
  }
  await tx.query(
    `UPDATE channel_products SET synced_at = $3 WHERE tenant_id = $2 AND id IN (SELECT cs.channel_product_id FROM channel_skus cs WHERE cs.tenant_id = $2 AND cs.id IN (${OK_ITEMS}))`,
    [job.id, job.tenant_id, now],
  );
  await tx.query(
    `UPDATE product_sync_jobs j SET total = k.total, ok_count = k.ok, failed_count = k.failed, skipped_count = k.skipped, finished_at = $3, version = j.version + 1,
            status = CASE WHEN k.failed = 0 THEN 'done' WHEN k.ok + k.skipped = 0 THEN 'failed' ELSE 'partFailed' END
       FROM (SELECT count(*)::int AS total, count(*) FILTER (WHERE result = 'ok')::int AS ok, count(*) FILTER (WHERE result = 'failed')::int AS failed,
                    count(*) FILTER (WHERE result = 'skipped')::int AS skipped
               FROM product_sync_items WHERE job_id = $1 AND tenant_id = $2) k
      WHERE j.id = $1 AND j.tenant_id = $2`,
    [job.id, job.tenant_id, now],
  );
}

export class SyncRunner extends Poller {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: { db: Db; pollMs?: number; now?: () => Date; log?: (message: string, error?: unknown) => void }) {
    super(options.pollMs ?? syncJobInterval(), options.log ?? consoleLog('product sync'));
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  /** Queues again the jobs a dead runner left running (their items were never written). */
  async recover(): Promise<void> {
    await this.db.query(`UPDATE product_sync_jobs SET status = 'queued' WHERE status = 'running' AND claimed_at < $1`, [new Date(this.now().getTime() - SYNC_STUCK_MS)]);
  }

  /** Claims the oldest queued job and runs it; false when none was queued. */
  async runOnce(): Promise<boolean> {
    const claimed = await this.db.transaction(async (tx) => {
      const job = await tx.maybe<SyncJobToRun>(
        `SELECT id, tenant_id, cart_id, kind, retry_of FROM product_sync_jobs WHERE status = 'queued' ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (job) await tx.query(`UPDATE product_sync_jobs SET status = 'running', claimed_at = $2 WHERE id = $1`, [job.id, this.now()]);
      return job;
    });
    if (!claimed) return false;
    await this.db.transaction(async (tx) => {
      const still = await tx.maybe(`SELECT 1 FROM product_sync_jobs WHERE id = $1 AND status = 'running' FOR UPDATE SKIP LOCKED`, [claimed.id]);
      if (still) await runSyncJob(tx, claimed, this.now());
    });
    return true;
  }
}
