// Orders move inventory stock (server/order/stock.ts; docs/domain/orders.md, "Stock"):
// the seed holds the open orders' locks; a push locks what the warehouse has (short: abnormal,
// partly locked); part ship and ship lower on hand and locked; part cancel, an approved cancel
// request and batch cancel release the lock; the shipment upload moves stock like a part ship;
// a shipment the warehouse cannot cover is refused (ORDER_STOCK_SHORT, both languages) and
// changes nothing; a repeated call moves stock once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRecordSchema, importRowSchema, pageSchema, type ImportRecord } from '../../../src/contract';
import '../../../server/jobs/exceljs-compat';
import { ImportRunner } from '../../../server/imports/runner';
import { createHarness, type Harness } from '../harness';
import { freePairs, lockViolations, pushedOrder, setStock, stockOf } from './stock-helpers';
import { pickOrder } from './fixtures';

const P = '/api/scm-app/supplier/order';
let h: Harness;
let cookie: string;
let zhCookie: string;
let tenantId: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  zhCookie = await h.signIn('supplier2');
  tenantId = h.seeded.tenantIds.harbor;
}, 120_000);
afterAll(() => h?.close());

interface LineStock {
  id: string;
  sku_id: string;
  warehouse_id: string;
  open: number;
  locked_qty: number;
  on_hand: number;
  locked: number;
  isolated: number;
}

/** Each line of an order with its open quantity, its lock and its stock row. */
async function linesOf(orderId: string): Promise<LineStock[]> {
  return h.db.query<LineStock>(
    `SELECT l.id, l.sku_id, o.warehouse_id, (l.qty - l.shipped_qty - l.cancelled_qty)::int AS open, l.locked_qty, s.on_hand, s.locked, s.isolated
       FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN inventory_stock s ON s.sku_id = l.sku_id AND s.warehouse_id = o.warehouse_id
      WHERE l.order_id = $1 ORDER BY l.line_no`,
    [orderId],
  );
}

/** Everything a refused call must leave as it was: the order, its lines with their locks, their stock rows. */
async function snapshot(orderId: string): Promise<string> {
  const order = await h.db.one('SELECT status, version, abnormal FROM orders WHERE id = $1', [orderId]);
  const lines = await h.db.query(
    `SELECT l.id, l.shipped_qty, l.cancelled_qty, l.locked_qty, s.on_hand, s.locked, s.isolated FROM order_lines l JOIN orders o ON o.id = l.order_id
       LEFT JOIN inventory_stock s ON s.sku_id = l.sku_id AND s.warehouse_id = o.warehouse_id WHERE l.order_id = $1 ORDER BY l.line_no`,
    [orderId],
  );
  const shipments = await h.db.one('SELECT count(*)::int AS n FROM order_shipments WHERE order_id = $1', [orderId]);
  return JSON.stringify({ order, lines, shipments });
}

const version = async (id: string) => (await h.db.one<{ version: number }>('SELECT version FROM orders WHERE id = $1', [id])).version;
const post = <T>(path: string, body: unknown, who = cookie) => h.call<T>('POST', `${P}${path}`, { cookie: who, body });
const shipBody = (id: string, v: number, lines: { lineId: string; qty: number }[]) => ({ id, version: v, carrierCode: 'DHL', trackingNo: 'JD0146000077777', lines });

/** A requested cancel request on the order (the platform's), as the seed writes them. */
async function cancelRequest(orderId: string): Promise<{ id: string; version: number }> {
  const id = `cr-stock-${orderId}`;
  await h.db.query(
    `INSERT INTO order_requests (id, tenant_id, kind, request_no, order_id, status, reason, requested_at, decision_deadline, updated_at)
     VALUES ($1, $2, 'cancel', $3, $4, 'requested', 'Ordered by mistake', $5, $5::timestamptz + interval '48 hours', $5)`,
    [id, tenantId, `CRS${orderId.slice(-10)}`, orderId, h.clock.now()],
  );
  return { id, version: 1 };
}

