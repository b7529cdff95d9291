// Return received (server/jobs/order-decision-runner.ts, playing the carrier; docs/domain/orders.md):
// a return approved RETURN_TRANSIT_DAYS ago is received: its restockable lines go back on hand in
// the order's warehouse (the others do not), the returning order completes, one status log entry
// by the platform; not before the transit is over, and never twice.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RETURN_TRANSIT_DAYS, type RequestDetail } from '../../../src/contract';
import { OrderDecisionRunner } from '../../../server/jobs/order-decision-runner';
import { createHarness, type Answer, type Harness } from '../harness';
import { openRequest } from './requests-fixtures';

const P = '/api/scm-app/supplier/order';
const DAY = 86_400_000;
let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
}, 120_000);
afterAll(() => h?.close());

const ok = <T>(a: Answer<T>): T => {
  expect(a.envelope.code, a.text).toBe('0');
  return a.envelope.data;
};
async function drain(): Promise<void> {
  const runner = new OrderDecisionRunner({ db: h.db, now: h.clock.now, log: () => {} });
  while (await runner.runOnce());
}
const onHand = (skuId: string, orderId: string) =>
  h.db
    .maybe<{ on_hand: number }>(
      'SELECT s.on_hand FROM inventory_stock s JOIN orders o ON o.warehouse_id = s.warehouse_id WHERE o.id = $1 AND s.sku_id = $2',
      [orderId, skuId],
    )
    .then((r) => r?.on_hand ?? 0);
const state = (requestId: string, orderId: string) =>
  h.db.one<{ request: string; order: string }>(
    'SELECT q.status AS request, o.status AS order FROM order_requests q JOIN orders o ON o.id = q.order_id WHERE q.id = $1 AND o.id = $2',
    [requestId, orderId],
  );

it('restocks the restockable lines and completes the order once the goods are back', async () => {
  const r = await openRequest(h.db, 'return');
  let d = ok(await h.call<RequestDetail>('GET', `${P}/return/info/${r.id}`, { cookie }));
  // one line back to stock, the sku restocked; a second (if shipped) damaged, not restockable
  const shipped = d.returnLines.slice(0, 2);
  const lines = shipped.map((l, i) => ({ skuId: l.skuId, qty: l.shippedQty, restockable: i === 0 }));
  d = ok(await h.call<RequestDetail>('POST', `${P}/return/save`, { cookie, body: { id: r.id, version: d.version, lines } }));
  d = ok(await h.call<RequestDetail>('POST', `${P}/return/apply/audit/approve`, { cookie, body: { id: r.id, version: d.version } }));
  expect(await state(r.id, r.orderId)).toEqual({ request: 'approved', order: 'returning' });
  const before = await Promise.all(lines.map((l) => onHand(l.skuId, r.orderId)));

  h.clock.advance(RETURN_TRANSIT_DAYS * DAY - 60_000);
  await drain();
  expect(await state(r.id, r.orderId)).toEqual({ request: 'approved', order: 'returning' });

  h.clock.advance(120_000);
  await drain();
  // ten days on, the session has lapsed
  cookie = await h.signIn('supplier1');
  expect(await state(r.id, r.orderId)).toEqual({ request: 'received', order: 'completed' });
  const after = await Promise.all(lines.map((l) => onHand(l.skuId, r.orderId)));
  expect(after[0]).toBe(before[0]! + lines[0]!.qty);
  if (lines[1]) expect(after[1]).toBe(before[1]);
  const logs = await h.db.query<{ action: string; from_status: string; to_status: string; actor_name: string | null; note_en: string }>(
    "SELECT action, from_status, to_status, actor_name, note_en FROM order_status_logs WHERE order_id = $1 AND action = 'returnReceived'",
    [r.orderId],
  );
  expect(logs).toEqual([{ action: 'returnReceived', from_status: 'returning', to_status: 'completed', actor_name: null, note_en: expect.stringContaining(`${lines[0]!.qty} restocked`) }]);
  // the detail says so
  expect(ok(await h.call<RequestDetail>('GET', `${P}/return/info/${r.id}`, { cookie })).status).toBe('received');

  // never twice
  h.clock.advance(DAY);
  await drain();
  expect(await Promise.all(lines.map((l) => onHand(l.skuId, r.orderId)))).toEqual(after);
  const again = await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM order_status_logs WHERE order_id = $1 AND action = 'returnReceived'", [r.orderId]);
  expect(again.n).toBe(1);
});

it('leaves no approved return older than the transit, and keeps locked + isolated within on hand', async () => {
  const left = await h.db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM order_requests WHERE kind = 'return' AND status = 'approved' AND decided_at <= $1::timestamptz - make_interval(days => $2)",
    [h.clock.now(), RETURN_TRANSIT_DAYS],
  );
  expect(left.n).toBe(0);
  const broken = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM inventory_stock WHERE locked + isolated > on_hand');
  expect(broken.n).toBe(0);
});
