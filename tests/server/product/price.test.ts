// Platform products and price approval (docs/domain/products.md): the seed (thousands of products
// over several platforms, proposals in every state, rejections that agree with the platform's
// rules), the product record, proposing (refusals named in both languages, nothing written; one
// open proposal per sku), the preview of the effect, the platform's job (decides once even with two
// runners, applies an approved price on its date with a history row), withdrawing (reason required,
// stale, already decided) and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformProductInfoSchema, priceDecision, priceProposalRowSchema, type PlatformProductInfo, type PriceDriver, type PricePreview, type PriceProposalRow } from '../../../src/contract/product';
import { PriceDecisionRunner } from '../../../server/product/price-decisions';
import { createHarness, type Harness } from '../harness';
import { freeSku, PRODUCT_TODAY } from './fixtures';

const P = '/api/scm-app/supplier/product';
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

const info = async (id: string, c = cookie) => h.call<PlatformProductInfo>('GET', `${P}/platform/info/${id}`, { cookie: c });
const propose = (body: Record<string, unknown>, c = cookie) => h.call<PriceProposalRow>('POST', `${P}/price/propose`, { cookie: c, body: { driver: 'freight', note: '', effectiveDate: PRODUCT_TODAY, ...body } });
const withdraw = (body: Record<string, unknown>) => h.call<PriceProposalRow>('POST', `${P}/price/withdraw`, { cookie, body });
const proposalRow = (id: string) => h.db.one<{ status: string; version: number; decision_code: string | null }>('SELECT status, version, decision_code FROM product_price_proposals WHERE id = $1', [id]);
const runner = () => new PriceDecisionRunner({ db: h.db, now: h.clock.now, log: () => {} });
async function drain(...runners: PriceDecisionRunner[]) {
  for (;;) {
    const worked = await Promise.all(runners.map((r) => r.runOnce()));
    if (!worked.some(Boolean)) return;
  }
}

