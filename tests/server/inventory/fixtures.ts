// Matrix fixtures of the inventory endpoints (src/contract/inventory/inventory.ts), spread into fixtures.ts.
// Inputs address the seeded rows of supplier1's tenant (computed from the seed plan, no database)
// and are safe to repeat: saves send what is stored (no change, no version bump), the delete hits
// the empty seeded group (DELETE is idempotent), the apply sends the token of an empty diff. The
// foreignObject creators write tenant B rows directly.
import { costDetailPair } from '../../../src/contract';
import type { Db } from '../../../server/db/db';
import { seedIds, seedTenants, seedUsers } from '../../../server/db/seed';
import { inventoryPlanOf } from '../../../server/inventory/seed';
import { diffToken } from '../../../server/inventory/allot-math';
import type { Fixture } from '../fixture-kit';

const { tenantIds, users } = seedIds();
const userIds = Object.fromEntries(seedUsers.map((u) => [u.account, users[u.account].id]));

/** The seeded inventory of supplier1's tenant (harbor): groups, the Asia Pacific fixture rows. */
export const harborInventory = inventoryPlanOf('harbor', seedTenants, seedUsers, tenantIds, userIds).ids;
const apac = harborInventory.groups.apac;
const SEEDED = new Date('2026-01-01T00:00:00Z');

export async function insertForeignGroup(db: Db, tenantId: string, id: string): Promise<string> {
  await db.query(
    `INSERT INTO warehouse_groups (id, tenant_id, name, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) ON CONFLICT (id) DO NOTHING`,
    [id, tenantId, `Foreign ${id}`, SEEDED],
  );
  return id;
}

export async function insertForeignCart(db: Db, tenantId: string, id: string): Promise<string> {
  await db.query(
    `INSERT INTO carts (id, tenant_id, code, name, platform_code, site_country, currency, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'amazon', 'US', 'USD', $5, $5) ON CONFLICT (id) DO NOTHING`,
    [id, tenantId, `FX-${id}`, `Foreign shop ${id}`, SEEDED],
  );
  return id;
}

export async function insertForeignSku(db: Db, tenantId: string, id: string, sku: string): Promise<string> {
  await db.query(
    `INSERT INTO skus (id, tenant_id, sku, name, weight_g, purchase_cost, currency, created_at, updated_at)
     VALUES ($1, $2, $3, 'Foreign product', 100, 1.5, 'CNY', $4, $4) ON CONFLICT (id) DO NOTHING`,
    [id, tenantId, sku, SEEDED],
  );
  return id;
}

let createdGroups = 0;
const foreignGroup = (id: string) => async ({ db, tenantId }: { db: Db; tenantId: string }) => ({ params: { id: await insertForeignGroup(db, tenantId, id) } });

