// Goods-base products (src/contract/product/goods-base.ts; docs/domain/products.md "Goods-base
// product"): the list, the details, creating one (refused while anything required is missing, each
// named; the same request id again answers the product it created) and publishing it to channels
// (the platform's check first: IMAGE_QUALITY for the product, DUPLICATE_PRODUCT per channel; then
// one platform product per new channel, created the way an approved new-product item is). Every
// query names the caller's tenant; a publish locks the product row and checks the version read.
import { randomBytes, randomInt } from 'node:crypto';
import {
  createGb,
  gbImageQualityFails,
  gbReadinessGaps,
  getGb,
  publishGb,
  searchGb,
  type Category,
  type GbDetail,
  type GbInput,
  type GbTaxRate,
} from '../../src/contract/product';
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { loadCategories } from './categories';
import { gbInvalid, gbNotReady, gbRefused, gbStale, type PublishProblem } from './goods-base-messages';
import { GB_IMAGE_PATH, gbListDefinition } from './list-goods-base';
import { createPlatformProduct } from './new-product';

type Caller = { id: string; lang: Language; displayName: string; tenant: { id: string } };

interface ImageRow {
  id: string;
  width: number | null;
  height: number | null;
  file_name: string;
}

/** The images of ids, in the order given (only the tenant's, not deleted). */
async function imagesOf(db: Db, tenantId: string, ids: readonly string[]): Promise<ImageRow[]> {
  const rows = await db.query<ImageRow>('SELECT id, width, height, file_name FROM images WHERE tenant_id = $1 AND id = ANY($2::text[]) AND deleted_at IS NULL', [tenantId, ids]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadTaxRates(db: Db, tenantId: string): Promise<GbTaxRate[]> {
  const rows = await db.query<{ tax_code: string; rate: string }>('SELECT tax_code, rate FROM tax_rates WHERE tenant_id = $1', [tenantId]);
  return rows.map((r) => ({ taxCode: r.tax_code, rate: Number(r.rate) }));
}

export async function oneGb(db: Db, user: Caller, id: string): Promise<GbDetail> {
  const page = await gbListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 });
  const row = page.rows[0];
  if (!row) throw notFound(user.lang);
  const g = await db.one<{ image_ids: string[]; attributes: Record<string, string> | string; sku_name: string }>(
    'SELECT g.image_ids, g.attributes, s.name AS sku_name FROM product_gb g JOIN skus s ON s.id = g.sku_id AND s.tenant_id = g.tenant_id WHERE g.id = $1 AND g.tenant_id = $2',
    [id, user.tenant.id],
  );
  const images = await imagesOf(db, user.tenant.id, g.image_ids);
  const channels = await db.query<{ code: string; name: string; platform_code: string; product_id: string; published_at: Date; published_by_name: string }>(
    `SELECT c.code, c.name, c.platform_code, ch.product_id, ch.published_at, ch.published_by_name FROM product_gb_channels ch
       JOIN carts c ON c.id = ch.cart_id AND c.tenant_id = ch.tenant_id WHERE ch.gb_id = $1 AND ch.tenant_id = $2 ORDER BY ch.published_at, c.code`,
    [id, user.tenant.id],
  );
  return {
    ...row,
    skuName: g.sku_name,
    attributes: typeof g.attributes === 'string' ? JSON.parse(g.attributes) : g.attributes,
    images: images.map((i) => ({ id: i.id, url: `${GB_IMAGE_PATH}/${i.id}`, width: i.width, height: i.height, fileName: i.file_name })),
    channels: channels.map((c) => ({ cartCode: c.code, cartName: c.name, platformCode: c.platform_code, productId: c.product_id, publishedAt: new Date(c.published_at).toISOString(), publishedBy: c.published_by_name })),
  };
}

/** A category products can take ('' is named by readiness), and attributes of that category only. */
function checkCategory(lang: Language, categories: Category[], input: Pick<GbInput, 'categoryCode' | 'attributes'>): void {
  if (input.categoryCode === '') return;
  const category = categories.find((c) => c.code === input.categoryCode && c.leaf);
  if (!category) throw gbInvalid(lang, 'category', input.categoryCode);
  const stray = Object.keys(input.attributes).find((k) => !category.attributes.some((a) => a.code === k));
  if (stray) throw gbInvalid(lang, 'attribute', stray);
}

const cleanAttributes = (a: Record<string, string>) => Object.fromEntries(Object.entries(a).filter(([, v]) => v.trim() !== ''));

export interface NewGb {
  id?: string;
  requestId: string;
  gbCode: string;
  tenantId: string;
  input: GbInput;
  skuId: string;
  by: string;
  at: Date;
}

/** Writes a goods-base product already checked (the create handler and the seed). */
export async function insertGb(tx: Db, g: NewGb): Promise<string> {
  const id = g.id ?? `gb_${randomBytes(6).toString('hex')}`;
  await tx.query(
    `INSERT INTO product_gb (id, tenant_id, gb_code, request_id, category_code, title, brand, sku_id, supply_price, tax_code, attributes, image_ids, created_at, created_by_name, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $13)`,
    [id, g.tenantId, g.gbCode, g.requestId, g.input.categoryCode, g.input.title, g.input.brand, g.skuId, g.input.supplyPrice, g.input.taxCode, JSON.stringify(cleanAttributes(g.input.attributes)), g.input.imageIds, g.at, g.by],
  );
  return id;
}

interface PublishRow {
  id: string;
  gb_code: string;
  title: string;
  brand: string;
  category_code: string;
  sku_id: string;
  supply_price: string;
  image_ids: string[];
  version: number;
}

