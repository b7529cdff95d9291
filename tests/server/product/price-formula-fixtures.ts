// Matrix fixtures of the price formula calls (tests/server/fixtures.ts gathers them): a valid call
// for supplier1 (tenant harbor; the seed's active formula per channel), a channel or draft of
// tenant B for the tenant matrix, and a fresh draft for the changing calls.
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

const harbor = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;
/** The tenant's channel with the most skus (its first product's). */
export const formulaCart = (db: Db, tenantId: string) =>
  db.one<{ id: string }>('SELECT p.cart_id AS id FROM products p WHERE p.tenant_id = $1 ORDER BY p.id LIMIT 1', [tenantId]);
/** A fresh draft (markup 80 %: activating it keeps every margin) on the tenant's first channel, replacing its draft. */
export async function freshDraft(db: Db, tenantId: string): Promise<{ id: string; version: number }> {
  const cart = await formulaCart(db, tenantId);
  await db.query("DELETE FROM product_price_formulas WHERE tenant_id = $1 AND cart_id = $2 AND status = 'draft'", [tenantId, cart.id]);
  const id = `pf-fixture-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await db.query(
    `INSERT INTO product_price_formulas (id, tenant_id, cart_id, formula_no, markup_percent, fixed_fee, rounding, status, created_at, updated_at, updated_by_name)
     VALUES ($1, $2, $3, $1, 80, 0, 'cent', 'draft', now(), now(), 'Matrix')`,
    [id, tenantId, cart.id],
  );
  return { id, version: 1 };
}
const saveInput = async (db: Db, tenantId: string): Promise<RouteInput> => {
  const cart = await formulaCart(db, tenantId);
  const draft = await db.maybe<{ version: number }>("SELECT version FROM product_price_formulas WHERE tenant_id = $1 AND cart_id = $2 AND status = 'draft'", [tenantId, cart.id]);
  return { body: { cartId: cart.id, markupPercent: 50 + Math.floor(Math.random() * 40), fixedFee: 0.5, rounding: 'up99', version: draft?.version ?? 0 } };
};

export const priceFormulaFixtures = {
  'product.priceFormulaCarts': { input: {} },
  'product.priceFormulaList': {
    input: { query: { productId: 'pr-harbor-000001' } },
    foreignObject: async ({ db, tenantId }) => ({ query: { cartId: (await formulaCart(db, tenantId)).id } }),
  },
  'product.priceFormulaSave': {
    input: { body: { cartId: 'c-none', markupPercent: 60, fixedFee: 0, rounding: 'cent', version: 0 } },
    prepare: async ({ db }) => saveInput(db, await harbor(db)),
    foreignObject: async ({ db, tenantId }) => saveInput(db, tenantId),
  },
  'product.priceFormulaRecalculate': {
    input: { body: { id: 'pf-none' } },
    prepare: async ({ db }) => ({ body: { id: (await freshDraft(db, await harbor(db))).id } }),
    foreignObject: async ({ db, tenantId }) => ({ body: { id: (await freshDraft(db, tenantId)).id } }),
  },
  'product.priceFormulaActivate': {
    input: { body: { id: 'pf-none', version: 1 } },
    prepare: async ({ db }) => ({ body: await freshDraft(db, await harbor(db)) }),
    foreignObject: async ({ db, tenantId }) => ({ body: await freshDraft(db, tenantId) }),
  },
} satisfies Record<string, Fixture>;
