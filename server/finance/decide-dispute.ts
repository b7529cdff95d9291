// How the platform decides one disputed deduction, by data (docs/domain/finance.md, "Dispute
// reasons"); a won line gets an adjustment of the opposite amount (its own row), never an edit.
//   DUPLICATE_LINE          won when another deduction (return or refund) of the same order is on record
//   PRICE_NOT_IN_FORCE      won when a refund is larger than what the order's lines shipped at their prices
//   QUANTITY_RECEIVED_WRONG won when a return deducts more units than its received lines hold
//   PENALTY_NOT_MY_FAULT    refused: the line is not a penalty (this slice writes none)
//   OTHER                   refused: no record supports it (the platform answers with the evidence it has)
import { randomBytes } from 'node:crypto';
import type { DisputeReason } from '../../src/contract/finance';
import type { Db } from '../db/db';
import { bi, type Bi } from '../separate';

interface OpenDispute {
  id: string;
  tenant_id: string;
  settlement_id: string;
  transaction_id: string;
  reason: DisputeReason;
  kind: string;
  order_id: string;
  request_id: string | null;
  qty: number;
  amount: string;
  amount_no_tax: string;
  tax: string;
}

async function ruling(tx: Db, d: OpenDispute): Promise<{ won: boolean; why: Bi }> {
  switch (d.reason) {
    case 'DUPLICATE_LINE': {
      const other = await tx.maybe<{ number: string }>(
        `SELECT number FROM finance_transactions WHERE tenant_id = $1 AND order_id = $2 AND id <> $3 AND kind IN ('return', 'refund') ORDER BY occurred_at, id LIMIT 1`,
        [d.tenant_id, d.order_id, d.transaction_id],
      );
      return other
        ? { won: true, why: bi(`The order was already deducted by ${other.number}.`, `该订单已由 ${other.number} 扣款。`) }
        : { won: false, why: bi('No other deduction of this order is on record.', '该订单没有其他扣款记录。') };
    }
    case 'PRICE_NOT_IN_FORCE': {
      if (d.kind !== 'refund') return { won: false, why: bi('The return was deducted at the order’s own prices.', '退货按订单自身价格扣款。') };
      const shipped = await tx.one<{ value: string }>('SELECT COALESCE(sum(shipped_qty * unit_price), 0)::text AS value FROM order_lines WHERE order_id = $1', [d.order_id]);
      const won = -Number(d.amount) > Number(shipped.value);
      return won
        ? { won, why: bi(`The refund is more than the ${shipped.value} the order shipped.`, `退款金额超过订单已发货金额 ${shipped.value}。`) }
        : { won, why: bi(`The refund is within the ${shipped.value} the order shipped.`, `退款金额未超过订单已发货金额 ${shipped.value}。`) };
    }
    case 'QUANTITY_RECEIVED_WRONG': {
      if (d.kind !== 'return' || !d.request_id) return { won: false, why: bi('The line is not a return of received goods.', '该明细不是已收货的退货。') };
      const received = await tx.one<{ qty: number }>('SELECT COALESCE(sum(qty), 0)::int AS qty FROM order_return_lines WHERE request_id = $1', [d.request_id]);
      const won = d.qty > received.qty;
      return won
        ? { won, why: bi(`The return received ${received.qty} units, fewer than the ${d.qty} deducted.`, `退货实收 ${received.qty} 件，少于扣款的 ${d.qty} 件。`) }
        : { won, why: bi(`The return received the ${received.qty} units deducted.`, `退货实收 ${received.qty} 件，与扣款一致。`) };
    }
    case 'PENALTY_NOT_MY_FAULT':
      return { won: false, why: bi('The line is not a penalty.', '该明细不是罚款。') };
    case 'OTHER':
      return { won: false, why: bi('No record supports the dispute; the line stands as its cause shows.', '没有记录支持该异议，明细按其来源保留。') };
  }
}

/** Decides one open dispute in the caller's transaction; true when it was won (an adjustment was added). */
export async function decideDispute(tx: Db, disputeId: string, now: Date): Promise<boolean> {
  const d = await tx.one<OpenDispute>(
    `SELECT d.id, d.tenant_id, d.settlement_id, d.transaction_id, d.reason, t.kind, t.order_id, t.request_id, t.qty, t.amount::text AS amount, t.amount_no_tax::text AS amount_no_tax, t.tax::text AS tax
       FROM finance_disputes d JOIN finance_transactions t ON t.id = d.transaction_id WHERE d.id = $1`,
    [disputeId],
  );
  const { won, why } = await ruling(tx, d);
  await tx.query(`UPDATE finance_disputes SET status = $2, decided_at = $3, decision_en = $4, decision_zh = $5 WHERE id = $1`, [d.id, won ? 'won' : 'refused', now, why.en, why.zh]);
  if (won)
    await tx.query(
      `INSERT INTO finance_adjustments (id, tenant_id, settlement_id, transaction_id, dispute_id, reason, amount_no_tax, tax, amount, at)
       VALUES ($1, $2, $3, $4, $5, $6, -$7::numeric, -$8::numeric, -$9::numeric, $10)`,
      [`fa_${randomBytes(6).toString('hex')}`, d.tenant_id, d.settlement_id, d.transaction_id, d.id, d.reason, d.amount_no_tax, d.tax, d.amount, now],
    );
  return won;
}
