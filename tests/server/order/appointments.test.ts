// Delivery appointments through the real server (docs/domain/orders.md, "Appointments"): the seed,
// create (eligible, ineligible, foreign and already booked orders; orders of several shipping
// warehouses to one destination), submit with its validation,
// cancel (draft, submitted before and after its slot), print data, both count shapes, the
// orders of an appointment and the candidates of a filter, idempotent repeats, concurrent
// versions, tenancy and the view-only role. Every refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppointmentErrorCode,
  appointmentDetailSchema,
  appointmentPrintSchema,
  appointmentStatuses,
  ErrorCode,
  type AppointmentDetail,
  type AppointmentPrint,
} from '../../../src/contract';
import { createHarness, snapshotDb, START_TIME, type Answer, type Harness } from '../harness';
import { freeOrder, insertDraft } from './appointments-fixtures';

const P = '/api/scm-app/supplier/order/appointment';
const DAY = 86_400_000;
let h: Harness;
let supplier1: string;
let supplier2: string;
let viewer: string;
let tenantId: string;
let warehouseId: string;

beforeAll(async () => {
  h = await createHarness();
  supplier1 = await h.signIn('supplier1');
  supplier2 = await h.signIn('supplier2');
  viewer = await h.signIn('viewer1');
  tenantId = h.seeded.tenantIds.harbor;
  warehouseId = (await h.db.one<{ id: string }>("SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'platform' ORDER BY code LIMIT 1", [tenantId])).id;
}, 120_000);
afterAll(() => h?.close());

const post = <T>(path: string, body: unknown, cookie = supplier1) => h.call<T>('POST', `${P}${path}`, { cookie, body });
const info = (formNo: string, cookie = supplier1) => h.call<AppointmentDetail>('GET', `${P}/info/${formNo}`, { cookie });
const ok = <T>(a: Answer<T>): T => {
  expect(a.envelope.code, a.text).toBe('0');
  return a.envelope.data;
};
const dayAfter = (days: number) => new Date(h.clock.now().getTime() + days * DAY).toISOString().slice(0, 10);
const form = (over: Record<string, unknown> = {}) => ({ warehouseId, date: dayAfter(2), slot: '10:00-12:00', carrier: 'UPS', packages: 3, ...over });

async function freeOrders(n: number): Promise<string[]> {
  const rows = await h.db.query<{ id: string }>(
    `SELECT o.id FROM orders o WHERE o.tenant_id = $1 AND o.status IN ('awaitingShipment', 'partShipped')
        AND NOT EXISTS (SELECT 1 FROM appointment_orders ao WHERE ao.order_id = o.id AND ao.appointment_status IN ('draft', 'submitted'))
      ORDER BY o.id DESC LIMIT $2`,
    [tenantId, n],
  );
  return rows.map((r) => r.id);
}
async function create(ids: string[]): Promise<AppointmentDetail> {
  return appointmentDetailSchema.parse(ok(await post('/create', { orderIds: ids }))) as AppointmentDetail;
}
async function submitted(ids: string[], over: Record<string, unknown> = {}): Promise<AppointmentDetail> {
  const d = await create(ids);
  return ok(await post<AppointmentDetail>('/submit', { formNo: d.formNo, version: d.version, ...form(over) }));
}
async function expectRefused(a: Answer, code: string, before: string) {
  expect(a.envelope.code, a.text).toBe(code);
  expect(await snapshotDb(h.db)).toBe(before);
}
const formNoOf = async (orderId: string) => (await h.db.one<{ f: string }>('SELECT appointment_form_no AS f FROM orders WHERE id = $1', [orderId])).f;

