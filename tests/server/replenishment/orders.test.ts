// Replenishment orders (src/contract/replenishment/order.ts, server/replenishment/): the seed has
// every state for each supplier tenant, listed and read; confirm takes a quantity for every line up
// to 150 % of the suggestion, refuses more, all zero or a missing line in both languages with nothing
// changed, checks the version read and answers a double submit once; cancel needs a reason; a
// decided order refuses both; the platform's job suggests what is under 14 days of cover at a due
// review (the cover formula's quantity) and not again while an order is open; another tenant's
// orders are not found.
import { describe, expect, it } from 'vitest';
import { daysOfCover, needsReplenishment, replenishmentInventoryList, replenishmentOrderSchema, replenishmentOrderStatuses, suggestedQty, type ReplenishmentOrder } from '../../../src/contract/replenishment';
import { ReplenishmentSuggestRunner } from '../../../server/replenishment';
import { coverOf } from '../../../server/replenishment/cover';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';
import { freshOrder } from './make';

const P = '/api/scm-app/supplier/replenishment/warehouse-order';
let h: Harness, cookie: string, cookieZh: string, tenantId: string;
signedInHarness((s) => ({ h, cookie, cookieZh, harbor: tenantId } = s));

const post = (path: string, body: Record<string, unknown>, c = cookie) => h.call<ReplenishmentOrder>('POST', `${P}/${path}`, { cookie: c, body });
const info = (id: string, c = cookie) => h.call<ReplenishmentOrder>('GET', `${P}/info/${id}`, { cookie: c });
const ok = (r: { envelope: { code: string; data: ReplenishmentOrder }; text: string }) => {
  expect(r.envelope.code, r.text).toBe('0');
  return replenishmentOrderSchema.parse(r.envelope.data);
};
const now = () => h.clock.now();
const history = (id: string) => h.db.query<{ action: string; to_status: string; actor_name: string }>("SELECT action, to_status, actor_name FROM record_history WHERE record_kind = 'replenishment.order' AND record_id = $1 ORDER BY at, id", [id]);

