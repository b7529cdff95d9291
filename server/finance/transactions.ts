// The transaction handlers (src/contract/finance/transactions.ts): the list, and one transaction by
// its number with its cause (the order; the request of a return or refund), its settlement (whose
// version a dispute of the line carries) and its dispute and adjustment.
import { getTransaction, searchTransactions, type TransactionDetail } from '../../src/contract/finance';
import { callerOf } from '../lists/registry';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { notFound } from '../inventory';
import { transactionListDefinition } from './list-transactions';

interface Row {
  number: string;
  kind: TransactionDetail['kind'];
  occurred_at: Date;
  currency: string;
  qty: number;
  unit_price: string | null;
  tax_rate: string;
  amount_no_tax: string;
  tax: string;
  amount: string;
  sku: string | null;
  cart: string;
  order_id: string;
  order_no: string;
  request_no: string | null;
  settlement_no: string;
  settlement_status: string;
  version: number;
  d_reason: NonNullable<TransactionDetail['dispute']>['reason'] | null;
  d_note: string;
  d_status: NonNullable<TransactionDetail['dispute']>['status'];
  d_en: string;
  d_zh: string;
  d_by: string;
  d_at: Date;
  adjustment: string | null;
}

export const transactionHandlers: readonly HandlerEntry[] = [
  defineHandler(searchTransactions, async ({ db, user, body }) => (await transactionListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getTransaction, async ({ db, user, params }) => {
    const r = await db.maybe<Row>(
      `SELECT t.number, t.kind, t.occurred_at, t.currency, t.qty, t.unit_price::text AS unit_price, t.tax_rate::text AS tax_rate,
              t.amount_no_tax::text AS amount_no_tax, t.tax::text AS tax, t.amount::text AS amount, k.sku, c.name AS cart,
              o.id AS order_id, o.supplier_order_id AS order_no, q.request_no, s.number AS settlement_no, s.status AS settlement_status, s.version,
              d.reason AS d_reason, d.note AS d_note, d.status AS d_status, d.decision_en AS d_en, d.decision_zh AS d_zh, d.by_name AS d_by, d.created_at AS d_at,
              a.amount::text AS adjustment
         FROM finance_transactions t
         JOIN finance_settlements s ON s.id = t.settlement_id
         JOIN orders o ON o.id = t.order_id
         JOIN carts c ON c.id = t.cart_id
         LEFT JOIN skus k ON k.id = t.sku_id
         LEFT JOIN order_requests q ON q.id = t.request_id
         LEFT JOIN finance_disputes d ON d.transaction_id = t.id
         LEFT JOIN finance_adjustments a ON a.transaction_id = t.id
        WHERE t.tenant_id = $1 AND t.number = $2`,
      [user.tenant.id, params.number],
    );
    if (!r) throw notFound(user.lang);
    return {
      number: r.number,
      kind: r.kind,
      occurredAt: r.occurred_at.toISOString(),
      currency: r.currency,
      qty: r.qty,
      unitPrice: r.unit_price,
      taxRate: r.tax_rate,
      amountNoTax: r.amount_no_tax,
      tax: r.tax,
      amount: r.amount,
      sku: r.sku,
      cart: r.cart,
      orderId: r.order_id,
      orderNo: r.order_no,
      requestNo: r.request_no,
      settlementNo: r.settlement_no,
      settlementStatus: r.settlement_status,
      version: r.version,
      dispute: r.d_reason
        ? { reason: r.d_reason, note: r.d_note, status: r.d_status, decision: user.lang === 'zh-CN' ? r.d_zh : r.d_en, byName: r.d_by, at: r.d_at.toISOString() }
        : null,
      adjustment: r.adjustment,
    };
  }),
];
