// Receipt requests and inbounds (src/contract/receipt, server/receipt): the seed has every state for
// each supplier tenant; a request is reserved per line (refusals named in both languages, nothing
// changed), answered with an inbound that is confirmed (stock locked), tracked and shipped (stock
// leaves), counted by the platform's job (short by the tracking number's rule, the good units on the
// platform warehouse) and its backorder shipped by a second inbound; confirm, reopen and cancel move
// the lock; every change checks the version read and a double submit answers once; delays are
// granted once and refused after; another tenant's records are not found and stay as they were.
import { describe, expect, it } from 'vitest';
import { countInbound, inboundInfoSchema, requestInfoSchema, requestStatuses, type InboundInfo, type RequestInfo } from '../../../src/contract/receipt';
import { ReceiptPlatformRunner } from '../../../server/receipt';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';
import { nextNo } from '../../../server/receipt/steps';
import { freshInbound, freshRequest, stockWithAvailable } from './make';

const P = '/api/scm-app/supplier/receipt';
let h: Harness, cookie: string, cookieZh: string, tenantId: string;
signedInHarness((s) => ({ h, cookie, cookieZh, harbor: tenantId } = s));

const request = (id: string, c = cookie) => h.call<RequestInfo>('GET', `${P}/request/info/${id}`, { cookie: c });
const inbound = (id: string, c = cookie) => h.call<InboundInfo>('GET', `${P}/inbound/info/${id}`, { cookie: c });
const reserve = (body: Record<string, unknown>, c = cookie) => h.call<RequestInfo>('POST', `${P}/request/reserve`, { cookie: c, body });
const actR = (body: Record<string, unknown>, c = cookie) => h.call<RequestInfo>('POST', `${P}/request/act`, { cookie: c, body: { note: '', ...body } });
const actI = (body: Record<string, unknown>, c = cookie) => h.call<InboundInfo>('POST', `${P}/inbound/act`, { cookie: c, body: { note: '', ...body } });
const track = (body: Record<string, unknown>, c = cookie) => h.call<InboundInfo>('POST', `${P}/inbound/tracking`, { cookie: c, body: { carrierCode: 'DHL', shipDate: '2026-03-02', ...body } });
const stock = (skuId: string, warehouseId: string) =>
  h.db.maybe<{ on_hand: number; locked: number; isolated: number }>('SELECT on_hand, locked, isolated FROM inventory_stock WHERE sku_id = $1 AND warehouse_id = $2', [skuId, warehouseId]);
const job = () => new ReceiptPlatformRunner({ db: h.db, now: () => new Date(h.clock.now().getTime() + 3_600_000), log: () => {} });
async function drain() {
  const runner = job();
  while (await runner.runOnce());
}