describe('seed', () => {
  it('gives each supplier tenant appointments in every state, consistent with the orders', async () => {
    for (const key of ['harbor', 'pacific']) {
      const t = h.seeded.tenantIds[key];
      for (const status of appointmentStatuses) {
        const { n } = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM appointments WHERE tenant_id = $1 AND status = $2', [t, status]);
        expect(n, `${key} ${status}`).toBeGreaterThan(0);
      }
      // open appointments hold bookable orders that carry their form number; arrived ones hold shipped orders
      const bad = await h.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM appointment_orders ao JOIN appointments a ON a.id = ao.appointment_id JOIN orders o ON o.id = ao.order_id
          WHERE a.tenant_id = $1 AND (
            (a.status IN ('draft', 'submitted') AND (o.status NOT IN ('awaitingShipment', 'partShipped') OR o.appointment_form_no <> a.form_no))
            OR (a.status = 'arrived' AND o.status IN ('pendingAcknowledge', 'awaitingShipment', 'partShipped', 'cancelled'))
            OR (a.status = 'cancelled' AND o.appointment_form_no = a.form_no))`,
        [t],
      );
      expect(bad.n, key).toBe(0);
      const orphan = await h.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders o WHERE o.tenant_id = $1 AND o.appointment_form_no <> ''
            AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.tenant_id = o.tenant_id AND a.form_no = o.appointment_form_no)`,
        [t],
      );
      expect(orphan.n, key).toBe(0);
    }
    const multi = await h.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM (SELECT appointment_id FROM appointment_orders WHERE tenant_id = $1 GROUP BY 1 HAVING count(*) > 1) x",
      [tenantId],
    );
    expect(multi.n).toBeGreaterThan(0);
  });
});

describe('create', () => {
  it('makes a draft of several bookable orders; they carry its form number and stock is untouched', async () => {
    const ids = await freeOrders(3);
    const stock = await h.db.one<{ s: string }>('SELECT md5(string_agg(sku_id || warehouse_id || on_hand || locked || isolated, \',\' ORDER BY sku_id, warehouse_id)) AS s FROM inventory_stock');
    const d = await create(ids);
    expect(d.status).toBe('draft');
    expect(d.formNo).toMatch(/^AP\d{12}$/);
    expect(d.orders.map((o) => o.id)).toEqual(ids);
    expect(d.can).toEqual({ submit: true, cancel: true, print: false });
    expect(d.warehouses.length).toBeGreaterThan(0);
    for (const id of ids) expect(await formNoOf(id)).toBe(d.formNo);
    expect((await h.db.one<{ s: string }>('SELECT md5(string_agg(sku_id || warehouse_id || on_hand || locked || isolated, \',\' ORDER BY sku_id, warehouse_id)) AS s FROM inventory_stock')).s).toBe(stock.s);
    expect(appointmentDetailSchema.parse(ok(await info(d.formNo))).formNo).toBe(d.formNo);
  });

  it('refuses ineligible, booked and foreign orders, naming each, and changes nothing', async () => {
    const [free] = await freeOrders(1);
    const shipped = (await h.db.one<{ id: string }>("SELECT id FROM orders WHERE tenant_id = $1 AND status = 'shipped' ORDER BY id LIMIT 1", [tenantId])).id;
    const booked = (await h.db.one<{ id: string; f: string }>("SELECT o.id, o.appointment_form_no AS f FROM orders o JOIN appointments a ON a.form_no = o.appointment_form_no AND a.tenant_id = o.tenant_id WHERE o.tenant_id = $1 AND a.status = 'draft' ORDER BY o.id LIMIT 1", [tenantId]));
    const foreign = await freeOrder(h.db, h.seeded.tenantIds.pacific);
    const before = await snapshotDb(h.db);
    const a = await post<{ orders: { id: string; reason: string; formNo?: string }[] }>('/create', { orderIds: [free, shipped, booked.id, foreign] });
    await expectRefused(a, AppointmentErrorCode.ordersNotEligible, before);
    expect(a.envelope.data.orders).toEqual([
      { id: shipped, reason: 'status' },
      { id: booked.id, reason: 'booked', formNo: booked.f },
      { id: foreign, reason: 'notFound' },
    ]);
    expect(a.text).not.toContain('Pacific');
  });

  it('orders shipping from several warehouses go to one destination (allowed; the portal warns first)', async () => {
    const rows = await h.db.query<{ id: string; warehouse_id: string }>(
      `SELECT DISTINCT ON (o.warehouse_id) o.id, o.warehouse_id FROM orders o WHERE o.tenant_id = $1 AND o.status IN ('awaitingShipment', 'partShipped')
          AND NOT EXISTS (SELECT 1 FROM appointment_orders ao WHERE ao.order_id = o.id AND ao.appointment_status IN ('draft', 'submitted'))
        ORDER BY o.warehouse_id, o.id LIMIT 2`,
      [tenantId],
    );
    expect(new Set(rows.map((r) => r.warehouse_id)).size).toBe(2);
    const d = await create(rows.map((r) => r.id));
    expect(new Set(d.orders.map((o) => o.warehouseCode)).size).toBe(2);
    const s = ok(await post<AppointmentDetail>('/submit', { formNo: d.formNo, version: d.version, ...form() }));
    expect([s.status, s.warehouse?.id]).toEqual(['submitted', warehouseId]);
    ok(await post('/cancel', { formNo: s.formNo, version: s.version }));
  });

  it('one open appointment per order, also in the database', async () => {
    const [id] = await freeOrders(1);
    const d = await create([id]);
    const before = await snapshotDb(h.db);
    await expectRefused(await post('/create', { orderIds: [id] }), AppointmentErrorCode.ordersNotEligible, before);
    await expect(
      h.db.query("INSERT INTO appointments (id, tenant_id, form_no, status, created_at, updated_at) VALUES ('ap-x', $1, 'AP7000000001', 'draft', now(), now())", [tenantId]).then(() =>
        h.db.query("INSERT INTO appointment_orders (appointment_id, order_id, tenant_id, appointment_status, position) VALUES ('ap-x', $1, $2, 'draft', 1)", [id, tenantId]),
      ),
    ).rejects.toThrow(/appointment_orders_open_idx|duplicate/);
    await h.db.query("DELETE FROM appointments WHERE id = 'ap-x'");
    // once cancelled, the order is free again
    ok(await post('/cancel', { formNo: d.formNo, version: d.version }));
    expect(await formNoOf(id)).toBe('');
    expect((await create([id])).orders[0].id).toBe(id);
  });
});

