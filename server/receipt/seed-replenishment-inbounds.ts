// The receipt side of the replenishment seed (server/replenishment/seed.ts, exported by index.ts):
// a seeded replenishment order's draft inbound (openReplenishmentInbound) taken on as the receipt
// seed (seed.ts) takes its own: tracking given and confirmed (its lines locked in the ship-from
// warehouse), shipped (out of it, in transit; the request settles), and for a done order received
// by the platform's count (the stock, the receipt, the request's status). The same stock steps as
// the inbound calls and the dock job, so the equation holds. A shipped one's count is due when the
// caller says (the seed: a year after its anchor, so the job leaves it).
import type { Db } from '../db/db';
import { receiveInbound, settleRequest } from './steps';
import { lockInboundStock, shipInboundStock } from './stock';

export interface SeededInboundSteps {
  tenantId: string;
  inboundId: string;
  /** Two characters and digits; the last digit is the count rule's (2: as shipped). */
  trackingNo: string;
  to: 'shipped' | 'received';
  confirmedAt: Date;
  shippedAt: Date;
  /** When the platform counts a shipped one (to: 'shipped'), or counted it (to: 'received'). */
  receiveAt: Date;
}

export async function advanceSeededInbound(tx: Db, s: SeededInboundSteps): Promise<void> {
  const head = await tx.one<{ id: string; inbound_no: string; from_warehouse_id: string; request_id: string }>(
    'SELECT id, inbound_no, from_warehouse_id, request_id FROM receipt_inbounds WHERE id = $1 AND tenant_id = $2',
    [s.inboundId, s.tenantId],
  );
  await tx.query(`UPDATE receipt_inbounds SET status = 'confirmed', carrier_code = 'DHL', tracking_no = $3, ship_date = $4, version = 3, updated_at = $5 WHERE id = $1 AND tenant_id = $2`, [
    s.inboundId,
    s.tenantId,
    s.trackingNo,
    s.shippedAt.toISOString().slice(0, 10),
    s.confirmedAt,
  ]);
  await lockInboundStock(tx, s.tenantId, head, 'en', s.confirmedAt);
  await tx.query(`UPDATE receipt_inbounds SET status = 'shipped', shipped_at = $3, receive_due_at = $4, version = 4, updated_at = $3 WHERE id = $1 AND tenant_id = $2`, [s.inboundId, s.tenantId, s.shippedAt, s.receiveAt]);
  await shipInboundStock(tx, s.tenantId, head, s.shippedAt);
  await settleRequest(tx, s.tenantId, head.request_id, s.shippedAt);
  if (s.to === 'shipped') return;
  await receiveInbound(tx, { id: s.inboundId, tenant_id: s.tenantId, request_id: head.request_id, tracking_no: s.trackingNo }, s.receiveAt);
}
