// Label applications by upload (product.tagLabelCheck, import type tagApply; docs/domain/products.md
// "Slice (built): label applications by upload"): the rows of one product and label become one
// applied application on confirm (its history, its change record, the import named); unknown
// products and skus, a sku of another product, another tenant's product, an unknown label, a sku
// twice and an open application without the sku are refused with their reason in both languages;
// a row the open application already holds is unchanged, so the same file again creates nothing;
// a row fixed in review is applied; an application cut in two by the apply batches is created
// once; an application opened by the form meanwhile refuses the rows and nothing is created twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRecordSchema, importRowSchema, pageSchema, type ImportRecord } from '../../../src/contract';
import '../../../server/jobs/exceljs-compat';
import { ImportRunner } from '../../../server/imports/runner';
import { createHarness, type Harness } from '../harness';

const CHECK = '/api/scm-app/supplier/product/fulfillmentTag/label/check';
const base = '/api/scm-app/supplier/import/tagApply';
let h: Harness;
let cookie: string;
let cookieZh: string;
let tenantId: string;

interface Free {
  id: string;
  code: string;
  skus: string[];
}

/** Products of a tenant with at least `n` skus and no open application for the label. */
const freeProducts = async (tenant: string, tag: string, n: number, count: number, offset = 0) =>
  (
    await h.db.query<{ id: string; code: string; skus: string[] }>(
      `SELECT p.id, p.product_code AS code, array_agg(s.seller_sku ORDER BY s.seller_sku) AS skus
         FROM products p JOIN product_skus s ON s.product_id = p.id AND s.tenant_id = p.tenant_id
        WHERE p.tenant_id = $1 AND NOT EXISTS (SELECT 1 FROM product_tag_applications a WHERE a.product_id = p.id AND a.tag = $2 AND a.status IN ('applied', 'approved'))
        GROUP BY p.id, p.product_code HAVING count(*) >= $3 ORDER BY p.id LIMIT $4 OFFSET $5`,
      [tenant, tag, n, count, offset],
    )
  ).map((r): Free => ({ id: r.id, code: r.code, skus: r.skus }));

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  cookieZh = await h.signIn('supplier2');
  tenantId = h.seeded.tenantIds.harbor;
}, 120_000);
afterAll(() => h?.close());

async function drain(runner = new ImportRunner({ db: h.db, log: () => {} })) {
  await runner.recover();
  while (await runner.runOnce());
}
const HEAD = 'Product code,Seller SKU,Label,Note';
const HEAD_ZH = '商品编码,卖家 SKU,标签,备注';

async function upload(lines: string[][], who = cookie, head = HEAD): Promise<string> {
  const f = new FormData();
  f.set('file', new File([[head, ...lines.map((l) => l.join(','))].join('\n')], 'labels.csv'));
  f.set('timeZone', 'GMT+08:00');
  const up = await h.call<ImportRecord>('POST', CHECK, { cookie: who, body: f });
  expect(up.envelope.code, up.text).toBe('0');
  expect(up.envelope.data.preview).toBe(true);
  return up.envelope.data.id;
}
const record = async (id: string) => importRecordSchema.parse((await h.call('GET', `${base}/${id}`, { cookie })).envelope.data);
const rowsOf = async (id: string, who = cookie) =>
  pageSchema(importRowSchema).parse((await h.call('POST', `${base}/${id}/data/search`, { cookie: who, body: { conditions: { all: true }, pageSize: 50 } })).envelope.data).rows;
const applicationsOf = (productId: string, tag: string) =>
  h.db.query<{ id: string; status: string; sku_ids: string[]; note: string; import_id: string | null; application_no: string; applied_by_name: string }>(
    'SELECT id, status, sku_ids, note, import_id, application_no, applied_by_name FROM product_tag_applications WHERE product_id = $1 AND tag = $2 ORDER BY applied_at DESC',
    [productId, tag],
  );
const skuIdsOf = async (sellerSkus: string[]) =>
  (await h.db.query<{ id: string }>('SELECT id FROM product_skus WHERE tenant_id = $1 AND seller_sku = ANY($2::text[]) ORDER BY id', [tenantId, sellerSkus])).map((r) => r.id);