describe('submit', () => {
  it('books warehouse, date, slot, carrier and packages; a repeat is one effect', async () => {
    const d = await create(await freeOrders(2));
    const body = { formNo: d.formNo, version: d.version, ...form() };
    const s = ok(await post<AppointmentDetail>('/submit', body));
    expect(s).toMatchObject({ status: 'submitted', version: d.version + 1, date: body.date, slot: '10:00-12:00', carrier: 'UPS', packages: 3 });
    expect(s.warehouse?.id).toBe(warehouseId);
    expect(s.can).toEqual({ submit: false, cancel: true, print: true });
    const before = await snapshotDb(h.db);
    const again = ok(await post<AppointmentDetail>('/submit', body));
    expect(again.version).toBe(s.version);
    expect(await snapshotDb(h.db)).toBe(before);
    // a different submit with the old version is stale; submitting again with the new one is refused
    await expectRefused(await post('/submit', { ...body, packages: 4 }), AppointmentErrorCode.versionStale, before);
    await expectRefused(await post('/submit', { ...body, version: s.version }), AppointmentErrorCode.transitionRefused, before);
  });

  it('validates each field and changes nothing', async () => {
    const d = await create(await freeOrders(1));
    const own = (await h.db.one<{ id: string }>("SELECT id FROM warehouses WHERE tenant_id = $1 AND type <> 'platform' ORDER BY code LIMIT 1", [tenantId])).id;
    const foreignWh = (await h.db.one<{ id: string }>("SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'platform' LIMIT 1", [h.seeded.tenantIds.pacific])).id;
    const before = await snapshotDb(h.db);
    const base = { formNo: d.formNo, version: d.version };
    for (const [over, code] of [
      [{ warehouseId: own }, AppointmentErrorCode.invalid],
      [{ warehouseId: foreignWh }, AppointmentErrorCode.invalid],
      [{ date: dayAfter(-1) }, AppointmentErrorCode.invalid],
      [{ date: dayAfter(0), slot: '08:00-10:00' }, AppointmentErrorCode.invalid], // today, slot already started (clock 08:00)
      [{ date: dayAfter(90) }, AppointmentErrorCode.invalid],
      [{ slot: '07:00-09:00' }, ErrorCode.invalid],
      [{ carrier: 'POSTMAN' }, ErrorCode.invalid],
      [{ packages: 0 }, ErrorCode.invalid],
      [{ packages: 1000 }, ErrorCode.invalid],
      [{ packages: 2.5 }, ErrorCode.invalid],
    ] as const) {
      await expectRefused(await post('/submit', { ...base, ...form(over) }), code, before);
    }
    const zh = await h.call('POST', `${P}/submit`, { cookie: supplier2, body: { ...base, ...form() } });
    expect(zh.envelope.code).toBe(ErrorCode.notFound);
    ok(await post('/submit', { ...base, ...form({ date: dayAfter(0), slot: '13:00-15:00' }) }));
  });

  it('refuses when an order moved on since the draft', async () => {
    const ids = await freeOrders(2);
    const d = await create(ids);
    await h.db.query("UPDATE orders SET status = 'shipped', shipped_at = now() WHERE id = $1", [ids[0]]);
    const before = await snapshotDb(h.db);
    const a = await post<{ orders: unknown[] }>('/submit', { formNo: d.formNo, version: d.version, ...form() });
    await expectRefused(a, AppointmentErrorCode.ordersNotEligible, before);
    expect(a.envelope.data.orders).toEqual([{ id: ids[0], reason: 'status' }]);
  });

  it('two users with one version: one wins, the other is stale', async () => {
    const d = await create(await freeOrders(1));
    const body = { formNo: d.formNo, version: d.version };
    const [a, b] = await Promise.all([post('/submit', { ...body, ...form() }), post('/cancel', body)]);
    expect([a.envelope.code, b.envelope.code].sort()).toEqual(['0', AppointmentErrorCode.versionStale].sort());
  });
});