describe('replenishment orders', () => {
  it('are seeded in every state for every supplier tenant, listed by status and read with their lines', async () => {
    const states = await h.db.query<{ tenant_id: string; n: number }>('SELECT tenant_id, count(DISTINCT status)::int AS n FROM replenishment_orders GROUP BY tenant_id');
    const suppliers = await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM tenants WHERE kind = 'supplier'");
    expect(states.length).toBe(suppliers.n);
    expect(states.every((s) => s.n === replenishmentOrderStatuses.length)).toBe(true);
    const page = await h.call<{ rows: { status: string; orderNo: string; confirmedQty: number | null }[] }>('POST', `${P}/search`, { cookie, body: { conditions: { status: 'confirmed' }, pageSize: 50 } });
    expect(page.envelope.code, page.text).toBe('0');
    expect(page.envelope.data.rows.length).toBeGreaterThan(0);
    expect(page.envelope.data.rows.every((r) => r.status === 'confirmed' && /^RP\d{9}$/.test(r.orderNo) && r.confirmedQty !== null)).toBe(true);
    const done = ok(await info('rp-harbor-0005'));
    expect(done.status).toBe('done');
    expect(done.lines.length).toBeGreaterThan(0);
    expect(done.lines.every((l) => l.confirmedQty !== null && l.confirmedQty <= Math.floor(l.suggestedQty * 1.5))).toBe(true);
    expect((await history('rp-harbor-0005')).map((r) => r.action)).toEqual(['confirm', 'createInbound', 'ship', 'receive']);
    const cancelled = ok(await info('rp-harbor-0003'));
    expect(cancelled).toMatchObject({ status: 'cancelled', confirmedAt: null });
    expect(cancelled.cancelReason).not.toBe('');
    // the seeded reviews are a year away: the job leaves the seed as it is
    const due = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM replenishment_reviews WHERE next_review_at <= $1', [new Date(h.clock.now().getTime() + 300 * 86_400_000)]);
    expect(due.n).toBe(0);
  });

  it('confirm: every line up to 150 %, refusals in both languages change nothing, stale, once on a double submit', async () => {
    const o = await freshOrder(h.db, tenantId, { suggested: [20, 40] });
    const lines = (a: number, b: number) => [
      { lineId: o.lineIds[0], qty: a },
      { lineId: o.lineIds[1], qty: b },
    ];
    const over = await post('confirm', { id: o.id, version: 1, lines: lines(31, 40) });
    expect(over.envelope.code).toBe('REPLENISHMENT_QTY_OVER');
    expect(over.envelope.message).toContain(o.skus[0]);
    expect(over.envelope.message).toContain('150 %');
    const overZh = await post('confirm', { id: o.id, version: 1, lines: lines(31, 40) }, cookieZh);
    expect(overZh.envelope.code).toBe('SYS_NOT_FOUND'); // supplier2 is another tenant
    expect((await post('confirm', { id: o.id, version: 1, lines: lines(0, 0) })).envelope.code).toBe('REPLENISHMENT_QTY_EMPTY');
    expect((await post('confirm', { id: o.id, version: 1, lines: lines(20, 40).slice(0, 1) })).envelope.code).toBe('REPLENISHMENT_QTY_LINES');
    expect((await post('confirm', { id: o.id, version: 1, lines: [...lines(20, 40), { lineId: o.lineIds[0], qty: 1 }] })).envelope.code).toBe('REPLENISHMENT_QTY_LINES');
    expect((await post('confirm', { id: o.id, version: 2, lines: lines(20, 40) })).envelope.code).toBe('REPLENISHMENT_ORDER_STALE');
    expect((await post('confirm', { id: o.id, version: 1, lines: lines(-1, 40) })).envelope.code).toBe('SYS_INVALID_REQUEST');
    const untouched = ok(await info(o.id));
    expect(untouched).toMatchObject({ status: 'suggested', version: 1, confirmedAt: null });
    expect(untouched.lines.map((l) => l.confirmedQty)).toEqual([null, null]);
    expect(await history(o.id)).toEqual([]);

    const [first, second] = await Promise.all([post('confirm', { id: o.id, version: 1, lines: lines(30, 0) }), post('confirm', { id: o.id, version: 1, lines: lines(30, 0) })]);
    const a = ok(first);
    const b = ok(second);
    expect(a).toMatchObject({ status: 'confirmed', version: 2, confirmedBy: 'Grace Lin' });
    expect(b).toEqual(a);
    expect(a.lines.map((l) => l.confirmedQty)).toEqual([30, 0]);
    expect(await history(o.id)).toEqual([{ action: 'confirm', to_status: 'confirmed', actor_name: 'Grace Lin' }]);
    // a different confirmation of the same version is not a repeat: the order is decided
    expect((await post('confirm', { id: o.id, version: 1, lines: lines(20, 40) })).envelope.code).toBe('REPLENISHMENT_ORDER_STATE');
    const late = await post('cancel-warehouse-order', { id: o.id, version: 2, note: 'Too late' });
    expect(late.envelope.code).toBe('REPLENISHMENT_ORDER_STATE');
    expect(late.envelope.message).toContain('confirmed');
  });

  it('cancel needs a reason, happens once and refuses in Chinese for a Chinese user', async () => {
    const o = await freshOrder(h.db, tenantId);
    expect((await post('cancel-warehouse-order', { id: o.id, version: 1, note: '   ' })).envelope.code).toBe('SYS_INVALID_REQUEST');
    const [x, y] = await Promise.all([post('cancel-warehouse-order', { id: o.id, version: 1, note: 'Sku being discontinued' }), post('cancel-warehouse-order', { id: o.id, version: 1, note: 'Sku being discontinued' })]);
    expect(ok(x)).toMatchObject({ status: 'cancelled', cancelReason: 'Sku being discontinued', version: 2 });
    expect(ok(y).version).toBe(2);
    expect((await history(o.id)).map((r) => r.action)).toEqual(['cancel']);
    // supplier2 (Chinese) on its own tenant's order
    const theirs = await freshOrder(h.db, h.seeded.tenantIds.pacific, { suggested: [10] });
    const zh = await post('confirm', { id: theirs.id, version: 1, lines: [{ lineId: theirs.lineIds[0], qty: 16 }] }, cookieZh);
    expect(zh.envelope.code).toBe('REPLENISHMENT_QTY_OVER');
    expect(zh.envelope.message).toContain('每行数量最多为建议数量');
    const stale = await post('cancel-warehouse-order', { id: theirs.id, version: 5, note: '计划变更' }, cookieZh);
    expect(stale.envelope.code).toBe('REPLENISHMENT_ORDER_STALE');
    expect(stale.envelope.message).toContain('已被他人修改');
  });

  it('the platform suggests what is under 14 days of cover at a due review, and not again while it is open', async () => {
    const now = h.clock.now();
    const warehouses = await h.db.query<{ id: string }>("SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'platform' AND deleted_at IS NULL ORDER BY code", [tenantId]);
    let target: { warehouseId: string; skuId: string } | null = null;
    for (const w of warehouses) {
      const sold = (await coverOf(h.db, tenantId, w.id, now)).find((c) => c.sales30d > 0 && c.inTransit === 0);
      if (sold) {
        target = { warehouseId: w.id, skuId: sold.skuId };
        break;
      }
    }
    expect(target, 'a platform stock row with sales in the last 30 days').not.toBeNull();
    const { warehouseId, skuId } = target!;
    // the sku runs out there (a shortage made for the test: its row emptied) and nothing open holds it
    await h.db.query("UPDATE replenishment_orders SET status = 'done', confirmed_at = coalesce(confirmed_at, created_at) WHERE tenant_id = $1 AND warehouse_id = $2 AND status IN ('suggested', 'confirmed', 'shipping')", [tenantId, warehouseId]);
    await h.db.query('UPDATE inventory_stock SET on_hand = 0, locked = 0, isolated = 0 WHERE sku_id = $1 AND warehouse_id = $2', [skuId, warehouseId]);
    const figures = (await coverOf(h.db, tenantId, warehouseId, now)).find((c) => c.skuId === skuId)!;
    expect(needsReplenishment(figures)).toBe(true);

    await h.db.query('UPDATE replenishment_reviews SET next_review_at = $2 WHERE warehouse_id = $1', [warehouseId, now]);
    const runner = new ReplenishmentSuggestRunner({ db: h.db, now: () => now, log: () => {} });
    expect(await runner.runOnce()).toBe(true);
    expect(await runner.runOnce()).toBe(false);
    const made = await h.db.one<{ id: string; status: string; order_no: string }>("SELECT id, status, order_no FROM replenishment_orders WHERE tenant_id = $1 AND warehouse_id = $2 AND status = 'suggested'", [tenantId, warehouseId]);
    expect(made.order_no).toMatch(/^RP260302\d+$/);
    const order = ok(await info(made.id));
    const line = order.lines.find((l) => l.skuId === skuId)!;
    expect(line).toMatchObject({ suggestedQty: suggestedQty(figures), onHand: figures.onHand, inTransit: figures.inTransit, sales30d: figures.sales30d, confirmedQty: null });
    expect(line.suggestedQty % 10).toBe(0);
    expect(order.lines.every((l) => needsReplenishment(l))).toBe(true);
    expect(await history(made.id)).toEqual([{ action: 'suggest', to_status: 'suggested', actor_name: 'Platform' }]);
    const review = await h.db.one<{ next_review_at: Date }>('SELECT next_review_at FROM replenishment_reviews WHERE warehouse_id = $1', [warehouseId]);
    expect(new Date(review.next_review_at).getTime()).toBe(now.getTime() + 7 * 86_400_000);
    // reviewed again while the order is open: nothing new for the sku
    await h.db.query('UPDATE replenishment_reviews SET next_review_at = $2 WHERE warehouse_id = $1', [warehouseId, now]);
    expect(await runner.runOnce()).toBe(true);
    const open = await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM replenishment_order_lines l JOIN replenishment_orders r ON r.id = l.order_id WHERE r.warehouse_id = $1 AND l.sku_id = $2 AND r.status = 'suggested'", [warehouseId, skuId]);
    expect(open.n).toBe(1);
  });

  it('the replenishment stock shows the cover figures the job reads, with its rule, as of now', async () => {
    const w = await h.db.one<{ id: string; name: string }>("SELECT id, name FROM warehouses WHERE tenant_id = $1 AND type = 'platform' AND deleted_at IS NULL ORDER BY code LIMIT 1", [tenantId]);
    // the list reads the last 30 days before the database's now: move the warehouse's last month of seeded orders there
    const real = new Date();
    await h.db.query("UPDATE orders SET order_time = order_time + ($3::timestamptz - $4::timestamptz), ship_deadline = ship_deadline + ($3::timestamptz - $4::timestamptz), arrive_deadline = arrive_deadline + ($3::timestamptz - $4::timestamptz) WHERE tenant_id = $1 AND warehouse_id = $2 AND order_time > $4::timestamptz - interval '30 days'", [tenantId, w.id, real, now()]);
    const cover = new Map((await coverOf(h.db, tenantId, w.id, new Date())).map((c) => [c.skuId, c]));
    expect([...cover.values()].some((c) => c.sales30d > 0)).toBe(true);
    const page = await h.call<{ rows: unknown[]; total: number }>('POST', '/api/scm-app/supplier/replenishment/inventory/search', { cookie, body: { conditions: { warehouse: w.name }, sort: { field: 'sales30d', order: 'desc' }, pageSize: 100, exactTotal: true } });
    expect(page.envelope.code, page.text).toBe('0');
    const rows = page.envelope.data.rows.map((r) => replenishmentInventoryList.row.parse(r));
    expect(page.envelope.data.total).toBe(cover.size);
    expect(rows.length).toBe(100);
    let sold = 0;
    for (const r of rows) {
      const c = cover.get(r.id.split('|')[0]!)!;
      expect(r).toMatchObject({ onHand: c.onHand, inTransit: c.inTransit, sales30d: c.sales30d, daysOfCover: daysOfCover(c), suggestedQty: suggestedQty(c) });
      if (c.sales30d > 0) sold++;
    }
    expect(sold).toBeGreaterThan(0);
  });

  it('another tenant’s order is not found and stays as it was', async () => {
    const other = await h.db.one<{ id: string }>("SELECT id FROM tenants WHERE kind = 'supplier' AND id <> $1 ORDER BY id LIMIT 1", [tenantId]);
    const theirs = await freshOrder(h.db, other.id);
    expect((await info(theirs.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await post('cancel-warehouse-order', { id: theirs.id, version: 1, note: 'Not mine' })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await h.db.one<{ status: string }>('SELECT status FROM replenishment_orders WHERE id = $1', [theirs.id])).status).toBe('suggested');
  });
});
