// Pool financing (docs/domain/finance.md "Pool financing"): the limit is 80 % of the confirmed,
// not yet due settlements' undisputed amounts less the live applications, shown with its
// settlements; the price (fee, discount %, APR) is the rule of price.ts, rounded half away from
// zero; a submit is refused (code, both languages, nothing written) when stale, over the limit,
// already financed or another tenant's; a repeated request answers once; the platform job approves
// and pays out, or refuses a settlement come due; each tenant's seed holds one paid-out and one
// refused application and sees only its own.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { divRound, priceOf, toCents, type Application, type PoolFinanceLimit } from '../../../src/contract/poolFinance';
import { runPoolFinanceJobOnce } from '../../../server/poolFinance';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';

const P = '/api/scm-app/supplier/poolFinance';
let h: Harness, cookie: string, cookieZh: string, tenantId: string, pacificId: string;
signedInHarness((s) => ({ h, cookie, cookieZh, harbor: tenantId, pacific: pacificId } = s));

const limitOf = async (c = cookie) => {
  const r = await h.call<PoolFinanceLimit>('GET', `${P}/limit`, { cookie: c });
  expect(r.envelope.code, r.text).toBe('0');
  return r.envelope.data;
};
const list = async (c = cookie) => {
  const r = await h.call<{ rows: Application[] }>('POST', `${P}/application/search`, { cookie: c, body: { conditions: {}, pageSize: 100 } });
  expect(r.envelope.code, r.text).toBe('0');
  return r.envelope.data.rows;
};
const apply = (settlements: { number: string; version: number }[], amount: string, c = cookie, requestId = randomUUID()) =>
  h.call<Application>('POST', `${P}/application/submit`, { cookie: c, body: { requestId, settlements, amount } });
