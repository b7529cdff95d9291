// Fulfilment label applications and change records (docs/domain/products.md "Fulfilment tag",
// "Change records"): the seed (every status, decisions that agree with the platform's rules over
// the real sku and order data, history for seeded proposals and applications), applying (refusals
// named in both languages, nothing written; one open application per product and tag), the
// platform's job (each rule and its reason code, decides once with two runners), withdrawing and
// revoking (reason, stale, already decided, once), the change records every change writes (price
// proposals too) and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagApplicationInfoSchema, tagDecision, type ChangeRecordRow, type TagApplicationInfo, type TagApplicationRow, type FulfilmentTag } from '../../../src/contract/product';
import { PriceDecisionRunner } from '../../../server/product/price-decisions';
import { tagShipping, tagSkus } from '../../../server/product/tag-facts';
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

type Page<T> = { rows: T[] };
const info = (id: string, c = cookie) => h.call<TagApplicationInfo>('GET', `${P}/fulfillmentTag/apply/${id}`, { cookie: c });
const apply = (body: Record<string, unknown>, c = cookie) => h.call<TagApplicationInfo>('POST', `${P}/fulfillmentTag/apply/create`, { cookie: c, body: { note: '', ...body } });
const act = (action: 'withdraw' | 'revoke', body: Record<string, unknown>, c = cookie) => h.call<TagApplicationInfo>('POST', `${P}/fulfillmentTag/apply/${action}`, { cookie: c, body });
const records = async (conditions: Record<string, unknown>, c = cookie) => (await h.call<Page<ChangeRecordRow>>('POST', `${P}/records/search`, { cookie: c, body: { conditions, pageSize: 50 } })).envelope.data.rows;
const count = async (table: string) => (await h.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).n;
const counts = async () => [await count('product_tag_applications'), await count('product_change_records'), await count('record_history')];
const runner = () => new PriceDecisionRunner({ db: h.db, now: h.clock.now, log: () => {} });
async function drain(...runners: PriceDecisionRunner[]) {
  for (;;) if (!(await Promise.all(runners.map((r) => r.runOnce()))).some(Boolean)) return;
}
/** A product of harbor whose skus pass (or fail) a tag's eligibility, with no open application for it. */
const productWhere = (where: string, tag: FulfilmentTag) =>
  h.db.one<{ id: string; sku_ids: string[] }>(
    `SELECT p.id, array_agg(s.id ORDER BY s.id) AS sku_ids FROM products p JOIN product_skus s ON s.product_id = p.id JOIN skus m ON m.id = s.sku_id
      WHERE p.tenant_id = $1 AND NOT EXISTS (SELECT 1 FROM product_tag_applications t WHERE t.product_id = p.id AND t.tag = $2 AND t.status IN ('applied', 'approved'))
      GROUP BY p.id HAVING ${where} ORDER BY p.id DESC LIMIT 1`,
    [tenantId, tag],
  );

