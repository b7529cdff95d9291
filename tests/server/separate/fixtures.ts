// Matrix fixtures of the isolation endpoints (src/contract/separate/separation.ts), spread into fixtures.ts.
// Reads address the seeded isolations of supplier1's tenant (computed from the seed plan, no
// database). A lifecycle call cannot be repeated on one isolation (its status and version move
// on), so those fixtures have `prepare`: it writes, directly in the database, a fresh isolation (or
// incremental separation) of supplier1's tenant in the state the call needs, holding one unit of
// stock where that state holds stock, and returns the input that addresses it. The static `input`
// (valid for the schemas; refused calls never reach the handler) addresses the seeded ones.
// Tenant B's objects are tenant B's own seeded isolations (the pacific plan).
import type { SeparationStatus } from '../../../src/contract';
import type { Db } from '../../../server/db/db';
import { seedIds, seedTenants, seedUsers } from '../../../server/db/seed';
import { separationPlanOf } from '../../../server/separate/seed';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

const { tenantIds, users } = seedIds();
const userIds = Object.fromEntries(seedUsers.map((u) => [u.account, users[u.account].id]));

const harbor = separationPlanOf('harbor', seedTenants, seedUsers, tenantIds, userIds).ids;
const pacific = separationPlanOf('pacific', seedTenants, seedUsers, tenantIds, userIds).ids;
const S = harbor.separations;
const B = pacific.separations;
const free = harbor.freeSku;

const START = '2026-04-01T00:00:00Z';
const END = '2026-05-01T00:00:00Z';
const oneLine = [{ skuId: free.id, warehouseGroupId: free.groupId, qty: 1 }];

export interface Prepared {
  id: string;
  version: number;
  lineId: string;
}

let made = 0;

/**
 * An isolation of supplier1's tenant in `status` with one line of the free sku in Asia Pacific
 * (qty 1), held when the state holds stock (one unit taken from the warehouse with the most).
 */
export async function prepareSeparation(db: Db, status: SeparationStatus, restored: boolean | null = null): Promise<Prepared> {
  const tenantId = tenantIds.harbor;
  const n = ++made;
  const id = `sp_fx_${n}_${status}`;
  const lineId = `sl_fx_${n}`;
  const held = status === 'inEffect' || status === 'suspending' || (status === 'terminated' && restored === false);
  await db.query(
    `INSERT INTO separations (id, tenant_id, code, name, cart_id, status, restored, start_at, aborted_at, created_at, created_by_name, updated_at, updated_by_name)
     VALUES ($1, $2, $3, 'Matrix isolation', $4, $5, $6, '2026-02-01T00:00:00Z', '2027-12-31T00:00:00Z', now(), 'Matrix', now(), 'Matrix')`,
    [id, tenantId, `SEPFX${String(n).padStart(4, '0')}`, harbor.cartId, status, restored],
  );
  await db.query('INSERT INTO separation_groups (separation_id, group_id, tenant_id, position) VALUES ($1, $2, $3, 1)', [id, free.groupId, tenantId]);
  await db.query('INSERT INTO separation_lines (id, tenant_id, separation_id, sku_id, group_id, qty, isolated, created_at) VALUES ($1, $2, $3, $4, $5, 1, $6, now())', [
    lineId,
    tenantId,
    id,
    free.id,
    free.groupId,
    held ? 1 : 0,
  ]);
  if (held) {
    const row = await db.one<{ warehouse_id: string }>(
      `SELECT l.warehouse_id FROM inventory_stock_levels l JOIN warehouse_group_warehouses gw ON gw.warehouse_id = l.warehouse_id
        WHERE l.sku_id = $1 AND gw.group_id = $2 AND l.available >= 1 ORDER BY l.available DESC, l.warehouse_id LIMIT 1`,
      [free.id, free.groupId],
    );
    await db.query(
      `INSERT INTO separation_allocations (line_id, warehouse_id, tenant_id, separation_id, sku_id, qty, allocated_at) VALUES ($1, $2, $3, $4, $5, 1, now())`,
      [lineId, row.warehouse_id, tenantId, id, free.id],
    );
    await db.query('UPDATE inventory_stock SET isolated = isolated + 1 WHERE sku_id = $1 AND warehouse_id = $2', [free.id, row.warehouse_id]);
  }
  return { id, version: 1, lineId };
}

/** An incremental separation (qty 1 of the isolation's line sku) of a fresh isolation in effect. */
export async function prepareIncrement(db: Db, status: 'created' | 'synced'): Promise<{ id: string; version: number }> {
  const sep = await prepareSeparation(db, 'inEffect');
  const id = `si_fx_${made}`;
  await db.query(
    `INSERT INTO separation_increments (id, tenant_id, separation_id, code, status, version, created_at, created_by_name, updated_at, synced_at)
     VALUES ($1, $2, $3, $4, $5, 1, now(), 'Matrix', now(), CASE WHEN $5 = 'synced' THEN now() END)`,
    [id, tenantIds.harbor, sep.id, `INCFX${String(made).padStart(4, '0')}`, status],
  );
  await db.query('INSERT INTO separation_increment_lines (increment_id, sku_id, group_id, tenant_id, qty, position) VALUES ($1, $2, $3, $4, 1, 1)', [
    id,
    free.id,
    free.groupId,
    tenantIds.harbor,
  ]);
  return { id, version: 1 };
}

