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
    expect(inboundStates.map((s) => s.status)).toEqual(['closed', 'confirmed', 'draft', 'received', 'rejectedAtDock', 'shipped']);
    // the platform warehouses hold at least what the seeded receipts counted good (the inventory seed stocks them too)
    const platform = await h.db.query<{ sku_id: string; on_hand: number; good: number }>(
      `SELECT s.sku_id, s.on_hand, coalesce((SELECT sum(il.received_good) FROM receipt_inbound_lines il JOIN receipt_inbounds i ON i.id = il.inbound_id JOIN receipt_requests r ON r.id = i.request_id
                                              WHERE il.sku_id = s.sku_id AND r.warehouse_id = s.warehouse_id AND i.status IN ('received', 'closed')), 0)::int AS good
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

  it('the dock: the job turns inbounds away by its rules and the supplier confirms again; confirm and reject order, the warehouse receipt, closed once settled', async () => {
    // the seed: each reason twice, the goods in transit, their requests too
    const seeded = await h.db.query<{ id: string; dock_reason: string; rq: string }>(
      `SELECT i.id, i.dock_reason, r.status AS rq FROM receipt_inbounds i JOIN receipt_requests r ON r.id = i.request_id WHERE i.tenant_id = $1 AND i.status = 'rejectedAtDock' ORDER BY r.id`,
      [tenantId],
    );
    expect(seeded.map((x) => x.dock_reason).sort()).toEqual(['RECEIPT_DOCK_CARTONS_MISMATCH', 'RECEIPT_DOCK_CARTONS_MISMATCH', 'RECEIPT_DOCK_LATE_BEYOND_GRACE', 'RECEIPT_DOCK_LATE_BEYOND_GRACE', 'RECEIPT_DOCK_NO_TRACKING_EVENT', 'RECEIPT_DOCK_NO_TRACKING_EVENT']);
    expect(new Set(seeded.map((x) => x.rq))).toEqual(new Set(['inTransit']));
    expect((await inbound(seeded[0].id)).envelope.data).toMatchObject({ status: 'rejectedAtDock', dockReason: seeded[0].dock_reason });

    // shipped and checked by the job: a tracking number without a final digit has no carrier event
    const ship = async (ib: { id: string }, trackingNo: string) => {
      const c = await actI({ id: ib.id, version: 1, action: 'confirm' });
      const t = await track({ id: ib.id, version: c.envelope.data.version, trackingNo });
      return (await actI({ id: ib.id, version: t.envelope.data.version, action: 'ship' })).envelope.data;
    };
    const a = await freshInbound(h.db, tenantId, { qty: 2 });
    const platform = await h.db.one<{ warehouse_id: string }>('SELECT warehouse_id FROM receipt_requests WHERE id = $1', [a.requestId]);
    const onShelf = (await stock(a.skuId, platform.warehouse_id))?.on_hand ?? 0;
    await ship(a, 'JD0146ABC');
    await drain();
    let ia = (await inbound(a.id)).envelope.data;
    expect(ia).toMatchObject({ status: 'rejectedAtDock', dockReason: 'RECEIPT_DOCK_NO_TRACKING_EVENT', receiptNo: null });
    expect((await stock(a.skuId, platform.warehouse_id))?.on_hand ?? 0).toBe(onShelf);
    expect((await request(a.requestId)).envelope.data.status).toBe('inTransit');
    // corrected and confirmed again: stale refused, a double submit once, then counted as shipped and closed (nothing differs)
    expect((await actI({ id: a.id, version: ia.version + 1, action: 'reconfirm' })).envelope.code).toBe('RECEIPT_INBOUND_STALE');
    ia = (await track({ id: a.id, version: ia.version, trackingNo: '1Z0000002' })).envelope.data;
    const again = await actI({ id: a.id, version: ia.version, action: 'reconfirm' });
    expect(again.envelope.data).toMatchObject({ status: 'shipped', dockReason: null, version: ia.version + 1 });
    expect((await actI({ id: a.id, version: ia.version, action: 'reconfirm' })).envelope.data.version).toBe(ia.version + 1);
    expect((await actI({ id: a.id, version: ia.version + 1, action: 'reconfirm' })).envelope.code).toBe('RECEIPT_INBOUND_STATE');
    await drain();
    ia = (await inbound(a.id)).envelope.data;
    expect(ia).toMatchObject({ status: 'closed', lines: [{ receivedGood: 2, differences: [] }] });
    expect(ia.dockAcceptedAt).not.toBeNull();
    expect((await stock(a.skuId, platform.warehouse_id))!.on_hand).toBe(onShelf + 2);
    expect((await request(a.requestId)).envelope.data.status).toBe('received');
    const steps = await h.db.query<{ action: string; actor_name: string }>(`SELECT action, actor_name FROM record_history WHERE record_kind = 'receipt.inbound' AND record_id = $1 ORDER BY seq`, [a.id]);
    expect(steps.map((x) => x.action)).toEqual(['confirm', 'ship', 'rejectOrder', 'reconfirm', 'confirmOrder', 'receive', 'close']);

    // a carton declared lighter than its units, and goods beyond the grace: turned away; the cartons are declared again
    const b = await freshInbound(h.db, tenantId, { qty: 3 });
    await h.db.query('UPDATE receipt_inbound_lines SET carton_weight_kg = 0.01 WHERE inbound_id = $1', [b.id]);
    const late = await freshInbound(h.db, tenantId, { qty: 2 });
    await h.db.query(`UPDATE receipt_requests SET deliver_by = $2::timestamptz - interval '10 days' WHERE id = $1`, [late.requestId, h.clock.now()]);
    await ship(b, '1Z0000004');
    await ship(late, '1Z0000006');
    await drain();
    expect((await inbound(late.id)).envelope.data).toMatchObject({ status: 'rejectedAtDock', dockReason: 'RECEIPT_DOCK_LATE_BEYOND_GRACE' });
    const ib = (await inbound(b.id)).envelope.data;
    expect(ib).toMatchObject({ status: 'rejectedAtDock', dockReason: 'RECEIPT_DOCK_CARTONS_MISMATCH' });
    const redeclared = (await actI({ id: b.id, version: ib.version, action: 'reconfirm' })).envelope.data;
    expect(redeclared.cartons[0].weightKg).toBeGreaterThanOrEqual(0.5);
    await drain();
    expect((await inbound(b.id)).envelope.data.status).toBe('closed');

    // the platform's calls: confirm order, then the warehouse receipt; reject order with a reason
    const c = await freshInbound(h.db, tenantId, { qty: 2 });
    const ic = await ship(c, '1Z0000003');
    const putOrder = (path: string, body: Record<string, unknown>, ck = cookie) => h.call<InboundInfo>('PUT', `${P}/inbound/${path}`, { cookie: ck, body });
    const receipt = (body: Record<string, unknown>, ck = cookie) => h.call<InboundInfo>('POST', `${P}/request/warehouse-receipt`, { cookie: ck, body });
    expect((await receipt({ inboundId: c.id, version: ic.version })).envelope.code).toBe('RECEIPT_DOCK_NOT_ACCEPTED');
    expect((await putOrder('confirm-order', { id: c.id, version: ic.version + 1 })).envelope.code).toBe('RECEIPT_INBOUND_STALE');
    const accepted = await putOrder('confirm-order', { id: c.id, version: ic.version });
    expect(accepted.envelope.data).toMatchObject({ status: 'shipped', version: ic.version + 1 });
    expect(accepted.envelope.data.dockAcceptedAt).not.toBeNull();
    expect((await putOrder('confirm-order', { id: c.id, version: ic.version })).envelope.data.version).toBe(ic.version + 1);
    expect((await putOrder('reject-order', { id: c.id, version: ic.version + 1, reason: 'RECEIPT_DOCK_CARTONS_MISMATCH' })).envelope.code).toBe('RECEIPT_INBOUND_STATE');
    const counted = await receipt({ inboundId: c.id, version: ic.version + 1 });
    // tracking ends in 3: the first line short, so a difference is open and the inbound stays received
    expect(counted.envelope.data).toMatchObject({ status: 'received', lines: [{ receivedGood: 1, differences: [{ type: 'short', qty: 1 }] }] });
    expect((await receipt({ inboundId: c.id, version: ic.version + 1 })).envelope.data.version).toBe(counted.envelope.data.version);
    // accepting its difference settles it: closed
    const diff = await h.db.one<{ id: string; version: number }>('SELECT d.id, d.version FROM receipt_differences d JOIN receipts r ON r.id = d.receipt_id WHERE r.inbound_id = $1', [c.id]);
    expect((await h.call('POST', `${P}/receipt/difference/act`, { cookie, body: { id: diff.id, version: diff.version, action: 'accept', note: '' } })).envelope.code).toBe('0');
    expect((await inbound(c.id)).envelope.data.status).toBe('closed');

    const d = await freshInbound(h.db, tenantId, { qty: 2 });
    const id = await ship(d, '1Z0000002');
    expect((await putOrder('reject-order', { id: d.id, version: id.version, reason: 'LATE' })).envelope.code).toBe('SYS_INVALID_REQUEST');
    const rejected = await putOrder('reject-order', { id: d.id, version: id.version, reason: 'RECEIPT_DOCK_CARTONS_MISMATCH' });
    expect(rejected.envelope.data).toMatchObject({ status: 'rejectedAtDock', dockReason: 'RECEIPT_DOCK_CARTONS_MISMATCH' });
    expect((await putOrder('reject-order', { id: d.id, version: id.version, reason: 'RECEIPT_DOCK_CARTONS_MISMATCH' })).envelope.data.version).toBe(rejected.envelope.data.version);
    // in Chinese, and another tenant's inbound is not found
    const zh = await freshInbound(h.db, h.seeded.tenantIds.pacific, { qty: 2 });
    const zhConfirmed = await actI({ id: zh.id, version: 1, action: 'confirm' }, cookieZh);
    const zhTracked = await track({ id: zh.id, version: zhConfirmed.envelope.data.version, trackingNo: '1Z0000002' }, cookieZh);
    const zhShipped = (await actI({ id: zh.id, version: zhTracked.envelope.data.version, action: 'ship' }, cookieZh)).envelope.data;
    expect((await receipt({ inboundId: zh.id, version: zhShipped.version }, cookieZh)).envelope.message).toMatch(/^平台仓尚未接收该入库单/);
    expect((await putOrder('reject-order', { id: zh.id, version: zhShipped.version + 1, reason: 'RECEIPT_DOCK_NO_TRACKING_EVENT' }, cookieZh)).envelope.message).toMatch(/^该入库单已被他人修改/);
    expect((await putOrder('confirm-order', { id: zh.id, version: zhShipped.version })).envelope.code).toBe('SYS_NOT_FOUND');
  });

  it('request calls: ship all by the request number once, every open quantity; the delivery types and setting one while open or acknowledged', async () => {
    const s = await stockWithAvailable(h.db, tenantId, 30, 5);
    const rq = await freshRequest(h.db, tenantId, { qty: 10, skuId: s.sku_id });
    const no = (await request(rq.id)).envelope.data.requestNo;
    const all = (requestNo: string, version: number, ck = cookie) => h.call<RequestInfo>('POST', `${P}/request/outbound-all/${encodeURIComponent(requestNo)}`, { cookie: ck, body: { version } });
    expect((await all(no, 1)).envelope.code).toBe('RECEIPT_REQUEST_STATE');
    const reserved = (await reserve({ id: rq.id, version: 1, lines: [{ lineId: rq.lineId, reserved: 6, backordered: 4, refuseReason: null }] })).envelope.data;
    // create inbound (the act) takes what is reserved; ship all the rest, the backorder too
    const one = (await actR({ id: rq.id, version: reserved.version, action: 'createInbound' })).envelope.data;
    expect(one.inbounds).toHaveLength(1);
    expect((await all(no, one.version + 1)).envelope.code).toBe('RECEIPT_REQUEST_STALE');
    const shipped = await all(no, one.version);
    expect(shipped.envelope.code, shipped.text).toBe('0');
    expect(shipped.envelope.data.inbounds).toHaveLength(2);
    expect(shipped.envelope.data.lines[0]).toMatchObject({ onInbounds: 10, open: 10 });
    expect((await all(no, one.version)).envelope.data).toMatchObject({ version: shipped.envelope.data.version, inbounds: [{}, {}] });
    expect((await all(no, shipped.envelope.data.version)).envelope.code).toBe('RECEIPT_NOTHING_TO_SHIP');
    const made = await h.db.one<{ qty: number; from_warehouse_id: string }>(
      `SELECT l.qty, i.from_warehouse_id FROM receipt_inbound_lines l JOIN receipt_inbounds i ON i.id = l.inbound_id WHERE i.request_id = $1 AND i.id <> $2`,
      [rq.id, one.inbounds[0].id],
    );
    expect(made.qty).toBe(4);
    const best = await h.db.one<{ warehouse_id: string }>(
      `SELECT s.warehouse_id FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id WHERE s.tenant_id = $1 AND s.sku_id = $2 AND w.status = 'active' AND w.type IN ('own', 'thirdParty', 'bonded', 'overseas')
        ORDER BY least(greatest(s.on_hand - s.locked - s.isolated, 0), 4) DESC, w.code LIMIT 1`,
      [tenantId, s.sku_id],
    );
    expect(made.from_warehouse_id).toBe(best.warehouse_id);
    expect((await all('RQ-NOPE', 1)).envelope.code).toBe('SYS_NOT_FOUND');
    const theirs = await freshRequest(h.db, h.seeded.tenantIds.pacific, { status: 'acknowledged' });
    const theirNo = (await h.db.one<{ request_no: string }>('SELECT request_no FROM receipt_requests WHERE id = $1', [theirs.id])).request_no;
    expect((await all(theirNo, 1)).envelope.code).toBe('SYS_NOT_FOUND');

    // delivery types, in the caller's language
    const types = await h.call<{ value: string; label: string }[]>('GET', `${P}/request/delivery-type`, { cookie });
    expect(types.envelope.data.map((x) => x.value)).toEqual(['express', 'lessThanTruckload', 'fullTruckload', 'selfDelivery']);
    expect(types.envelope.data[0].label).toBe('Express parcel');
    expect((await h.call<{ value: string; label: string }[]>('GET', `${P}/request/delivery-type`, { cookie: cookieZh })).envelope.data[3].label).toBe('自送');
    const setType = (body: Record<string, unknown>, ck = cookie) => h.call<RequestInfo>('PUT', `${P}/request/delivery-type`, { cookie: ck, body });
    const open = await freshRequest(h.db, tenantId);
    expect((await setType({ id: open.id, version: 2, deliveryType: 'fullTruckload' })).envelope.code).toBe('RECEIPT_REQUEST_STALE');
    expect((await setType({ id: open.id, version: 1, deliveryType: 'byDrone' })).envelope.code).toBe('SYS_INVALID_REQUEST');
    const set = await setType({ id: open.id, version: 1, deliveryType: 'fullTruckload' });
    expect(set.envelope.data).toMatchObject({ deliveryType: 'fullTruckload', version: 2 });
    // the record offers the same words to pick from while it may change
    expect(set.envelope.data.deliveryTypeChoices).toEqual(types.envelope.data);
    expect((await setType({ id: open.id, version: 1, deliveryType: 'fullTruckload' })).envelope.data.version).toBe(2);
    const moving = await freshRequest(h.db, tenantId, { status: 'acknowledged' });
    await h.db.query(`UPDATE receipt_requests SET status = 'inTransit' WHERE id = $1`, [moving.id]);
    const refused = await setType({ id: moving.id, version: 1, deliveryType: 'express' });
    expect([refused.envelope.code, refused.envelope.message]).toEqual(['RECEIPT_DELIVERY_TYPE_STATE', 'The request is in transit: its delivery type can only change while it is open or acknowledged. Nothing was changed.']);
    const zhRq = await freshRequest(h.db, h.seeded.tenantIds.pacific);
    await h.db.query(`UPDATE receipt_requests SET status = 'cancelled' WHERE id = $1`, [zhRq.id]);
    expect((await setType({ id: zhRq.id, version: 1, deliveryType: 'express' }, cookieZh)).envelope.message).toMatch(/^该请求当前为「已取消」，仅在待确认或已确认时可修改配送方式/);
    expect((await setType({ id: theirs.id, version: 1, deliveryType: 'express' })).envelope.code).toBe('SYS_NOT_FOUND');
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