describe('seed', () => {
  it('open orders hold their open quantities locked; stock rows cover them; locked + isolated <= on hand', async () => {
    expect(await lockViolations(h.db)).toEqual([]);
    const open = await h.db.one<{ short: number; lines: number }>(
      `SELECT count(*) FILTER (WHERE l.locked_qty <> l.qty - l.shipped_qty - l.cancelled_qty)::int AS short, count(*)::int AS lines
         FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.status IN ('pendingAcknowledge', 'awaitingShipment', 'partShipped')`,
    );
    expect(open.lines).toBeGreaterThan(100);
    expect(open.short).toBe(0);
  });
});

describe('ship and cancel move stock', () => {
  it('part ship lowers on hand and locked by what ships (available unchanged); shipping the rest releases the whole lock', async () => {
    const o = await pickOrder(h.db, tenantId, 'awaitingShipment', 0, false);
    const before = await linesOf(o.id);
    const first = before[0];
    const a = await post('/partShip', shipBody(o.id, 1, [{ lineId: first.id, qty: 1 }]));
    expect(a.envelope.code, a.text).toBe('0');
    const mid = await linesOf(o.id);
    expect(mid[0]).toMatchObject({ open: first.open - 1, locked_qty: first.locked_qty - 1, on_hand: first.on_hand - 1, locked: first.locked - 1, isolated: first.isolated });
    // the double click: the same call again is refused as stale and moves nothing
    const again = await post('/partShip', shipBody(o.id, 1, [{ lineId: first.id, qty: 1 }]));
    expect(again.envelope.code).toBe('ORDER_VERSION_STALE');
    expect(await linesOf(o.id)).toEqual(mid);

    const rest = mid.filter((l) => l.open > 0).map((l) => ({ lineId: l.id, qty: l.open }));
    const b = await post('/partShip', shipBody(o.id, 2, rest));
    expect(b.envelope.code, b.text).toBe('0');
    const after = await linesOf(o.id);
    for (const [i, l] of after.entries()) {
      expect(l).toMatchObject({ open: 0, locked_qty: 0, on_hand: before[i].on_hand - before[i].open, locked: before[i].locked - before[i].open });
    }
    expect(await lockViolations(h.db)).toEqual([]);
  });

  it('part cancel releases the cancelled units; on hand stays', async () => {
    const o = await pickOrder(h.db, tenantId, 'partShipped', 0, false);
    const before = await linesOf(o.id);
    const line = before.find((l) => l.open > 0)!;
    const a = await post('/partCancel', { id: o.id, version: 1, reason: 'Damaged in the warehouse', lines: [{ lineId: line.id, qty: 1 }] });
    expect(a.envelope.code, a.text).toBe('0');
    const after = (await linesOf(o.id)).find((l) => l.id === line.id)!;
    expect(after).toMatchObject({ open: line.open - 1, locked_qty: line.locked_qty - 1, on_hand: line.on_hand, locked: line.locked - 1 });
  });

  it('an approved cancel request releases every lock of the order; repeating the approval releases nothing more', async () => {
    const o = await pickOrder(h.db, tenantId, 'pendingAcknowledge', 0, true);
    const before = await linesOf(o.id);
    const r = await cancelRequest(o.id);
    const a = await post(`/cancel/apply/audit/approve`, r);
    expect(a.envelope.code, a.text).toBe('0');
    const after = await linesOf(o.id);
    for (const [i, l] of after.entries()) expect(l).toMatchObject({ open: 0, locked_qty: 0, on_hand: before[i].on_hand, locked: before[i].locked - before[i].locked_qty });
    const again = await post(`/cancel/apply/audit/approve`, r);
    expect(again.envelope.code, again.text).toBe('0');
    expect(await linesOf(o.id)).toEqual(after);
  });

  it('batch cancel releases the locks of the orders it cancels and leaves the refused ones alone', async () => {
    const o = await pickOrder(h.db, tenantId, 'awaitingShipment', 1, true);
    const shipped = await pickOrder(h.db, tenantId, 'partShipped', 1, true);
    const before = await linesOf(o.id);
    const shippedBefore = await snapshot(shipped.id);
    const a = await post<{ results: { outcome: string; code: string | null }[] }>('/batch-cancel', { ids: [o.id, shipped.id], reason: 'Discontinued' });
    expect(a.envelope.code, a.text).toBe('0');
    expect(a.envelope.data.results.map((x) => [x.outcome, x.code])).toEqual([
      ['cancelled', null],
      ['refused', 'ORDER_CANCEL_SHIPPED'],
    ]);
    for (const [i, l] of (await linesOf(o.id)).entries()) expect(l).toMatchObject({ locked_qty: 0, on_hand: before[i].on_hand, locked: before[i].locked - before[i].locked_qty });
    expect(await snapshot(shipped.id)).toBe(shippedBefore);
  });
});

