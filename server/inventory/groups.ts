// Warehouse groups (spec section 7 "Warehouse groups"): search, create, read, rename, delete, the
// group <-> warehouse bindings and the cart <-> group binding. Rules: docs/domain/inventory.md.
import {
  InventoryErrorCode,
  createWarehouseGroup,
  deleteWarehouseGroup,
  getAllWarehouseGroups,
  getCartWarehouseGroup,
  getModifiedWarehouseGroups,
  getUnboundWarehouses,
  getWarehouseGroup,
  getWarehouseGroupBindings,
  saveCartWarehouseGroup,
  saveWarehouseGroupBindings,
  searchWarehouseGroups,
  updateWarehouseGroup,
  warehouseGroupTable,
  type Language,
} from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import { callerOf, getList } from '../lists/registry';
import './list-groups';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { inventoryError, notFound } from './messages';
import { cartColumns, cartOf, groupDetail, isoOrNull, isUniqueViolation, loadGroup, markModified, newId } from './shared';

async function assertNameFree(db: Db, tenantId: string, name: string, exceptId: string | null, lang: Language): Promise<void> {
  const taken = await db.maybe(
    'SELECT 1 FROM warehouse_groups WHERE tenant_id = $1 AND lower(name) = lower($2) AND deleted_at IS NULL AND id IS DISTINCT FROM $3',
    [tenantId, name, exceptId],
  );
  if (taken) throw inventoryError(InventoryErrorCode.groupNameTaken, lang, { name }, { name });
}

/**
 * Checks that warehouses can be bound to a group: the tenant's live warehouses (else
 * SYS_NOT_FOUND) in no other live group (else INVENTORY_WAREHOUSE_IN_OTHER_GROUP).
 */
async function assertBindable(db: Db, tenantId: string, groupId: string | null, warehouseIds: readonly string[], lang: Language): Promise<void> {
  if (warehouseIds.length === 0) return;
  const rows = await db.query<{ id: string; code: string; group_id: string | null; group_name: string | null }>(
    `SELECT w.id, w.code, gw.group_id, g.name AS group_name
       FROM warehouses w
       LEFT JOIN warehouse_group_warehouses gw ON gw.warehouse_id = w.id
       LEFT JOIN warehouse_groups g ON g.id = gw.group_id
      WHERE w.tenant_id = $1 AND w.deleted_at IS NULL AND w.id = ANY($2::text[])`,
    [tenantId, [...warehouseIds]],
  );
  if (rows.length !== warehouseIds.length) throw notFound(lang);
  const taken = rows.find((r) => r.group_id !== null && r.group_id !== groupId);
  if (taken) {
    throw inventoryError(
      InventoryErrorCode.warehouseInOtherGroup,
      lang,
      { warehouse: taken.code, group: taken.group_name ?? '' },
      { warehouseId: taken.id, warehouseCode: taken.code, warehouseGroupId: taken.group_id, warehouseGroupName: taken.group_name },
    );
  }
}

/**
 * Removing warehouses lowers the group available: refuse when a sku's fixed allotments would then
 * exceed it (INVENTORY_ALLOT_EXCEEDS_AVAILABLE), as a save of the allotment would be refused.
 */
async function assertFixedStillCovered(db: Db, tenantId: string, groupId: string, warehouseIds: readonly string[], lang: Language): Promise<void> {
  const over = await db.maybe<{ sku_id: string; sku: string; fixed_sum: number; available: number }>(
    `WITH fixed AS (
       SELECT a.sku_id, sum(a.value)::int AS fixed_sum FROM warehouse_group_allotments a
        WHERE a.group_id = $1 AND a.tenant_id = $2 AND a.mode = 'fixed' GROUP BY a.sku_id)
     SELECT f.sku_id, s.sku, f.fixed_sum, COALESCE(st.available, 0)::int AS available
       FROM fixed f
       JOIN skus s ON s.id = f.sku_id
       LEFT JOIN LATERAL (SELECT sum(l.available) AS available FROM inventory_stock_levels l
                           WHERE l.sku_id = f.sku_id AND l.warehouse_id = ANY($3::text[])) st ON true
      WHERE f.fixed_sum > COALESCE(st.available, 0)
      ORDER BY s.sku LIMIT 1`,
    [groupId, tenantId, [...warehouseIds]],
  );
  if (over) {
    throw inventoryError(
      InventoryErrorCode.allotExceedsAvailable,
      lang,
      { sku: over.sku, sum: over.fixed_sum, available: over.available },
      { skuId: over.sku_id, sku: over.sku, fixedSum: over.fixed_sum, available: over.available },
    );
  }
}

