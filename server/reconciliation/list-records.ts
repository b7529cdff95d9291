// The reconciliation record list (reconciliation.list): its fields are declared once in the contract's list spec
// (reconciliationRecordList); here is the SQL of each. Registered at import.
import { reconciliationRecordList } from '../../src/contract/reconciliation';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const reconciliationRecordListDefinition = registerList(
  defineSpecList(reconciliationRecordList, {
    from: sql`reconciliation_records r`,
    id: sql`r.id`,
    fields: {
      id: sql`r.id`,
      code: sql`r.code`,
      name: sql`r.name`,
      status: sql`r.status`,
      amount: sql`r.amount`,
      currency: sql`r.currency`,
      createdAt: sql`r.created_at`,
      note: sql`r.note`,
      decidedBy: sql`r.decided_by_name`,
      version: sql`r.version`,
    },
    scope: (caller) => [sql`r.tenant_id = ${caller.tenantId}`],
  }),
);
