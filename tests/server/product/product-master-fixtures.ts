// Matrix fixtures of the product master list, the vms list, the status counts and the extended
// attributes (tests/server/fixtures.ts gathers them): supplier1's tenant is harbor; a product of
// tenant B for the tenant matrix.
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';

const HARBOR = "(SELECT tenant_id FROM users WHERE account = 'supplier1')";
const page = { input: { body: { conditions: {}, pageSize: 5 } } } satisfies Fixture;
const firstProduct = async ({ db, tenantId }: { db: Db; tenantId: string }) =>
  (await db.one<{ id: string }>('SELECT id FROM products WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId])).id;

export const productMasterFixtures = {
  'product.masterSearch': page,
  'product.vmsSearch': page,
  'product.statusCounts': { input: {} },
  'product.attributes': {
    input: { params: { productId: 'pr-harbor-000003' } },
    foreignObject: async (ctx) => ({ params: { productId: await firstProduct(ctx) } }),
  },
  'product.attributesSave': {
    input: { params: { productId: 'pr-harbor-000001' }, body: { categoryCode: 'KT-DRINK', values: {}, version: 0 } },
    // a product of harbor never given attributes, with the first subcategory of its category and no values
    prepare: async ({ db }) => {
      const p = await db.one<{ id: string; leaf: string }>(
        `SELECT p.id, (SELECT c.code FROM product_categories c JOIN product_categories t ON t.code = c.parent_code WHERE t.name_en = p.category ORDER BY c.sort LIMIT 1) AS leaf
           FROM products p WHERE p.tenant_id = ${HARBOR} AND NOT EXISTS (SELECT 1 FROM product_attributes a WHERE a.product_id = p.id) ORDER BY p.id LIMIT 1`,
      );
      return { params: { productId: p.id }, body: { categoryCode: p.leaf, values: {}, version: 0 } };
    },
    foreignObject: async (ctx) => ({ params: { productId: await firstProduct(ctx) }, body: { categoryCode: 'KT-DRINK', values: {}, version: 0 } }),
  },
} satisfies Record<string, Fixture>;
