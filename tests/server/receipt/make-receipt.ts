// Fresh receipts for the tests and the matrices' fixtures: a fresh inbound (make.ts) taken through
// the same steps as the portal and the platform's job (lock, ship, the count by the tracking
// number's last digit: counting.ts), so its receipt posts the differences of that rule.
import type { Db } from '../../../server/db/db';
import { receiveInbound } from '../../../server/receipt/steps';
import { lockInboundStock, shipInboundStock } from '../../../server/receipt/stock';
import { freshInbound } from './make';

/** A received inbound (its receipt `wr-<inbound id>`); digit 1 short, 3 short with a light carton, 8 over, 0 damaged, 2 exact. */
export async function freshReceipt(db: Db, tenantId: string, opts: { digit?: string; qty?: number; now?: Date; wrongSkuId?: string } = {}) {
  const tracking = `1Z00004${opts.digit ?? '1'}`;
  const ib = await freshInbound(db, tenantId, { qty: opts.qty ?? 4, tracking });
  const now = opts.now ?? new Date();
  await db.transaction(async (tx) => {
    const head = await tx.one<{ id: string; inbound_no: string; from_warehouse_id: string }>('SELECT id, inbound_no, from_warehouse_id FROM receipt_inbounds WHERE id = $1', [ib.id]);
    await tx.query(`UPDATE receipt_inbounds SET status = 'confirmed', version = 2 WHERE id = $1`, [ib.id]);
    await lockInboundStock(tx, tenantId, head, 'en', now);
    await tx.query(`UPDATE receipt_inbounds SET status = 'shipped', shipped_at = $2, receive_due_at = $2, version = 3 WHERE id = $1`, [ib.id, now]);
    await shipInboundStock(tx, tenantId, head, now);
    await receiveInbound(tx, { id: ib.id, tenant_id: tenantId, request_id: ib.requestId, tracking_no: tracking }, now, opts.wrongSkuId ? { skuId: opts.wrongSkuId, qty: 1 } : undefined);
  });
  const receiptId = `wr-${ib.id}`;
  const diffs = await db.query<{ id: string; type: string; version: number }>('SELECT id, type, version FROM receipt_differences WHERE receipt_id = $1 ORDER BY id', [receiptId]);
  return { ...ib, receiptId, differences: diffs };
}
