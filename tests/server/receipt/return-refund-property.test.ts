// Property test of the return-refund steps (server/receipt/return-refund-steps.ts and -job.ts,
// docs/domain/receipts.md "Stock: one table, one equation", "Slice (built): return-refund"):
// fast-check draws two masters of one platform stock row's warehouse and a random sequence of
// returns inspected into them (sellable, damaged by the customer or in transit, defective; any
// customer reason), the platform job's steps (close the week, decide the disputes, deliver the
// outbound: each run when its due time has passed, and only then), the supplier's confirm and
// dispute calls (items it bears or not, one item twice), stale calls and double submits. A model
// predicts each answer (success, a repeat answered as applied, or the refusal code) and after
// EVERY step the database must match it:
//  - the platform row: on hand = baseline + Σ returned - Σ unsellable of confirmed and done
//    masters, locked = baseline + Σ unsellable of the masters not yet confirmed; the ship-to's row
//    rose by the unsellable of done masters;
//  - in transit back (unsellable orders of confirmed masters) is what the model has on the way;
//  - the equation, for the sku over every warehouse of the tenant: Σ on hand + in transit back -
//    Σ returned stays what it was;
//  - each return's payer and dispute are the model's (a decided dispute upheld for a changed mind
//    or arrived damaged, the platform paying; else rejected);
//  - no stock row of the sku is negative, 0 <= locked + isolated <= on hand on each.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnCustomerReasons, returnInspections, type ReturnCustomerReason, type ReturnInspection, type ReturnMasterStatus } from '../../../src/contract/receipt';
import { runReturnRefundJobOnce } from '../../../server/receipt/return-refund-job';
import { NOT_THE_PRODUCT, openMaster, payerOf, receiveReturn } from '../../../server/receipt/return-refund-steps';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';
import { ownWarehouse, platformStock } from './outbound-make';

const P = '/api/scm-app/supplier/receipt/return-refund';
const SEED = Number(process.env.RECEIPT_RETURN_PROPERTY_SEED ?? 20261128);
const RUNS = Number(process.env.RECEIPT_RETURN_PROPERTY_RUNS ?? 4);
const BASE = { on_hand: 10, locked: 2, isolated: 1 };
const DAY = 86_400_000;

let h: Harness, cookie: string, tenantId: string;
signedInHarness((s) => ({ h, cookie, harbor: tenantId } = s));

type Job = 'closeWeek' | 'decide' | 'deliver';
type Kind = 'inspect' | Job | 'confirm' | 'dispute' | 'stale' | 'again' | 'advance';
interface Op {
  kind: Kind;
  master: number;
  call: 'confirm' | 'dispute';
  qty: number;
  inspection: ReturnInspection;
  reason: ReturnCustomerReason;
  /** dispute: which of the master's returns (indexes into them, wrapping); a repeat names one twice. */
  items: number[];
  /** Most steps go to a master they can move, a dispute to the items it may name, so runs get past the first states. */
  aim: boolean;
  /** advance: confirm or dispute a pending master. */
  path: number;
}
interface MReturn {
  id: string;
  qty: number;
  inspection: ReturnInspection;
  reason: ReturnCustomerReason;
  payer: string | null;
  dispute: 'none' | 'disputed' | 'upheld' | 'rejected';
}
interface MMaster {
  id: string;
  status: ReturnMasterStatus;
  returns: MReturn[];
}

const JOB: Record<Job, { from: ReturnMasterStatus; to: ReturnMasterStatus; due: string }> = {
  closeWeek: { from: 'collecting', to: 'pendingConfirm', due: 'week_ends_at' },
  decide: { from: 'disputed', to: 'confirmed', due: 'decide_due_at' },
  deliver: { from: 'confirmed', to: 'done', due: 'done_due_at' },
};
const REASON = 'The unit left our warehouse tested and sealed';

