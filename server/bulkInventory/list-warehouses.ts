// The bulk warehouse list (bulkInventory.warehouse, src/contract/bulkInventory/warehouse.ts): the
// tenant's live warehouses of type 'bulk' with how many skus they hold and their units on hand.
// Registered at import.
import { bulkWarehouseList } from '../../src/contract/bulkInventory';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const bulkWarehouseListDefinition = registerList(
  defineSpecList(bulkWarehouseList, {
    from: sql`warehouses w
      CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE s.on_hand > 0)::int AS skus, coalesce(sum(s.on_hand), 0)::int AS on_hand
          FROM inventory_stock s WHERE s.warehouse_id = w.id AND s.tenant_id = w.tenant_id) st`,
    id: sql`w.id`,
    fields: {
      id: sql`w.id`,
      code: sql`w.code`,
      name: sql`w.name`,
      bulkType: sql`w.bulk_type`,
      palletStorage: sql`('palletStorage' = ANY (w.bulk_options))`,
      coldChain: sql`('coldChain' = ANY (w.bulk_options))`,
      hazardousGoods: sql`('hazardousGoods' = ANY (w.bulk_options))`,
      country: sql`w.country`,
      city: sql`w.city`,
      skuCount: sql`st.skus`,
      onHand: sql`st.on_hand`,
      status: sql`w.status`,
      updatedAt: sql`w.updated_at`,
      version: sql`w.version`,
    },
    scope: (caller) => [sql`w.tenant_id = ${caller.tenantId}`, sql`w.type = 'bulk'`, sql`w.deleted_at IS NULL`],
  }),
);
