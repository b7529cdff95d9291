// New-product applications (docs/domain/products.md, "New-product application"): the category tree
// and its attributes, the seed (batches in every state, decisions that agree with the platform's
// rules, approvals that made platform products), a batch's lifecycle (draft saved, submit refused
// while a required attribute is missing naming it in both languages with nothing changed, stale
// version, idempotent submit), the platform's job (each rule, an approval creating a product that
// the platform list finds), fixing a returned item (only the named fields; resubmit idempotent)
// and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBatchSchema, newProductDecision, type ApplyBatch, type ApplyBatchRow, type Category } from '../../../src/contract/product';
import { NewProductDecisionRunner } from '../../../server/product/new-product-decisions';
import { createHarness, type Harness } from '../harness';
import { channelAndSku, KITCHEN_ITEM } from './new-product-fixtures';

const P = '/api/scm-app/supplier/product';
let h: Harness;
let cookie: string;
let cookieZh: string;
let tenantId: string;
let categories: Category[];

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  cookieZh = await h.signIn('supplier2');
  tenantId = h.seeded.tenantIds.harbor;
  categories = (await h.call<{ categories: Category[] }>('GET', `${P}/category/attributes`, { cookie })).envelope.data.categories;
}, 120_000);
afterAll(() => h?.close());

const save = (body: Record<string, unknown>, c = cookie) => h.call<ApplyBatch>('POST', `${P}/apply/save`, { cookie: c, body });
const submit = (batchCode: string, version: number, c = cookie) => h.call<ApplyBatch>('POST', `${P}/apply/submit`, { cookie: c, body: { batchCode, version } });
const resubmit = (body: Record<string, unknown>, c = cookie) => h.call<ApplyBatch>('POST', `${P}/apply/item/resubmit`, { cookie: c, body });
const info = (batchCode: string, c = cookie) => h.call<ApplyBatch>('GET', `${P}/apply/batch/${batchCode}`, { cookie: c });
const itemsOf = (batchCode: string) =>
  h.db.query('SELECT i.* FROM product_apply_items i JOIN product_apply_batches b ON b.id = i.batch_id WHERE b.batch_code = $1 ORDER BY line_no', [batchCode]).then((r) => JSON.stringify(r));
const runner = () => new NewProductDecisionRunner({ db: h.db, now: h.clock.now, log: () => {} });
async function drain() {
  const r = runner();
  while (await r.runOnce());
}
const item = (over: Record<string, unknown>) => ({ ...KITCHEN_ITEM, title: 'Lumen Stainless Steel Water Bottle 750 ml', brand: 'Lumen', supplyPrice: 9.5, ...over });

describe('category attributes', () => {
  it('are a tree of top categories and leaves; a leaf requires its parent attributes, then its own, of every type', () => {
    const tops = categories.filter((c) => c.parentCode === null);
    expect(tops.map((c) => c.nameEn)).toEqual(['Kitchen', 'Home', 'Outdoor', 'Electronics', 'Pet', 'Apparel', 'Beauty', 'Baby', 'Toys', 'Office', 'Garden']);
    expect(tops.every((c) => !c.leaf)).toBe(true);
    const drink = categories.find((c) => c.code === 'KT-DRINK')!;
    expect(drink.leaf).toBe(true);
    expect(drink.attributes.map((a) => [a.code, a.type, a.required, a.from])).toEqual([
      ['material', 'select', true, 'KT'],
      ['foodContact', 'select', true, 'KT'],
      ['capacity', 'number', true, 'KT-DRINK'],
      ['insulated', 'select', false, 'KT-DRINK'],
    ]);
    expect(drink.attributes[2]).toMatchObject({ unit: 'ml', min: 100, max: 3000, nameZh: '容量' });
    expect(drink.attributes[0].options[0]).toEqual({ value: 'stainless', en: 'Stainless steel', zh: '不锈钢' });
    expect(categories.some((c) => c.attributes.some((a) => a.type === 'text'))).toBe(true);
  });
});

