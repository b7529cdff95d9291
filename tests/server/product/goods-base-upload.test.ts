// Goods-base products by upload (import type goodsBase; docs/domain/products.md "Goods-base
// product"): images uploaded through the goods-base image upload are named by their file names;
// each row is checked with the form's readiness (every gap on its column, in both languages), an
// unknown subcategory, master sku, attribute or image and a malformed price are refused on their
// columns; a row fixed in review is created; confirm creates each product once, unpublished, as the
// form does; the same file again is unchanged; another tenant's images and skus are unknown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRecordSchema, importRowSchema, pageSchema } from '../../../src/contract';
import '../../../server/jobs/exceljs-compat';
import { ImportRunner } from '../../../server/imports/runner';
import { solidPng } from '../../../server/product/seed-brand-review';
import { createHarness, type Harness } from '../harness';
import { KITCHEN_ITEM } from './new-product-fixtures';

const S = '/api/scm-app/supplier';
const I = `${S}/import`;
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

async function drain() {
  const runner = new ImportRunner({ db: h.db, log: () => {} });
  await runner.recover();
  while (await runner.runOnce());
}

/** Uploads a png image as the create page does; answers its id. */
async function uploadImage(name: string, who = cookie): Promise<string> {
  const f = new FormData();
  f.set('file', new File([new Uint8Array(solidPng(600, [40, 120, 200]))], name, { type: 'image/png' }));
  f.set('timezone', 'GMT+08:00');
  const up = await h.call<{ id: string }>('POST', `${S}/goods-base/file/upload`, { cookie: who, body: f });
  expect(up.envelope.code, up.text).toBe('0');
  return up.envelope.data.id;
}

const HEAD = 'Subcategory,Title,Brand,Master SKU,Supply price,Tax code,Images,Attributes';
const ATTRS = 'material=stainless; foodContact=fda; capacity=750';

