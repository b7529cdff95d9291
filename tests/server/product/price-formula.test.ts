// Price formulas (docs/domain/products.md, "Price formulas"): the seed (one active formula per
// channel, re-running adds nothing), the channel list, saving a draft (each problem named in both
// languages, nothing written; the version read; a repeat is one save), recalculating (counts and
// prices as formulaSalePrice says), activating (refused under the minimum margin with nothing
// changed; every sku of the channel repriced and its open proposals following, the old formula replaced; a repeat answers itself;
// stale and state refusals), a price taking effect repriced by the active formula, and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulaSalePrice, type FormulaCart, type FormulaPreview, type PlatformProductInfo, type PriceFormula } from '../../../src/contract/product';
import { PriceDecisionRunner } from '../../../server/product/price-decisions';
import { seedAllPriceFormulas } from '../../../server/product/price-formula';
import { createHarness, type Harness } from '../harness';
import { PRODUCT_TODAY } from './fixtures';

const P = '/api/scm-app/supplier/product';
const F = `${P}/price/formula`;
let h: Harness;
let harbor: string;
let pacific: string;
let tenantId: string;

beforeAll(async () => {
  h = await createHarness();
  harbor = await h.signIn('supplier1');
  pacific = await h.signIn('supplier2');
  tenantId = h.seeded.tenantIds.harbor;
}, 120_000);
afterAll(() => h?.close());

const zh = { 'X-Wharf-Lang': 'zh-CN' };
const save = (body: Record<string, unknown>, cookie = harbor, headers?: Record<string, string>) =>
  h.call<PriceFormula>('POST', `${F}/save`, { cookie, body: { fixedFee: 0, rounding: 'cent', ...body }, ...(headers ? { headers } : {}) });
const activate = (body: { id: string; version: number }, cookie = harbor, headers?: Record<string, string>) => h.call<PriceFormula>('POST', `${F}/active`, { cookie, body, ...(headers ? { headers } : {}) });
const recalc = (id: string, cookie = harbor) => h.call<FormulaPreview>('POST', `${F}/recalculate`, { cookie, body: { id } });
const skusOf = (cartId: string) =>
  h.db.query<{ id: string; supply_price: string; sale_price: string; formula_id: string | null }>(
    'SELECT s.id, s.supply_price, s.sale_price, s.formula_id FROM product_skus s JOIN products p ON p.id = s.product_id WHERE p.tenant_id = $1 AND p.cart_id = $2 ORDER BY s.id',
    [tenantId, cartId],
  );
const formulasOf = (cartId: string) => h.db.query<{ id: string; status: string; version: number }>('SELECT id, status, version FROM product_price_formulas WHERE tenant_id = $1 AND cart_id = $2 ORDER BY created_at, id', [tenantId, cartId]);

