// One product sku and the seller's sale price (docs/domain/products.md, "Sku detail and the
// seller's sale price"): the detail by id and by asin agrees with the tables (master sku, channel,
// open proposal, labels, channel match), another tenant's sku is not found in both languages; a
// sale price change refused in both languages with nothing written, the version read, a repeat
// taken once, the history newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalePriceHistory, SkuDetail } from '../../../src/contract/product';
import { createHarness, type Harness } from '../harness';

const P = '/api/scm-app/supplier/product/sku';
const HARBOR = "(SELECT tenant_id FROM users WHERE account = 'supplier1')";
let h: Harness;
let harbor: string;
let pacific: string;

beforeAll(async () => {
  h = await createHarness();
  [harbor, pacific] = await Promise.all([h.signIn('supplier1'), h.signIn('supplier2')]);
}, 120_000);
afterAll(() => h?.close());

const zh = { headers: { 'X-Wharf-Lang': 'zh-CN' } };
const info = (id: string, cookie = harbor, extra = {}) => h.call<SkuDetail>('GET', `${P}/info/${encodeURIComponent(id)}`, { cookie, ...extra });
const byAsin = (asin: string, cookie = harbor, extra = {}) => h.call<SkuDetail>('GET', `${P}/asin/${encodeURIComponent(asin)}`, { cookie, ...extra });
const history = (id: string, cookie = harbor) => h.call<SalePriceHistory>('GET', `${P}/sale-price/${encodeURIComponent(id)}`, { cookie });
const update = (id: string, body: Record<string, unknown>, extra = {}) => h.call<SalePriceHistory>('PUT', `${P}/sale-price/${encodeURIComponent(id)}`, { cookie: harbor, body, ...extra });

