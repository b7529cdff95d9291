// Fresh outbounds (the platform's notices) for the tests and the matrices' fixtures, issued through
// the server's own step (outbound-steps.ts: the lines locked) on a platform stock row of a sku its
// group neither allots nor pushed, and taken to the state a call needs through the same steps.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../server/db/db';
import { actOnOutbound, issueOutbound } from '../../../server/receipt/outbound-steps';
import { ownWarehouse, platformStock } from './outbound-make';

export async function freshOutbound(db: Db, tenantId: string, opts: { status?: 'notified' | 'confirmed' | 'reversed'; qty?: number; skip?: number } = {}) {
  const qty = opts.qty ?? 6;
  const stock = await platformStock(db, tenantId, qty, opts.skip ?? 0);
  const id = `ob-t-${randomBytes(5).toString('hex')}`;
  const now = new Date();
  const shipTo = await ownWarehouse(db, tenantId);
  await db.transaction((tx) => issueOutbound(tx, { tenantId, id, no: `OBT${id.slice(5).toUpperCase()}`, warehouseId: stock.warehouse_id, shipToId: shipTo, cause: 'SLOW_MOVING', lines: [{ skuId: stock.sku_id, qty }], now }));
  const by = { id: null, name: 'Test' };
  let version = 1;
  if (opts.status === 'confirmed' || opts.status === 'reversed') {
    await db.transaction((tx) => actOnOutbound(tx, 'confirm', { tenantId, id, version: version++, lang: 'en', by, now }));
    await db.query('UPDATE receipt_outbounds SET done_due_at = $2 WHERE id = $1', [id, new Date(now.getTime() + 365 * 86_400_000)]);
  }
  if (opts.status === 'reversed') await db.transaction((tx) => actOnOutbound(tx, 'reverse', { tenantId, id, version: version++, lang: 'en', by, now, reason: 'REFUSED_AT_DOOR' }));
  return { id, version, skuId: stock.sku_id, warehouseId: stock.warehouse_id, shipTo };
}
