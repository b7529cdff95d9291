// Cancel, return and refund requests (src/contract/order/requests.ts; docs/domain/orders.md):
// the seed's shares and consistency, the three lists, every allowed decision and what it does to
// the order, refused decisions changing nothing, already decided by someone else, a double submit
// applied once, return edits, the refund reason required, batch cancel with one result per order,
// tenancy and the viewer. Expected sets are counted directly in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { customerReasonLabels, requestDetailSchema, requestRowSchema, type BatchCancelResult, type RequestDetail, type RequestRow } from '../../../src/contract';
import { seededRequestId } from '../../../server/order/seed-requests';
import { seededOrderId } from '../../../server/order/seed-orders';
import { createHarness, snapshotDb, START_TIME, type Answer, type Harness } from '../harness';
import { openRequest } from './requests-fixtures';

const P = '/api/scm-app/supplier/order';
let h: Harness;
let cookie: string;
let zhCookie: string;
let viewer: string;
let tenantId: string;
let pacificId: string;

interface PageData {
  rows: RequestRow[];
  nextCursor: string | null;
  total: number;
}

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  zhCookie = await h.signIn('supplier2');
  viewer = await h.signIn('viewer1');
  tenantId = h.seeded.tenantIds.harbor;
  pacificId = h.seeded.tenantIds.pacific;
}, 120_000);
afterAll(() => h?.close());

const count = async (sql: string, params: unknown[] = []) => (await h.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, [tenantId, ...params] as never)).n;
const requestRow = (id: string) => h.db.one<{ status: string; version: number; decided_by_name: string | null; reject_reason: string }>('SELECT * FROM order_requests WHERE id = $1', [id]);
const orderRow = (id: string) => h.db.one<{ status: string; version: number }>('SELECT status, version FROM orders WHERE id = $1', [id]);
/** Each line of the order with its lock and its stock row's on hand and locked. */
const heldStock = (orderId: string) =>
  h.db.query<{ id: string; locked_qty: number; on_hand: number; locked: number }>(
    `SELECT l.id, l.locked_qty, s.on_hand, s.locked FROM order_lines l JOIN orders o ON o.id = l.order_id
       JOIN inventory_stock s ON s.sku_id = l.sku_id AND s.warehouse_id = o.warehouse_id WHERE l.order_id = $1 ORDER BY l.line_no`,
    [orderId],
  );

