// Twenty identical submits at once, one effect (issue 7, reliability): a double click, a retry
// storm or a replayed request fires the same state-changing call many times in parallel. For four
// workflows (an isolation start, which holds stock; an order part shipment; a cancel-request
// approval; an import confirm followed by the runner) 20 identical requests go out together and:
//  - exactly one effect lands: one status change, one history or log entry, stock moved once,
//    rows applied once;
//  - every other answer is either the same success (a call that finds its work done answers it
//    as it is) or a clear conflict (HTTP 409 with a stale-version or transition code), never a
//    500 or a deadlock.
// Runs on PGlite (one connection: requests interleave between statements) and on PostgreSQL
// (`node scripts/with-pg.mjs npx vitest run --project server tests/server/concurrent-submits.test.ts`),
// where the row locks are what serialises them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, SqlParam } from '../../server/db/db';
import { ImportRunner } from '../../server/imports/runner';
import { createHarness, type Answer, type Harness } from './harness';
import { openRequest } from './order/requests-fixtures';
import { pickOrder } from './order/fixtures';
import { prepareSeparation } from './separate/fixtures';
import { expectStockInvariants } from './separate/helpers';

const N = 20;
const P = '/api/scm-app/supplier';

let h: Harness;
let cookie: string;
let tenantId: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  tenantId = h.seeded.tenantIds.harbor;
});
afterAll(() => h?.close());

/** Fires the same call N times at once. */
const storm = (method: string, path: string, body: unknown): Promise<Answer[]> =>
  Promise.all(Array.from({ length: N }, () => h.call(method, path, { cookie, body })));

/** Every answer is a success or a clear conflict; returns how many succeeded. */
function judge(answers: Answer[]): { ok: number; codes: string[] } {
  for (const a of answers) {
    const label = a.text.slice(0, 300);
    if (a.envelope?.code === '0') expect(a.status, label).toBe(200);
    else {
      expect(a.status, label).toBe(409);
      expect(a.envelope.code, label).toMatch(/STALE|CONFLICT|REFUSED|NOT_ALLOWED|STATUS|PROCESSING/);
      expect(a.envelope.message.length, label).toBeGreaterThan(0);
    }
  }
  return { ok: answers.filter((a) => a.envelope.code === '0').length, codes: [...new Set(answers.map((a) => a.envelope.code))].sort() };
}

const count = async (db: Db, sql: string, params: SqlParam[]) => (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).n;

