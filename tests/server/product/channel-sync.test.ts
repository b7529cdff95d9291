// Channel products, matching and sync (docs/domain/products.md, slice 2): the seed (a listing per
// product, unmatched and conflicting channel skus, jobs whose results follow the rules), the list
// by code, putting a listing on and off the shelf (refusals in both languages with nothing
// changed, stale, a repeat changes nothing), yesterday's figures, starting a sync (busy, a paused
// cart, the request key), the runner (per-item results for real reasons, the work of ok items),
// retrying failed items (the kit's action: once, stale, nothing to retry) and tenancy.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelProductRowSchema, syncJobInfoSchema, syncJobRowSchema, syncOverviewSchema, type ChannelProductRow, type SyncJobInfo, type SyncJobRow, type SyncOverview } from '../../../src/contract/product';
import { SyncRunner } from '../../../server/product/sync-runner';
import { createHarness, type Harness } from '../harness';
import { freeCart, freeMatch, onShelfListing, retriableJob } from './channel-sync-fixtures';
import type { MatchCandidate, MatchRow } from '../../../src/contract/product';

const P = '/api/scm-app/supplier/product';
let h: Harness;
let cookie: string;
let cookieZh: string;
let tenantId: string;
let zhTenantId: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  cookieZh = await h.signIn('supplier2');
  tenantId = h.seeded.tenantIds.harbor;
  zhTenantId = h.seeded.tenantIds.pacific;
}, 120_000);
afterAll(() => h?.close());

const search = (conditions: Record<string, unknown>, c = cookie) => h.call<{ rows: ChannelProductRow[] }>('POST', `${P}/channel/search`, { cookie: c, body: { conditions, pageSize: 50 } });
const shelf = (body: Record<string, unknown>, c = cookie) => h.call<ChannelProductRow>('PUT', `${P}/channel/shelf`, { cookie: c, body });
const start = (body: Record<string, unknown>, c = cookie) => h.call<SyncJobRow>('POST', `${P}/sync/start`, { cookie: c, body: { requestKey: randomUUID(), ...body } });
const jobInfo = (id: string, c = cookie) => h.call<SyncJobInfo>('GET', `${P}/sync/info?id=${encodeURIComponent(id)}`, { cookie: c });
const retry = (body: Record<string, unknown>, c = cookie) => h.call<SyncJobInfo>('POST', `${P}/sync/retry`, { cookie: c, body });
const listing = (id: string) => h.db.one<{ shelf_status: string; version: number }>('SELECT shelf_status, version FROM channel_products WHERE id = $1', [id]);
const runner = () => new SyncRunner({ db: h.db, now: h.clock.now, log: () => {} });
async function drain() {
  const r = runner();
  while (await r.runOnce());
}

