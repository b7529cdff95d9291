// The transaction list (finance.transactionList): every transaction of the tenant with its cause
// (the order) and its settlement; fields declared once in the contract's list spec.
import { transactionList } from '../../src/contract/finance';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const transactionListDefinition = registerList(
  defineSpecList(transactionList, {
    from: sql`finance_transactions t JOIN finance_settlements s ON s.id = t.settlement_id JOIN orders o ON o.id = t.order_id JOIN carts c ON c.id = t.cart_id LEFT JOIN skus k ON k.id = t.sku_id`,
    id: sql`t.id`,
    fields: {
      number: sql`t.number`,
      kind: sql`t.kind`,
      occurredAt: sql`t.occurred_at`,
      settlementNo: sql`s.number`,
      orderNo: sql`o.supplier_order_id`,
      orderId: sql`o.id`,
      sku: sql`k.sku`,
      qty: sql`t.qty`,
      amountNoTax: sql`t.amount_no_tax`,
      tax: sql`t.tax`,
      amount: sql`t.amount`,
      currency: sql`t.currency`,
      cart: sql`c.name`,
    },
    scope: (caller) => [sql`t.tenant_id = ${caller.tenantId}`],
  }),
);
