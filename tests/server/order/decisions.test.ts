// The platform's automatic decisions (server/jobs/order-decision-runner.ts; docs/domain/orders.md):
// driven with the harness clock. Overdue cancels are approved through the manual audit's path
// (the order cancelled) or rejected when the order shipped meanwhile; overdue returns and refunds
// are escalated once and stay decidable; every decision is one status log entry by the platform;
// two runners working at once decide each request exactly once; a user deciding after the platform
// is told so; requests not yet due are left alone until the clock passes their deadline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_TRANSIT_DAYS, type RequestDetail } from '../../../src/contract';
import { OrderDecisionRunner, orderDecisionJobInterval, ORDER_DECISION_JOB_INTERVAL_MS } from '../../../server/jobs/order-decision-runner';
import { createHarness, type Answer, type Harness } from '../harness';

const P = '/api/scm-app/supplier/order';
let h: Harness;
let cookie: string;
let tenantId: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  tenantId = h.seeded.tenantIds.harbor;
}, 120_000);
afterAll(() => h?.close());

const runner = () => new OrderDecisionRunner({ db: h.db, now: h.clock.now, log: () => {} });
const ok = <T>(a: Answer<T>): T => {
  expect(a.envelope.code, a.text).toBe('0');
  return a.envelope.data;
};

interface Req {
  id: string;
  tenant_id: string;
  kind: string;
  status: string;
  order_id: string;
  version: number;
  decided_by: string | null;
  decided_by_name: string | null;
  escalated_at: Date | null;
  decision_deadline: Date;
}
const req = (id: string) => h.db.one<Req>('SELECT * FROM order_requests WHERE id = $1', [id]);
const orderOf = (id: string) => h.db.one<{ status: string; version: number }>('SELECT status, version FROM orders WHERE id = $1', [id]);
const due = () =>
  h.db.query<Req>("SELECT * FROM order_requests WHERE status = 'requested' AND escalated_at IS NULL AND decision_deadline <= $1 ORDER BY decision_deadline, id", [h.clock.now()]);
const platformLogs = (orderId: string) =>
  h.db.query<{ action: string; from_status: string; to_status: string; actor_name: string | null; note_en: string; note_zh: string }>(
    'SELECT action, from_status, to_status, actor_name, note_en, note_zh FROM order_status_logs WHERE order_id = $1 AND actor_name IS NULL AND action ~ $2 ORDER BY at, seq',
    [orderId, '(Approved|Rejected|Confirmed|Cancelled|Escalated)$'],
  );

/** Both runners work at once until neither finds anything; answers the units done. */
async function drainTwo(): Promise<number> {
  const [a, b] = [runner(), runner()];
  let n = 0;
  for (;;) {
    const [x, y] = await Promise.all([a.runOnce(), b.runOnce()]);
    n += Number(x) + Number(y);
    if (!x && !y) return n;
  }
}

