// Reschedule, feedback, batch info and difference orders (src/contract/order/extras.ts;
// docs/domain/orders.md): the rules of a new ship deadline and its log entry, once per order,
// refusals changing nothing; feedback added once per request key and listed newest first; batch
// info answering other tenants' ids as not found; the difference order of a short arrival and the
// supplier's answer (accept, dispute with a note, a second answer refused, a repeat applied once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DifferenceOrder, Feedback, OrderDetail } from '../../../src/contract';
import { createHarness, snapshotDb, type Answer, type Harness } from '../harness';
import { foreignDifference } from './extras-fixtures';
import { pickOrder } from './fixtures';

const P = '/api/scm-app/supplier/order';
const DAY = 86_400_000;
let h: Harness;
let cookie: string;
let zhCookie: string;
let viewer: string;
let tenantId: string;
let pacificId: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  zhCookie = await h.signIn('supplier2');
  viewer = await h.signIn('viewer1');
  tenantId = h.seeded.tenantIds.harbor;
  pacificId = h.seeded.tenantIds.pacific;
}, 120_000);
afterAll(() => h?.close());

const post = <T>(path: string, body: unknown, who = cookie) => h.call<T>('POST', `${P}${path}`, { cookie: who, body });
const ok = <T>(a: Answer<T>): T => {
  expect(a.envelope.code, a.text).toBe('0');
  return a.envelope.data;
};
async function refusedUnchanged(code: string, run: () => Promise<Answer>) {
  const before = await snapshotDb(h.db);
  const a = await run();
  expect(a.envelope.code, a.text).toBe(code);
  expect(await snapshotDb(h.db), `${code} changed the database`).toBe(before);
  return a;
}
const deadlineOf = async (id: string) => (await h.db.one<{ ship_deadline: Date; arrive_deadline: Date }>('SELECT ship_deadline, arrive_deadline FROM orders WHERE id = $1', [id]));

describe('reschedule', () => {
  it('moves the ship and arrive deadlines once, logged with the reason; a second time is refused', async () => {
    const o = await pickOrder(h.db, tenantId, 'awaitingShipment', 3);
    const before = await deadlineOf(o.id);
    const to = new Date(before.ship_deadline.getTime() + 3 * DAY);
    const d = ok(await post<OrderDetail>('/reschedule', { id: o.id, version: o.version, shipDeadline: to.toISOString(), reason: 'Waiting for a restock' }));
    expect(d.shipDeadline).toBe(to.toISOString());
    expect(d.arriveDeadline).toBe(new Date(before.arrive_deadline.getTime() + 3 * DAY).toISOString());
    expect(d.rescheduledFrom).toBe(before.ship_deadline.toISOString());
    expect(d.rescheduledAt).toBe(h.clock.now().toISOString());
    expect(d.version).toBe(o.version + 1);
    expect(d.status).toBe('awaitingShipment');
    const logs = ok(await post<{ action: string; actor: string | null; note: string }[]>('/statusLogs', { id: o.id }));
    const last = logs[logs.length - 1];
    expect([last.action, last.actor]).toEqual(['reschedule', 'Grace Lin']);
    expect(last.note).toContain('Waiting for a restock');
    await refusedUnchanged('ORDER_RESCHEDULE_USED', () =>
      post('/reschedule', { id: o.id, version: d.version, shipDeadline: new Date(to.getTime() + DAY).toISOString(), reason: 'Again' }),
    );
  });

  it('refuses a date not later, more than 7 days on or already past, a stale version, a shipped order; nothing changes', async () => {
    const o = await pickOrder(h.db, tenantId, 'awaitingShipment', 4);
    const { ship_deadline } = await deadlineOf(o.id);
    const at = (ms: number) => new Date(ship_deadline.getTime() + ms).toISOString();
    const a = await refusedUnchanged('ORDER_RESCHEDULE_INVALID', () => post('/reschedule', { id: o.id, version: o.version, shipDeadline: at(0), reason: 'x' }));
    expect(a.envelope.message).toContain('later than the current one');
    await refusedUnchanged('ORDER_RESCHEDULE_INVALID', () => post('/reschedule', { id: o.id, version: o.version, shipDeadline: at(7 * DAY + 60_000), reason: 'x' }));
    await refusedUnchanged('ORDER_VERSION_STALE', () => post('/reschedule', { id: o.id, version: o.version + 1, shipDeadline: at(DAY), reason: 'x' }));
    await refusedUnchanged('SYS_INVALID_REQUEST', () => post('/reschedule', { id: o.id, version: o.version, shipDeadline: at(DAY), reason: '  ' }));
    // an order late by more than 7 days can only move to a time that has passed
    const late = await h.db.maybe<{ id: string; version: number; ship_deadline: Date }>(
      "SELECT id, version, ship_deadline FROM orders WHERE tenant_id = $1 AND status = 'awaitingShipment' AND version = 1 AND ship_deadline < $2 ORDER BY ship_deadline LIMIT 1",
      [tenantId, new Date(h.clock.now().getTime() - DAY)],
    );
    if (late) {
      const z = await refusedUnchanged('ORDER_RESCHEDULE_INVALID', () =>
        post('/reschedule', { id: late.id, version: late.version, shipDeadline: new Date(late.ship_deadline.getTime() + 60_000).toISOString(), reason: 'x' }),
      );
      expect(z.envelope.code).toBe('ORDER_RESCHEDULE_INVALID');
    }
    const shipped = await pickOrder(h.db, tenantId, 'partShipped');
    const s = await deadlineOf(shipped.id);
    await refusedUnchanged('ORDER_TRANSITION_REFUSED', () =>
      post('/reschedule', { id: shipped.id, version: shipped.version, shipDeadline: new Date(s.ship_deadline.getTime() + DAY).toISOString(), reason: 'x' }),
    );
  });

  it('answers in Chinese for a Chinese user; the viewer and other tenants are refused', async () => {
    const o = await pickOrder(h.db, pacificId, 'awaitingShipment', 2);
    const { ship_deadline } = await deadlineOf(o.id);
    const a = await post('/reschedule', { id: o.id, version: o.version, shipDeadline: ship_deadline.toISOString(), reason: '等待补货' }, zhCookie);
    expect(a.envelope.code).toBe('ORDER_RESCHEDULE_INVALID');
    expect(a.envelope.message).toContain('不能改期');
    const mine = await pickOrder(h.db, tenantId, 'awaitingShipment', 5);
    const m = await deadlineOf(mine.id);
    const body = { id: mine.id, version: mine.version, shipDeadline: new Date(m.ship_deadline.getTime() + DAY).toISOString(), reason: 'x' };
    await refusedUnchanged('SYS_FORBIDDEN', () => post('/reschedule', body, viewer));
    await refusedUnchanged('SYS_NOT_FOUND', () => post('/reschedule', { ...body, id: o.id }));
  });
});

