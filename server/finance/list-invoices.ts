// The invoice list (finance.invoiceList): fields declared once in the contract's list spec; here is
// the SQL of each.
import { invoiceList } from '../../src/contract/finance';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const invoiceListDefinition = registerList(
  defineSpecList(invoiceList, {
    from: sql`finance_invoices i JOIN finance_settlements s ON s.id = i.settlement_id`,
    id: sql`i.id`,
    fields: {
      number: sql`i.number`,
      invoiceNo: sql`i.invoice_no`,
      settlementNo: sql`s.number`,
      status: sql`i.status`,
      amount: sql`i.amount`,
      currency: sql`i.currency`,
      invoiceDate: sql`to_char(i.invoice_date, 'YYYY-MM-DD')`,
      createdAt: sql`i.created_at`,
    },
    scope: (caller) => [sql`i.tenant_id = ${caller.tenantId}`],
  }),
);
