// Replenishment inventory (/replenishment/inventory; docs/domain/receipts.md, "Replenishment"): per
// sku and platform warehouse, on hand, in transit to it, the last 30 days' sales shipped from it,
// days of cover and the quantity the platform's rule suggests (cover.ts: the same figures and
// formula its suggestion job uses), read when asked, as of now.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

export const replenishmentInventoryList = defineListSpec({
  bizType: 'replenishment.inventory',
  title: ['Replenishment stock', '补货库存'],
  fields: {
    id: { type: z.string() },
    sku: { type: z.string(), title: ['Sku', '商品编码'], width: 150, sortable: true, filter: 'text' },
    skuName: { type: z.string(), title: ['Name', '名称'], width: 200, filter: 'text' },
    warehouse: { type: z.string(), title: ['Platform warehouse', '平台仓'], width: 180, filter: 'text' },
    onHand: { type: z.number().int(), title: ['On hand', '在库'], kind: 'number', width: 100, sortable: true },
    inTransit: { type: z.number().int(), title: ['In transit', '在途'], kind: 'number', width: 100 },
    sales30d: { type: z.number().int(), title: ['Sales, 30 days', '近30天销量'], kind: 'number', width: 120, sortable: true },
    daysOfCover: { type: z.number().nullable(), title: ['Days of cover', '可售天数'], kind: 'number', width: 120 },
    suggestedQty: { type: z.number().int(), title: ['Suggested quantity', '建议补货数量'], kind: 'number', width: 140, sortable: true },
  },
  defaultSort: { field: 'sku', order: 'asc' },
});
export type ReplenishmentInventoryRow = z.infer<typeof replenishmentInventoryList.row>;

export const searchReplenishmentInventory = endpoint({
  id: 'replenishment.inventorySearch',
  method: 'POST',
  path: '/api/scm-app/supplier/replenishment/inventory/search',
  summary: 'Per sku and platform warehouse: on hand, in transit, 30 days’ sales, days of cover, suggested quantity (table query, keyset page)',
  body: replenishmentInventoryList.query,
  response: replenishmentInventoryList.page,
});
