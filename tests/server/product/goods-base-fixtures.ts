// Matrix fixtures of the goods-base calls (tests/server/fixtures.ts gathers them): a valid call for
// supplier1 (tenant harbor; the seed's products), a fresh product made in the database for the
// publish (its master sku not yet on the channel), and tenant B's for the tenant matrix.
import type { Db } from '../../../server/db/db';
import { storeFileParts } from '../../../server/db/file-parts';
import { solidPng } from '../../../server/product/seed-brand-review';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';
import { channelAndSku, KITCHEN_ITEM } from './new-product-fixtures';

const harbor = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;

let made = 0;
const suffix = () => `${Date.now().toString(36)}${(made += 1)}`;

/** Images of the tenant stored as the upload stores them (size px square). */
export async function makeImages(db: Db, tenantId: string, sizes: number[]): Promise<string[]> {
  const user = await db.one<{ id: string }>('SELECT id FROM users WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId]);
  const ids: string[] = [];
  for (const size of sizes) {
    const id = `img-fx-${suffix()}`;
    const png = solidPng(size, [120, 90, 200]);
    await db.query(
      `INSERT INTO images (id, tenant_id, img_type, content_type, file_name, size, width, height, created_by, created_at) VALUES ($1, $2, 'product', 'image/png', 'fx.png', $3, $4, $4, $5, now())`,
      [id, tenantId, png.length, size, user.id],
    );
    await storeFileParts(db, id, png);
    ids.push(id);
  }
  return ids;
}

/** A goods-base product made in the database (Kitchen, two 600 px images), unpublished; the channel its master sku is not on. */
export async function makeGb(db: Db, tenantId: string): Promise<{ id: string; version: number; cartCode: string; skuCode: string }> {
  const c = await channelAndSku(db, tenantId);
  const tax = await db.one<{ tax_code: string }>('SELECT tax_code FROM tax_rates WHERE tenant_id = $1 AND is_default', [tenantId]);
  const images = await makeImages(db, tenantId, [600, 600]);
  const s = suffix();
  const id = `gb-fx-${s}`;
  await db.query(
    `INSERT INTO product_gb (id, tenant_id, gb_code, request_id, category_code, title, brand, sku_id, supply_price, tax_code, attributes, image_ids, created_at, created_by_name, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'Lumen Stainless Steel Water Bottle 750 ml', 'Lumen', $6, 9.5, $7, $8, $9, now(), 'Fixture', now())`,
    [id, tenantId, `GBFX${s}`, `fx-${s}`, KITCHEN_ITEM.categoryCode, c.skuId, tax.tax_code, JSON.stringify(KITCHEN_ITEM.attributes), images],
  );
  return { id, version: 1, cartCode: c.cartCode, skuCode: c.skuCode };
}

const createBody = (skuCode: string, taxCode: string, imageIds: string[], requestId: string): RouteInput => ({
  body: { ...KITCHEN_ITEM, title: 'Lumen Stainless Steel Water Bottle 750 ml', brand: 'Lumen', skuCode, supplyPrice: 9.5, taxCode, imageIds, requestId },
});

export const goodsBaseFixtures = {
  'product.gbSearch': { input: { body: { conditions: { status: 'unpublished' }, pageSize: 20 } } },
  'product.gbInfo': {
    input: { params: { id: 'gb-harbor-1' } },
    foreignObject: async ({ db, tenantId }) => ({ params: { id: (await makeGb(db, tenantId)).id } }),
  },
  'product.gbCreate': {
    input: createBody('SKU-NONE', 'VAT13', ['img-none'], 'fixture-request-0001'),
    prepare: async ({ db }) => {
      const tenantId = await harbor(db);
      const c = await channelAndSku(db, tenantId);
      return createBody(c.skuCode, 'VAT13', await makeImages(db, tenantId, [600]), `fx-create-${suffix()}`);
    },
  },
  'product.gbPublish': {
    input: { body: { id: 'gb-none', version: 1, cartCodes: ['CART-NONE'] } },
    prepare: async ({ db }) => {
      const g = await makeGb(db, await harbor(db));
      return { body: { id: g.id, version: g.version, cartCodes: [g.cartCode] } };
    },
    foreignObject: async ({ db, tenantId }) => {
      const g = await makeGb(db, tenantId);
      return { body: { id: g.id, version: g.version, cartCodes: [g.cartCode] } };
    },
  },
} satisfies Record<string, Fixture>;
