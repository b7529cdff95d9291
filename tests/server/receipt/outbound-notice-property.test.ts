// Property test of the outbound notice steps (server/receipt/outbound-steps.ts, docs/domain/receipts.md
// "Stock: one table, one equation", "Slice (built): outbounds"): fast-check draws three notices of
// one sku from one platform stock row, each issued by the platform (the line locked), and a random
// sequence of the supplier's calls (lower the quantity: at most what it takes, never to zero;
// close; confirm to the proposed ship-to, another warehouse of the tenant, or a platform warehouse
// (refused); confirm the reverse outbound), double submits, the platform's steps (deliver, reverse) and the job's
// scrap of a notice whose answer-by has passed, and stale calls. A model predicts each answer
// (success, a repeat answered as applied, or the refusal code) and after EVERY step the database
// must match it:
//  - the platform row: locked = baseline + Σ qty of notified notices, on hand = baseline - Σ qty of
//    confirmed, reversed, delivered and scrapped ones; each ship-to's row rose by what was delivered
//    to it;
//  - in transit back (lines of confirmed and reversed notices) is what the model has on the way;
//  - the equation, for the sku over every warehouse of the tenant: Σ on hand + in transit + Σ
//    scrapped (written off) stays what it was;
//  - no stock row of the sku is negative, and 0 <= locked + isolated <= on hand on each;
//  - a refused call changed nothing (the model is not moved; the statuses match).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OutboundStatus } from '../../../src/contract/receipt';
import { runOutboundJobOnce } from '../../../server/receipt/outbound-job';
import { PLATFORM } from '../../../server/receipt/outbound-order-steps';
import { actOnOutbound, issueOutbound } from '../../../server/receipt/outbound-steps';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';
import { ownWarehouse, platformStock } from './outbound-make';

const P = '/api/scm-app/supplier/receipt/outbound';
const SEED = Number(process.env.RECEIPT_OUTBOUND_PROPERTY_SEED ?? 20261128);
const RUNS = Number(process.env.RECEIPT_OUTBOUND_PROPERTY_RUNS ?? 4);
const BASE = { on_hand: 20, locked: 2, isolated: 1 };

let h: Harness, cookie: string, tenantId: string;
signedInHarness((s) => ({ h, cookie, harbor: tenantId } = s));

type Call = 'lower' | 'close' | 'confirm' | 'confirmReverse';
type Kind = Call | 'deliver' | 'reverse' | 'scrap' | 'stale' | 'again' | 'advance';
type ShipTo = 'proposed' | 'other' | 'platform';
interface Op {
  kind: Kind;
  notice: number;
  call: Call;
  /** lower: the quantity asked, as an offset from the current one (0 and above: over or the same). */
  lower: number;
  shipTo: ShipTo;
  /** Most steps go to a notice they can move (else the drawn one), so runs get past the first states. */
  aim: boolean;
  /** advance: which way a notice goes on from where it is. */
  path: number;
}
interface MNotice {
  id: string;
  qty: number;
  status: OutboundStatus;
  shipTo: string;
}

const callTo: Record<Call, OutboundStatus> = { lower: 'notified', close: 'closed', confirm: 'confirmed', confirmReverse: 'returnedToShelf' };
const callFrom: Record<Call, OutboundStatus> = { lower: 'notified', close: 'notified', confirm: 'notified', confirmReverse: 'reversed' };

const opSpec: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom<Kind>('lower', 'close', 'confirm', 'confirmReverse', 'deliver', 'reverse', 'scrap', 'stale', 'again', 'advance', 'advance', 'advance', 'advance', 'advance', 'advance'),
  notice: fc.integer({ min: 0, max: 2 }),
  call: fc.constantFrom<Call>('lower', 'close', 'confirm', 'confirmReverse'),
  lower: fc.integer({ min: -4, max: 1 }),
  shipTo: fc.constantFrom<ShipTo>('proposed', 'proposed', 'other', 'platform'),
  aim: fc.constantFrom(true, true, true, false),
  path: fc.integer({ min: 0, max: 3 }),
});
/** advance: the next step of a notice from its status, the way `path` says (a stale call where none is left). */
const next = (status: OutboundStatus, path: number): Kind =>
  status === 'notified' ? (['confirm', 'close', 'lower', 'scrap'] as const)[path] : status === 'confirmed' ? (path % 2 === 0 ? 'deliver' : 'reverse') : status === 'reversed' ? 'confirmReverse' : 'stale';