describe('receipt requests and inbounds', () => {
  it('are seeded in every state, listed by status and read with lines, windows and inbounds', async () => {
    const states = await h.db.query<{ status: string }>('SELECT DISTINCT status FROM receipt_requests WHERE tenant_id = $1 ORDER BY 1', [tenantId]);
    expect(states.map((s) => s.status)).toEqual([...requestStatuses].sort());
    const inboundStates = await h.db.query<{ status: string }>('SELECT DISTINCT status FROM receipt_inbounds WHERE tenant_id = $1 ORDER BY 1', [tenantId]);
    expect(inboundStates.map((s) => s.status)).toEqual(['confirmed', 'draft', 'received', 'shipped']);
    // the platform warehouses hold at least what the seeded receipts counted good (the inventory seed stocks them too)
    const platform = await h.db.query<{ sku_id: string; on_hand: number; good: number }>(
      `SELECT s.sku_id, s.on_hand, coalesce((SELECT sum(il.received_good) FROM receipt_inbound_lines il JOIN receipt_inbounds i ON i.id = il.inbound_id JOIN receipt_requests r ON r.id = i.request_id
                                              WHERE il.sku_id = s.sku_id AND r.warehouse_id = s.warehouse_id AND i.status = 'received'), 0)::int AS good
         FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id WHERE s.tenant_id = $1 AND w.type = 'platform'`,
      [tenantId],
    );
    expect(platform.length).toBeGreaterThan(0);
    expect(platform.some((p) => p.good > 0)).toBe(true);
    for (const p of platform) expect(p.on_hand).toBeGreaterThanOrEqual(p.good);

    const list = await h.call<{ rows: { id: string; status: string; openQty: number }[] }>('POST', `${P}/request/search`, { cookie, body: { conditions: { status: 'partReceived' }, pageSize: 50 } });
    expect(list.envelope.code, list.text).toBe('0');
    expect(list.envelope.data.rows.length).toBeGreaterThan(0);
    expect(list.envelope.data.rows.every((r) => r.status === 'partReceived' && r.openQty > 0)).toBe(true);
    const one = await request(list.envelope.data.rows[0].id);
    const r = requestInfoSchema.parse(one.envelope.data);
    expect(r.lines.every((l) => l.backordered === 3 && l.open === 3)).toBe(true);
    expect(r.toShip).toBe(r.lines.length);
    expect(new Date(r.ackClosesAt).getTime()).toBeGreaterThan(new Date(r.ackOpensAt).getTime());
    const received = r.inbounds.find((i) => i.status === 'received');
    const counted = inboundInfoSchema.parse((await inbound(received!.id)).envelope.data);
    expect(counted.lines[0].differences).toEqual([{ type: 'short', qty: 1 }]);
    const ibList = await h.call<{ rows: { differences: number; status: string }[] }>('POST', `${P}/inbound/search`, { cookie, body: { conditions: { status: 'received' }, pageSize: 100 } });
    expect(ibList.envelope.data.rows.some((x) => x.differences > 0)).toBe(true);
  });

  it('reserve: per line, refused in both languages when over the request or a refused rest has no reason; once, with the version read', async () => {
    const rq = await freshRequest(h.db, tenantId, { qty: 10 });
    const over = await reserve({ id: rq.id, version: 1, lines: [{ lineId: rq.lineId, reserved: 8, backordered: 3, refuseReason: null }] });
    expect(over.envelope.code).toBe('RECEIPT_RESERVE_INVALID');
    expect(over.envelope.message).toBe('Line 1: what is sent and backordered may not exceed the request, and a refused rest needs a reason. Nothing was changed.');
    const zh = await freshRequest(h.db, h.seeded.tenantIds.pacific, { qty: 10 });
    const noReason = await reserve({ id: zh.id, version: 1, lines: [{ lineId: zh.lineId, reserved: 6, backordered: 0, refuseReason: null }] }, cookieZh);
    expect(noReason.envelope.message).toBe('第 1 行：发货与欠交数量之和不得超过请求数量，拒绝的部分须选择原因。未做任何更改。');
    expect((await h.db.one<{ status: string; version: number }>('SELECT status, version FROM receipt_requests WHERE id = $1', [rq.id])).version).toBe(1);
    expect((await reserve({ id: rq.id, version: 2, lines: [{ lineId: rq.lineId, reserved: 10, backordered: 0, refuseReason: null }] })).envelope.code).toBe('RECEIPT_REQUEST_STALE');

    const body = { id: rq.id, version: 1, lines: [{ lineId: rq.lineId, reserved: 6, backordered: 2, refuseReason: 'OUT_OF_STOCK' }] };
    const ok = await reserve(body);
    expect(ok.envelope.code, ok.text).toBe('0');
    expect(ok.envelope.data).toMatchObject({ status: 'acknowledged', version: 2, toShip: 1 });
    expect(ok.envelope.data.lines[0]).toMatchObject({ requested: 10, reserved: 6, backordered: 2, refused: 2, refuseReason: 'OUT_OF_STOCK', open: 8 });
    const again = await reserve(body);
    expect(again.envelope.data).toMatchObject({ status: 'acknowledged', version: 2 });
    const state = await reserve({ ...body, version: 2 });
    expect(state.envelope.code).toBe('RECEIPT_REQUEST_STATE');
    const history = await h.db.query("SELECT action, to_status FROM record_history WHERE record_kind = 'receipt.request' AND record_id = $1", [rq.id]);
    expect(history).toEqual([{ action: 'reserve', to_status: 'acknowledged' }]);
  });

  it('answered with an inbound: confirm locks, tracking then ship takes the stock out, the job counts it short, the backorder ships next', async () => {
    const s = await stockWithAvailable(h.db, tenantId, 40, 3);
    const rq = await freshRequest(h.db, tenantId, { qty: 12, skuId: s.sku_id });
    expect((await reserve({ id: rq.id, version: 1, lines: [{ lineId: rq.lineId, reserved: 8, backordered: 4, refuseReason: null }] })).envelope.code).toBe('0');
    const created = await actR({ id: rq.id, version: 2, action: 'createInbound' });
    expect(created.envelope.code, created.text).toBe('0');
    expect(created.envelope.data).toMatchObject({ version: 3, toShip: 1 });
    // a double submit creates one inbound
    expect((await actR({ id: rq.id, version: 2, action: 'createInbound' })).envelope.data.inbounds).toHaveLength(1);
    const ibId = created.envelope.data.inbounds[0].id;
    let ib = (await inbound(ibId)).envelope.data;
    expect(ib).toMatchObject({ status: 'draft', lines: [{ qty: 8 }], cartons: [{ qty: 8 }] });
    const from = await h.db.one<{ from_warehouse_id: string }>('SELECT from_warehouse_id FROM receipt_inbounds WHERE id = $1', [ibId]);
    const before = (await stock(s.sku_id, from.from_warehouse_id))!;

    expect((await actI({ id: ibId, version: ib.version + 1, action: 'confirm' })).envelope.code).toBe('RECEIPT_INBOUND_STALE');
    const confirmed = await actI({ id: ibId, version: ib.version, action: 'confirm' });
    expect(confirmed.envelope.data.status).toBe('confirmed');
    expect((await actI({ id: ibId, version: ib.version, action: 'confirm' })).envelope.data.version).toBe(confirmed.envelope.data.version);
    expect(await stock(s.sku_id, from.from_warehouse_id)).toEqual({ ...before, locked: before.locked + 8 });
    ib = confirmed.envelope.data;
    // shipping needs the tracking; the carrier must be the tenant's
    const noTracking = await actI({ id: ibId, version: ib.version, action: 'ship' });
    if (ib.trackingNo === '') expect(noTracking.envelope.code).toBe('RECEIPT_TRACKING_MISSING');
    expect((await track({ id: ibId, version: ib.version, carrierCode: 'NOPE', trackingNo: '1Z0000001' })).envelope.code).toBe('RECEIPT_CARRIER_UNKNOWN');
    expect((await track({ id: ibId, version: ib.version, trackingNo: 'x' })).envelope.code).toBe('SYS_INVALID_REQUEST');
    const tracked = await track({ id: ibId, version: ib.version, trackingNo: '1Z0000001' });
    expect(tracked.envelope.data).toMatchObject({ carrierCode: 'DHL', trackingNo: '1Z0000001', shipDate: '2026-03-02' });
    const shipped = await actI({ id: ibId, version: tracked.envelope.data.version, action: 'ship' });
    expect(shipped.envelope.data.status).toBe('shipped');
    expect(await stock(s.sku_id, from.from_warehouse_id)).toEqual({ ...before, on_hand: before.on_hand - 8 });
    expect((await request(rq.id)).envelope.data.status).toBe('inTransit');
    const noCancel = await actR({ id: rq.id, version: (await request(rq.id)).envelope.data.version, action: 'cancel', note: 'Too late' });
    expect(noCancel.envelope.code).toBe('RECEIPT_REQUEST_SHIPPED');

    await drain();
    const counted = (await inbound(ibId)).envelope.data;
    expect(counted.status).toBe('received');
    expect(counted.receiptNo).toMatch(/^WR\d{9}$/);
    expect(countInbound('1Z0000001', [8])).toEqual([{ shipped: 8, good: 7, damaged: 0 }]);
    expect(counted.lines[0]).toMatchObject({ qty: 8, receivedGood: 7, receivedDamaged: 0, differences: [{ type: 'short', qty: 1 }] });
    const platform = await h.db.one<{ warehouse_id: string }>('SELECT warehouse_id FROM receipt_requests WHERE id = $1', [rq.id]);
    expect((await stock(s.sku_id, platform.warehouse_id))?.on_hand).toBeGreaterThanOrEqual(7);
    const after = (await request(rq.id)).envelope.data;
    expect(after).toMatchObject({ status: 'partReceived', toShip: 1 });
    expect(after.lines[0]).toMatchObject({ shipped: 8, received: 7, open: 4 });
    const second = await actR({ id: rq.id, version: after.version, action: 'createInbound' });
    const backorder = second.envelope.data.inbounds.find((i) => i.id !== ibId)!;
    expect((await inbound(backorder.id)).envelope.data.lines[0].qty).toBe(4);
  });

  it('reopen and cancel release the lock; a confirm over the available is refused naming the sku, locking nothing', async () => {
    const ib = await freshInbound(h.db, tenantId, { qty: 3 });
    const before = (await stock(ib.skuId, ib.warehouseId))!;
    const c1 = await actI({ id: ib.id, version: 1, action: 'confirm' });
    expect((await stock(ib.skuId, ib.warehouseId))!.locked).toBe(before.locked + 3);
    const reopened = await actI({ id: ib.id, version: c1.envelope.data.version, action: 'reopen' });
    expect(reopened.envelope.data.status).toBe('draft');
    expect(await stock(ib.skuId, ib.warehouseId)).toEqual(before);
    const c2 = await actI({ id: ib.id, version: reopened.envelope.data.version, action: 'confirm' });
    expect((await actI({ id: ib.id, version: c2.envelope.data.version, action: 'cancel', note: ' ' })).envelope.code).toBe('SYS_INVALID_REQUEST');
    const cancelled = await actI({ id: ib.id, version: c2.envelope.data.version, action: 'cancel', note: 'Wrong warehouse' });
    expect(cancelled.envelope.data).toMatchObject({ status: 'cancelled', cancelReason: 'Wrong warehouse' });
    expect(await stock(ib.skuId, ib.warehouseId)).toEqual(before);

    const big = await freshInbound(h.db, tenantId, { qty: 2 });
    const row = (await stock(big.skuId, big.warehouseId))!;
    await h.db.query('UPDATE receipt_inbound_lines SET qty = $2 WHERE inbound_id = $1', [big.id, row.on_hand - row.locked - row.isolated + 1]);
    const short = await actI({ id: big.id, version: 1, action: 'confirm' });
    expect(short.envelope.code).toBe('RECEIPT_STOCK_SHORT');
    expect(short.envelope.message).toContain('Not enough available stock to confirm inbound');
    expect(await stock(big.skuId, big.warehouseId)).toEqual(row);
    expect((await h.db.one<{ status: string }>('SELECT status FROM receipt_inbounds WHERE id = $1', [big.id])).status).toBe('draft');
    const zh = await freshInbound(h.db, h.seeded.tenantIds.pacific, { qty: 2 });
    await h.db.query('UPDATE receipt_inbound_lines SET qty = 999999 WHERE inbound_id = $1', [zh.id]);
    expect((await actI({ id: zh.id, version: 1, action: 'confirm' }, cookieZh)).envelope.message).toMatch(/^可用库存不足，入库单 IBT/);
  });

  it('a delay is granted once and refused after; a cancel needs a reason and cancels the open inbounds', async () => {
    const rq = await freshRequest(h.db, tenantId, { status: 'acknowledged', qty: 4 });
    const deliverBy = (await request(rq.id)).envelope.data.deliverBy;
    expect((await actR({ id: rq.id, version: 1, action: 'applyDelay', note: '' })).envelope.code).toBe('SYS_INVALID_REQUEST');
    const asked = await actR({ id: rq.id, version: 1, action: 'applyDelay', note: 'Factory holiday' });
    expect(asked.envelope.data).toMatchObject({ status: 'delayRequested', delayReason: 'Factory holiday' });
    await drain();
    const granted = (await request(rq.id)).envelope.data;
    expect(granted).toMatchObject({ status: 'acknowledged', delayDecision: 'granted', delays: 1 });
    expect(new Date(granted.deliverBy).getTime() - new Date(deliverBy).getTime()).toBe(7 * 86_400_000);
    await actR({ id: rq.id, version: granted.version, action: 'applyDelay', note: 'Again' });
    await drain();
    const refused = (await request(rq.id)).envelope.data;
    expect(refused).toMatchObject({ status: 'acknowledged', delayDecision: 'refused', delays: 2, deliverBy: granted.deliverBy });

    const withInbound = await actR({ id: rq.id, version: refused.version, action: 'createInbound' });
    const ibId = withInbound.envelope.data.inbounds[0].id;
    const c = await actI({ id: ibId, version: 1, action: 'confirm' });
    expect(c.envelope.data.status).toBe('confirmed');
    const locked = await h.db.one<{ locked: number }>('SELECT s.locked FROM inventory_stock s JOIN receipt_inbounds i ON i.from_warehouse_id = s.warehouse_id WHERE i.id = $1 AND s.sku_id = $2', [ibId, rq.skuId]);
    const cancelled = await actR({ id: rq.id, version: withInbound.envelope.data.version, action: 'cancel', note: 'Season over' });
    expect(cancelled.envelope.data).toMatchObject({ status: 'cancelled', cancelReason: 'Season over', inbounds: [{ status: 'cancelled' }] });
    expect((await h.db.one<{ locked: number }>('SELECT s.locked FROM inventory_stock s JOIN receipt_inbounds i ON i.from_warehouse_id = s.warehouse_id WHERE i.id = $1 AND s.sku_id = $2', [ibId, rq.skuId])).locked).toBe(locked.locked - 4);
  });

  it('another tenant’s request and inbound are not found and stay as they were', async () => {
    const other = h.seeded.tenantIds.pacific;
    const rq = await freshRequest(h.db, other);
    const ib = await freshInbound(h.db, other);
    expect((await request(rq.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await inbound(ib.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await actR({ id: rq.id, version: 1, action: 'cancel', note: 'x' })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await actI({ id: ib.id, version: 1, action: 'confirm' })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await track({ id: ib.id, version: 1, trackingNo: '1Z0000002' })).envelope.code).toBe('SYS_NOT_FOUND');
    const rows = await h.db.query<{ status: string; version: number }>('SELECT status, version FROM receipt_requests WHERE id = $1 UNION ALL SELECT status, version FROM receipt_inbounds WHERE id = $2', [rq.id, ib.id]);
    expect(rows).toEqual([
      { status: 'open', version: 1 },
      { status: 'draft', version: 1 },
    ]);
  });

  it('numbers a day one past its highest number, so a seeded number is never handed out again', async () => {
    const day = new Date('2031-05-04T10:00:00Z');
    expect(await nextNo(h.db, tenantId, 'RQ', day)).toBe('RQ310504001');
    const seeded = await h.db.one<{ id: string }>('SELECT id FROM receipt_requests WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId]);
    const was = await h.db.one<{ request_no: string }>('SELECT request_no FROM receipt_requests WHERE id = $1', [seeded.id]);
    await h.db.query('UPDATE receipt_requests SET request_no = $2 WHERE id = $1', [seeded.id, 'RQ310504117']);
    try {
      // a count would give 002; the day's only number is 117
      expect(await nextNo(h.db, tenantId, 'RQ', day)).toBe('RQ310504118');
    } finally {
      await h.db.query('UPDATE receipt_requests SET request_no = $2 WHERE id = $1', [seeded.id, was.request_no]);
    }
  });
});
