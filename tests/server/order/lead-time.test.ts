// Fulfilment lead time (src/contract/order/lead-time.ts): the seed gives each supplier tenant's
// shops a lead time and requests in every state; a draft is saved (created or edited), submitted,
// reverted while pending and submitted again; every refused call (stale version, wrong state, a
// second open request on a shop, days out of range, the lead time unchanged, another tenant's
// request, a viewer) changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadTimeRowSchema, type LeadTimeRow, type LeadTimeShop } from '../../../src/contract';
import { createHarness, type Harness } from '../harness';

const P = '/api/scm-app/supplier/order/fulfillment/leadTime';
let h: Harness;
let cookie: string;
let viewer: string;
let tenantId: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  viewer = await h.signIn('viewer1');
  tenantId = h.seeded.tenantIds.harbor;
}, 120_000);
afterAll(() => h?.close());

const snapshot = async () =>
  JSON.stringify([
    await h.db.query('SELECT * FROM lead_time_requests WHERE tenant_id = $1 ORDER BY id', [tenantId]),
    await h.db.query('SELECT * FROM cart_lead_times WHERE tenant_id = $1 ORDER BY cart_id', [tenantId]),
  ]);
const post = <T = LeadTimeRow>(path: string, body: unknown, as = cookie) => h.call<T>('POST', `${P}/${path}`, { cookie: as, body });
async function search(conditions: Record<string, unknown>) {
  const a = await post<{ rows: LeadTimeRow[]; total: number }>('search', { conditions, pageSize: 200, exactTotal: true });
  expect(a.envelope.code, a.text).toBe('0');
  return a.envelope.data;
}
async function freeShop(): Promise<LeadTimeShop> {
  const a = await h.call<LeadTimeShop[]>('GET', `${P}/shops`, { cookie });
  expect(a.envelope.code, a.text).toBe('0');
  const shop = a.envelope.data.filter((s) => s.openRequestId === null).at(-1);
  if (!shop) throw new Error('no free shop');
  return shop;
}
/** Expects the call refused with `code` and nothing changed. */
async function refused(code: string, run: () => Promise<{ envelope: { code: string } }>) {
  const before = await snapshot();
  const r = await run();
  expect(r.envelope.code).toBe(code);
  expect(await snapshot()).toBe(before);
}

