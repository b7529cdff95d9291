// Return-refund masters and orders (src/contract/receipt/return-refund.ts,
// server/receipt/return-refund-*.ts): the seed has every state for each supplier tenant, listed;
// a return puts its goods on the platform warehouse's shelf (the unsellable ones locked); the
// compensation says who pays per item and the outbound which skus go back; confirm takes the
// unsellable goods out once on a double submit; disputes need a reason per item the supplier bears,
// are refused otherwise in both languages with nothing changed, and check the version read; the
// platform's job closes an ended week, decides disputed items (upheld for a changed mind, rejected
// for a defect) and delivers the outbound to the ship-to, leaving the seed's far-off dues alone; the
// stock equation holds through it all; another tenant's masters and orders are not found.
import { describe, expect, it } from 'vitest';
import { compensationSchema, returnMasterInfoSchema, returnMasterStatuses, returnOrderInfoSchema, returnOutboundSchema, type ReturnMasterInfo } from '../../../src/contract/receipt';
import { ReceiptPlatformRunner } from '../../../server/receipt';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';
import { platformStock } from './outbound-make';
import { freshReturnMaster } from './return-refund-make';

const P = '/api/scm-app/supplier/receipt/return-refund';
let h: Harness, cookie: string, cookieZh: string, tenantId: string;
signedInHarness((s) => ({ h, cookie, cookieZh, harbor: tenantId } = s));

const post = (path: string, body: Record<string, unknown>, c = cookie) => h.call<ReturnMasterInfo>('POST', `${P}/master/${path}`, { cookie: c, body });
const get = <T>(path: string, c = cookie) => h.call<T>('GET', `${P}/${path}`, { cookie: c });
const stock = (skuId: string, warehouseId: string) => h.db.maybe<{ on_hand: number; locked: number }>('SELECT on_hand, locked FROM inventory_stock WHERE sku_id = $1 AND warehouse_id = $2', [skuId, warehouseId]);
/** Σ on hand over every warehouse + in transit back (unsellable returns of confirmed masters): constant under confirm and deliver. */
const equation = async (skuId: string) =>
  (
    await h.db.one<{ v: number }>(
      `SELECT ((SELECT coalesce(sum(on_hand), 0) FROM inventory_stock WHERE tenant_id = $1 AND sku_id = $2)
             + (SELECT coalesce(sum(r.qty), 0) FROM receipt_return_orders r JOIN receipt_return_masters m ON m.id = r.master_id WHERE m.tenant_id = $1 AND r.sku_id = $2 AND r.inspection <> 'sellable' AND m.status = 'confirmed'))::int AS v`,
      [tenantId, skuId],
    )
  ).v;
async function drain(hours = 1) {
  const runner = new ReceiptPlatformRunner({ db: h.db, now: () => new Date(h.clock.now().getTime() + hours * 3_600_000), log: () => {} });
  while (await runner.runOnce());
}
const ok = <T>(r: { envelope: { code: string; data: T }; text: string }) => {
  expect(r.envelope.code, r.text).toBe('0');
  return r.envelope.data;
};
const master = async (id: string, c = cookie) => returnMasterInfoSchema.parse(ok(await get(`master/info/${id}`, c)));
const compensation = async (id: string, c = cookie) => compensationSchema.parse(ok(await get(`master/compensation/${id}`, c)));

