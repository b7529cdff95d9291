// Property test of the order stock effects (server/order/stock.ts): fast-check draws a
// few orders on two stock rows with little stock (so some pushes are short) and a sequence of
// part ships, part cancels, cancel approvals and stale calls through app.request. A model predicts
// each answer (success or the refusal code) and after EVERY step the database must match it:
//  - per line: shipped, cancelled and locked quantity; per order: status;
//  - per stock row: locked = the baseline lock + what the orders' lines hold (for a line pushed in
//    full, all it still has open), on hand = the baseline - what shipped, isolated unchanged, and
//    locked + isolated <= on hand;
//  - a refused call changed nothing (the model is not moved).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../src/contract';
import { createHarness, type Harness } from '../harness';
import { freePairs, pushedOrder, setStock, type StockFigures } from './stock-helpers';

const P = '/api/scm-app/supplier/order';
const SEED = Number(process.env.ORDER_STOCK_PROPERTY_SEED ?? 20260302);
const RUNS = Number(process.env.ORDER_STOCK_PROPERTY_RUNS ?? 6);

let h: Harness;
let cookie: string;
let tenantId: string;
let pairs: { skuId: string; warehouseId: string }[] = [];
// little stock: the second row cannot cover every order, so pushes and ships run short
const baseline: StockFigures[] = [
  { on_hand: 14, locked: 4, isolated: 3 },
  { on_hand: 6, locked: 1, isolated: 2 },
];

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  tenantId = h.seeded.tenantIds.harbor;
  pairs = await freePairs(h.db, tenantId, 2);
  expect(pairs).toHaveLength(2);
}, 120_000);
afterAll(() => h?.close());

interface MLine {
  id: string;
  row: number;
  qty: number;
  shipped: number;
  cancelled: number;
  locked: number;
  pushedShort: boolean;
}
interface MOrder {
  id: string;
  status: OrderStatus;
  lines: MLine[];
  request: 'none' | 'requested' | 'approved';
}
interface MRow {
  on_hand: number;
  locked: number;
  isolated: number;
}

type Op = { kind: 'ship' | 'cancel' | 'approve' | 'staleShip'; order: number; line: number; qty: number };

const orderSpec = fc.uniqueArray(fc.record({ row: fc.integer({ min: 0, max: 1 }), qty: fc.integer({ min: 1, max: 5 }) }), {
  minLength: 1,
  maxLength: 2,
  selector: (l) => l.row,
});
const opSpec: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom('ship', 'ship', 'cancel', 'approve', 'staleShip'),
  order: fc.integer({ min: 0, max: 2 }),
  line: fc.integer({ min: 0, max: 1 }),
  qty: fc.integer({ min: 1, max: 6 }),
});

const open = (l: MLine) => l.qty - l.shipped - l.cancelled;
const available = (r: MRow) => r.on_hand - r.locked - r.isolated;

async function version(id: string): Promise<number> {
  return (await h.db.one<{ version: number }>('SELECT version FROM orders WHERE id = $1', [id])).version;
}

