// Platform stock and its batches (src/contract/receipt/platform-stock.ts): the list per sku and
// platform warehouse, and the batches of one: each receipt's good quantity of the sku there, with
// what is left computed when read from on hand, newest kept, oldest consumed first (fifoLeft), so
// the batches always sum to on hand; on hand the receipts do not explain is "opening stock", the
// oldest. Outbounds need not write batch rows.
import { fifoLeft, getBatches, searchPlatformStock, type Batches } from '../../src/contract/receipt';
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { callerOf } from '../lists/registry';
import { iso, notFound } from '../inventory';
import { platformStockListDefinition } from './list-platform-stock';

export async function batchesOf(db: Db, tenantId: string, sku: string, warehouseCode: string, lang: Language): Promise<Batches> {
  const row = await db.maybe<{ sku_id: string; sku: string; name: string; warehouse_id: string; code: string; warehouse: string; on_hand: number }>(
    `SELECT k.id AS sku_id, k.sku, k.name, w.id AS warehouse_id, w.code, w.name AS warehouse, coalesce(s.on_hand, 0)::int AS on_hand
       FROM skus k JOIN warehouses w ON w.tenant_id = k.tenant_id AND w.code = $3 AND w.type = 'platform'
       LEFT JOIN inventory_stock s ON s.sku_id = k.id AND s.warehouse_id = w.id AND s.tenant_id = k.tenant_id
      WHERE k.tenant_id = $1 AND k.sku = $2`,
    [tenantId, sku, warehouseCode],
  );
  if (!row) throw notFound(lang);
  const receipts = await db.query<{ id: string; receipt_no: string; received_at: Date; q: number }>(
    `SELECT r.id, r.receipt_no, r.received_at, sum(l.received_good)::int AS q FROM receipts r JOIN receipt_lines l ON l.receipt_id = r.id
      WHERE r.tenant_id = $1 AND r.warehouse_id = $2 AND l.sku_id = $3 GROUP BY r.id, r.receipt_no, r.received_at HAVING sum(l.received_good) > 0
      ORDER BY r.received_at DESC, r.id DESC`,
    [tenantId, row.warehouse_id, row.sku_id],
  );
  const { left, opening } = fifoLeft(receipts.map((r) => r.q), row.on_hand);
  const batches = receipts.map((r, i) => ({ receiptId: r.id, receiptNo: r.receipt_no, receivedAt: iso(r.received_at), received: r.q, left: left[i] }));
  if (opening > 0) batches.push({ receiptId: null, receiptNo: null, receivedAt: null, received: opening, left: opening } as never);
  return { sku: row.sku, skuName: row.name, warehouseCode: row.code, warehouse: row.warehouse, onHand: row.on_hand, batches };
}

export const batchHandlers: readonly HandlerEntry[] = [
  defineHandler(searchPlatformStock, async ({ db, user, body }) => (await platformStockListDefinition.page(db, callerOf(user), body)) as never),
  defineHandler(getBatches, ({ db, user, params }) => batchesOf(db, user.tenant.id, params.sku, params.warehouseKey, user.lang)),
];
