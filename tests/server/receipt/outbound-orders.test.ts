// Outbound orders (src/contract/receipt/outbound-order.ts, server/receipt/outbound-*.ts): the seed has
// every state for each supplier tenant; a draft is made and edited (header, skus from what the
// platform warehouse has available; refusals named in both languages, nothing changed); submit
// locks each line, is refused per sku over the available (nothing locked) and answers a double
// submit once; cancel releases the lock; the platform's job confirms (stock leaves), delivers to the
// ship-to warehouse, scraps a scrap order and rejects under the minimum or a duplicate (lock
// released); the stock equation holds through all of it; another tenant's orders are not found.
import { describe, expect, it } from 'vitest';
import { outboundOrderInfoSchema, outboundOrderOptionsSchema, outboundOrderStatuses, type AvailableSku, type OutboundOrderInfo } from '../../../src/contract/receipt';
import { ReceiptPlatformRunner } from '../../../server/receipt';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';
import { freshOutboundOrder, ownWarehouse, platformStock } from './outbound-make';

const P = '/api/scm-app/supplier/receipt/outbound-order';
let h: Harness, cookie: string, cookieZh: string, tenantId: string;
signedInHarness((s) => ({ h, cookie, cookieZh, harbor: tenantId } = s));

const post = (path: string, body: Record<string, unknown>, c = cookie) => h.call<OutboundOrderInfo>('POST', `${P}/${path}`, { cookie: c, body });
const info = (id: string, c = cookie) => h.call<OutboundOrderInfo>('GET', `${P}/info/${id}`, { cookie: c });
const skus = (id: string) => h.call<{ items: AvailableSku[] }>('GET', `${P}/sku-list/${id}`, { cookie });
const stock = (skuId: string, warehouseId: string) =>
  h.db.maybe<{ on_hand: number; locked: number; isolated: number }>('SELECT on_hand, locked, isolated FROM inventory_stock WHERE sku_id = $1 AND warehouse_id = $2', [skuId, warehouseId]);
/** Σ on hand over every warehouse + in transit back (confirmed lines) + written off (scrapped lines): constant for a sku. */
const equation = async (skuId: string) =>
  (
    await h.db.one<{ v: number }>(
      `SELECT ((SELECT coalesce(sum(on_hand), 0) FROM inventory_stock WHERE tenant_id = $1 AND sku_id = $2)
             + (SELECT coalesce(sum(l.qty), 0) FROM receipt_outbound_order_lines l JOIN receipt_outbound_orders o ON o.id = l.order_id WHERE o.tenant_id = $1 AND l.sku_id = $2 AND o.status IN ('confirmed', 'scrapped')))::int AS v`,
      [tenantId, skuId],
    )
  ).v;
async function drain(hours: number) {
  const runner = new ReceiptPlatformRunner({ db: h.db, now: () => new Date(h.clock.now().getTime() + hours * 3_600_000), log: () => {} });
  while (await runner.runOnce());
}
const ok = (r: { envelope: { code: string; data: OutboundOrderInfo }; text: string }) => {
  expect(r.envelope.code, r.text).toBe('0');
  return outboundOrderInfoSchema.parse(r.envelope.data);
};

