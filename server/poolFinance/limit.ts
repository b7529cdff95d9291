// The financing limit (docs/domain/finance.md "Pool financing"), read the same way by the form, the
// submit and the platform job. A settlement is eligible while it is confirmed, not yet due for
// payment (its month's end + the demo terms, POOL_FINANCE_TERMS_DAYS; no payment is made before)
// and owed something: its amount is the lesser of its total and its undisputed part, so a disputed
// deduction is never financed away (partial early payment: the undisputed part is financed while
// disputed lines wait). The limit per currency is 80 % of those amounts less the live applications
// (submitted, approved or paid out and not yet repaid, i.e. not past their due date).
import { advanceOf, centsText, POOL_FINANCE_TERMS_DAYS, toCents, type EligibleSettlement, type PoolFinanceLimit } from '../../src/contract/poolFinance';
import type { Db } from '../db/db';
import { settlementTotalSql } from '../finance';

export interface Eligible extends EligibleSettlement {
  id: string;
  amountCents: bigint;
  advanceCents: bigint;
}

const LIVE = `a.status IN ('submitted', 'approved', 'disbursed') AND a.due_date > $2::date`;

/** The tenant's eligible settlements at `now` (locked FOR UPDATE when `lock`). */
export async function eligibleSettlements(db: Db, tenantId: string, now: Date, exceptApplication = ''): Promise<Eligible[]> {
  const rows = await db.query<{ id: string; number: string; period: string; currency: string; version: number; due: string; amount: string; open_disputes: number; financed: boolean }>(
    `WITH s AS (
       SELECT s.id, s.number, s.period, s.currency, s.version, to_char((s.period_end + make_interval(days => ${POOL_FINANCE_TERMS_DAYS})) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS due,
              ${settlementTotalSql} AS total,
              COALESCE((SELECT sum(t.amount) FROM finance_disputes d JOIN finance_transactions t ON t.id = d.transaction_id WHERE d.settlement_id = s.id AND d.status = 'open'), 0) AS disputed,
              (SELECT count(*)::int FROM finance_disputes d WHERE d.settlement_id = s.id AND d.status = 'open') AS open_disputes
         FROM finance_settlements s
        WHERE s.tenant_id = $1 AND s.status = 'confirmed' AND s.period_end + make_interval(days => ${POOL_FINANCE_TERMS_DAYS}) > $2::timestamptz)
     SELECT s.id, s.number, s.period, s.currency, s.version, s.due, least(s.total, s.total - s.disputed)::numeric(18,2)::text AS amount, s.open_disputes,
            EXISTS (SELECT 1 FROM pool_finance_application_settlements x JOIN pool_finance_applications a ON a.id = x.application_id
                     WHERE x.settlement_id = s.id AND a.tenant_id = $1 AND a.id <> $3 AND ${LIVE}) AS financed
       FROM s WHERE least(s.total, s.total - s.disputed) > 0 ORDER BY s.due, s.number`,
    [tenantId, now, exceptApplication],
  );
  return rows.map((r) => {
    const amountCents = toCents(r.amount) ?? 0n;
    const advanceCents = advanceOf(amountCents);
    return {
      id: r.id,
      number: r.number,
      period: r.period,
      currency: r.currency,
      amount: r.amount,
      advance: centsText(advanceCents),
      openDisputes: r.open_disputes,
      dueDate: r.due,
      version: r.version,
      financed: r.financed,
      amountCents,
      advanceCents,
    };
  });
}

/** The limit per currency: 80 % of the eligible amounts less the live applications (one left out when named). */
export async function poolLimit(db: Db, tenantId: string, now: Date, exceptApplication = ''): Promise<{ settlements: Eligible[]; limits: Map<string, { advance: bigint; outstanding: bigint; limit: bigint }> }> {
  const settlements = await eligibleSettlements(db, tenantId, now, exceptApplication);
  const live = await db.query<{ currency: string; amount: string }>(
    `SELECT a.currency, sum(a.amount)::numeric(18,2)::text AS amount FROM pool_finance_applications a WHERE a.tenant_id = $1 AND a.id <> $3 AND ${LIVE} GROUP BY a.currency`,
    [tenantId, now, exceptApplication],
  );
  const limits = new Map<string, { advance: bigint; outstanding: bigint; limit: bigint }>();
  const of = (c: string) => limits.get(c) ?? limits.set(c, { advance: 0n, outstanding: 0n, limit: 0n }).get(c)!;
  for (const s of settlements) of(s.currency).advance += s.advanceCents;
  for (const l of live) of(l.currency).outstanding += toCents(l.amount) ?? 0n;
  for (const v of limits.values()) v.limit = v.advance > v.outstanding ? v.advance - v.outstanding : 0n;
  return { settlements, limits };
}

export async function limitAnswer(db: Db, tenantId: string, now: Date): Promise<PoolFinanceLimit> {
  const { settlements, limits } = await poolLimit(db, tenantId, now);
  return {
    rate: '8.00',
    today: now.toISOString().slice(0, 10),
    limits: [...limits].sort(([a], [b]) => a.localeCompare(b)).map(([currency, v]) => ({ currency, advance: centsText(v.advance), outstanding: centsText(v.outstanding), limit: centsText(v.limit) })),
    settlements: settlements.map(({ id: _id, amountCents: _a, advanceCents: _b, ...s }) => s),
  };
}