describe('push', () => {
  it('locks the open quantities where the warehouse has them; short: locks what is there, the order is abnormal (stock short at push)', async () => {
    const [a, b, c] = await freePairs(h.db, tenantId, 3);
    await setStock(h.db, tenantId, a, { on_hand: 50, locked: 5, isolated: 5 });
    await setStock(h.db, tenantId, b, { on_hand: 10, locked: 2, isolated: 5 });
    // c: no stock row at all
    const now = h.clock.now();
    const full = await pushedOrder(h.db, tenantId, a.warehouseId, [{ skuId: a.skuId, qty: 7 }], now);
    expect(full.short).toEqual([]);
    expect(await stockOf(h.db, a)).toEqual({ on_hand: 50, locked: 12, isolated: 5 });
    expect((await h.db.one<{ abnormal: boolean }>('SELECT abnormal FROM orders WHERE id = $1', [full.id])).abnormal).toBe(false);

    const short = await pushedOrder(h.db, tenantId, a.warehouseId, [{ skuId: a.skuId, qty: 2 }, { skuId: b.skuId, qty: 4 }, { skuId: c.skuId, qty: 1 }], now);
    expect(short.short.map((s) => [s.lineNo, s.open, s.locked])).toEqual([
      [2, 4, 3],
      [3, 1, 0],
    ]);
    expect(await stockOf(h.db, a)).toEqual({ on_hand: 50, locked: 14, isolated: 5 });
    expect(await stockOf(h.db, b)).toEqual({ on_hand: 10, locked: 5, isolated: 5 });
    expect(await stockOf(h.db, c)).toBeNull();
    const x = await h.db.one<{ abnormal: boolean; kinds: string[] }>(
      "SELECT o.abnormal, (SELECT array_agg(kind) FROM order_abnormal_records r WHERE r.order_id = o.id AND r.status = 'open') AS kinds FROM orders o WHERE o.id = $1",
      [short.id],
    );
    expect(x).toEqual({ abnormal: true, kinds: ['stockShort'] });
    expect(await lockViolations(h.db)).toEqual([]);

    // shipping more than the lock plus what is available is refused in both languages; nothing moves
    const before = await snapshot(short.id);
    const refused = await post<null>('/partShip', shipBody(short.id, 1, [{ lineId: short.lineIds[1], qty: 4 }]));
    expect(refused.envelope.code).toBe('ORDER_STOCK_SHORT');
    expect(refused.envelope.message).toBe(
      `Not enough stock to ship order ${short.no} (asked > locked for the order + available in the warehouse): #2 ${await skuCode(b.skuId)} @ ${await warehouseCode(b.warehouseId)}: 4 > 3 + 0. Nothing was shipped.`,
    );
    const noRow = await post<null>('/partShip', shipBody(short.id, 1, [{ lineId: short.lineIds[0], qty: 1 }, { lineId: short.lineIds[2], qty: 1 }]));
    expect(noRow.envelope.code).toBe('ORDER_STOCK_SHORT');
    expect(await snapshot(short.id)).toBe(before);

    // stock arrives (on hand rises): the unlocked unit ships from what is now available
    await setStock(h.db, tenantId, b, { on_hand: 11, locked: 5, isolated: 5 });
    const ok = await post('/partShip', shipBody(short.id, 1, [{ lineId: short.lineIds[1], qty: 4 }]));
    expect(ok.envelope.code, ok.text).toBe('0');
    expect(await stockOf(h.db, b)).toEqual({ on_hand: 7, locked: 2, isolated: 5 });
    expect(await lockViolations(h.db)).toEqual([]);
  });

  it('the refusal reads in Chinese for a Chinese user', async () => {
    const pacific = h.seeded.tenantIds.pacific;
    const [a] = await freePairs(h.db, pacific, 1);
    const o = await pushedOrder(h.db, pacific, a.warehouseId, [{ skuId: a.skuId, qty: 2 }], h.clock.now());
    const refused = await post<null>('/partShip', shipBody(o.id, 1, [{ lineId: o.lineIds[0], qty: 1 }]), zhCookie);
    expect(refused.envelope.code).toBe('ORDER_STOCK_SHORT');
    expect(refused.envelope.message).toMatch(new RegExp(`^库存不足，订单 ${o.no} 无法发货.*#1 \\S+ @ \\S+: 1 > 0 \\+ 0。本次未发货。$`));
  });
});