describe('the seed', () => {
  it('gives every supplier batches in every state, decided as the platform rules say, approvals as platform products', async () => {
    const list = await h.call<{ rows: ApplyBatchRow[] }>('POST', `${P}/apply/search`, { cookie, body: { conditions: {}, pageSize: 50 } });
    expect(list.envelope.code, list.text).toBe('0');
    const seeded = list.envelope.data.rows.filter((r) => r.batchCode.startsWith('NP26'));
    expect(new Set(seeded.map((r) => r.status)), JSON.stringify(seeded)).toEqual(new Set(['draft', 'inReview', 'actionNeeded', 'done']));
    const statuses = await h.db.query<{ status: string }>('SELECT DISTINCT status FROM product_apply_items WHERE tenant_id = $1 ORDER BY 1', [tenantId]);
    expect(statuses.map((s) => s.status)).toEqual(['approved', 'draft', 'inReview', 'rejected', 'returned']);
    const pacific = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM product_apply_batches WHERE tenant_id = $1', [h.seeded.tenantIds.pacific]);
    expect(pacific.n).toBe(6);
    const decided = await h.db.query<{ category_code: string; title: string; attributes: Record<string, string>; category: string; reason_code: string; fix_fields: string[]; status: string }>(
      `SELECT i.category_code, i.title, i.attributes, s.category, i.reason_code, i.fix_fields, i.status FROM product_apply_items i JOIN skus s ON s.id = i.sku_id
        WHERE i.tenant_id = $1 AND i.status IN ('returned', 'approved')`,
      [tenantId],
    );
    expect(new Set(decided.map((d) => d.reason_code))).toEqual(new Set([null, 'TITLE_POOR', 'CATEGORY_WRONG', 'ATTRIBUTE_INVALID']));
    for (const d of decided) expect(newProductDecision({ categoryCode: d.category_code, title: d.title, attributes: d.attributes }, d.category, categories)?.code ?? null).toBe(d.reason_code);
    const made = await h.db.one<{ n: number; listed: number }>(
      `SELECT count(*)::int AS n, count(p.id)::int AS listed FROM product_apply_items i LEFT JOIN products p ON p.id = i.product_id AND p.tenant_id = i.tenant_id
        WHERE i.tenant_id = $1 AND i.status = 'approved'`,
      [tenantId],
    );
    expect(made.n).toBeGreaterThanOrEqual(4);
    expect(made.listed).toBe(made.n);
    const filtered = await h.call<{ rows: ApplyBatchRow[] }>('POST', `${P}/apply/search`, { cookie, body: { conditions: { status: 'actionNeeded' }, pageSize: 50 } });
    expect(filtered.envelope.data.rows.length).toBeGreaterThanOrEqual(2);
    expect(filtered.envelope.data.rows.every((r) => r.status === 'actionNeeded' && r.returnedCount > 0)).toBe(true);
  });
});

