// Matrix fixtures of the sku calls (sku info, sku detail by asin, sale price, update price;
// tests/server/fixtures.ts gathers them): supplier1's tenant is harbor; a sku of tenant B for the
// tenant matrix; update price sets a fresh sku's sale price a cent up from the version it holds.
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';

const HARBOR = "(SELECT tenant_id FROM users WHERE account = 'supplier1')";
const firstSku = (db: Db, tenantId: string) =>
  db.one<{ id: string; asin: string; sale_price: string; version: number }>('SELECT id, asin, sale_price, version FROM product_skus WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId]);
const raise = (s: { id: string; sale_price: string; version: number }) => ({ params: { id: s.id }, body: { salePrice: Math.round(Number(s.sale_price) * 100 + 1) / 100, version: s.version } });

export const skuDetailFixtures = {
  'product.skuInfo': {
    input: { params: { id: 'pr-harbor-000001-1' } },
    foreignObject: async ({ db, tenantId }) => ({ params: { id: (await firstSku(db, tenantId)).id } }),
  },
  'product.skuByAsin': {
    input: { params: { asin: 'B000000000' } },
    prepare: async ({ db }) => ({ params: { asin: (await db.one<{ asin: string }>(`SELECT asin FROM product_skus WHERE tenant_id = ${HARBOR} ORDER BY id LIMIT 1`)).asin } }),
    foreignObject: async ({ db, tenantId }) => ({ params: { asin: (await firstSku(db, tenantId)).asin } }),
  },
  'product.salePrice': {
    input: { params: { id: 'pr-harbor-000001-1' } },
    foreignObject: async ({ db, tenantId }) => ({ params: { id: (await firstSku(db, tenantId)).id } }),
  },
  'product.updatePrice': {
    input: { params: { id: 'pr-harbor-000002-1' }, body: { salePrice: 99.99, version: 1 } },
    prepare: async ({ db }) => raise(await db.one(`SELECT id, sale_price, version FROM product_skus WHERE tenant_id = ${HARBOR} AND sale_price > supply_price ORDER BY id OFFSET 7 LIMIT 1`)),
    foreignObject: async ({ db, tenantId }) => raise(await firstSku(db, tenantId)),
  },
} satisfies Record<string, Fixture>;
