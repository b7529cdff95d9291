// The supplier's stock in platform warehouses (docs/domain/receipts.md, "Platform stock and
// batches"): per sku and platform warehouse, on hand, locked, available, in transit in (shipped
// inbounds not counted yet) and the age of the oldest batch. A batch is one receipt's good quantity
// of the sku in that warehouse; what is left of each is computed when read, oldest consumed first
// (FIFO) from on hand, so the batches always sum to on hand (stock the receipts do not explain is
// the oldest, "opening stock").
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

const P = '/api/scm-app/supplier/receipt/inventory';

export const platformStockList = defineListSpec({
  bizType: 'receipt.inventory',
  title: ['Platform stock', '平台仓库存'],
  fields: {
    id: { type: z.string() },
    sku: { type: z.string(), title: ['Sku', '商品编码'], width: 150, sortable: true, filter: 'text' },
    skuName: { type: z.string(), title: ['Name', '名称'], width: 200, filter: 'text' },
    warehouseCode: { type: z.string(), title: ['Warehouse code', '仓库编码'], width: 130, filter: 'text' },
    warehouse: { type: z.string(), title: ['Platform warehouse', '平台仓'], width: 180 },
    onHand: { type: z.number().int(), title: ['On hand', '在库'], kind: 'number', width: 100, sortable: true },
    locked: { type: z.number().int(), title: ['Locked', '锁定'], kind: 'number', width: 90 },
    available: { type: z.number().int(), title: ['Available', '可用'], kind: 'number', width: 100, sortable: true },
    inTransitIn: { type: z.number().int(), title: ['In transit in', '在途入库'], kind: 'number', width: 110 },
    oldestBatchDays: { type: z.number().int().nullable(), title: ['Oldest batch (days)', '最早批次库龄（天）'], kind: 'number', width: 150 },
  },
  defaultSort: { field: 'sku', order: 'asc' },
});
export type PlatformStockRow = z.infer<typeof platformStockList.row>;

export const batchSchema = z.object({
  /** null: stock no receipt explains (the oldest). */
  receiptId: z.string().nullable(),
  receiptNo: z.string().nullable(),
  receivedAt: z.string().nullable(),
  received: z.number().int(),
  left: z.number().int(),
});
export type Batch = z.infer<typeof batchSchema>;

export const batchesSchema = z.object({ sku: z.string(), skuName: z.string(), warehouseCode: z.string(), warehouse: z.string(), onHand: z.number().int(), batches: z.array(batchSchema) });
export type Batches = z.infer<typeof batchesSchema>;

export const searchPlatformStock = endpoint({
  id: 'receipt.inventorySearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'The tenant’s stock per sku and platform warehouse (table query, keyset page) for /receipt/inventory',
  body: platformStockList.query,
  response: platformStockList.page,
});

export const getBatches = endpoint({
  id: 'receipt.inventoryBatch',
  method: 'GET',
  path: `${P}/batch/{sku}/{warehouseKey}`,
  summary: 'The batches of a sku in a platform warehouse (by warehouse code): each receipt’s good quantity and what is left, FIFO',
  params: z.strictObject({ sku: z.string().min(1).max(64), warehouseKey: z.string().min(1).max(64) }),
  response: batchesSchema,
});

/** Left per batch, newest first given: on hand fills the newest batches first (the oldest were consumed). */
export function fifoLeft(receivedNewestFirst: readonly number[], onHand: number): { left: number[]; opening: number } {
  let rest = Math.max(onHand, 0);
  const left = receivedNewestFirst.map((q) => {
    const take = Math.min(q, rest);
    rest -= take;
    return take;
  });
  return { left, opening: rest };
}