const count = async (t: string) => (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM pool_finance_applications WHERE tenant_id = $1', [t])).n;
const cents = (s: string) => toCents(s)!;

describe('pool financing', () => {
  it('the price: fee = amount x 8 % x days / 365, discount and APR, half away from zero', () => {
    // 1000.00 for 30 days: 6.5753.. -> 6.58; 0.658 % -> 0.66; 6.58 / 993.42 x 365 / 30 = 8.0589 % -> 8.06
    expect(priceOf(100_000n, 30)).toEqual({ fee: '6.58', discountPercent: '0.66', apr: '8.06', days: 30 });
    // 456.25 for 1 day: 0.1 exactly; 0 days counts as 1
    expect(priceOf(45_625n, 0).fee).toBe('0.10');
    expect([divRound(5n, 10n), divRound(-5n, 10n), divRound(4n, 10n), divRound(-15n, 10n)]).toEqual([1n, -1n, 0n, -2n]);
  });

  it('the limit comes from confirmed, undisputed settlements not yet due, less the seeded financing; each tenant sees its own applications', async () => {
    const limit = await limitOf();
    expect(limit.settlements.length).toBeGreaterThan(0);
    for (const s of limit.settlements) {
      const row = await h.db.one<{ status: string; amount: string; due: boolean }>(
        `SELECT s.status, least(sum_t, sum_t - disputed)::numeric(18,2)::text AS amount, s.period_end + interval '60 days' > $3::timestamptz AS due FROM finance_settlements s,
           LATERAL (SELECT COALESCE((SELECT sum(amount) FROM finance_transactions WHERE settlement_id = s.id), 0) + COALESCE((SELECT sum(amount) FROM finance_adjustments WHERE settlement_id = s.id), 0) AS sum_t,
                           COALESCE((SELECT sum(t.amount) FROM finance_disputes d JOIN finance_transactions t ON t.id = d.transaction_id WHERE d.settlement_id = s.id AND d.status = 'open'), 0) AS disputed) x
          WHERE s.tenant_id = $1 AND s.number = $2`,
        [tenantId, s.number, h.clock.now()],
      );
      expect(row).toEqual({ status: 'confirmed', amount: s.amount, due: true });
      expect(cents(s.advance)).toBe(divRound(cents(s.amount) * 80n, 100n));
    }
    const [usd] = limit.limits;
    const advance = limit.settlements.filter((s) => s.currency === usd!.currency).reduce((a, s) => a + cents(s.advance), 0n);
    expect(cents(usd!.advance)).toBe(advance);
    const rows = await list();
    const paidOut = rows.find((r) => r.status === 'disbursed')!;
    expect(rows.find((r) => r.status === 'refused')?.reason).toBe('OVER_LIMIT');
    expect(cents(usd!.outstanding)).toBe(cents(paidOut.amount.toFixed(2)));
    expect(cents(usd!.limit)).toBe(advance - cents(usd!.outstanding));
    expect(limit.settlements.find((s) => s.number === paidOut.settlements)?.financed).toBe(true);
    // the other tenant's seed is its own
    const theirs = await list(cookieZh);
    expect(theirs.map((r) => r.status).sort()).toEqual(['disbursed', 'refused']);
    expect(await count(pacificId)).toBe(2);
  });

  it('a submit is priced, answered once per request, and refused (both languages, nothing written) when stale, over the limit, financed or not the tenant’s', async () => {
    const limit = await limitOf();
    const free = limit.settlements.find((s) => !s.financed)!;
    const taken = limit.settlements.find((s) => s.financed)!;
    const before = await count(tenantId);
    const pick = [{ number: free.number, version: free.version }];
    // refusals
    const stale = await apply([{ number: free.number, version: free.version + 1 }], '1.00');
    expect([stale.envelope.code, stale.envelope.message]).toEqual(['POOL_FINANCE_STALE', expect.stringContaining(free.number)]);
    const over = await apply(pick, (Number(free.advance) + 0.01).toFixed(2));
    expect(over.envelope.code).toBe('POOL_FINANCE_OVER_LIMIT');
    expect(over.envelope.message).toContain('at most');
    const financed = await apply([{ number: taken.number, version: taken.version }], '1.00');
    expect(financed.envelope.code).toBe('POOL_FINANCE_SETTLEMENT_TAKEN');
    const zhLimit = await limitOf(cookieZh);
    const zhFree = zhLimit.settlements.find((s) => !s.financed)!;
    const zhOver = await apply([{ number: zhFree.number, version: zhFree.version }], (Number(zhFree.advance) + 1).toFixed(2), cookieZh);
    expect([zhOver.envelope.code, zhOver.envelope.message]).toEqual(['POOL_FINANCE_OVER_LIMIT', expect.stringContaining('超出')]);
    const zhStale = await apply([{ number: zhFree.number, version: zhFree.version + 1 }], '1.00', cookieZh);
    expect(zhStale.envelope.message).toContain('已被修改');
    const missing = await apply([{ number: 'ST209912-NONE', version: 1 }], '1.00');
    expect(missing.envelope.code).toBe('SYS_NOT_FOUND');
    expect(await count(tenantId)).toBe(before);
    // priced and sent once
    const requestId = randomUUID();
    const amount = (Number(free.advance) / 2).toFixed(2);
    const [first, again] = await Promise.all([apply(pick, amount, cookie, requestId), apply(pick, amount, cookie, requestId)]);
    expect(first.envelope.code, first.text).toBe('0');
    expect(again.envelope.data.number).toBe(first.envelope.data.number);
    expect(await count(tenantId)).toBe(before + 1);
    const days = Math.round((Date.parse(`${free.dueDate}T00:00:00Z`) - Date.parse(`${h.clock.now().toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000);
    const price = priceOf(cents(amount), days);
    expect(first.envelope.data).toMatchObject({ status: 'submitted', amount: Number(amount), fee: Number(price.fee), apr: Number(price.apr), dueDate: free.dueDate, settlements: free.number });
    // the limit went down by it, and the settlement is financed
    const after = await limitOf();
    const cur = (l: PoolFinanceLimit) => cents(l.limits.find((x) => x.currency === free.currency)!.limit);
    expect(cur(after)).toBe(cur(limit) - cents(amount));
    expect(after.settlements.find((s) => s.number === free.number)?.financed).toBe(true);
  });

  it('the platform job approves after its wait, pays out, and refuses an application whose settlement came due', async () => {
    const limit = await limitOf();
    const free = limit.settlements.filter((s) => !s.financed);
    const ok = await apply([{ number: free[0]!.number, version: free[0]!.version }], '2.00');
    expect(ok.envelope.code, ok.text).toBe('0');
    expect(await runPoolFinanceJobOnce(h.db, h.clock.now(), 30_000)).toBe(false);
    h.clock.advance(31_000);
    while (await runPoolFinanceJobOnce(h.db, h.clock.now(), 30_000));
    // read from the table: the session does not outlive the clock moved on by weeks
    const statuses = async () => Object.fromEntries((await h.db.query<{ number: string; status: string; reason: string | null }>('SELECT number, status, reason FROM pool_finance_applications WHERE tenant_id = $1', [tenantId])).map((r) => [r.number, [r.status, r.reason]]));
    expect((await statuses())[ok.envelope.data.number]).toEqual(['disbursed', null]);
    const history = await h.db.query("SELECT action FROM record_history WHERE record_kind = 'poolFinance.application' AND record_id = (SELECT id FROM pool_finance_applications WHERE number = $1 AND tenant_id = $2) ORDER BY at", [ok.envelope.data.number, tenantId]);
    expect(history.map((r) => r.action)).toEqual(['approve', 'disburse']);
    // the next settlement falls due before the platform looks at it
    const next = free[1] ?? free[0]!;
    const late = await apply([{ number: next.number, version: next.version }], '2.00');
    expect(late.envelope.code, late.text).toBe('0');
    h.clock.advance(Date.parse(`${next.dueDate}T00:00:00Z`) - h.clock.now().getTime() + 1000);
    while (await runPoolFinanceJobOnce(h.db, h.clock.now(), 30_000));
    expect((await statuses())[late.envelope.data.number]).toEqual(['refused', 'SETTLEMENT_DUE']);
  });
});
