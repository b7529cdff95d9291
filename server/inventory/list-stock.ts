// The inventory list (inventory.inventory): one row per sku of the caller's tenant, its stock summed
// over every warehouse (on hand, locked, isolated and available = on hand - locked - isolated, via
// inventory_stock_levels), the warehouses and groups holding it (on hand > 0) and its stock status
// against the tenant's low-stock threshold. Registered at import.
import { inventoryConditions, inventoryTable, type InventoryRow, type TableQuery } from '../../src/contract';
import type { z } from 'zod';
import { escapeLike, inList, numberRange, textContains } from '../lists/conditions';
import { keysetPage } from '../lists/keyset';
import { registerList, type ListCaller } from '../lists/registry';
import { sql } from '../lists/sql';

/** Used when the tenant has no asset settings (asset_settings.low_stock_threshold). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

type Conditions = Partial<z.output<typeof inventoryConditions>>;

const contains = (value: string) => `%${escapeLike(value.trim())}%`;

export const inventoryList = registerList<InventoryRow>({
  table: inventoryTable,
  conditionSchema: inventoryConditions,
  page: (db, caller: ListCaller, query: TableQuery) => {
    const c = (query.conditions ?? {}) as Conditions;
    // per-sku sums of the tenant, computed in a derived table so they can be sorted and filtered
    const from = sql`(
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
       GROUP BY sk.id) AS x`;
    return keysetPage<InventoryRow>(db, {
      select: sql`x.id, x.sku, x.name, x.category, x.unit, x.on_hand, x.locked, x.isolated, x.available, x.warehouse_count, x.group_count, x.stock_status`,
      from,
      where: [
        textContains(sql`x.sku`, c.sku),
        textContains(sql`x.name`, c.name),
        textContains(sql`x.category`, c.category),
        c.warehouse?.trim()
          ? sql`EXISTS (SELECT 1 FROM inventory_stock st JOIN warehouses w ON w.id = st.warehouse_id
                         WHERE st.sku_id = x.id AND st.on_hand > 0
                           AND (w.code ILIKE ${contains(c.warehouse)} ESCAPE '\\' OR w.name ILIKE ${contains(c.warehouse)} ESCAPE '\\'))`
          : undefined,
        c.warehouseGroup?.trim()
          ? sql`EXISTS (SELECT 1 FROM inventory_stock st JOIN warehouse_group_warehouses gw ON gw.warehouse_id = st.warehouse_id
                         JOIN warehouse_groups g ON g.id = gw.group_id
                         WHERE st.sku_id = x.id AND st.on_hand > 0 AND g.name ILIKE ${contains(c.warehouseGroup)} ESCAPE '\\')`
          : undefined,
        inList(sql`x.stock_status`, c.stockStatus),
        numberRange(sql`x.available`, c.available),
      ],
      sortable: { sku: sql`x.sku`, name: sql`x.name`, onHand: sql`x.on_hand`, locked: sql`x.locked`, isolated: sql`x.isolated`, available: sql`x.available` },
      sort: query.sort ?? inventoryTable.defaultSort,
      idColumn: sql`x.id`,
      cursor: query.cursor ?? null,
      pageSize: query.pageSize,
      exactTotal: query.exactTotal,
      scope: inventoryTable.bizType,
      mapRow: (r) => ({
        skuId: String(r.id),
        sku: String(r.sku),
        name: String(r.name),
        category: String(r.category),
        unit: String(r.unit),
        onHand: Number(r.on_hand),
        locked: Number(r.locked),
        isolated: Number(r.isolated),
        available: Number(r.available),
        warehouseCount: Number(r.warehouse_count),
        groupCount: Number(r.group_count),
        stockStatus: r.stock_status as InventoryRow['stockStatus'],
      }),
    });
  },
});

function lowStockThreshold(caller: ListCaller) {
  return sql`COALESCE((SELECT low_stock_threshold FROM asset_settings WHERE tenant_id = ${caller.tenantId}), ${DEFAULT_LOW_STOCK_THRESHOLD})`;
}
