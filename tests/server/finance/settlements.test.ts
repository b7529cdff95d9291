// Finance slice 1 (docs/domain/finance.md): the seed's settlements and transactions (every state,
// sums of lines, the tax split of convertTax), a shipment writing its sale lines in its own
// transaction, confirming (the version read, once, the undisputed part), disputing lines (only
// deductions of the settlement, OTHER with a note, both languages, nothing changed on a refusal),
// the platform job (closing a month, deciding disputes by data with an adjustment, confirming
// after the window) and tenancy; and the property that totals are the sums after any sequence.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertTax } from '../../../src/contract';
import { settlementInfoSchema, transactionDetailSchema, type SettlementInfo, type SettlementRow, type TransactionRow } from '../../../src/contract/finance';
import { runFinanceJobOnce } from '../../../server/finance';
import { decideDispute } from '../../../server/finance/decide-dispute';
import { splitTax } from '../../../server/finance/post';
import { settlementTotals } from '../../../server/finance/totals';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';

const P = '/api/scm-app/supplier/finance';
let h: Harness, cookie: string, cookieZh: string, harbor: string, pacific: string;
signedInHarness((s) => ({ h, cookie, cookieZh, harbor, pacific } = s));

const ok = <T>(r: { envelope: { code: string; data: T }; text: string }) => {
  expect(r.envelope.code, r.text).toBe('0');
  return r.envelope.data;
};
const info = async (number: string, c = cookie) => ok(await h.call<SettlementInfo>('GET', `${P}/settlement/info/${number}`, { cookie: c }));
const approve = (body: Record<string, unknown>, c = cookie) => h.call<SettlementInfo>('POST', `${P}/settlement/approve`, { cookie: c, body });
const dispute = (body: Record<string, unknown>, c = cookie) => h.call<SettlementInfo>('POST', `${P}/settlement/dispute`, { cookie: c, body });
const cents = (s: string) => Math.round(Number(s) * 100);

/** A settlement of the tenant awaiting confirmation, untouched, with at least `deductions` deductions. */
const awaiting = (tenantId: string, deductions = 1, skip = 0) =>
  h.db.one<{ id: string; number: string; version: number }>(
    `SELECT s.id, s.number, s.version FROM finance_settlements s WHERE s.tenant_id = $1 AND s.status = 'pendingConfirm' AND s.version = 2
        AND (SELECT count(*) FROM finance_transactions t WHERE t.settlement_id = s.id AND t.kind <> 'sale') >= $2
        AND NOT EXISTS (SELECT 1 FROM finance_disputes d WHERE d.settlement_id = s.id) ORDER BY s.number DESC OFFSET $3 LIMIT 1`,
    [tenantId, deductions, skip],
  );