describe('channel products', () => {
  it('are seeded per product with unmatched and conflicting skus, and found by any code', async () => {
    // every seeded product has its listing; goods-base publishes (seeded after) have none yet, as in the portal
    const n = await h.db.one<{ listings: number; products: number; unmatched: number; conflicts: number }>(
      `SELECT (SELECT count(*)::int FROM channel_products WHERE tenant_id = $1) AS listings, (SELECT count(*)::int FROM products p WHERE p.tenant_id = $1 AND NOT EXISTS (SELECT 1 FROM product_gb_channels g WHERE g.product_id = p.id)) AS products,
              (SELECT count(*)::int FROM channel_skus WHERE tenant_id = $1 AND product_sku_id IS NULL) AS unmatched,
              (SELECT count(*)::int FROM (SELECT product_sku_id FROM channel_skus WHERE tenant_id = $1 AND product_sku_id IS NOT NULL GROUP BY cart_id, product_sku_id HAVING count(*) > 1) x) AS conflicts`,
      [tenantId],
    );
    expect(n.listings).toBe(n.products);
    expect(n.unmatched).toBeGreaterThan(100);
    expect(n.conflicts).toBeGreaterThan(10);
    // product 13's second sku is listed as SPU000013-2R, unmatched; 22 has an extra variant
    const bySku = await search({ code: 'SPU000013-2R' });
    expect(bySku.envelope.data.rows.map((r) => r.id)).toEqual(['cp-harbor-000013']);
    expect(bySku.envelope.data.rows[0].unmatchedCount).toBe(1);
    const byProduct = (await search({ code: 'SPU000022' })).envelope.data.rows;
    expect(byProduct.map((r) => channelProductRowSchema.parse(r).productCode)).toEqual(['SPU000022']);
    const byOuter = (await search({ code: byProduct[0].outerCode })).envelope.data.rows;
    expect(byOuter.map((r) => r.id)).toEqual(['cp-harbor-000022']);
    expect((await search({ code: 'SPU000013-2R' }, cookieZh)).envelope.data.rows.map((r) => r.id)).toEqual(['cp-pacific-000013']);
  });

  it('go off and on the shelf by the rules; refusals in both languages change nothing', async () => {
    const l = await onShelfListing(h.db, tenantId);
    const off = await shelf({ id: l.id, version: l.version, shelf: 'offShelf' });
    expect(off.envelope.code, off.text).toBe('0');
    expect(off.envelope.data).toMatchObject({ shelfStatus: 'offShelf', productStatus: 'offShelf', version: l.version + 1 });
    // a repeat (double click) answers the state, nothing written
    const again = await shelf({ id: l.id, version: l.version, shelf: 'offShelf' });
    expect(again.envelope.data.version).toBe(l.version + 1);
    const stale = await shelf({ id: l.id, version: l.version, shelf: 'onShelf' });
    expect(stale.envelope.code).toBe('PRODUCT_SHELF_STALE');
    expect(await listing(l.id)).toEqual({ shelf_status: 'offShelf', version: l.version + 1 });
    const on = await shelf({ id: l.id, version: l.version + 1, shelf: 'onShelf' });
    expect(on.envelope.data).toMatchObject({ shelfStatus: 'onShelf', productStatus: 'onSale' });

    // blocked (seed: every 37th product), in Chinese for the other tenant
    const blocked = await h.db.one<{ id: string; version: number }>(
      `SELECT cp.id, cp.version FROM channel_products cp JOIN products p ON p.id = cp.product_id WHERE cp.tenant_id = $1 AND p.status = 'blocked' ORDER BY cp.id LIMIT 1`,
      [zhTenantId],
    );
    const refusedZh = await shelf({ id: blocked.id, version: blocked.version, shelf: 'onShelf' }, cookieZh);
    expect(refusedZh.envelope.code).toBe('PRODUCT_SHELF_BLOCKED');
    expect(refusedZh.envelope.message).toBe('该商品已被平台屏蔽，不能上架，本次操作未做任何更改。');
    expect(await listing(blocked.id)).toEqual({ shelf_status: 'offShelf', version: blocked.version });

    // no stock on the matched skus, then no matched sku at all
    const offSale = await h.db.one<{ id: string; version: number; product_id: string }>(
      `SELECT cp.id, cp.version, cp.product_id FROM channel_products cp JOIN products p ON p.id = cp.product_id WHERE cp.tenant_id = $1 AND p.status = 'offShelf' ORDER BY cp.id LIMIT 1`,
      [tenantId],
    );
    await h.db.query('UPDATE product_skus SET stock = 0 WHERE product_id = $1', [offSale.product_id]);
    const noStock = await shelf({ id: offSale.id, version: offSale.version, shelf: 'onShelf' });
    expect(noStock.envelope.code).toBe('PRODUCT_SHELF_NO_STOCK');
    expect(noStock.envelope.message).toBe('The matched skus have no stock: it cannot go on the shelf. Nothing was changed.');
    await h.db.query('UPDATE channel_skus SET product_sku_id = NULL WHERE channel_product_id = $1', [offSale.id]);
    expect((await shelf({ id: offSale.id, version: offSale.version, shelf: 'onShelf' })).envelope.code).toBe('PRODUCT_SHELF_UNMATCHED');
    expect(await listing(offSale.id)).toEqual({ shelf_status: 'offShelf', version: offSale.version });
    expect((await shelf({ id: offSale.id, version: offSale.version, shelf: 'onShelf' }, cookieZh)).envelope.code).toBe('SYS_NOT_FOUND');
  });
});