describe(`${N} identical submits at once: one effect`, () => {
  it('isolation start: holds the stock once, one history entry', async () => {
    const sep = await prepareSeparation(h.db, 'submitted');
    const heldBefore = (await h.db.one<{ n: number }>('SELECT coalesce(sum(isolated), 0)::int AS n FROM inventory_stock')).n;
    const answers = await storm('POST', `${P}/separate/start`, { id: sep.id, version: sep.version });
    const { ok } = judge(answers);
    expect(ok).toBeGreaterThanOrEqual(1);
    const row = await h.db.one<{ status: string; version: number }>('SELECT status, version FROM separations WHERE id = $1', [sep.id]);
    expect(row).toEqual({ status: 'inEffect', version: sep.version + 1 });
    expect(await count(h.db, "separation_history WHERE separation_id = $1 AND action = 'start'", [sep.id])).toBe(1);
    expect(await count(h.db, 'separation_allocations WHERE separation_id = $1', [sep.id])).toBe(1);
    const heldAfter = (await h.db.one<{ n: number }>('SELECT coalesce(sum(isolated), 0)::int AS n FROM inventory_stock')).n;
    expect(heldAfter - heldBefore).toBe(1);
    await expectStockInvariants(h.db);
  });

  it('order part shipment: one shipment, the line shipped once, one log entry', async () => {
    const order = await pickOrder(h.db, tenantId, 'awaitingShipment');
    const line = await h.db.one<{ shipped_qty: number }>('SELECT shipped_qty FROM order_lines WHERE id = $1', [order.lineId]);
    const logs = await count(h.db, 'order_status_logs WHERE order_id = $1', [order.id]);
    const body = { id: order.id, version: order.version, carrierCode: 'DHL', trackingNo: 'JD0146000099999', lines: [{ lineId: order.lineId, qty: 1 }] };
    const { ok } = judge(await storm('POST', `${P}/order/partShip`, body));
    expect(ok).toBe(1);
    expect(await count(h.db, 'order_shipments WHERE order_id = $1', [order.id])).toBe(1);
    expect((await h.db.one<{ shipped_qty: number }>('SELECT shipped_qty FROM order_lines WHERE id = $1', [order.lineId])).shipped_qty).toBe(line.shipped_qty + 1);
    expect(await count(h.db, 'order_status_logs WHERE order_id = $1', [order.id])).toBe(logs + 1);
    expect((await h.db.one<{ version: number }>('SELECT version FROM orders WHERE id = $1', [order.id])).version).toBe(order.version + 1);
  });

  it('cancel-request approval: decided once, the order cancelled once', async () => {
    const request = await openRequest(h.db, 'cancel');
    const logs = await count(h.db, 'order_status_logs WHERE order_id = $1', [request.orderId]);
    const orderVersion = (await h.db.one<{ version: number }>('SELECT version FROM orders WHERE id = $1', [request.orderId])).version;
    const { ok } = judge(await storm('POST', `${P}/order/cancel/apply/audit/approve`, { id: request.id, version: request.version }));
    expect(ok).toBeGreaterThanOrEqual(1);
    const decided = await h.db.one<{ status: string; version: number }>('SELECT status, version FROM order_requests WHERE id = $1', [request.id]);
    expect(decided).toEqual({ status: 'approved', version: request.version + 1 });
    const order = await h.db.one<{ status: string; version: number }>('SELECT status, version FROM orders WHERE id = $1', [request.orderId]);
    expect(order).toEqual({ status: 'cancelled', version: orderVersion + 1 });
    // an approval writes one order status log entry; the repeats add none
    expect(await count(h.db, 'order_status_logs WHERE order_id = $1', [request.orderId])).toBe(logs + 1);
    const lines = await h.db.query<{ qty: number; shipped_qty: number; cancelled_qty: number }>('SELECT qty, shipped_qty, cancelled_qty FROM order_lines WHERE order_id = $1', [request.orderId]);
    for (const l of lines) expect(l.cancelled_qty).toBe(l.qty - l.shipped_qty);
  });

  it('import confirm, then the runner: the rows applied once', async () => {
    const codes = (
      await h.db.query<{ code: string }>('SELECT code FROM warehouses WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY code LIMIT 5', [tenantId])
    ).map((r) => r.code);
    const form = new FormData();
    form.set('file', new File([['Warehouse code,Buffer quantity', ...codes.map((c, i) => `${c},${41 + i}`)].join('\n')], 'buffers.csv', { type: 'text/csv' }));
    form.set('timezone', 'GMT+08:00');
    form.set('preview', '1');
    form.set('bizType', 'warehouseBuffer');
    const uploaded = await h.call<{ id: string }>('POST', `${P}/import/upload`, { cookie, body: form });
    expect(uploaded.envelope.code, uploaded.text).toBe('0');
    const id = uploaded.envelope.data.id;
    const runner = new ImportRunner({ db: h.db, log: () => undefined });
    const drain = async () => {
      await runner.recover();
      while (await runner.runOnce());
    };
    await drain();
    const records = () => count(h.db, 'warehouse_buffer_records r JOIN warehouses w ON w.id = r.warehouse_id WHERE w.tenant_id = $1 AND w.code = ANY($2)', [tenantId, codes]);
    const before = await records();

    const answers = await storm('POST', `${P}/import/warehouseBuffer/${id}/submit`, {});
    const { ok } = judge(answers);
    expect(ok).toBe(N); // a confirm that finds the import applying answers it as it is
    // and a runner that races a second runner
    await Promise.all([drain(), new ImportRunner({ db: h.db, log: () => undefined }).runOnce()]);
    await drain();
    const record = await h.db.one<{ status: string }>('SELECT status FROM imports WHERE id = $1', [id]);
    expect(record.status).toBe('done');
    expect((await records()) - before).toBe(codes.length);
    const buffers = await h.db.query<{ buffer_qty: number }>(
      'SELECT s.buffer_qty FROM warehouse_buffer_settings s JOIN warehouses w ON w.id = s.warehouse_id WHERE w.tenant_id = $1 AND w.code = ANY($2) ORDER BY w.code',
      [tenantId, codes],
    );
    expect(buffers.map((b) => b.buffer_qty)).toEqual(codes.map((_, i) => 41 + i));
  });
});
