// The platform's side of outbounds (docs/domain/receipts.md, "Outbounds"), run by the receipt job
// (receiving.ts) after the outbound orders'. One unit of work takes one confirmed outbound whose
// carrier time has passed (done_due_at <= now), locked FOR UPDATE SKIP LOCKED, and
//   - reverses it (ADDRESS_UNREACHABLE) when its ship-to warehouse is no longer active: the carrier
//     cannot hand it over and brings it back (the supplier confirms the reverse outbound);
//   - else delivers it (on hand rises at the ship-to warehouse);
// and, when none is due, one notified outbound whose answer-by has passed: nobody answered, so the
// platform scraps the goods at the supplier's cost (scrapped: they leave the platform warehouse).
// Through the same step as the calls (outbound-steps.ts): a record_history row by "Platform".
import type { Db } from '../db/db';
import { PLATFORM } from './outbound-order-steps';
import { actOnOutbound } from './outbound-steps';

export async function runOutboundJobOnce(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const due = await tx.maybe<{ id: string; tenant_id: string; version: number; reachable: boolean }>(
      `SELECT o.id, o.tenant_id, o.version, coalesce(w.status = 'active', false) AS reachable FROM receipt_outbounds o
         LEFT JOIN warehouses w ON w.id = o.ship_to_id AND w.tenant_id = o.tenant_id
        WHERE o.status = 'confirmed' AND o.done_due_at <= $1 ORDER BY o.done_due_at, o.id LIMIT 1 FOR UPDATE OF o SKIP LOCKED`,
      [now],
    );
    if (!due) return scrapUnanswered(tx, now);
    const step = { tenantId: due.tenant_id, id: due.id, version: due.version, lang: 'en' as const, by: PLATFORM, now };
    await actOnOutbound(tx, due.reachable ? 'deliver' : 'reverse', due.reachable ? step : { ...step, reason: 'ADDRESS_UNREACHABLE' });
    return true;
  });
}

async function scrapUnanswered(tx: Db, now: Date): Promise<boolean> {
  const late = await tx.maybe<{ id: string; tenant_id: string; version: number }>(
    `SELECT id, tenant_id, version FROM receipt_outbounds WHERE status = 'notified' AND answer_by <= $1 ORDER BY answer_by, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [now],
  );
  if (!late) return false;
  await actOnOutbound(tx, 'scrap', { tenantId: late.tenant_id, id: late.id, version: late.version, lang: 'en', by: PLATFORM, now });
  return true;
}
