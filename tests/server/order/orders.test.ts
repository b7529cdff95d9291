// Orders, first slice: the seller order search filter (every delay flag, statuses, time ranges,
// text fields, the request fields), keyset pages, tenancy and the order detail.
// Expected sets are counted directly in the database with the rule of docs/domain/orders.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, orderDetailSchema, orderRowSchema, orderStatuses, type OrderDetail, type OrderRow } from '../../../src/contract';
import { seededOrderId } from '../../../server/order/seed-orders';
import { createHarness, START_TIME, type Harness } from '../harness';

const P = '/api/scm-app/supplier/order';
let h: Harness;
let cookie: string;
let tenantId: string;

interface PageData {
  rows: OrderRow[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
}

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  tenantId = h.seeded.tenantIds.harbor;
}, 120_000);
afterAll(() => h?.close());

async function search(conditions: Record<string, unknown>, extra: Record<string, unknown> = {}, who = cookie): Promise<PageData> {
  const a = await h.call<PageData>('POST', `${P}/search`, { cookie: who, body: { conditions, pageSize: 200, exactTotal: true, ...extra } });
  expect(a.envelope.code, a.text).toBe('0');
  return a.envelope.data;
}
async function count(where: string, params: unknown[] = []): Promise<number> {
  const r = await h.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM orders o WHERE o.tenant_id = $1 AND (${where})`, [tenantId, ...params] as never);
  return r.n;
}
const now = () => START_TIME;

describe('order.search', () => {
  it('lists the tenant’s orders, newest first, rows in the contract shape', async () => {
    const page = await search({}, { pageSize: 20 });
    expect(page.total).toBe(await count('true'));
    expect(page.rows).toHaveLength(20);
    for (const row of page.rows) orderRowSchema.parse(row);
    const times = page.rows.map((r) => r.orderTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('seeds every state, and filters by sellerOrderStatuses', async () => {
    for (const status of orderStatuses) {
      const expected = await count('o.status = $2', [status]);
      expect(expected, status).toBeGreaterThan(0);
      const page = await search({ sellerOrderStatuses: [status] }, { pageSize: 1 });
      expect(page.total, status).toBe(expected);
    }
    const two = await search({ sellerOrderStatuses: ['shipped', 'returning'] }, { pageSize: 1 });
    expect(two.total).toBe(await count("o.status IN ('shipped', 'returning')"));
  });

  it('delay flags: ship alert, ship delayed, arrive alert, arrive delayed (each finds work)', async () => {
    const open = "o.status IN ('pendingAcknowledge', 'awaitingShipment', 'partShipped')";
    const undelivered = "o.status IN ('pendingAcknowledge', 'awaitingShipment', 'partShipped', 'shipped')";
    const t = now();
    const cases: [string, string][] = [
      ['delayShipAlert', `${open} AND o.ship_deadline > $2 AND o.ship_deadline <= $2::timestamptz + interval '24 hours'`],
      ['delayShip', `${open} AND o.ship_deadline <= $2`],
      ['delayArriveAlert', `${undelivered} AND o.arrive_deadline > $2 AND o.arrive_deadline <= $2::timestamptz + interval '48 hours'`],
      ['delayArrive', `${undelivered} AND o.arrive_deadline <= $2`],
    ];
    for (const [flag, where] of cases) {
      const expected = await count(where, [t]);
      expect(expected, flag).toBeGreaterThan(0);
      const page = await search({ [flag]: true });
      expect(page.total, flag).toBe(expected);
      for (const row of page.rows) {
        if (flag.startsWith('delayShip')) expect(['pendingAcknowledge', 'awaitingShipment', 'partShipped']).toContain(row.status);
        else expect(row.status).not.toMatch(/delivered|completed|returning|cancelled/);
      }
      // false adds nothing
      expect((await search({ [flag]: false }, { pageSize: 1 })).total).toBe(await count('true'));
    }
    // moving the clock on a day makes more orders late
    const before = (await search({ delayShip: true }, { pageSize: 1 })).total;
    h.clock.advance(86_400_000);
    try {
      const later = await h.signIn('supplier1'); // the first session has idled out by then
      expect((await search({ delayShip: true }, { pageSize: 1 }, later)).total).toBeGreaterThan(before);
    } finally {
      h.clock.advance(-86_400_000);
    }
  });

  it('time ranges: orderTime and cartOrderTime (whole days, either end open)', async () => {
    expect((await search({ orderTime: ['2026-02-20', '2026-02-25'] }, { pageSize: 1 })).total).toBe(
      await count("o.order_time >= '2026-02-20' AND o.order_time < '2026-02-26'"),
    );
    expect((await search({ orderTime: ['2026-02-27', null] }, { pageSize: 1 })).total).toBe(await count("o.order_time >= '2026-02-27'"));
    expect((await search({ cartOrderTime: [null, '2026-01-31'] }, { pageSize: 1 })).total).toBe(await count("o.cart_order_time < '2026-02-01'"));
    const page = await search({ orderTime: ['2026-02-20', '2026-02-25'], sellerOrderStatuses: ['completed'] });
    for (const row of page.rows) expect(row.orderTime >= '2026-02-20' && row.orderTime < '2026-02-26').toBe(true);
  });

  it('text fields: ids, tracking, package, appointment, handover, tag, receiver, sku, warehouse, quickQuery', async () => {
    const o = await h.db.one<Record<string, string>>(
      `SELECT o.id, o.seller_order_id, o.shop_order_id, o.supplier_order_id, o.tracking_no, o.package_no, o.appointment_form_no,
              o.handover_order_code, o.receiver_name, w.code AS warehouse_code
         FROM orders o JOIN warehouses w ON w.id = o.warehouse_id
        WHERE o.tenant_id = $1 AND o.appointment_form_no <> '' AND o.status = 'shipped' ORDER BY o.id LIMIT 1`,
      [tenantId],
    );
    const only = async (conditions: Record<string, unknown>) => {
      const page = await search(conditions);
      expect(page.rows.map((r) => r.id), JSON.stringify(conditions)).toContain(o.id);
      return page;
    };
    for (const conditions of [
      { orderId: o.id },
      { sellerOrderId: o.seller_order_id },
      { shopOrderId: o.shop_order_id },
      { supplierOrderId: o.supplier_order_id },
      { trackingNo: o.tracking_no },
      { packageNo: o.package_no },
      { appointmentFormNo: o.appointment_form_no },
      { handoverOrderCode: o.handover_order_code },
      { quickQuery: o.supplier_order_id },
      { quickQuery: o.tracking_no },
      { ids: [o.id] },
    ]) {
      expect((await only(conditions)).total, JSON.stringify(conditions)).toBe(1);
    }
    await only({ receiver: o.receiver_name, warehouseCode: o.warehouse_code, fromWarehouses: [o.warehouse_code] });
    expect((await search({ tag: 'vip' }, { pageSize: 1 })).total).toBe(await count("o.tag = 'vip'"));
    expect((await search({ receiver: 'Chen' }, { pageSize: 1 })).total).toBe(await count("o.receiver_name ILIKE '%chen%'"));
    const sku = await h.db.one<{ sku: string }>(
      'SELECT k.sku FROM order_lines l JOIN skus k ON k.id = l.sku_id WHERE l.tenant_id = $1 ORDER BY l.id LIMIT 1',
      [tenantId],
    );
    expect((await search({ sku: sku.sku }, { pageSize: 1 })).total).toBe(
      await count('EXISTS (SELECT 1 FROM order_lines l JOIN skus k ON k.id = l.sku_id WHERE l.order_id = o.id AND k.sku ILIKE $2)', [`%${sku.sku}%`]),
    );
    expect((await search({ orderId: 'no-such-order' })).total).toBe(0);
  });

  it('selects: delivery mode, waybill status, supply types, shops, abnormal, queryTimeFrom', async () => {
    expect((await search({ deliveryMode: 'express' }, { pageSize: 1 })).total).toBe(await count("o.delivery_mode = 'express'"));
    expect((await search({ waybillApplyStatus: 'failed' }, { pageSize: 1 })).total).toBe(await count("o.waybill_apply_status = 'failed'"));
    expect((await search({ supplyType: 'dropship' }, { pageSize: 1 })).total).toBe(await count("o.supply_type = 'dropship'"));
    expect((await search({ skuSupplyTypes: ['consignment'] }, { pageSize: 1 })).total).toBe(
      await count("EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.supply_type = 'consignment')"),
    );
    const cart = await h.db.one<{ cart_id: string }>('SELECT cart_id FROM orders WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId]);
    expect((await search({ cartIds: [cart.cart_id] }, { pageSize: 1 })).total).toBe(await count('o.cart_id = $2', [cart.cart_id]));
    const abnormal = await count('o.abnormal');
    expect(abnormal).toBeGreaterThan(0);
    expect((await search({ orderAbnormalRecords: true }, { pageSize: 1 })).total).toBe(abnormal);
    expect((await search({ queryTimeFrom: '2026-02-28T00:00:00Z' }, { pageSize: 1 })).total).toBe(await count("o.updated_at >= '2026-02-28T00:00:00Z'"));
  });

  it('request fields keep orders with a request of the kind; customer status lists match request statuses', async () => {
    const all = await count('true');
    for (const [field, kind] of [['cancelRequests', 'cancel'], ['returnRequests', 'return'], ['refundRequests', 'refund']] as const) {
      const expected = await count(`EXISTS (SELECT 1 FROM order_requests q WHERE q.order_id = o.id AND q.kind = '${kind}')`);
      expect(expected, field).toBeGreaterThan(0);
      expect((await search({ [field]: true }, { pageSize: 1 })).total, field).toBe(expected);
      expect((await search({ [field]: false }, { pageSize: 1 })).total, field).toBe(all);
    }
    const cancelOrReturn = await count(`EXISTS (SELECT 1 FROM order_requests q WHERE q.order_id = o.id AND q.kind IN ('cancel', 'return') AND q.status = 'requested')`);
    expect(cancelOrReturn).toBeGreaterThan(0);
    expect((await search({ customerCancelOrReturnStatuses: ['requested'] }, { pageSize: 1 })).total).toBe(cancelOrReturn);
    const refunds = await count(`EXISTS (SELECT 1 FROM order_requests q WHERE q.order_id = o.id AND q.kind = 'refund' AND q.status IN ('confirmed', 'rejected'))`);
    expect(refunds).toBeGreaterThan(0);
    expect((await search({ customerRefundStatuses: ['confirmed', 'rejected'] }, { pageSize: 1 })).total).toBe(refunds);
    expect((await search({ customerRefundStatuses: ['nonsense'] }, { pageSize: 1 })).total).toBe(0);
    expect((await search({ customerRefundStatuses: [] }, { pageSize: 1 })).total).toBe(all);
  });

  it('refuses unknown fields and bad values', async () => {
    for (const conditions of [{ warehouse: 'x' }, { sellerOrderStatuses: ['pending'] }, { orderTime: ['2026-01-01'] }, { delayShip: 'yes' }]) {
      const a = await h.call('POST', `${P}/search`, { cookie, body: { conditions } });
      expect(a.envelope.code, JSON.stringify(conditions)).toBe(ErrorCode.invalid);
    }
  });

  it('keyset pages cover every row once, without drift, on each sort', async () => {
    const conditions = { sellerOrderStatuses: ['awaitingShipment', 'partShipped'] };
    const expected = await count("o.status IN ('awaitingShipment', 'partShipped')");
    for (const sort of [{ field: 'orderTime', order: 'desc' }, { field: 'shipDeadline', order: 'asc' }, { field: 'supplierOrderId', order: 'asc' }]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: PageData = await search(conditions, { pageSize: 37, cursor, sort });
        seen.push(...page.rows.map((r) => r.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.length, sort.field).toBe(expected);
      expect(new Set(seen).size, sort.field).toBe(expected);
    }
    // a row updated between pages does not move the pages already read
    const first = await search(conditions, { pageSize: 10, sort: { field: 'supplierOrderId', order: 'asc' } });
    await h.db.query("UPDATE orders SET updated_at = updated_at + interval '1 day' WHERE id = $1", [first.rows[0].id]);
    const second = await search(conditions, { pageSize: 10, cursor: first.nextCursor, sort: { field: 'supplierOrderId', order: 'asc' } });
    expect(second.rows[0].supplierOrderId > first.rows[9].supplierOrderId).toBe(true);
  });

  it('shows only the caller’s tenant', async () => {
    const other = await h.signIn('supplier2');
    const pacific = await search({}, { pageSize: 5 }, other);
    expect(pacific.rows.every((r) => r.id.startsWith('od-pacific-'))).toBe(true);
    const harborId = seededOrderId('harbor', 1);
    expect((await search({ orderId: harborId }, {}, other)).total).toBe(0);
    expect((await search({ ids: [harborId] }, {}, other)).total).toBe(0);
  });
});

describe('order.info', () => {
  it('answers the order with its receiver and lines', async () => {
    const id = seededOrderId('harbor', 5); // n = 5: partShipped, two or three lines, the first shipped
    const a = await h.call<OrderDetail>('GET', `${P}/info/${id}`, { cookie });
    expect(a.envelope.code, a.text).toBe('0');
    const d = orderDetailSchema.parse(a.envelope.data);
    expect(d.id).toBe(id);
    expect(d.status).toBe('partShipped');
    expect(d.lines.length).toBeGreaterThanOrEqual(2);
    expect(d.lines[0].shippedQty).toBe(d.lines[0].qty);
    expect(d.lines.slice(1).every((l) => l.shippedQty === 0)).toBe(true);
    expect(d.receiver.name).toBe(d.receiverName);
    expect(d.totalQty).toBe(d.lines.reduce((s, l) => s + l.qty, 0));
  });

  it("answers SYS_NOT_FOUND for another tenant's order and for an unknown id", async () => {
    for (const id of [seededOrderId('pacific', 1), 'od-harbor-9999999']) {
      const a = await h.call('GET', `${P}/info/${id}`, { cookie });
      expect(a.envelope.code, id).toBe(ErrorCode.notFound);
    }
  });
});

describe('sellerOrderStatus options', () => {
  it('label every order state in both languages', async () => {
    const a = await h.call<{ value: string; label: string; labelZh?: string }[]>('GET', '/api/scm-app/supplier/option/sellerOrderStatus', { cookie });
    expect(a.envelope.data.map((o) => o.value)).toEqual([...orderStatuses]);
    expect(a.envelope.data.every((o) => o.label && o.labelZh)).toBe(true);
  });
});

describe('order.searchOld (the older filter shape)', () => {
  const old = (conditions: Record<string, unknown>) =>
    h.call<PageData>('POST', `${P}/search/old`, { cookie, body: { conditions, pageSize: 200, exactTotal: true } });

  it('one warehouse value: the same orders as the warehouse code of the current shape', async () => {
    const w = await h.db.one<{ code: string }>(
      "SELECT w.code FROM orders o JOIN warehouses w ON w.id = o.warehouse_id WHERE o.tenant_id = $1 AND o.status IN ('awaitingShipment', 'partShipped') GROUP BY w.code ORDER BY count(*) DESC LIMIT 1",
      [tenantId],
    );
    const conditions = { sellerOrderStatuses: ['awaitingShipment', 'partShipped'] };
    const a = await old({ ...conditions, warehouse: w.code });
    expect(a.envelope.code, a.text).toBe('0');
    const current = await search({ ...conditions, warehouseCode: w.code });
    expect(a.envelope.data.rows.length).toBeGreaterThan(0);
    expect(a.envelope.data.rows.map((r) => r.id)).toEqual(current.rows.map((r) => r.id));
    expect(a.envelope.data.total).toBe(current.total);
    expect(a.envelope.data.rows.every((r) => r.warehouseCode === w.code)).toBe(true);
  });

  it('has no tag, tracking, delay or warehouse list fields', async () => {
    for (const extra of [{ tag: 'VIP' }, { trackingNo: '1Z' }, { delayShip: true }, { delayArriveAlert: true }, { warehouseCode: 'X' }, { fromWarehouses: ['X'] }]) {
      const a = await old(extra);
      expect([a.status, a.envelope.code], JSON.stringify(extra)).toEqual([400, 'SYS_INVALID_REQUEST']);
    }
  });
});