describe('label applications by upload', () => {
  it('checks each row, lets a bad row be fixed in review, creates one application per product and label once, and the same file again creates nothing', async () => {
    const [a, b, c, d] = await freeProducts(tenantId, 'bulky', 2, 4);
    const open = await h.db.one<{ product_id: string; code: string; sku: string; tag: string }>(
      `SELECT a.product_id, p.product_code AS code, s.seller_sku AS sku, a.tag FROM product_tag_applications a
         JOIN products p ON p.id = a.product_id JOIN product_skus s ON s.id = a.sku_ids[1]
        WHERE a.tenant_id = $1 AND a.status IN ('applied', 'approved') ORDER BY a.id LIMIT 1`,
      [tenantId],
    );
    // an open application (the form's) for one sku of a product: a row of its other sku is refused
    const [l] = await freeProducts(tenantId, 'fragile', 2, 1);
    const formApply = await h.call<{ applicationNo: string }>('POST', '/api/scm-app/supplier/product/fulfillmentTag/apply/create', {
      cookie,
      body: { productId: l.id, tag: 'fragile', skuIds: await skuIdsOf([l.skus[0]]), note: '' },
    });
    expect(formApply.envelope.code, formApply.text).toBe('0');
    const openLacking = { code: l.code, sku: l.skus[1], tag: 'fragile', no: formApply.envelope.data.applicationNo };
    // another tenant's product (its code unknown here)
    const other = await h.db.one<{ code: string; sku: string }>(
      `SELECT p.product_code AS code, min(s.seller_sku) AS sku FROM products p JOIN product_skus s ON s.product_id = p.id
        WHERE p.tenant_id = $1 AND NOT EXISTS (SELECT 1 FROM products x WHERE x.tenant_id = $2 AND lower(x.product_code) = lower(p.product_code))
        GROUP BY p.id ORDER BY p.id LIMIT 1`,
      [h.seeded.tenantIds.pacific, tenantId],
    );
    const lines = [
      [a.code, a.skus[0], 'bulky', 'heavy cartons'],
      [a.code.toLowerCase(), a.skus[1], '大件', ''], // the label's name in either language
      [b.code, b.skus[0], 'Bulky', ''],
      [open.code, open.sku, open.tag, ''], // the open application holds it: unchanged
      // refused
      ['NO-SUCH-PRODUCT', a.skus[0], 'bulky', ''],
      [c.code, 'NO-SUCH-SKU', 'bulky', ''], // fixed in review
      [c.code, b.skus[1], 'bulky', ''],
      [c.code, c.skus[0], 'speedy', ''],
      [other.code, other.sku, 'bulky', ''],
      [openLacking.code, openLacking.sku, openLacking.tag, ''],
      [b.code, b.skus[0], 'bulky', ''],
      // a row in error left in the import: its application's good row is refused at confirm
      [d.code, d.skus[0], 'bulky', ''],
      [d.code, a.skus[0], 'bulky', ''],
    ];
    const id = await upload(lines);
    await drain();
    expect((await record(id)).counts).toMatchObject({ total: 13, create: 4, unchanged: 1, error: 8 });
    const rows = await rowsOf(id);
    const errors = rows.filter((r) => r.action === 'error');
    expect(errors.map((r) => [r.rowNumber, r.errors[0].column])).toEqual([
      [6, 'productCode'],
      [7, 'sellerSku'],
      [8, 'sellerSku'],
      [9, 'tag'],
      [10, 'productCode'],
      [11, 'tag'],
      [12, 'sellerSku'],
      [14, 'sellerSku'],
    ]);
    expect(errors.map((r) => r.errors[0].message)).toEqual([
      'No platform product has the code "NO-SUCH-PRODUCT".',
      'No SKU of your platform products has the seller SKU "NO-SUCH-SKU".',
      `SKU "${b.skus[1]}" is not a SKU of product ${c.code}.`,
      'Label must be one of: Fast delivery, Bulky, Fragile.',
      `No platform product has the code "${other.code}".`,
      `Product ${openLacking.code} already has an open application for this label (${openLacking.no}) without this SKU. Withdraw or revoke it first.`,
      expect.stringMatching(/^The same Seller SKU ".+" is already in row 4\.$/),
      `SKU "${a.skus[0]}" is not a SKU of product ${d.code}.`,
    ]);
    // the unknown sku is fixed in review; the rows in error are dropped but d's, which stays out of the confirm
    const fixed = await h.call<{ row: { action: string } }>('PUT', `${base}/${id}/data/${errors[1].id}`, { cookie, body: { cells: { ...errors[1].cells, sellerSku: c.skus[0] } } });
    expect(fixed.envelope.data.row.action, fixed.text).toBe('create');
    for (const r of errors.filter((_, i) => i !== 1 && i !== 7)) expect((await h.call('DELETE', `${base}/${id}/data/${r.id}`, { cookie })).envelope.code).toBe('0');
    expect((await h.call('POST', `${base}/${id}/submit`, { cookie, body: {} })).envelope.code).toBe('0');
    await drain();
    await h.call('POST', `${base}/${id}/submit`, { cookie, body: {} });
    await drain();
    expect((await record(id)).counts).toMatchObject({ applied: 4, error: 2 });
    expect((await record(id)).status).toBe('done');
    expect(await applicationsOf(d.id, 'bulky')).toEqual([]);
    expect((await rowsOf(id)).find((r) => r.rowNumber === 13)?.errors.map((e) => e.message)).toEqual(['Another row of this application has an error, so the application was not created.']);
    const [appA] = await applicationsOf(a.id, 'bulky');
    expect(appA).toMatchObject({ status: 'applied', note: 'heavy cartons', import_id: id, applied_by_name: 'Grace Lin', sku_ids: await skuIdsOf(a.skus.slice(0, 2)) });
    expect(await applicationsOf(a.id, 'bulky')).toHaveLength(1);
    expect(await applicationsOf(b.id, 'bulky')).toHaveLength(1);
    expect((await applicationsOf(c.id, 'bulky')).map((x) => x.sku_ids)).toEqual([await skuIdsOf([c.skus[0]])]);
    expect((await applicationsOf(open.product_id, open.tag)).filter((x) => x.status === 'applied' || x.status === 'approved')).toHaveLength(1);
    // as the form's apply: its history and the product's change record
    const history = await h.db.one<{ action: string; to_status: string; actor_name: string }>("SELECT action, to_status, actor_name FROM record_history WHERE record_kind = 'product.tag' AND record_id = $1", [appA.id]);
    expect(history).toEqual({ action: 'apply', to_status: 'applied', actor_name: 'Grace Lin' });
    const change = await h.db.one<{ action: string; detail: string }>("SELECT action, detail FROM product_change_records WHERE subject = 'tag' AND subject_no = $1", [appA.application_no]);
    expect(change).toEqual({ action: 'applied', detail: `bulky · ${a.skus.slice(0, 2).join(', ')} · heavy cartons` });
    // the application list shows them
    const list = await h.call<{ rows: { applicationNo: string; status: string }[] }>('POST', '/api/scm-app/supplier/product/fulfillmentTag/apply/search', {
      cookie,
      body: { conditions: { productId: a.id }, pageSize: 10 },
    });
    expect(list.envelope.data.rows.map((r) => [r.applicationNo, r.status])).toContainEqual([appA.application_no, 'applied']);

    // the same good rows again (the template's Chinese header): every row unchanged, nothing created
    const again = await upload(lines.slice(0, 4), cookie, HEAD_ZH);
    await drain();
    expect((await record(again)).counts).toMatchObject({ total: 4, create: 0, unchanged: 4, error: 0 });
  });

  it('says each problem in Chinese to a Chinese user', async () => {
    const [p] = await freeProducts(h.seeded.tenantIds.pacific, 'fragile', 1, 1);
    const id = await upload(
      [
        ['无此商品', p.skus[0], 'fragile', ''],
        [p.code, '无此', 'fragile', ''],
        [p.code, p.skus[0], '', ''],
      ],
      cookieZh,
    );
    await drain();
    expect((await rowsOf(id, cookieZh)).map((r) => r.errors[0].message)).toEqual(['没有编码为“无此商品”的平台商品。', '您的平台商品中没有卖家 SKU 为“无此”的 SKU。', '标签为必填项。']);
  });

  it('creates an application cut in two by the apply batches once, and refuses rows whose application the form opened meanwhile', async () => {
    const [p, q] = await freeProducts(tenantId, 'fastDelivery', 3, 2);
    const id = await upload([
      [p.code, p.skus[0], 'fastDelivery', ''],
      [p.code, p.skus[1], 'fastDelivery', 'split'],
      [p.code, p.skus[2], 'fastDelivery', ''],
      [q.code, q.skus[0], 'fastDelivery', ''],
      [q.code, q.skus[1], 'fastDelivery', ''],
    ]);
    await drain();
    expect((await record(id)).counts).toMatchObject({ create: 5, error: 0 });
    // the form applies for q's label before the upload is confirmed
    const form = await h.call('POST', '/api/scm-app/supplier/product/fulfillmentTag/apply/create', {
      cookie,
      body: { productId: q.id, tag: 'fastDelivery', skuIds: await skuIdsOf([q.skus[0]]), note: '' },
    });
    expect(form.envelope.code, form.text).toBe('0');
    expect((await h.call('POST', `${base}/${id}/submit`, { cookie, body: {} })).envelope.code).toBe('0');
    await drain(new ImportRunner({ db: h.db, applyBatch: 2, log: () => {} }));
    const done = await record(id);
    expect(done.counts).toMatchObject({ applied: 3, error: 2 });
    const [appP] = await applicationsOf(p.id, 'fastDelivery');
    expect(appP).toMatchObject({ import_id: id, note: 'split', sku_ids: await skuIdsOf(p.skus.slice(0, 3)) });
    expect(await applicationsOf(p.id, 'fastDelivery')).toHaveLength(1);
    expect((await applicationsOf(q.id, 'fastDelivery')).map((x) => x.import_id)).toEqual([null]);
    const refused = (await rowsOf(id)).filter((r) => r.action === 'error');
    expect(refused.map((r) => r.errors[0].message)).toEqual([
      expect.stringMatching(new RegExp(`^Product ${q.code} got an open application for this label \\(TA\\d+\\) meanwhile; nothing was created twice\\.$`)),
      expect.stringMatching(new RegExp(`^Product ${q.code} already has an open application for this label \\(TA\\d+\\) without this SKU`)),
    ]);
  });
});