describe('price formulas', () => {
  it('are seeded one active per channel, once, and listed per channel with their skus', async () => {
    const per = await h.db.one<{ carts: number; active: number; drafts: number }>(
      "SELECT (SELECT count(*)::int FROM carts WHERE tenant_id = $1) AS carts, count(*) FILTER (WHERE status = 'active')::int AS active, count(*) FILTER (WHERE status = 'draft')::int AS drafts FROM product_price_formulas WHERE tenant_id = $1",
      [tenantId],
    );
    expect(per.active).toBe(per.carts);
    expect(per.drafts).toBe(0);
    await seedAllPriceFormulas({ db: h.db, tenants: [{ key: 'harbor', kind: 'supplier' }], tenantIds: h.seeded.tenantIds, deciders: {} } as never);
    expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM product_price_formulas WHERE tenant_id = $1', [tenantId])).n).toBe(per.active);

    const carts = (await h.call<{ items: FormulaCart[] }>('GET', `${F}/carts`, { cookie: harbor })).envelope.data.items;
    expect(carts).toHaveLength(per.carts);
    expect(carts.every((c) => c.active?.status === 'active' && c.draft === null)).toBe(true);
    expect(new Set(carts.map((c) => c.active!.rounding))).toEqual(new Set(['cent', 'up99', 'whole']));
    const withSkus = carts.filter((c) => c.skuCount > 0);
    expect(withSkus.reduce((n, c) => n + c.skuCount, 0)).toBe((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM product_skus WHERE tenant_id = $1', [tenantId])).n);
    // the seeded skus' sale prices were set at listing
    const info = (await h.call<PlatformProductInfo>('GET', `${P}/platform/info/pr-harbor-000001`, { cookie: harbor })).envelope.data;
    expect(info.skus.every((s) => s.formulaNo === null)).toBe(true);
    // the products the platform created from approved new-product items and goods-base publishes are priced by their channel's formula
    const created = await h.db.query<{ supply_price: string; sale_price: string; formula_id: string; active_id: string; markup_percent: string; fixed_fee: string; rounding: 'cent' | 'up99' | 'whole'; currency: string }>(
      `SELECT s.supply_price, s.sale_price, s.formula_id, f.id AS active_id, f.markup_percent, f.fixed_fee, f.rounding, p.currency
         FROM product_skus s JOIN products p ON p.id = s.product_id AND p.tenant_id = s.tenant_id
         JOIN product_price_formulas f ON f.tenant_id = p.tenant_id AND f.cart_id = p.cart_id AND f.status = 'active'
        WHERE s.tenant_id = $1 AND s.formula_id IS NOT NULL`,
      [tenantId],
    );
    const approved = (await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM product_apply_items WHERE tenant_id = $1 AND status = 'approved'", [tenantId])).n;
    const published = (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM product_gb_channels WHERE tenant_id = $1', [tenantId])).n;
    expect(approved).toBeGreaterThan(0);
    expect(created.length).toBe(approved + published);
    for (const c of created) {
      expect(c.formula_id).toBe(c.active_id);
      expect(Number(c.sale_price)).toBe(formulaSalePrice({ markupPercent: Number(c.markup_percent), fixedFee: Number(c.fixed_fee), rounding: c.rounding }, Number(c.supply_price), c.currency));
    }
  });

  it('saves a draft (refusals named in both languages, nothing written; version read; a repeat is one), recalculates and activates it', async () => {
    const { cart_id: cartId } = await h.db.one<{ cart_id: string }>("SELECT cart_id FROM products WHERE id = 'pr-harbor-000001'");
    const list = (await h.call<{ cart: FormulaCart; items: PriceFormula[] }>('GET', `${F}/list?productId=pr-harbor-000001`, { cookie: harbor })).envelope.data;
    expect(list.cart.cartId).toBe(cartId);
    expect(list.items.map((f) => f.status)).toEqual(['active']);
    const seeded = list.items[0]!;

    for (const [body, fields] of [
      [{ markupPercent: 0 }, ['markupPercent']],
      [{ markupPercent: 501 }, ['markupPercent']],
      [{ markupPercent: 12.345, fixedFee: -1 }, ['markupPercent', 'fixedFee']],
      [{ markupPercent: 20, fixedFee: 1000.5 }, ['fixedFee']],
      [{ markupPercent: 20, fixedFee: 0.123 }, ['fixedFee']],
    ] as const) {
      const r = await save({ cartId, version: 0, ...body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.envelope.code).toBe('PRODUCT_FORMULA_INVALID');
      expect((r.envelope.data as unknown as { fields: string[] }).fields).toEqual(fields);
    }
    expect((await save({ cartId, version: 0, markupPercent: 0 }, harbor, zh)).envelope.message).toBe('加价率须为正数。');
    expect(await formulasOf(cartId)).toHaveLength(1);

    // a draft that would sell under the minimum margin: recalculated, refused on activation in both languages
    const thin = await save({ cartId, version: 0, markupPercent: 5 });
    expect(thin.status).toBe(200);
    expect(thin.envelope.data).toMatchObject({ status: 'draft', version: 1, markupPercent: 5 });
    expect((await save({ cartId, version: 0, markupPercent: 5 })).envelope.data.id).toBe(thin.envelope.data.id); // the repeat
    const thinPreview = (await recalc(thin.envelope.data.id)).envelope.data;
    const skus = await skusOf(cartId);
    expect(thinPreview.total).toBe(skus.length);
    expect(thinPreview.underMinimum).toBe(skus.length);
    expect(thinPreview.up + thinPreview.down + thinPreview.same).toBe(skus.length);
    expect(thinPreview.rows.length).toBe(Math.min(20, skus.length));
    const refused = await activate({ id: thin.envelope.data.id, version: 1 });
    expect(refused.status).toBe(409);
    expect(refused.envelope.code).toBe('PRODUCT_FORMULA_MARGIN');
    expect(refused.envelope.message).toContain(`${skus.length} skus would fall under the minimum margin of 8 %`);
    expect((await activate({ id: thin.envelope.data.id, version: 1 }, harbor, zh)).envelope.message).toContain('最低 8%');
    expect(await skusOf(cartId)).toEqual(skus);

    // another tab saved first: stale; then the draft is changed with the version read
    const stale = await save({ cartId, version: 0, markupPercent: 70 });
    expect(stale.envelope.code).toBe('PRODUCT_FORMULA_STALE');
    const draft = (await save({ cartId, version: 1, markupPercent: 75, fixedFee: 0.5, rounding: 'up99' })).envelope.data;
    expect(draft).toMatchObject({ id: thin.envelope.data.id, version: 2, markupPercent: 75, fixedFee: 0.5, rounding: 'up99' });

    const preview = (await recalc(draft.id)).envelope.data;
    expect(preview.underMinimum).toBe(0);
    const expected = skus.map((s) => formulaSalePrice(draft, Number(s.supply_price), preview.currency));
    expect(preview.up).toBe(expected.filter((p, i) => p > Number(skus[i]!.sale_price)).length);
    for (const row of preview.rows) expect(row.newSalePrice).toBe(formulaSalePrice(draft, row.supplyPrice, preview.currency));
    expect(preview.rows.every((r) => /\.99$/.test(r.newSalePrice.toFixed(2)))).toBe(true);

    expect((await activate({ id: draft.id, version: 1 })).envelope.code).toBe('PRODUCT_FORMULA_STALE');
    const openProposals = () =>
      h.db.query<{ product_sku_id: string; sale_price: string }>(
        `SELECT product_sku_id, sale_price FROM product_price_proposals WHERE tenant_id = $1 AND status IN ('pending', 'approved') AND product_sku_id = ANY($2::text[]) ORDER BY id`,
        [tenantId, skus.map((s) => s.id)],
      );
    if (!(await openProposals()).length) {
      const free = await h.db.one<{ id: string; supply_price: string }>(
        `SELECT s.id, s.supply_price FROM product_skus s WHERE s.id = ANY($1::text[]) AND s.status = 'active'
            AND NOT EXISTS (SELECT 1 FROM product_price_proposals x WHERE x.product_sku_id = s.id AND x.status IN ('pending', 'approved')) ORDER BY s.id LIMIT 1`,
        [skus.map((s) => s.id)],
      );
      const body = { skuId: free.id, newPrice: Math.round(Number(free.supply_price) * 102) / 100, effectiveDate: PRODUCT_TODAY, driver: 'freight', note: '' };
      expect((await h.call('POST', `${P}/price/propose`, { cookie: harbor, body })).status).toBe(200);
    }
    expect((await openProposals()).length).toBeGreaterThan(0);
    const active = await activate({ id: draft.id, version: 2 });
    expect(active.status).toBe(200);
    expect(active.envelope.data).toMatchObject({ status: 'active', version: 3, repricedSkus: skus.length });
    expect((await activate({ id: draft.id, version: 2 })).envelope.data.version).toBe(3); // a double click
    expect((await activate({ id: draft.id, version: 3 })).envelope.code).toBe('PRODUCT_FORMULA_STATE');
    expect((await activate({ id: seeded.id, version: seeded.version + 1 })).envelope.code).toBe('PRODUCT_FORMULA_STATE');
    expect((await formulasOf(cartId)).map((f) => f.status)).toEqual(['replaced', 'active']);
    const after = await skusOf(cartId);
    expect(after.map((s) => Number(s.sale_price))).toEqual(expected);
    expect(after.every((s) => s.formula_id === draft.id)).toBe(true);
    // open proposals follow the new sale price: their margin and decision are against what the sku sells at now
    const saleOf = new Map(after.map((s) => [s.id, Number(s.sale_price)]));
    for (const p of await openProposals()) expect(Number(p.sale_price), p.product_sku_id).toBe(saleOf.get(p.product_sku_id));
    const info = (await h.call<PlatformProductInfo>('GET', `${P}/platform/info/pr-harbor-000001`, { cookie: harbor })).envelope.data;
    expect(info.skus.every((s) => s.formulaNo === draft.formulaNo)).toBe(true);

    // a price taking effect is priced by the channel's active formula
    const approved = await h.db.one<{ id: string; product_sku_id: string; new_price: string; cart_id: string; currency: string }>(
      `SELECT x.id, x.product_sku_id, x.new_price, p.cart_id, p.currency FROM product_price_proposals x JOIN products p ON p.id = x.product_id
        WHERE x.tenant_id = $1 AND x.status = 'approved' ORDER BY x.id LIMIT 1`,
      [tenantId],
    );
    await h.db.query("UPDATE product_price_proposals SET effective_date = '2020-01-01' WHERE id = $1", [approved.id]);
    await h.db.query("UPDATE product_price_proposals SET review_due_at = review_due_at + interval '10 years' WHERE status = 'pending'");
    const runner = new PriceDecisionRunner({ db: h.db, now: h.clock.now, log: () => {} });
    while (await runner.runOnce());
    const cartFormula = await h.db.one<{ id: string; markup_percent: string; fixed_fee: string; rounding: 'cent' | 'up99' | 'whole' }>("SELECT id, markup_percent, fixed_fee, rounding FROM product_price_formulas WHERE cart_id = $1 AND status = 'active'", [approved.cart_id]);
    const sku = await h.db.one<{ supply_price: string; sale_price: string; formula_id: string }>('SELECT supply_price, sale_price, formula_id FROM product_skus WHERE id = $1', [approved.product_sku_id]);
    expect(Number(sku.supply_price)).toBe(Number(approved.new_price));
    expect(sku.formula_id).toBe(cartFormula.id);
    expect(Number(sku.sale_price)).toBe(formulaSalePrice({ markupPercent: Number(cartFormula.markup_percent), fixedFee: Number(cartFormula.fixed_fee), rounding: cartFormula.rounding }, Number(approved.new_price), approved.currency));
  });

  it("is the tenant's: another tenant's channel and formula are not found, and it changes nothing there", async () => {
    const { cart_id: cartId } = await h.db.one<{ cart_id: string }>("SELECT cart_id FROM products WHERE id = 'pr-harbor-000002'");
    const before = await formulasOf(cartId);
    const active = before.find((f) => f.status === 'active')!;
    expect((await h.call('GET', `${F}/list?cartId=${cartId}`, { cookie: pacific })).status).toBe(404);
    expect((await h.call('GET', `${F}/list?productId=pr-harbor-000002`, { cookie: pacific })).status).toBe(404);
    expect((await save({ cartId, version: 0, markupPercent: 60 }, pacific)).status).toBe(404);
    expect((await recalc(active.id, pacific)).status).toBe(404);
    expect((await activate({ id: active.id, version: active.version }, pacific)).status).toBe(404);
    expect(await formulasOf(cartId)).toEqual(before);
  });
});
