// The order follows its inbound (docs/domain/receipts.md, "Slice (built): replenishment inbounds"):
// run by the platform's replenishment job (suggest-job.ts) in its transaction, through the order's
// own steps (steps.ts: ship, receive; a history row by "Platform"):
//   confirmed -> shipping  an inbound of the order's receipt request has left the supplier
//                          (shipped or received);
//   shipping  -> done      one of them was received and none is still on the way (shipped).
// A confirmed order whose inbound was received between two runs takes both steps in one.
// Orders are taken with FOR UPDATE SKIP LOCKED (another server process or a supplier's action
// holding one leaves it to the next run).
import type { Db } from '../db/db';
import { actOnOrder } from './steps';

// left the supplier (a dock rejection is still on its way); counted (received, or closed once settled)
const LEFT = `('shipped', 'rejectedAtDock', 'received', 'closed')`;
const COUNTED = `('received', 'closed')`;
const ON_WAY = `('shipped', 'rejectedAtDock')`;

/** Moves the orders their inbounds moved; answers how many steps were taken. */
export async function syncOrdersWithInbounds(tx: Db, now: Date, limit = 20): Promise<number> {
  const due = await tx.query<{ id: string; tenant_id: string; status: 'confirmed' | 'shipping'; version: number; received: boolean; on_way: boolean }>(
    `SELECT o.id, o.tenant_id, o.status, o.version,
            EXISTS (SELECT 1 FROM receipt_inbounds i WHERE i.request_id = q.id AND i.tenant_id = q.tenant_id AND i.status IN ${COUNTED}) AS received,
            EXISTS (SELECT 1 FROM receipt_inbounds i WHERE i.request_id = q.id AND i.tenant_id = q.tenant_id AND i.status IN ${ON_WAY}) AS on_way
       FROM replenishment_orders o JOIN receipt_requests q ON q.replenishment_order_id = o.id AND q.tenant_id = o.tenant_id
      WHERE (o.status = 'confirmed' AND EXISTS (SELECT 1 FROM receipt_inbounds i WHERE i.request_id = q.id AND i.tenant_id = q.tenant_id AND i.status IN ${LEFT}))
         OR (o.status = 'shipping' AND EXISTS (SELECT 1 FROM receipt_inbounds i WHERE i.request_id = q.id AND i.tenant_id = q.tenant_id AND i.status IN ${COUNTED})
                                   AND NOT EXISTS (SELECT 1 FROM receipt_inbounds i WHERE i.request_id = q.id AND i.tenant_id = q.tenant_id AND i.status IN ${ON_WAY}))
      ORDER BY o.id LIMIT $1 FOR UPDATE OF o SKIP LOCKED`,
    [limit],
  );
  let steps = 0;
  for (const o of due) {
    const step = { tenantId: o.tenant_id, id: o.id, lang: 'en' as const, by: { id: null, name: 'Platform' }, now };
    let version = o.version;
    if (o.status === 'confirmed') {
      await actOnOrder(tx, 'ship', { ...step, version });
      version++;
      steps++;
    }
    if (o.received && !o.on_way) {
      await actOnOrder(tx, 'receive', { ...step, version });
      steps++;
    }
  }
  return steps;
}
