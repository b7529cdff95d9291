// Matrix fixtures of the new-product application calls (tests/server/fixtures.ts gathers them): a
// valid call for supplier1 (tenant harbor; the seed's batches), fresh draft and returned items made
// in the database for the changing calls, and tenant B's for the tenant matrix.
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

const harbor = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;

/** The tenant's first active channel and a Kitchen master sku not listed on it. */
export async function channelAndSku(db: Db, tenantId: string): Promise<{ cartId: string; cartCode: string; skuId: string; skuCode: string }> {
  const cart = await db.one<{ id: string; code: string }>("SELECT id, code FROM carts WHERE tenant_id = $1 AND status = 'active' ORDER BY code LIMIT 1", [tenantId]);
  const sku = await db.one<{ id: string; sku: string }>(
    `SELECT m.id, m.sku FROM skus m WHERE m.tenant_id = $1 AND m.category = 'Kitchen' AND m.status = 'active'
        AND NOT EXISTS (SELECT 1 FROM product_skus s JOIN products p ON p.id = s.product_id WHERE s.tenant_id = $1 AND s.sku_id = m.id AND p.cart_id = $2)
      ORDER BY m.sku DESC LIMIT 1`,
    [tenantId, cart.id],
  );
  return { cartId: cart.id, cartCode: cart.code, skuId: sku.id, skuCode: sku.sku };
}

export const KITCHEN_ITEM = { categoryCode: 'KT-DRINK', attributes: { material: 'stainless', foodContact: 'fda', capacity: '750' } };

let made = 0;
/** A batch made in the database with one item in the given status (returned: TITLE_POOR, the title reopened). */
export async function makeBatch(db: Db, tenantId: string, status: 'draft' | 'returned'): Promise<{ batchCode: string; version: number; itemId: string; cartCode: string; skuCode: string }> {
  const c = await channelAndSku(db, tenantId);
  made += 1;
  const suffix = `${Date.now().toString(36)}${made}`;
  const batchId = `nb-fx-${suffix}`;
  const batchCode = `NPFX${suffix}`.slice(0, 40);
  await db.query(`INSERT INTO product_apply_batches (id, tenant_id, batch_code, cart_id, created_at, created_by_name, updated_at) VALUES ($1, $2, $3, $4, now(), 'Fixture', now())`, [
    batchId,
    tenantId,
    batchCode,
    c.cartId,
  ]);
  const itemId = `ni-fx-${suffix}`;
  await db.query(
    `INSERT INTO product_apply_items (id, tenant_id, batch_id, line_no, category_code, title, brand, sku_id, supply_price, attributes, status, reason_code, fix_fields)
     VALUES ($1, $2, $3, 1, $4, $5, 'Lumen', $6, 9.5, $7, $8, $9, $10)`,
    [
      itemId,
      tenantId,
      batchId,
      KITCHEN_ITEM.categoryCode,
      status === 'returned' ? 'STEEL BOTTLE' : 'Lumen Stainless Steel Water Bottle 750 ml',
      c.skuId,
      JSON.stringify(KITCHEN_ITEM.attributes),
      status,
      status === 'returned' ? 'TITLE_POOR' : null,
      status === 'returned' ? ['title'] : [],
    ],
  );
  return { batchCode, version: 1, itemId, cartCode: c.cartCode, skuCode: c.skuCode };
}

const saveBody = (c: { cartCode: string; skuCode: string }, batch: { batchCode: string; version: number } | null): RouteInput => ({
  body: {
    batchCode: batch?.batchCode ?? null,
    version: batch?.version ?? null,
    cartCode: c.cartCode,
    items: [{ ...KITCHEN_ITEM, title: 'Lumen Stainless Steel Water Bottle 750 ml', brand: 'Lumen', skuCode: c.skuCode, supplyPrice: 9.5 }],
  },
});
const resubmitBody = (b: { itemId: string; version: number }): RouteInput => ({ body: { id: b.itemId, version: b.version, title: 'Lumen Stainless Steel Water Bottle 750 ml' } });

export const newProductFixtures = {
  'product.categoryAttributes': { input: {} },
  'product.applySearch': { input: { body: { conditions: { status: 'actionNeeded' }, pageSize: 20 } } },
  'product.applyInfo': {
    // the seed's first batch of harbor (created 30 days before the tests' anchor 2026-03-02; harbor is the first demo tenant)
    input: { params: { batchCode: 'NP260131101' } },
    foreignObject: async ({ db, tenantId }) => ({ params: { batchCode: (await db.one<{ batch_code: string }>('SELECT batch_code FROM product_apply_batches WHERE tenant_id = $1 LIMIT 1', [tenantId])).batch_code } }),
  },
  'product.applySave': {
    input: saveBody({ cartCode: 'CART-NONE', skuCode: 'SKU-NONE' }, null),
    prepare: async ({ db }) => saveBody(await channelAndSku(db, await harbor(db)), null),
    foreignObject: async ({ db, tenantId }) => {
      const b = await makeBatch(db, tenantId, 'draft');
      return saveBody(await channelAndSku(db, await harbor(db)), b);
    },
  },
  'product.applySubmit': {
    input: { body: { batchCode: 'NP-NONE', version: 1 } },
    prepare: async ({ db }) => {
      const b = await makeBatch(db, await harbor(db), 'draft');
      return { body: { batchCode: b.batchCode, version: b.version } };
    },
    foreignObject: async ({ db, tenantId }) => {
      const b = await makeBatch(db, tenantId, 'draft');
      return { body: { batchCode: b.batchCode, version: b.version } };
    },
  },
  'product.applyResubmit': {
    input: resubmitBody({ itemId: 'ni-none', version: 1 }),
    prepare: async ({ db }) => resubmitBody(await makeBatch(db, await harbor(db), 'returned')),
    foreignObject: async ({ db, tenantId }) => resubmitBody(await makeBatch(db, tenantId, 'returned')),
  },
} satisfies Record<string, Fixture>;