describe('fulfilment tag applications', () => {
  it('are seeded in every status, decided as the platform’s rules say, listed and read with skus, shipping and history', async () => {
    const statuses = await h.db.query<{ status: string }>('SELECT DISTINCT status FROM product_tag_applications WHERE tenant_id = $1 ORDER BY 1', [tenantId]);
    expect(statuses.map((s) => s.status)).toEqual(['applied', 'approved', 'rejected', 'revoked', 'withdrawn']);
    const decided = await h.db.query<{ product_id: string; tag: FulfilmentTag; sku_ids: string[]; decision_code: string | null }>(
      "SELECT product_id, tag, sku_ids, decision_code FROM product_tag_applications WHERE tenant_id = $1 AND status IN ('approved', 'rejected', 'revoked')",
      [tenantId],
    );
    expect(decided.some((d) => d.decision_code === 'SKU_NOT_ELIGIBLE')).toBe(true);
    for (const d of decided) expect(tagDecision(d.tag, await tagSkus(h.db, tenantId, d.sku_ids), await tagShipping(h.db, tenantId, d.product_id))).toBe(d.decision_code);

    const list = await h.call<Page<TagApplicationRow>>('POST', `${P}/fulfillmentTag/apply/search`, { cookie, body: { conditions: { status: 'rejected' }, pageSize: 50 } });
    expect(list.envelope.code, list.text).toBe('0');
    expect(list.envelope.data.rows.length).toBeGreaterThan(0);
    expect(list.envelope.data.rows.every((r) => r.status === 'rejected' && r.decisionCode !== null && r.skuCount === r.sellerSkus.split(', ').length)).toBe(true);

    const one = await info('ta-harbor-000006');
    expect(one.envelope.code, one.text).toBe('0');
    const a = tagApplicationInfoSchema.parse(one.envelope.data);
    expect(a).toMatchObject({ status: 'applied', productId: 'pr-harbor-000006', decisionCode: null, version: 1 });
    expect(a.skus.map((s) => s.sellerSku)).toEqual(a.sellerSkus.split(', '));
    expect(a.skus.every((s) => s.weightG > 0 && s.lengthCm > 0)).toBe(true);
    expect(a.history.map((x) => x.to)).toEqual(['applied']);
    const revoked = await h.db.one<{ id: string }>("SELECT id FROM product_tag_applications WHERE tenant_id = $1 AND status = 'revoked' LIMIT 1", [tenantId]);
    expect((await info(revoked.id)).envelope.data.history.map((x) => `${x.to}:${x.by === 'Platform'}`)).toEqual(['applied:false', 'approved:true', 'revoked:false']);

    // the seeded changes have their records: price proposals and tag applications
    const rows = await records({ productId: 'pr-harbor-000010' });
    expect(rows.map((r) => `${r.subject}:${r.action}`).sort()).toEqual(['price:approved', 'price:effective', 'price:proposed']);
    expect(rows.find((r) => r.action === 'effective')?.detail).toMatch(/ → /);
    expect((await records({ subject: 'tag', action: 'rejected' })).every((r) => /SKU_NOT_ELIGIBLE|PERFORMANCE_BELOW|DIMENSIONS_MISSING/.test(r.detail))).toBe(true);
  });

  it('applying is refused with each problem named in both languages and nothing written; one open application per product and tag', async () => {
    const mine = await productWhere('true', 'fragile');
    const other = await h.db.one<{ id: string }>('SELECT id FROM product_skus WHERE tenant_id = $1 AND product_id <> $2 LIMIT 1', [tenantId, mine.id]);
    const before = await counts();
    const bad = await apply({ productId: mine.id, tag: 'fragile', skuIds: [mine.sku_ids[0], mine.sku_ids[0], other.id] });
    expect(bad.envelope.code).toBe('PRODUCT_TAG_INVALID');
    expect(bad.envelope.message).toBe('A sku is chosen twice. A chosen sku is not one of this product’s skus.');
    expect(bad.envelope.data).toEqual({ fields: ['skuIds', 'skuIds'] });
    const zhProduct = await h.db.one<{ id: string; sku: string }>('SELECT p.id, min(s.id) AS sku FROM products p JOIN product_skus s ON s.product_id = p.id WHERE p.tenant_id = $1 GROUP BY p.id ORDER BY p.id LIMIT 1', [h.seeded.tenantIds.pacific]);
    const zh = await apply({ productId: zhProduct.id, tag: 'bulky', skuIds: [zhProduct.sku, zhProduct.sku] }, cookieZh);
    expect(zh.envelope.message).toBe('同一 SKU 被重复选择。');
    expect((await apply({ productId: mine.id, tag: 'heavy', skuIds: mine.sku_ids })).envelope.code).toBe('SYS_INVALID_REQUEST');
    expect(await counts()).toEqual(before);

    const ok = await apply({ productId: mine.id, tag: 'fragile', skuIds: mine.sku_ids, note: 'Glass jars' });
    expect(ok.envelope.code, ok.text).toBe('0');
    expect(ok.envelope.data).toMatchObject({ status: 'applied', tag: 'fragile', skuCount: mine.sku_ids.length, appliedBy: 'Grace Lin', note: 'Glass jars', version: 1 });
    const again = await apply({ productId: mine.id, tag: 'fragile', skuIds: mine.sku_ids.slice(0, 1) });
    expect(again.envelope.code).toBe('PRODUCT_TAG_OPEN');
    expect(again.envelope.message).toContain(ok.envelope.data.applicationNo);
    const zhOpen = await h.db.one<{ product_id: string; tag: string; sku_ids: string[] }>("SELECT product_id, tag, sku_ids FROM product_tag_applications WHERE tenant_id = $1 AND status = 'applied' LIMIT 1", [h.seeded.tenantIds.pacific]);
    expect((await apply({ productId: zhOpen.product_id, tag: zhOpen.tag, skuIds: zhOpen.sku_ids }, cookieZh)).envelope.message).toMatch(/^该商品已有此标签的未完结申请（TA\d+），请先撤回或撤销。$/);
    const rec = await records({ subjectNo: ok.envelope.data.applicationNo });
    expect(rec).toHaveLength(1);
    expect(rec[0]).toMatchObject({ subject: 'tag', action: 'applied', actor: 'Grace Lin', productId: mine.id });
    expect(rec[0].detail).toContain('fragile · ');
  });

  it('the platform’s job applies each rule with its reason code, once, reading the skus’ master data and the channel’s orders', async () => {
    const light = await productWhere("bool_and(m.weight_g < 2000 AND greatest(m.length_cm, m.width_cm, m.height_cm) < 60) AND bool_and(s.status = 'active')", 'bulky');
    const kitchen = await productWhere("bool_and(m.category IN ('Kitchen', 'Home', 'Garden') AND m.length_cm > 0) AND bool_and(s.status = 'active')", 'fragile');
    // a master sku no other product sells, its length cleared (as the asset area allows)
    const noSize = await productWhere("bool_and(s.status = 'active') AND count(*) = 1 AND bool_and((SELECT count(*) FROM product_skus z WHERE z.sku_id = s.sku_id) = 1)", 'fastDelivery');
    await h.db.query('UPDATE skus SET length_cm = 0 WHERE id = (SELECT sku_id FROM product_skus WHERE id = $1)', [noSize.sku_ids[0]]);
    // late shipments on a channel: every shipped order of a fragile-eligible product's shop shipped after its deadline
    const late = await h.db.one<{ id: string; sku_id: string }>(
      `SELECT p.id, s.id AS sku_id FROM products p JOIN product_skus s ON s.product_id = p.id JOIN skus m ON m.id = s.sku_id
        WHERE p.tenant_id = $1 AND s.status = 'active' AND m.category IN ('Kitchen', 'Home', 'Garden') AND m.length_cm > 0
          AND p.cart_id <> (SELECT cart_id FROM products WHERE id = $2) AND p.cart_id <> (SELECT cart_id FROM products WHERE id = $3)
          AND (SELECT count(*) FROM orders o WHERE o.cart_id = p.cart_id AND o.tenant_id = p.tenant_id AND o.shipped_at IS NOT NULL) >= 5
          AND NOT EXISTS (SELECT 1 FROM product_tag_applications t WHERE t.product_id = p.id AND t.tag = 'fragile' AND t.status IN ('applied', 'approved'))
        ORDER BY p.id LIMIT 1`,
      [tenantId, kitchen.id, light.id],
    );
    await h.db.query(
      `UPDATE orders o SET ship_deadline = o.shipped_at - interval '1 hour', order_time = LEAST(o.order_time, o.shipped_at - interval '2 hours')
        WHERE o.shipped_at IS NOT NULL AND o.cart_id = (SELECT cart_id FROM products WHERE id = $1)`,
      [late.id],
    );
    const made = [
      (await apply({ productId: light.id, tag: 'bulky', skuIds: light.sku_ids })).envelope.data,
      (await apply({ productId: kitchen.id, tag: 'fragile', skuIds: kitchen.sku_ids })).envelope.data,
      (await apply({ productId: noSize.id, tag: 'fastDelivery', skuIds: noSize.sku_ids })).envelope.data,
      (await apply({ productId: late.id, tag: 'fragile', skuIds: [late.sku_id] })).envelope.data,
    ];
    await drain(runner());
    expect((await info(made[0].id)).envelope.data.status).toBe('applied'); // not yet due
    h.clock.advance(60_000);
    await drain(runner(), runner());
    const after = await Promise.all(made.map(async (m) => (await info(m.id)).envelope.data));
    expect(after[3].shipping.shipped, JSON.stringify(after[3].shipping)).toBeGreaterThanOrEqual(5);
    expect(after.map((a) => [a.status, a.decisionCode, a.version])).toEqual([
      ['rejected', 'SKU_NOT_ELIGIBLE', 2],
      ['approved', null, 2],
      ['rejected', 'DIMENSIONS_MISSING', 2],
      ['rejected', 'PERFORMANCE_BELOW', 2],
    ]);
    expect(after[3].shipping.onTime).toBe(0);
    expect(after[1].history.map((x) => `${x.action}:${x.by}`)).toEqual(['apply:Grace Lin', 'approve:Platform']);
    const rec = await records({ subjectNo: made[0].applicationNo });
    expect(rec.map((r) => `${r.action}:${r.actor}:${r.detail}`)).toEqual(['rejected:Platform:bulky · SKU_NOT_ELIGIBLE', `applied:Grace Lin:${rec[1].detail}`]);
  });

  it('withdrawing and revoking need a reason, check the version and status, happen once and write a change record', async () => {
    cookie = await h.signIn('supplier1'); // the clock moved on
    const applied = await h.db.one<{ id: string; version: number }>("SELECT id, version FROM product_tag_applications WHERE tenant_id = $1 AND status = 'applied' ORDER BY id LIMIT 1", [tenantId]);
    const approved = await h.db.one<{ id: string; version: number; application_no: string }>("SELECT id, version, application_no FROM product_tag_applications WHERE tenant_id = $1 AND status = 'approved' ORDER BY id LIMIT 1", [tenantId]);
    const before = await counts();
    expect((await act('withdraw', { id: applied.id, version: applied.version, note: '  ' })).envelope.code).toBe('SYS_INVALID_REQUEST');
    const stale = await act('withdraw', { id: applied.id, version: applied.version + 1, note: 'Moved stock' });
    expect([stale.envelope.code, stale.envelope.message]).toEqual(['PRODUCT_TAG_STALE', 'This label application was changed by someone else. Reload it and try again.']);
    const decided = await act('withdraw', { id: approved.id, version: approved.version, note: 'Moved stock' });
    expect([decided.envelope.code, decided.envelope.message]).toEqual(['PRODUCT_TAG_DECIDED', 'The platform has already decided this label application. Nothing was changed.']);
    expect((await act('revoke', { id: applied.id, version: applied.version, note: 'x' })).envelope.code).toBe('PRODUCT_TAG_DECIDED');
    const zhApplied = await h.db.one<{ id: string; version: number }>("SELECT id, version FROM product_tag_applications WHERE tenant_id = $1 AND status = 'withdrawn' LIMIT 1", [h.seeded.tenantIds.pacific]);
    expect((await act('withdraw', { id: zhApplied.id, version: zhApplied.version, note: '库存调整' }, cookieZh)).envelope.message).toBe('该标签申请已撤回，本次操作未做任何更改。');
    expect(await counts()).toEqual(before);

    const w = await act('withdraw', { id: applied.id, version: applied.version, note: 'Moved stock' });
    expect(w.envelope.data).toMatchObject({ status: 'withdrawn', reason: 'Moved stock', version: applied.version + 1 });
    expect((await act('withdraw', { id: applied.id, version: applied.version, note: 'Moved stock' })).envelope.data).toMatchObject({ status: 'withdrawn', version: applied.version + 1 });
    const r = await act('revoke', { id: approved.id, version: approved.version, note: 'Carrier changed' });
    expect(r.envelope.data).toMatchObject({ status: 'revoked', reason: 'Carrier changed', version: approved.version + 1 });
    expect(r.envelope.data.history.at(-1)).toMatchObject({ action: 'revoke', from: 'approved', to: 'revoked', note: 'Carrier changed', by: 'Grace Lin' });
    expect(await counts()).toEqual([before[0], before[1] + 2, before[2] + 2]);
    expect((await records({ subjectNo: approved.application_no }))[0]).toMatchObject({ action: 'revoked', actor: 'Grace Lin' });
  });

  it('price proposals write their change records: proposed, decided, withdrawn', async () => {
    const sku = await freeSku(h.db, tenantId);
    const up = await h.call<{ id: string; proposalNo: string; version: number; productId: string }>('POST', `${P}/price/propose`, {
      cookie,
      body: { skuId: sku.id, newPrice: Math.round(Number(sku.supply_price) * 140) / 100, effectiveDate: h.clock.now().toISOString().slice(0, 10), driver: 'freight', note: 'Resin up' },
    });
    expect(up.envelope.code, up.text).toBe('0');
    h.clock.advance(60_000);
    await drain(runner());
    const sku2 = await freeSku(h.db, tenantId);
    const down = (await h.call<{ id: string; proposalNo: string; version: number }>('POST', `${P}/price/propose`, {
      cookie,
      body: { skuId: sku2.id, newPrice: Math.round(Number(sku2.supply_price) * 99) / 100, effectiveDate: '2026-04-01', driver: 'freight', note: '' },
    })).envelope.data;
    h.clock.advance(1000);
    await h.call('POST', `${P}/price/withdraw`, { cookie, body: { id: down.id, version: down.version, note: 'Quote revised' } });
    const upRec = await records({ subjectNo: up.envelope.data.proposalNo });
    expect(upRec.map((r) => `${r.action}:${r.actor}`)).toEqual(['rejected:Platform', 'proposed:Grace Lin']);
    expect(upRec[1].detail).toBe(`${Number(sku.supply_price)} → ${Math.round(Number(sku.supply_price) * 140) / 100} @ ${h.clock.now().toISOString().slice(0, 10)} · Resin up`);
    expect(upRec[0].detail).toContain('INCREASE_OVER_LIMIT');
    expect((await records({ subjectNo: down.proposalNo })).map((r) => r.action)).toEqual(['withdrawn', 'proposed']);
    expect(PRODUCT_TODAY).toBe('2026-03-02');
  });

  it('another tenant’s applications, products and records are not found', async () => {
    const theirs = await h.db.one<{ id: string; version: number; product_id: string; sku_ids: string[]; application_no: string }>(
      "SELECT id, version, product_id, sku_ids, application_no FROM product_tag_applications WHERE tenant_id <> $1 AND status = 'applied' LIMIT 1",
      [tenantId],
    );
    const before = await counts();
    expect((await info(theirs.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await act('withdraw', { id: theirs.id, version: theirs.version, note: 'x' })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await apply({ productId: theirs.product_id, tag: 'bulky', skuIds: theirs.sku_ids })).envelope.code).toBe('SYS_NOT_FOUND');
    expect(await records({ productId: theirs.product_id })).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});

describe('fulfilment strategies', () => {
  type Row = { id: string; strategyNo: string; name: string; status: string; version: number; handlingDays: number };
  const S = `${P}/fulfillmentStrategy`;
  const post = (path: string, body: Record<string, unknown>, c = cookie) => h.call<Row>('POST', `${S}/${path}`, { cookie: c, body });
  const strategies = () => count('product_fulfilment_strategies');
  const good = { name: 'Glassware, double boxed', tag: 'fragile', cutOffTime: '15:30', carrierClass: 'standard', handlingDays: 2 };

  it('are seeded in both statuses; create and change keep the label’s rules and a free name, each problem named in both languages', async () => {
    const seeded = await h.call<Page<Row>>('POST', `${S}/search`, { cookie, body: { conditions: {}, pageSize: 50 } });
    expect(new Set(seeded.envelope.data.rows.map((r) => r.status))).toEqual(new Set(['active', 'cancelled']));
    const before = await strategies();
    const bad = await post('create', { ...good, name: 'Same-day express, 14:00 cut-off', tag: 'fastDelivery', carrierClass: 'standard', handlingDays: 3 });
    expect([bad.envelope.code, bad.envelope.message, bad.envelope.data]).toEqual([
      'PRODUCT_STRATEGY_INVALID',
      'Another strategy has this name. Fast delivery ships by express. Fast delivery allows at most 1 handling day.',
      { fields: ['name', 'carrierClass', 'handlingDays'] },
    ]);
    const zh = await post('create', { ...good, tag: 'bulky', carrierClass: 'express' }, cookieZh);
    expect(zh.envelope.message).toBe('大件商品不能使用快递。');
    expect((await post('create', { ...good, cutOffTime: '25:00' })).envelope.code).toBe('SYS_INVALID_REQUEST');
    expect(await strategies()).toBe(before);

    const made = await post('create', good);
    expect(made.envelope.code, made.text).toBe('0');
    expect(made.envelope.data).toMatchObject({ name: good.name, status: 'active', version: 1 });
    const changed = await post('update', { id: made.envelope.data.id, version: 1, ...good, handlingDays: 3 });
    expect(changed.envelope.data).toMatchObject({ handlingDays: 3, version: 2 });
    const stale = await post('update', { id: made.envelope.data.id, version: 1, ...good });
    expect([stale.envelope.code, stale.envelope.message]).toEqual(['PRODUCT_STRATEGY_STALE', 'This strategy was changed by someone else. Reload it and try again.']);
    expect((await post('create', { ...good, name: good.name.toUpperCase() })).envelope.data).toEqual({ fields: ['name'] });
  });

  it('cancel an active one, delete only a cancelled one, and another tenant’s are not found', async () => {
    const made = (await post('create', { ...good, name: 'To be cancelled' })).envelope.data;
    const early = await post('delete', { id: made.id, version: made.version });
    expect(early.envelope.code).toBe('PRODUCT_STRATEGY_STATE');
    expect(early.envelope.message).toBe('Only a cancelled strategy can be deleted: cancel it first. Nothing was changed.');
    const cancelled = await post('cancel', { id: made.id, version: made.version });
    expect(cancelled.envelope.data).toMatchObject({ status: 'cancelled', version: 2 });
    expect((await post('update', { id: made.id, version: 2, ...good })).envelope.code).toBe('PRODUCT_STRATEGY_STATE');
    expect((await post('cancel', { id: made.id, version: 2 })).envelope.message).toBe('This strategy is cancelled. Nothing was changed.');
    const before = await strategies();
    expect((await post('delete', { id: made.id, version: 2 })).envelope.data).toEqual({ id: made.id });
    expect(await strategies()).toBe(before - 1);
    const theirs = await h.db.one<{ id: string; version: number }>("SELECT id, version FROM product_fulfilment_strategies WHERE tenant_id <> $1 AND status = 'active' LIMIT 1", [tenantId]);
    expect((await post('cancel', theirs)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await h.db.one<{ status: string }>('SELECT status FROM product_fulfilment_strategies WHERE id = $1', [theirs.id])).status).toBe('active');
  });
});
