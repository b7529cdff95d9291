// The product decision job's platform decisions (docs/domain/products.md, "Review" and
// "Fulfilment tag"; server/product/review-decisions.ts, tag-performance.ts): the rules on a
// reported review's text, the seed agreeing with them, a report decided once its review time has
// passed (removed or kept with the platform's code, its history row, a kept review's reply offered
// again), an approved label revoked when the shop's on-time rate since the approval falls under
// the label's threshold (PERFORMANCE_BELOW, history, change record) and kept otherwise with its
// next review a period later; two runners never deciding one row twice, a second pass changing
// nothing, each tenant's rows under its own tenant and out of the other's reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reviewInfoSchema,
  reviewReportDecision,
  tagApplicationInfoSchema,
  tagPerformanceDecision,
  type ChangeRecordRow,
  type ReviewInfo,
  type TagApplicationInfo,
} from '../../../src/contract/product';
import { PriceDecisionRunner } from '../../../server/product/price-decisions';
import { tagShippingSince } from '../../../server/product/tag-performance';
import { createHarness, type Harness } from '../harness';

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

const runner = () => new PriceDecisionRunner({ db: h.db, now: h.clock.now, log: () => {} });
async function drain(...runners: PriceDecisionRunner[]) {
  for (;;) if (!(await Promise.all(runners.map((r) => r.runOnce()))).some(Boolean)) return;
}
const count = async (table: string) => (await h.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).n;
const counts = async () => [await count('product_reviews'), await count('product_tag_applications'), await count('product_change_records'), await count('record_history')];
const platformActs = (kind: string, id: string) =>
  h.db.query<{ action: string; tenant_id: string; note: string }>("SELECT action, tenant_id, note FROM record_history WHERE record_kind = $1 AND record_id = $2 AND actor_name = 'Platform' ORDER BY seq", [kind, id]);

