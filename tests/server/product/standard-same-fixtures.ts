// Matrix fixtures of the standard catalogue and same-product calls (tests/server/fixtures.ts
// gathers every `...Fixtures` export): a valid call for supplier1 (tenant harbor, the seed's
// relations), objects of tenant B for the tenant matrix, fresh ones for the changing calls.
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

const harbor = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;

/** The n-th proposed relation of a tenant (by id), with its product. */
export const proposedRelation = (db: Db, tenantId: string, n: number) =>
  db.one<{ id: string; version: number; product_id: string }>(
    "SELECT id, version, product_id FROM same_product_relations WHERE tenant_id = $1 AND status = 'proposed' ORDER BY id OFFSET $2 LIMIT 1",
    [tenantId, n],
  );
const confirmedRelation = (db: Db, tenantId: string) =>
  db.one<{ id: string; version: number }>("SELECT id, version FROM same_product_relations WHERE tenant_id = $1 AND status = 'confirmed' ORDER BY id DESC LIMIT 1", [tenantId]);
const anyRelation = (db: Db, tenantId: string) => db.one<{ id: string }>('SELECT id FROM same_product_relations WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId]);
/** A product with no live relation and a standard product of its category. */
const requestPair = async (db: Db, tenantId: string): Promise<RouteInput> => {
  const p = await db.one<{ product_code: string; code: string }>(
    `SELECT p.product_code, (SELECT code FROM standard_products sp WHERE sp.category = p.category ORDER BY code LIMIT 1) AS code
       FROM products p WHERE p.tenant_id = $1
        AND NOT EXISTS (SELECT 1 FROM same_product_relations r WHERE r.product_id = p.id AND r.status IN ('proposed', 'confirmed'))
        AND EXISTS (SELECT 1 FROM standard_products sp WHERE sp.category = p.category)
      ORDER BY p.product_code DESC LIMIT 1`,
    [tenantId],
  );
  return { body: { productCode: p.product_code, standardCode: p.code, note: '' } };
};
const decision = (r: { id: string; version: number }, extra: Record<string, unknown> = {}): RouteInput => ({ body: { id: r.id, version: r.version, ...extra } });
const decline = { reason: 'notSame', note: 'Different item' };
const unlink = { note: 'Wrong match' };

export const standardSameFixtures = {
  'product.standardSearch': { input: { body: { conditions: { linked: true }, pageSize: 20 } } },
  'product.standardInfo': {
    input: { params: { id: 'sp-0000000000' } },
    prepare: async ({ db }) => ({ params: { id: (await db.one<{ id: string }>('SELECT id FROM standard_products ORDER BY code LIMIT 1')).id } }),
  },
  'product.standardDashboard': { input: {} },
  'product.sameConfirmSearch': { input: { body: { conditions: {}, pageSize: 20 } } },
  'product.sameSearch': { input: { body: { conditions: { status: 'confirmed' }, pageSize: 20 } } },
  'product.sameInfo': {
    input: { params: { id: 'sr-harbor-000003' } },
    foreignObject: async ({ db, tenantId }) => ({ params: { id: (await anyRelation(db, tenantId)).id } }),
  },
  'product.sameConfirm': {
    input: decision({ id: 'sr-harbor-000000', version: 1 }),
    prepare: async ({ db }) => decision(await proposedRelation(db, await harbor(db), 2)),
    foreignObject: async ({ db, tenantId }) => decision(await proposedRelation(db, tenantId, 2)),
  },
  'product.sameDecline': {
    input: decision({ id: 'sr-harbor-000000', version: 1 }, decline),
    prepare: async ({ db }) => decision(await proposedRelation(db, await harbor(db), 3), decline),
    foreignObject: async ({ db, tenantId }) => decision(await proposedRelation(db, tenantId, 3), decline),
  },
  'product.sameUnlink': {
    input: decision({ id: 'sr-harbor-000000', version: 1 }, unlink),
    prepare: async ({ db }) => decision(await confirmedRelation(db, await harbor(db)), unlink),
    foreignObject: async ({ db, tenantId }) => decision(await confirmedRelation(db, tenantId), unlink),
  },
  'product.sameRequest': {
    input: { body: { productCode: 'SPU000001', standardCode: 'STD00000000', note: '' } },
    prepare: async ({ db }) => requestPair(db, await harbor(db)),
  },
  'product.sameBidding': { input: { query: {} } },
} satisfies Record<string, Fixture>;
