// Goods-base products (docs/domain/products.md, "Goods-base product"): the seed (products in every
// state, images stored, the published ones on their channels as platform products), creating one
// (refused while a required attribute, an image or a usable tax code is missing, each named in both
// languages, nothing created; another tenant's image refused; the same request id answers the same
// product), publishing it (the platform's IMAGE_QUALITY and DUPLICATE_PRODUCT checks refuse with
// nothing changed; a publish creates a platform product per channel; a stale version is refused; the
// same publish again answers as is) and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gbDetailSchema, type GbDetail, type GbRow } from '../../../src/contract/product';
import { createHarness, type Harness } from '../harness';
import { makeImages } from './goods-base-fixtures';
import { channelAndSku, KITCHEN_ITEM } from './new-product-fixtures';

const G = '/api/scm-app/supplier/goods-base';
let h: Harness;
let cookie: string;
let cookieZh: string;
let tenantId: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  cookieZh = await h.signIn('supplier2');
  tenantId = h.seeded.tenantIds.harbor;
}, 120_000);
afterAll(() => h?.close());

const create = (body: Record<string, unknown>, c = cookie) => h.call<GbDetail>('POST', `${G}/create`, { cookie: c, body });
const publish = (body: Record<string, unknown>, c = cookie) => h.call<GbDetail>('POST', `${G}/publish`, { cookie: c, body });
const info = (id: string, c = cookie) => h.call<GbDetail>('GET', `${G}/detail/${id}`, { cookie: c });
const count = async (sql: string, args: string[]) => (await h.db.one<{ n: number }>(sql, args)).n;
const gbCount = () => count('SELECT count(*)::int AS n FROM product_gb WHERE tenant_id = $1', [tenantId]);
let n = 0;
const requestId = () => `test-request-${(n += 1)}-${Date.now()}`;

describe('the seed', () => {
  it('gives every supplier goods-base products published and not, with stored images, the published ones on their channels', async () => {
    const list = await h.call<{ rows: GbRow[] }>('POST', `${G}/search`, { cookie, body: { conditions: {}, pageSize: 50 } });
    expect(list.envelope.code, list.text).toBe('0');
    const seeded = list.envelope.data.rows.filter((r) => r.id.startsWith('gb-harbor-'));
    expect(seeded.map((r) => [r.id, r.status, r.imageCount, r.channelCount]).sort()).toEqual([
      ['gb-harbor-1', 'published', 2, 1],
      ['gb-harbor-2', 'published', 3, 2],
      ['gb-harbor-3', 'unpublished', 2, 0],
      ['gb-harbor-4', 'unpublished', 1, 0],
      ['gb-harbor-5', 'unpublished', 2, 0],
    ]);
    expect(seeded[0]!.imageUrl).toMatch(/^\/back\/api\/scm-app\/supplier\/image\/img-harbor-gb-\d-1$/);
    const pacific = await count('SELECT count(*)::int AS n FROM product_gb WHERE tenant_id = $1', [h.seeded.tenantIds.pacific]);
    expect(pacific).toBe(5);
    const two = await info('gb-harbor-2');
    expect(gbDetailSchema.parse(two.envelope.data).channels).toHaveLength(2);
    for (const ch of two.envelope.data.channels) {
      const p = await h.db.one<{ product_code: string; sku_id: string }>(
        'SELECT p.product_code, s.sku_id FROM products p JOIN product_skus s ON s.product_id = p.id WHERE p.id = $1 AND p.tenant_id = $2',
        [ch.productId, tenantId],
      );
      expect(p.product_code.startsWith(two.envelope.data.gbCode)).toBe(true);
    }
    // the image is served back, checked by content
    const img = await h.request(two.envelope.data.images[0]!.url, { headers: { cookie } });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(two.envelope.data.images[0]).toMatchObject({ width: 640, height: 640 });
  });
});

