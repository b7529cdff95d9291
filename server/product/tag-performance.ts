// The platform's performance review of approved fulfilment labels (docs/domain/products.md,
// "Fulfilment tag"), one unit of work of the product decision job (run through
// platform-decisions.ts): takes one approved application whose performance review is due
// (performance_due_at, or one period after its approval when it has had none), locked FOR UPDATE
// SKIP LOCKED so several server processes never review one twice, counts the product's channel's
// (shop's) orders shipped since the approval and how many shipped by their deadline, and applies
// tagPerformanceDecision(): under the label's threshold once enough have shipped, the platform
// revokes it (PERFORMANCE_BELOW, the figures in the history note and the change record); else the
// next review is due one period later. A supplier revoking at the same moment waits for the row
// lock and is told the platform decided (PRODUCT_TAG_DECIDED), or holds it and the job skips the row.
//   TAG_PERFORMANCE_REVIEW_SECONDS (default 86400, a day, as platforms re-rate sellers daily): the period.
import { tagPerformanceDecision, type FulfilmentTag } from '../../src/contract/product';
import type { Db } from '../db/db';
import { writeProductChange } from './change-records';
import { writeTagHistory } from './tag';

const PLATFORM = { id: null, name: 'Platform' };

export function tagPerformanceSeconds(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.TAG_PERFORMANCE_REVIEW_SECONDS);
  return env.TAG_PERFORMANCE_REVIEW_SECONDS && Number.isFinite(value) && value > 0 ? value : 86_400;
}

/** The channel's orders shipped since `since`, and how many by their deadline (tag-facts.ts counts all of them, for the approval). */
export async function tagShippingSince(db: Db, tenantId: string, productId: string, since: Date): Promise<{ shipped: number; onTime: number }> {
  const row = await db.one<{ shipped: number; on_time: number }>(
    `SELECT count(*)::int AS shipped, count(*) FILTER (WHERE o.shipped_at <= o.ship_deadline)::int AS on_time
       FROM orders o
      WHERE o.tenant_id = $1 AND o.shipped_at >= $3
        AND o.cart_id = (SELECT cart_id FROM products WHERE id = $2 AND tenant_id = $1)`,
    [tenantId, productId, since],
  );
  return { shipped: row.shipped, onTime: row.on_time };
}

export async function reviewOneTagPerformance(db: Db, now: Date, periodSeconds = tagPerformanceSeconds()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const due = await tx.maybe<{ id: string; tenant_id: string; product_id: string; application_no: string; tag: FulfilmentTag; decided_at: Date }>(
      `SELECT id, tenant_id, product_id, application_no, tag, decided_at FROM product_tag_applications
        WHERE status = 'approved' AND coalesce(performance_due_at, decided_at + make_interval(secs => $2)) <= $1
        ORDER BY coalesce(performance_due_at, decided_at + make_interval(secs => $2)), id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now, periodSeconds],
    );
    if (!due) return false;
    const since = await tagShippingSince(tx, due.tenant_id, due.product_id, due.decided_at);
    const code = tagPerformanceDecision(due.tag, since);
    if (!code) {
      // kept: no history row (nothing changed for the supplier), only the next review's time
      await tx.query(`UPDATE product_tag_applications SET performance_due_at = $2 WHERE id = $1`, [due.id, new Date(now.getTime() + periodSeconds * 1000)]);
      return true;
    }
    const figures = `${since.onTime}/${since.shipped}`;
    await tx.query(`UPDATE product_tag_applications SET status = 'revoked', decision_code = $2, performance_due_at = NULL, version = version + 1 WHERE id = $1`, [due.id, code]);
    await writeTagHistory(tx, due.tenant_id, due.id, 'revoke', 'approved', 'revoked', `${code} · ${figures}`, PLATFORM, now);
    await writeProductChange(tx, { tenantId: due.tenant_id, productId: due.product_id, subject: 'tag', subjectNo: due.application_no, action: 'revoked', detail: `${due.tag} · ${code} · ${figures}`, by: PLATFORM, at: now });
    return true;
  });
}
