// Matrix fixtures of the distribution settings and the supplier subscriptions (tests/server/fixtures.ts
// gathers them): a valid call for supplier1 (tenant harbor). A settings save sends the version
// stored; a create a fresh request id for a kind and category harbor has no active subscription of
// (cancelled first); a cancel addresses an active subscription made here, and for the tenant
// matrix one of tenant B (not found).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

const harbor = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;
const platformOf = async (db: Db, tenantId: string) => (await db.one<{ platform_code: string }>('SELECT platform_code FROM carts WHERE tenant_id = $1 ORDER BY code LIMIT 1', [tenantId])).platform_code;
const key = () => `mx-${randomBytes(6).toString('hex')}`;
const MATRIX_CATEGORY = 'BT-BAG';

/** An active subscription of the tenant made directly (the cancel's object). */
async function activeSubscription(db: Db, tenantId: string): Promise<RouteInput> {
  const id = `sub-${key()}`;
  await db.query(
    `INSERT INTO product_subscriptions (id, tenant_id, platform_code, category_code, notice_kind, status, request_id, created_at, created_by_name)
     VALUES ($1, $2, $3, 'BB-FEED', 'newStandard', 'active', $1, now(), 'Matrix') ON CONFLICT DO NOTHING`,
    [id, tenantId, await platformOf(db, tenantId)],
  );
  // one active per kind and category: when the insert met one, address that one
  const row = await db.one<{ id: string }>("SELECT id FROM product_subscriptions WHERE tenant_id = $1 AND category_code = 'BB-FEED' AND notice_kind = 'newStandard' AND status = 'active'", [tenantId]);
  return { params: { id: row.id }, body: {} };
}

export const distributionSubscriptionFixtures = {
  'product.distributionSettings': { input: {} },
  'product.distributionSettingsSave': {
    input: { body: { offered: true, discountPercent: '5', version: 0 } },
    prepare: async ({ db }) => {
      const current = await db.maybe<{ version: number }>('SELECT version FROM product_distribution_settings WHERE tenant_id = $1', [await harbor(db)]);
      return { body: { offered: true, discountPercent: String(1 + Math.floor(Math.random() * 40)), version: current?.version ?? 0 } };
    },
  },
  'product.subscriptions': { input: { query: { platformCode: 'AMZ' } }, prepare: async ({ db }) => ({ query: { platformCode: await platformOf(db, await harbor(db)) } }) },
  'product.subscriptionCreate': {
    input: { body: { platformCode: 'none', categoryCode: MATRIX_CATEGORY, noticeKind: 'biddingChange', requestId: 'mx-00000000' } },
    prepare: async ({ db }) => {
      const tenantId = await harbor(db);
      await db.query("UPDATE product_subscriptions SET status = 'cancelled', cancelled_at = now(), cancelled_by_name = 'Matrix' WHERE tenant_id = $1 AND category_code = $2 AND status = 'active'", [tenantId, MATRIX_CATEGORY]);
      return { body: { platformCode: await platformOf(db, tenantId), categoryCode: MATRIX_CATEGORY, noticeKind: 'biddingChange', requestId: key() } };
    },
  },
  'product.subscriptionCancel': {
    input: { params: { id: 'sub-harbor-1' }, body: {} },
    prepare: async ({ db }) => activeSubscription(db, await harbor(db)),
    foreignObject: async ({ db, tenantId }) => activeSubscription(db, tenantId),
  },
} satisfies Record<string, Fixture>;
