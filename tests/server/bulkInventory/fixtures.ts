// Matrix fixtures of the /bulkInventory calls (tests/server/fixtures.ts gathers them): a valid call
// for supplier1, and a bulk warehouse of tenant B for the tenant matrix.
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

/** The tenant's first seeded bulk warehouse. */
const bulk = (db: Db, tenantId: string) =>
  db.one<{ id: string; version: number }>("SELECT id, version FROM warehouses WHERE tenant_id = $1 AND type = 'bulk' ORDER BY id LIMIT 1", [tenantId]);
const fields = { name: 'Matrix bulk warehouse', bulkType: 'factory', options: ['palletStorage'], country: 'CN', city: 'Dongguan', currency: 'CNY', status: 'active' };
let n = 0;

export const bulkInventoryFixtures = {
  'bulkInventory.warehouseSearch': { input: { body: { conditions: { bulkType: ['factory'] }, pageSize: 20 } } },
  'bulkInventory.inventorySearch': { input: { body: { conditions: { warehouseCode: 'BULK' }, pageSize: 20 } } },
  'bulkInventory.warehouseType': { input: {} },
  'bulkInventory.options': { input: {} },
  'bulkInventory.warehouseInfo': {
    input: { params: { id: 'WH-BULK-HARBOR-1' } },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({ params: { id: (await bulk(db, tenantId)).id } }),
  },
  'bulkInventory.warehouseCreate': {
    input: { body: { requestId: 'matrix-bulk-0001', code: 'BULK-MX1', ...fields } },
    // every run a fresh request and code (a created one would answer the same warehouse again)
    prepare: async (): Promise<RouteInput> => {
      n += 1;
      return { body: { requestId: `matrix-bulk-${process.pid}-${n}`, code: `BULK-M${process.pid % 1000}-${n}`, ...fields } };
    },
  },
  'bulkInventory.warehouseUpdate': {
    input: { params: { id: 'WH-BULK-HARBOR-1' }, body: { ...fields, version: 1 } },
    prepare: async ({ db }: { db: Db }): Promise<RouteInput> => {
      const harbor = await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'");
      const w = await bulk(db, harbor.id);
      return { params: { id: w.id }, body: { ...fields, remark: `matrix ${w.version}`, version: w.version } };
    },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => {
      const w = await bulk(db, tenantId);
      return { params: { id: w.id }, body: { ...fields, version: w.version } };
    },
  },
} satisfies Record<string, Fixture>;