describe('platform products', () => {
  it('are seeded by the thousand over several platforms, listed with filters, and read with skus, history and proposals', async () => {
    const counts = await h.db.one<{ n: number; platforms: number; skus: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT platform_code)::int AS platforms, (SELECT count(*)::int FROM product_skus WHERE tenant_id = $1) AS skus FROM products WHERE tenant_id = $1',
      [tenantId],
    );
    expect(counts.n).toBeGreaterThanOrEqual(2000);
    expect(counts.platforms).toBeGreaterThanOrEqual(3);
    expect(counts.skus).toBeGreaterThan(counts.n);
    const statuses = await h.db.query<{ status: string }>('SELECT DISTINCT status FROM product_price_proposals WHERE tenant_id = $1 ORDER BY 1', [tenantId]);
    expect(statuses.map((s) => s.status)).toEqual(['approved', 'effective', 'pending', 'rejected', 'withdrawn']);
    // every seeded rejection is what the platform's rules say
    const rejected = await h.db.query<{ old_price: string; new_price: string; sale_price: string; driver: PriceDriver; decision_code: string }>(
      "SELECT old_price, new_price, sale_price, driver, decision_code FROM product_price_proposals WHERE status = 'rejected'",
    );
    expect(new Set(rejected.map((r) => r.decision_code))).toEqual(new Set(['MARGIN_TOO_LOW', 'INCREASE_OVER_LIMIT', 'DRIVER_NOT_SUPPORTED']));
    for (const r of rejected) expect(priceDecision({ oldPrice: Number(r.old_price), newPrice: Number(r.new_price), salePrice: Number(r.sale_price), driver: r.driver })).toBe(r.decision_code);

    const bySku = await h.call<{ rows: { id: string }[] }>('POST', `${P}/platform/search`, { cookie, body: { conditions: { sku: 'SPU000010-2' }, pageSize: 20 } });
    expect(bySku.envelope.data.rows.map((r) => r.id)).toEqual(['pr-harbor-000010']);
    const amazon = await h.call<{ rows: { platformCode: string }[] }>('POST', `${P}/platform/search`, { cookie, body: { conditions: { platformCode: 'amazon' }, pageSize: 50 } });
    expect(amazon.envelope.data.rows.length).toBeGreaterThan(0);
    expect(amazon.envelope.data.rows.every((r) => r.platformCode === 'amazon')).toBe(true);

    // product 10: proposal kind (10 / 5) % 7 = 2, in effect: two history rows for its first sku
    const one = await info('pr-harbor-000010');
    expect(one.envelope.code, one.text).toBe('0');
    expect(platformProductInfoSchema.safeParse(one.envelope.data).success).toBe(true);
    expect(one.envelope.data.skus.map((s) => s.sellerSku)).toEqual(['SPU000010-1', 'SPU000010-2', 'SPU000010-3']);
    const first = one.envelope.data.history.filter((x) => x.sellerSku === 'SPU000010-1');
    expect(first).toHaveLength(2);
    expect(first[0].proposalNo).toBe(one.envelope.data.proposals[0].proposalNo);
    expect(first[0].price).toBe(one.envelope.data.skus[0].supplyPrice);
    expect(one.envelope.data.proposals[0].status).toBe('effective');
  });

  it('another tenant’s product, sku and proposal are not found', async () => {
    const theirs = await h.db.one<{ id: string }>('SELECT id FROM products WHERE tenant_id <> $1 LIMIT 1', [tenantId]);
    expect((await info(theirs.id)).envelope.code).toBe('SYS_NOT_FOUND');
    const sku = await freeSku(h.db, h.seeded.tenantIds.pacific);
    const before = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM product_price_proposals');
    expect((await propose({ skuId: sku.id, newPrice: 99 })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM product_price_proposals')).n).toBe(before.n);
  });
});

describe('price proposals', () => {
  it('are refused with every problem named in both languages, and one open proposal per sku', async () => {
    const sku = await freeSku(h.db, tenantId);
    const price = Number(sku.supply_price);
    const bad = await propose({ skuId: sku.id, newPrice: price, effectiveDate: '2026-03-01' });
    expect(bad.envelope.code).toBe('PRODUCT_PRICE_INVALID');
    expect(bad.envelope.message).toBe('The new price is the current price. The effective date is before today.');
    expect(bad.envelope.data).toEqual({ fields: ['newPrice', 'effectiveDate'] });
    const skuZh = await freeSku(h.db, h.seeded.tenantIds.pacific);
    const far = await propose({ skuId: skuZh.id, newPrice: 1, effectiveDate: '2026-07-01' }, cookieZh);
    expect(far.envelope.message).toBe('生效日期距今超过 90 天。');
    expect((await propose({ skuId: sku.id, newPrice: 1.123456 })).envelope.code).toBe('SYS_INVALID_REQUEST');

    const ok = await propose({ skuId: sku.id, newPrice: Math.round(price * 103) / 100, note: 'Freight up' });
    expect(ok.envelope.code, ok.text).toBe('0');
    expect(priceProposalRowSchema.parse(ok.envelope.data)).toMatchObject({ status: 'pending', oldPrice: price, effectiveDate: PRODUCT_TODAY, proposedBy: 'Grace Lin', version: 1 });
    const again = await propose({ skuId: sku.id, newPrice: Math.round(price * 104) / 100 });
    expect(again.envelope.code).toBe('PRODUCT_PRICE_OPEN');
    expect(again.envelope.message).toContain(ok.envelope.data.proposalNo);
    const product = (await info(ok.envelope.data.productId)).envelope.data;
    expect(product.skus.find((s) => s.id === sku.id)?.openProposalId).toBe(ok.envelope.data.id);
    expect(product.openProposals).toBeGreaterThanOrEqual(1);
  });

  it('preview: open orders of the sku’s channel before the date keep the old price, from the date on the new one', async () => {
    // product 1 binds the channel and first sku of seeded order 1
    const sku = await h.db.one<{ id: string; supply_price: string; cart_id: string; sku_id: string }>(
      `SELECT s.id, s.supply_price, p.cart_id, s.sku_id FROM product_skus s JOIN products p ON p.id = s.product_id
        WHERE s.tenant_id = $1 AND s.status = 'active' AND EXISTS (SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
          WHERE o.tenant_id = s.tenant_id AND o.cart_id = p.cart_id AND l.sku_id = s.sku_id AND o.status IN ('pendingAcknowledge', 'awaitingShipment') AND l.qty > l.shipped_qty + l.cancelled_qty)
        ORDER BY s.id LIMIT 1`,
      [tenantId],
    );
    const body = (effectiveDate: string) => ({ skuId: sku.id, newPrice: Math.round(Number(sku.supply_price) * 110) / 100, effectiveDate, driver: 'freight' });
    const today = (await h.call<PricePreview>('POST', `${P}/price/preview`, { cookie, body: body(PRODUCT_TODAY) })).envelope.data;
    expect(today.oldPrice.count + today.newPrice.count).toBeGreaterThan(0);
    expect(today.expected).toBeNull();
    const later = (await h.call<PricePreview>('POST', `${P}/price/preview`, { cookie, body: body('2026-05-01') })).envelope.data;
    // nothing is placed after the clock's day: every open order keeps the old price
    expect(later.newPrice).toEqual({ count: 0, units: 0, orders: [] });
    expect(later.oldPrice.count).toBe(today.oldPrice.count + today.newPrice.count);
    expect(later.difference).toBe(0);
    const tooHigh = (await h.call<PricePreview>('POST', `${P}/price/preview`, { cookie, body: { ...body(PRODUCT_TODAY), newPrice: Math.round(Number(sku.supply_price) * 135) / 100 } })).envelope.data;
    expect(tooHigh.expected).toBe('INCREASE_OVER_LIMIT');
  });

  it('the platform’s job decides each due proposal once, then applies an approved price on its date', async () => {
    const [a, b] = await h.db.query<{ id: string; supply_price: string }>(
      `SELECT s.id, s.supply_price FROM product_skus s WHERE s.tenant_id = $1 AND s.status = 'active'
          AND NOT EXISTS (SELECT 1 FROM product_price_proposals x WHERE x.product_sku_id = s.id AND x.status IN ('pending', 'approved'))
        ORDER BY s.id DESC LIMIT 2`,
      [tenantId],
    );
    const up = (await propose({ skuId: a.id, newPrice: Math.round(Number(a.supply_price) * 105) / 100, effectiveDate: '2026-03-03' })).envelope.data;
    const tooMuch = (await propose({ skuId: b.id, newPrice: Math.round(Number(b.supply_price) * 140) / 100 })).envelope.data;
    // not yet due: nothing happens to them
    await drain(runner());
    expect((await proposalRow(up.id)).status).toBe('pending');
    h.clock.advance(60_000);
    await drain(runner(), runner());
    expect(await proposalRow(up.id)).toEqual({ status: 'approved', version: 2, decision_code: null });
    expect(await proposalRow(tooMuch.id)).toEqual({ status: 'rejected', version: 2, decision_code: 'INCREASE_OVER_LIMIT' });
    const decisions = await h.db.query<{ action: string }>("SELECT action FROM record_history WHERE record_kind = 'product.price' AND record_id = ANY($1) AND action <> 'propose' ORDER BY action", [[up.id, tooMuch.id]]);
    expect(decisions.map((d) => d.action)).toEqual(['approve', 'reject']);
    // withdrawing what the platform decided changes nothing
    const late = await withdraw({ id: tooMuch.id, version: 1, note: 'Too late' });
    expect(late.envelope.code).toBe('PRODUCT_PRICE_DECIDED');
    // its date comes: the sku's price moves, a history row starts that day
    h.clock.advance(86_400_000);
    await drain(runner());
    expect((await proposalRow(up.id)).status).toBe('effective');
    const sku = await h.db.one<{ supply_price: string }>('SELECT supply_price FROM product_skus WHERE id = $1', [a.id]);
    expect(Number(sku.supply_price)).toBe(up.newPrice);
    const history = await h.db.query<{ price: string; effective_from: Date }>('SELECT price, effective_from FROM product_price_history WHERE product_sku_id = $1 AND proposal_id = $2', [a.id, up.id]);
    expect(history.map((x) => Number(x.price))).toEqual([up.newPrice]);
  });

  it('withdrawing needs a reason, checks the version and happens once', async () => {
    cookie = await h.signIn('supplier1'); // the clock moved a day on
    const p = await h.db.one<{ id: string; version: number; product_id: string }>("SELECT id, version, product_id FROM product_price_proposals WHERE tenant_id = $1 AND status = 'approved' ORDER BY id LIMIT 1", [tenantId]);
    const openBefore = (await h.db.one<{ open_proposals: number }>('SELECT open_proposals FROM products WHERE id = $1', [p.product_id])).open_proposals;
    expect((await withdraw({ id: p.id, version: p.version, note: '  ' })).envelope.code).toBe('SYS_INVALID_REQUEST');
    expect((await withdraw({ id: p.id, version: p.version + 1, note: 'Quote revised' })).envelope.code).toBe('PRODUCT_PRICE_STALE');
    const ok = await withdraw({ id: p.id, version: p.version, note: 'Quote revised' });
    expect(ok.envelope.code, ok.text).toBe('0');
    expect(ok.envelope.data).toMatchObject({ status: 'withdrawn', withdrawReason: 'Quote revised', version: p.version + 1 });
    expect((await withdraw({ id: p.id, version: p.version, note: 'Quote revised' })).envelope.data).toMatchObject({ status: 'withdrawn', version: p.version + 1 });
    expect((await h.db.one<{ open_proposals: number }>('SELECT open_proposals FROM products WHERE id = $1', [p.product_id])).open_proposals).toBe(openBefore - 1);
    const other = await h.db.one<{ id: string; version: number }>("SELECT id, version FROM product_price_proposals WHERE tenant_id <> $1 AND status = 'pending' LIMIT 1", [tenantId]);
    expect((await withdraw({ id: other.id, version: other.version, note: 'x' })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await proposalRow(other.id)).status).toBe('pending');
  });
});
