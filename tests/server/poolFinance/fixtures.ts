// Matrix fixtures of the /poolFinance calls (tests/server/fixtures.ts gathers them): a valid call for
// supplier1; for the submit, an eligible settlement of tenant A not yet in an application (the
// matrix's earlier submits are refused first, freeing theirs), and for the tenant matrix a
// settlement of tenant B whose number tenant A does not have.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/db';
import { eligibleSettlements } from '../../../server/poolFinance/limit';
import type { Fixture } from '../fixture-kit';
import { START_TIME, type RouteInput } from '../harness';

const harbor = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;
const START = START_TIME;
const apply = (number: string, version: number, requestId = randomUUID()): RouteInput => ({ body: { requestId, settlements: [{ number, version }], amount: '1.00' } });

/** A settlement of tenant B with a number of its own (the demo tenants' carts share codes). */
async function foreignSettlement(db: Db, tenantId: string): Promise<RouteInput> {
  const row = await db.one<{ number: string; version: number }>(
    `INSERT INTO finance_settlements (id, tenant_id, number, cart_id, period, period_start, period_end, currency, status, confirm_deadline, confirmed_at, confirmed_by_name, version, created_at)
     SELECT id || '-pf-matrix', tenant_id, 'ST209901-PFM', cart_id, '2099-01', '2099-01-01', '2099-02-01', currency, 'confirmed', '2099-02-08', '2099-02-02', 'Platform', 1, created_at
       FROM finance_settlements WHERE tenant_id = $1 ORDER BY id LIMIT 1
     ON CONFLICT (tenant_id, number) DO UPDATE SET version = finance_settlements.version RETURNING number, version`,
    [tenantId],
  );
  return apply(row.number, row.version);
}

export const poolFinanceFixtures = {
  'poolFinance.applicationSearch': { input: { body: { conditions: { status: 'disbursed' }, pageSize: 20 } } },
  'poolFinance.limit': { input: {} },
  'poolFinance.apply': {
    input: apply('ST202601-C001', 1, '00000000-0000-4000-8000-000000000001'),
    prepare: async ({ db }: { db: Db }) => {
      const tenantId = await harbor(db);
      await db.query("UPDATE pool_finance_applications SET status = 'refused', reason = 'OVER_LIMIT', decided_at = created_at WHERE tenant_id = $1 AND status = 'submitted'", [tenantId]);
      const free = (await eligibleSettlements(db, tenantId, START)).find((s) => !s.financed)!;
      return apply(free.number, free.version);
    },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }) => foreignSettlement(db, tenantId),
  },
} satisfies Record<string, Fixture>;