async function hasAllotmentsOrPushed(db: Db, tenantId: string, groupId: string): Promise<boolean> {
  const row = await db.one<{ yes: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM warehouse_group_allotments WHERE group_id = $1 AND tenant_id = $2)
         OR EXISTS (SELECT 1 FROM channel_stock WHERE group_id = $1 AND tenant_id = $2) AS yes`,
    [groupId, tenantId],
  );
  return row.yes;
}

async function cartGroupOf(db: Db, user: SessionUser, cartId: string) {
  const tenantId = user.tenant.id;
  const cart = await db.maybe<Parameters<typeof cartOf>[0] & { group_id: string | null; group_name: string | null }>(
    `SELECT ${cartColumns}, gc.group_id, g.name AS group_name
       FROM carts c
       LEFT JOIN warehouse_group_carts gc ON gc.cart_id = c.id
       LEFT JOIN warehouse_groups g ON g.id = gc.group_id
      WHERE c.id = $1 AND c.tenant_id = $2`,
    [cartId, tenantId],
  );
  if (!cart) throw notFound(user.lang);
  const counts = await db.one<{ allotments: number; pushed: number }>(
    `SELECT (SELECT count(*)::int FROM warehouse_group_allotments WHERE cart_id = $1 AND tenant_id = $2) AS allotments,
            (SELECT count(*)::int FROM channel_stock WHERE cart_id = $1 AND tenant_id = $2) AS pushed`,
    [cartId, tenantId],
  );
  const groups = await db.query<{ id: string; name: string; warehouse_count: number; cart_count: number }>(
    `SELECT g.id, g.name,
            (SELECT count(*)::int FROM warehouse_group_warehouses gw WHERE gw.group_id = g.id) AS warehouse_count,
            (SELECT count(*)::int FROM warehouse_group_carts gc WHERE gc.group_id = g.id) AS cart_count
       FROM warehouse_groups g WHERE g.tenant_id = $1 AND g.deleted_at IS NULL ORDER BY g.name, g.id`,
    [tenantId],
  );
  return {
    cart: cartOf(cart),
    warehouseGroupId: cart.group_id,
    warehouseGroupName: cart.group_name,
    allotmentCount: counts.allotments,
    pushedCount: counts.pushed,
    groups: groups.map((g) => ({ id: g.id, name: g.name, warehouseCount: g.warehouse_count, cartCount: g.cart_count })),
  };
}

type BasicWarehouse = { id: string; code: string; name: string; type: string; country: string; status: string };

export const inventoryGroupHandlers: HandlerEntry[] = [
  defineHandler(searchWarehouseGroups, async ({ db, user, body }) => {
    const page = await getList(warehouseGroupTable.bizType, user.lang).page(db, callerOf(user), body);
    return page as never;
  }),

  defineHandler(getUnboundWarehouses, async ({ db, user, query }) => {
    const groupId = query.warehouseGroupId ?? null;
    if (groupId) await loadGroup(db, user.tenant.id, groupId, user.lang);
    const rows = await db.query<BasicWarehouse & { group_id: string | null }>(
      `SELECT w.id, w.code, w.name, w.type, w.country, w.status, gw.group_id
         FROM warehouses w
         LEFT JOIN warehouse_group_warehouses gw ON gw.warehouse_id = w.id
        WHERE w.tenant_id = $1 AND w.deleted_at IS NULL AND (gw.group_id IS NULL OR gw.group_id = $2)
        ORDER BY w.code, w.id`,
      [user.tenant.id, groupId],
    );
    return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, type: r.type, country: r.country, status: r.status, warehouseGroupId: r.group_id }));
  }),

  defineHandler(createWarehouseGroup, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    try {
      const id = await db.transaction(async (tx) => {
        await assertNameFree(tx, tenantId, body.name, null, user.lang);
        await assertBindable(tx, tenantId, null, body.warehouseIds, user.lang);
        const groupId = newId('wg');
        await tx.query(
          `INSERT INTO warehouse_groups (id, tenant_id, name, remark, created_at, created_by, created_by_name, updated_at, updated_by, updated_by_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $5, $6, $7)`,
          [groupId, tenantId, body.name, body.remark, now, user.id, user.displayName],
        );
        if (body.warehouseIds.length > 0) {
          await tx.query(
            `INSERT INTO warehouse_group_warehouses (warehouse_id, tenant_id, group_id, created_at)
             SELECT w, $2, $3, $4 FROM unnest($1::text[]) AS w`,
            [body.warehouseIds, tenantId, groupId, now],
          );
        }
        return groupId;
      });
      return groupDetail(db, tenantId, id, user.lang);
    } catch (error) {
      if (isUniqueViolation(error)) throw inventoryError(InventoryErrorCode.groupNameTaken, user.lang, { name: body.name }, { name: body.name });
      throw error;
    }
  }),

  defineHandler(getWarehouseGroup, async ({ db, user, params }) => groupDetail(db, user.tenant.id, params.id, user.lang)),

  defineHandler(updateWarehouseGroup, async ({ db, user, params, body, now }) => {
    const tenantId = user.tenant.id;
    try {
      await db.transaction(async (tx) => {
        const g = await loadGroup(tx, tenantId, params.id, user.lang, true);
        if (g.version !== body.version) throw inventoryError(InventoryErrorCode.groupVersionStale, user.lang, {}, { version: g.version });
        if (g.name === body.name && g.remark === body.remark) return;
        if (g.name.toLowerCase() !== body.name.toLowerCase()) await assertNameFree(tx, tenantId, body.name, g.id, user.lang);
        await tx.query(
          `UPDATE warehouse_groups SET name = $3, remark = $4, version = version + 1, updated_at = $5, updated_by = $6, updated_by_name = $7
            WHERE id = $1 AND tenant_id = $2`,
          [g.id, tenantId, body.name, body.remark, now, user.id, user.displayName],
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw inventoryError(InventoryErrorCode.groupNameTaken, user.lang, { name: body.name }, { name: body.name });
      throw error;
    }
    return groupDetail(db, tenantId, params.id, user.lang);
  }),

  defineHandler(deleteWarehouseGroup, async ({ db, user, params, now }) => {
    const tenantId = user.tenant.id;
    return db.transaction(async (tx) => {
      const g = await tx.maybe<{ id: string; name: string; deleted_at: Date | null }>(
        'SELECT id, name, deleted_at FROM warehouse_groups WHERE id = $1 AND tenant_id = $2 FOR UPDATE',
        [params.id, tenantId],
      );
      if (!g) throw notFound(user.lang);
      // DELETE is idempotent: the tenant's own group deleted before answers success again
      if (g.deleted_at) return { id: g.id, deleted: true as const };
      const counts = await tx.one<{ carts: number; allotments: number }>(
        `SELECT (SELECT count(*)::int FROM warehouse_group_carts WHERE group_id = $1) AS carts,
                (SELECT count(*)::int FROM warehouse_group_allotments WHERE group_id = $1) AS allotments`,
        [g.id],
      );
      // allotments first: they are what a planner must clear before the shops can be unbound
      if (counts.allotments > 0) {
        throw inventoryError(InventoryErrorCode.groupHasAllotments, user.lang, { name: g.name, count: counts.allotments }, { allotmentCount: counts.allotments });
      }
      if (counts.carts > 0) throw inventoryError(InventoryErrorCode.groupHasCarts, user.lang, { name: g.name, count: counts.carts }, { cartCount: counts.carts });
      await tx.query('DELETE FROM warehouse_group_warehouses WHERE group_id = $1 AND tenant_id = $2', [g.id, tenantId]);
      await tx.query(
        `UPDATE warehouse_groups SET deleted_at = $3, modified = false, modified_at = NULL, version = version + 1,
                updated_at = $3, updated_by = $4, updated_by_name = $5
          WHERE id = $1 AND tenant_id = $2`,
        [g.id, tenantId, now, user.id, user.displayName],
      );
      return { id: g.id, deleted: true as const };
    });
  }),

  defineHandler(getWarehouseGroupBindings, async ({ db, user, query }) => {
    const tenantId = user.tenant.id;
    const only = query.warehouseGroupId ?? null;
    if (only) await loadGroup(db, tenantId, only, user.lang);
    const groups = await db.query<{ id: string; name: string; version: number; modified: boolean }>(
      `SELECT id, name, version, modified FROM warehouse_groups
        WHERE tenant_id = $1 AND deleted_at IS NULL AND ($2::text IS NULL OR id = $2) ORDER BY name, id`,
      [tenantId, only],
    );
    const warehouses = await db.query<BasicWarehouse & { group_id: string | null }>(
      `SELECT w.id, w.code, w.name, w.type, w.country, w.status, gw.group_id
         FROM warehouses w LEFT JOIN warehouse_group_warehouses gw ON gw.warehouse_id = w.id
        WHERE w.tenant_id = $1 AND w.deleted_at IS NULL ORDER BY w.code, w.id`,
      [tenantId],
    );
    const carts = await db.query<Parameters<typeof cartOf>[0] & { group_id: string | null }>(
      `SELECT ${cartColumns}, gc.group_id FROM carts c LEFT JOIN warehouse_group_carts gc ON gc.cart_id = c.id
        WHERE c.tenant_id = $1 ORDER BY c.code, c.id`,
      [tenantId],
    );
    const basic = (w: BasicWarehouse) => ({ id: w.id, code: w.code, name: w.name, type: w.type, country: w.country, status: w.status });
    return {
      groups: groups.map((g) => ({
        id: g.id,
        name: g.name,
        version: g.version,
        modified: g.modified,
        warehouses: warehouses.filter((w) => w.group_id === g.id).map(basic),
        carts: carts.filter((c) => c.group_id === g.id).map(cartOf),
      })),
      unboundWarehouses: warehouses.filter((w) => w.group_id === null).map(basic),
      unboundCarts: carts.filter((c) => c.group_id === null).map(cartOf),
    };
  }),

  defineHandler(saveWarehouseGroupBindings, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await db.transaction(async (tx) => {
      const g = await loadGroup(tx, tenantId, body.warehouseGroupId, user.lang, true);
      if (g.version !== body.version) throw inventoryError(InventoryErrorCode.groupVersionStale, user.lang, {}, { version: g.version });
      const current = (await tx.query<{ warehouse_id: string }>('SELECT warehouse_id FROM warehouse_group_warehouses WHERE group_id = $1 AND tenant_id = $2', [g.id, tenantId])).map(
        (r) => r.warehouse_id,
      );
      const target = new Set(body.warehouseIds);
      const added = body.warehouseIds.filter((w) => !current.includes(w));
      const removed = current.filter((w) => !target.has(w));
      if (added.length === 0 && removed.length === 0) return;
      await assertBindable(tx, tenantId, g.id, added, user.lang);
      if (removed.length > 0) await assertFixedStillCovered(tx, tenantId, g.id, body.warehouseIds, user.lang);
      if (removed.length > 0) {
        await tx.query('DELETE FROM warehouse_group_warehouses WHERE group_id = $1 AND tenant_id = $2 AND warehouse_id = ANY($3::text[])', [g.id, tenantId, removed]);
      }
      if (added.length > 0) {
        await tx.query(
          `INSERT INTO warehouse_group_warehouses (warehouse_id, tenant_id, group_id, created_at) SELECT w, $2, $3, $4 FROM unnest($1::text[]) AS w`,
          [added, tenantId, g.id, now],
        );
      }
      await tx.query(
        'UPDATE warehouse_groups SET version = version + 1, updated_at = $3, updated_by = $4, updated_by_name = $5 WHERE id = $1 AND tenant_id = $2',
        [g.id, tenantId, now, user.id, user.displayName],
      );
      // the group available changed, so the sellable quantities of its allotments did
      if (await hasAllotmentsOrPushed(tx, tenantId, g.id)) await markModified(tx, tenantId, [g.id], now);
    });
    return groupDetail(db, tenantId, body.warehouseGroupId, user.lang);
  }),

  defineHandler(getCartWarehouseGroup, async ({ db, user, params }) => cartGroupOf(db, user, params.cartId)),

  defineHandler(saveCartWarehouseGroup, async ({ db, user, params, body, now }) => {
    const tenantId = user.tenant.id;
    await db.transaction(async (tx) => {
      const before = await cartGroupOf(tx, user, params.cartId);
      const target = body.warehouseGroupId;
      if (target) await loadGroup(tx, tenantId, target, user.lang, true);
      if (before.warehouseGroupId === target) return;
      if (before.warehouseGroupId && (before.allotmentCount > 0 || before.pushedCount > 0)) {
        throw inventoryError(
          InventoryErrorCode.cartHasAllotments,
          user.lang,
          { cart: before.cart.code, group: before.warehouseGroupName ?? '' },
          { cartId: before.cart.id, allotmentCount: before.allotmentCount, pushedCount: before.pushedCount },
        );
      }
      await tx.query('DELETE FROM warehouse_group_carts WHERE cart_id = $1 AND tenant_id = $2', [params.cartId, tenantId]);
      if (target) {
        await tx.query('INSERT INTO warehouse_group_carts (cart_id, tenant_id, group_id, created_at) VALUES ($1, $2, $3, $4)', [params.cartId, tenantId, target, now]);
      }
    });
    return cartGroupOf(db, user, params.cartId);
  }),

  defineHandler(getAllWarehouseGroups, async ({ db, user }) => {
    const rows = await db.query<{ id: string; name: string; warehouse_count: number; cart_count: number; modified: boolean }>(
      `SELECT g.id, g.name, g.modified,
              (SELECT count(*)::int FROM warehouse_group_warehouses gw WHERE gw.group_id = g.id) AS warehouse_count,
              (SELECT count(*)::int FROM warehouse_group_carts gc WHERE gc.group_id = g.id) AS cart_count
         FROM warehouse_groups g WHERE g.tenant_id = $1 AND g.deleted_at IS NULL ORDER BY g.name, g.id`,
      [user.tenant.id],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, warehouseCount: r.warehouse_count, cartCount: r.cart_count, modified: r.modified }));
  }),

  defineHandler(getModifiedWarehouseGroups, async ({ db, user }) => {
    const rows = await db.query<{ id: string; name: string; modified_at: Date | null; last_pushed_at: Date | null; allotment_count: number; cart_count: number }>(
      `SELECT g.id, g.name, g.modified_at, g.last_pushed_at,
              (SELECT count(*)::int FROM warehouse_group_allotments a WHERE a.group_id = g.id) AS allotment_count,
              (SELECT count(*)::int FROM warehouse_group_carts gc WHERE gc.group_id = g.id) AS cart_count
         FROM warehouse_groups g WHERE g.tenant_id = $1 AND g.deleted_at IS NULL AND g.modified
        ORDER BY g.modified_at DESC, g.id`,
      [user.tenant.id],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      modifiedAt: isoOrNull(r.modified_at),
      lastPushedAt: isoOrNull(r.last_pushed_at),
      allotmentCount: r.allotment_count,
      cartCount: r.cart_count,
    }));
  }),
];
