// The platform's side of return-refund masters (docs/domain/receipts.md, "Return-refund master and
// orders"), run by the receipt job (receiving.ts) after the outbounds'. One unit of work takes the
// master most overdue among: a collecting one whose week has ended (-> pendingConfirm), a disputed
// one whose decision time has passed (each disputed item decided, -> confirmed: its outbound leaves)
// and a confirmed one whose outbound's carrier time has passed (-> done: delivered to the ship-to),
// locked FOR UPDATE SKIP LOCKED; through the same step as the calls (return-refund-steps.ts), written
// in the history as by "Platform".
import type { Db } from '../db/db';
import { PLATFORM } from './outbound-order-steps';
import { actOnReturnMaster, type ReturnMasterAction } from './return-refund-steps';

const ACTION: Record<string, ReturnMasterAction> = { collecting: 'closeWeek', disputed: 'decide', confirmed: 'deliver' };

export async function runReturnRefundJobOnce(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const due = await tx.maybe<{ id: string; tenant_id: string; version: number; status: string }>(
      `SELECT id, tenant_id, version, status FROM receipt_return_masters
        WHERE (status = 'collecting' AND week_ends_at <= $1) OR (status = 'disputed' AND decide_due_at <= $1) OR (status = 'confirmed' AND done_due_at <= $1)
        ORDER BY CASE status WHEN 'collecting' THEN week_ends_at WHEN 'disputed' THEN decide_due_at ELSE done_due_at END, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now],
    );
    if (!due) return false;
    await actOnReturnMaster(tx, ACTION[due.status], { tenantId: due.tenant_id, id: due.id, version: due.version, lang: 'en', by: PLATFORM, now });
    return true;
  });
}