describe('cancel', () => {
  it('a draft, and a submitted one before its slot (a repeat is one effect); not after the slot starts, nor arrived or cancelled', async () => {
    const draft = await create(await freeOrders(1));
    const c = ok(await post<AppointmentDetail>('/cancel', { formNo: draft.formNo, version: draft.version }));
    expect(c).toMatchObject({ status: 'cancelled', can: { submit: false, cancel: false, print: false } });
    let before = await snapshotDb(h.db);
    expect(ok(await post<AppointmentDetail>('/cancel', { formNo: draft.formNo, version: draft.version })).version).toBe(c.version);
    expect(await snapshotDb(h.db)).toBe(before);
    await expectRefused(await post('/cancel', { formNo: draft.formNo, version: c.version }), AppointmentErrorCode.transitionRefused, before);

    const ids = await freeOrders(1);
    const s = await submitted(ids, { date: dayAfter(0), slot: '10:00-12:00' });
    // 2 h later the 10:00 slot has started
    h.clock.advance(2 * 3_600_000);
    try {
      before = await snapshotDb(h.db);
      expect(ok(await info(s.formNo)).can.cancel).toBe(false);
      await expectRefused(await post('/cancel', { formNo: s.formNo, version: s.version }), AppointmentErrorCode.transitionRefused, before);
    } finally {
      h.clock.advance(-2 * 3_600_000);
    }
    const s2 = await submitted(await freeOrders(1));
    expect(ok(await post<AppointmentDetail>('/cancel', { formNo: s2.formNo, version: s2.version })).status).toBe('cancelled');
    expect(await formNoOf(s2.orders[0].id)).toBe('');

    const arrived = await h.db.one<{ form_no: string; version: number }>("SELECT form_no, version FROM appointments WHERE tenant_id = $1 AND status = 'arrived' LIMIT 1", [tenantId]);
    before = await snapshotDb(h.db);
    await expectRefused(await post('/cancel', { formNo: arrived.form_no, version: arrived.version }), AppointmentErrorCode.transitionRefused, before);
  });
});

