// The funding application list (poolFinance.application): its fields are declared once in the
// contract's list spec (applicationList); here is the SQL of each. Registered at import.
import { applicationList } from '../../src/contract/poolFinance';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const applicationListDefinition = registerList(
  defineSpecList(applicationList, {
    from: sql`pool_finance_applications a`,
    id: sql`a.id`,
    fields: {
      number: sql`a.number`,
      status: sql`a.status`,
      amount: sql`a.amount`,
      fee: sql`a.fee`,
      discountPercent: sql`a.discount_percent`,
      apr: sql`a.apr`,
      currency: sql`a.currency`,
      dueDate: sql`to_char(a.due_date, 'YYYY-MM-DD')`,
      settlements: sql`(SELECT string_agg(s.number, ', ' ORDER BY s.number) FROM pool_finance_application_settlements x JOIN finance_settlements s ON s.id = x.settlement_id WHERE x.application_id = a.id)`,
      reason: sql`a.reason`,
      createdAt: sql`a.created_at`,
      decidedAt: sql`a.decided_at`,
    },
    scope: (caller) => [sql`a.tenant_id = ${caller.tenantId}`],
  }),
);