/** Where each kind of step moves a notice. */
const movable: Record<Kind, OutboundStatus[]> = {
  lower: ['notified'],
  close: ['notified'],
  confirm: ['notified'],
  confirmReverse: ['reversed'],
  deliver: ['confirmed'],
  reverse: ['confirmed'],
  scrap: ['notified'],
  stale: [],
  again: [],
  advance: [],
};
/** A step for the examples below (the fields a kind does not read at their defaults). */
const step = (kind: Kind, notice: number, more: Partial<Op> = {}): Op => ({ kind, notice, call: 'lower', lower: 0, shipTo: 'proposed', aim: false, path: 0, ...more });
/** Walks run first (fast-check's examples): every far state, before the random sequences. */
const walks: { qtys: number[]; ops: Op[] }[] = [
  { qtys: [2, 3, 1], ops: [step('confirm', 0), step('again', 0, { call: 'confirm' }), step('deliver', 0), step('confirm', 1, { shipTo: 'other' }), step('reverse', 1), step('confirmReverse', 1), step('close', 2), step('stale', 2, { call: 'close' })] },
  { qtys: [2, 2, 2], ops: [step('lower', 0, { lower: -1 }), step('lower', 0, { lower: 1 }), step('lower', 0, { lower: -1 }), step('scrap', 0), step('confirm', 1, { shipTo: 'platform' }), step('scrap', 2), step('deliver', 2)] },
];
const caseSpec = fc.record({
  qtys: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 3, maxLength: 3 }),
  ops: fc.array(opSpec, { minLength: 6, maxLength: 14 }),
});

