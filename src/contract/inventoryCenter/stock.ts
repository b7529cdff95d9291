// The inventory centre (docs/domain/receipts.md, "Inventory centre"): one list of all the tenant's
// stock, a row per sku and warehouse over every warehouse type (own, third-party, bonded, overseas,
// platform and any other `warehouses.type`: the type is a column and a condition, not a branch),
// with on hand, locked, isolated, available, what is in transit to and from the warehouse, and the
// sku's totals over all its warehouses on every row (the per-sku view a portal's stock overview
// gives beside the per-warehouse one). A read of `inventory_stock` and the goods between warehouses,
// so its figures agree with /inventory and /receipt/inventory by construction.
import { z } from 'zod';
import { warehouseTypeSchema } from '../asset';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

const P = '/api/scm-app/supplier/inventoryCenter/stock';
const qty = z.number().int();

export const stockOverviewList = defineListSpec({
  bizType: 'inventoryCenter.list',
  title: ['Stock overview', '库存总览'],
  fields: {
    /** `<sku id>|<warehouse id>`. */
    id: { type: z.string() },
    sku: { type: z.string(), title: ['SKU', 'SKU'], width: 160, sortable: true, filter: { kind: 'codes', lookup: 'sku' } },
    skuName: { type: z.string(), title: ['Product name', '商品名称'], width: 220, filter: { kind: 'text', schema: z.string().max(100), hidden: true } },
    warehouseCode: { type: z.string(), title: ['Warehouse code', '仓库编码'], width: 130, sortable: true, filter: { kind: 'codes', lookup: 'warehouse', label: ['Warehouse', '仓库'] } },
    warehouse: { type: z.string(), title: ['Warehouse', '仓库名称'], width: 180 },
    // any type the warehouses table holds is listed; the condition takes the asset area's types (its dictionary's values)
    warehouseType: { type: z.string(), title: ['Warehouse type', '仓库类型'], kind: 'status', width: 130, sortable: true, optionName: 'warehouseType', filter: { kind: 'multiSelect', schema: z.array(warehouseTypeSchema).max(20) } },
    onHand: { type: qty, title: ['On hand', '在库数'], kind: 'number', width: 100, sortable: true },
    locked: { type: qty, title: ['Locked', '锁定数'], kind: 'number', width: 90 },
    isolated: { type: qty, title: ['Isolated', '隔离数'], kind: 'number', width: 90 },
    available: { type: qty, title: ['Available', '可用数'], kind: 'number', width: 100, sortable: true },
    /** Goods on their way to this warehouse: shipped inbounds (platform), returns and outbounds confirmed to it, reversed outbounds back to it. */
    inTransitIn: { type: qty, title: ['In transit in', '在途入库'], kind: 'number', width: 110, sortable: true },
    /** Goods that left this warehouse and have not arrived: shipped inbounds from it, confirmed outbound orders and outbounds from it. */
    inTransitOut: { type: qty, title: ['In transit out', '在途出库'], kind: 'number', width: 110, sortable: true },
    /** The sku over all its warehouses (whatever the conditions): on hand, available, and goods between warehouses counted once. */
    skuOnHand: { type: qty, title: ['SKU on hand, all warehouses', 'SKU 全部仓库在库'], kind: 'number', width: 150 },
    skuAvailable: { type: qty, title: ['SKU available, all warehouses', 'SKU 全部仓库可用'], kind: 'number', width: 150 },
    skuInTransit: { type: qty, title: ['SKU in transit', 'SKU 在途'], kind: 'number', width: 110 },
  },
  conditions: {
    /** Rows with something on hand or in transit (the overview's first view). */
    withStock: { kind: 'flag', schema: z.boolean(), label: ['With stock or in transit', '有库存或在途'] },
  },
  defaultSort: { field: 'sku', order: 'asc' },
  conditionOrder: ['sku', 'warehouseCode', 'warehouseType', 'withStock', 'skuName'],
});
export type StockOverviewRow = z.infer<typeof stockOverviewList.row>;

export const searchStockOverview = endpoint({
  id: 'inventoryCenter.stockSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'The tenant’s stock per sku and warehouse over every warehouse type, with goods in transit and the sku’s totals (table query, keyset page) for /inventoryCenter/list',
  body: stockOverviewList.query,
  response: stockOverviewList.page,
});

export const inventoryCenterEndpoints = [searchStockOverview] as const;
