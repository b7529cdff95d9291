// Matrix fixtures of the listing settings calls (tests/server/fixtures.ts gathers them): a valid
// call for supplier1 (tenant harbor) on the platform of its first channel, with the agreement
// accepted before a settings save; for the tenant matrix, a warehouse of tenant B (refused).
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

const harbor = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;
const platformOf = async (db: Db, tenantId: string) => (await db.one<{ platform_code: string }>('SELECT platform_code FROM carts WHERE tenant_id = $1 ORDER BY code LIMIT 1', [tenantId])).platform_code;
/** A settings save the tenant may send: the agreement accepted, the version read. */
async function saveInput(db: Db, tenantId: string, warehouseOf = tenantId): Promise<RouteInput> {
  const platformCode = await platformOf(db, tenantId);
  await db.query(
    `INSERT INTO product_agreement_acceptances (tenant_id, platform_code, version, accepted_at, accepted_by_name)
     SELECT $1, platform_code, version, now(), 'Matrix' FROM product_supplier_agreements WHERE platform_code = $2 ON CONFLICT DO NOTHING`,
    [tenantId, platformCode],
  );
  const current = await db.maybe<{ version: number }>('SELECT version FROM product_listing_settings WHERE tenant_id = $1 AND platform_code = $2', [tenantId, platformCode]);
  const warehouse = await db.one<{ id: string }>("SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'own' AND status = 'active' AND deleted_at IS NULL ORDER BY code LIMIT 1", [warehouseOf]);
  return { body: { platformCode, handlingDays: 1 + Math.floor(Math.random() * 30), warehouseId: warehouse.id, autoApplyFormula: true, version: current?.version ?? 0 } };
}

export const listingSettingsFixtures = {
  'product.listingSettings': { input: { query: { platformCode: 'AMZ' } }, prepare: async ({ db }) => ({ query: { platformCode: await platformOf(db, await harbor(db)) } }) },
  'product.listingSettingsSave': {
    input: { body: { platformCode: 'none', handlingDays: 3, warehouseId: null, autoApplyFormula: true, version: 0 } },
    prepare: async ({ db }) => saveInput(db, await harbor(db)),
    // harbor's save naming tenant B's warehouse
    foreignObject: async ({ db, tenantId }) => saveInput(db, await harbor(db), tenantId),
  },
  'product.listingWarehouses': { input: {} },
  'product.agreementCheck': { input: { query: { platformCode: 'AMZ' } }, prepare: async ({ db }) => ({ query: { platformCode: await platformOf(db, await harbor(db)) } }) },
  'product.agreementSave': {
    input: { body: { platformCode: 'none', version: 1 } },
    prepare: async ({ db }) => ({ body: { platformCode: await platformOf(db, await harbor(db)), version: 1 } }),
  },
} satisfies Record<string, Fixture>;
