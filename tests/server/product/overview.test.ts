// The supplier's overview (docs/domain/products.md, "The supplier's overview on the product
// screens"): every figure equals a count of the tenant's own rows (products by status, the open
// orders' kept counts against a scan of the orders, late shipments, cancellations after
// acknowledgement, receipt differences, on-time and cancel rates of the last 30 days); another
// tenant sees its own figures; a late shipment added now moves the penalty and the rate; the window
// moves with the clock (400 days on: no window figures, the status counts unchanged).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierOverviewSchema, type SupplierOverview } from '../../../src/contract/product';
import type { SqlParam } from '../../../server/db/db';
import { createHarness, type Harness } from '../harness';

const P = '/api/scm-app/supplier/product';
let h: Harness;
let cookie: string;
let cookieB: string;
let harbor: string;
let pacific: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  cookieB = await h.signIn('supplier2');
  harbor = h.seeded.tenantIds.harbor;
  pacific = h.seeded.tenantIds.pacific;
}, 120_000);
afterAll(() => h?.close());

const overview = async (c = cookie) => {
  const a = await h.call<SupplierOverview>('GET', `${P}/overview`, { cookie: c });
  expect(a.envelope.code, a.text).toBe('0');
  expect(supplierOverviewSchema.safeParse(a.envelope.data).success).toBe(true);
  return a.envelope.data;
};
const one = async (sql: string, args: readonly SqlParam[]) => (await h.db.one<{ n: number }>(sql, args)).n;

/** The window figures counted the slow way, straight from the tables. */
async function expected(tenantId: string) {
  const now = h.clock.now();
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const win = 'tenant_id = $1 AND order_time >= $2 AND order_time < $3';
  const shippedIn = 'tenant_id = $1 AND shipped_at >= $2 AND shipped_at < $3';
  return {
    late: await one(`SELECT count(*)::int AS n FROM orders WHERE ${shippedIn} AND shipped_at > ship_deadline`, [tenantId, since, now]),
    shipped: await one(`SELECT count(*)::int AS n FROM orders WHERE ${shippedIn}`, [tenantId, since, now]),
    placed: await one(`SELECT count(*)::int AS n FROM orders WHERE ${win}`, [tenantId, since, now]),
    cancelled: await one(`SELECT count(*)::int AS n FROM orders WHERE ${win} AND status = 'cancelled'`, [tenantId, since, now]),
    cancelledAck: await one(`SELECT count(*)::int AS n FROM orders WHERE ${win} AND status = 'cancelled' AND acknowledged_at IS NOT NULL`, [tenantId, since, now]),
    differences: await one('SELECT count(*)::int AS n FROM arrival_differences WHERE tenant_id = $1 AND created_at >= $2 AND created_at < $3', [tenantId, since, now]),
  };
}

describe('the supplier overview', () => {
  it('counts products, open orders, penalties, differences and rates from the tenant own rows', async () => {
    const d = await overview();
    expect(d.windowDays).toBe(30);
    for (const s of d.gfc) expect(s.count).toBe(await one('SELECT count(*)::int AS n FROM products WHERE tenant_id = $1 AND status = $2', [harbor, s.status]));
    expect(d.gfc.map((s) => s.status)).toEqual(['onSale', 'offShelf', 'blocked']);
    expect(d.gfc.reduce((n, s) => n + s.count, 0)).toBeGreaterThan(0);
    // the kept counts agree with a scan of the orders
    for (const s of d.order) expect(s.count, s.status).toBe(await one('SELECT count(*)::int AS n FROM orders WHERE tenant_id = $1 AND status = $2', [harbor, s.status]));
    expect(d.order.map((s) => s.status)).not.toContain('completed');
    expect(d.order.reduce((n, s) => n + s.count, 0)).toBeGreaterThan(0);
    const e = await expected(harbor);
    expect(d.penalties).toEqual({ lateShipments: e.late, cancelledAfterAcknowledge: e.cancelledAck });
    expect(d.differences.open + d.differences.accepted + d.differences.disputed).toBe(e.differences);
    expect(d.performance.shipped).toBe(e.shipped);
    expect(d.performance.shipped).toBeGreaterThan(0);
    expect(d.performance.onTime).toBe(e.shipped - e.late);
    expect(d.performance.onTimeRate).toBeCloseTo((e.shipped - e.late) / e.shipped, 10);
    expect(d.performance.placed).toBe(e.placed);
    expect(d.performance.cancelled).toBe(e.cancelled);
    expect(d.performance.cancelRate).toBe(e.placed ? e.cancelled / e.placed : null);

    // another tenant: its own figures
    const b = await overview(cookieB);
    for (const s of b.gfc) expect(s.count).toBe(await one('SELECT count(*)::int AS n FROM products WHERE tenant_id = $1 AND status = $2', [pacific, s.status]));
    expect(b.performance.shipped).toBe((await expected(pacific)).shipped);
  });

  it('a late shipment now moves the penalty and the on-time rate; 400 days on the window is empty', async () => {
    const before = await overview();
    const now = h.clock.now();
    const order = await h.db.one<{ id: string }>("SELECT id FROM orders WHERE tenant_id = $1 AND status = 'awaitingShipment' ORDER BY id LIMIT 1", [harbor]);
    // shipped an hour ago, after its deadline (the late count reads shipped_at against the deadline)
    await h.db.query("UPDATE orders SET ship_deadline = order_time, shipped_at = GREATEST(order_time + interval '1 day', $3::timestamptz - interval '1 hour') WHERE id = $1 AND tenant_id = $2", [order.id, harbor, now]);
    const after = await overview();
    expect(after.penalties.lateShipments).toBe(before.penalties.lateShipments + 1);
    expect(after.performance.shipped).toBe(before.performance.shipped + 1);
    expect(after.performance.onTime).toBe(before.performance.onTime);

    h.clock.advance(400 * 86_400_000);
    const later = await overview(await h.signIn('supplier1'));
    expect(later.performance).toEqual({ shipped: 0, onTime: 0, onTimeRate: null, placed: 0, cancelled: 0, cancelRate: null });
    expect(later.penalties).toEqual({ lateShipments: 0, cancelledAfterAcknowledge: 0 });
    expect(later.gfc).toEqual(after.gfc);
    expect(later.order).toEqual(after.order);
  });
});