/**
 * Publishes a locked product to channels (the handler and the seed): the channels it is not on yet
 * pass the platform's check or nothing is published; answers the problems (empty: published).
 */
export async function publishTo(tx: Db, tenantId: string, g: PublishRow, carts: { id: string; code: string }[], by: string, now: Date): Promise<PublishProblem[]> {
  const on = new Set((await tx.query<{ cart_id: string }>('SELECT cart_id FROM product_gb_channels WHERE gb_id = $1 AND tenant_id = $2', [g.id, tenantId])).map((r) => r.cart_id));
  const fresh = carts.filter((c) => !on.has(c.id));
  if (fresh.length === 0) return [];
  const problems: PublishProblem[] = [];
  if (gbImageQualityFails(await imagesOf(tx, tenantId, g.image_ids))) problems.push({ code: 'IMAGE_QUALITY', cartCode: null });
  for (const c of fresh) {
    const listed = await tx.maybe(
      'SELECT 1 FROM product_skus s JOIN products p ON p.id = s.product_id AND p.tenant_id = s.tenant_id WHERE s.tenant_id = $1 AND s.sku_id = $2 AND p.cart_id = $3 LIMIT 1',
      [tenantId, g.sku_id, c.id],
    );
    if (listed) problems.push({ code: 'DUPLICATE_PRODUCT', cartCode: c.code });
  }
  if (problems.length) return problems;
  const categories = await loadCategories(tx);
  const category = categories.find((c) => c.code === g.category_code);
  const top = categories.find((c) => c.code === category?.parentCode) ?? category;
  for (const [n, c] of fresh.entries()) {
    const productId = await createPlatformProduct(tx, {
      id: `${g.id}-p${on.size + n + 1}`,
      tenantId,
      cartId: c.id,
      productCode: `${g.gb_code}-${on.size + n + 1}`,
      title: g.title,
      brand: g.brand,
      category: top?.nameEn ?? '',
      skuId: g.sku_id,
      supplyPrice: Number(g.supply_price),
      at: now,
    });
    await tx.query('INSERT INTO product_gb_channels (tenant_id, gb_id, cart_id, product_id, published_at, published_by_name) VALUES ($1, $2, $3, $4, $5, $6)', [tenantId, g.id, c.id, productId, now, by]);
  }
  await tx.query('UPDATE product_gb SET updated_at = $2, version = version + 1 WHERE id = $1', [g.id, now]);
  return [];
}

export const PUBLISH_ROW_SQL = 'SELECT id, gb_code, title, brand, category_code, sku_id, supply_price, image_ids, version FROM product_gb WHERE id = $1 AND tenant_id = $2';

export const gbHandlers: readonly HandlerEntry[] = [
  defineHandler(searchGb, async ({ db, user, body }) => (await gbListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getGb, ({ db, user, params }) => oneGb(db, user, params.id)),

  defineHandler(createGb, async ({ db, user, body, now }) => {
    const { requestId, ...input } = body;
    const categories = await loadCategories(db);
    checkCategory(user.lang, categories, input);
    const id = await db.transaction(async (tx) => {
      // the same create again (a double click, a retry after a lost answer): the product it made
      const made = await tx.maybe<{ id: string }>('SELECT id FROM product_gb WHERE tenant_id = $1 AND request_id = $2', [user.tenant.id, requestId]);
      if (made) return made.id;
      const sku = input.skuCode ? await tx.maybe<{ id: string }>('SELECT id FROM skus WHERE tenant_id = $1 AND sku = $2', [user.tenant.id, input.skuCode]) : null;
      if (input.skuCode && !sku) throw gbInvalid(user.lang, 'sku', input.skuCode);
      const imageIds = [...new Set(input.imageIds)];
      const images = await imagesOf(tx, user.tenant.id, imageIds);
      const lost = imageIds.find((i) => !images.some((x) => x.id === i));
      if (lost) throw gbInvalid(user.lang, 'image', lost);
      const gaps = gbReadinessGaps({ ...input, imageCount: images.length }, categories, await loadTaxRates(tx, user.tenant.id));
      if (gaps.length || !sku) throw gbNotReady(user.lang, gaps);
      const gbCode = `GB${now.toISOString().slice(2, 10).replace(/-/g, '')}${randomInt(10_000, 100_000)}`;
      return insertGb(tx, { requestId, gbCode, tenantId: user.tenant.id, input: { ...input, imageIds }, skuId: sku.id, by: user.displayName, at: now });
    });
    return oneGb(db, user, id);
  }),

  defineHandler(publishGb, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      const g = await tx.maybe<PublishRow>(`${PUBLISH_ROW_SQL} FOR UPDATE`, [body.id, user.tenant.id]);
      if (!g) throw notFound(user.lang);
      const codes = [...new Set(body.cartCodes)];
      const carts = await tx.query<{ id: string; code: string }>('SELECT id, code FROM carts WHERE tenant_id = $1 AND code = ANY($2::text[]) ORDER BY code', [user.tenant.id, codes]);
      const unknown = codes.find((c) => !carts.some((x) => x.code === c));
      if (unknown) throw gbInvalid(user.lang, 'cart', unknown);
      const on = new Set((await tx.query<{ cart_id: string }>('SELECT cart_id FROM product_gb_channels WHERE gb_id = $1', [g.id])).map((r) => r.cart_id));
      // the same publish again: every channel asked is published, the product one version on
      if (carts.every((c) => on.has(c.id)) && g.version === body.version + 1) return;
      if (g.version !== body.version) throw gbStale(user.lang);
      const problems = await publishTo(tx, user.tenant.id, g, carts, user.displayName, now);
      if (problems.length) throw gbRefused(user.lang, problems);
    });
    return oneGb(db, user, body.id);
  }),
];