describe('finance settlements and transactions', () => {
  it('are seeded from the orders: a year per channel, every state, totals the sums of their lines, the tax split of convertTax', async () => {
    const states = await h.db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM finance_settlements WHERE tenant_id = $1 GROUP BY status ORDER BY status', [harbor]);
    expect(states.map((s) => s.status)).toEqual(['confirmed', 'disputed', 'open', 'pendingConfirm']);
    expect((await h.db.one<{ n: number }>('SELECT count(DISTINCT period)::int AS n FROM finance_settlements WHERE tenant_id = $1', [harbor])).n).toBe(12);
    const kinds = await h.db.query<{ kind: string }>('SELECT DISTINCT kind FROM finance_transactions WHERE tenant_id = $1 ORDER BY kind', [harbor]);
    expect(kinds.map((k) => k.kind)).toEqual(['refund', 'return', 'sale']);
    // a sale is the shipped quantity at the order line's price, split as convertTax splits it
    const sale = await h.db.one<{ qty: number; unit_price: string; tax_rate: string; amount_no_tax: string; tax: string; amount: string }>(
      `SELECT t.qty, t.unit_price::text, t.tax_rate::text, t.amount_no_tax::text, t.tax::text, t.amount::text FROM finance_transactions t WHERE t.tenant_id = $1 AND t.kind = 'sale' AND t.qty > 1 ORDER BY t.number LIMIT 1`,
      [harbor],
    );
    expect(cents(sale.amount)).toBe(sale.qty * cents(sale.unit_price));
    const c = convertTax(Number(sale.amount), Number(sale.tax_rate), 'removeTax');
    expect([Number(sale.amount_no_tax), Number(sale.tax)]).toEqual([c.value, c.tax]);
    // the list's totals are the record's, and the record's the sums of the lines
    const page = ok(await h.call<{ rows: SettlementRow[] }>('POST', `${P}/settlement/search`, { cookie, body: { conditions: { status: 'disputed' }, pageSize: 5 } }));
    expect(page.rows.length).toBeGreaterThan(0);
    for (const row of page.rows) {
      const s = settlementInfoSchema.parse(await info(row.number));
      const lines = await h.db.one<{ sum: string; n: number }>('SELECT COALESCE(sum(t.amount), 0)::numeric(18,2)::text AS sum, count(*)::int AS n FROM finance_transactions t JOIN finance_settlements s ON s.id = t.settlement_id WHERE s.number = $1 AND s.tenant_id = $2', [row.number, harbor]);
      expect([cents(s.total.amount), Math.round(row.total * 100), row.lines]).toEqual([cents(lines.sum), cents(lines.sum), lines.n]);
      expect(s.openDisputes).toBe(1);
      expect(cents(s.undisputedTotal)).toBe(cents(s.total.amount) - cents(s.disputes[0].amount));
    }
    // transactions are searched by settlement and read with their cause
    const tx = ok(await h.call<{ rows: TransactionRow[] }>('POST', `${P}/transaction/search`, { cookie, body: { conditions: { settlementNo: page.rows[0].number }, pageSize: 50 } }));
    expect(tx.rows.length).toBeGreaterThan(0);
    expect(tx.rows.every((r) => r.settlementNo === page.rows[0].number)).toBe(true);
    const one = transactionDetailSchema.parse(ok(await h.call('GET', `${P}/transaction/history/${tx.rows[0].number}`, { cookie })));
    expect(one).toMatchObject({ settlementNo: page.rows[0].number, settlementStatus: 'disputed' });
    expect(cents(one.amountNoTax) + cents(one.tax)).toBe(cents(one.amount));
  });

  it('a shipment writes its sale lines in its own transaction, into the open month of its channel', async () => {
    const order = await h.db.one<{ id: string; version: number; cart_id: string; line_id: string; qty: number; unit_price: string }>(
      `SELECT o.id, o.version, o.cart_id, l.id AS line_id, l.qty - l.shipped_qty - l.cancelled_qty AS qty, l.unit_price::text FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE o.tenant_id = $1 AND o.status = 'awaitingShipment' AND l.qty - l.shipped_qty - l.cancelled_qty > 0
          AND EXISTS (SELECT 1 FROM inventory_stock st WHERE st.tenant_id = o.tenant_id AND st.sku_id = l.sku_id AND st.warehouse_id = o.warehouse_id AND st.on_hand >= l.qty)
        ORDER BY o.id LIMIT 1`,
      [harbor],
    );
    const r = await h.call('POST', '/api/scm-app/supplier/order/partShip', { cookie, body: { id: order.id, version: order.version, carrierCode: 'DHL', trackingNo: 'FIN-T-1', lines: [{ lineId: order.line_id, qty: 1 }] } });
    if (r.envelope.code !== '0') throw new Error(`ship refused: ${r.text}`);
    const line = await h.db.one<{ amount: string; status: string; period: string }>(
      `SELECT t.amount::text, s.status, s.period FROM finance_transactions t JOIN finance_settlements s ON s.id = t.settlement_id WHERE t.order_line_id = $1 AND t.kind = 'sale' ORDER BY t.occurred_at DESC LIMIT 1`,
      [order.line_id],
    );
    expect(line).toMatchObject({ amount: order.unit_price, status: 'open', period: h.clock.now().toISOString().slice(0, 7) });
  });

  it('confirming checks the version, happens once, confirms the undisputed part, and is kept in the history', async () => {
    const s = await awaiting(harbor);
    const stale = await approve({ number: s.number, version: s.version + 1 });
    expect(stale.envelope.code).toBe('FINANCE_SETTLEMENT_STALE');
    const done = ok(await approve({ number: s.number, version: s.version }));
    expect(done).toMatchObject({ status: 'confirmed', version: s.version + 1, confirmedBy: 'Grace Lin', autoConfirmed: false });
    expect(ok(await approve({ number: s.number, version: s.version })).version).toBe(s.version + 1);
    expect((await approve({ number: s.number, version: s.version + 1 })).envelope.code).toBe('FINANCE_SETTLEMENT_DECIDED');
    const history = ok(await h.call<{ action: string; by: string }[]>('GET', `${P}/operation/history/settlement/${s.number}`, { cookie }));
    expect(history[0]).toMatchObject({ action: 'confirm', by: 'Grace Lin' });
    expect(history.filter((x) => x.action === 'confirm')).toHaveLength(1);
  });

  it('disputes only deductions of the settlement, OTHER with a note, refusals in both languages change nothing; the job decides by data', async () => {
    const s = await h.db.one<{ id: string; number: string; version: number }>(
      `SELECT s.id, s.number, s.version FROM finance_settlements s WHERE s.tenant_id = $1 AND s.status = 'pendingConfirm' AND s.version = 2
          AND EXISTS (SELECT 1 FROM finance_transactions t WHERE t.settlement_id = s.id AND t.kind <> 'sale')
          AND NOT EXISTS (SELECT 1 FROM finance_disputes d WHERE d.settlement_id = s.id) ORDER BY s.number LIMIT 1`,
      [pacific],
    );
    // numbers are per tenant and the two demo tenants' carts share codes: this one only pacific has
    s.number = (await h.db.one<{ number: string }>(`UPDATE finance_settlements SET number = number || 'P' WHERE id = $1 RETURNING number`, [s.id])).number;
    const [sale, deduction] = await h.db.query<{ number: string; amount: string; order_id: string; kind: string; id: string }>(
      // a sale (of any of its settlements: a sale is never a deduction of this one), then the deduction
      `(SELECT number, amount::text, order_id, kind, id FROM finance_transactions WHERE tenant_id = $2 AND kind = 'sale' ORDER BY settlement_id = $1 DESC, number LIMIT 1)
       UNION ALL (SELECT number, amount::text, order_id, kind, id FROM finance_transactions WHERE settlement_id = $1 AND kind <> 'sale' ORDER BY number LIMIT 1)`,
      [s.id, pacific],
    );
        const refused = await dispute({ number: s.number, version: s.version, lines: [{ transactionNo: sale.number, reason: 'DUPLICATE_LINE', note: '' }] }, cookieZh);
    expect(refused.envelope).toMatchObject({ code: 'FINANCE_DISPUTE_LINE_INVALID' });
    expect(refused.envelope.message).toContain('扣款明细');
    const noNote = await dispute({ number: s.number, version: s.version, lines: [{ transactionNo: deduction.number, reason: 'OTHER', note: ' ' }] }, cookieZh);
    expect(noNote.envelope.code).toBe('FINANCE_DISPUTE_NOTE_REQUIRED');
    expect(noNote.envelope.message).toContain('其他');
    const harborSide = await dispute({ number: s.number, version: s.version, lines: [{ transactionNo: deduction.number, reason: 'OTHER', note: 'x' }] });
    expect(harborSide.envelope.code).toBe('SYS_NOT_FOUND');
    expect(await h.db.one('SELECT status, version FROM finance_settlements WHERE id = $1', [s.id])).toEqual({ status: 'pendingConfirm', version: s.version });
    expect((await h.db.query('SELECT 1 FROM finance_disputes WHERE settlement_id = $1', [s.id])).length).toBe(0);

    // a duplicate deduction of the same order (as if written twice): disputing it is upheld
    await h.db.query(
      `INSERT INTO finance_transactions (id, tenant_id, number, kind, settlement_id, cart_id, currency, occurred_at, order_id, request_id, cause_key, qty, tax_rate, amount_no_tax, tax, amount)
       SELECT id || '-dup', tenant_id, number || '-DUP', kind, settlement_id, cart_id, currency, occurred_at, order_id, request_id, cause_key || ':dup', qty, tax_rate, amount_no_tax, tax, amount FROM finance_transactions WHERE id = $1`,
      [deduction.id],
    );
    const before = await info(s.number, cookieZh);
    const disputed = ok(
      await dispute(
        {
          number: s.number,
          version: s.version,
          lines: [
            { transactionNo: `${deduction.number}-DUP`, reason: 'DUPLICATE_LINE', note: '' },
            { transactionNo: deduction.number, reason: 'OTHER', note: 'The shopper kept the goods' },
          ],
        },
        cookieZh,
      ),
    );
    expect(disputed).toMatchObject({ status: 'disputed', openDisputes: 2, version: s.version + 1 });
    expect(cents(disputed.undisputedTotal)).toBe(cents(before.total.amount) - 2 * cents(deduction.amount));
    // the same dispute sent twice is answered as made; a stale one is refused
    expect(ok(await dispute({ number: s.number, version: s.version, lines: [{ transactionNo: deduction.number, reason: 'OTHER', note: 'The shopper kept the goods' }] }, cookieZh)).version).toBe(s.version + 1);

    // the job decides when the disputes are due: the duplicate upheld (an adjustment, the opposite amount), OTHER refused
    const due = new Date(h.clock.now().getTime() + 60 * 60_000);
    await h.db.query(`UPDATE finance_disputes SET decide_due_at = $2 WHERE settlement_id = $1`, [s.id, new Date(h.clock.now().getTime() - 1000)]);
    await h.db.query(`UPDATE finance_disputes SET decide_due_at = $1 WHERE settlement_id <> $2 AND status = 'open'`, [new Date(due.getTime() + 86_400_000), s.id]);
    expect(await runFinanceJobOnce(h.db, due)).toBe(true);
    const decided = await info(s.number, cookieZh);
    expect(decided).toMatchObject({ status: 'pendingConfirm', openDisputes: 0 });
    expect(decided.disputes.map((d) => d.status).sort()).toEqual(['refused', 'won']);
    expect(decided.adjustments).toHaveLength(1);
    expect(cents(decided.adjustments[0].amount)).toBe(-cents(deduction.amount));
    expect(cents(decided.total.amount)).toBe(cents(before.total.amount) - cents(deduction.amount));
    expect(decided.disputes.find((d) => d.status === 'refused')?.decision).toMatch(/[\u4e00-\u9fff]/);
  });

  it('the job closes an ended month and confirms a settlement whose window closed unanswered', async () => {
    const open = await h.db.one<{ id: string; period_end: Date }>(`SELECT id, period_end FROM finance_settlements WHERE status = 'open' ORDER BY period_end, id LIMIT 1`);
    const atEnd = new Date(open.period_end.getTime() + 1000);
    await h.db.query(`UPDATE finance_disputes SET decide_due_at = $1 WHERE status = 'open'`, [new Date(atEnd.getTime() + 86_400_000 * 60)]);
    expect(await runFinanceJobOnce(h.db, atEnd)).toBe(true);
    expect(await h.db.one('SELECT status, confirm_deadline FROM finance_settlements WHERE id = $1', [open.id])).toEqual({ status: 'pendingConfirm', confirm_deadline: new Date(atEnd.getTime() + 7 * 86_400_000) });

    const late = await awaiting(harbor, 0, 3);
    await h.db.query(`UPDATE finance_settlements SET confirm_deadline = $2 WHERE id = $1`, [late.id, new Date(h.clock.now().getTime() - 1000)]);
    await h.db.query(`UPDATE finance_settlements SET period_end = period_end + interval '10 years' WHERE status = 'open'`);
    expect(await runFinanceJobOnce(h.db, h.clock.now())).toBe(true);
    expect(await h.db.one('SELECT status, auto_confirmed, confirmed_by_name FROM finance_settlements WHERE id = $1', [late.id])).toEqual({ status: 'confirmed', auto_confirmed: true, confirmed_by_name: 'Platform' });
  });

  it('another tenant’s settlement and transaction are not found', async () => {
    // numbers are per tenant and the two demo tenants' carts share codes: these only pacific has
    const theirs = await h.db.one<{ id: string; number: string; version: number }>(
      `UPDATE finance_settlements SET number = number || 'P' WHERE id = (SELECT id FROM finance_settlements WHERE tenant_id = $1 AND status = 'pendingConfirm' ORDER BY number DESC LIMIT 1) RETURNING id, number, version`,
      [pacific],
    );
    expect((await h.call('GET', `${P}/settlement/info/${theirs.number}`, { cookie })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await approve({ number: theirs.number, version: theirs.version })).envelope.code).toBe('SYS_NOT_FOUND');
    const line = await h.db.one<{ number: string }>(`UPDATE finance_transactions SET number = number || 'P' WHERE id = (SELECT id FROM finance_transactions WHERE tenant_id = $1 ORDER BY number LIMIT 1) RETURNING number`, [pacific]);
    expect((await h.call('GET', `${P}/transaction/history/${line.number}`, { cookie })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await h.db.one<{ status: string }>('SELECT status FROM finance_settlements WHERE id = $1', [theirs.id])).status).toBe('pendingConfirm');
  });
});