describe('creating', () => {
  it('is refused while a required attribute, an image or a usable tax code is missing, each named in both languages, nothing created', async () => {
    const c = await channelAndSku(h.db, tenantId);
    const before = await gbCount();
    const base = { ...KITCHEN_ITEM, title: 'Lumen Stainless Steel Water Bottle 750 ml', brand: 'Lumen', skuCode: c.skuCode, supplyPrice: 9.5, taxCode: 'VAT13' };
    const noCapacity = { ...base, attributes: { material: 'stainless', foodContact: 'fda' }, imageIds: [], requestId: requestId() };
    const en = await create(noCapacity);
    expect(en.status).toBe(400);
    expect(en.envelope.code).toBe('PRODUCT_GB_NOT_READY');
    expect(en.envelope.message).toBe('The product misses: Capacity, Images (at least one). Nothing was created.');
    expect((en.envelope.data as unknown as { missing: string[] }).missing).toEqual(['Capacity', 'Images (at least one)']);
    const pc = await channelAndSku(h.db, h.seeded.tenantIds.pacific);
    const zh = await create({ ...noCapacity, skuCode: pc.skuCode, taxCode: 'VAT3', requestId: requestId() }, cookieZh);
    expect(zh.envelope.message).toBe('商品缺少：容量、图片（至少一张）。未创建商品。');
    // the special tax-code check: a services rate does not tax goods
    const images = await makeImages(h.db, tenantId, [600]);
    const services = await create({ ...base, taxCode: 'VAT6', imageIds: images, requestId: requestId() });
    expect(services.envelope.code).toBe('PRODUCT_GB_NOT_READY');
    expect(services.envelope.message).toContain('Tax code VAT6 (a services or transport rate, not for goods)');
    const unknown = await create({ ...base, taxCode: 'VAT3', imageIds: images, requestId: requestId() });
    expect(unknown.envelope.message).toContain('Tax code');
    // another tenant's image is not the caller's
    const foreign = await makeImages(h.db, h.seeded.tenantIds.pacific, [600]);
    const stolen = await create({ ...base, imageIds: foreign, requestId: requestId() });
    expect([stolen.status, stolen.envelope.code]).toEqual([400, 'PRODUCT_GB_INVALID']);
    const wrongCategory = await create({ ...base, categoryCode: 'KT', imageIds: images, requestId: requestId() });
    expect(wrongCategory.envelope.code).toBe('PRODUCT_GB_INVALID');
    expect(await gbCount()).toBe(before);
  });

  it('creates an unpublished product with its images in order; the same request again answers the same product', async () => {
    const c = await channelAndSku(h.db, tenantId);
    const images = await makeImages(h.db, tenantId, [600, 700]);
    const body = { ...KITCHEN_ITEM, title: 'Lumen Stainless Steel Water Bottle 750 ml', brand: 'Lumen', skuCode: c.skuCode, supplyPrice: 9.5, taxCode: 'VAT13', imageIds: images, requestId: requestId() };
    const made = await create(body);
    expect(made.envelope.code, made.text).toBe('0');
    const g = gbDetailSchema.parse(made.envelope.data);
    expect(g).toMatchObject({ status: 'unpublished', skuCode: c.skuCode, imageCount: 2, channelCount: 0, taxCode: 'VAT13', createdBy: expect.any(String), version: 1 });
    expect(g.images.map((i) => i.id)).toEqual(images);
    expect(g.gbCode).toMatch(/^GB\d{11}$/);
    const again = await create(body);
    expect(again.envelope.data.id).toBe(g.id);
    expect(await count('SELECT count(*)::int AS n FROM product_gb WHERE tenant_id = $1 AND request_id = $2', [tenantId, body.requestId])).toBe(1);
  });
});

