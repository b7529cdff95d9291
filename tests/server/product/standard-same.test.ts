// Standard products and same-product relations (docs/domain/products.md, "Slice 3"): the seed
// (one shared catalogue, relations in every state per tenant, offers), the catalogue's counts and
// dashboard against the tables, the relation's decisions (confirm, decline with a reason, unlink
// by appeal; refusals in both languages with nothing changed, repeats answered once, history), a
// request of the supplier's own (category rule, one live relation per product), the competing
// offers (ranked, the lowest marked; an unlinked product leaves them) and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sameBiddingSchema,
  sameRelationInfoSchema,
  standardDashboardSchema,
  standardProductInfoSchema,
  type SameBidding,
  type SameRelationInfo,
  type StandardDashboard,
  type StandardProductInfo,
} from '../../../src/contract/product';
import { createHarness, type Harness } from '../harness';
import { proposedRelation } from './standard-same-fixtures';

const P = '/api/scm-app/supplier/product';
let h: Harness;
let cookie: string;
let cookieZh: string;
let harbor: string;
let pacific: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  cookieZh = await h.signIn('supplier2');
  harbor = h.seeded.tenantIds.harbor;
  pacific = h.seeded.tenantIds.pacific;
}, 120_000);
afterAll(() => h?.close());

const post = <T>(path: string, body: Record<string, unknown>, c = cookie) => h.call<T>('POST', `${P}/same/${path}`, { cookie: c, body });
const relation = (id: string, c = cookie) => h.call<SameRelationInfo>('GET', `${P}/same/info/${id}`, { cookie: c });
const row = (id: string) => h.db.one<{ status: string; version: number; decline_reason: string | null; note: string }>('SELECT status, version, decline_reason, note FROM same_product_relations WHERE id = $1', [id]);
const historyCount = (id: string) => h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM record_history WHERE record_kind = 'product.same' AND record_id = $1", [id]);

describe('standard catalogue', () => {
  it('is seeded once for every tenant, with relations in every state and offers per tenant; the list counts ours', async () => {
    const catalogue = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM standard_products');
    expect(catalogue.n).toBeGreaterThan(50);
    for (const tenant of [harbor, pacific]) {
      const states = await h.db.query<{ status: string }>('SELECT DISTINCT status FROM same_product_relations WHERE tenant_id = $1 ORDER BY 1', [tenant]);
      expect(states.map((s) => s.status)).toEqual(['confirmed', 'declined', 'proposed', 'unlinked']);
      expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM same_bidding_offers WHERE tenant_id = $1', [tenant])).n).toBeGreaterThan(0);
    }
    const list = await h.call<{ rows: { id: string; linkedCount: number; offerCount: number }[] }>('POST', `${P}/standard/search`, {
      cookie,
      body: { conditions: { linked: true }, pageSize: 20 },
    });
    expect(list.envelope.code, list.text).toBe('0');
    expect(list.envelope.data.rows.length).toBeGreaterThan(0);
    const first = list.envelope.data.rows[0];
    const counted = await h.db.one<{ linked: number; offers: number }>(
      `SELECT (SELECT count(*)::int FROM same_product_relations WHERE tenant_id = $1 AND standard_product_id = $2 AND status = 'confirmed') AS linked,
              (SELECT count(*)::int FROM same_bidding_offers WHERE tenant_id = $1 AND standard_product_id = $2) AS offers`,
      [harbor, first.id],
    );
    expect(first.linkedCount).toBe(counted.linked);
    expect(first.offerCount).toBe(counted.linked + counted.offers);
    expect(list.envelope.data.rows.every((r) => r.linkedCount > 0)).toBe(true);

    const info = await h.call<StandardProductInfo>('GET', `${P}/standard/info/${first.id}`, { cookie });
    expect(standardProductInfoSchema.safeParse(info.envelope.data).success).toBe(true);
    expect(info.envelope.data.linked.filter((l) => l.status === 'confirmed')).toHaveLength(counted.linked);
    const compared = info.envelope.data.linked[0].compare;
    expect(compared.map((c) => c.attribute)).toEqual(['title', 'brand', 'category', 'unit', 'weightG', 'barcode']);
    expect(compared.find((c) => c.attribute === 'category')?.same).toBe(true);
    // the other tenant sees the same catalogue row with its own counts
    const theirs = await h.call<StandardProductInfo>('GET', `${P}/standard/info/${first.id}`, { cookie: cookieZh });
    expect(theirs.envelope.data.code).toBe(info.envelope.data.code);
    expect(theirs.envelope.data.linked.every((l) => !info.envelope.data.linked.some((x) => x.relationId === l.relationId))).toBe(true);
  });

  it('dashboard: coverage per category and status counts computed from the tables', async () => {
    const d = await h.call<StandardDashboard>('GET', `${P}/standard/dashboard`, { cookie });
    expect(d.envelope.code, d.text).toBe('0');
    expect(standardDashboardSchema.safeParse(d.envelope.data).success).toBe(true);
    const t = d.envelope.data.totals;
    const products = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE tenant_id = $1', [harbor]);
    expect(t.products).toBe(products.n);
    expect(t.linked + t.proposed + t.declined + t.notMatched).toBe(t.products);
    const linked = await h.db.one<{ n: number }>("SELECT count(DISTINCT product_id)::int AS n FROM same_product_relations WHERE tenant_id = $1 AND status = 'confirmed'", [harbor]);
    expect(t.linked).toBe(linked.n);
    expect(d.envelope.data.byCategory.reduce((n, c) => n + c.products, 0)).toBe(t.products);
    const byStatus = await h.db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM same_product_relations WHERE tenant_id = $1 GROUP BY status', [harbor]);
    for (const s of byStatus) expect(d.envelope.data.statusCounts.find((x) => x.status === s.status)?.count).toBe(s.n);
  });
});

