// The settlement list (finance.settlementList): fields declared once in the contract's list spec;
// here is the SQL of each. The total is summed from the lines and adjustments (totals.ts), never stored.
import { settlementList } from '../../src/contract/finance';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';
import { settlementTotalSql } from './totals';

export const settlementListDefinition = registerList(
  defineSpecList(settlementList, {
    from: sql`finance_settlements s JOIN carts c ON c.id = s.cart_id`,
    id: sql`s.id`,
    fields: {
      number: sql`s.number`,
      period: sql`s.period`,
      cart: sql`c.name`,
      status: sql`s.status`,
      lines: sql`(SELECT count(*) FROM finance_transactions t WHERE t.settlement_id = s.id)`,
      total: sql.raw(settlementTotalSql),
      currency: sql`s.currency`,
      confirmDeadline: sql`s.confirm_deadline`,
      confirmedAt: sql`s.confirmed_at`,
    },
    scope: (caller) => [sql`s.tenant_id = ${caller.tenantId}`],
  }),
);