const skuCode = async (id: string) => (await h.db.one<{ sku: string }>('SELECT sku FROM skus WHERE id = $1', [id])).sku;
const warehouseCode = async (id: string) => (await h.db.one<{ code: string }>('SELECT code FROM warehouses WHERE id = $1', [id])).code;

describe('shipment upload', () => {
  it('a parcel lowers stock like a part ship; a parcel the warehouse cannot cover is refused with its reason and moves nothing', async () => {
    const o = await pickOrder(h.db, tenantId, 'awaitingShipment', 2, true);
    const before = await linesOf(o.id);
    const no = (await h.db.one<{ supplier_order_id: string }>('SELECT supplier_order_id FROM orders WHERE id = $1', [o.id])).supplier_order_id;
    const sku = await skuCode(before[0].sku_id);
    const [p] = await freePairs(h.db, tenantId, 1);
    const short = await pushedOrder(h.db, tenantId, p.warehouseId, [{ skuId: p.skuId, qty: 1 }], h.clock.now());
    const shortBefore = await snapshot(short.id);
    const csv = ['Supplier order no.,SKU,Quantity,Carrier,Tracking no.', `${no},${sku},1,DHL,JD0146009555`, `${short.no},${await skuCode(p.skuId)},1,DHL,JD0146009556`].join('\n');
    const f = new FormData();
    f.set('file', new File([csv], 'shipments.csv'));
    f.set('timezone', 'GMT+00:00');
    f.set('preview', '0');
    f.set('bizType', 'orderShipment');
    const up = await h.call<ImportRecord>('POST', '/api/scm-app/supplier/import/upload', { cookie, body: f });
    expect(up.envelope.code, up.text).toBe('0');
    const runner = new ImportRunner({ db: h.db, log: () => {} });
    while (await runner.runOnce());
    const record = importRecordSchema.parse((await h.call('GET', `/api/scm-app/supplier/import/orderShipment/${up.envelope.data.id}`, { cookie })).envelope.data);
    expect(record.counts).toMatchObject({ applied: 1 });
    const rows = pageSchema(importRowSchema).parse(
      (await h.call('POST', `/api/scm-app/supplier/import/orderShipment/${up.envelope.data.id}/data/search`, { cookie, body: { conditions: {}, pageSize: 50 } })).envelope.data,
    ).rows;
    expect(rows.flatMap((r) => r.errors.map((e) => e.message))).toEqual([expect.stringContaining(`Not enough stock to ship order ${short.no}`)]);
    expect((await linesOf(o.id))[0]).toMatchObject({ on_hand: before[0].on_hand - 1, locked: before[0].locked - 1, locked_qty: before[0].locked_qty - 1 });
    expect(await snapshot(short.id)).toBe(shortBefore);
    expect(await version(o.id)).toBe(2);
  });
});
