// The stock of bulk warehouses (/bulkInventory/inventory; docs/domain/receipts.md, "Bulk
// inventory"): the same inventory_stock rows every other stock screen reads, one per sku and bulk
// warehouse, with on hand also shown in the sku's packs: full cartons (units ÷ units per carton),
// full pallets among them (cartons ÷ cartons per pallet) and the units left over. A sku without
// pack quantities shows no cartons or pallets (null), all its units as the remainder.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { bulkTypeSchema } from './warehouse';

const P = '/api/scm-app/supplier/bulkInventory/inventory';
const textCond = z.string().max(100);

export const bulkStockList = defineListSpec({
  bizType: 'bulkInventory.inventory',
  title: ['Bulk stock', '大宗库存列表'],
  fields: {
    id: { type: z.string() },
    sku: { type: z.string(), title: ['Sku', '商品编码'], width: 150, sortable: true, filter: { kind: 'text', schema: textCond } },
    skuName: { type: z.string(), title: ['Name', '名称'], width: 200, filter: { kind: 'text', schema: textCond } },
    warehouseCode: { type: z.string(), title: ['Warehouse code', '仓库编码'], width: 130, sortable: true, filter: { kind: 'text', schema: textCond } },
    warehouse: { type: z.string(), title: ['Bulk warehouse', '大宗仓库'], width: 180 },
    bulkType: {
      type: bulkTypeSchema,
      title: ['Bulk type', '大宗仓类型'],
      kind: 'status',
      width: 160,
      optionName: 'bulkWarehouseType',
      filter: { kind: 'multiSelect', schema: z.array(bulkTypeSchema).max(3), hidden: true },
    },
    onHand: { type: z.number().int(), title: ['On hand (units)', '在库（件）'], kind: 'number', width: 120, sortable: true },
    pallets: { type: z.number().int().nullable(), title: ['Pallets', '托盘数'], kind: 'number', width: 90, sortable: true },
    cartons: { type: z.number().int().nullable(), title: ['Cartons', '箱数'], kind: 'number', width: 90, sortable: true },
    remainder: { type: z.number().int(), title: ['Loose units', '零散件数'], kind: 'number', width: 110 },
    unitsPerCarton: { type: z.number().int().nullable(), title: ['Units per carton', '每箱件数'], kind: 'number', width: 120 },
    cartonsPerPallet: { type: z.number().int().nullable(), title: ['Cartons per pallet', '每托箱数'], kind: 'number', width: 130 },
    locked: { type: z.number().int(), title: ['Locked', '锁定'], kind: 'number', width: 90, hidden: true },
    available: { type: z.number().int(), title: ['Available', '可用'], kind: 'number', width: 100, sortable: true },
  },
  defaultSort: { field: 'sku', order: 'asc' },
});
export type BulkStockRow = z.infer<typeof bulkStockList.row>;

export const searchBulkStock = endpoint({
  id: 'bulkInventory.inventorySearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'The tenant’s stock per sku and bulk warehouse in units, cartons and pallets (table query, keyset page) for /bulkInventory/inventory',
  body: bulkStockList.query,
  response: bulkStockList.page,
});

/** A quantity in packs: full cartons, full pallets among them and the units left (null packs: no pack quantities). */
export function inPacks(units: number, unitsPerCarton: number | null, cartonsPerPallet: number | null): { cartons: number | null; pallets: number | null; remainder: number } {
  if (!unitsPerCarton || unitsPerCarton <= 0) return { cartons: null, pallets: null, remainder: units };
  const cartons = Math.floor(units / unitsPerCarton);
  return { cartons, pallets: cartonsPerPallet && cartonsPerPallet > 0 ? Math.floor(cartons / cartonsPerPallet) : null, remainder: units - cartons * unitsPerCarton };
}