describe('sku detail', () => {
  it('reads one sku by id and by asin with its master sku, channel, proposal, labels and match; another tenant’s is not found', async () => {
    // a harbor sku with an open proposal, one with a label application, one matched on its channel
    const withProposal = await h.db.one<{ id: string; proposal_no: string; new_price: string }>(
      `SELECT s.id, x.proposal_no, x.new_price FROM product_skus s JOIN product_price_proposals x ON x.product_sku_id = s.id AND x.status IN ('pending', 'approved')
        WHERE s.tenant_id = ${HARBOR} ORDER BY s.id LIMIT 1`,
    );
    const a = (await info(withProposal.id)).envelope.data;
    const db = await h.db.one<{ seller_sku: string; asin: string; sku: string; cart: string; supply: string; sale: string; stock: number; version: number }>(
      `SELECT s.seller_sku, s.asin, m.sku, c.name AS cart, s.supply_price AS supply, s.sale_price AS sale, s.stock, s.version
         FROM product_skus s JOIN skus m ON m.id = s.sku_id JOIN products p ON p.id = s.product_id JOIN carts c ON c.id = p.cart_id WHERE s.id = $1`,
      [withProposal.id],
    );
    expect([a.sellerSku, a.asin, a.skuCode, a.cartName, a.supplyPrice, a.salePrice, a.stock, a.version]).toEqual([
      db.seller_sku, db.asin, db.sku, db.cart, Number(db.supply), Number(db.sale), db.stock, db.version,
    ]);
    expect(a.margin).toBeCloseTo((Number(db.sale) - Number(db.supply)) / Number(db.sale), 5);
    expect(a.openProposal).toMatchObject({ proposalNo: withProposal.proposal_no, newPrice: Number(withProposal.new_price) });
    // by asin: the same sku, whatever the case typed
    expect((await byAsin(db.asin.toLowerCase())).envelope.data).toEqual(a);

    const labelled = await h.db.one<{ sku_id: string; tag: string }>(
      `SELECT sku_ids[1] AS sku_id, tag FROM product_tag_applications WHERE tenant_id = ${HARBOR} AND status IN ('applied', 'approved') ORDER BY id LIMIT 1`,
    );
    expect((await info(labelled.sku_id)).envelope.data.labels.map((l) => l.tag)).toContain(labelled.tag);
    const matched = await h.db.one<{ product_sku_id: string; outer_sku: string }>(
      `SELECT product_sku_id, outer_sku FROM channel_skus cs WHERE tenant_id = ${HARBOR} AND product_sku_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM channel_skus o WHERE o.product_sku_id = cs.product_sku_id AND o.cart_id = cs.cart_id AND o.id <> cs.id) ORDER BY id LIMIT 1`,
    );
    expect((await info(matched.product_sku_id)).envelope.data.channelMatch).toEqual({ outerSku: matched.outer_sku, status: 'matched' });
    const unmatched = await h.db.one<{ id: string }>(`SELECT id FROM product_skus s WHERE tenant_id = ${HARBOR} AND NOT EXISTS (SELECT 1 FROM channel_skus cs WHERE cs.product_sku_id = s.id) ORDER BY id LIMIT 1`);
    expect((await info(unmatched.id)).envelope.data).toMatchObject({ channelMatch: null });

    // pacific's tenant reaches neither harbor's id nor its asin; the answer names no id, in both languages
    for (const r of [await info(withProposal.id, pacific), await byAsin(db.asin, pacific), await history(withProposal.id, pacific)]) {
      expect([r.status, r.envelope.code]).toEqual([404, 'SYS_NOT_FOUND']);
      expect(r.envelope.message).not.toContain(withProposal.id);
    }
    const notFoundZh = await byAsin('B0NOSUCH00', harbor, zh);
    expect(notFoundZh.status).toBe(404);
    expect(notFoundZh.envelope.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('sale price', () => {
  it('refuses bad prices in both languages, checks the version, takes a repeat once and keeps the history', async () => {
    // a sku never repriced (the worker's database outlives a run: earlier runs and the matrices reprice some)
    const sku = await h.db.one<{ id: string; supply_price: string; sale_price: string; version: number }>(
      `SELECT id, supply_price, sale_price, version FROM product_skus WHERE tenant_id = ${HARBOR} AND status = 'active' AND sale_price > supply_price + 1
          AND NOT EXISTS (SELECT 1 FROM product_sale_price_history x WHERE x.product_sku_id = product_skus.id) ORDER BY id OFFSET 30 LIMIT 1`,
    );
    const before = (await history(sku.id)).envelope.data;
    expect([before.salePrice, before.purchasePrice, before.version]).toEqual([Number(sku.sale_price), Number(sku.supply_price), sku.version]);

    const refusals = [
      [{ salePrice: 0, version: sku.version }, 400, 'PRODUCT_SALE_PRICE_INVALID', 'The sale price must be a positive amount.', '售价须为正数。'],
      [{ salePrice: 12.345, version: sku.version }, 400, 'PRODUCT_SALE_PRICE_INVALID', 'The sale price has at most 2 decimals.', '售价最多保留 2 位小数。'],
      [
        { salePrice: Math.floor(Number(sku.supply_price) * 100 - 1) / 100, version: sku.version }, 409, 'PRODUCT_SALE_PRICE_BELOW_PURCHASE',
        `The sale price is under the purchase price (${Number(sku.supply_price).toFixed(2)}): you would sell at a loss.`, `售价低于采购价（${Number(sku.supply_price).toFixed(2)}），将亏本销售。`,
      ],
      [{ salePrice: Number(sku.sale_price) + 1, version: sku.version + 5 }, 409, 'PRODUCT_SALE_PRICE_STALE', 'This sku’s price was changed by someone else. Reload it and try again.', '该 SKU 的价格已被他人修改，请刷新后重试。'],
    ] as const;
    for (const [body, status, code, en, zhText] of refusals) {
      const a = await update(sku.id, body);
      const b = await update(sku.id, body, zh);
      expect([a.status, a.envelope.code, a.envelope.message, b.envelope.message]).toEqual([status, code, en, zhText]);
    }
    const untouched = await h.db.one<{ sale_price: string; version: number; n: number }>(
      'SELECT sale_price, version, (SELECT count(*)::int FROM product_sale_price_history WHERE product_sku_id = $1) AS n FROM product_skus WHERE id = $1',
      [sku.id],
    );
    expect([untouched.sale_price, untouched.version, untouched.n]).toEqual([sku.sale_price, sku.version, 0]);

    // a change, sent twice (a double click): one new version, one history row
    const price = Math.round(Number(sku.sale_price) * 100 + 150) / 100;
    const [first, again] = [await update(sku.id, { salePrice: price, version: sku.version }), await update(sku.id, { salePrice: price, version: sku.version })];
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.envelope.data).toEqual(first.envelope.data);
    expect(first.envelope.data).toMatchObject({ salePrice: price, version: sku.version + 1 });
    expect(first.envelope.data.history).toHaveLength(1);
    expect(first.envelope.data.history[0]).toMatchObject({ oldPrice: Number(sku.sale_price), price });
    // the version it replaced is now stale; a second change goes on top, newest first
    expect((await update(sku.id, { salePrice: price + 1, version: sku.version })).envelope.code).toBe('PRODUCT_SALE_PRICE_STALE');
    const second = (await update(sku.id, { salePrice: Math.ceil(Number(sku.supply_price) * 100) / 100, version: sku.version + 1 })).envelope.data;
    expect(second.history.map((e) => e.price)).toEqual([second.salePrice, price]);
    expect((await info(sku.id)).envelope.data).toMatchObject({ salePrice: second.salePrice, version: sku.version + 2 });
  });
});