describe('sync jobs', () => {
  it('are seeded with results that follow the rules, and yesterday is counted per platform', async () => {
    const reasons = await h.db.query<{ reason: string }>("SELECT DISTINCT reason FROM product_sync_items WHERE tenant_id = $1 AND reason IS NOT NULL ORDER BY 1", [tenantId]);
    expect(reasons.map((r) => r.reason)).toEqual(expect.arrayContaining(['UNMATCHED_SKU', 'MATCH_CONFLICT', 'PRODUCT_BLOCKED', 'OFF_SHELF']));
    // an item failed as unmatched is a channel sku with no match, a conflict one shares its match
    const wrong = await h.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_sync_items i JOIN channel_skus cs ON cs.id = i.channel_sku_id
        WHERE i.tenant_id = $1 AND i.job_id LIKE 'sj-%' AND ((i.reason = 'UNMATCHED_SKU') <> (cs.product_sku_id IS NULL))`,
      [tenantId],
    );
    expect(wrong.n).toBe(0);
    const statuses = await h.db.query<{ status: string }>('SELECT DISTINCT status FROM product_sync_jobs WHERE tenant_id = $1', [tenantId]);
    expect(statuses.map((s) => s.status)).toContain('partFailed');

    const overview = (await h.call<SyncOverview>('GET', `${P}/sync/yesterday`, { cookie })).envelope.data;
    syncOverviewSchema.parse(overview);
    expect(overview.day).toBe('2026-03-01');
    const yesterday = await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM product_sync_jobs WHERE tenant_id = $1 AND created_at >= '2026-03-01' AND created_at < '2026-03-02'", [tenantId]);
    expect(overview.platforms.reduce((n, p) => n + p.jobs, 0)).toBe(yesterday.n);
    expect(yesterday.n).toBe(4);
    expect(overview.carts.length).toBeGreaterThan(0);
  });

  it('start for a cart, run off the request with a result per item, and refuse a second open one', async () => {
    // an active cart with an unmatched listing
    const cart = await h.db.one<{ id: string }>(
      `SELECT cp.cart_id AS id FROM channel_skus cs JOIN channel_products cp ON cp.id = cs.channel_product_id JOIN carts c ON c.id = cp.cart_id
        WHERE cs.tenant_id = $1 AND cs.product_sku_id IS NULL AND c.status = 'active' ORDER BY cp.id LIMIT 1`,
      [tenantId],
    );
    const key = randomUUID();
    const started = await start({ cartId: cart.id, kind: 'pushStock', requestKey: key });
    expect(started.envelope.code, started.text).toBe('0');
    expect(syncJobRowSchema.parse(started.envelope.data)).toMatchObject({ status: 'queued', kind: 'pushStock', total: 0, startedBy: 'Grace Lin' });
    // the same request again answers the same job; another one is refused while it is open
    expect((await start({ cartId: cart.id, kind: 'pushStock', requestKey: key })).envelope.data.id).toBe(started.envelope.data.id);
    const busy = await start({ cartId: cart.id, kind: 'pushStock' });
    expect(busy.envelope.code).toBe('PRODUCT_SYNC_BUSY');
    expect(busy.envelope.message).toContain(started.envelope.data.jobNo);
    const zhCart = await freeCart(h.db, zhTenantId, 'pushStock');
    await start({ cartId: zhCart.id, kind: 'pushStock' }, cookieZh);
    const busyZh = await start({ cartId: zhCart.id, kind: 'pushStock' }, cookieZh);
    expect(busyZh.envelope.message).toMatch(/^该渠道已有同类同步任务（SY\d+）未完成，请等待其完成。$/);

    await drain();
    const job = syncJobInfoSchema.parse((await jobInfo(started.envelope.data.id)).envelope.data);
    const skus = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM channel_skus WHERE cart_id = $1 AND tenant_id = $2', [cart.id, tenantId]);
    expect(job.total).toBe(skus.n);
    expect(job.okCount + job.failedCount + job.skippedCount).toBe(job.total);
    expect(job.status).toBe(job.failedCount === 0 ? 'done' : job.okCount + job.skippedCount === 0 ? 'failed' : 'partFailed');
    expect(job.finishedAt).toBe(h.clock.now().toISOString());
    expect(job.items[0].result).toBe('failed');
    for (const i of job.items) expect([i.result, i.reason === null ? 'none' : i.reason === 'OFF_SHELF' ? 'skip' : 'fail']).toEqual([i.result, { ok: 'none', skipped: 'skip', failed: 'fail' }[i.result]]);
    expect(job.items.some((i) => i.reason === 'UNMATCHED_SKU')).toBe(true);
    for (const i of job.items.filter((x) => x.reason === 'UNMATCHED_SKU')) expect(i.sellerSku).toBeNull();
    // an ok item pushed our stock to the channel
    const pushed = await h.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_sync_items i JOIN channel_skus cs ON cs.id = i.channel_sku_id JOIN product_skus ps ON ps.id = cs.product_sku_id
        WHERE i.job_id = $1 AND i.result = 'ok' AND cs.channel_stock IS DISTINCT FROM ps.stock`,
      [job.id],
    );
    expect(pushed.n).toBe(0);

    // a paused cart is refused, nothing queued
    await h.db.query("UPDATE carts SET status = 'paused' WHERE id = $1", [cart.id]);
    const paused = await start({ cartId: cart.id, kind: 'pullListings' });
    expect(paused.envelope.code).toBe('PRODUCT_SYNC_CART_INACTIVE');
    await h.db.query("UPDATE carts SET status = 'active' WHERE id = $1", [cart.id]);
    expect((await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM product_sync_jobs WHERE status = 'queued'")).n).toBe(0);
  });

  it('retry failed items once as a new job; stale and nothing-to-retry are refused; tenancy', async () => {
    const j = await retriableJob(h.db, tenantId);
    const before = (await jobInfo(j.id)).envelope.data;
    expect((await retry({ id: j.id, version: j.version + 5 })).envelope.code).toBe('PRODUCT_SYNC_STALE');
    const done = await retry({ id: j.id, version: j.version });
    expect(done.envelope.code, done.text).toBe('0');
    expect(done.envelope.data.status).toBe('retried');
    const newId = done.envelope.data.retriedById;
    expect(newId).not.toBeNull();
    // a repeat answers the same, no second job
    expect((await retry({ id: j.id, version: j.version })).envelope.data.retriedById).toBe(newId);
    // the new job is queued: nothing to retry yet
    const queued = await retry({ id: newId!, version: 1 });
    expect(queued.envelope.code).toBe('PRODUCT_SYNC_DECIDED');
    expect(queued.envelope.message).toBe('This job has no failed items to retry. Nothing was changed.');
    await drain();
    const second = (await jobInfo(newId!)).envelope.data;
    expect(second.retryOfNo).toBe(before.jobNo);
    expect(second.total).toBe(before.failedCount);
    expect(second.items.map((i) => i.outerSku).sort()).toEqual(before.items.filter((i) => i.result === 'failed').map((i) => i.outerSku).sort());

    // tenancy, then the other tenant's retry and its repeat with a newer version, in Chinese
    const theirs = await retriableJob(h.db, zhTenantId);
    expect((await jobInfo(theirs.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await retry({ id: theirs.id, version: theirs.version })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await h.db.one<{ status: string }>('SELECT status FROM product_sync_jobs WHERE id = $1', [theirs.id])).status).not.toBe('retried');
    expect((await retry({ id: theirs.id, version: theirs.version }, cookieZh)).envelope.data.status).toBe('retried');
    const decidedZh = await retry({ id: theirs.id, version: theirs.version + 1 }, cookieZh);
    expect(decidedZh.envelope.code).toBe('PRODUCT_SYNC_DECIDED');
    expect(decidedZh.envelope.message).toBe('该任务的失败条目已重试，本次操作未做任何更改。');
  });
});

describe('matching', () => {
  const matches = (conditions: Record<string, unknown>, c = cookie) => h.call<{ rows: MatchRow[] }>('POST', `${P}/match/search`, { cookie: c, body: { conditions, pageSize: 50 } });
  const relate = (body: Record<string, unknown>, c = cookie) => h.call<MatchRow>('PUT', `${P}/match/relation`, { cookie: c, body });
  const clear = (body: Record<string, unknown>, c = cookie) => h.call<MatchRow>('PUT', `${P}/match/clear`, { cookie: c, body });
  const channelSku = (id: string) => h.db.one<{ product_sku_id: string | null; version: number }>('SELECT product_sku_id, version FROM channel_skus WHERE id = $1', [id]);

  it('lists matched, unmatched and conflicting skus; a pick from our skus of the cart; taken, other cart and stale refused; clear', async () => {
    // product 17's second channel sku is matched to its first sku: both conflict
    const conflict = (await matches({ outerSku: 'SPU000017-2' })).envelope.data.rows;
    expect(conflict.map((r) => [r.id, r.matchStatus, r.sellerSku])).toEqual([['cs-harbor-000017-2', 'conflicting', 'SPU000017-1']]);
    expect((await matches({ outerSku: 'SPU000013-2R' })).envelope.data.rows[0].matchStatus).toBe('unmatched');

    const candidates = (await h.call<MatchCandidate[]>('GET', `${P}/match/candidates?id=cs-harbor-000017-2`, { cookie })).envelope.data;
    expect(candidates.find((o) => o.id === 'pr-harbor-000017-1')?.matchedBy.sort()).toEqual(['SPU000017-1', 'SPU000017-2']);
    // the first sku is taken by the first channel sku: refused in both languages, nothing changed
    const c17 = await channelSku('cs-harbor-000017-2');
    const taken = await relate({ id: 'cs-harbor-000017-2', version: c17.version, productSkuId: 'pr-harbor-000017-2' });
    expect(taken.envelope.code, taken.text).toBe('0');
    expect(taken.envelope.data).toMatchObject({ matchStatus: 'matched', sellerSku: 'SPU000017-2', version: c17.version + 1 });
    expect((await relate({ id: 'cs-harbor-000017-2', version: c17.version, productSkuId: 'pr-harbor-000017-2' })).envelope.data.version).toBe(c17.version + 1);
    const again = await relate({ id: 'cs-harbor-000017-2', version: c17.version + 1, productSkuId: 'pr-harbor-000017-1' });
    expect(again.envelope.code).toBe('PRODUCT_MATCH_TAKEN');
    expect(again.envelope.message).toBe('That sku is already matched to channel sku SPU000017-1 of this channel: clear that match first. Nothing was changed.');
    const stale = await relate({ id: 'cs-harbor-000017-2', version: c17.version, productSkuId: 'pr-harbor-000001-1' });
    expect(stale.envelope.code).toBe('PRODUCT_MATCH_STALE');
    const free = await freeMatch(h.db, tenantId);
    const elsewhere = await h.db.one<{ id: string }>('SELECT ps.id FROM product_skus ps JOIN products p ON p.id = ps.product_id JOIN channel_skus cs ON cs.id = $2 WHERE ps.tenant_id = $1 AND p.cart_id <> cs.cart_id LIMIT 1', [tenantId, free.id]);
    expect((await relate({ id: free.id, version: free.version, productSkuId: elsewhere.id })).envelope.code).toBe('PRODUCT_MATCH_OTHER_CART');
    expect(await channelSku(free.id)).toEqual({ product_sku_id: null, version: free.version });

    // Chinese, the other tenant: stale
    const theirs = await h.db.one<{ id: string; version: number }>("SELECT id, version FROM channel_skus WHERE tenant_id = $1 AND id LIKE '%-000017-2'", [zhTenantId]);
    const staleZh = await relate({ id: theirs.id, version: theirs.version + 5, productSkuId: theirs.id.replace('cs-', 'pr-') }, cookieZh);
    expect(staleZh.envelope.code).toBe('PRODUCT_MATCH_STALE');
    expect(staleZh.envelope.message).toBe('该渠道 SKU 已被他人修改，请刷新后重试。');
    expect((await relate({ id: theirs.id, version: theirs.version, productSkuId: 'pr-harbor-000017-1' })).envelope.code).toBe('SYS_NOT_FOUND');

    const cleared = await clear({ id: 'cs-harbor-000017-2', version: c17.version + 1 });
    expect(cleared.envelope.data).toMatchObject({ matchStatus: 'unmatched', sellerSku: null, version: c17.version + 2 });
    expect((await clear({ id: 'cs-harbor-000017-2', version: c17.version + 1 })).envelope.data.version).toBe(c17.version + 2);
  });
});