async function upload(lines: string[][], who = cookie): Promise<string> {
  const f = new FormData();
  f.set('file', new File([[HEAD, ...lines.map((l) => l.map((c) => (/[,"]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))].join('\n')], 'goods-base.csv'));
  f.set('timezone', 'GMT+08:00');
  f.set('preview', '1');
  f.set('bizType', 'goodsBase');
  const up = await h.call<{ id: string }>('POST', `${I}/upload`, { cookie: who, body: f });
  expect(up.envelope.code, up.text).toBe('0');
  await drain();
  return up.envelope.data.id;
}
const record = async (id: string, who = cookie) => importRecordSchema.parse((await h.call('GET', `${I}/goodsBase/${id}`, { cookie: who })).envelope.data);
const rowsOf = async (id: string, who = cookie) =>
  pageSchema(importRowSchema).parse((await h.call('POST', `${I}/goodsBase/${id}/data/search`, { cookie: who, body: { conditions: { all: true }, pageSize: 50 } })).envelope.data).rows;
const gbOf = (skuCode: string) =>
  h.db.query<{ gb_code: string; title: string; category_code: string; image_ids: string[]; attributes: Record<string, string>; supply_price: string; request_id: string; created_by_name: string }>(
    `SELECT g.gb_code, g.title, g.category_code, g.image_ids, g.attributes, g.supply_price, g.request_id, g.created_by_name FROM product_gb g JOIN skus s ON s.id = g.sku_id
      WHERE g.tenant_id = $1 AND s.sku = $2 ORDER BY g.created_at, g.id`,
    [tenantId, skuCode],
  );

describe('goods-base products by upload', () => {
  it('checks each row with the form’s readiness, takes a fix in review, creates each product once and the same file again creates nothing', async () => {
    const front = await uploadImage(`bottle-front-${Date.now()}.png`);
    const frontName = (await h.db.one<{ file_name: string }>('SELECT file_name FROM images WHERE id = $1', [front])).file_name;
    const side = await uploadImage(`bottle-side-${Date.now()}.png`);
    const sideName = (await h.db.one<{ file_name: string }>('SELECT file_name FROM images WHERE id = $1', [side])).file_name;
    const foreignImage = await uploadImage(`pacific-${Date.now()}.png`, cookieZh);
    const foreignName = (await h.db.one<{ file_name: string }>('SELECT file_name FROM images WHERE id = $1', [foreignImage])).file_name;
    const skus = (await h.db.query<{ sku: string }>("SELECT sku FROM skus WHERE tenant_id = $1 AND status = 'active' AND NOT EXISTS (SELECT 1 FROM product_gb g WHERE g.sku_id = skus.id) ORDER BY sku LIMIT 3", [tenantId])).map(
      (r) => r.sku,
    );
    const tax = await h.db.one<{ tax_code: string }>('SELECT tax_code FROM tax_rates WHERE tenant_id = $1 AND rate IN (0.13, 0.03) ORDER BY tax_code LIMIT 1', [tenantId]);
    const special = await h.db.maybe<{ tax_code: string }>('SELECT tax_code FROM tax_rates WHERE tenant_id = $1 AND rate IN (0.06, 0.09) ORDER BY tax_code LIMIT 1', [tenantId]);
    const foreignSku = await h.db.one<{ sku: string }>('SELECT sku FROM skus WHERE tenant_id = $1 AND sku NOT IN (SELECT sku FROM skus WHERE tenant_id = $2) ORDER BY sku LIMIT 1', [h.seeded.tenantIds.pacific, tenantId]);
    const row = (sku: string, over: Partial<Record<'category' | 'title' | 'price' | 'tax' | 'images' | 'attrs', string>> = {}) => [
      over.category ?? KITCHEN_ITEM.categoryCode,
      over.title ?? `Lumen Stainless Steel Water Bottle 750 ml ${sku}`,
      'Lumen',
      sku,
      over.price ?? '9.5',
      over.tax ?? tax.tax_code,
      over.images ?? `${frontName}; ${sideName}`,
      over.attrs ?? ATTRS,
    ];
    const lines = [
      row(skus[0]!),
      row(skus[1]!, { images: frontName.toUpperCase() }), // a file name without case
      // refused, each on its column
      row(skus[2]!, { attrs: 'material=stainless; capacity=750' }), // foodContact missing: fixed in review
      row(skus[2]!, { category: 'KT', title: 'A sixth title' }),
      row(foreignSku.sku),
      row(skus[2]!, { price: '9.123456', title: 'Another title' }),
      row(skus[2]!, { images: foreignName, title: 'A third title' }),
      row(skus[2]!, { attrs: 'colour=red; capacity', title: 'A fourth title' }),
      ...(special ? [row(skus[2]!, { tax: special.tax_code, title: 'A fifth title' })] : []),
    ];
    const id = await upload(lines);
    expect((await record(id)).counts).toMatchObject({ total: lines.length, create: 2, error: lines.length - 2 });
    const errors = (await rowsOf(id)).filter((r) => r.action === 'error');
    expect(errors.map((r) => [r.rowNumber, r.errors.map((e) => e.column)])).toEqual([
      [4, ['attributes']],
      [5, ['categoryCode']],
      [6, ['masterSku']],
      [7, ['supplyPrice']],
      [8, ['images']],
      [9, ['attributes', 'attributes', 'attributes', 'attributes', 'attributes']],
      ...(special ? [[10, ['taxCode']]] : []),
    ]);
    expect(errors.map((r) => r.errors[0]!.message)).toEqual([
      'Missing: Food contact certificate.',
      '"KT" is not a subcategory products can take (see Category attributes).',
      `No master SKU of yours has the code "${foreignSku.sku}".`,
      'Supply price must be a positive number with at most 5 decimals: "9.123456".',
      `No image named "${foreignName}" was uploaded: upload it above first.`,
      'The subcategory has no attribute "colour".',
      ...(special ? [`Missing: Tax code ${special.tax_code} (a services or transport rate, not for goods).`] : []),
    ]);
    expect(errors[5]!.errors.map((e) => e.message).slice(1)).toEqual(['"capacity" is not code=value.', 'Missing: Material.', 'Missing: Food contact certificate.', 'Missing: Capacity.']);
    // the same rows read in Chinese
    const zhRows = pageSchema(importRowSchema).parse(
      (await h.call('POST', `${I}/goodsBase/${id}/data/search`, { cookie, headers: { 'X-Wharf-Lang': 'zh-CN' }, body: { conditions: { all: true }, pageSize: 50 } })).envelope.data,
    ).rows;
    expect(zhRows.find((r) => r.rowNumber === 4)!.errors.map((e) => e.message)).toEqual(['缺少：食品接触认证。']);
    expect(zhRows.find((r) => r.rowNumber === 7)!.errors.map((e) => e.message)).toEqual(['供货价须为最多 5 位小数的正数：“9.123456”。']);

    // the missing attribute is fixed in review; the other rows in error are dropped
    const fixed = await h.call<{ row: { action: string } }>('PUT', `${I}/goodsBase/${id}/data/${errors[0]!.id}`, { cookie, body: { cells: { ...errors[0]!.cells, attributes: ATTRS } } });
    expect(fixed.envelope.data.row.action, fixed.text).toBe('create');
    for (const r of errors.slice(1)) expect((await h.call('DELETE', `${I}/goodsBase/${id}/data/${r.id}`, { cookie })).envelope.code).toBe('0');
    expect((await h.call('POST', `${I}/goodsBase/${id}/submit`, { cookie, body: {} })).envelope.code).toBe('0');
    await drain();
    await h.call('POST', `${I}/goodsBase/${id}/submit`, { cookie, body: {} }); // a second confirm
    await drain();
    expect(await record(id)).toMatchObject({ status: 'done', counts: expect.objectContaining({ applied: 3 }) });
    const [made] = await gbOf(skus[0]!);
    expect(await gbOf(skus[0]!)).toHaveLength(1);
    expect(made).toMatchObject({ title: `Lumen Stainless Steel Water Bottle 750 ml ${skus[0]}`, category_code: 'KT-DRINK', image_ids: [front, side], attributes: KITCHEN_ITEM.attributes, created_by_name: 'Grace Lin' });
    expect(Number(made!.supply_price)).toBe(9.5);
    expect(made!.gb_code).toMatch(/^GB\d{11}$/);
    expect((await gbOf(skus[1]!))[0]!.image_ids).toEqual([front]);
    expect(await gbOf(skus[2]!)).toHaveLength(1);
    // unpublished: on no channel until the supplier publishes it
    expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM product_gb_channels c JOIN product_gb g ON g.id = c.gb_id WHERE g.gb_code = $1', [made!.gb_code])).n).toBe(0);

    // the same file again: the rows that were made are unchanged, nothing twice
    const again = await upload(lines.slice(0, 2));
    expect((await record(again)).counts).toMatchObject({ total: 2, unchanged: 2 });
    await h.call('POST', `${I}/goodsBase/${again}/submit`, { cookie, body: {} });
    await drain();
    expect(await gbOf(skus[0]!)).toHaveLength(1);
    expect(await gbOf(skus[1]!)).toHaveLength(1);

    // another tenant reads nothing of this import
    expect((await h.call('GET', `${I}/goodsBase/${id}`, { cookie: cookieZh })).status).toBe(404);
  });
});