async function search(kind: string, conditions: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<PageData> {
  const a = await h.call<PageData>('POST', `${P}/${kind}/search`, { cookie, body: { conditions, pageSize: 200, exactTotal: true, ...extra } });
  expect(a.envelope.code, a.text).toBe('0');
  return a.envelope.data;
}
const info = (path: string, who = cookie) => h.call<RequestDetail>('GET', `${P}/${path}`, { cookie: who });
type Ref = { id: string; version: number };
const ref = (r: Ref): Ref => ({ id: r.id, version: r.version });
const cancelAudit = (flag: string, r: Ref, who = cookie) => h.call<RequestDetail>('POST', `${P}/cancel/apply/audit/${flag}`, { cookie: who, body: ref(r) });
const returnAudit = (flag: string, r: Ref, who = cookie) => h.call<RequestDetail>('POST', `${P}/return/apply/audit/${flag}`, { cookie: who, body: ref(r) });
const refundAudit = (flag: string, r: Ref, reason?: string, who = cookie) =>
  h.call<RequestDetail>('PUT', `${P}/refund/apply/audit/${flag}`, { cookie: who, body: ref(r), ...(reason === undefined ? {} : { query: { reason } }) });
const ok = <T>(a: Answer<T>): T => {
  expect(a.envelope.code, a.text).toBe('0');
  return a.envelope.data;
};
/** A refused call: its code, and the database unchanged. */
async function refusedUnchanged(code: string, run: () => Promise<Answer>) {
  const before = await snapshotDb(h.db);
  const a = await run();
  expect(a.envelope.code, a.text).toBe(code);
  expect(await snapshotDb(h.db), `${code} changed the database`).toBe(before);
  return a;
}

describe('seed', () => {
  it('every kind in every state, on orders in a matching state', async () => {
    const shares = await h.db.query<{ kind: string; status: string; n: number }>(
      'SELECT kind, status, count(*)::int AS n FROM order_requests WHERE tenant_id = $1 GROUP BY kind, status ORDER BY kind, status',
      [tenantId],
    );
    const got = Object.fromEntries(shares.map((s) => [`${s.kind}.${s.status}`, s.n]));
    for (const key of ['cancel.requested', 'cancel.approved', 'cancel.rejected', 'return.requested', 'return.approved', 'return.received', 'return.rejected', 'refund.requested', 'refund.confirmed', 'refund.rejected', 'refund.cancelled']) {
      expect(got[key], key).toBeGreaterThan(0);
    }
    // consistency with the order
    const bad = async (kind: string, status: string, orderStatuses: string[]) =>
      count(`order_requests q JOIN orders o ON o.id = q.order_id WHERE q.tenant_id = $1 AND q.kind = $2 AND q.status = $3 AND NOT (o.status = ANY($4::text[]))`, [kind, status, orderStatuses]);
    expect(await bad('cancel', 'requested', ['pendingAcknowledge', 'awaitingShipment'])).toBe(0);
    expect(await bad('cancel', 'approved', ['cancelled'])).toBe(0);
    expect(await bad('return', 'requested', ['delivered'])).toBe(0);
    expect(await bad('return', 'approved', ['returning'])).toBe(0);
    expect(await bad('refund', 'requested', ['shipped', 'delivered', 'returning'])).toBe(0);
    expect(await count(`order_requests q JOIN orders o ON o.id = q.order_id WHERE q.tenant_id = $1 AND q.kind = 'refund' AND (q.amount <= 0 OR q.currency <> o.currency)`)).toBe(0);
    expect(await count(`order_requests q WHERE q.tenant_id = $1 AND q.decision_deadline <> q.requested_at + interval '48 hours'`)).toBe(0);
    expect(await count(`order_requests q WHERE q.tenant_id = $1 AND q.kind = 'return' AND NOT EXISTS (SELECT 1 FROM order_return_lines l WHERE l.request_id = q.id)`)).toBe(0);
    // near the anchor some open requests are overdue and some are not
    expect(await count(`order_requests q WHERE q.tenant_id = $1 AND q.status = 'requested' AND q.decision_deadline <= $2`, [START_TIME])).toBeGreaterThan(0);
    expect(await count(`order_requests q WHERE q.tenant_id = $1 AND q.status = 'requested' AND q.decision_deadline > $2`, [START_TIME])).toBeGreaterThan(0);
  });

  it("customer reasons are codes with labels in both languages (decision 022); migration 028 maps the old seed's sentences", async () => {
    const stored = await h.db.query<{ reason: string }>('SELECT DISTINCT reason FROM order_requests ORDER BY reason');
    expect(stored.length).toBeGreaterThan(5);
    for (const { reason } of stored) expect(customerReasonLabels.values as readonly string[], reason).toContain(reason);
    // what a database seeded before the codes holds becomes the code whose English label it is
    const migration = readFileSync(new URL('../../../server/db/migrations/028_customer_reason_codes.sql', import.meta.url), 'utf8');
    for (const code of customerReasonLabels.values) expect(migration, code).toContain(`WHEN '${customerReasonLabels.bi[code].en}' THEN '${code}'`);
  });
});

describe('lists', () => {
  it('each list holds its kind only, filters by status, request or order no. and overdue, pages by keyset', async () => {
    for (const kind of ['cancel', 'return', 'refund']) {
      const all = await search(kind, {}, { pageSize: 20 });
      expect(all.total, kind).toBe(await count(`order_requests WHERE tenant_id = $1 AND kind = $2`, [kind]));
      for (const row of all.rows) expect(requestRowSchema.parse(row).kind).toBe(kind);
      const open = await search(kind, { statuses: ['requested'] }, { pageSize: 1 });
      expect(open.total).toBe(await count(`order_requests WHERE tenant_id = $1 AND kind = $2 AND status = 'requested'`, [kind]));
      const overdue = await search(kind, { overdue: 'yes' });
      expect(overdue.total).toBe(await count(`order_requests WHERE tenant_id = $1 AND kind = $2 AND status = 'requested' AND decision_deadline <= $3`, [kind, START_TIME]));
      for (const row of overdue.rows) expect(row.overdue).toBe(true);
      const notOverdue = await search(kind, { overdue: 'no' }, { pageSize: 1 });
      expect(notOverdue.total + overdue.total).toBe(all.total);
      // the next page continues where the first ended
      const next = await search(kind, {}, { pageSize: 20, cursor: all.nextCursor });
      expect(next.rows[0]?.id).not.toBe(all.rows[0]?.id);
      expect(new Set([...all.rows, ...next.rows].map((r) => r.id)).size).toBe(all.rows.length + next.rows.length);
    }
    // the status and overdue conditions have their option dictionaries, labelled in both languages
    for (const [name, values] of [['orderRequestStatus', ['requested', 'approved', 'rejected', 'received', 'confirmed', 'cancelled']], ['yesNo', ['yes', 'no']]] as const) {
      const options = ok(await h.call<{ value: string; label: string; labelZh: string }[]>('GET', `/api/scm-app/supplier/option/${name}`, { cookie }));
      expect(options.map((o) => o.value)).toEqual(values);
      expect(options.every((o) => o.label && o.labelZh)).toBe(true);
    }
    const byNo = await search('refund', { quickQuery: 'RF00000007' });
    expect(byNo.rows.map((r) => r.id)).toEqual([seededRequestId('harbor', 'refund', 7)]);
    const byOrder = await search('refund', { quickQuery: 'PO00000007' });
    expect(byOrder.rows.map((r) => r.id)).toEqual([seededRequestId('harbor', 'refund', 7)]);
    expect(byOrder.rows[0].amount).toBeGreaterThan(0);
  });
});

describe('cancel', () => {
  it('info: the request with its order and lines; another kind’s id is not found', async () => {
    const d = ok(await info(`cancel/info/${seededRequestId('harbor', 'cancel', 3)}`));
    requestDetailSchema.parse(d);
    expect(d).toMatchObject({ kind: 'cancel', status: 'requested', requestNo: 'CR00000003', refund: null, returnLines: [] });
    expect(d.order.id).toBe(seededOrderId('harbor', 3));
    expect(d.order.lines.length).toBeGreaterThan(0);
    expect((await info(`cancel/info/${seededRequestId('harbor', 'refund', 7)}`)).envelope.code).toBe('SYS_NOT_FOUND');
  });

  it('approve cancels the order (lines’ open quantity cancelled, version moved on), its stock lock released; a double submit applies once', async () => {
    const r = await openRequest(h.db, 'cancel');
    const orderBefore = await orderRow(r.orderId);
    const held = await heldStock(r.orderId);
    const d = ok(await cancelAudit('approve', r));
    expect(d).toMatchObject({ status: 'approved', decidedByName: 'Grace Lin', version: r.version + 1 });
    expect(d.order.status).toBe('cancelled');
    expect(d.order.version).toBe(orderBefore.version + 1);
    for (const l of d.order.lines) expect(l.cancelledQty).toBe(l.qty - l.shippedQty);
    // on hand stays; locked drops by what the lines held (docs/domain/orders.md, "Stock (built)")
    expect(await heldStock(r.orderId)).toEqual(held.map((x) => ({ ...x, locked: x.locked - x.locked_qty, locked_qty: 0 })));
    // the same click again: answered as it is, nothing applied twice
    const before = await snapshotDb(h.db);
    const again = ok(await cancelAudit('approve', r));
    expect(again.version).toBe(d.version);
    expect(again.order.version).toBe(d.order.version);
    expect(await snapshotDb(h.db)).toBe(before);
    // a different decision now is refused: already decided
    const a = await refusedUnchanged('ORDER_REQUEST_DECIDED', () => cancelAudit('reject', r));
    expect(a.envelope.message).toContain('Grace Lin');
  });

  it('reject leaves the order as it was', async () => {
    const r = await openRequest(h.db, 'cancel');
    const orderBefore = await orderRow(r.orderId);
    const d = ok(await cancelAudit('reject', r));
    expect(d.status).toBe('rejected');
    expect(await orderRow(r.orderId)).toEqual(orderBefore);
  });

  it('approve is refused once anything shipped (nothing changes); reject still works', async () => {
    const r = await openRequest(h.db, 'cancel');
    // as a shipment of one unit would leave it (the line's lock at most what is left open)
    await h.db.query(`UPDATE order_lines SET shipped_qty = 1, locked_qty = LEAST(locked_qty, qty - cancelled_qty - 1) WHERE order_id = $1 AND line_no = 1`, [r.orderId]);
    await h.db.query(`UPDATE orders SET status = 'partShipped', shipped_at = order_time WHERE id = $1`, [r.orderId]);
    const a = await refusedUnchanged('ORDER_CANCEL_SHIPPED', () => cancelAudit('approve', r));
    expect(a.status).toBe(409);
    expect((await requestRow(r.id)).status).toBe('requested');
    expect(ok(await cancelAudit('reject', r)).status).toBe('rejected');
  });

  it('decided by someone else meanwhile: ORDER_REQUEST_DECIDED naming who, nothing changed', async () => {
    const r = await openRequest(h.db, 'cancel');
    await h.db.query(`UPDATE order_requests SET status = 'rejected', decided_by = $2, decided_by_name = 'Olivia Reyes', decided_at = $3, version = version + 1 WHERE id = $1`, [
      r.id,
      h.seeded.userIds.viewer1,
      START_TIME,
    ]);
    for (const flag of ['approve', 'reject']) {
      const a = await refusedUnchanged('ORDER_REQUEST_DECIDED', () => cancelAudit(flag, r));
      expect(a.envelope.message).toContain('Olivia Reyes');
    }
  });
});

describe('return', () => {
  it('edits before the decision: add sku, save quantities; invalid skus and quantities refused; stale version refused', async () => {
    const r = await openRequest(h.db, 'return');
    const d0 = ok(await info(`return/info/${r.id}`));
    expect(d0.returnLines.length).toBeGreaterThan(0);
    const line = d0.returnLines[0];
    // remove it by saving the others (or keep one when it is the only line)
    const others = d0.returnLines.slice(1);
    let d = d0;
    if (others.length) {
      d = ok(await h.call<RequestDetail>('POST', `${P}/return/save`, { cookie, body: { id: r.id, version: d.version, lines: others.map((l) => ({ skuId: l.skuId, qty: l.qty, restockable: l.restockable })) } }));
      expect(d.returnLines.map((l) => l.skuId)).not.toContain(line.skuId);
      d = ok(await h.call<RequestDetail>('POST', `${P}/return/add-sku`, { cookie, body: { id: r.id, version: d.version, skuId: line.skuId, qty: 1, restockable: false } }));
      expect(d.returnLines.find((l) => l.skuId === line.skuId)).toMatchObject({ qty: 1, restockable: false });
    }
    // already on the return
    await refusedUnchanged('ORDER_RETURN_SKU_INVALID', () => h.call('POST', `${P}/return/add-sku`, { cookie, body: { id: r.id, version: d.version, skuId: line.skuId, qty: 1, restockable: true } }));
    // not in the order
    const foreignSku = await h.db.one<{ id: string }>('SELECT id FROM skus WHERE tenant_id = $1 AND id NOT IN (SELECT sku_id FROM order_lines WHERE order_id = $2) ORDER BY id LIMIT 1', [tenantId, r.orderId]);
    await refusedUnchanged('ORDER_RETURN_SKU_INVALID', () =>
      h.call('POST', `${P}/return/save`, { cookie, body: { id: r.id, version: d.version, lines: [{ skuId: foreignSku.id, qty: 1, restockable: true }] } }),
    );
    // more than shipped
    await refusedUnchanged('ORDER_RETURN_QTY_INVALID', () =>
      h.call('POST', `${P}/return/save`, { cookie, body: { id: r.id, version: d.version, lines: [{ skuId: line.skuId, qty: line.shippedQty + 1, restockable: true }] } }),
    );
    // the version read before the edits is stale
    await refusedUnchanged('ORDER_REQUEST_VERSION_STALE', () => returnAudit('approve', { id: r.id, version: d0.version === d.version ? d.version + 7 : d0.version }));
    // approve: the order is returning
    const approved = ok(await returnAudit('approve', { id: r.id, version: d.version }));
    expect(approved.status).toBe('approved');
    expect(approved.order.status).toBe('returning');
    // no more edits
    await refusedUnchanged('ORDER_REQUEST_DECIDED', () => h.call('POST', `${P}/return/add-sku`, { cookie, body: { id: r.id, version: approved.version, skuId: line.skuId, qty: 1, restockable: true } }));
  });

  it('approve needs a delivered order; reject leaves the order delivered', async () => {
    const r = await openRequest(h.db, 'return');
    await h.db.query(`UPDATE orders SET status = 'completed' WHERE id = $1`, [r.orderId]);
    await refusedUnchanged('ORDER_RETURN_NOT_DELIVERED', () => returnAudit('approve', r));
    await h.db.query(`UPDATE orders SET status = 'delivered' WHERE id = $1`, [r.orderId]);
    const d = ok(await returnAudit('reject', r));
    expect(d.status).toBe('rejected');
    expect(d.order.status).toBe('delivered');
  });
});

describe('refund', () => {
  it('reject needs a reason (missing or blank refused, in the caller’s language); with one it is stored', async () => {
    const r = await openRequest(h.db, 'refund');
    const a = await refusedUnchanged('ORDER_REASON_REQUIRED', () => refundAudit('reject', r));
    expect(a.envelope.message).toBe('A reason is required to reject a refund.');
    await refusedUnchanged('ORDER_REASON_REQUIRED', () => refundAudit('reject', r, '   '));
    const p = await openRequest(h.db, 'refund', pacificId);
    const zh = await refundAudit('reject', p, undefined, zhCookie);
    expect(zh.envelope.message).toBe('驳回退款必须填写原因。');
    const d = ok(await refundAudit('reject', r, 'Carrier confirmed delivery'));
    expect(d).toMatchObject({ status: 'rejected', rejectReason: 'Carrier confirmed delivery' });
    expect(d.refund?.amount).toBeGreaterThan(0);
  });

  it('confirm and cancel; a decided refund refuses another decision', async () => {
    const r1 = await openRequest(h.db, 'refund');
    const orderBefore = await orderRow(r1.orderId);
    expect(ok(await refundAudit('confirm', r1)).status).toBe('confirmed');
    expect(await orderRow(r1.orderId)).toEqual(orderBefore);
    const r2 = await openRequest(h.db, 'refund');
    expect(ok(await refundAudit('cancel', r2)).status).toBe('cancelled');
    await refusedUnchanged('ORDER_REQUEST_DECIDED', () => refundAudit('confirm', r2));
    // the same decision again by its decider: applied once
    const again = ok(await refundAudit('cancel', r2));
    expect(again.version).toBe(r2.version + 1);
  });
});

describe('batch cancel', () => {
  it('one result per order: cancelled, or refused with the reason; an open cancel request is answered', async () => {
    const withRequest = await openRequest(h.db, 'cancel');
    const ids = [
      seededOrderId('harbor', 4), // awaiting shipment
      withRequest.orderId,
      seededOrderId('harbor', 6), // shipped
      seededOrderId('harbor', 5), // part shipped
      seededOrderId('harbor', 18), // cancelled
      seededOrderId('pacific', 4), // another tenant's
      'od-nope',
      'PO00000044', // awaiting shipment, by its supplier order no.
    ];
    const a = ok(await h.call<{ results: BatchCancelResult[] }>('POST', `${P}/batch-cancel`, { cookie, body: { ids, reason: 'Out of stock' } }));
    expect(a.results.map((r) => [r.orderId, r.outcome, r.code])).toEqual([
      [ids[0], 'cancelled', null],
      [ids[1], 'cancelled', null],
      [ids[2], 'refused', 'ORDER_CANCEL_SHIPPED'],
      [ids[3], 'refused', 'ORDER_CANCEL_SHIPPED'],
      [ids[4], 'refused', 'ORDER_NOT_CANCELLABLE'],
      [ids[5], 'refused', 'SYS_NOT_FOUND'],
      [ids[6], 'refused', 'SYS_NOT_FOUND'],
      [ids[7], 'cancelled', null],
    ]);
    for (const r of a.results.filter((x) => x.outcome === 'refused')) expect(r.message).toBeTruthy();
    expect((await orderRow(ids[0])).status).toBe('cancelled');
    expect((await orderRow(seededOrderId('harbor', 44))).status).toBe('cancelled');
    expect((await orderRow(ids[2])).status).toBe('shipped');
    expect((await orderRow(seededOrderId('pacific', 4))).status).toBe('awaitingShipment');
    expect((await requestRow(withRequest.id)).status).toBe('approved');
  });
});

describe('tenancy and access', () => {
  it("another tenant's requests are not found and stay unchanged; the viewer is refused every decision", async () => {
    const p = await openRequest(h.db, 'cancel', pacificId);
    expect((await info(`cancel/info/${p.id}`)).envelope.code).toBe('SYS_NOT_FOUND');
    await refusedUnchanged('SYS_NOT_FOUND', () => cancelAudit('approve', p));
    const r = await openRequest(h.db, 'cancel');
    expect(ok(await info(`cancel/info/${r.id}`, viewer)).status).toBe('requested');
    await refusedUnchanged('SYS_FORBIDDEN', () => cancelAudit('approve', r, viewer));
    const f = await openRequest(h.db, 'refund');
    await refusedUnchanged('SYS_FORBIDDEN', () => refundAudit('reject', f, 'x', viewer));
  });
});