describe('finance settlement totals (property)', () => {
  it('after every step of random transactions, disputes and decisions, the header totals are the sums of the lines and adjustments', async () => {
    const order = await h.db.one<{ id: string; cart_id: string }>(`SELECT id, cart_id FROM orders WHERE tenant_id = $1 ORDER BY id LIMIT 1`, [harbor]);
    const rate = 0.13;
    let run = 0;
    const step = fc.oneof(
      fc.record({ op: fc.constant('sale' as const), qty: fc.integer({ min: 1, max: 9 }), cents: fc.integer({ min: 0, max: 5_000_000 }) }),
      fc.record({ op: fc.constant('deduction' as const), kind: fc.constantFrom('return' as const, 'refund' as const), cents: fc.integer({ min: 1, max: 5_000_000 }) }),
      fc.record({ op: fc.constant('dispute' as const), pick: fc.nat(), reason: fc.constantFrom('DUPLICATE_LINE' as const, 'OTHER' as const) }),
      fc.record({ op: fc.constant('decide' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        run++;
        const period = `${2030 + Math.floor(run / 12)}-${String((run % 12) + 1).padStart(2, '0')}`;
        const number = `ST${period.replace('-', '')}-PROP`;
        const sid = `${harbor}-${number}`;
        const start = new Date(`${period}-01T00:00:00Z`);
        await h.db.query(
          `INSERT INTO finance_settlements (id, tenant_id, number, cart_id, period, period_start, period_end, currency, status, confirm_deadline, version, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6::timestamptz + interval '1 month', 'USD', 'pendingConfirm', $6::timestamptz + interval '40 days', 2, $6)`,
          [sid, harbor, number, order.cart_id, period, start],
        );
        // the model: each line's amount with tax in cents, its kind, whether disputed and decided
        const lines: { no: string; kind: string; cents: number; disputed: boolean; open: boolean }[] = [];
        let adjustments = 0;
        let version = 2;
        for (const [i, s] of steps.entries()) {
          if (s.op === 'sale' || s.op === 'deduction') {
            const signed = s.op === 'sale' ? s.qty * s.cents : -s.cents;
            const [noTax, tax, amount] = splitTax(signed / 100, rate);
            const no = `P-${run}-${i}`;
            await h.db.query(
              `INSERT INTO finance_transactions (id, tenant_id, number, kind, settlement_id, cart_id, currency, occurred_at, order_id, cause_key, qty, tax_rate, amount_no_tax, tax, amount)
               VALUES ($1, $2, $3, $4, $5, $6, 'USD', $7, $8, $9, $10, $11, $12, $13, $14)`,
              [`${sid}-${no}`, harbor, no, s.op === 'sale' ? 'sale' : s.kind, sid, order.cart_id, start, order.id, `prop:${no}`, s.op === 'sale' ? s.qty : 0, rate, noTax, tax, amount],
            );
            lines.push({ no, kind: s.op === 'sale' ? 'sale' : s.kind, cents: signed, disputed: false, open: false });
          } else if (s.op === 'dispute') {
            const candidates = lines.filter((l) => l.kind !== 'sale' && !l.disputed);
            if (!candidates.length) continue;
            const line = candidates[s.pick % candidates.length];
            const r = await dispute({ number, version, lines: [{ transactionNo: line.no, reason: s.reason, note: s.reason === 'OTHER' ? 'see the proof' : '' }] });
            expect(r.envelope.code, r.text).toBe('0');
            version++;
            line.disputed = true;
            line.open = true;
          } else {
            const open = await h.db.query<{ id: string; number: string }>(
              `SELECT d.id, t.number FROM finance_disputes d JOIN finance_transactions t ON t.id = d.transaction_id WHERE d.settlement_id = $1 AND d.status = 'open'`,
              [sid],
            );
            for (const d of open) {
              const line = lines.find((l) => l.no === d.number)!;
              if (await h.db.transaction((tx) => decideDispute(tx, d.id, h.clock.now()))) adjustments -= line.cents;
              line.open = false;
            }
          }
          const t = await settlementTotals(h.db, sid);
          const sum = lines.reduce((n, l) => n + l.cents, 0);
          expect(cents(t.total.amount)).toBe(sum + adjustments);
          expect(cents(t.total.amountNoTax) + cents(t.total.tax)).toBe(cents(t.total.amount));
          expect(cents(t.adjustmentsTotal.amount)).toBe(adjustments);
          for (const k of t.byKind) expect(cents(k.amount)).toBe(lines.filter((l) => l.kind === k.kind).reduce((n, l) => n + l.cents, 0));
          expect(cents(t.undisputedTotal)).toBe(sum + adjustments - lines.filter((l) => l.open).reduce((n, l) => n + l.cents, 0));
          const row = ok(await h.call<{ rows: SettlementRow[] }>('POST', `${P}/settlement/search`, { cookie, body: { conditions: { number }, pageSize: 5 } })).rows.find((r) => r.number === number);
          expect(Math.round((row?.total ?? NaN) * 100)).toBe(sum + adjustments);
        }
      }),
      { numRuns: 6, seed: 21 },
    );
  });
});