const opSpec: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom<Kind>('inspect', 'inspect', 'closeWeek', 'decide', 'deliver', 'confirm', 'dispute', 'stale', 'again', 'advance', 'advance', 'advance', 'advance', 'advance', 'advance'),
  master: fc.integer({ min: 0, max: 1 }),
  call: fc.constantFrom<'confirm' | 'dispute'>('confirm', 'dispute'),
  qty: fc.integer({ min: 1, max: 3 }),
  inspection: fc.constantFrom(...returnInspections, 'defective'),
  reason: fc.constantFrom(...returnCustomerReasons),
  items: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 2 }),
  aim: fc.constantFrom(true, true, true, false),
  path: fc.integer({ min: 0, max: 2 }),
});
const movable: Record<Kind, ReturnMasterStatus[]> = {
  inspect: ['collecting'],
  closeWeek: ['collecting'],
  decide: ['disputed'],
  deliver: ['confirmed'],
  confirm: ['pendingConfirm'],
  dispute: ['pendingConfirm', 'disputed'],
  stale: [],
  again: [],
  advance: [],
};
const disputable = (r: MReturn) => r.payer === 'supplier' && r.dispute === 'none';
/** advance: a master's next step from its status (a few returns before its week ends; disputed when it can be, mostly). */
const next = (m: MMaster, path: number): Kind =>
  m.status === 'collecting'
    ? m.returns.length < 4
      ? 'inspect'
      : 'closeWeek'
    : m.status === 'pendingConfirm'
      ? path > 0 && m.returns.some(disputable)
        ? 'dispute'
        : 'confirm'
      : m.status === 'disputed'
        ? 'decide'
        : m.status === 'confirmed'
          ? 'deliver'
          : 'stale';
const caseSpec = fc.array(opSpec, { minLength: 10, maxLength: 18 });
/** A step for the walks below (the fields a kind does not read at their defaults). */
const step = (kind: Kind, master: number, more: Partial<Op> = {}): Op => ({ kind, master, call: 'confirm', qty: 1, inspection: 'sellable', reason: 'CHANGED_MIND', items: [0], aim: false, path: 0, ...more });
/** Walks run first (fast-check's examples): a dispute upheld and rejected, a plain confirm, both delivered. */
const walks: Op[][] = [
  [
    step('inspect', 0, { inspection: 'defective', reason: 'CHANGED_MIND' }),
    step('inspect', 0, { inspection: 'defective', reason: 'DEFECTIVE', qty: 2 }),
    step('inspect', 0, { inspection: 'sellable', reason: 'NOT_AS_DESCRIBED', qty: 3 }),
    step('inspect', 0, { inspection: 'damagedInTransit', reason: 'ARRIVED_DAMAGED' }),
    step('inspect', 1, { inspection: 'damagedByCustomer', reason: 'CHANGED_MIND', qty: 2 }),
    step('closeWeek', 0),
    step('dispute', 0, { items: [2] }),
    step('dispute', 0, { items: [0, 1], aim: true }),
    step('again', 0, { call: 'dispute', items: [0, 1], aim: true }),
    step('decide', 0),
    step('deliver', 0),
    step('closeWeek', 1),
    step('confirm', 1),
    step('again', 1, { call: 'confirm' }),
    step('deliver', 1),
  ],
];

const unsellable = (m: MMaster) => m.returns.filter((r) => r.inspection !== 'sellable').reduce((a, r) => a + r.qty, 0);