describe('publishing', () => {
  it("is refused by the platform's check with nothing changed: IMAGE_QUALITY, DUPLICATE_PRODUCT naming the channel", async () => {
    const carts = await h.db.query<{ code: string }>("SELECT code FROM carts WHERE tenant_id = $1 AND status = 'active' ORDER BY code LIMIT 2", [tenantId]);
    const products = () => count('SELECT count(*)::int AS n FROM products WHERE tenant_id = $1', [tenantId]);
    const before = await products();
    const small = await publish({ id: 'gb-harbor-4', version: 1, cartCodes: [carts[1]!.code] });
    expect([small.status, small.envelope.code]).toEqual([409, 'PRODUCT_GB_PUBLISH_REFUSED']);
    expect(small.envelope.message).toBe('The platform refused the publish. IMAGE_QUALITY: At least 2 images, each at least 500 px on its shorter side. Nothing was published.');
    const pacificCart = await h.db.one<{ code: string }>("SELECT code FROM carts WHERE tenant_id = $1 AND status = 'active' ORDER BY code OFFSET 1 LIMIT 1", [h.seeded.tenantIds.pacific]);
    const smallZh = await publish({ id: 'gb-pacific-4', version: 1, cartCodes: [pacificCart.code] }, cookieZh);
    expect(smallZh.envelope.message).toBe('平台拒绝发布。IMAGE_QUALITY：至少 2 张图片，且每张短边不少于 500 像素。未发布到任何渠道。');
    const dup = await publish({ id: 'gb-harbor-5', version: 1, cartCodes: [carts[0]!.code, carts[1]!.code] });
    expect(dup.envelope.code).toBe('PRODUCT_GB_PUBLISH_REFUSED');
    expect((dup.envelope.data as unknown as { problems: unknown[] }).problems).toEqual([{ code: 'DUPLICATE_PRODUCT', cartCode: carts[0]!.code }]);
    expect(await products()).toBe(before);
    expect((await info('gb-harbor-5')).envelope.data).toMatchObject({ status: 'unpublished', version: 1 });
    const unknownCart = await publish({ id: 'gb-harbor-3', version: 1, cartCodes: ['NO-SUCH-CART'] });
    expect(unknownCart.envelope.code).toBe('PRODUCT_GB_INVALID');
  });

  it('creates a platform product per channel; a stale version is refused; the same publish again answers as is', async () => {
    const carts = await h.db.query<{ code: string }>("SELECT code FROM carts WHERE tenant_id = $1 AND status = 'active' ORDER BY code LIMIT 2", [tenantId]);
    const first = await publish({ id: 'gb-harbor-3', version: 1, cartCodes: [carts[0]!.code] });
    expect(first.envelope.code, first.text).toBe('0');
    expect(first.envelope.data).toMatchObject({ status: 'published', channelCount: 1, version: 2 });
    const ch = first.envelope.data.channels[0]!;
    expect(ch.cartCode).toBe(carts[0]!.code);
    const p = await h.db.one<{ status: string; title: string; supply_price: string; sale_price: string }>(
      'SELECT p.status, p.title, s.supply_price, s.sale_price FROM products p JOIN product_skus s ON s.product_id = p.id WHERE p.id = $1 AND p.tenant_id = $2',
      [ch.productId, tenantId],
    );
    expect(p.status).toBe('onSale');
    expect(p.title).toBe(first.envelope.data.title);
    expect(Number(p.sale_price)).toBeCloseTo(Number(p.supply_price) * 1.6, 2);
    const repeat = await publish({ id: 'gb-harbor-3', version: 1, cartCodes: [carts[0]!.code] });
    expect(repeat.envelope.code).toBe('0');
    expect(repeat.envelope.data.version).toBe(2);
    const stale = await publish({ id: 'gb-harbor-3', version: 1, cartCodes: [carts[1]!.code] });
    expect([stale.status, stale.envelope.code]).toEqual([409, 'PRODUCT_GB_STALE']);
    const more = await publish({ id: 'gb-harbor-3', version: 2, cartCodes: [carts[0]!.code, carts[1]!.code] });
    expect(more.envelope.data).toMatchObject({ channelCount: 2, version: 3 });
    // the platform list finds the new products
    expect(await count('SELECT count(*)::int AS n FROM product_gb_channels WHERE gb_id = $1', ['gb-harbor-3'])).toBe(2);
  });

  it("never shows or publishes another tenant's product", async () => {
    const other = await h.db.one<{ id: string }>('SELECT id FROM product_gb WHERE tenant_id = $1 ORDER BY id LIMIT 1', [h.seeded.tenantIds.pacific]);
    expect((await info(other.id)).status).toBe(404);
    expect((await publish({ id: other.id, version: 1, cartCodes: ['X'] })).status).toBe(404);
  });
});