describe('the platform’s decision on a reported review', () => {
  it('follows the documented rules on the text: abusive words, delivery without the product, personal data, else kept', () => {
    expect(reviewReportDecision('Total garbage, the people who sell this are idiots.')).toBe('ABUSIVE_LANGUAGE');
    expect(reviewReportDecision('卖家是骗子')).toBe('ABUSIVE_LANGUAGE');
    // a word inside another is not the word ("scampi" is not "scam")
    expect(reviewReportDecision('Tastes like scampi, good value.')).toBe('NO_RULE_BROKEN');
    expect(reviewReportDecision('Courier left the parcel in the rain.')).toBe('NOT_ABOUT_PRODUCT');
    expect(reviewReportDecision('快递太慢了')).toBe('NOT_ABOUT_PRODUCT');
    // about the delivery and the product: the shopper may say both
    expect(reviewReportDecision('Slow delivery, but the quality is great.')).toBe('NO_RULE_BROKEN');
    expect(reviewReportDecision('Call me on 555-0134 for a better deal.')).toBe('PERSONAL_INFO');
    expect(reviewReportDecision('Call +44 (20) 7946 0958.')).toBe('PERSONAL_INFO');
    expect(reviewReportDecision('Write to deals@example.net instead.')).toBe('PERSONAL_INFO');
    expect(reviewReportDecision('Cheaper at www.example.shop today')).toBe('PERSONAL_INFO');
    expect(reviewReportDecision('See cheapdeals.com for the same thing')).toBe('PERSONAL_INFO');
    // an order of 5 digits or a size is not a phone number
    expect(reviewReportDecision('Order 12345, size 42: works fine.')).toBe('NO_RULE_BROKEN');
    expect(reviewReportDecision('Stopped working after two weeks, disappointed.')).toBe('NO_RULE_BROKEN');
  });

  it('is seeded as the rules say: decided ones carry the code their text gives, waiting ones are due after the anchor', async () => {
    const rows = await h.db.query<{ status: string; body: string; decision_code: string | null; review_due_at: Date | null }>(
      "SELECT status, body, decision_code, review_due_at FROM product_reviews WHERE tenant_id = $1 AND status IN ('reported', 'removed', 'kept')",
      [harbor],
    );
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['reported', 'removed', 'kept']));
    for (const r of rows) {
      if (r.status === 'reported') {
        expect(r.decision_code).toBeNull();
        expect(r.review_due_at!.getTime()).toBeGreaterThan(h.clock.now().getTime() + 86_400_000);
      } else {
        expect(r.decision_code).toBe(reviewReportDecision(r.body));
        expect(r.status).toBe(r.decision_code === 'NO_RULE_BROKEN' ? 'kept' : 'removed');
      }
    }
    // the job has nothing to do at the seed's time
    expect(await runner().runOnce()).toBe(false);
  });

  it('decides each report once its time has passed, once with two runners; a kept review may be replied to again; tenancy', async () => {
    const review = (id: string, c = cookie) => h.call<ReviewInfo>('GET', `${P}/review/info?id=${encodeURIComponent(id)}`, { cookie: c });
    const report = (id: string, version: number, reason: string, c = cookie) => h.call<ReviewInfo>('POST', `${P}/review/report`, { cookie: c, body: { id, version, reason, note: '' } });
    const reply = (id: string, version: number, text: string, c = cookie) => h.call<ReviewInfo>('POST', `${P}/review/reply`, { cookie: c, body: { id, version, reply: text } });
    const fresh = (tenantId: string, n: number) =>
      h.db.query<{ id: string; version: number }>("SELECT id, version FROM product_reviews WHERE tenant_id = $1 AND status = 'new' ORDER BY id LIMIT $2", [tenantId, n]);
    const [abusive, offTopic, plain, personal] = await fresh(harbor, 4);
    const [zh] = await fresh(pacific, 1);
    // what the shoppers wrote (a shopper's review has no call of the portal: written here)
    const write = (id: string, body: string) => h.db.query('UPDATE product_reviews SET body = $2 WHERE id = $1', [id, body]);
    await write(abusive!.id, 'The sellers are liars and idiots.');
    await write(offTopic!.id, 'The courier threw the parcel over the fence.');
    await write(plain!.id, 'Too small for me, and pricey.');
    await write(personal!.id, 'Mail me at shopper.mia@example.com for photos.');
    await write(zh!.id, '物流太慢，快递员态度差');
    // the plain one was answered before it was reported: the reply stays whatever the platform decides
    expect((await reply(plain!.id, plain!.version, 'Sorry it did not fit.')).envelope.code).toBe('0');

    const reported = [
      await report(abusive!.id, abusive!.version, 'ABUSIVE_LANGUAGE'),
      await report(offTopic!.id, offTopic!.version, 'NOT_ABOUT_PRODUCT'),
      await report(plain!.id, plain!.version + 1, 'ABUSIVE_LANGUAGE'),
      await report(personal!.id, personal!.version, 'ABUSIVE_LANGUAGE'),
      await report(zh!.id, zh!.version, 'NOT_ABOUT_PRODUCT', cookieZh),
    ];
    for (const r of reported) {
      expect(r.envelope.code, r.text).toBe('0');
      expect(reviewInfoSchema.parse(r.envelope.data)).toMatchObject({ status: 'reported', decisionCode: null, reviewDueAt: new Date(h.clock.now().getTime() + 30_000).toISOString() });
    }
    // not yet due: nothing happens
    await drain(runner());
    expect((await review(abusive!.id)).envelope.data.status).toBe('reported');

    h.clock.advance(31_000);
    await drain(runner(), runner());
    const after = async (id: string, c = cookie) => (await review(id, c)).envelope.data;
    expect(await after(abusive!.id)).toMatchObject({ status: 'removed', decisionCode: 'ABUSIVE_LANGUAGE', decidedAt: h.clock.now().toISOString() });
    expect(await after(offTopic!.id)).toMatchObject({ status: 'removed', decisionCode: 'NOT_ABOUT_PRODUCT' });
    // reported for abuse, but the platform finds personal data: its own finding is the code
    expect(await after(personal!.id)).toMatchObject({ status: 'removed', decisionCode: 'PERSONAL_INFO', reportReason: 'ABUSIVE_LANGUAGE' });
    expect(await after(plain!.id)).toMatchObject({ status: 'kept', decisionCode: 'NO_RULE_BROKEN', reply: 'Sorry it did not fit.' });
    expect(await after(zh!.id, cookieZh)).toMatchObject({ status: 'removed', decisionCode: 'NOT_ABOUT_PRODUCT' });
    // one history row each, the platform the actor, under the review's own tenant
    for (const [r, tenant, action] of [
      [abusive, harbor, 'remove'],
      [plain, harbor, 'keep'],
      [zh, pacific, 'remove'],
    ] as const) {
      expect((await platformActs('product.review', r!.id)).map((x) => [x.action, x.tenant_id])).toEqual([[action, tenant]]);
    }
    // the list shows the platform's decision and filters the removed ones
    const list = await h.call<{ rows: { id: string; decisionCode: string | null }[] }>('POST', `${P}/review/search`, { cookie, body: { conditions: { status: 'removed' }, pageSize: 200 } });
    expect(list.envelope.data.rows.find((r) => r.id === offTopic!.id)?.decisionCode).toBe('NOT_ABOUT_PRODUCT');
    // a second pass changes nothing
    const before = await counts();
    await drain(runner(), runner());
    expect(await counts()).toEqual(before);

    // kept with no reply: the reply that waited is offered again; a removed one refuses it, in both languages
    const keptNoReply = (await fresh(harbor, 1))[0]!;
    await write(keptNoReply.id, 'Arrived quickly and works as described.');
    expect((await report(keptNoReply.id, keptNoReply.version, 'NOT_ABOUT_PRODUCT')).envelope.code).toBe('0');
    h.clock.advance(31_000);
    await drain(runner());
    const kept = await after(keptNoReply.id);
    expect(kept).toMatchObject({ status: 'kept', decisionCode: 'NO_RULE_BROKEN', reply: '' });
    expect((await reply(keptNoReply.id, kept.version, 'Thank you!')).envelope.data).toMatchObject({ status: 'replied', reply: 'Thank you!' });
    const removed = await after(abusive!.id);
    expect((await reply(abusive!.id, removed.version, 'Hello')).envelope).toMatchObject({ code: 'PRODUCT_REVIEW_DECIDED', message: 'The platform removed this review. Nothing was changed.' });
    const zhRemoved = await after(zh!.id, cookieZh);
    expect((await reply(zh!.id, zhRemoved.version, '您好', cookieZh)).envelope).toMatchObject({ code: 'PRODUCT_REVIEW_DECIDED', message: '平台已删除该评价，本次操作未做任何更改。' });
    // another tenant's review is not found
    expect((await review(zh!.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await review(abusive!.id, cookieZh)).envelope.code).toBe('SYS_NOT_FOUND');
  });
});