const foreign = (input: RouteInput) => async () => input;
const transition = (status: SeparationStatus, restored: boolean | null = null, extra: Record<string, unknown> = {}) => ({
  prepare: async ({ db }: { db: Db }): Promise<RouteInput> => {
    const p = await prepareSeparation(db, status, restored);
    return { body: { id: p.id, version: p.version, ...extra } };
  },
});
const form = { name: 'Matrix isolation', cartId: harbor.cartId, startAt: START, abortedAt: END, autoStart: false, remark: '' };

export const separationFixtures = {
  'separate.search': { input: { body: { conditions: { status: ['inEffect', 'draft'] }, pageSize: 20 } } },
  'separate.detail': { input: { params: { id: S.inEffect.id } }, foreignObject: foreign({ params: { id: B.inEffect.id } }) },
  'separate.create': { input: { body: form } },
  'separate.update': {
    input: { body: { ...form, id: S.draft.id, version: S.draft.version } },
    prepare: async ({ db }: { db: Db }) => {
      const p = await prepareSeparation(db, 'draft');
      return { body: { ...form, id: p.id, version: p.version } };
    },
    foreignObject: foreign({ body: { ...form, id: B.draft.id, version: B.draft.version } }),
  },
  'separate.delete': {
    input: { params: { id: S.draft.id }, query: { version: String(S.draft.version) } },
    prepare: async ({ db }: { db: Db }) => {
      const p = await prepareSeparation(db, 'checked');
      return { params: { id: p.id }, query: { version: String(p.version) } };
    },
    foreignObject: foreign({ params: { id: B.draft.id }, query: { version: String(B.draft.version) } }),
  },
  'separate.warehouseGroup': { input: { body: { id: S.draft.id } }, foreignObject: foreign({ body: { id: B.draft.id } }) },
  'separate.allocationWarehouseGroup': { input: { body: { id: S.draft.id, skus: [free.sku] } }, foreignObject: foreign({ body: { id: B.draft.id, skus: [] } }) },
  'separate.allocationIncrementalGroup': { input: { body: { id: S.inEffect.id, skus: [free.sku] } }, foreignObject: foreign({ body: { id: B.inEffect.id, skus: [] } }) },
  'separate.groupCheck': { input: { body: { id: S.draft.id, lines: oneLine } }, foreignObject: foreign({ body: { id: B.draft.id, lines: oneLine } }) },
  'separate.groupSubmit': {
    input: { body: { id: S.draft.id, version: S.draft.version, warehouseGroupIds: [free.groupId], lines: oneLine } },
    prepare: async ({ db }: { db: Db }) => {
      const p = await prepareSeparation(db, 'checked');
      return { body: { id: p.id, version: p.version, warehouseGroupIds: [free.groupId], lines: [{ ...oneLine[0], qty: 2 }] } };
    },
    foreignObject: foreign({ body: { id: B.draft.id, version: B.draft.version, warehouseGroupIds: [free.groupId], lines: oneLine } }),
  },
  'separate.updateQty': {
    input: { body: { id: S.draft.id, version: S.draft.version, lines: [{ lineId: S.draft.lines[0].id, qty: 5 }] } },
    prepare: async ({ db }: { db: Db }) => {
      const p = await prepareSeparation(db, 'draft');
      return { body: { id: p.id, version: p.version, lines: [{ lineId: p.lineId, qty: 2 }] } };
    },
    foreignObject: foreign({ body: { id: B.draft.id, version: B.draft.version, lines: [{ lineId: B.draft.lines[0].id, qty: 5 }] } }),
  },
  'separate.skuGet': { input: { params: { detailId: S.inEffect.lines[0].id } }, foreignObject: foreign({ params: { detailId: B.inEffect.lines[0].id } }) },
  'separate.skuPut': {
    input: { params: { detailId: S.draft.lines[0].id }, body: { version: S.draft.version, qty: 5 } },
    prepare: async ({ db }: { db: Db }) => {
      const p = await prepareSeparation(db, 'draft');
      return { params: { detailId: p.lineId }, body: { version: p.version, qty: 3 } };
    },
    foreignObject: foreign({ params: { detailId: B.draft.lines[0].id }, body: { version: B.draft.version, qty: 5 } }),
  },
  'separate.check': { input: { body: { id: S.draft.id, version: S.draft.version } }, ...transition('draft'), foreignObject: foreign({ body: { id: B.draft.id, version: B.draft.version } }) },
  'separate.submit': { input: { body: { id: S.checked.id, version: S.checked.version } }, ...transition('checked'), foreignObject: foreign({ body: { id: B.checked.id, version: B.checked.version } }) },
  'separate.start': { input: { body: { id: S.submitted.id, version: S.submitted.version } }, ...transition('submitted'), foreignObject: foreign({ body: { id: B.submitted.id, version: B.submitted.version } }) },
  'separate.cancel': { input: { body: { id: S.draft.id, version: S.draft.version } }, ...transition('submitted'), foreignObject: foreign({ body: { id: B.draft.id, version: B.draft.version } }) },
  'separate.suspend': { input: { body: { id: S.inEffect.id, version: S.inEffect.version } }, ...transition('inEffect'), foreignObject: foreign({ body: { id: B.inEffect.id, version: B.inEffect.version } }) },
  'separate.suspendConfirm': {
    input: { body: { id: S.inEffect.id, version: S.inEffect.version } },
    ...transition('suspending'),
    foreignObject: foreign({ body: { id: B.inEffect.id, version: B.inEffect.version } }),
  },
  'separate.continue': { input: { body: { id: S.suspended.id, version: S.suspended.version } }, ...transition('suspended'), foreignObject: foreign({ body: { id: B.suspended.id, version: B.suspended.version } }) },
  'separate.abortedTime': {
    input: { body: { id: S.inEffect.id, version: S.inEffect.version, abortedAt: '2027-12-31T00:00:00Z' } },
    ...transition('inEffect', null, { abortedAt: '2027-11-30T00:00:00Z' }),
    foreignObject: foreign({ body: { id: B.inEffect.id, version: B.inEffect.version, abortedAt: '2027-12-31T00:00:00Z' } }),
  },
  'separate.finish': { input: { body: { id: S.inEffect.id, version: S.inEffect.version } }, ...transition('inEffect'), foreignObject: foreign({ body: { id: B.inEffect.id, version: B.inEffect.version } }) },
  'separate.terminate': {
    input: { body: { id: S.inEffect.id, version: S.inEffect.version, restore: true } },
    ...transition('suspending', null, { restore: false }),
    foreignObject: foreign({ body: { id: B.inEffect.id, version: B.inEffect.version, restore: true } }),
  },
  'separate.recover': {
    input: { body: { id: S.terminatedKept.id, version: S.terminatedKept.version } },
    ...transition('terminated', false),
    foreignObject: foreign({ body: { id: B.terminatedKept.id, version: B.terminatedKept.version } }),
  },
  'separate.record': { input: { query: { id: S.inEffect.id } }, foreignObject: foreign({ query: { id: B.inEffect.id } }) },
  'separate.incrementalGet': { input: { params: { id: S.inEffect.id } }, foreignObject: foreign({ params: { id: B.inEffect.id } }) },
  'separate.incrementalCreate': {
    // repeatable: adds a created incremental separation to the seeded isolation in effect
    input: { body: { separationId: S.inEffect.id, lines: [{ skuId: S.inEffect.lines[0].skuId, warehouseGroupId: S.inEffect.groupIds[0], qty: 1 }] } },
    foreignObject: foreign({ body: { separationId: B.inEffect.id, lines: oneLine } }),
  },
  'separate.incrementalQty': {
    input: { body: { id: harbor.increments.created.id, version: harbor.increments.created.version, lines: oneLine } },
    prepare: async ({ db }: { db: Db }) => ({ body: { ...(await prepareIncrement(db, 'created')), lines: [{ ...oneLine[0], qty: 2 }] } }),
    foreignObject: foreign({ body: { id: pacific.increments.created.id, version: pacific.increments.created.version, lines: oneLine } }),
  },
  'separate.incrementalCancel': {
    input: { body: { id: harbor.increments.created.id, version: harbor.increments.created.version } },
    prepare: async ({ db }: { db: Db }) => ({ body: await prepareIncrement(db, 'created') }),
    foreignObject: foreign({ body: { id: pacific.increments.created.id, version: pacific.increments.created.version } }),
  },
  'separate.incrementalSync': {
    input: { body: { id: harbor.increments.created.id, version: harbor.increments.created.version } },
    prepare: async ({ db }: { db: Db }) => ({ body: await prepareIncrement(db, 'created') }),
    foreignObject: foreign({ body: { id: pacific.increments.created.id, version: pacific.increments.created.version } }),
  },
  'separate.incrementalTerminate': {
    input: { body: { id: harbor.increments.synced.id, version: harbor.increments.synced.version } },
    prepare: async ({ db }: { db: Db }) => ({ body: await prepareIncrement(db, 'synced') }),
    foreignObject: foreign({ body: { id: pacific.increments.synced.id, version: pacific.increments.synced.version } }),
  },
  'separate.cartOption': { input: { query: {} } },
  'separate.autoStatus': { input: { query: { id: S.inEffect.id } }, foreignObject: foreign({ query: { id: B.inEffect.id } }) },
  'separate.autoHistory': { input: { query: { id: S.finished.id } }, foreignObject: foreign({ query: { id: B.finished.id } }) },
} satisfies Record<string, Fixture>;