/** Runs one operation and answers the code the model expects beside the one the server gave. */
async function step(op: Op, orders: MOrder[], rows: MRow[]): Promise<{ got: string; want: string }> {
  const o = orders[op.order % orders.length];
  const line = o.lines[op.line % o.lines.length];
  const shippable = o.status === 'awaitingShipment' || o.status === 'partShipped';
  if (op.kind === 'ship' || op.kind === 'staleShip') {
    const v = (await version(o.id)) + (op.kind === 'staleShip' ? 1 : 0);
    const a = await h.call('POST', `${P}/partShip`, { cookie, body: { id: o.id, version: v, carrierCode: 'UPS', trackingNo: '1Z999AA10123456', lines: [{ lineId: line.id, qty: op.qty }] } });
    const row = rows[line.row];
    const use = Math.min(op.qty, line.locked);
    const want =
      op.kind === 'staleShip'
        ? 'ORDER_VERSION_STALE'
        : !shippable
          ? 'ORDER_TRANSITION_REFUSED'
          : op.qty > open(line)
            ? 'ORDER_LINE_QTY_EXCEEDED'
            : op.qty - use > available(row)
              ? 'ORDER_STOCK_SHORT'
              : '0';
    if (want === '0') {
      line.shipped += op.qty;
      line.locked -= use;
      row.on_hand -= op.qty;
      row.locked -= use;
      o.status = o.lines.every((l) => open(l) === 0) ? 'shipped' : 'partShipped';
    }
    return { got: a.envelope.code, want };
  }
  if (op.kind === 'cancel') {
    const v = await version(o.id);
    const a = await h.call('POST', `${P}/partCancel`, { cookie, body: { id: o.id, version: v, reason: 'Property', lines: [{ lineId: line.id, qty: op.qty }] } });
    const want = !shippable ? 'ORDER_TRANSITION_REFUSED' : op.qty > open(line) ? 'ORDER_LINE_QTY_EXCEEDED' : '0';
    if (want === '0') {
      const keep = Math.min(line.locked, open(line) - op.qty);
      rows[line.row].locked -= line.locked - keep;
      line.locked = keep;
      line.cancelled += op.qty;
      if (o.lines.every((l) => open(l) === 0)) o.status = o.lines.some((l) => l.shipped > 0) ? 'shipped' : 'cancelled';
    }
    return { got: a.envelope.code, want };
  }
  // approve the order's cancel request (the platform files one first)
  const requestId = `cr-prop-${o.id}`;
  if (o.request === 'none') {
    await h.db.query(
      `INSERT INTO order_requests (id, tenant_id, kind, request_no, order_id, status, reason, requested_at, decision_deadline, updated_at)
       VALUES ($1, $2, 'cancel', $3, $4, 'requested', 'Changed my mind', $5, $5::timestamptz + interval '48 hours', $5)`,
      [requestId, tenantId, `CRP-${o.id}`, o.id, h.clock.now()],
    );
    o.request = 'requested';
  }
  const r = await h.db.one<{ version: number }>('SELECT version FROM order_requests WHERE id = $1', [requestId]);
  const a = await h.call('POST', `${P}/cancel/apply/audit/approve`, { cookie, body: { id: requestId, version: r.version } });
  const shipped = o.lines.reduce((s, l) => s + l.shipped, 0);
  const want =
    o.request === 'approved' ? '0' : shipped > 0 ? 'ORDER_CANCEL_SHIPPED' : o.status !== 'pendingAcknowledge' && o.status !== 'awaitingShipment' ? 'ORDER_NOT_CANCELLABLE' : '0';
  if (want === '0' && o.request !== 'approved') {
    for (const l of o.lines) {
      rows[l.row].locked -= l.locked;
      l.locked = 0;
      l.cancelled = l.qty - l.shipped;
    }
    o.status = 'cancelled';
    o.request = 'approved';
  }
  return { got: a.envelope.code, want };
}