describe('the platform’s performance review of an approved label', () => {
  it('revokes it when the on-time rate since the approval falls under the threshold, keeps it otherwise; once with two runners; tenancy', async () => {
    const now = h.clock.now();
    // approved labels of the seed on different shops (carts) that shipped at least 5 orders
    const approved = (tenantId: string) =>
      h.db.query<{ id: string; application_no: string; product_id: string; tag: 'fastDelivery' | 'bulky' | 'fragile'; cart_id: string; version: number }>(
        `SELECT DISTINCT ON (p.cart_id) t.id, t.application_no, t.product_id, t.tag, p.cart_id, t.version
           FROM product_tag_applications t JOIN products p ON p.id = t.product_id AND p.tenant_id = t.tenant_id
          WHERE t.tenant_id = $1 AND t.status = 'approved'
            AND (SELECT count(*) FROM orders o WHERE o.tenant_id = t.tenant_id AND o.cart_id = p.cart_id AND o.shipped_at IS NOT NULL) >= 5
          ORDER BY p.cart_id, t.id`,
        [tenantId],
      );
    const ours = await approved(harbor);
    expect(ours.length).toBeGreaterThanOrEqual(3);
    const [late, onTime, quiet] = ours;
    const [zhLate] = await approved(pacific);
    // each approved before its shop's first shipment (the seed's shops ship 6 or 7 orders each)
    const firstShipped = async (tenantId: string, cartId: string) =>
      new Date((await h.db.one<{ at: Date }>('SELECT min(shipped_at) AS at FROM orders WHERE tenant_id = $1 AND cart_id = $2', [tenantId, cartId])).at.getTime() - 86_400_000);
    const approve = (id: string, at: Date, due: Date | null) => h.db.query('UPDATE product_tag_applications SET decided_at = $2, performance_due_at = $3 WHERE id = $1', [id, at, due]);
    // the shops' orders shipped since: all late for two shops, all on time for one
    const shipLate = (tenantId: string, cartId: string, from: Date) =>
      h.db.query(`UPDATE orders SET shipped_at = ship_deadline + interval '1 hour' WHERE tenant_id = $1 AND cart_id = $2 AND shipped_at >= $3`, [tenantId, cartId, from]);
    const since = await firstShipped(harbor, late!.cart_id);
    const zhSince = await firstShipped(pacific, zhLate!.cart_id);
    const onTimeSince = await firstShipped(harbor, onTime!.cart_id);
    await shipLate(harbor, late!.cart_id, since);
    await shipLate(pacific, zhLate!.cart_id, zhSince);
    await h.db.query(
      `UPDATE orders SET ship_deadline = greatest(ship_deadline, shipped_at), arrive_deadline = greatest(arrive_deadline, shipped_at) WHERE tenant_id = $1 AND cart_id = $2 AND shipped_at >= $3`,
      [harbor, onTime!.cart_id, onTimeSince],
    );
    // due by default one period (a day) after the approval
    await approve(late!.id, since, null);
    await approve(zhLate!.id, zhSince, null);
    await approve(onTime!.id, onTimeSince, null);
    // the quiet shop: every shipment late, but none since its approval: too few to judge, kept
    await shipLate(harbor, quiet!.cart_id, new Date(0));
    const lastShipped = await h.db.one<{ at: Date }>('SELECT max(shipped_at) AS at FROM orders WHERE tenant_id = $1 AND cart_id = $2', [harbor, quiet!.cart_id]);
    await approve(quiet!.id, new Date(lastShipped.at.getTime() + 1000), new Date(now.getTime() - 1000));

    const lateFigures = await tagShippingSince(h.db, harbor, late!.product_id, since);
    expect(lateFigures.shipped).toBeGreaterThanOrEqual(5);
    expect(lateFigures.onTime).toBe(0);
    expect(tagPerformanceDecision(late!.tag, lateFigures)).toBe('PERFORMANCE_BELOW');
    expect(tagPerformanceDecision(onTime!.tag, await tagShippingSince(h.db, harbor, onTime!.product_id, onTimeSince))).toBeNull();
    // the rule's edges: under 5 shipped is not judged; at the threshold it stays
    expect(tagPerformanceDecision('fastDelivery', { shipped: 4, onTime: 0 })).toBeNull();
    expect(tagPerformanceDecision('fastDelivery', { shipped: 20, onTime: 19 })).toBeNull();
    expect(tagPerformanceDecision('fastDelivery', { shipped: 20, onTime: 18 })).toBe('PERFORMANCE_BELOW');
    expect(tagPerformanceDecision('bulky', { shipped: 10, onTime: 8 })).toBeNull();

    const historyOf = async (id: string) => (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM record_history WHERE record_id = $1', [id])).n;
    const keptHistory = [await historyOf(onTime!.id), await historyOf(quiet!.id)];
    await drain(runner(), runner());
    const info = (id: string, c = cookie) => h.call<TagApplicationInfo>('GET', `${P}/fulfillmentTag/apply/${id}`, { cookie: c });
    const revoked = tagApplicationInfoSchema.parse((await info(late!.id)).envelope.data);
    expect(revoked).toMatchObject({ status: 'revoked', decisionCode: 'PERFORMANCE_BELOW', version: late!.version + 1 });
    expect(revoked.history.at(-1)).toMatchObject({ action: 'revoke', from: 'approved', to: 'revoked', by: 'Platform', note: `PERFORMANCE_BELOW · 0/${lateFigures.shipped}` });
    expect((await platformActs('product.tag', late!.id)).filter((x) => x.action === 'revoke')).toHaveLength(1);
    const records = async (subjectNo: string, c = cookie) =>
      (await h.call<{ rows: ChangeRecordRow[] }>('POST', `${P}/records/search`, { cookie: c, body: { conditions: { subjectNo }, pageSize: 50 } })).envelope.data.rows;
    expect((await records(late!.application_no))[0]).toMatchObject({ action: 'revoked', actor: 'Platform' });
    // the other tenant's label: revoked under its own tenant, out of this supplier's reach
    expect((await info(zhLate!.id, cookieZh)).envelope.data).toMatchObject({ status: 'revoked', decisionCode: 'PERFORMANCE_BELOW' });
    expect((await platformActs('product.tag', zhLate!.id)).filter((x) => x.action === 'revoke').map((x) => x.tenant_id)).toEqual([pacific]);
    expect((await info(zhLate!.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await records(zhLate!.application_no, cookieZh))[0]).toMatchObject({ action: 'revoked', actor: 'Platform' });
    const zhRecords = await h.db.query<{ tenant_id: string }>("SELECT tenant_id FROM product_change_records WHERE product_id = $1 AND action = 'revoked' AND actor_name = 'Platform'", [zhLate!.product_id]);
    expect(zhRecords.map((r) => r.tenant_id)).toEqual([pacific]);
    // kept: unchanged for the supplier (same version, no history), next review a day later
    const keptRow = (id: string) => h.db.one<{ status: string; version: number; performance_due_at: Date }>('SELECT status, version, performance_due_at FROM product_tag_applications WHERE id = $1', [id]);
    for (const k of [onTime!, quiet!]) expect(await keptRow(k.id)).toEqual({ status: 'approved', version: k.version, performance_due_at: new Date(now.getTime() + 86_400_000) });
    expect([await historyOf(onTime!.id), await historyOf(quiet!.id)]).toEqual(keptHistory);
    // the supplier's revoke of what the platform revoked changes nothing
    const before = await counts();
    const late2 = await h.call('POST', `${P}/fulfillmentTag/apply/revoke`, { cookie, body: { id: late!.id, version: late!.version, note: 'Carrier changed' } });
    expect(late2.envelope.code).toBe('PRODUCT_TAG_DECIDED');
    // a second pass changes nothing
    await drain(runner(), runner());
    expect(await counts()).toEqual(before);
  });
});
