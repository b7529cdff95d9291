// Matrix fixtures of the fulfilment tag and change record calls (tests/server/fixtures.ts gathers
// them): a valid call for supplier1 (tenant harbor; the seed's applications), objects of tenant B
// for the tenant matrix, and fresh ones for the changing calls.
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

const harbor = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;
/** A product of the tenant with no open application for the tag, and its first sku. */
export const freeTagProduct = (db: Db, tenantId: string, tag = 'fragile') =>
  db.one<{ id: string; sku_id: string }>(
    `SELECT p.id, (SELECT min(s.id) FROM product_skus s WHERE s.product_id = p.id) AS sku_id FROM products p
      WHERE p.tenant_id = $1 AND NOT EXISTS (SELECT 1 FROM product_tag_applications t WHERE t.product_id = p.id AND t.tag = $2 AND t.status IN ('applied', 'approved'))
      ORDER BY p.id LIMIT 1`,
    [tenantId, tag],
  );
const inStatus = (db: Db, tenantId: string, status: string) =>
  db.one<{ id: string; version: number }>('SELECT id, version FROM product_tag_applications WHERE tenant_id = $1 AND status = $2 ORDER BY id LIMIT 1', [tenantId, status]);
const apply = (p: { id: string; sku_id: string }): RouteInput => ({ body: { productId: p.id, tag: 'fragile', skuIds: [p.sku_id], note: '' } });
const act = (a: { id: string; version: number }): RouteInput => ({ body: { id: a.id, version: a.version, note: 'Carrier changed' } });

export const tagsRecordsFixtures = {
  'product.tagSearch': { input: { body: { conditions: { status: 'applied' }, pageSize: 20 } } },
  'product.tagInfo': {
    input: { params: { id: 'ta-harbor-000006' } },
    foreignObject: async ({ db, tenantId }) => ({ params: { id: (await inStatus(db, tenantId, 'applied')).id } }),
  },
  'product.tagApply': {
    input: apply({ id: 'pr-harbor-000001', sku_id: 'pr-harbor-000001-1' }),
    prepare: async ({ db }) => apply(await freeTagProduct(db, await harbor(db))),
    foreignObject: async ({ db, tenantId }) => apply(await freeTagProduct(db, tenantId)),
  },
  'product.tagWithdraw': {
    input: act({ id: 'ta-harbor-000000', version: 1 }),
    prepare: async ({ db }) => act(await inStatus(db, await harbor(db), 'applied')),
    foreignObject: async ({ db, tenantId }) => act(await inStatus(db, tenantId, 'applied')),
  },
  'product.tagRevoke': {
    input: act({ id: 'ta-harbor-000000', version: 2 }),
    prepare: async ({ db }) => act(await inStatus(db, await harbor(db), 'approved')),
    foreignObject: async ({ db, tenantId }) => act(await inStatus(db, tenantId, 'approved')),
  },
  'product.recordSearch': { input: { body: { conditions: { subject: 'tag' }, pageSize: 20 } } },
} satisfies Record<string, Fixture>;

const strategy = (db: Db, tenantId: string, status: string) =>
  db.one<{ id: string; version: number }>('SELECT id, version FROM product_fulfilment_strategies WHERE tenant_id = $1 AND status = $2 ORDER BY id LIMIT 1', [tenantId, status]);
const values = (name: string) => ({ name, tag: 'fragile', cutOffTime: '15:30', carrierClass: 'standard', handlingDays: 2 });
const rowInput = (r: { id: string; version: number }): RouteInput => ({ body: { id: r.id, version: r.version } });
let strategyNames = 0;
/** A fresh strategy of harbor in the status a call needs (each matrix case uses one up). */
async function freshStrategy(db: Db, status: 'active' | 'cancelled') {
  const n = ++strategyNames;
  const id = `fs-matrix-${status}-${n}-${Date.now()}`;
  await db.query(
    `INSERT INTO product_fulfilment_strategies (id, tenant_id, strategy_no, name, tag, cut_off_time, carrier_class, handling_days, status, updated_at, updated_by_name)
     VALUES ($1, $2, $3, $4, 'fragile', '15:00', 'standard', 2, $5, now(), 'Matrix')`,
    [id, await harbor(db), `FSM${n}${status}${Date.now()}`, `Matrix ${status} ${id}`, status],
  );
  return { id, version: 1 };
}

export const strategyFixtures = {
  'product.strategySearch': { input: { body: { conditions: { status: 'active' }, pageSize: 20 } } },
  'product.strategyCreate': {
    input: { body: values('Matrix strategy') },
    prepare: async () => ({ body: values(`Matrix strategy ${++strategyNames}`) }),
  },
  'product.strategyUpdate': {
    input: { body: { id: 'fs-harbor-0', version: 1, ...values('Matrix change') } },
    prepare: async ({ db }) => ({ body: { ...(await freshStrategy(db, 'active')), ...values(`Matrix change ${++strategyNames}`) } }),
    foreignObject: async ({ db, tenantId }) => ({ body: { ...(await strategy(db, tenantId, 'active')), ...values('Foreign change') } }),
  },
  'product.strategyCancel': {
    input: rowInput({ id: 'fs-harbor-0', version: 1 }),
    prepare: async ({ db }) => rowInput(await freshStrategy(db, 'active')),
    foreignObject: async ({ db, tenantId }) => rowInput(await strategy(db, tenantId, 'active')),
  },
  'product.strategyDelete': {
    input: rowInput({ id: 'fs-harbor-0', version: 2 }),
    prepare: async ({ db }) => rowInput(await freshStrategy(db, 'cancelled')),
    foreignObject: async ({ db, tenantId }) => rowInput(await strategy(db, tenantId, 'cancelled')),
  },
} satisfies Record<string, Fixture>;