describe('print data', () => {
  it('only once submitted: everything the sheet shows', async () => {
    const draft = await create(await freeOrders(2));
    const before = await snapshotDb(h.db);
    await expectRefused(await post('/printData', { formNo: draft.formNo }), AppointmentErrorCode.notPrintable, before);
    const s = ok(await post<AppointmentDetail>('/submit', { formNo: draft.formNo, version: draft.version, ...form() }));
    const p = appointmentPrintSchema.parse(ok(await post<AppointmentPrint>('/printData', { formNo: s.formNo })));
    expect(p).toMatchObject({ formNo: s.formNo, supplierName: 'Harbor Supplies Co.', slot: '10:00-12:00', carrier: 'UPS', packages: 3 });
    expect(p.orders.map((o) => o.id)).toEqual(draft.orders.map((o) => o.id));
    for (const o of p.orders) expect(o.lines.reduce((a, l) => a + l.qty, 0)).toBe(o.totalQty);
    expect(p.warehouse.address).not.toBe('');
    const arrived = await h.db.one<{ form_no: string }>("SELECT form_no FROM appointments WHERE tenant_id = $1 AND status = 'arrived' LIMIT 1", [tenantId]);
    expect(ok(await post<AppointmentPrint>('/printData', { formNo: arrived.form_no })).status).toBe('arrived');
  });
});

