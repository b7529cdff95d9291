// Matrix fixtures of the /reconciliation calls (tests/server/fixtures.ts gathers them): a valid call for
// supplier1, a record of tenant B for the tenant matrix, and a fresh pending record for a decision.
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

/** A pending, untouched record of the tenant (the seed gives every supplier tenant some). */
const pending = (db: Db, tenantId: string) =>
  db.one<{ id: string; version: number }>("SELECT id, version FROM reconciliation_records WHERE tenant_id = $1 AND status = 'pending' AND version = 1 ORDER BY id LIMIT 1", [tenantId]);
const harbor = (db: Db) => db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'");
const approve = (r: { id: string; version: number }): RouteInput => ({ body: { id: r.id, version: r.version, decision: 'approve', note: '' } });

export const reconciliationFixtures = {
  'reconciliation.recordSearch': { input: { body: { conditions: { status: 'pending' }, pageSize: 20 } } },
  'reconciliation.recordInfo': {
    input: { params: { id: 'rec-harbor-0001' } },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({ params: { id: (await pending(db, tenantId)).id } }),
  },
  'reconciliation.recordDecide': {
    input: approve({ id: 'rec-harbor-0001', version: 1 }),
    prepare: async ({ db }: { db: Db }) => approve(await pending(db, (await harbor(db)).id)),
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }) => approve(await pending(db, tenantId)),
  },
} satisfies Record<string, Fixture>;
