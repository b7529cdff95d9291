// The bulk stock list (bulkInventory.inventory, src/contract/bulkInventory/stock.ts): one row per
// inventory_stock row of a live bulk warehouse, on hand also in the sku's packs (full cartons,
// full pallets among them, loose units). The arithmetic is inPacks() of the contract, written in
// SQL so that the columns sort. Registered at import.
import { bulkStockList } from '../../src/contract/bulkInventory';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

const cartons = sql`(s.on_hand / p.units_per_carton)`;

export const bulkStockListDefinition = registerList(
  defineSpecList(bulkStockList, {
    from: sql`inventory_stock s
      JOIN warehouses w ON w.id = s.warehouse_id AND w.tenant_id = s.tenant_id AND w.type = 'bulk' AND w.deleted_at IS NULL
      JOIN skus k ON k.id = s.sku_id AND k.tenant_id = s.tenant_id
      LEFT JOIN bulk_sku_packs p ON p.warehouse_id = s.warehouse_id AND p.sku_id = s.sku_id`,
    id: sql`s.sku_id || '|' || s.warehouse_id`,
    fields: {
      id: sql`s.sku_id || '|' || s.warehouse_id`,
      sku: sql`k.sku`,
      skuName: sql`k.name`,
      warehouseCode: sql`w.code`,
      warehouse: sql`w.name`,
      bulkType: sql`w.bulk_type`,
      onHand: sql`s.on_hand`,
      pallets: sql`(${cartons} / p.cartons_per_pallet)`,
      cartons,
      remainder: sql`(s.on_hand - coalesce(${cartons} * p.units_per_carton, 0))`,
      unitsPerCarton: sql`p.units_per_carton`,
      cartonsPerPallet: sql`p.cartons_per_pallet`,
      locked: sql`s.locked`,
      available: sql`(s.on_hand - s.locked - s.isolated)`,
    },
    // a sku without packs sorts as none
    sort: { pallets: sql`coalesce(${cartons} / p.cartons_per_pallet, -1)`, cartons: sql`coalesce(${cartons}, -1)` },
    scope: (caller) => [sql`s.tenant_id = ${caller.tenantId}`],
  }),
);
