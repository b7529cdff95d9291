// The platform's side of outbound orders (docs/domain/receipts.md, "Outbound orders"), run by the
// receipt job (receiving.ts) after its own work. One unit of work takes one due order row locked
// with FOR UPDATE SKIP LOCKED (several server processes never take the same one) and
//   - decides a submitted order whose review time has passed (decide_due_at <= now): rejected with
//     platformRejectReason()'s code (the lock released), else confirmed (the stock leaves);
//   - finishes a confirmed order whose time has passed (done_due_at <= now): a return is delivered
//     to its ship-to warehouse, a scrap order scrapped.
// Each step goes through the same record-with-actions step as the calls (outbound-order-steps.ts),
// so it writes a record_history row by "Platform".
import type { Db } from '../db/db';
import { actOnOutboundOrder, PLATFORM, platformRejectReason } from './outbound-order-steps';

interface Due {
  id: string;
  order_no: string;
  tenant_id: string;
  warehouse_id: string;
  purpose: 'return' | 'scrap';
  submitted_at: Date;
  version: number;
}

/** One due decision or delivery in its own transaction; false when there was none. */
export async function runOutboundOrderJobOnce(db: Db, now: Date): Promise<boolean> {
  const decided = await db.transaction(async (tx) => {
    const due = await tx.maybe<Due>(
      `SELECT id, order_no, tenant_id, warehouse_id, purpose, submitted_at, version FROM receipt_outbound_orders WHERE status = 'submitted' AND decide_due_at <= $1 ORDER BY decide_due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now],
    );
    if (!due) return false;
    const reason = await platformRejectReason(tx, due.tenant_id, due);
    await actOnOutboundOrder(tx, reason ? 'reject' : 'confirm', { tenantId: due.tenant_id, id: due.id, version: due.version, lang: 'en', by: PLATFORM, now, reason: reason ?? undefined });
    return true;
  });
  if (decided) return true;
  return db.transaction(async (tx) => {
    const due = await tx.maybe<Due>(
      `SELECT id, order_no, tenant_id, warehouse_id, purpose, submitted_at, version FROM receipt_outbound_orders WHERE status = 'confirmed' AND done_due_at <= $1 ORDER BY done_due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now],
    );
    if (!due) return false;
    await actOnOutboundOrder(tx, due.purpose === 'return' ? 'deliver' : 'scrap', { tenantId: due.tenant_id, id: due.id, version: due.version, lang: 'en', by: PLATFORM, now });
    return true;
  });
}
