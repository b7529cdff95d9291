// The warehouse group list (inventory.group): live groups of the caller's tenant with their counts,
// stock sums and push status. Registered at import.
import { warehouseGroupConditions, warehouseGroupTable, type WarehouseGroupRow } from '../../src/contract';
import { dateRange, equals, textContains } from '../lists/conditions';
import { defineKeysetList } from '../lists/define';
import { registerList } from '../lists/registry';
import { sql } from '../lists/sql';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));

export const warehouseGroupList = registerList(
  defineKeysetList<WarehouseGroupRow, typeof warehouseGroupConditions>({
    table: warehouseGroupTable,
    conditionSchema: warehouseGroupConditions,
    select: sql`g.id, g.name, g.remark, g.version, g.allot_version, g.modified, g.modified_at, g.last_pushed_at, g.created_at, g.updated_at,
      g.updated_by_name, g.warehouse_count, g.cart_count,
      (SELECT count(*)::int FROM warehouse_group_allotments a WHERE a.group_id = g.id) AS allotment_count,
      (SELECT COALESCE(sum(l.on_hand), 0)::int FROM warehouse_group_warehouses gw JOIN inventory_stock_levels l ON l.warehouse_id = gw.warehouse_id
        WHERE gw.group_id = g.id) AS on_hand,
      (SELECT COALESCE(sum(l.isolated), 0)::int FROM warehouse_group_warehouses gw JOIN inventory_stock_levels l ON l.warehouse_id = gw.warehouse_id
        WHERE gw.group_id = g.id) AS isolated,
      (SELECT COALESCE(sum(l.available), 0)::int FROM warehouse_group_warehouses gw JOIN inventory_stock_levels l ON l.warehouse_id = gw.warehouse_id
        WHERE gw.group_id = g.id) AS available`,
    // counts as columns of a derived table, so they can be sorted (keyset) and filtered
    from: sql`(SELECT wg.*,
        (SELECT count(*)::int FROM warehouse_group_warehouses gw WHERE gw.group_id = wg.id) AS warehouse_count,
        (SELECT count(*)::int FROM warehouse_group_carts gc WHERE gc.group_id = wg.id) AS cart_count
      FROM warehouse_groups wg WHERE wg.deleted_at IS NULL) AS g`,
    idColumn: sql`g.id`,
    sortable: {
      name: sql`g.name`,
      warehouseCount: sql`g.warehouse_count`,
      cartCount: sql`g.cart_count`,
      createdAt: sql`g.created_at`,
      updatedAt: sql`g.updated_at`,
    },
    where: (caller, c) => [
      sql`g.tenant_id = ${caller.tenantId}`,
      textContains(sql`g.name`, c.name),
      c.warehouse?.trim()
        ? sql`EXISTS (SELECT 1 FROM warehouse_group_warehouses gw JOIN warehouses w ON w.id = gw.warehouse_id
                       WHERE gw.group_id = g.id AND (${textContains(sql`w.code`, c.warehouse)!} OR ${textContains(sql`w.name`, c.warehouse)!}))`
        : undefined,
      c.cart?.trim()
        ? sql`EXISTS (SELECT 1 FROM warehouse_group_carts gc JOIN carts ct ON ct.id = gc.cart_id
                       WHERE gc.group_id = g.id AND (${textContains(sql`ct.code`, c.cart)!} OR ${textContains(sql`ct.name`, c.cart)!}))`
        : undefined,
      c.pushStatus ? equals(sql`g.modified`, c.pushStatus === 'modified') : undefined,
      dateRange(sql`g.updated_at`, c.updatedAt),
    ],
    mapRow: (r) => ({
      id: String(r.id),
      name: String(r.name),
      remark: String(r.remark),
      warehouseCount: Number(r.warehouse_count),
      cartCount: Number(r.cart_count),
      allotmentCount: Number(r.allotment_count),
      onHand: Number(r.on_hand),
      isolated: Number(r.isolated),
      available: Number(r.available),
      pushStatus: r.modified ? 'modified' : 'synced',
      modifiedAt: isoOrNull(r.modified_at),
      lastPushedAt: isoOrNull(r.last_pushed_at),
      version: Number(r.version),
      allotVersion: Number(r.allot_version),
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      updatedByName: String(r.updated_by_name),
    }),
  }),
);