describe('outbound orders', () => {
  it('are seeded in every state through the stock steps, listed by status and read with their lines', async () => {
    const states = await h.db.query<{ status: string }>('SELECT DISTINCT status FROM receipt_outbound_orders WHERE tenant_id = $1 ORDER BY 1', [tenantId]);
    expect(states.map((s) => s.status)).toEqual([...outboundOrderStatuses].sort());
    // a seeded submitted order holds its lock: the platform rows' locked cover the submitted lines
    const held = await h.db.query<{ locked: number; held: number }>(
      `SELECT s.locked, (SELECT sum(l.qty) FROM receipt_outbound_order_lines l JOIN receipt_outbound_orders o ON o.id = l.order_id WHERE o.status = 'submitted' AND l.sku_id = s.sku_id AND o.warehouse_id = s.warehouse_id)::int AS held
         FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id WHERE s.tenant_id = $1 AND w.type = 'platform'`,
      [tenantId],
    );
    expect(held.some((r) => r.held > 0)).toBe(true);
    for (const r of held) expect(r.locked).toBeGreaterThanOrEqual(r.held ?? 0);
    const list = await h.call<{ rows: { id: string; status: string; qty: number }[] }>('POST', `${P}/search`, { cookie, body: { conditions: { status: 'rejected' }, pageSize: 50 } });
    expect(list.envelope.code, list.text).toBe('0');
    expect(list.envelope.data.rows.length).toBeGreaterThan(0);
    expect(list.envelope.data.rows.every((r) => r.status === 'rejected' && r.qty > 0)).toBe(true);
    const rejected = ok(await info(list.envelope.data.rows[0].id));
    expect(rejected.rejectReason).toBe('UNDER_MIN_QTY');
    const history = await h.db.query<{ actor_name: string; action: string }>('SELECT actor_name, action FROM record_history WHERE record_id = $1 ORDER BY at', [rejected.id]);
    expect(history.map((x) => x.action)).toEqual(['submit', 'reject']);
    expect(history[1].actor_name).toBe('Platform');
  });

  it('a draft is made and edited within the warehouse’s skus, submitted once with its lock, refused over the available in both languages, and cancelled', async () => {
    const options = outboundOrderOptionsSchema.parse((await h.call('GET', `${P}/options`, { cookie })).envelope.data);
    const row = await platformStock(h.db, tenantId, 20, 3);
    expect(options.warehouses.map((w) => w.id)).toContain(row.warehouse_id);
    const shipTo = await ownWarehouse(h.db, tenantId);
    expect(options.shipTos.map((w) => w.id)).toContain(shipTo);
    // a return needs a ship-to (the schema); a warehouse that is not the tenant's platform one is refused
    expect((await post('create', { warehouseId: row.warehouse_id, purpose: 'return', shipToId: null })).status).toBe(400);
    expect((await post('create', { warehouseId: shipTo, purpose: 'scrap', shipToId: null })).envelope.code).toBe('RECEIPT_OUTBOUND_WAREHOUSE');
    const draft = ok(await post('create', { warehouseId: row.warehouse_id, purpose: 'return', shipToId: shipTo }));
    expect(draft).toMatchObject({ status: 'draft', purpose: 'return', shipToId: shipTo, lines: [], version: 1 });
    expect(draft.orderNo).toMatch(/^OO\d{9}$/);
    // the picker offers only skus available there; another sku is refused by code
    const offered = (await skus(draft.id)).envelope.data.items;
    expect(offered.find((k) => k.skuId === row.sku_id)?.available).toBe(row.on_hand - row.locked - row.isolated);
    expect(offered.every((k) => k.available > 0)).toBe(true);
    const unstocked = await h.db.one<{ id: string; sku: string }>(
      'SELECT k.id, k.sku FROM skus k WHERE k.tenant_id = $1 AND NOT EXISTS (SELECT 1 FROM inventory_stock s WHERE s.sku_id = k.id AND s.warehouse_id = $2 AND s.on_hand - s.locked - s.isolated > 0) ORDER BY k.id LIMIT 1',
      [tenantId, row.warehouse_id],
    );
    const notThere = await post('update-skus', { id: draft.id, version: 1, lines: [{ skuId: unstocked.id, qty: 5 }] });
    expect([notThere.envelope.code, notThere.envelope.message.includes(unstocked.sku)]).toEqual(['RECEIPT_OUTBOUND_SKU', true]);
    const other = offered.find((k) => k.skuId !== row.sku_id)!;
    const two = ok(await post('update-skus', { id: draft.id, version: 1, lines: [{ skuId: row.sku_id, qty: 6 }, { skuId: other.skuId, qty: 1 }] }));
    expect([two.version, two.lines.length, two.qty]).toEqual([2, 2, 7]);
    expect((await post('update-skus', { id: draft.id, version: 1, lines: [{ skuId: row.sku_id, qty: 7 }] })).envelope.code).toBe('RECEIPT_OUTBOUND_ORDER_STALE');
    const one = ok(await post('remove-skus', { id: draft.id, version: 2, skuIds: [other.skuId] }));
    expect(one.lines.map((l) => [l.skuId, l.qty])).toEqual([[row.sku_id, 6]]);
    // over the available: refused by sku, nothing locked, still a draft
    const available = row.on_hand - row.locked - row.isolated;
    ok(await post('update-skus', { id: draft.id, version: 3, lines: [{ skuId: row.sku_id, qty: available + 1 }] }));
    const over = await post('submit', { id: draft.id, version: 4 });
    expect(over.envelope.code).toBe('RECEIPT_OUTBOUND_OVER_AVAILABLE');
    expect(over.envelope.message).toContain(`${row.sku} @ `);
    expect(over.envelope.message).toContain(`${available + 1} > ${available}`);
    expect(await stock(row.sku_id, row.warehouse_id)).toEqual({ on_hand: row.on_hand, locked: row.locked, isolated: row.isolated });
    expect(ok(await info(draft.id))).toMatchObject({ status: 'draft', version: 4 });
    const zh = await freshOutboundOrder(h.db, h.seeded.tenantIds.pacific, { qty: 999_999, stock: await platformStock(h.db, h.seeded.tenantIds.pacific, 1) });
    const overZh = await post('submit', { id: zh.id, version: 1 }, cookieZh);
    expect([overZh.envelope.code, overZh.envelope.message]).toEqual(['RECEIPT_OUTBOUND_OVER_AVAILABLE', expect.stringMatching(/^超出平台仓可用库存，出库申请单 OOT/)]);
    const emptyZh = await freshOutboundOrder(h.db, h.seeded.tenantIds.pacific);
    ok(await post('clear-skus', { id: emptyZh.id, version: 1 }, cookieZh));
    expect((await post('submit', { id: emptyZh.id, version: 2 }, cookieZh)).envelope.message).toBe('提交前请至少添加一个商品。未做任何更改。');
    // within the available: locked once, a double submit answers the same order
    ok(await post('update-skus', { id: draft.id, version: 4, lines: [{ skuId: row.sku_id, qty: 6 }] }));
    const before = await equation(row.sku_id);
    const [a, b] = await Promise.all([post('submit', { id: draft.id, version: 5 }), post('submit', { id: draft.id, version: 5 })]);
    expect([ok(a).status, ok(b).status, ok(b).version]).toEqual(['submitted', 'submitted', 6]);
    expect(await stock(row.sku_id, row.warehouse_id)).toEqual({ on_hand: row.on_hand, locked: row.locked + 6, isolated: row.isolated });
    // a submitted order is no longer edited; cancelling it releases the lock
    expect((await post('update-skus', { id: draft.id, version: 6, lines: [{ skuId: row.sku_id, qty: 5 }] })).envelope.code).toBe('RECEIPT_OUTBOUND_ORDER_STATE');
    expect((await h.call('PUT', `${P}/cancel`, { cookie, body: { id: draft.id, version: 6, note: ' ' } })).status).toBe(400);
    const cancelled = ok(await h.call<OutboundOrderInfo>('PUT', `${P}/cancel`, { cookie, body: { id: draft.id, version: 6, note: 'Sold on the platform after all' } }));
    expect([cancelled.status, cancelled.cancelReason]).toEqual(['cancelled', 'Sold on the platform after all']);
    expect(await stock(row.sku_id, row.warehouse_id)).toEqual({ on_hand: row.on_hand, locked: row.locked, isolated: row.isolated });
    expect(await equation(row.sku_id)).toBe(before);
  });

  it('the platform’s job confirms (stock leaves), delivers a return, scraps a scrap order and rejects under the minimum or a duplicate', async () => {
    const row = await platformStock(h.db, tenantId, 40, 5);
    const shipTo = await ownWarehouse(h.db, tenantId);
    const shelfBefore = (await stock(row.sku_id, shipTo))?.on_hand ?? 0;
    const before = await equation(row.sku_id);
    const make = async (qty: number, purpose: 'return' | 'scrap') => {
      const d = ok(await post('create', { warehouseId: row.warehouse_id, purpose: 'return', shipToId: shipTo }));
      // the scrap order holds a second sku too: the same skus as the return would be its duplicate
      const second = purpose === 'scrap' ? (await skus(d.id)).envelope.data.items.find((k) => k.skuId !== row.sku_id && k.available >= 5) : undefined;
      ok(await post('update-skus', { id: d.id, version: 1, lines: [{ skuId: row.sku_id, qty }, ...(second ? [{ skuId: second.skuId, qty: 5 }] : [])] }));
      let v = 2;
      if (purpose === 'scrap') {
        const s = ok(await post('to-scrap', { id: d.id, version: v }));
        expect([s.purpose, s.shipToId, s.scrapFee]).toEqual(['scrap', null, (qty + 5) * 0.5]);
        v++;
      }
      ok(await post('submit', { id: d.id, version: v }));
      return d.id;
    };
    const back = await make(6, 'return');
    const duplicate = await make(7, 'return');
    const scrap = await make(5, 'scrap');
    const few = await make(3, 'return');
    expect((await stock(row.sku_id, row.warehouse_id))?.locked).toBe(row.locked + 21);
    await drain(1);
    const decided = await Promise.all([back, duplicate, scrap, few].map(async (id) => ok(await info(id))));
    expect(decided.map((d) => [d.status, d.rejectReason])).toEqual([
      ['confirmed', null],
      ['rejected', 'DUPLICATE_ORDER'],
      ['confirmed', null],
      ['rejected', 'UNDER_MIN_QTY'],
    ]);
    // confirmed: 11 left the platform warehouse (in transit or to be scrapped); the rejected locks released
    expect(await stock(row.sku_id, row.warehouse_id)).toEqual({ on_hand: row.on_hand - 11, locked: row.locked, isolated: row.isolated });
    expect(await equation(row.sku_id)).toBe(before);
    await drain(2);
    expect((await Promise.all([back, scrap].map(async (id) => ok(await info(id))))).map((d) => d.status)).toEqual(['delivered', 'scrapped']);
    expect((await stock(row.sku_id, shipTo))?.on_hand).toBe(shelfBefore + 6);
    expect(await equation(row.sku_id)).toBe(before);
    const history = await h.db.query<{ action: string; actor_name: string }>('SELECT action, actor_name FROM record_history WHERE record_id = $1 ORDER BY at', [back]);
    expect(history.map((x) => `${x.action}:${x.actor_name === 'Platform' ? 'platform' : 'supplier'}`)).toEqual(['submit:supplier', 'confirm:platform', 'deliver:platform']);
  });

  it('another tenant’s orders are not found and stay as they were', async () => {
    const foreign = await freshOutboundOrder(h.db, h.seeded.tenantIds.pacific);
    expect((await info(foreign.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await skus(foreign.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await post('submit', { id: foreign.id, version: 1 })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await post('clear-skus', { id: foreign.id, version: 1 })).envelope.code).toBe('SYS_NOT_FOUND');
    expect(await h.db.one('SELECT status, version FROM receipt_outbound_orders WHERE id = $1', [foreign.id])).toEqual({ status: 'draft', version: 1 });
  });
});