describe('feedback', () => {
  it('adds feedback once per request key and lists it newest first', async () => {
    const o = await pickOrder(h.db, tenantId, 'shipped');
    expect(ok(await post<Feedback[]>('/feedback/list', { orderId: o.id }))).toEqual([]);
    const first = ok(await post<Feedback>('/feedback/info', { orderId: o.id, kind: 'addressProblem', text: 'No house number', requestKey: 'test-key-0001' }));
    expect([first.kind, first.text, first.createdByName]).toEqual(['addressProblem', 'No house number', 'Grace Lin']);
    // a retried call: the same feedback, nothing added
    const again = ok(await post<Feedback>('/feedback/info', { orderId: o.id, kind: 'addressProblem', text: 'No house number', requestKey: 'test-key-0001' }));
    expect(again.id).toBe(first.id);
    h.clock.advance(60_000);
    const second = ok(await post<Feedback>('/feedback/info', { orderId: o.id, kind: 'customerAskedDelay', text: '', requestKey: 'test-key-0002' }));
    const list = ok(await post<Feedback[]>('/feedback/list', { orderId: o.id }));
    expect(list.map((f) => f.id)).toEqual([second.id, first.id]);
    // order is untouched
    expect((await h.db.one<{ version: number }>('SELECT version FROM orders WHERE id = $1', [o.id])).version).toBe(o.version);
  });

  it('needs a text for "other", refuses the viewer and other tenants’ orders', async () => {
    const o = await pickOrder(h.db, tenantId, 'shipped', 1);
    await refusedUnchanged('SYS_INVALID_REQUEST', () => post('/feedback/info', { orderId: o.id, kind: 'other', text: ' ', requestKey: 'test-key-0003' }));
    await refusedUnchanged('SYS_FORBIDDEN', () => post('/feedback/info', { orderId: o.id, kind: 'stockShortage', text: '', requestKey: 'test-key-0004' }, viewer));
    expect(ok(await post<Feedback[]>('/feedback/list', { orderId: o.id }, viewer))).toEqual([]);
    const foreign = await pickOrder(h.db, pacificId, 'shipped');
    await refusedUnchanged('SYS_NOT_FOUND', () => post('/feedback/info', { orderId: foreign.id, kind: 'stockShortage', text: '', requestKey: 'test-key-0005' }));
  });
});

