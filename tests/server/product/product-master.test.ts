// The product master list, the vms seller list, the status counts, a product's extended attributes
// and the product upload (docs/domain/products.md "Product master list and extended attributes"):
// the seed against the rules, the counts against the list, the two variants' different rows, a save
// refused in both languages with nothing written, the version read, a repeat taken once, tenancy,
// and the upload through the import pipeline (review in both languages, fix, confirm, error file,
// template in both languages).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRecordSchema, importRowSchema, pageSchema } from '../../../src/contract';
import type { ProductAttributes, ProductMasterRow, ProductStatusCounts, VmsProductRow } from '../../../src/contract/product';
import { missingAttributes } from '../../../src/contract/product';
import '../../../server/jobs/exceljs-compat';
import { ImportRunner } from '../../../server/imports/runner';
import { readSpreadsheet } from '../../../server/imports/xlsx/read';
import { createHarness, ORIGIN, type Harness } from '../harness';

const P = '/api/scm-app/supplier/product';
const I = '/api/scm-app/supplier/import';
const HARBOR = "(SELECT tenant_id FROM users WHERE account = 'supplier1')";
let h: Harness;
let harbor: string;
let pacific: string;

beforeAll(async () => {
  h = await createHarness();
  [harbor, pacific] = await Promise.all([h.signIn('supplier1'), h.signIn('supplier2')]);
}, 120_000);
afterAll(() => h?.close());

type Page<T> = { rows: T[]; total?: number; next?: unknown };
const search = <T,>(list: 'master' | 'vms', conditions: Record<string, unknown> = {}, cookie = harbor, extra: Record<string, unknown> = {}) =>
  h.call<Page<T>>('POST', `${P}/${list}/search`, { cookie, body: { conditions, pageSize: 20, ...extra } });
const read = (id: string, cookie = harbor) => h.call<ProductAttributes>('GET', `${P}/extended-attributes/${encodeURIComponent(id)}`, { cookie });
const save = (id: string, body: Record<string, unknown>, cookie = harbor, lang?: string) =>
  h.call<ProductAttributes>('PUT', `${P}/extended-attributes/${encodeURIComponent(id)}`, { cookie, body, ...(lang ? { headers: { 'X-Wharf-Lang': lang } } : {}) });
const stored = (id: string) => h.db.maybe<{ category_code: string; attribute_values: Record<string, string>; missing: number; version: number }>('SELECT category_code, attribute_values, missing, version FROM product_attributes WHERE product_id = $1', [id]);

/** A harbor product in a category with subcategories and a required number attribute, never given attributes. */
async function freshProduct(skip = 0) {
  return h.db.one<{ id: string; product_code: string; category: string }>(
    `SELECT p.id, p.product_code, p.category FROM products p
      WHERE p.tenant_id = ${HARBOR} AND p.category = 'Kitchen' AND NOT EXISTS (SELECT 1 FROM product_attributes a WHERE a.product_id = p.id)
      ORDER BY p.id OFFSET ${skip} LIMIT 1`,
  );
}

