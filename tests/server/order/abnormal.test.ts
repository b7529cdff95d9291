// Order exceptions (src/contract/order/abnormal.ts): the seed opens one on every order flagged
// abnormal and keeps the flag equal to "has an open exception"; the list filters by status, kind
// and order number; resolving needs a note, checks the version, refuses an already resolved one,
// clears the order's flag (and the order search's orderAbnormalRecords filter follows), and
// changes nothing of another tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abnormalRowSchema, type AbnormalRow } from '../../../src/contract';
import { createHarness, type Harness } from '../harness';

const P = '/api/scm-app/supplier/order';
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

async function search(conditions: Record<string, unknown>) {
  const a = await h.call<{ rows: AbnormalRow[]; total: number }>('POST', `${P}/abnormal/search`, { cookie, body: { conditions, pageSize: 200, exactTotal: true } });
  expect(a.envelope.code, a.text).toBe('0');
  return a.envelope.data;
}
const count = async (sql: string, params: unknown[] = []) => (await h.db.one<{ n: number }>(sql, [tenantId, ...params] as never)).n;

describe('order exceptions', () => {
  it('are seeded consistently with the orders’ abnormal flag, and listed by status, kind and order number', async () => {
    const flagged = await count('SELECT count(*)::int AS n FROM orders WHERE tenant_id = $1 AND abnormal');
    const open = await count("SELECT count(DISTINCT order_id)::int AS n FROM order_abnormal_records WHERE tenant_id = $1 AND status = 'open'");
    expect(flagged).toBeGreaterThan(0);
    expect(open).toBe(flagged);
    const openPage = await search({ status: 'open' });
    expect(openPage.total).toBe(await count("SELECT count(*)::int AS n FROM order_abnormal_records WHERE tenant_id = $1 AND status = 'open'"));
    for (const r of openPage.rows) expect(abnormalRowSchema.parse(r).status).toBe('open');
    expect((await search({ status: 'resolved' })).total).toBeGreaterThan(0);
    const customs = await search({ kinds: ['customsHold'] });
    expect(customs.rows.every((r) => r.kind === 'customsHold')).toBe(true);
    const one = openPage.rows[0];
    const byNo = await search({ quickQuery: one.supplierOrderId });
    expect(byNo.rows.map((r) => r.id)).toContain(one.id);
  });

  it('resolving needs a note, clears the order’s flag, and cannot happen twice or on a stale version', async () => {
    const [x] = (await search({ status: 'open' })).rows;
    const empty = await h.call('POST', `${P}/abnormal/resolve`, { cookie, body: { id: x.id, version: x.version, resolution: '   ' } });
    expect(empty.envelope.code).toBe('SYS_INVALID_REQUEST');
    const stale = await h.call('POST', `${P}/abnormal/resolve`, { cookie, body: { id: x.id, version: x.version + 1, resolution: 'Called the customer' } });
    expect(stale.envelope.code).toBe('ORDER_ABNORMAL_STALE');
    const refused = await h.call('POST', `${P}/abnormal/resolve`, { cookie: viewer, body: { id: x.id, version: x.version, resolution: 'Called the customer' } });
    expect(refused.envelope.code).toBe('SYS_FORBIDDEN');
    const beforeFlagged = await h.call<{ total: number }>('POST', `${P}/search`, { cookie, body: { conditions: { orderAbnormalRecords: true }, pageSize: 1, exactTotal: true } });
    const ok = await h.call<AbnormalRow>('POST', `${P}/abnormal/resolve`, { cookie, body: { id: x.id, version: x.version, resolution: 'Called the customer' } });
    expect(ok.envelope.code, ok.text).toBe('0');
    expect(ok.envelope.data).toMatchObject({ status: 'resolved', resolution: 'Called the customer', resolvedBy: 'Grace Lin', version: x.version + 1 });
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE tenant_id = $1 AND id = $2 AND abnormal', [x.orderId])).toBe(0);
    const afterFlagged = await h.call<{ total: number }>('POST', `${P}/search`, { cookie, body: { conditions: { orderAbnormalRecords: true }, pageSize: 1, exactTotal: true } });
    expect(afterFlagged.envelope.data.total).toBe(beforeFlagged.envelope.data.total - 1);
    const twice = await h.call('POST', `${P}/abnormal/resolve`, { cookie, body: { id: x.id, version: x.version + 1, resolution: 'again' } });
    expect(twice.envelope.code).toBe('ORDER_ABNORMAL_RESOLVED');
    const info = await h.call<AbnormalRow>('GET', `${P}/abnormal/info/${x.id}`, { cookie });
    expect(info.envelope.data.resolution).toBe('Called the customer');
    // the kit's history: one row for the one resolution that was applied
    const history = await h.db.query("SELECT action, from_status, to_status, note, actor_name FROM record_history WHERE record_kind = 'order.abnormal' AND record_id = $1", [x.id]);
    expect(history).toEqual([{ action: 'resolve', from_status: 'open', to_status: 'resolved', note: 'Called the customer', actor_name: 'Grace Lin' }]);
  });

  it('another tenant’s exception is not found and stays open', async () => {
    const theirs = await h.db.one<{ id: string; version: number }>("SELECT id, version FROM order_abnormal_records WHERE tenant_id = $1 AND status = 'open' LIMIT 1", [
      h.seeded.tenantIds.pacific,
    ]);
    const info = await h.call('GET', `${P}/abnormal/info/${theirs.id}`, { cookie });
    expect(info.envelope.code).toBe('SYS_NOT_FOUND');
    const r = await h.call('POST', `${P}/abnormal/resolve`, { cookie, body: { id: theirs.id, version: theirs.version, resolution: 'not mine' } });
    expect(r.envelope.code).toBe('SYS_NOT_FOUND');
    const still = await h.db.one<{ status: string }>('SELECT status FROM order_abnormal_records WHERE id = $1', [theirs.id]);
    expect(still.status).toBe('open');
  });
});
