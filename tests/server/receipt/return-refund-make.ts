// Fresh return-refund masters for the tests and the matrices' fixtures, opened and filled through
// the server's own steps (return-refund-steps.ts: each return on the platform warehouse's stock, the
// unsellable ones locked) on a platform stock row of a sku its group neither allots nor pushed, and
// taken to the state a call needs. Four returns of one sku: sellable, damaged in transit (the
// platform pays), defective for a changed mind (a dispute is upheld) and defective as the customer
// said (a dispute is rejected).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../server/db/db';
import { actOnReturnMaster, openMaster, receiveReturn } from '../../../server/receipt/return-refund-steps';
import { ownWarehouse, platformStock } from './outbound-make';

export const FRESH_RETURNS = [
  { inspection: 'sellable', reason: 'CHANGED_MIND', qty: 2 },
  { inspection: 'damagedInTransit', reason: 'ARRIVED_DAMAGED', qty: 1 },
  { inspection: 'defective', reason: 'CHANGED_MIND', qty: 1 },
  { inspection: 'defective', reason: 'DEFECTIVE', qty: 3 },
] as const;

export async function freshReturnMaster(db: Db, tenantId: string, opts: { status?: 'collecting' | 'pendingConfirm' | 'disputed'; skip?: number } = {}) {
  const stock = await platformStock(db, tenantId, 1, opts.skip ?? 0);
  const id = `rm-t-${randomBytes(5).toString('hex')}`;
  const no = `RMT${id.slice(5).toUpperCase()}`;
  const now = new Date();
  const currency = (await db.one<{ currency: string }>('SELECT currency FROM skus WHERE id = $1', [stock.sku_id])).currency;
  const shipTo = await ownWarehouse(db, tenantId);
  const items = FRESH_RETURNS.map((_, k) => `${id}-${k + 1}`);
  await db.transaction(async (tx) => {
    await openMaster(tx, { tenantId, id, no, warehouseId: stock.warehouse_id, shipToId: shipTo, currency, weekStartsAt: new Date(now.getTime() - 86_400_000), now });
    for (const [k, r] of FRESH_RETURNS.entries()) {
      await receiveReturn(tx, { tenantId, masterId: id, id: items[k], no: `RRT${id.slice(5).toUpperCase()}${k + 1}`, orderRef: `SO-T-${k + 1}`, skuId: stock.sku_id, qty: r.qty, reason: r.reason, inspection: r.inspection, returnedAt: now, now });
    }
  });
  const by = { id: null, name: 'Test' };
  let version = 1;
  if (opts.status !== 'collecting') await db.transaction((tx) => actOnReturnMaster(tx, 'closeWeek', { tenantId, id, version: version++, lang: 'en', by, now }));
  if (opts.status === 'disputed') {
    await db.transaction((tx) => actOnReturnMaster(tx, 'dispute', { tenantId, id, version: version++, lang: 'en', by, now, items: [{ itemId: items[3], reason: 'Tested before shipping' }] }));
    await db.query('UPDATE receipt_return_masters SET decide_due_at = $2 WHERE id = $1', [id, new Date(now.getTime() + 365 * 86_400_000)]);
  }
  return { id, version, items, skuId: stock.sku_id, warehouseId: stock.warehouse_id, shipTo };
}