describe('product master list and status counts', () => {
  it('lists products with their attribute readiness, counts agree with the list, and the flag keeps the incomplete ones', async () => {
    const counts = (await h.call<ProductStatusCounts>('GET', `${P}/master/status-counts`, { cookie: harbor })).envelope.data;
    const db = await h.db.one<{ total: number; on_sale: number; blocked: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'onSale')::int AS on_sale, count(*) FILTER (WHERE status = 'blocked')::int AS blocked FROM products WHERE tenant_id = ${HARBOR}`,
    );
    expect([counts.total, counts.onSale, counts.blocked]).toEqual([db.total, db.on_sale, db.blocked]);
    expect(counts.onSale + counts.offShelf + counts.blocked).toBe(counts.total);
    // every third product has seeded attributes, a few of them incomplete; the others chose no subcategory
    expect(counts.attributesIncomplete).toBeGreaterThan(counts.total / 2);
    expect(counts.attributesIncomplete).toBeLessThan(counts.total);

    const all = (await search<ProductMasterRow>('master')).envelope.data;
    expect(all.rows).toHaveLength(20);
    const incomplete = (await search<ProductMasterRow>('master', { attributesIncomplete: true }, harbor, { pageSize: 100 })).envelope.data.rows;
    expect(incomplete.length).toBeGreaterThan(0);
    expect(incomplete.every((r) => r.attributesMissing > 0)).toBe(true);
    // a seeded product with every attribute filled misses none
    const complete = await h.db.one<{ id: string }>(`SELECT product_id AS id FROM product_attributes WHERE tenant_id = ${HARBOR} AND missing = 0 ORDER BY product_id LIMIT 1`);
    expect((await search<ProductMasterRow>('master', { id: complete.id })).envelope.data.rows[0]).toMatchObject({ id: complete.id, attributesMissing: 0 });
    // the seed agrees with the rule: its kept count is the required attributes of its subcategory without a value
    const seeded = await h.db.query<{ product_id: string; missing: number; attribute_values: Record<string, string> }>(`SELECT product_id, missing, attribute_values FROM product_attributes WHERE tenant_id = ${HARBOR} ORDER BY product_id LIMIT 30`);
    for (const s of seeded) {
      const a = (await read(s.product_id)).envelope.data;
      expect(a.missing.length, s.product_id).toBe(s.missing);
      expect(missingAttributes(a.categories.find((c) => c.code === a.categoryCode)!.attributes, s.attribute_values)).toEqual(a.missing);
    }
    // tenancy: pacific's list holds none of harbor's products
    const theirs = (await search<ProductMasterRow>('master', {}, pacific)).envelope.data.rows;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((r) => r.id.startsWith('pr-harbor-'))).toBe(false);
  });

  it('the vms list is the seller’s: one row per active sku with purchase price, sale price, margin and stock, no attribute readiness', async () => {
    const rows = (await search<VmsProductRow>('vms', {}, harbor, { pageSize: 50 })).envelope.data.rows;
    expect(rows).toHaveLength(50);
    const row = rows[0]!;
    expect(Object.keys(row).sort()).toEqual(['cartName', 'currency', 'id', 'margin', 'platformCode', 'productId', 'purchasePrice', 'salePrice', 'sellerSku', 'status', 'stock', 'title', 'variant', 'vendorName']);
    expect(row).not.toHaveProperty('attributesMissing');
    const sku = await h.db.one<{ supply_price: string; sale_price: string; stock: number; status: string }>('SELECT supply_price, sale_price, stock, status FROM product_skus WHERE id = $1', [row.id]);
    expect([row.purchasePrice, row.salePrice, row.stock]).toEqual([Number(sku.supply_price), Number(sku.sale_price), sku.stock]);
    expect(row.margin).toBeCloseTo((Number(sku.sale_price) - Number(sku.supply_price)) / Number(sku.sale_price), 4);
    expect(row.vendorName).toBe((await h.db.one<{ name: string }>(`SELECT name FROM tenants WHERE id = ${HARBOR}`)).name);
    // sorted by seller sku, inactive skus left out
    expect(rows.map((r) => r.sellerSku)).toEqual([...rows.map((r) => r.sellerSku)].sort());
    const inactive = await h.db.one<{ seller_sku: string }>(`SELECT seller_sku FROM product_skus WHERE tenant_id = ${HARBOR} AND status = 'inactive' ORDER BY seller_sku LIMIT 1`);
    expect((await search<VmsProductRow>('vms', { sellerSku: inactive.seller_sku })).envelope.data.rows).toEqual([]);
    const inStock = (await search<VmsProductRow>('vms', { inStock: true }, harbor, { pageSize: 100 })).envelope.data.rows;
    expect(inStock.every((r) => r.stock > 0)).toBe(true);
    expect((await search<VmsProductRow>('vms', {}, pacific)).envelope.data.rows.some((r) => r.id.startsWith('pr-harbor-'))).toBe(false);
  });
});

describe('extended attributes', () => {
  it('reads by id or code, saves with the rules in both languages (nothing written on a refusal), takes a repeat once and refuses a stale version', async () => {
    const p = await freshProduct();
    const before = (await read(p.product_code)).envelope.data;
    expect(before).toMatchObject({ categoryCode: null, version: 0, values: {}, product: { id: p.id, productCode: p.product_code } });
    // no subcategory yet: the top category's required attributes are missing
    expect(before.missing).toEqual(['material', 'foodContact']);
    expect(before.categories.map((c) => c.code)).toEqual(['KT', 'KT-DRINK', 'KT-COOK', 'KT-STORE']);

    for (const [body, fields] of [
      [{ categoryCode: 'KT', values: {} }, ['categoryCode']],
      [{ categoryCode: 'HM-BED', values: {} }, ['categoryCode']],
      [{ categoryCode: 'KT-DRINK', values: { capacity: '50', material: 'wood', diameter: '20' } }, ['capacity', 'material', 'diameter']],
      [{ categoryCode: 'KT-DRINK', values: { capacity: 'big' } }, ['capacity']],
    ] as const) {
      const r = await save(p.id, { ...body, version: 0 });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.envelope.code).toBe('PRODUCT_ATTRIBUTES_INVALID');
      expect((r.envelope.data as unknown as { fields: string[] }).fields).toEqual(fields);
    }
    const en = await save(p.id, { categoryCode: 'KT-DRINK', values: { capacity: '50' }, version: 0 });
    expect(en.envelope.message).toBe('Capacity must be between 100 and 3000.');
    const zh = await save(p.id, { categoryCode: 'KT-DRINK', values: { capacity: '50', material: 'wood' }, version: 0 }, harbor, 'zh-CN');
    expect(zh.envelope.message).toBe('容量 须在 100 到 3000 之间。 材质 须为以下之一：stainless、glass、ceramic、silicone、bamboo、castIron、aluminium。');
    expect(await stored(p.id)).toBeUndefined();

    const body = { categoryCode: 'KT-DRINK', values: { material: ' glass ', capacity: '500', insulated: '' }, version: 0 };
    const first = await save(p.id, body);
    expect(first.status).toBe(200);
    expect(first.envelope.data).toMatchObject({ categoryCode: 'KT-DRINK', values: { material: 'glass', capacity: '500' }, missing: ['foodContact'], version: 1 });
    // the same save again (a lost answer retried) is one save
    expect((await save(p.id, body)).status).toBe(200);
    expect(await stored(p.id)).toMatchObject({ category_code: 'KT-DRINK', missing: 1, version: 1 });
    expect((await search<ProductMasterRow>('master', { id: p.id })).envelope.data.rows[0]!.attributesMissing).toBe(1);

    const stale = await save(p.id, { categoryCode: 'KT-DRINK', values: { capacity: '600' }, version: 0 }, harbor, 'zh-CN');
    expect([stale.status, stale.envelope.code, stale.envelope.message]).toEqual([409, 'PRODUCT_ATTRIBUTES_STALE', '这些属性已被他人修改，请刷新后重试。']);
    const done = await save(p.id, { categoryCode: 'KT-DRINK', values: { material: 'glass', capacity: '500', foodContact: 'lfgb' }, version: 1 });
    expect(done.envelope.data).toMatchObject({ missing: [], version: 2 });

    // tenancy: pacific can neither read nor write harbor's product
    expect((await read(p.id, pacific)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await save(p.id, { categoryCode: 'KT-DRINK', values: {}, version: 2 }, pacific)).envelope.code).toBe('SYS_NOT_FOUND');
    expect(await stored(p.id)).toMatchObject({ version: 2 });
  });
});

describe('product upload (import type productAttribute)', () => {
  const drain = async () => {
    const runner = new ImportRunner({ db: h.db, log: () => {} });
    await runner.recover();
    while (await runner.runOnce());
  };
  const rowsOf = async (id: string, lang = 'en') =>
    pageSchema(importRowSchema).parse((await h.call('POST', `${I}/productAttribute/${id}/data/search`, { cookie: harbor, body: { conditions: {}, pageSize: 50 }, headers: { 'X-Wharf-Lang': lang } })).envelope.data).rows;

  it('checks rows against the products and the category tree in both languages, takes a fix, applies once and gives the error file and the template in both languages', async () => {
    const a = await freshProduct(1);
    const b = await freshProduct(2);
    const f = new FormData();
    f.set('file', new File([[
      'Product code,Subcategory,Attribute,Value',
      `${a.product_code},KT-DRINK,capacity,750`,
      `${a.product_code},KT-DRINK,material,stainless`,
      `${b.product_code},,material,glass`,
      `${a.product_code},KT-DRINK,foodContact,FDA`,
      'SPU999999,KT-DRINK,capacity,500',
      `${a.product_code},KT-DRINK,colour,red`,
    ].join('\n')], 'attributes.csv'));
    f.set('timezone', 'GMT+00:00');
    f.set('preview', '1');
    f.set('bizType', 'productAttribute');
    const id = (await h.call<{ id: string }>('POST', `${I}/upload`, { cookie: harbor, body: f })).envelope.data.id;
    await drain();
    const record = importRecordSchema.parse((await h.call('GET', `${I}/productAttribute/${id}`, { cookie: harbor })).envelope.data);
    expect(record.counts).toMatchObject({ total: 6, update: 2, error: 4 });
    const rows = await rowsOf(id);
    // the review lists the rows in error
    expect(rows.map((r) => [r.rowNumber, r.action, r.errors.map((e) => e.column)])).toEqual([
      [4, 'error', ['category']],
      [5, 'error', ['value']],
      [6, 'error', ['productCode']],
      [7, 'error', ['attribute']],
    ]);
    expect(rows[0]!.errors[0]!.message).toBe(`Product ${b.product_code} has no subcategory yet: give one of KT-DRINK, KT-COOK, KT-STORE.`);
    const zh = await rowsOf(id, 'zh-CN');
    expect(zh.map((r) => r.errors[0]!.message)).toEqual([
      `商品 ${b.product_code} 尚未选择子类目：请填写以下之一：KT-DRINK, KT-COOK, KT-STORE。`,
      '食品接触认证 须为以下之一：fda、lfgb、gb4806。',
      '没有编码为“SPU999999”的商品。',
      'colour 不是所选类目的属性。',
    ]);

    // the error file holds the rows in error with their messages
    const file = await h.request(`/back${I}/productAttribute/${id}/data/export`, {
      method: 'POST',
      headers: { Cookie: harbor, Origin: ORIGIN, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', 'X-Wharf-Lang': 'zh-CN' },
      body: JSON.stringify({ conditions: {}, pageSize: 20 }),
    });
    expect(file.status).toBe(200);
    const sheet = readSpreadsheet(new Uint8Array(await file.arrayBuffer()));
    expect(sheet.rows).toHaveLength(4);
    expect(sheet.rows[2]!.cells.at(-1)).toContain('没有编码为“SPU999999”的商品。');
    expect(sheet.rows.map((r) => r.cells[0])).toEqual(['4', '5', '6', '7']);
    // fix the select value, drop the others, confirm
    const fixed = await h.call('PUT', `${I}/productAttribute/${id}/data/${rows[1]!.id}`, { cookie: harbor, body: { cells: { value: 'fda' } } });
    expect(fixed.status).toBe(200);
    for (const r of [rows[0]!, rows[2]!, rows[3]!]) expect((await h.call('DELETE', `${I}/productAttribute/${id}/data/${r.id}`, { cookie: harbor })).status).toBe(200);
    expect((await h.call('POST', `${I}/productAttribute/${id}/submit`, { cookie: harbor, body: {} })).status).toBe(200);
    await drain();
    expect(await stored(a.id)).toMatchObject({ category_code: 'KT-DRINK', attribute_values: { capacity: '750', material: 'stainless', foodContact: 'fda' }, missing: 0, version: 1 });
    expect(await stored(b.id)).toBeUndefined();
    // confirmed again: nothing applied twice
    await h.call('POST', `${I}/productAttribute/${id}/submit`, { cookie: harbor, body: {} });
    await drain();
    expect(await stored(a.id)).toMatchObject({ version: 1 });

    for (const [lang, headers] of [
      ['en', [undefined, 'Product code *', 'Subcategory', 'Attribute *', 'Value']],
      ['zh-CN', [undefined, '商品编码 *', '子类目', '属性 *', '属性值']],
    ] as const) {
      const t = await h.request(`/back${I}/productAttribute/template/file`, { headers: { Cookie: harbor, 'X-Wharf-Lang': lang } });
      expect(t.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await t.arrayBuffer());
      expect(book.worksheets[0]!.getRow(1).values).toEqual(headers);
    }
  });
});