describe('counts and orders', () => {
  const eligibleSql = `o.status IN ('awaitingShipment', 'partShipped') AND NOT EXISTS (SELECT 1 FROM appointment_orders ao WHERE ao.order_id = o.id AND ao.appointment_status IN ('draft', 'submitted'))`;
  const count = async (where: string, params: unknown[] = []) =>
    (await h.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM orders o JOIN warehouses w ON w.id = o.warehouse_id WHERE o.tenant_id = $1 AND ${where}`, [tenantId, ...params] as never)).n;

  it('new shape: the seller order filter subset', async () => {
    const all = ok(await post<{ matched: number; eligible: number }>('/countOrderNew', {}));
    expect(all).toEqual({ matched: await count('true'), eligible: await count(eligibleSql) });
    const wh = (await h.db.one<{ code: string }>('SELECT w.code FROM orders o JOIN warehouses w ON w.id = o.warehouse_id WHERE o.tenant_id = $1 ORDER BY o.id LIMIT 1', [tenantId])).code;
    const byWh = ok(await post<{ matched: number; eligible: number }>('/countOrderNew', { warehouseCode: wh, sellerOrderStatuses: ['awaitingShipment'] }));
    const whSql = `w.code = $2 AND o.status = 'awaitingShipment'`;
    expect(byWh).toEqual({ matched: await count(whSql, [wh]), eligible: await count(`${whSql} AND ${eligibleSql}`, [wh]) });
    const late = ok(await post<{ matched: number; eligible: number }>('/countOrderNew', { delayShip: true }));
    const lateSql = `o.status IN ('pendingAcknowledge', 'awaitingShipment', 'partShipped') AND o.ship_deadline <= $2`;
    expect(late).toEqual({ matched: await count(lateSql, [START_TIME]), eligible: await count(`${lateSql} AND ${eligibleSql}`, [START_TIME]) });
    expect(late.eligible).toBeGreaterThan(0);
    expect(late.eligible).toBeLessThan(late.matched);
    // refused keys of the other shape
    expect((await post('/countOrderNew', { warehouse: wh })).envelope.code).toBe(ErrorCode.invalid);
  });

  it('old shape: a single warehouse value', async () => {
    const wh = (await h.db.one<{ code: string }>('SELECT w.code FROM orders o JOIN warehouses w ON w.id = o.warehouse_id WHERE o.tenant_id = $1 ORDER BY o.id LIMIT 1', [tenantId])).code;
    const c = ok(await post<{ matched: number; eligible: number }>('/countOrder', { warehouse: wh, orderTimeFrom: '2026-02-25' }));
    const sql = `w.code = $2 AND o.order_time >= '2026-02-25'`;
    expect(c).toEqual({ matched: await count(sql, [wh]), eligible: await count(`${sql} AND ${eligibleSql}`, [wh]) });
    expect((await post('/countOrder', { warehouseCode: wh })).envelope.code).toBe(ErrorCode.invalid);
  });

  it('get order: an appointment’s orders, or bookable candidates of a filter (oldest ship deadline first)', async () => {
    const d = await create(await freeOrders(2));
    const own = ok(await post<{ rows: { id: string }[]; total: number }>('/getOrder', { formNo: d.formNo }));
    expect(own.rows.map((r) => r.id)).toEqual(d.orders.map((o) => o.id));
    const cand = ok(await post<{ rows: { id: string; shipDeadline: string; status: string }[]; total: number }>('/getOrder', { filter: { delayShip: true }, limit: 10 }));
    expect(cand.rows).toHaveLength(10);
    for (const r of cand.rows) expect(['awaitingShipment', 'partShipped']).toContain(r.status);
    expect(cand.total).toBe(await count(`o.ship_deadline <= $2 AND ${eligibleSql}`, [START_TIME]));
    const deadlines = cand.rows.map((r) => r.shipDeadline);
    expect([...deadlines].sort()).toEqual(deadlines);
    expect(cand.rows.map((r) => r.id)).not.toContain(d.orders[0].id);
    expect((await post('/getOrder', { formNo: d.formNo, filter: {} })).envelope.code).toBe(ErrorCode.invalid);
  });
});

describe('arrivals', () => {
  interface ArrivalPage {
    rows: { formNo: string; announcedPackages: number; receivedPackages: number; difference: number; orderCount: number; arrivedAt: string }[];
    total: number;
  }
  const search = async (conditions: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    ok(await post<ArrivalPage>('/arrival/search', { conditions, pageSize: 50, exactTotal: true, ...extra }));
  const arrived = async (where = 'true') =>
    (await h.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM appointments WHERE tenant_id = $1 AND status = 'arrived' AND ${where}`, [tenantId])).n;

  it('lists the arrived appointments, newest first, with the difference against what was announced', async () => {
    const all = await search({});
    expect(all.total).toBe(await arrived());
    const times = all.rows.map((r) => r.arrivedAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const r of all.rows) {
      expect(r.difference).toBe(r.receivedPackages - r.announcedPackages);
      expect(r.orderCount).toBeGreaterThan(0);
    }
    const short = await search({ difference: [null, -1] });
    expect(short.total).toBe(await arrived('received_package_count < package_count'));
    expect(short.total).toBeGreaterThan(0);
    const over = await search({ difference: [1, null] });
    expect(over.total).toBe(await arrived('received_package_count > package_count'));
    expect(over.total).toBeGreaterThan(0);
    const one = await search({ formNo: all.rows[0].formNo });
    expect(one.rows.map((r) => r.formNo)).toEqual([all.rows[0].formNo]);
    // another tenant sees its own only
    const b = ok(await post<ArrivalPage>('/arrival/search', { conditions: {}, pageSize: 5, exactTotal: true }, supplier2));
    expect(b.total).toBe((await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM appointments WHERE tenant_id = $1 AND status = 'arrived'", [h.seeded.tenantIds.pacific])).n);
  });
});

describe('tenancy and roles', () => {
  it('another tenant’s appointment answers not found; the viewer reads but cannot change', async () => {
    const b = await insertDraft(h.db, h.seeded.tenantIds.pacific);
    expect((await info(b.formNo)).envelope.code).toBe(ErrorCode.notFound);
    expect(ok(await info(b.formNo, supplier2)).formNo).toBe(b.formNo);
    const d = await create(await freeOrders(1));
    expect(ok(await info(d.formNo, viewer)).status).toBe('draft');
    const before = await snapshotDb(h.db);
    await expectRefused(await post('/cancel', { formNo: d.formNo, version: d.version }, viewer), ErrorCode.forbidden, before);
    await expectRefused(await post('/create', { orderIds: await freeOrders(1) }, viewer), ErrorCode.forbidden, before);
    await expectRefused(await post('/submit', { formNo: d.formNo, version: d.version, ...form() }, viewer), ErrorCode.forbidden, before);
  });

  it('messages come in the caller’s language', async () => {
    const d = await create(await freeOrders(1));
    const a = await h.call('POST', `${P}/printData`, { cookie: supplier1, body: { formNo: d.formNo } });
    expect(a.envelope.message).toContain(d.formNo);
    ok(await h.call('POST', '/common/app/user/changeLang', { cookie: supplier1, query: { lang: 'zh-CN' }, body: {} }));
    try {
      expect((await h.call('POST', `${P}/printData`, { cookie: supplier1, body: { formNo: d.formNo } })).envelope.message).toContain('提交后才能打印');
    } finally {
      ok(await h.call('POST', '/common/app/user/changeLang', { cookie: supplier1, query: { lang: 'en' }, body: {} }));
    }
  });
});