describe('a batch', () => {
  it('is saved as a draft, refused at submit while a required attribute is missing (named, both languages, nothing changed), then submitted once and approved by the job', async () => {
    const c = await channelAndSku(h.db, tenantId);
    const draft = await save({ batchCode: null, version: null, cartCode: c.cartCode, items: [item({ skuCode: c.skuCode, attributes: { material: 'stainless', foodContact: 'fda' } })] });
    expect(draft.envelope.code, draft.text).toBe('0');
    expect(applyBatchSchema.safeParse(draft.envelope.data).success).toBe(true);
    const b = draft.envelope.data;
    expect([b.status, b.draftCount, b.items[0].status, b.items[0].skuCode]).toEqual(['draft', 1, 'draft', c.skuCode]);

    const before = await itemsOf(b.batchCode);
    const refused = await submit(b.batchCode, b.version);
    expect([refused.status, refused.envelope.code]).toEqual([400, 'PRODUCT_APPLY_NOT_READY']);
    expect(refused.envelope.message).toBe('Item 1 misses: Capacity.');
    expect(refused.envelope.data).toEqual({ items: [{ lineNo: 1, missing: ['Capacity'] }] });
    expect(await itemsOf(b.batchCode)).toBe(before);

    // a stale version is refused; the version read saves
    const stale = await save({ batchCode: b.batchCode, version: b.version + 5, cartCode: c.cartCode, items: [item({ skuCode: c.skuCode })] });
    expect(stale.envelope.code).toBe('PRODUCT_APPLY_STALE');
    expect(await itemsOf(b.batchCode)).toBe(before);
    const saved = await save({ batchCode: b.batchCode, version: b.version, cartCode: c.cartCode, items: [item({ skuCode: c.skuCode })] });
    expect(saved.envelope.code, saved.text).toBe('0');

    const sent = await submit(b.batchCode, saved.envelope.data.version);
    expect(sent.envelope.code, sent.text).toBe('0');
    expect([sent.envelope.data.status, sent.envelope.data.items[0].status]).toEqual(['inReview', 'inReview']);
    // the same submit again (a retry): the batch as it is, nothing changed
    const snapshot = await itemsOf(b.batchCode);
    const again = await submit(b.batchCode, saved.envelope.data.version);
    expect(again.envelope.code, again.text).toBe('0');
    expect(again.envelope.data.version).toBe(sent.envelope.data.version);
    expect(await itemsOf(b.batchCode)).toBe(snapshot);

    // the review time passes: approved, a platform product on the channel that the list finds
    h.clock.advance(60_000);
    await drain();
    const done = (await info(b.batchCode)).envelope.data;
    expect([done.status, done.items[0].status, done.approvedCount], JSON.stringify(done.items[0])).toEqual(['done', 'approved', 1]);
    const product = await h.call<{ rows: { id: string; title: string; category: string; skuCount: number }[] }>('POST', `${P}/platform/search`, {
      cookie,
      body: { conditions: { productCode: `${b.batchCode}-1` }, pageSize: 5 },
    });
    expect(product.envelope.data.rows.map((r) => [r.id, r.title, r.category, r.skuCount])).toEqual([[done.items[0].productId, 'Lumen Stainless Steel Water Bottle 750 ml', 'Kitchen', 1]]);
  });

  it('is refused in Chinese with the attribute named in Chinese', async () => {
    const pacific = h.seeded.tenantIds.pacific;
    const c = await channelAndSku(h.db, pacific);
    const draft = await save({ batchCode: null, version: null, cartCode: c.cartCode, items: [item({ skuCode: c.skuCode, title: '', attributes: { material: 'glass' } })] }, cookieZh);
    expect(draft.envelope.code, draft.text).toBe('0');
    const before = await itemsOf(draft.envelope.data.batchCode);
    const refused = await submit(draft.envelope.data.batchCode, draft.envelope.data.version, cookieZh);
    expect(refused.envelope.code).toBe('PRODUCT_APPLY_NOT_READY');
    expect(refused.envelope.message).toBe('第 1 项缺少：标题、食品接触认证、容量。');
    expect(await itemsOf(draft.envelope.data.batchCode)).toBe(before);
    // a category items cannot take (a top category) and a sku not the tenant's are refused
    const top = await save({ batchCode: null, version: null, cartCode: c.cartCode, items: [item({ skuCode: c.skuCode, categoryCode: 'KT' })] }, cookieZh);
    expect([top.envelope.code, top.envelope.message]).toEqual(['PRODUCT_APPLY_INVALID', '类目 KT 不可用于商品（请选择子类目）。']);
    const foreignSku = await save({ batchCode: null, version: null, cartCode: c.cartCode, items: [item({ skuCode: (await channelAndSku(h.db, tenantId)).skuCode })] }, cookieZh);
    expect(foreignSku.envelope.code).toBe('PRODUCT_APPLY_INVALID');
  });
});