describe('return-refund masters and orders', () => {
  it('are seeded in every state with their orders, listed, and read with compensation and outbound', async () => {
    const states = await h.db.query<{ status: string }>('SELECT DISTINCT status FROM receipt_return_masters WHERE tenant_id = $1 ORDER BY 1', [tenantId]);
    expect(states.map((s) => s.status)).toEqual([...returnMasterStatuses].sort());
    const zhStates = await h.db.one<{ n: number }>('SELECT count(DISTINCT status)::int AS n FROM receipt_return_masters WHERE tenant_id = $1', [h.seeded.tenantIds.pacific]);
    expect(zhStates.n).toBe(returnMasterStatuses.length);
    const decided = await h.db.query<{ dispute: string }>(`SELECT DISTINCT r.dispute FROM receipt_return_orders r WHERE r.tenant_id = $1 ORDER BY 1`, [tenantId]);
    expect(decided.map((d) => d.dispute)).toEqual(expect.arrayContaining(['disputed', 'none']));
    const page = await h.call<{ rows: { status: string; orders: number }[] }>('POST', `${P}/master/search`, { cookie, body: { conditions: { status: 'done' }, pageSize: 20 } });
    expect(ok(page).rows.length).toBeGreaterThan(0);
    expect(new Set(ok(page).rows.map((r) => r.status))).toEqual(new Set(['done']));
    expect(ok(page).rows.every((r) => r.orders >= 4)).toBe(true);
    const orders = await h.call<{ rows: { inspection: string; masterNo: string }[] }>('POST', `${P}/order/search`, { cookie, body: { conditions: { inspection: 'damagedInTransit' }, pageSize: 20 } });
    expect(ok(orders).rows.length).toBeGreaterThan(0);
    expect(ok(orders).rows.every((r) => r.inspection === 'damagedInTransit' && r.masterNo.startsWith('RM'))).toBe(true);
    const done = await master('rm-harbor-0005');
    expect(done.status).toBe('done');
    const out = returnOutboundSchema.parse(ok(await get('master/outbound/rm-harbor-0005')));
    expect([out.state, out.outboundNo.startsWith('RO'), out.qty > 0, out.deliveredAt !== null]).toEqual(['delivered', true, true, true]);
    const order = returnOrderInfoSchema.parse(ok(await get(`order/info/${done.orders[0].id}`)));
    expect([order.masterNo, order.masterStatus]).toEqual([done.masterNo, 'done']);
  });

  it('a return stocks the platform warehouse; the compensation and the outbound say who pays and what goes back', async () => {
    const row = await platformStock(h.db, tenantId, 1, 2);
    const m = await freshReturnMaster(h.db, tenantId, { skip: 2 });
    expect([m.skuId, m.warehouseId]).toEqual([row.sku_id, row.warehouse_id]);
    expect(await stock(m.skuId, m.warehouseId)).toEqual({ on_hand: row.on_hand + 7, locked: row.locked + 5 });
    const c = await compensation(m.id);
    const price = (await h.db.one<{ p: number }>('SELECT purchase_cost::float8 AS p FROM skus WHERE id = $1', [m.skuId])).p;
    expect(c.items.map((i) => [i.inspection, i.payer, i.qty])).toEqual([
      ['damagedInTransit', 'platform', 1],
      ['defective', 'supplier', 1],
      ['defective', 'supplier', 3],
    ]);
    expect([c.platformAmount, c.supplierAmount]).toEqual([Math.round(price * 100) / 100, Math.round(price * 4 * 100) / 100]);
    const out = returnOutboundSchema.parse(ok(await get(`master/outbound/${m.id}`)));
    expect([out.state, out.qty, out.skus, out.leftAt]).toEqual(['pending', 5, 1, null]);
    const skus = ok(await h.call<{ rows: { skuId: string; qty: number }[]; total: number }>('GET', `${P}/master/outbound-skus/${m.id}`, { cookie, query: { page: '1', pageSize: '5' } }));
    expect([skus.total, skus.rows.map((r) => [r.skuId, r.qty])]).toEqual([1, [[m.skuId, 5]]]);
    const order = returnOrderInfoSchema.parse(ok(await get(`order/info/${m.items[3]}`)));
    expect([order.payer, order.amount, order.dispute, order.masterStatus]).toEqual(['supplier', Math.round(price * 3 * 100) / 100, 'none', 'pendingConfirm']);
  });

  it('dispute needs a reason per supplier item, refuses others in both languages with nothing changed, checks the version and answers a double submit once', async () => {
    const m = await freshReturnMaster(h.db, tenantId, { skip: 4 });
    expect((await post('dispute', { id: m.id, version: 2, items: [{ itemId: m.items[3], reason: '   ' }] })).status).toBe(400);
    const platformItem = await post('dispute', { id: m.id, version: 2, items: [{ itemId: m.items[1], reason: 'Not ours' }] });
    expect([platformItem.envelope.code, platformItem.envelope.message]).toEqual(['RECEIPT_RETURN_ITEM', expect.stringMatching(/^Only items of this master that the supplier bears .*: RRT.+2\. Nothing was changed\.$/)]);
    expect((await post('dispute', { id: m.id, version: 1, items: [{ itemId: m.items[3], reason: 'Tested' }] })).envelope.code).toBe('RECEIPT_RETURN_STALE');
    expect((await master(m.id)).version).toBe(2);
    const [x, y] = await Promise.all([
      post('dispute', { id: m.id, version: 2, items: [{ itemId: m.items[3], reason: 'Tested before shipping' }] }),
      post('dispute', { id: m.id, version: 2, items: [{ itemId: m.items[3], reason: 'Tested before shipping' }] }),
    ]);
    expect([ok(x).version, ok(y).version, ok(x).status]).toEqual([3, 3, 'disputed']);
    const c = await compensation(m.id);
    expect(c.items.map((i) => i.dispute)).toEqual(['none', 'none', 'disputed']);
    const twice = await post('dispute', { id: m.id, version: 3, items: [{ itemId: m.items[3], reason: 'Again' }] });
    expect(twice.envelope.code).toBe('RECEIPT_RETURN_ITEM');
    ok(await post('dispute', { id: m.id, version: 3, items: [{ itemId: m.items[2], reason: 'Sealed box' }] }));
    const confirmed = await post('confirm', { id: m.id, version: 4 });
    expect([confirmed.envelope.code, confirmed.envelope.message]).toEqual(['RECEIPT_RETURN_STATE', 'The master is disputed: this is no longer possible. Nothing was changed.']);

    const zhWeek = await freshReturnMaster(h.db, h.seeded.tenantIds.pacific, { status: 'collecting' });
    expect((await post('confirm', { id: zhWeek.id, version: 1 }, cookieZh)).envelope.message).toBe('该退货退款主单当前为「汇总中」，无法执行此操作，未做任何更改。');
    const zh = await freshReturnMaster(h.db, h.seeded.tenantIds.pacific);
    const zhItem = await post('dispute', { id: zh.id, version: 2, items: [{ itemId: zh.items[0], reason: '不是我们的' }] }, cookieZh);
    expect(zhItem.envelope.message).toMatch(/^只能申诉本主单中由供应商承担且尚未申诉的项目：RRT.+1。未做任何更改。$/);
    expect((await post('confirm', { id: zh.id, version: 1 }, cookieZh)).envelope.message).toBe('该退货退款主单已被他人修改，请刷新后重试。');
    expect((await master(zh.id, cookieZh)).version).toBe(2);
  });

  it('confirm takes the unsellable goods out once; the job closes ended weeks, decides disputes, delivers, and leaves the seed alone', async () => {
    const a = await freshReturnMaster(h.db, tenantId, { skip: 6 });
    const start = await equation(a.skuId);
    const before = await stock(a.skuId, a.warehouseId);
    const [x, y] = await Promise.all([post('confirm', { id: a.id, version: 2 }), post('confirm', { id: a.id, version: 2 })]);
    expect([ok(x).version, ok(y).version, ok(x).status]).toEqual([3, 3, 'confirmed']);
    expect(await stock(a.skuId, a.warehouseId)).toEqual({ on_hand: before!.on_hand - 5, locked: before!.locked - 5 });
    expect(await equation(a.skuId)).toBe(start);
    const shipBefore = (await stock(a.skuId, a.shipTo))?.on_hand ?? 0;

    const d = await freshReturnMaster(h.db, tenantId, { status: 'disputed', skip: 8 });
    ok(await post('dispute', { id: d.id, version: 3, items: [{ itemId: d.items[2], reason: 'Sealed box' }] }));
    const past = new Date(h.clock.now().getTime() - 1000);
    await h.db.query('UPDATE receipt_return_masters SET decide_due_at = $2 WHERE id = $1', [d.id, past]);
    const w = await freshReturnMaster(h.db, tenantId, { status: 'collecting', skip: 9 });
    await h.db.query('UPDATE receipt_return_masters SET week_ends_at = $2 WHERE id = $1', [w.id, past]);
    const seeded = await h.db.query<{ id: string; status: string; version: number }>(`SELECT id, status, version FROM receipt_return_masters WHERE id LIKE 'rm-harbor-%' ORDER BY id`);
    await drain();

    expect((await master(a.id)).status).toBe('done');
    expect((await stock(a.skuId, a.shipTo))!.on_hand).toBe(shipBefore + 5);
    expect(await equation(a.skuId)).toBe(start);
    expect((await master(w.id)).status).toBe('pendingConfirm');
    const decided = await compensation(d.id);
    expect(decided.items.map((i) => [i.payer, i.dispute])).toEqual([
      ['platform', 'none'],
      ['platform', 'upheld'],
      ['supplier', 'rejected'],
    ]);
    // decided an hour on: its outbound leaves then and is delivered on a later run
    expect((await master(d.id)).status).toBe('confirmed');
    await drain(2);
    expect((await master(d.id)).status).toBe('done');
    expect(await h.db.query(`SELECT id, status, version FROM receipt_return_masters WHERE id LIKE 'rm-harbor-%' ORDER BY id`)).toEqual(seeded);
    const history = await h.db.query<{ action: string; actor_name: string }>('SELECT action, actor_name FROM record_history WHERE record_id = $1 ORDER BY array_position($2::text[], from_status), action', [d.id, ['collecting', 'pendingConfirm', 'disputed', 'confirmed']]);
    expect(history.map((r) => `${r.action}:${r.actor_name === 'Platform' ? 'platform' : 'other'}`)).toEqual(['closeWeek:other', 'dispute:other', 'decide:platform', 'dispute:other', 'deliver:platform']);
  });

  it('another tenant’s masters and orders are not found and stay as they were', async () => {
    const foreign = await freshReturnMaster(h.db, h.seeded.tenantIds.pacific);
    for (const path of [`master/info/${foreign.id}`, `master/compensation/${foreign.id}`, `master/outbound/${foreign.id}`, `master/outbound-skus/${foreign.id}`, `order/info/${foreign.items[0]}`]) {
      expect((await get(path)).envelope.code, path).toBe('SYS_NOT_FOUND');
    }
    expect((await post('confirm', { id: foreign.id, version: 2 })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await post('dispute', { id: foreign.id, version: 2, items: [{ itemId: foreign.items[3], reason: 'x' }] })).envelope.code).toBe('SYS_NOT_FOUND');
    expect(await h.db.one('SELECT status, version FROM receipt_return_masters WHERE id = $1', [foreign.id])).toEqual({ status: 'pendingConfirm', version: 2 });
    const page = await h.call<{ rows: { id: string }[] }>('POST', `${P}/master/search`, { cookie, body: { conditions: {}, pageSize: 100 } });
    expect(ok(page).rows.some((r) => r.id === foreign.id)).toBe(false);
  });
});