describe('the platform decision job', () => {
  let dueBefore: Req[];
  /** approved returns whose transit is over: the same job receives them (order-return-receipt.test.ts) */
  let receiptsDue: number;
  let shippedCancel: Req;
  let later: Req;

  beforeAll(async () => {
    dueBefore = await due();
    receiptsDue = (
      await h.db.one<{ n: number }>(
        "SELECT count(*)::int AS n FROM order_requests WHERE kind = 'return' AND status = 'approved' AND decided_at <= $1::timestamptz - make_interval(days => $2)",
        [h.clock.now(), RETURN_TRANSIT_DAYS],
      )
    ).n;
    // an overdue cancel whose order ships before the platform decides: it can only be rejected
    const candidate = dueBefore.find((r) => r.kind === 'cancel' && r.tenant_id === tenantId);
    expect(candidate, 'the seed has an overdue cancel request').toBeTruthy();
    shippedCancel = candidate!;
    const o = await orderOf(shippedCancel.order_id);
    if (o.status === 'pendingAcknowledge') ok(await h.call('POST', `${P}/acknowledge`, { cookie, body: { orders: [{ id: shippedCancel.order_id, version: o.version }] } }));
    const line = await h.db.one<{ id: string }>('SELECT id FROM order_lines WHERE order_id = $1 ORDER BY line_no LIMIT 1', [shippedCancel.order_id]);
    const v = (await orderOf(shippedCancel.order_id)).version;
    ok(await h.call('POST', `${P}/partShip`, { cookie, body: { id: shippedCancel.order_id, version: v, carrierCode: 'DHL', trackingNo: 'JD0146000099', lines: [{ lineId: line.id, qty: 1 }] } }));
    // the first request that is open and not yet due: left alone now
    later = await h.db.one<Req>(
      "SELECT * FROM order_requests WHERE tenant_id = $1 AND kind = 'cancel' AND status = 'requested' AND decision_deadline > $2 ORDER BY decision_deadline, id LIMIT 1",
      [tenantId, h.clock.now()],
    );
  }, 60_000);

  it('polls every ORDER_DECISION_JOB_INTERVAL_MS (default 5 s)', () => {
    expect(ORDER_DECISION_JOB_INTERVAL_MS).toBe(5000);
    expect(orderDecisionJobInterval({})).toBe(5000);
    expect(orderDecisionJobInterval({ ORDER_DECISION_JOB_INTERVAL_MS: '250' })).toBe(250);
    expect(orderDecisionJobInterval({ ORDER_DECISION_JOB_INTERVAL_MS: 'soon' })).toBe(5000);
  });

  it('decides every overdue request exactly once, even with two runners at once', async () => {
    expect(dueBefore.length).toBeGreaterThan(3);
    expect(new Set(dueBefore.map((r) => r.kind))).toEqual(new Set(['cancel', 'return', 'refund']));
    const done = await drainTwo();
    expect(done).toBe(dueBefore.length + receiptsDue);
    expect(await due()).toEqual([]);
    // nothing left: a further pass does nothing
    expect(await runner().runOnce()).toBe(false);
    for (const before of dueBefore) {
      const after = await req(before.id);
      const logs = await platformLogs(before.order_id);
      expect(logs.filter((l) => l.action.startsWith(before.kind)), `${before.id}: one platform entry`).toHaveLength(1);
      if (before.kind === 'cancel') {
        expect(['approved', 'rejected']).toContain(after.status);
        expect([after.decided_by, after.decided_by_name]).toEqual([null, null]);
        expect(after.version).toBe(before.version + 1);
      } else {
        expect(after.status).toBe('requested');
        expect(after.escalated_at?.toISOString()).toBe(h.clock.now().toISOString());
        // escalation does not move the version: an open audit screen can still decide
        expect(after.version).toBe(before.version);
      }
    }
  }, 120_000);

  it('approves a cancel through the audit path: the order is cancelled and logged as the platform', async () => {
    const approved = dueBefore.find((r) => r.kind === 'cancel' && r.tenant_id === tenantId && r.id !== shippedCancel.id)!;
    expect((await req(approved.id)).status).toBe('approved');
    expect((await orderOf(approved.order_id)).status).toBe('cancelled');
    const open = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM order_lines WHERE order_id = $1 AND qty - shipped_qty - cancelled_qty > 0', [approved.order_id]);
    expect(open.n).toBe(0);
    const [log] = await platformLogs(approved.order_id);
    expect(log.action).toBe('cancelApproved');
    expect(log.to_status).toBe('cancelled');
    expect(log.note_en).toContain('by the platform');
    expect(log.note_zh).toContain('由平台决定');
    // the status log call shows it with no actor (the platform)
    const logs = ok(await h.call<{ action: string; actor: string | null }[]>('POST', `${P}/statusLogs`, { cookie, body: { id: approved.order_id } }));
    expect(logs.find((l) => l.action === 'cancelApproved')?.actor).toBeNull();
  });

  it('rejects a cancel whose order shipped meanwhile; the order goes on', async () => {
    const after = await req(shippedCancel.id);
    expect(after.status).toBe('rejected');
    expect((await orderOf(shippedCancel.order_id)).status).not.toBe('cancelled');
    expect((await platformLogs(shippedCancel.order_id)).map((l) => l.action)).toEqual(['cancelRejected']);
  });

  it('a user deciding after the platform is told the platform decided; nothing changes', async () => {
    const approved = dueBefore.find((r) => r.kind === 'cancel' && r.tenant_id === tenantId && r.id !== shippedCancel.id)!;
    const a = await h.call('POST', `${P}/cancel/apply/audit/reject`, { cookie, body: { id: approved.id, version: approved.version } });
    expect(a.envelope.code).toBe('ORDER_REQUEST_DECIDED');
    expect(a.envelope.message).toContain('the platform');
    expect((await req(approved.id)).status).toBe('approved');
  });

  it('an escalated refund can still be decided by the supplier, logged with the user', async () => {
    const refund = dueBefore.find((r) => r.kind === 'refund' && r.tenant_id === tenantId)!;
    const d = ok(await h.call<RequestDetail>('PUT', `${P}/refund/apply/audit/confirm`, { cookie, body: { id: refund.id, version: refund.version } }));
    expect(d.status).toBe('confirmed');
    const logs = await h.db.query<{ action: string; actor_name: string | null }>('SELECT action, actor_name FROM order_status_logs WHERE order_id = $1 ORDER BY at, seq', [refund.order_id]);
    expect(logs.filter((l) => l.action.startsWith('refund')).slice(-2).map((l) => [l.action, l.actor_name === null])).toEqual([
      ['refundEscalated', true],
      ['refundConfirmed', false],
    ]);
  });

  it('leaves a request alone until its deadline passes, then decides it', async () => {
    expect((await req(later.id)).status).toBe('requested');
    const wait = later.decision_deadline.getTime() - h.clock.now().getTime() + 1;
    h.clock.advance(wait);
    const n = await drainTwo();
    expect(n).toBeGreaterThanOrEqual(1);
    const after = await req(later.id);
    expect(after.status).toBe('approved');
    expect(after.decided_by).toBeNull();
  }, 120_000);

  it('a manual decision writes its status log entry with the user', async () => {
    const open = await h.db.one<Req>(
      "SELECT * FROM order_requests WHERE tenant_id = $1 AND kind = 'cancel' AND status = 'requested' AND decision_deadline > $2 ORDER BY decision_deadline DESC, id LIMIT 1",
      [tenantId, h.clock.now()],
    );
    ok(await h.call('POST', `${P}/cancel/apply/audit/reject`, { cookie, body: { id: open.id, version: open.version } }));
    const logs = await h.db.query<{ action: string; actor_name: string | null; note_en: string }>('SELECT action, actor_name, note_en FROM order_status_logs WHERE order_id = $1 ORDER BY at DESC, seq DESC LIMIT 1', [open.order_id]);
    expect(logs[0].action).toBe('cancelRejected');
    expect(logs[0].actor_name).not.toBeNull();
    expect(logs[0].note_en).not.toContain('platform');
  });
});
