// The warehouse group list (inventory.group): live groups of the caller's tenant with their counts,
// stock sums and push status. Its fields are declared once in the contract's list spec
// (warehouseGroupList); here is the SQL of each, and of the conditions that are not one field's.
// Registered at import.
import { warehouseGroupList as warehouseGroupSpec } from '../../src/contract';
import { equals, textContains } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

/** A stock sum over the group's warehouses. */
const stockSum = (column: 'on_hand' | 'isolated' | 'available') =>
  sql`(SELECT COALESCE(sum(l.${sql.ident(column)}), 0)::int FROM warehouse_group_warehouses gw JOIN inventory_stock_levels l ON l.warehouse_id = gw.warehouse_id
        WHERE gw.group_id = g.id)`;

export const warehouseGroupList = registerList(
  defineSpecList(warehouseGroupSpec, {
    // counts as columns of a derived table, so they can be sorted (keyset) and filtered
    from: sql`(SELECT wg.*,
        (SELECT count(*)::int FROM warehouse_group_warehouses gw WHERE gw.group_id = wg.id) AS warehouse_count,
        (SELECT count(*)::int FROM warehouse_group_carts gc WHERE gc.group_id = wg.id) AS cart_count
      FROM warehouse_groups wg WHERE wg.deleted_at IS NULL) AS g`,
    id: sql`g.id`,
    fields: {
      id: sql`g.id`,
      name: sql`g.name`,
      warehouseCount: sql`g.warehouse_count`,
      cartCount: sql`g.cart_count`,
      allotmentCount: sql`(SELECT count(*)::int FROM warehouse_group_allotments a WHERE a.group_id = g.id)`,
      onHand: stockSum('on_hand'),
      available: stockSum('available'),
      pushStatus: sql`CASE WHEN g.modified THEN 'modified' ELSE 'synced' END`,
      modifiedAt: sql`g.modified_at`,
      lastPushedAt: sql`g.last_pushed_at`,
      remark: sql`g.remark`,
      createdAt: sql`g.created_at`,
      updatedAt: sql`g.updated_at`,
      updatedByName: sql`g.updated_by_name`,
      isolated: stockSum('isolated'),
      version: sql`g.version`,
      allotVersion: sql`g.allot_version`,
    },
    scope: (caller) => [sql`g.tenant_id = ${caller.tenantId}`],
    filters: {
      pushStatus: (status) => equals(sql`g.modified`, status === 'modified'),
      warehouse: (value) =>
        value.trim()
          ? sql`EXISTS (SELECT 1 FROM warehouse_group_warehouses gw JOIN warehouses w ON w.id = gw.warehouse_id
                         WHERE gw.group_id = g.id AND (${textContains(sql`w.code`, value)!} OR ${textContains(sql`w.name`, value)!}))`
          : undefined,
      cart: (value) =>
        value.trim()
          ? sql`EXISTS (SELECT 1 FROM warehouse_group_carts gc JOIN carts ct ON ct.id = gc.cart_id
                         WHERE gc.group_id = g.id AND (${textContains(sql`ct.code`, value)!} OR ${textContains(sql`ct.name`, value)!}))`
          : undefined,
    },
  }),
);