describe("the platform's review and the fix", () => {
  it('applies each rule in order, and a returned item reopens only the named fields', async () => {
    const c = await channelAndSku(h.db, tenantId);
    const listed = await h.db.one<{ sku: string }>(
      'SELECT m.sku FROM product_skus s JOIN products p ON p.id = s.product_id JOIN skus m ON m.id = s.sku_id WHERE p.tenant_id = $1 AND p.cart_id = $2 ORDER BY m.sku LIMIT 1',
      [tenantId, c.cartId],
    );
    const other = await h.db.one<{ sku: string }>(
      "SELECT m.sku FROM skus m WHERE m.tenant_id = $1 AND m.category = 'Kitchen' AND m.sku <> $2 AND NOT EXISTS (SELECT 1 FROM product_skus s JOIN products p ON p.id = s.product_id WHERE s.sku_id = m.id AND p.cart_id = $3) ORDER BY m.sku LIMIT 1 OFFSET 1",
      [tenantId, c.skuCode, c.cartId],
    );
    const made = await save({
      batchCode: null,
      version: null,
      cartCode: c.cartCode,
      items: [
        item({ skuCode: listed.sku }),
        item({ skuCode: c.skuCode, categoryCode: 'GD-PLANT', attributes: { outdoorRated: 'yes', diameter: '16' } }),
        item({ skuCode: c.skuCode, attributes: { ...KITCHEN_ITEM.attributes, capacity: '5000' } }),
        item({ skuCode: other.sku, title: 'BOTTLE' }),
      ],
    });
    expect(made.envelope.code, made.text).toBe('0');
    const b = made.envelope.data;
    expect((await submit(b.batchCode, b.version)).envelope.code).toBe('0');
    h.clock.advance(60_000);
    await drain();
    const reviewed = (await info(b.batchCode)).envelope.data;
    // the listed sku: rejected for good; the garden category for a kitchen sku; capacity out of range; a short title in capitals
    expect(reviewed.items.map((i) => [i.status, i.reasonCode, i.fixFields])).toEqual([
      ['rejected', 'DUPLICATE_PRODUCT', []],
      ['returned', 'CATEGORY_WRONG', ['categoryCode']],
      ['returned', 'ATTRIBUTE_INVALID', ['attributes.capacity']],
      ['returned', 'TITLE_POOR', ['title']],
    ]);
    expect(reviewed.status).toBe('actionNeeded');

    const poor = reviewed.items[3];
    const before = await itemsOf(b.batchCode);
    const locked = await resubmit({ id: poor.id, version: poor.version, title: 'Lumen Glass Water Bottle with Bamboo Lid', attributes: { ...KITCHEN_ITEM.attributes, capacity: '900' } });
    expect([locked.status, locked.envelope.code, locked.envelope.data]).toEqual([409, 'PRODUCT_APPLY_FIELD_LOCKED', { fields: ['attributes.capacity'] }]);
    expect(locked.envelope.message).toBe('Only the fields the platform named can be changed; these are not: attributes.capacity. Nothing was changed.');
    expect(await itemsOf(b.batchCode)).toBe(before);
    const stale = await resubmit({ id: poor.id, version: poor.version - 1, title: 'Lumen Glass Water Bottle with Bamboo Lid' });
    expect(stale.envelope.code).toBe('PRODUCT_APPLY_STALE');

    const fixed = await resubmit({ id: poor.id, version: poor.version, title: 'Lumen Glass Water Bottle with Bamboo Lid' });
    expect(fixed.envelope.code, fixed.text).toBe('0');
    expect(fixed.envelope.data.items[3]).toMatchObject({ status: 'inReview', reasonCode: null, fixFields: [] });
    const again = await resubmit({ id: poor.id, version: poor.version, title: 'Lumen Glass Water Bottle with Bamboo Lid' });
    expect(again.envelope.code).toBe('0');
    expect(again.envelope.data.items[3].version).toBe(fixed.envelope.data.items[3].version);

    // the category reopens its attributes; the capacity alone reopens the capacity
    const wrong = reviewed.items[1];
    const recat = await resubmit({ id: wrong.id, version: wrong.version, categoryCode: 'KT-DRINK', attributes: KITCHEN_ITEM.attributes });
    expect(recat.envelope.code, recat.text).toBe('0');
    const range = reviewed.items[2];
    const inRange = await resubmit({ id: range.id, version: range.version, attributes: { ...KITCHEN_ITEM.attributes, capacity: '900' } });
    expect(inRange.envelope.code, inRange.text).toBe('0');
    const decidedOnce = await resubmit({ id: reviewed.items[0].id, version: reviewed.items[0].version, title: 'Something else entirely new' });
    expect(decidedOnce.envelope.code).toBe('PRODUCT_APPLY_INVALID');

    h.clock.advance(60_000);
    await drain();
    const after = (await info(b.batchCode)).envelope.data;
    // the fixed title and capacity pass; the re-categorised item shares the sku with the capacity one: approved first, it makes the other a duplicate
    expect(after.items[3].status).toBe('approved');
    expect(after.items.filter((i) => i.status === 'approved').length).toBeGreaterThanOrEqual(2);
    expect(after.status).toBe('done');
  });
});

describe('tenancy', () => {
  it("another tenant's batch is not found, and the list holds only the caller's", async () => {
    const harborBatch = await h.db.one<{ batch_code: string }>('SELECT batch_code FROM product_apply_batches WHERE tenant_id = $1 ORDER BY batch_code LIMIT 1', [tenantId]);
    const foreign = await info(harborBatch.batch_code, cookieZh);
    expect([foreign.status, foreign.envelope.code]).toEqual([404, 'SYS_NOT_FOUND']);
    const list = await h.call<{ rows: ApplyBatchRow[] }>('POST', `${P}/apply/search`, { cookie: cookieZh, body: { conditions: {}, pageSize: 100 } });
    const own = await h.db.query<{ id: string }>('SELECT id FROM product_apply_batches WHERE tenant_id = $1', [h.seeded.tenantIds.pacific]);
    expect(new Set(list.envelope.data.rows.map((r) => r.id))).toEqual(new Set(own.map((r) => r.id)));
  });
});
