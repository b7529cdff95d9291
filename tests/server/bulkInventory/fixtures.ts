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
/** A pack of a tenant's first bulk warehouse, with its version. */
const packOf = (db: Db, tenantId: string) =>
  db.one<{ warehouse_id: string; sku_id: string; version: number; units_per_carton: number; cartons_per_pallet: number }>(
    "SELECT p.warehouse_id, p.sku_id, p.version, p.units_per_carton, p.cartons_per_pallet FROM bulk_sku_packs p WHERE p.tenant_id = $1 AND p.warehouse_id = (SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'bulk' ORDER BY id LIMIT 1) ORDER BY p.sku_id LIMIT 1",
    [tenantId],
  );
const harborId = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;

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
  'bulkInventory.packList': {
    input: { params: { id: 'WH-BULK-HARBOR-1' } },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({ params: { id: (await bulk(db, tenantId)).id } }),
  },
  'bulkInventory.packCreate': {
    input: { body: { warehouseId: 'WH-BULK-HARBOR-1', sku: 'MATRIX-SKU', unitsPerCarton: 12, cartonsPerPallet: 40 } },
    // a sku the warehouse does not pack yet (a repeat with the same figures answers the same pack)
    prepare: async ({ db }: { db: Db }): Promise<RouteInput> => {
      const tenantId = await harborId(db);
      const free = await db.one<{ sku: string }>(
        "SELECT k.sku FROM skus k WHERE k.tenant_id = $1 AND NOT EXISTS (SELECT 1 FROM bulk_sku_packs p WHERE p.sku_id = k.id AND p.warehouse_id = 'WH-BULK-HARBOR-1') ORDER BY k.sku LIMIT 1",
        [tenantId],
      );
      return { body: { warehouseId: 'WH-BULK-HARBOR-1', sku: free.sku, unitsPerCarton: 12, cartonsPerPallet: 40 } };
    },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => {
      const sku = await db.one<{ sku: string }>('SELECT sku FROM skus WHERE tenant_id = $1 ORDER BY sku LIMIT 1', [tenantId]);
      return { body: { warehouseId: (await bulk(db, tenantId)).id, sku: sku.sku, unitsPerCarton: 12, cartonsPerPallet: 40 } };
    },
  },
  'bulkInventory.packUpdate': {
    input: { body: { warehouseId: 'WH-BULK-HARBOR-1', skuId: 'sk_unknown', unitsPerCarton: 12, cartonsPerPallet: 40, version: 1 } },
    prepare: async ({ db }: { db: Db }): Promise<RouteInput> => {
      const p = await packOf(db, await harborId(db));
      // other figures than it has, with its version: a change every run
      return { body: { warehouseId: p.warehouse_id, skuId: p.sku_id, unitsPerCarton: (p.units_per_carton % 90) + 1, cartonsPerPallet: p.cartons_per_pallet, version: p.version } };
    },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => {
      const p = await packOf(db, tenantId);
      return { body: { warehouseId: p.warehouse_id, skuId: p.sku_id, unitsPerCarton: p.units_per_carton + 1, cartonsPerPallet: p.cartons_per_pallet, version: p.version } };
    },
  },
  'bulkInventory.packDelete': {
    input: { body: { warehouseId: 'WH-BULK-HARBOR-1', skuId: 'sk_unknown', version: 1 } },
    prepare: async ({ db }: { db: Db }): Promise<RouteInput> => {
      const p = await packOf(db, await harborId(db));
      return { body: { warehouseId: p.warehouse_id, skuId: p.sku_id, version: p.version } };
    },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => {
      const p = await packOf(db, tenantId);
      return { body: { warehouseId: p.warehouse_id, skuId: p.sku_id, version: p.version } };
    },
  },
} satisfies Record<string, Fixture>;