describe('outbound notice steps (property)', () => {
  it('keep the equation, the in-transit sum and the row sums through random lower, close, confirm, deliver, reverse, confirm reverse, scrap and stale steps', async () => {
    const proposed = await ownWarehouse(h.db, tenantId);
    const other = (
      await h.db.one<{ id: string }>(
        `SELECT id FROM warehouses WHERE tenant_id = $1 AND status = 'active' AND type IN ('own', 'thirdParty', 'bonded', 'overseas') AND id <> $2 ORDER BY code LIMIT 1`,
        [tenantId, proposed],
      )
    ).id;
    const onHand = async (skuId: string, warehouseId: string) => (await h.db.maybe<{ on_hand: number }>('SELECT on_hand FROM inventory_stock WHERE sku_id = $1 AND warehouse_id = $2', [skuId, warehouseId]))?.on_hand ?? 0;
    const sums = async (skuId: string) =>
      h.db.one<{ on_hand: number; in_transit: number; scrapped: number; negative: number; over: number }>(
        `SELECT (SELECT coalesce(sum(on_hand), 0) FROM inventory_stock WHERE tenant_id = $1 AND sku_id = $2)::int AS on_hand,
                (SELECT coalesce(sum(l.qty), 0) FROM receipt_outbound_lines l JOIN receipt_outbounds o ON o.id = l.outbound_id WHERE o.tenant_id = $1 AND l.sku_id = $2 AND o.status IN ('confirmed', 'reversed'))::int AS in_transit,
                (SELECT coalesce(sum(l.qty), 0) FROM receipt_outbound_lines l JOIN receipt_outbounds o ON o.id = l.outbound_id WHERE o.tenant_id = $1 AND l.sku_id = $2 AND o.status = 'scrapped')::int AS scrapped,
                (SELECT count(*) FROM inventory_stock WHERE tenant_id = $1 AND sku_id = $2 AND (on_hand < 0 OR locked < 0 OR isolated < 0))::int AS negative,
                (SELECT count(*) FROM inventory_stock WHERE tenant_id = $1 AND sku_id = $2 AND locked + isolated > on_hand)::int AS over`,
        [tenantId, skuId],
      );
    const version = async (id: string) => (await h.db.one<{ version: number }>('SELECT version FROM receipt_outbounds WHERE id = $1', [id])).version;
    let run = 0;
    // what the runs reached (the walks, then the random sequences): a sequence that never got there would prove nothing about it
    const reached = new Set<string>();
    await fc.assert(
      fc.asyncProperty(caseSpec, async ({ qtys, ops }) => {
        run++;
        // a fresh platform stock row per run, set to a known baseline
        const row = await platformStock(h.db, tenantId, 1, 40 + run);
        await h.db.query('UPDATE inventory_stock SET on_hand = $3, locked = $4, isolated = $5 WHERE sku_id = $1 AND warehouse_id = $2', [row.sku_id, row.warehouse_id, BASE.on_hand, BASE.locked, BASE.isolated]);
        const notices: MNotice[] = [];
        for (const [i, qty] of qtys.entries()) {
          const id = `ob-p-${run}-${i}-${Date.now().toString(36)}`;
          await h.db.transaction((tx) => issueOutbound(tx, { tenantId, id, no: `OBP${run}${i}${Date.now().toString(36).toUpperCase()}`, warehouseId: row.warehouse_id, shipToId: proposed, cause: 'SLOW_MOVING', lines: [{ skuId: row.sku_id, qty }], now: h.clock.now() }));
          notices.push({ id, qty, status: 'notified', shipTo: proposed });
        }
        const shelves = new Map([proposed, other].map((w) => [w, 0]));
        for (const w of shelves.keys()) shelves.set(w, await onHand(row.sku_id, w));
        const first = await sums(row.sku_id);
        const constant = first.on_hand + first.in_transit + first.scrapped;
        for (const drawn of ops) {
          const op = drawn.kind === 'advance' ? { ...drawn, aim: false, kind: next(notices[drawn.notice].status, drawn.path) } : drawn;
          const m = (op.aim ? notices.find((x) => movable[op.kind].includes(x.status)) : undefined) ?? notices[op.notice];
          if (op.kind === 'deliver' || op.kind === 'reverse') {
            // the platform's steps (its job picks by the carrier's time; here the step itself)
            if (m.status !== 'confirmed') continue;
            const v = await version(m.id);
            const step = { tenantId, id: m.id, version: v, lang: 'en' as const, by: PLATFORM, now: h.clock.now() };
            await h.db.transaction((tx) => (op.kind === 'deliver' ? actOnOutbound(tx, 'deliver', step) : actOnOutbound(tx, 'reverse', { ...step, reason: 'REFUSED_AT_DOOR' })));
            m.status = op.kind === 'deliver' ? 'delivered' : 'reversed';
          } else if (op.kind === 'scrap') {
            // nobody answered by the answer-by: the job scraps a notified notice, and only then
            const late = new Date(h.clock.now().getTime() - 1000);
            await h.db.query('UPDATE receipt_outbounds SET answer_by = $2 WHERE id = $1', [m.id, late]);
            const worked = await runOutboundJobOnce(h.db, h.clock.now());
            expect(worked).toBe(m.status === 'notified');
            if (m.status === 'notified') m.status = 'scrapped';
            await h.db.query('UPDATE receipt_outbounds SET answer_by = $2 WHERE id = $1', [m.id, new Date(h.clock.now().getTime() + 7 * 86_400_000)]);
          } else {
            // stale: a version from the future; again: the one before, as a double submit sends it
            const call = op.kind === 'stale' || op.kind === 'again' ? op.call : (op.kind as Call);
            const v = await version(m.id);
            const sent = op.kind === 'stale' || (op.kind === 'again' && v === 1) ? v + 1 : op.kind === 'again' ? v - 1 : v;
            const asked = Math.max(0, m.qty + op.lower);
            const shipTo = op.shipTo === 'other' ? other : op.shipTo === 'platform' ? row.warehouse_id : undefined;
            const body =
              call === 'lower'
                ? { id: m.id, version: sent, skuList: [{ skuId: row.sku_id, qty: asked }] }
                : call === 'close'
                  ? { id: m.id, version: sent, note: 'Keep them for the season' }
                  : call === 'confirm'
                    ? { id: m.id, version: sent, ...(shipTo ? { shipToId: shipTo } : {}) }
                    : { id: m.id, version: sent };
            const path = { lower: 'update-sku', close: 'close', confirm: 'confirm', confirmReverse: 'confirm-reverse' }[call];
            const answer = await h.call('POST', `${P}/${path}`, { cookie, body });
            let expected: string;
            // a repeat: already where the call leaves it, one version on (lower: with the same quantity)
            if (m.status === callTo[call] && sent + 1 === v && (call !== 'lower' || asked === m.qty)) expected = 'repeat';
            else if (m.status !== callFrom[call]) expected = 'RECEIPT_OUTBOUND_NOTICE_STATE';
            else if (sent !== v) expected = 'RECEIPT_OUTBOUND_NOTICE_STALE';
            else if (call === 'lower' && asked > m.qty) expected = 'RECEIPT_OUTBOUND_NOTICE_OVER';
            else if (call === 'lower' && asked === 0) expected = 'RECEIPT_OUTBOUND_NOTICE_EMPTY';
            else if (call === 'confirm' && op.shipTo === 'platform') expected = 'RECEIPT_OUTBOUND_NOTICE_SHIP_TO';
            else expected = 'ok';
            expect(answer.envelope.code, `${call} ${m.status} v${v} sent ${sent} → ${expected}: ${answer.text}`).toBe(expected === 'ok' || expected === 'repeat' ? '0' : expected);
            if (expected === 'ok') {
              m.status = callTo[call];
              if (call === 'lower') m.qty = asked;
              if (call === 'confirm') m.shipTo = shipTo ?? proposed;
            }
          }
          const sum = (states: OutboundStatus[]) => notices.filter((x) => states.includes(x.status)).reduce((a, x) => a + x.qty, 0);
          const s = await h.db.one<{ on_hand: number; locked: number; isolated: number }>('SELECT on_hand, locked, isolated FROM inventory_stock WHERE sku_id = $1 AND warehouse_id = $2', [row.sku_id, row.warehouse_id]);
          expect(s).toEqual({ on_hand: BASE.on_hand - sum(['confirmed', 'reversed', 'delivered', 'scrapped']), locked: BASE.locked + sum(['notified']), isolated: BASE.isolated });
          for (const [w, before] of shelves) expect(await onHand(row.sku_id, w)).toBe(before + notices.filter((x) => x.status === 'delivered' && x.shipTo === w).reduce((a, x) => a + x.qty, 0));
          const now = await sums(row.sku_id);
          expect(now.in_transit).toBe(first.in_transit + sum(['confirmed', 'reversed']));
          expect(now.scrapped).toBe(first.scrapped + sum(['scrapped']));
          expect(now.on_hand + now.in_transit + now.scrapped).toBe(constant);
          expect([now.negative, now.over]).toEqual([0, 0]);
          const statuses = await h.db.query<{ id: string; status: string }>('SELECT id, status FROM receipt_outbounds WHERE id = ANY($1::text[])', [notices.map((x) => x.id)]);
          for (const x of notices) expect(statuses.find((r) => r.id === x.id)?.status).toBe(x.status);
          for (const x of notices) reached.add(x.status);
        }
      }),
      { numRuns: walks.length + RUNS, seed: SEED, endOnFailure: true, examples: walks.map((w) => [w]) },
    );
    expect([...reached]).toEqual(expect.arrayContaining(['closed', 'delivered', 'returnedToShelf', 'scrapped']));
  }, 240_000);
});
