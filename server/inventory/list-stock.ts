// The inventory list (inventory.inventory): one row per sku of the caller's tenant, its stock summed
// over every warehouse (on hand, locked, isolated and available = on hand - locked - isolated, via
// inventory_stock_levels), the warehouses and groups holding it (on hand > 0) and its stock status
// against the tenant's low-stock threshold. Its fields are declared once in the contract's list
// spec (inventoryList); here is the SQL of each, and of the conditions that are not one field's.
// Registered at import.
import { inventoryList as inventorySpec } from '../../src/contract';
import { escapeLike } from '../lists/conditions';
import { registerList, type ListCaller } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

/** Used when the tenant has no asset settings (asset_settings.low_stock_threshold). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

const contains = (value: string) => `%${escapeLike(value.trim())}%`;

export const inventoryList = registerList(
  defineSpecList(inventorySpec, {
    // per-sku sums of the caller's tenant, computed in a derived table so they can be sorted and filtered
    from: (caller) => sql`(
      SELECT sk.id, sk.sku, sk.name, sk.category, sk.unit,
             COALESCE(sum(l.on_hand), 0)::int AS on_hand, COALESCE(sum(l.locked), 0)::int AS locked,
             COALESCE(sum(l.isolated), 0)::int AS isolated, COALESCE(sum(l.available), 0)::int AS available,
             count(l.warehouse_id) FILTER (WHERE l.on_hand > 0)::int AS warehouse_count,
             count(DISTINCT gw.group_id) FILTER (WHERE l.on_hand > 0)::int AS group_count,
             CASE WHEN COALESCE(sum(l.available), 0) <= 0 THEN 'outOfStock'
                  WHEN COALESCE(sum(l.available), 0) <= ${lowStockThreshold(caller)} THEN 'lowStock'
                  ELSE 'inStock' END AS stock_status
        FROM skus sk
        LEFT JOIN inventory_stock_levels l ON l.sku_id = sk.id
        LEFT JOIN warehouse_group_warehouses gw ON gw.warehouse_id = l.warehouse_id
       WHERE sk.tenant_id = ${caller.tenantId}
       GROUP BY sk.id) AS x`,
    id: sql`x.id`,
    fields: {
      skuId: sql`x.id`,
      sku: sql`x.sku`,
      name: sql`x.name`,
      category: sql`x.category`,
      unit: sql`x.unit`,
      onHand: sql`x.on_hand`,
      locked: sql`x.locked`,
      isolated: sql`x.isolated`,
      available: sql`x.available`,
      warehouseCount: sql`x.warehouse_count`,
      groupCount: sql`x.group_count`,
      stockStatus: sql`x.stock_status`,
    },
    // the derived table holds the caller's tenant only
    scope: () => [],
    filters: {
      warehouse: (value) =>
        value.trim()
          ? sql`EXISTS (SELECT 1 FROM inventory_stock st JOIN warehouses w ON w.id = st.warehouse_id
                         WHERE st.sku_id = x.id AND st.on_hand > 0
                           AND (w.code ILIKE ${contains(value)} ESCAPE '\\' OR w.name ILIKE ${contains(value)} ESCAPE '\\'))`
          : undefined,
      warehouseGroup: (value) =>
        value.trim()
          ? sql`EXISTS (SELECT 1 FROM inventory_stock st JOIN warehouse_group_warehouses gw ON gw.warehouse_id = st.warehouse_id
                         JOIN warehouse_groups g ON g.id = gw.group_id
                         WHERE st.sku_id = x.id AND st.on_hand > 0 AND g.name ILIKE ${contains(value)} ESCAPE '\\')`
          : undefined,
    },
  }),
);

function lowStockThreshold(caller: ListCaller) {
  return sql`COALESCE((SELECT low_stock_threshold FROM asset_settings WHERE tenant_id = ${caller.tenantId}), ${DEFAULT_LOW_STOCK_THRESHOLD})`;
}
