// Sync jobs (src/contract/product/sync.ts): the list, yesterday's figures per platform with the
// carts a sync can start for, one job with its items, starting a job and retrying a job's failed
// items. Starting only queues the job (server/product/sync-runner.ts runs it off the request):
// the cart must be active and have no open job of the kind (PRODUCT_SYNC_BUSY); the client's
// request key makes a repeated start answer the same job. Retrying is the record-with-actions
// kit's action on the job (partFailed or failed -> retried, the version read), which queues a new
// job over the failed items.
import { randomBytes, randomInt } from 'node:crypto';
import { getSyncJob, getSyncOverview, retrySync, searchSyncJobs, startSync, type SyncJobInfo, type SyncKind, type SyncStatus } from '../../src/contract/product';
import { retrySyncStatuses } from '../../src/contract/product';
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { syncBusy, syncCartInactive, syncDecided, syncStale } from './channel-messages';
import { syncJobListDefinition } from './list-sync';

type Caller = { id: string; lang: Language; tenant: { id: string } };

const jobs: RecordTable<'retry', SyncStatus> = {
  kind: 'product.sync',
  table: 'product_sync_jobs',
  transitions: { retry: { from: retrySyncStatuses, to: 'retried' } },
  notFound,
  decided: (lang, row) => syncDecided(lang, row.status),
  stale: (lang) => syncStale(lang),
};

export async function oneSyncJob(db: Db, user: Caller, id: string): Promise<SyncJobInfo> {
  const row = (await syncJobListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 })).rows[0];
  if (!row) throw notFound(user.lang);
  const tenantId = user.tenant.id;
  const retry = await db.maybe<{ id: string }>('SELECT id FROM product_sync_jobs WHERE retry_of = $1 AND tenant_id = $2', [id, tenantId]);
  const items = await db.query<{ id: string; outer_sku: string; outer_code: string; seller_sku: string | null; action: SyncJobInfo['items'][number]['action']; result: SyncJobInfo['items'][number]['result']; reason: SyncJobInfo['items'][number]['reason'] }>(
    `SELECT i.id, cs.outer_sku, cp.outer_code, ps.seller_sku, i.action, i.result, i.reason
       FROM product_sync_items i JOIN channel_skus cs ON cs.id = i.channel_sku_id AND cs.tenant_id = i.tenant_id
       JOIN channel_products cp ON cp.id = cs.channel_product_id AND cp.tenant_id = i.tenant_id
       LEFT JOIN product_skus ps ON ps.id = cs.product_sku_id AND ps.tenant_id = i.tenant_id
      WHERE i.job_id = $1 AND i.tenant_id = $2
      ORDER BY CASE i.result WHEN 'failed' THEN 0 WHEN 'skipped' THEN 1 ELSE 2 END, cs.outer_sku LIMIT 500`,
    [id, tenantId],
  );
  return {
    ...row,
    retriedById: retry?.id ?? null,
    items: items.map((i) => ({ id: i.id, outerSku: i.outer_sku, outerCode: i.outer_code, sellerSku: i.seller_sku, action: i.action, result: i.result, reason: i.reason })),
  };
}

const dayOf = (t: Date) => t.toISOString().slice(0, 10);

/** Queues a job (the runner does the rest); the caller holds the transaction. */
export async function queueSyncJob(tx: Db, job: { tenantId: string; cartId: string; platformCode: string; kind: SyncKind; retryOf: string | null; requestKey: string | null; by: string; now: Date }): Promise<string> {
  const id = `sj_${randomBytes(6).toString('hex')}`;
  const no = `SY${dayOf(job.now).replace(/-/g, '').slice(2)}${randomInt(100_000, 1_000_000)}`;
  await tx.query(
    `INSERT INTO product_sync_jobs (id, tenant_id, job_no, cart_id, platform_code, kind, status, retry_of, request_key, started_by_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'queued', $7, $8, $9, $10)`,
    [id, job.tenantId, no, job.cartId, job.platformCode, job.kind, job.retryOf, job.requestKey, job.by, job.now],
  );
  return id;
}

