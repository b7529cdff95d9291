// Matrix fixtures of the channel product and sync calls (tests/server/fixtures.ts gathers every
// `...Fixtures` export): a valid call for supplier1 (tenant harbor; the seed's listings and jobs),
// objects of tenant B for the tenant matrix, and fresh objects for the changing calls.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

const harbor = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;
/** An on-shelf listing: taking it off the shelf is always allowed. */
export const onShelfListing = (db: Db, tenantId: string) =>
  db.one<{ id: string; version: number }>("SELECT id, version FROM channel_products WHERE tenant_id = $1 AND shelf_status = 'onShelf' ORDER BY id LIMIT 1", [tenantId]);
/** A finished job with failed items, not retried, on a cart with no open job of its kind. */
export const retriableJob = (db: Db, tenantId: string) =>
  db.one<{ id: string; version: number }>(
    `SELECT j.id, j.version FROM product_sync_jobs j WHERE j.tenant_id = $1 AND j.status IN ('partFailed', 'failed')
        AND NOT EXISTS (SELECT 1 FROM product_sync_jobs o WHERE o.tenant_id = j.tenant_id AND o.cart_id = j.cart_id AND o.kind = j.kind AND o.status IN ('queued', 'running'))
      ORDER BY j.created_at DESC, j.id LIMIT 1`,
    [tenantId],
  );
/** An active cart with listings and no open job of the kind. */
export const freeCart = (db: Db, tenantId: string, kind: string) =>
  db.one<{ id: string }>(
    `SELECT c.id FROM carts c WHERE c.tenant_id = $1 AND c.status = 'active' AND EXISTS (SELECT 1 FROM channel_products cp WHERE cp.cart_id = c.id AND cp.tenant_id = c.tenant_id)
        AND NOT EXISTS (SELECT 1 FROM product_sync_jobs j WHERE j.tenant_id = c.tenant_id AND j.cart_id = c.id AND j.kind = $2 AND j.status IN ('queued', 'running'))
      ORDER BY c.code LIMIT 1`,
    [tenantId, kind],
  );
/** An unmatched channel sku of a cart and a sku of ours on that cart that no channel sku has. */
export const freeMatch = (db: Db, tenantId: string) =>
  db.one<{ id: string; version: number; product_sku_id: string }>(
    `SELECT cs.id, cs.version, ps.id AS product_sku_id FROM channel_skus cs
       JOIN products p ON p.cart_id = cs.cart_id AND p.tenant_id = cs.tenant_id
       JOIN product_skus ps ON ps.product_id = p.id AND ps.tenant_id = p.tenant_id
      WHERE cs.tenant_id = $1 AND cs.product_sku_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM channel_skus o WHERE o.tenant_id = cs.tenant_id AND o.cart_id = cs.cart_id AND o.product_sku_id = ps.id)
      ORDER BY cs.id, ps.id LIMIT 1`,
    [tenantId],
  );
const matched = (db: Db, tenantId: string) =>
  db.one<{ id: string; version: number }>('SELECT id, version FROM channel_skus WHERE tenant_id = $1 AND product_sku_id IS NOT NULL ORDER BY id LIMIT 1', [tenantId]);
const off = (l: { id: string; version: number }): RouteInput => ({ body: { id: l.id, version: l.version, shelf: 'offShelf' } });
const start = (cartId: string): RouteInput => ({ body: { cartId, kind: 'pushStock', requestKey: randomUUID() } });

export const channelSyncFixtures = {
  'product.channelSearch': { input: { body: { conditions: { code: 'SPU000001' }, pageSize: 20 } } },
  'product.channelShelf': {
    input: off({ id: 'cp-harbor-000001', version: 1 }),
    prepare: async ({ db }) => off(await onShelfListing(db, await harbor(db))),
    foreignObject: async ({ db, tenantId }) => off(await onShelfListing(db, tenantId)),
  },
  'product.syncSearch': { input: { body: { conditions: { status: 'partFailed' }, pageSize: 20 } } },
  'product.syncOverview': { input: {} },
  'product.syncInfo': {
    input: { query: { id: 'sj-harbor-0001' } },
    foreignObject: async ({ db, tenantId }) => ({ query: { id: (await db.one<{ id: string }>('SELECT id FROM product_sync_jobs WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId])).id } }),
  },
  'product.syncStart': {
    input: start('c-none'),
    prepare: async ({ db }) => start((await freeCart(db, await harbor(db), 'pushStock')).id),
    foreignObject: async ({ db, tenantId }) => start((await freeCart(db, tenantId, 'pushStock')).id),
  },
  'product.syncRetry': {
    input: { body: { id: 'sj-harbor-0000', version: 1 } },
    prepare: async ({ db }) => {
      const j = await retriableJob(db, await harbor(db));
      return { body: { id: j.id, version: j.version } };
    },
    foreignObject: async ({ db, tenantId }) => {
      const j = await retriableJob(db, tenantId);
      return { body: { id: j.id, version: j.version } };
    },
  },
  'product.matchSearch': { input: { body: { conditions: { matchStatus: 'conflicting' }, pageSize: 20 } } },
  'product.matchCandidates': {
    input: { query: { id: 'cs-harbor-000001-1' } },
    foreignObject: async ({ db, tenantId }) => ({ query: { id: (await matched(db, tenantId)).id } }),
  },
  'product.matchRelation': {
    input: { body: { id: 'cs-harbor-000000-1', version: 1, productSkuId: 'pr-harbor-000001-1' } },
    prepare: async ({ db }) => {
      const m = await freeMatch(db, await harbor(db));
      return { body: { id: m.id, version: m.version, productSkuId: m.product_sku_id } };
    },
    foreignObject: async ({ db, tenantId }) => {
      const m = await freeMatch(db, tenantId);
      return { body: { id: m.id, version: m.version, productSkuId: m.product_sku_id } };
    },
  },
  'product.matchClear': {
    input: { body: { id: 'cs-harbor-000000-1', version: 1 } },
    prepare: async ({ db }) => {
      const m = await matched(db, await harbor(db));
      return { body: { id: m.id, version: m.version } };
    },
    foreignObject: async ({ db, tenantId }) => {
      const m = await matched(db, tenantId);
      return { body: { id: m.id, version: m.version } };
    },
  },
} satisfies Record<string, Fixture>;
