// A settlement's totals, always summed from its lines and adjustments in SQL (exact numeric), never
// read from a stored figure: what the list shows, what the record shows and what a confirmation
// confirms are the same sums (the property test, tests/server/finance/totals.property.test.ts).
import type { Db } from '../db/db';
import type { SettlementInfo, TransactionKind } from '../../src/contract/finance';

type Totals = SettlementInfo['total'];

/** SQL: a settlement's total with tax, for the list (s = finance_settlements). */
export const settlementTotalSql = `(COALESCE((SELECT sum(t.amount) FROM finance_transactions t WHERE t.settlement_id = s.id), 0)
  + COALESCE((SELECT sum(a.amount) FROM finance_adjustments a WHERE a.settlement_id = s.id), 0))`;

export async function settlementTotals(db: Db, settlementId: string): Promise<{ byKind: SettlementInfo['byKind']; adjustmentsTotal: Totals; total: Totals; undisputedTotal: string; openDisputes: number }> {
  const byKind = await db.query<{ kind: TransactionKind; lines: number; amount_no_tax: string; tax: string; amount: string }>(
    `SELECT kind, count(*)::int AS lines, sum(amount_no_tax)::text AS amount_no_tax, sum(tax)::text AS tax, sum(amount)::text AS amount
       FROM finance_transactions WHERE settlement_id = $1 GROUP BY kind ORDER BY kind`,
    [settlementId],
  );
  const sums = await db.one<{ a_no_tax: string; a_tax: string; a_amount: string; no_tax: string; tax: string; amount: string; disputed: string; open_disputes: number }>(
    `WITH t AS (SELECT COALESCE(sum(amount_no_tax), 0) AS no_tax, COALESCE(sum(tax), 0) AS tax, COALESCE(sum(amount), 0) AS amount FROM finance_transactions WHERE settlement_id = $1),
          a AS (SELECT COALESCE(sum(amount_no_tax), 0) AS no_tax, COALESCE(sum(tax), 0) AS tax, COALESCE(sum(amount), 0) AS amount FROM finance_adjustments WHERE settlement_id = $1),
          d AS (SELECT COALESCE(sum(t.amount), 0) AS amount, count(*)::int AS n FROM finance_disputes d JOIN finance_transactions t ON t.id = d.transaction_id WHERE d.settlement_id = $1 AND d.status = 'open')
     SELECT a.no_tax::numeric(18,2)::text AS a_no_tax, a.tax::numeric(18,2)::text AS a_tax, a.amount::numeric(18,2)::text AS a_amount,
            (t.no_tax + a.no_tax)::numeric(18,2)::text AS no_tax, (t.tax + a.tax)::numeric(18,2)::text AS tax, (t.amount + a.amount)::numeric(18,2)::text AS amount,
            (t.amount + a.amount - d.amount)::numeric(18,2)::text AS disputed, d.n AS open_disputes
       FROM t, a, d`,
    [settlementId],
  );
  return {
    byKind: byKind.map((k) => ({ kind: k.kind, lines: k.lines, amountNoTax: k.amount_no_tax, tax: k.tax, amount: k.amount })),
    adjustmentsTotal: { amountNoTax: sums.a_no_tax, tax: sums.a_tax, amount: sums.a_amount },
    total: { amountNoTax: sums.no_tax, tax: sums.tax, amount: sums.amount },
    undisputedTotal: sums.disputed,
    openDisputes: sums.open_disputes,
  };
}