async function openJob(tx: Db, tenantId: string, cartId: string, kind: SyncKind) {
  return tx.maybe<{ job_no: string }>(`SELECT job_no FROM product_sync_jobs WHERE tenant_id = $1 AND cart_id = $2 AND kind = $3 AND status IN ('queued', 'running')`, [tenantId, cartId, kind]);
}

export const syncHandlers: readonly HandlerEntry[] = [
  defineHandler(searchSyncJobs, async ({ db, user, body }) => (await syncJobListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getSyncOverview, async ({ db, user, now }) => {
    const today = dayOf(now);
    const day = dayOf(new Date(now.getTime() - 86_400_000));
    const platforms = await db.query<{ platform_code: string; jobs: number; ok: number; failed: number }>(
      `SELECT platform_code, count(*)::int AS jobs, COALESCE(sum(ok_count), 0)::int AS ok, COALESCE(sum(failed_count), 0)::int AS failed
         FROM product_sync_jobs WHERE tenant_id = $1 AND created_at >= $2::date AND created_at < $3::date
        GROUP BY platform_code ORDER BY platform_code`,
      [user.tenant.id, day, today],
    );
    const carts = await db.query<{ id: string; name: string; platform_code: string; open_kinds: SyncKind[] }>(
      `SELECT c.id, c.name, c.platform_code,
              COALESCE((SELECT array_agg(j.kind ORDER BY j.kind) FROM product_sync_jobs j WHERE j.tenant_id = c.tenant_id AND j.cart_id = c.id AND j.status IN ('queued', 'running')), '{}') AS open_kinds
         FROM carts c WHERE c.tenant_id = $1 AND c.status = 'active'
          AND EXISTS (SELECT 1 FROM channel_products cp WHERE cp.tenant_id = c.tenant_id AND cp.cart_id = c.id)
        ORDER BY c.name, c.id`,
      [user.tenant.id],
    );
    return {
      day,
      platforms: platforms.map((p) => ({ platformCode: p.platform_code, jobs: p.jobs, okCount: p.ok, failedCount: p.failed })),
      carts: carts.map((c) => ({ id: c.id, name: c.name, platformCode: c.platform_code, openKinds: c.open_kinds })),
    };
  }),

  defineHandler(getSyncJob, ({ db, user, query }) => oneSyncJob(db, user, query.id)),

  defineHandler(startSync, async ({ db, user, body, now }) => {
    const id = await db.transaction(async (tx) => {
      const repeat = await tx.maybe<{ id: string }>('SELECT id FROM product_sync_jobs WHERE tenant_id = $1 AND request_key = $2', [user.tenant.id, body.requestKey]);
      if (repeat) return repeat.id;
      const cart = await tx.maybe<{ id: string; platform_code: string; status: string }>('SELECT id, platform_code, status FROM carts WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [body.cartId, user.tenant.id]);
      if (!cart) throw notFound(user.lang);
      if (cart.status !== 'active') throw syncCartInactive(user.lang);
      const open = await openJob(tx, user.tenant.id, cart.id, body.kind);
      if (open) throw syncBusy(user.lang, open.job_no);
      return queueSyncJob(tx, { tenantId: user.tenant.id, cartId: cart.id, platformCode: cart.platform_code, kind: body.kind, retryOf: null, requestKey: body.requestKey, by: user.displayName, now });
    });
    const row = (await syncJobListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 })).rows[0];
    if (!row) throw notFound(user.lang);
    return row;
  }),

  defineHandler(retrySync, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      const { row, applied } = await applyRecordAction(tx, jobs, {
        tenantId: user.tenant.id,
        lang: user.lang,
        by: { id: user.id, name: user.displayName },
        key: body.id,
        action: 'retry',
        version: body.version,
        note: body.note ?? '',
        now,
        repeated: (r) => r.status === 'retried' && r.version === body.version + 1,
      });
      if (!applied) return;
      const open = await openJob(tx, user.tenant.id, row.cart_id as string, row.kind as SyncKind);
      if (open) throw syncBusy(user.lang, open.job_no);
      await queueSyncJob(tx, { tenantId: user.tenant.id, cartId: row.cart_id as string, platformCode: row.platform_code as string, kind: row.kind as SyncKind, retryOf: row.id, requestKey: null, by: user.displayName, now });
    });
    return oneSyncJob(db, user, body.id);
  }),
];