/** The database against the model, and the stock rules. */
async function check(orders: MOrder[], rows: MRow[], where: string): Promise<void> {
  const lines = await h.db.query<{ id: string; shipped_qty: number; cancelled_qty: number; locked_qty: number }>(
    'SELECT id, shipped_qty, cancelled_qty, locked_qty FROM order_lines WHERE order_id = ANY($1::text[]) ORDER BY id',
    [orders.map((o) => o.id)],
  );
  const all = orders.flatMap((o) => o.lines).sort((a, b) => a.id.localeCompare(b.id));
  expect(lines, where).toEqual(all.map((l) => ({ id: l.id, shipped_qty: l.shipped, cancelled_qty: l.cancelled, locked_qty: l.locked })));
  for (const l of all) if (!l.pushedShort) expect(l.locked, `${where}: ${l.id} was pushed in full`).toBe(open(l));
  const statuses = await h.db.query<{ id: string; status: string }>('SELECT id, status FROM orders WHERE id = ANY($1::text[]) ORDER BY id', [orders.map((o) => o.id)]);
  expect(statuses, where).toEqual(orders.map((o) => ({ id: o.id, status: o.status })).sort((a, b) => a.id.localeCompare(b.id)));
  for (const [i, pair] of pairs.entries()) {
    const db = await h.db.one<StockFigures>('SELECT on_hand, locked, isolated FROM inventory_stock WHERE sku_id = $1 AND warehouse_id = $2', [pair.skuId, pair.warehouseId]);
    const on = all.filter((l) => l.row === i);
    expect(db, `${where}: row ${i}`).toEqual(rows[i]);
    expect(db.locked, `${where}: row ${i} locked`).toBe(baseline[i].locked + on.reduce((s, l) => s + l.locked, 0));
    expect(db.on_hand, `${where}: row ${i} on hand`).toBe(baseline[i].on_hand - on.reduce((s, l) => s + l.shipped, 0));
    expect(db.locked + db.isolated, `${where}: row ${i} locked + isolated <= on hand`).toBeLessThanOrEqual(db.on_hand);
  }
}

describe('order stock property', () => {
  it('random ship / part cancel / cancel approval sequences keep locked = baseline + open locks and on hand = baseline - shipped', async () => {
    let run = 0;
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(orderSpec, { minLength: 2, maxLength: 3 }), fc.array(opSpec, { minLength: 1, maxLength: 12 }), async (specs, ops) => {
        run++;
        // a clean slate: the previous run's orders (and the sale lines their shipments wrote) go, the rows are back at their baseline
        await h.db.query("DELETE FROM finance_transactions WHERE order_id LIKE 'od-prop-%'");
        await h.db.query("DELETE FROM orders WHERE id LIKE 'od-prop-%'");
        for (const [i, pair] of pairs.entries()) await setStock(h.db, tenantId, pair, baseline[i]);
        const rows: MRow[] = baseline.map((b) => ({ ...b }));
        const orders: MOrder[] = [];
        for (const spec of specs) {
          const pushed = await pushedOrder(h.db, tenantId, pairs[0].warehouseId, spec.map((l) => ({ skuId: pairs[l.row].skuId, qty: l.qty })), h.clock.now(), 'od-prop');
          // the push locks line by line in sku order, each what is left available
          const lines: MLine[] = spec.map((l, i) => ({ id: pushed.lineIds[i], row: l.row, qty: l.qty, shipped: 0, cancelled: 0, locked: 0, pushedShort: false }));
          for (const l of [...lines].sort((a, b) => pairs[a.row].skuId.localeCompare(pairs[b.row].skuId))) {
            l.locked = Math.min(l.qty, available(rows[l.row]));
            l.pushedShort = l.locked < l.qty;
            rows[l.row].locked += l.locked;
          }
          expect(pushed.short.map((s) => s.lineNo)).toEqual(lines.flatMap((l, i) => (l.pushedShort ? [i + 1] : [])));
          orders.push({ id: pushed.id, status: 'awaitingShipment', lines, request: 'none' });
        }
        await check(orders, rows, `run ${run} after the pushes`);
        for (const [i, op] of ops.entries()) {
          const { got, want } = await step(op, orders, rows);
          expect(got, `run ${run} step ${i} ${JSON.stringify(op)}`).toBe(want);
          seen.add(`${op.kind}:${got}`);
          await check(orders, rows, `run ${run} after step ${i} ${JSON.stringify(op)}`);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // the default walk reaches every outcome that moves or refuses stock (other seeds check only the rules)
    if (SEED === 20260302 && RUNS === 6) {
      expect([...seen].sort()).toEqual(
        expect.arrayContaining(['approve:0', 'cancel:0', 'ship:0', 'ship:ORDER_STOCK_SHORT', 'ship:ORDER_LINE_QTY_EXCEEDED', 'staleShip:ORDER_VERSION_STALE']),
      );
    }
  }, 60_000);
});
