// What inbounds do to stock (docs/domain/receipts.md, "Stock: one table, one equation"), in the
// caller's transaction, next to the inbound change they belong to:
//   confirm  locked += qty in the ship-from warehouse, per sku, refused (RECEIPT_STOCK_SHORT, all
//            skus named, nothing written) where available = on_hand - locked - isolated < qty;
//   release  locked -= qty (reopen or cancel of a confirmed inbound);
//   ship     on_hand -= qty and locked -= qty: the goods are in transit (the shipped inbound's lines);
//   receive  the platform warehouse's on_hand += the good quantity counted (its row made if new);
//            short, over and damaged stay as the receipt's differences.
// So per tenant and sku: Σ on_hand + Σ qty of shipped (not yet received) inbound lines = what there
// was + Σ (received good - qty) of received lines, and 0 <= locked + isolated <= on_hand on every
// row. Stock rows are locked in (sku id, warehouse id) order, after the inbound row, so two steps on
// the same skus cannot deadlock.
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { receiptRefusals, type StockProblem } from './messages';

interface SkuQty {
  sku_id: string;
  sku: string;
  qty: number;
}

interface InboundHead {
  id: string;
  inbound_no: string;
  from_warehouse_id: string;
}

/** The inbound's quantities per sku (a sku may be on several lines). */
async function skuQtys(tx: Db, tenantId: string, inboundId: string): Promise<SkuQty[]> {
  return tx.query<SkuQty>(
    `SELECT l.sku_id, k.sku, sum(l.qty)::int AS qty FROM receipt_inbound_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
      WHERE l.inbound_id = $1 AND l.tenant_id = $2 GROUP BY l.sku_id, k.sku ORDER BY l.sku_id`,
    [inboundId, tenantId],
  );
}

async function lockRows(tx: Db, tenantId: string, warehouseId: string, skuIds: readonly string[]) {
  const rows = await tx.query<{ sku_id: string; on_hand: number; locked: number; isolated: number }>(
    `SELECT sku_id, on_hand, locked, isolated FROM inventory_stock WHERE tenant_id = $1 AND warehouse_id = $2 AND sku_id = ANY($3::text[]) ORDER BY sku_id FOR UPDATE`,
    [tenantId, warehouseId, skuIds],
  );
  return new Map(rows.map((r) => [r.sku_id, r]));
}

export async function lockInboundStock(tx: Db, tenantId: string, inbound: InboundHead, lang: Language, now: Date): Promise<void> {
  const lines = await skuQtys(tx, tenantId, inbound.id);
  const rows = await lockRows(tx, tenantId, inbound.from_warehouse_id, lines.map((l) => l.sku_id));
  const warehouse = (await tx.one<{ code: string }>('SELECT code FROM warehouses WHERE id = $1 AND tenant_id = $2', [inbound.from_warehouse_id, tenantId])).code;
  const problems: StockProblem[] = [];
  for (const l of lines) {
    const r = rows.get(l.sku_id);
    const available = r ? r.on_hand - r.locked - r.isolated : 0;
    if (available < l.qty) problems.push({ sku: l.sku, warehouse, asked: l.qty, available });
  }
  if (problems.length > 0) throw receiptRefusals.stockShort(lang, inbound.inbound_no, problems);
  await moveStock(tx, tenantId, inbound.from_warehouse_id, lines, { locked: 1 }, now);
}

export async function releaseInboundStock(tx: Db, tenantId: string, inbound: InboundHead, now: Date): Promise<void> {
  const lines = await skuQtys(tx, tenantId, inbound.id);
  await lockRows(tx, tenantId, inbound.from_warehouse_id, lines.map((l) => l.sku_id));
  await moveStock(tx, tenantId, inbound.from_warehouse_id, lines, { locked: -1 }, now);
}

export async function shipInboundStock(tx: Db, tenantId: string, inbound: InboundHead, now: Date): Promise<void> {
  const lines = await skuQtys(tx, tenantId, inbound.id);
  await lockRows(tx, tenantId, inbound.from_warehouse_id, lines.map((l) => l.sku_id));
  await moveStock(tx, tenantId, inbound.from_warehouse_id, lines, { locked: -1, onHand: -1 }, now);
}

/** Puts the counted good quantities (per sku) on the platform warehouse's rows. */
export async function receiveInboundStock(tx: Db, tenantId: string, warehouseId: string, good: readonly { sku_id: string; qty: number }[], now: Date): Promise<void> {
  const perSku = new Map<string, number>();
  for (const g of good) perSku.set(g.sku_id, (perSku.get(g.sku_id) ?? 0) + g.qty);
  const skuIds = [...perSku.keys()].filter((id) => (perSku.get(id) ?? 0) > 0).sort();
  if (skuIds.length === 0) return;
  await lockRows(tx, tenantId, warehouseId, skuIds);
  await tx.query(
    `INSERT INTO inventory_stock (sku_id, warehouse_id, tenant_id, on_hand, locked, updated_at)
     SELECT s, $2, $1, q, 0, $5 FROM unnest($3::text[], $4::int[]) AS t(s, q)
     ON CONFLICT (sku_id, warehouse_id) DO UPDATE SET on_hand = inventory_stock.on_hand + EXCLUDED.on_hand, updated_at = EXCLUDED.updated_at`,
    [tenantId, warehouseId, skuIds, skuIds.map((id) => perSku.get(id) ?? 0), now],
  );
}

async function moveStock(tx: Db, tenantId: string, warehouseId: string, lines: readonly SkuQty[], sign: { locked?: number; onHand?: number }, now: Date): Promise<void> {
  if (lines.length === 0) return;
  await tx.query(
    `UPDATE inventory_stock s SET locked = s.locked + $4 * t.q, on_hand = s.on_hand + $5 * t.q, updated_at = $6
       FROM unnest($3::text[], $7::int[]) AS t(sku, q)
      WHERE s.tenant_id = $1 AND s.warehouse_id = $2 AND s.sku_id = t.sku`,
    [tenantId, warehouseId, lines.map((l) => l.sku_id), sign.locked ?? 0, sign.onHand ?? 0, now, lines.map((l) => l.qty)],
  );
}

/** An upheld short (slice 2): the platform's recount found `qty` more good units of the sku in its warehouse. */
export async function correctPlatformStock(tx: Db, tenantId: string, warehouseId: string, skuId: string, qty: number, now: Date): Promise<void> {
  await receiveInboundStock(tx, tenantId, warehouseId, [{ sku_id: skuId, qty }], now);
}