describe('fulfilment lead time', () => {
  it('is seeded with a lead time on every active shop and requests in every state, listed by status and shop', async () => {
    for (const status of ['draft', 'submitted', 'approved', 'rejected']) {
      const page = await search({ statuses: [status] });
      expect(page.total, status).toBeGreaterThan(0);
      for (const r of page.rows) expect(leadTimeRowSchema.parse(r).status).toBe(status);
    }
    const rejected = (await search({ statuses: ['rejected'] })).rows[0];
    expect(rejected.rejectReason).not.toBe('');
    const approved = (await search({ statuses: ['approved'] })).rows[0];
    expect(approved.currentDays).toBe(approved.days);
    const byShop = await search({ shop: approved.cartName });
    expect(byShop.rows.map((r) => r.id)).toContain(approved.id);
    const open = await h.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM (SELECT cart_id FROM lead_time_requests WHERE status IN ('draft', 'submitted') GROUP BY cart_id HAVING count(*) > 1) x",
    );
    expect(open.n).toBe(0);
  });

  it('a draft is saved, edited, submitted, reverted and submitted again; the wrong state or version is refused', async () => {
    const shop = await freeShop();
    const days = shop.currentDays === 30 ? 29 : (shop.currentDays ?? 0) + 1;
    const created = await post('save', { cartId: shop.cartId, days, remark: ' Faster packing ' });
    expect(created.envelope.code, created.text).toBe('0');
    const d = created.envelope.data;
    expect(d).toMatchObject({ cartId: shop.cartId, days, currentDays: shop.currentDays, remark: 'Faster packing', status: 'draft', version: 1, updatedBy: 'Grace Lin' });

    // one open request per shop
    await refused('LEAD_TIME_OPEN_EXISTS', () => post('save', { cartId: shop.cartId, days: 9, remark: '' }));
    // days and remark validated; the lead time must change
    await refused('SYS_INVALID_REQUEST', () => post('save', { id: d.id, version: 1, cartId: shop.cartId, days: 0, remark: '' }));
    await refused('SYS_INVALID_REQUEST', () => post('save', { id: d.id, version: 1, cartId: shop.cartId, days: 31, remark: '' }));
    await refused('SYS_INVALID_REQUEST', () => post('save', { id: d.id, version: 1, cartId: shop.cartId, days: 2.5, remark: '' }));
    await refused('SYS_INVALID_REQUEST', () => post('save', { id: d.id, version: 1, cartId: shop.cartId, days: 5, remark: 'x'.repeat(201) }));
    if (shop.currentDays !== null) await refused('LEAD_TIME_UNCHANGED', () => post('save', { id: d.id, version: 1, cartId: shop.cartId, days: shop.currentDays, remark: '' }));
    await refused('LEAD_TIME_STALE', () => post('save', { id: d.id, version: 2, cartId: shop.cartId, days: 12, remark: '' }));
    await refused('SYS_FORBIDDEN', () => post('save', { id: d.id, version: 1, cartId: shop.cartId, days: 12, remark: '' }, viewer));

    const edited = await post('save', { id: d.id, version: 1, cartId: shop.cartId, days: 12, remark: '' });
    expect(edited.envelope.code, edited.text).toBe('0');
    expect(edited.envelope.data).toMatchObject({ days: 12, remark: '', status: 'draft', version: 2 });

    await refused('LEAD_TIME_NOT_PENDING', () => post('revert', { id: d.id, version: 2 }));
    await refused('LEAD_TIME_STALE', () => post('submit', { id: d.id, version: 1 }));
    await refused('SYS_FORBIDDEN', () => post('submit', { id: d.id, version: 2 }, viewer));
    const submitted = await post('submit', { id: d.id, version: 2 });
    expect(submitted.envelope.code, submitted.text).toBe('0');
    expect(submitted.envelope.data).toMatchObject({ status: 'submitted', version: 3 });
    expect(submitted.envelope.data.submittedAt).not.toBeNull();

    await refused('LEAD_TIME_NOT_DRAFT', () => post('submit', { id: d.id, version: 3 }));
    await refused('LEAD_TIME_NOT_DRAFT', () => post('save', { id: d.id, version: 3, cartId: shop.cartId, days: 13, remark: '' }));
    await refused('LEAD_TIME_OPEN_EXISTS', () => post('save', { cartId: shop.cartId, days: 9, remark: '' }));
    await refused('LEAD_TIME_STALE', () => post('revert', { id: d.id, version: 2 }));
    await refused('SYS_FORBIDDEN', () => post('revert', { id: d.id, version: 3 }, viewer));

    const reverted = await post('revert', { id: d.id, version: 3 });
    expect(reverted.envelope.code, reverted.text).toBe('0');
    expect(reverted.envelope.data).toMatchObject({ status: 'draft', version: 4, submittedAt: null });
    const again = await post('submit', { id: d.id, version: 4 });
    expect(again.envelope.data).toMatchObject({ status: 'submitted', version: 5 });
    // the shop's lead time waits for the platform
    const info = await h.call<LeadTimeRow>('GET', `${P}/info/${d.id}`, { cookie });
    expect(info.envelope.data.currentDays).toBe(shop.currentDays);
  });

  it('decided requests cannot be changed, submitted or reverted', async () => {
    for (const status of ['approved', 'rejected']) {
      const r = (await search({ statuses: [status] })).rows[0];
      await refused('LEAD_TIME_NOT_DRAFT', () => post('submit', { id: r.id, version: r.version }));
      await refused('LEAD_TIME_NOT_PENDING', () => post('revert', { id: r.id, version: r.version }));
      await refused('LEAD_TIME_NOT_DRAFT', () => post('save', { id: r.id, version: r.version, cartId: r.cartId, days: 20, remark: '' }));
    }
  });

  it('explains a refusal in the user’s language', async () => {
    const r = (await search({ statuses: ['approved'] })).rows[0];
    const zh = await h.signIn('supplier2');
    const theirs = await h.db.one<{ id: string; version: number }>("SELECT id, version FROM lead_time_requests WHERE tenant_id = $1 AND status = 'approved' LIMIT 1", [
      h.seeded.tenantIds.pacific,
    ]);
    const a = await post('submit', { id: theirs.id, version: theirs.version }, zh);
    expect(a.envelope.code).toBe('LEAD_TIME_NOT_DRAFT');
    expect((a.envelope as unknown as { message: string }).message).toBe('只有草稿状态的申请可以修改或提交。');
    const b = await post('submit', { id: r.id, version: r.version });
    expect((b.envelope as unknown as { message: string }).message).toBe('Only a draft can be changed or submitted.');
  });

  it('another tenant’s requests and shops are not found and stay as they were', async () => {
    const pacific = h.seeded.tenantIds.pacific;
    const theirs = await h.db.one<{ id: string; version: number; cart_id: string }>(
      "SELECT id, version, cart_id FROM lead_time_requests WHERE tenant_id = $1 AND status = 'draft' LIMIT 1",
      [pacific],
    );
    const info = await h.call('GET', `${P}/info/${theirs.id}`, { cookie });
    expect(info.envelope.code).toBe('SYS_NOT_FOUND');
    await refused('SYS_NOT_FOUND', () => post('submit', { id: theirs.id, version: theirs.version }));
    await refused('SYS_NOT_FOUND', () => post('save', { id: theirs.id, version: theirs.version, cartId: theirs.cart_id, days: 20, remark: '' }));
    const free = await h.db.one<{ id: string }>(
      "SELECT c.id FROM carts c WHERE c.tenant_id = $1 AND c.status = 'active' AND NOT EXISTS (SELECT 1 FROM lead_time_requests r WHERE r.cart_id = c.id) LIMIT 1",
      [pacific],
    );
    await refused('SYS_NOT_FOUND', () => post('save', { cartId: free.id, days: 20, remark: '' }));
    expect((await h.db.one<{ status: string }>('SELECT status FROM lead_time_requests WHERE id = $1', [theirs.id])).status).toBe('draft');
  });
});