describe('same-product relations', () => {
  it('confirm, decline with a reason, unlink by appeal: history, repeats answered once, refusals in both languages change nothing', async () => {
    const a = await proposedRelation(h.db, harbor, 0);
    const list = await h.call<{ rows: { id: string; status: string }[] }>('POST', `${P}/same/confirm/search`, { cookie, body: { conditions: { id: a.id }, pageSize: 5 } });
    expect(list.envelope.data.rows.map((r) => r.status)).toEqual(['proposed']);
    const read = await relation(a.id);
    expect(sameRelationInfoSchema.safeParse(read.envelope.data).success).toBe(true);
    expect(read.envelope.data.differences).toBe(read.envelope.data.compare.filter((c) => !c.same).length);

    // unlink before confirming: refused, nothing changed
    const early = await post<SameRelationInfo>('unlink', { id: a.id, version: a.version, note: 'Wrong match' });
    expect(early.envelope.code).toBe('PRODUCT_SAME_DECIDED');
    expect(early.envelope.message).toBe('This relation is not confirmed yet. Nothing was changed.');
    expect(await row(a.id)).toMatchObject({ status: 'proposed', version: a.version });

    const ok = await post<SameRelationInfo>('confirm', { id: a.id, version: a.version });
    expect(ok.envelope.code, ok.text).toBe('0');
    expect(ok.envelope.data.status).toBe('confirmed');
    const again = await post<SameRelationInfo>('confirm', { id: a.id, version: a.version });
    expect(again.envelope.code).toBe('0');
    expect((await row(a.id)).version).toBe(a.version + 1);
    const decline = await post<SameRelationInfo>('decline', { id: a.id, version: a.version + 1, reason: 'notSame', note: '' });
    expect(decline.envelope.code).toBe('PRODUCT_SAME_DECIDED');
    expect(decline.envelope.message).toBe('This relation is already confirmed. Nothing was changed.');

    // unlink needs a reason; with one, the product's offer leaves the bidding
    const blank = await post<SameRelationInfo>('unlink', { id: a.id, version: a.version + 1, note: '  ' });
    expect(blank.envelope.code).toBe('SYS_INVALID_REQUEST');
    expect((await row(a.id)).status).toBe('confirmed');
    const code = ok.envelope.data.standardCode;
    const before = await h.call<SameBidding>('GET', `${P}/same/bidding?standard=${code}`, { cookie });
    expect(before.envelope.data.offers.some((o) => o.ours && o.productId === a.product_id)).toBe(true);
    const unlinked = await post<SameRelationInfo>('unlink', { id: a.id, version: a.version + 1, note: 'Different colour range' });
    expect(unlinked.envelope.data.status).toBe('unlinked');
    expect(unlinked.envelope.data.history.map((x) => x.action)).toEqual(['propose', 'confirm', 'unlink']);
    expect(unlinked.envelope.data.history[2].note).toBe('Different colour range');
    const after = await h.call<SameBidding>('GET', `${P}/same/bidding?standard=${code}`, { cookie });
    expect(after.envelope.data.offers.some((o) => o.productId === a.product_id)).toBe(false);

    // decline: the reason is kept; stale version refused in Chinese, nothing changed
    const b = await proposedRelation(h.db, pacific, 0);
    const stale = await post<SameRelationInfo>('decline', { id: b.id, version: b.version + 5, reason: 'differentPack', note: '' }, cookieZh);
    expect(stale.envelope.code).toBe('PRODUCT_SAME_STALE');
    expect(stale.envelope.message).toBe('该同款关联已被他人修改，请刷新后重试。');
    expect(await row(b.id)).toMatchObject({ status: 'proposed', version: b.version });
    const historyBefore = await historyCount(b.id);
    const declined = await post<SameRelationInfo>('decline', { id: b.id, version: b.version, reason: 'differentPack', note: 'Ours is a 2-pack' }, cookieZh);
    expect(declined.envelope.data).toMatchObject({ status: 'declined', declineReason: 'differentPack', note: 'Ours is a 2-pack' });
    expect((await historyCount(b.id)).n).toBe(historyBefore.n + 1);
    const closed = await post<SameRelationInfo>('confirm', { id: b.id, version: b.version + 1 }, cookieZh);
    expect(closed.envelope.message).toBe('该同款关联已结束，本次操作未做任何更改。');
  });

  it('a request of ours: accepted when the categories agree, refused otherwise or while a relation is live, in both languages', async () => {
    // a product with no live relation, and a standard product of its category and of another one
    const free = await h.db.one<{ product_code: string; category: string }>(
      `SELECT p.product_code, p.category FROM products p WHERE p.tenant_id = $1
          AND NOT EXISTS (SELECT 1 FROM same_product_relations r WHERE r.product_id = p.id AND r.status IN ('proposed', 'confirmed')) ORDER BY p.product_code LIMIT 1`,
      [harbor],
    );
    const same = await h.db.one<{ code: string }>('SELECT code FROM standard_products WHERE category = $1 ORDER BY code LIMIT 1', [free.category]);
    const other = await h.db.one<{ code: string; category: string }>('SELECT code, category FROM standard_products WHERE category <> $1 ORDER BY code LIMIT 1', [free.category]);
    const count = () => h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM same_product_relations WHERE tenant_id = $1', [harbor]);
    const n0 = (await count()).n;
    const wrong = await post<SameRelationInfo>('request', { productCode: free.product_code, standardCode: other.code, note: '' });
    expect(wrong.envelope.code).toBe('PRODUCT_SAME_CATEGORY');
    expect(wrong.envelope.message).toContain(other.category);
    expect((await count()).n).toBe(n0);

    // the pickers: our products (this tenant's only) and the catalogue (the same for every tenant)
    const lookup = (kind: string, text: string, c = cookie) =>
      h.call<{ items: { code: string; name: string }[] }>('POST', `/api/scm-app/supplier/lookup/${kind}/search`, { cookie: c, body: { text, limit: 5 } });
    const ours = await lookup('product', free.product_code);
    expect(ours.envelope.data.items[0].code).toBe(free.product_code);
    const byName = await lookup('standardProduct', same.code);
    expect(byName.envelope.data.items.map((i) => i.code)).toEqual([same.code]);
    expect((await lookup('standardProduct', same.code, cookieZh)).envelope.data.items.map((i) => i.code)).toEqual([same.code]);

    const made = await post<SameRelationInfo>('request', { productCode: free.product_code, standardCode: same.code, note: 'Same item, our listing' });
    expect(made.envelope.code, made.text).toBe('0');
    expect(made.envelope.data).toMatchObject({ status: 'confirmed', origin: 'supplier', productCode: free.product_code, standardCode: same.code });
    expect(made.envelope.data.history.map((x) => x.action)).toEqual(['request']);
    const repeat = await post<SameRelationInfo>('request', { productCode: free.product_code, standardCode: same.code, note: 'Same item, our listing' });
    expect(repeat.envelope.data.id).toBe(made.envelope.data.id);
    expect((await count()).n).toBe(n0 + 1);

    const live = await post<SameRelationInfo>('request', { productCode: free.product_code, standardCode: (await h.db.one<{ code: string }>('SELECT code FROM standard_products WHERE category = $1 AND code <> $2 LIMIT 1', [free.category, same.code])).code, note: '' });
    expect(live.envelope.code).toBe('PRODUCT_SAME_LIVE');
    expect(live.envelope.message).toContain(made.envelope.data.relationNo);
    const pacificCode = (await h.db.one<{ product_code: string }>(
      `SELECT p.product_code FROM products p JOIN same_product_relations r ON r.product_id = p.id AND r.status = 'proposed' WHERE p.tenant_id = $1 LIMIT 1`,
      [pacific],
    )).product_code;
    const liveZh = await post<SameRelationInfo>('request', { productCode: pacificCode, standardCode: same.code, note: '' }, cookieZh);
    expect(liveZh.envelope.code).toBe('PRODUCT_SAME_LIVE');
    expect(liveZh.envelope.message).toMatch(/^商品 .+ 已有待确认或已确认的同款关联/);
    expect((await count()).n).toBe(n0 + 1);
  });

  it('bidding: our offers against the others, ranked by sale price with the lowest marked; the first linked one without a code', async () => {
    const first = await h.call<SameBidding>('GET', `${P}/same/bidding`, { cookie });
    expect(first.envelope.code, first.text).toBe('0');
    expect(sameBiddingSchema.safeParse(first.envelope.data).success).toBe(true);
    const b = first.envelope.data;
    expect(b.standard).not.toBeNull();
    expect(b.offers.some((o) => o.ours)).toBe(true);
    expect(b.offers.some((o) => !o.ours)).toBe(true);
    const prices = b.offers.map((o) => o.salePrice);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    expect(b.offers.filter((o) => o.lowest).every((o) => o.salePrice === prices[0] && o.rank === 1)).toBe(true);
    expect(b.compare).toHaveLength(6);
    expect((await h.call('GET', `${P}/same/bidding?standard=STDNOPE`, { cookie })).envelope.code).toBe('SYS_NOT_FOUND');
  });

  it('another tenant’s relation is not found and cannot be decided or searched', async () => {
    const theirs = await proposedRelation(h.db, pacific, 1);
    expect((await relation(theirs.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await post('confirm', { id: theirs.id, version: theirs.version })).envelope.code).toBe('SYS_NOT_FOUND');
    expect(await row(theirs.id)).toMatchObject({ status: 'proposed', version: theirs.version });
    const search = await h.call<{ rows: { id: string }[] }>('POST', `${P}/same/search`, { cookie, body: { conditions: { id: theirs.id }, pageSize: 5 } });
    expect(search.envelope.data.rows).toEqual([]);
  });
});