describe('batch info', () => {
  it('answers the orders asked, in order, and other tenants’ ids as not found', async () => {
    const a = await pickOrder(h.db, tenantId, 'shipped', 5);
    const b = await pickOrder(h.db, tenantId, 'pendingAcknowledge', 5);
    const foreign = await pickOrder(h.db, pacificId, 'shipped');
    const r = ok(await post<{ orders: OrderDetail[]; notFound: string[] }>('/batchInfo', { ids: [b.id, foreign.id, a.id, 'nope', b.id] }));
    expect(r.orders.map((o) => o.id)).toEqual([b.id, a.id]);
    expect(r.orders[0].lines.length).toBeGreaterThan(0);
    expect(r.notFound).toEqual([foreign.id, 'nope']);
    const tooMany = await post('/batchInfo', { ids: Array.from({ length: 201 }, (_, i) => `x${i}`) });
    expect(tooMany.envelope.code).toBe('SYS_INVALID_REQUEST');
  });
});

describe('difference orders', () => {
  const open = (t: string, skip = 0) =>
    h.db.one<{ formNo: string; version: number }>(
      `SELECT a.form_no AS "formNo", d.version FROM arrival_differences d JOIN appointments a ON a.id = d.appointment_id
        WHERE d.tenant_id = $1 AND d.status = 'open' AND EXISTS (SELECT 1 FROM arrival_difference_lines l WHERE l.difference_id = d.id)
        ORDER BY d.id LIMIT 1 OFFSET $2`,
      [t, skip],
    );

  it('the seed gives every short arrival a difference order with the missing lines', async () => {
    const bad = await h.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM appointments a WHERE a.tenant_id = $1 AND a.status = 'arrived' AND a.received_package_count < a.package_count
         AND NOT EXISTS (SELECT 1 FROM arrival_differences d WHERE d.appointment_id = a.id)`,
      [tenantId],
    );
    expect(bad.n).toBe(0);
    const d = await open(tenantId);
    const r = ok(await post<DifferenceOrder>('/differenceOrder', { formNo: d.formNo }));
    expect(r.status).toBe('open');
    expect(r.receivedPackages).toBeLessThan(r.announcedPackages);
    expect(r.lines.length).toBeGreaterThan(0);
    for (const l of r.lines) expect(l.receivedQty).not.toBe(l.announcedQty);
    expect(r.announcedQty).toBe(r.lines.reduce((s, l) => s + l.announcedQty, 0));
    // an arrival that received what was announced has none
    const full = await h.db.one<{ form_no: string }>(
      "SELECT form_no FROM appointments WHERE tenant_id = $1 AND status = 'arrived' AND received_package_count = package_count ORDER BY id LIMIT 1",
      [tenantId],
    );
    const none = ok(await post<DifferenceOrder>('/differenceOrder', { formNo: full.form_no }));
    expect([none.id, none.status, none.lines]).toEqual([null, null, []]);
  });

  it('accept once (a repeat applies once), then a dispute is refused; logged on each order', async () => {
    const d = await open(tenantId);
    const r = ok(await post<DifferenceOrder>('/differenceOrder/answer', { formNo: d.formNo, version: d.version, answer: 'accept', note: '' }));
    expect([r.status, r.answeredByName, r.version]).toEqual(['accepted', 'Grace Lin', d.version + 1]);
    const again = ok(await post<DifferenceOrder>('/differenceOrder/answer', { formNo: d.formNo, version: d.version, answer: 'accept', note: '' }));
    expect(again.version).toBe(r.version);
    await refusedUnchanged('ORDER_DIFFERENCE_ANSWERED', () => post('/differenceOrder/answer', { formNo: d.formNo, version: r.version, answer: 'dispute', note: 'We sent it' }));
    const logs = await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM order_status_logs WHERE order_id = $1 AND action = 'differenceAccepted'", [r.lines[0].orderId]);
    expect(logs.n).toBe(1);
  });

  it('a dispute needs a note; a stale version, the viewer and other tenants are refused', async () => {
    const d = await open(tenantId, 1);
    await refusedUnchanged('SYS_INVALID_REQUEST', () => post('/differenceOrder/answer', { formNo: d.formNo, version: d.version, answer: 'dispute', note: '' }));
    await refusedUnchanged('ORDER_DIFFERENCE_STALE', () => post('/differenceOrder/answer', { formNo: d.formNo, version: d.version + 1, answer: 'accept', note: '' }));
    await refusedUnchanged('SYS_FORBIDDEN', () => post('/differenceOrder/answer', { formNo: d.formNo, version: d.version, answer: 'accept', note: '' }, viewer));
    const foreign = await foreignDifference(h.db, pacificId);
    await refusedUnchanged('SYS_NOT_FOUND', () => post('/differenceOrder/answer', { formNo: foreign.formNo, version: foreign.version, answer: 'accept', note: '' }));
    const r = ok(await post<DifferenceOrder>('/differenceOrder/answer', { formNo: d.formNo, version: d.version, answer: 'dispute', note: 'Our carrier has proof of delivery' }));
    expect([r.status, r.note]).toEqual(['disputed', 'Our carrier has proof of delivery']);
  });
});
