// Matrix fixtures of the /product calls (tests/server/fixtures.ts gathers them): a valid call for
// supplier1 (tenant harbor; the seed's products, skus and proposals, the harness clock's day
// 2026-03-02), objects of tenant B for the tenant matrix, and fresh ones for the changing calls.
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

export const PRODUCT_TODAY = '2026-03-02';

const harbor = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;
/** An active sku of the tenant with no open proposal. */
export const freeSku = (db: Db, tenantId: string) =>
  db.one<{ id: string; supply_price: string }>(
    `SELECT s.id, s.supply_price FROM product_skus s WHERE s.tenant_id = $1 AND s.status = 'active'
        AND NOT EXISTS (SELECT 1 FROM product_price_proposals x WHERE x.product_sku_id = s.id AND x.status IN ('pending', 'approved'))
      ORDER BY s.id LIMIT 1`,
    [tenantId],
  );
const pendingProposal = (db: Db, tenantId: string) =>
  db.one<{ id: string; version: number }>("SELECT id, version FROM product_price_proposals WHERE tenant_id = $1 AND status = 'pending' ORDER BY id LIMIT 1", [tenantId]);
const proposal = (skuId: string, price: number): RouteInput => ({ body: { skuId, newPrice: price, effectiveDate: PRODUCT_TODAY, driver: 'freight', note: '' } });
const withdraw = (p: { id: string; version: number }): RouteInput => ({ body: { id: p.id, version: p.version, note: 'Quote revised' } });

export const productFixtures = {
  'product.platformSearch': { input: { body: { conditions: { status: 'onSale' }, pageSize: 20 } } },
  'product.platformInfo': {
    input: { params: { id: 'pr-harbor-000001' } },
    foreignObject: async ({ db, tenantId }) => ({ params: { id: (await db.one<{ id: string }>('SELECT id FROM products WHERE tenant_id = $1 LIMIT 1', [tenantId])).id } }),
  },
  'product.priceSearch': { input: { body: { conditions: { status: 'pending' }, pageSize: 20 } } },
  'product.priceInfo': {
    input: { params: { id: 'pp-harbor-000005' } },
    foreignObject: async ({ db, tenantId }) => ({ params: { id: (await pendingProposal(db, tenantId)).id } }),
  },
  'product.pricePreview': {
    input: { body: { skuId: 'pr-harbor-000001-1', newPrice: 12345.67, effectiveDate: PRODUCT_TODAY, driver: 'freight' } },
    foreignObject: async ({ db, tenantId }) => ({ body: { skuId: (await freeSku(db, tenantId)).id, newPrice: 12345.67, effectiveDate: PRODUCT_TODAY, driver: 'freight' } }),
  },
  'product.pricePropose': {
    input: proposal('pr-harbor-000001-1', 12345.67),
    prepare: async ({ db }) => {
      const sku = await freeSku(db, await harbor(db));
      return proposal(sku.id, Math.round(Number(sku.supply_price) * 102) / 100);
    },
    foreignObject: async ({ db, tenantId }) => proposal((await freeSku(db, tenantId)).id, 12345.67),
  },
  'product.priceWithdraw': {
    input: withdraw({ id: 'pp-harbor-000000', version: 1 }),
    prepare: async ({ db }) => withdraw(await pendingProposal(db, await harbor(db))),
    foreignObject: async ({ db, tenantId }) => withdraw(await pendingProposal(db, tenantId)),
  },
} satisfies Record<string, Fixture>;
