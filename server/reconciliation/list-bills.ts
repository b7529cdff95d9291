// The reconciliation bill list (reconciliation.list): its fields are declared once in the contract's
// list spec (billList); here is the SQL of each. Registered at import.
import { billList } from '../../src/contract/reconciliation';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const billListDefinition = registerList(
  defineSpecList(billList, {
    from: sql`reconciliation_bills b`,
    id: sql`b.id`,
    fields: {
      id: sql`b.id`,
      billNo: sql`b.bill_no`,
      providerCode: sql`b.provider_code`,
      providerName: sql`b.provider_name`,
      type: sql`b.type`,
      period: sql`b.period`,
      status: sql`b.status`,
      lineCount: sql`b.line_count`,
      differenceCount: sql`b.difference_count`,
      openCount: sql`b.open_count`,
      billedTotal: sql`b.billed_total`,
      expectedTotal: sql`b.expected_total`,
      differenceTotal: sql`b.difference_total`,
      currency: sql`b.currency`,
      createdAt: sql`b.created_at`,
      createdBy: sql`b.created_by_name`,
      version: sql`b.version`,
    },
    scope: (caller) => [sql`b.tenant_id = ${caller.tenantId}`],
  }),
);