describe('return-refund steps (property)', () => {
  it('keep the equation, the in-transit sum, the payers and the row sums through random returns, confirms, disputes, decisions, deliveries and stale calls', async () => {
    const shipTo = await ownWarehouse(h.db, tenantId);
    const version = async (id: string) => (await h.db.one<{ version: number }>('SELECT version FROM receipt_return_masters WHERE id = $1', [id])).version;
    const onHand = async (skuId: string, warehouseId: string) => (await h.db.maybe<{ on_hand: number }>('SELECT on_hand FROM inventory_stock WHERE sku_id = $1 AND warehouse_id = $2', [skuId, warehouseId]))?.on_hand ?? 0;
    const sums = async (skuId: string) =>
      h.db.one<{ on_hand: number; in_transit: number; returned: number; negative: number; over: number }>(
        `SELECT (SELECT coalesce(sum(on_hand), 0) FROM inventory_stock WHERE tenant_id = $1 AND sku_id = $2)::int AS on_hand,
                (SELECT coalesce(sum(r.qty), 0) FROM receipt_return_orders r JOIN receipt_return_masters m ON m.id = r.master_id AND m.tenant_id = r.tenant_id
                  WHERE r.tenant_id = $1 AND r.sku_id = $2 AND r.inspection <> 'sellable' AND m.status = 'confirmed')::int AS in_transit,
                (SELECT coalesce(sum(qty), 0) FROM receipt_return_orders WHERE tenant_id = $1 AND sku_id = $2)::int AS returned,
                (SELECT count(*) FROM inventory_stock WHERE tenant_id = $1 AND sku_id = $2 AND (on_hand < 0 OR locked < 0 OR isolated < 0))::int AS negative,
                (SELECT count(*) FROM inventory_stock WHERE tenant_id = $1 AND sku_id = $2 AND locked + isolated > on_hand)::int AS over`,
        [tenantId, skuId],
      );
    let run = 0;
    // what the runs reached (the walks, then the random sequences): a sequence that never got there would prove nothing about it
    const reached = new Set<string>();
    await fc.assert(
      fc.asyncProperty(caseSpec, async (ops) => {
        run++;
        const row = await platformStock(h.db, tenantId, 1, 60 + run);
        await h.db.query('UPDATE inventory_stock SET on_hand = $3, locked = $4, isolated = $5 WHERE sku_id = $1 AND warehouse_id = $2', [row.sku_id, row.warehouse_id, BASE.on_hand, BASE.locked, BASE.isolated]);
        const now = h.clock.now();
        const currency = (await h.db.one<{ currency: string }>('SELECT currency FROM skus WHERE id = $1', [row.sku_id])).currency;
        const tag = `${run}${Date.now().toString(36)}`;
        const masters: MMaster[] = [];
        for (let i = 0; i < 2; i++) {
          const id = `rm-p-${tag}-${i}`;
          await h.db.transaction((tx) => openMaster(tx, { tenantId, id, no: `RMP${tag.toUpperCase()}${i}`, warehouseId: row.warehouse_id, shipToId: shipTo, currency, weekStartsAt: new Date(now.getTime() - DAY), now }));
          masters.push({ id, status: 'collecting', returns: [] });
        }
        const shelf = await onHand(row.sku_id, shipTo);
        const first = await sums(row.sku_id);
        const constant = first.on_hand + first.in_transit - first.returned;
        for (const drawn of ops) {
          const op = drawn.kind === 'advance' ? { ...drawn, aim: next(masters[drawn.master], drawn.path) === 'dispute', kind: next(masters[drawn.master], drawn.path) } : drawn;
          // (a week is closed on a master with a few returns in it, a dispute sent where an item may be named)
          const aimed = masters.filter((x) => movable[op.kind].includes(x.status) && (op.kind !== 'closeWeek' || x.returns.length >= 3) && (op.kind !== 'dispute' || x.returns.some(disputable)));
          const m = (op.aim ? aimed[op.master % Math.max(1, aimed.length)] : undefined) ?? masters[op.master];
          if (op.kind === 'inspect') {
            // the platform inspects a customer's return into a collecting master only
            if (m.status !== 'collecting') continue;
            const id = `${m.id}-${m.returns.length + 1}`;
            await h.db.transaction((tx) =>
              receiveReturn(tx, { tenantId, masterId: m.id, id, no: `RRP${tag.toUpperCase()}${op.master}${m.returns.length + 1}`, orderRef: `SO-P-${m.returns.length + 1}`, skuId: row.sku_id, qty: op.qty, reason: op.reason, inspection: op.inspection, returnedAt: now, now }),
            );
            m.returns.push({ id, qty: op.qty, inspection: op.inspection, reason: op.reason, payer: payerOf(op.inspection), dispute: 'none' });
          } else if (op.kind === 'closeWeek' || op.kind === 'decide' || op.kind === 'deliver') {
            // the job acts on a master whose due time has passed, and on nothing else
            const job = JOB[op.kind];
            const kept = await h.db.one<{ due: Date | null }>(`SELECT ${job.due} AS due FROM receipt_return_masters WHERE id = $1`, [m.id]);
            await h.db.query(`UPDATE receipt_return_masters SET ${job.due} = $2 WHERE id = $1`, [m.id, new Date(now.getTime() - 1000)]);
            const worked = await runReturnRefundJobOnce(h.db, now);
            expect(worked, `${op.kind} on ${m.status}`).toBe(m.status === job.from);
            if (m.status === job.from) {
              m.status = job.to;
              if (op.kind === 'decide')
                for (const r of m.returns.filter((x) => x.dispute === 'disputed')) {
                  r.dispute = NOT_THE_PRODUCT.includes(r.reason) ? 'upheld' : 'rejected';
                  if (r.dispute === 'upheld') r.payer = 'platform';
                }
            } else await h.db.query(`UPDATE receipt_return_masters SET ${job.due} = $2 WHERE id = $1`, [m.id, kept.due]);
          } else {
            const call = op.kind === 'stale' || op.kind === 'again' ? op.call : (op.kind as Op['call']);
            const v = await version(m.id);
            const sent = op.kind === 'stale' || (op.kind === 'again' && v === 1) ? v + 1 : op.kind === 'again' ? v - 1 : v;
            const pool = op.aim && m.returns.some(disputable) ? m.returns.filter(disputable) : m.returns;
            const asked = pool.length === 0 ? [{ id: `${m.id}-9`, qty: 0 } as MReturn] : op.items.map((k) => pool[k % pool.length]);
            const body = call === 'confirm' ? { id: m.id, version: sent } : { id: m.id, version: sent, items: asked.map((r) => ({ itemId: r.id, reason: REASON })) };
            const answer = await h.call('POST', `${P}/master/${call}`, { cookie, body });
            const to: ReturnMasterStatus = call === 'confirm' ? 'confirmed' : 'disputed';
            const from: ReturnMasterStatus[] = call === 'confirm' ? ['pendingConfirm'] : ['pendingConfirm', 'disputed'];
            const twice = new Set(asked.map((r) => r.id)).size < asked.length;
            let expected: string;
            if (m.status === to && sent + 1 === v && (call === 'confirm' || asked.every((r) => r.dispute === 'disputed'))) expected = 'repeat';
            else if (!from.includes(m.status)) expected = 'RECEIPT_RETURN_STATE';
            else if (sent !== v) expected = 'RECEIPT_RETURN_STALE';
            else if (call === 'dispute' && (twice || asked.some((r) => r.payer !== 'supplier' || r.dispute !== 'none'))) expected = 'RECEIPT_RETURN_ITEM';
            else expected = 'ok';
            expect(answer.envelope.code, `${call} ${m.status} v${v} sent ${sent} → ${expected}: ${answer.text}`).toBe(expected === 'ok' || expected === 'repeat' ? '0' : expected);
            if (expected === 'ok') {
              m.status = to;
              for (const r of call === 'dispute' ? asked : []) r.dispute = 'disputed';
            }
          }
          // after every step: the rows, the in-transit sum, the equation, the payers
          const sum = (states: ReturnMasterStatus[]) => masters.filter((x) => states.includes(x.status)).reduce((a, x) => a + unsellable(x), 0);
          const returned = masters.reduce((a, x) => a + x.returns.reduce((b, r) => b + r.qty, 0), 0);
          const s = await h.db.one<{ on_hand: number; locked: number; isolated: number }>('SELECT on_hand, locked, isolated FROM inventory_stock WHERE sku_id = $1 AND warehouse_id = $2', [row.sku_id, row.warehouse_id]);
          expect(s).toEqual({ on_hand: BASE.on_hand + returned - sum(['confirmed', 'done']), locked: BASE.locked + sum(['collecting', 'pendingConfirm', 'disputed']), isolated: BASE.isolated });
          expect(await onHand(row.sku_id, shipTo)).toBe(shelf + sum(['done']));
          const now2 = await sums(row.sku_id);
          expect(now2.in_transit).toBe(first.in_transit + sum(['confirmed']));
          expect(now2.on_hand + now2.in_transit - now2.returned).toBe(constant);
          expect([now2.negative, now2.over]).toEqual([0, 0]);
          const db = await h.db.query<{ id: string; payer: string | null; dispute: string; status: string }>(
            'SELECT r.id, r.payer, r.dispute, m.status FROM receipt_return_orders r JOIN receipt_return_masters m ON m.id = r.master_id WHERE r.master_id = ANY($1::text[])',
            [masters.map((x) => x.id)],
          );
          const model = masters.flatMap((x) => x.returns.map((r) => ({ id: r.id, payer: r.payer, dispute: r.dispute, status: x.status }))).sort((a, b) => (a.id < b.id ? -1 : 1));
          expect(db.sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(model);
          for (const x of masters) reached.add(x.status);
          for (const x of db) reached.add(x.dispute);
        }
      }),
      { numRuns: walks.length + RUNS, seed: SEED, endOnFailure: true, examples: walks.map((w) => [w]) },
    );
    expect([...reached]).toEqual(expect.arrayContaining(['done', 'upheld', 'rejected']));
  }, 240_000);
});