export const inventoryFixtures = {
  'inventory.groupSearch': { input: { body: { conditions: { pushStatus: 'synced' } } } },
  'inventory.unboundWarehouses': {
    input: { query: { warehouseGroupId: apac.id } },
    foreignObject: async ({ db, tenantId }) => ({ query: { warehouseGroupId: await insertForeignGroup(db, tenantId, 'wg_fx_unbound') } }),
  },
  'inventory.groupCreate': {
    input: {
      // a new name on every call: names are unique per tenant
      get body() {
        return { name: `Matrix group ${++createdGroups}`, remark: 'created by the matrix' };
      },
    },
  },
  'inventory.groupGet': { input: { params: { id: apac.id } }, foreignObject: foreignGroup('wg_fx_get') },
  'inventory.groupUpdate': {
    input: { params: { id: apac.id }, body: { name: apac.name, remark: apac.remark, version: apac.version } },
    foreignObject: foreignGroup('wg_fx_update'),
  },
  'inventory.groupDelete': { input: { params: { id: harborInventory.groups.clearance.id } }, foreignObject: foreignGroup('wg_fx_delete') },
  'inventory.bindingsGet': {
    input: { query: {} },
    foreignObject: async ({ db, tenantId }) => ({ query: { warehouseGroupId: await insertForeignGroup(db, tenantId, 'wg_fx_bindings') } }),
  },
  'inventory.bindingsSave': {
    input: { body: { warehouseGroupId: apac.id, version: apac.version, warehouseIds: apac.warehouseIds } },
    foreignObject: async ({ db, tenantId }) => ({
      body: { warehouseGroupId: await insertForeignGroup(db, tenantId, 'wg_fx_bindsave'), version: 1, warehouseIds: [] },
    }),
  },
  'inventory.cartGroupGet': {
    input: { params: { cartId: harborInventory.apacCartId } },
    foreignObject: async ({ db, tenantId }) => ({ params: { cartId: await insertForeignCart(db, tenantId, 'ct_fx_get') } }),
  },
  'inventory.cartGroupSave': {
    input: { params: { cartId: harborInventory.apacCartId }, body: { warehouseGroupId: apac.id } },
    foreignObject: async ({ db, tenantId }) => ({ params: { cartId: await insertForeignCart(db, tenantId, 'ct_fx_save') } }),
  },
  'trigger.diff': {
    input: {},
    foreignObject: async ({ db, tenantId }) => ({ query: { warehouseGroupId: await insertForeignGroup(db, tenantId, 'wg_fx_diff') } }),
  },
  'trigger.apply': {
    // Asia Pacific is pushed and not modified: its diff is empty, so this apply changes nothing
    input: { body: { token: diffToken(apac.id, []), warehouseGroupId: apac.id } },
    foreignObject: async ({ db, tenantId }) => {
      const id = await insertForeignGroup(db, tenantId, 'wg_fx_apply');
      return { body: { token: diffToken(id, []), warehouseGroupId: id } };
    },
  },
  'trigger.recordsQuery': { input: { body: { pageSize: 5 } } },
  'trigger.recordGet': {
    input: { params: { id: harborInventory.firstTriggerRecordId } },
    foreignObject: async ({ db, tenantId, userId }) => {
      await db.query(
        `INSERT INTO trigger_records (id, tenant_id, group_names, group_count, line_count, new_count, increase_count, decrease_count, release_count,
                                      created_by, created_by_name, created_at)
         VALUES ('tr_fx_get', $1, 'Foreign group', 0, 0, 0, 0, 0, 0, $2, 'Foreign user', $3) ON CONFLICT (id) DO NOTHING`,
        [tenantId, userId, SEEDED],
      );
      return { params: { id: 'tr_fx_get' } };
    },
  },
  'inventory.search': { input: { body: { conditions: { stockStatus: ['inStock', 'lowStock'] }, sort: { field: 'available', order: 'desc' } } } },
  'inventory.groupsAll': { input: {} },
  'inventory.allotGet': { input: { params: { id: apac.id }, query: { pageSize: '10' } }, foreignObject: foreignGroup('wg_fx_allotget') },
  'inventory.allotSave': { input: { params: { id: apac.id }, body: { allotVersion: apac.allotVersion, items: [] } }, foreignObject: foreignGroup('wg_fx_allotsave') },
  'inventory.groupsModified': { input: {} },
  'inventory.allotRecords': {
    input: { query: { id: harborInventory.firstAllotmentId } },
    foreignObject: async ({ db, tenantId, userId }) => {
      const groupId = await insertForeignGroup(db, tenantId, 'wg_fx_records');
      const cartId = await insertForeignCart(db, tenantId, 'ct_fx_records');
      const skuId = await insertForeignSku(db, tenantId, 'sk_fx_records', 'FX-RECORDS-1');
      await db.query(
        `INSERT INTO allot_records (id, tenant_id, allotment_id, group_id, sku_id, cart_id, new_mode, new_value, changed_by, changed_by_name, changed_at)
         VALUES ('ar_fx_1', $1, 'al_fx_records', $2, $3, $4, 'ratio', 10, $5, 'Foreign user', $6) ON CONFLICT (id) DO NOTHING`,
        [tenantId, groupId, skuId, cartId, userId, SEEDED],
      );
      return { query: { id: 'al_fx_records' } };
    },
  },
  'inventory.skuDetail': {
    input: { query: { sku: harborInventory.apacSku } },
    foreignObject: async ({ db, tenantId }) => {
      await insertForeignSku(db, tenantId, 'sk_fx_detail', 'FX-DETAIL-1');
      return { query: { sku: 'FX-DETAIL-1' } };
    },
  },
  'inventory.inGroup': {
    input: { query: { sku: harborInventory.apacSku, cartId: harborInventory.apacCartId } },
    foreignObject: async ({ db, tenantId }) => ({ query: { sku: harborInventory.apacSku, cartId: await insertForeignCart(db, tenantId, 'ct_fx_ingroup') } }),
  },
  'cost.list': { input: { body: { pageSize: 5, sort: { field: 'purchaseCost', order: 'desc' } } } },
  'cost.get': {
    input: { params: { id: harborInventory.apacSkuId } },
    foreignObject: async ({ db, tenantId }) => ({ params: { id: await insertForeignSku(db, tenantId, 'sk_fx_cost', 'FX-COST-1') } }),
  },
  'cost.productInfo': {
    input: { params: { id: harborInventory.apacSkuId } },
    foreignObject: async ({ db, tenantId }) => ({ params: { id: await insertForeignSku(db, tenantId, 'sk_fx_info', 'FX-INFO-1') } }),
  },
  'cost.detail': {
    input: {
      params: { cartId: harborInventory.apacCartId, pair: costDetailPair(harborInventory.apacLogisticsId, harborInventory.apacWarehouseId) },
      query: { skuId: harborInventory.apacSkuId },
    },
    foreignObject: async ({ db, tenantId }) => ({
      params: { cartId: await insertForeignCart(db, tenantId, 'ct_fx_cost'), pair: costDetailPair('lg_fxcost', 'wh_fxcost') },
    }),
  },
} satisfies Record<string, Fixture>;
