// The platform's decision on reported reviews (docs/domain/products.md, "Review"), one unit of
// work of the product decision job (PriceDecisionRunner in price-decisions.ts runs it through
// platform-decisions.ts): takes one reported review whose review time has passed, locked FOR
// UPDATE SKIP LOCKED so several server processes never decide one twice, and applies
// reviewReportDecision() to its text: removed with the rule's code, else kept (NO_RULE_BROKEN),
// when a reply that waited for the decision is offered again (reviewMayReply). Writes the
// review's record_history row, the platform the actor. A supplier acting at the same moment
// waits for the row lock and is told the platform decided (PRODUCT_REVIEW_DECIDED).
//   REVIEW_REPORT_SECONDS (reviewReportSeconds() in review.ts, set when reported): how long the platform takes to decide a report (else the price review
//   time, PRICE_REVIEW_SECONDS: 30 s in the demo, 1 s in the e2e servers).
import { randomBytes } from 'node:crypto';
import { reviewDecisionStatus, reviewReportDecision } from '../../src/contract/product';
import type { Db } from '../db/db';
import { REVIEW_KIND } from './review';

const PLATFORM = { id: null, name: 'Platform' };

export async function decideOneReviewReport(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const due = await tx.maybe<{ id: string; tenant_id: string; body: string }>(
      `SELECT id, tenant_id, body FROM product_reviews WHERE status = 'reported' AND review_due_at <= $1 ORDER BY review_due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now],
    );
    if (!due) return false;
    const code = reviewReportDecision(due.body);
    const to = reviewDecisionStatus(code);
    await tx.query(`UPDATE product_reviews SET status = $2, decision_code = $3, decided_at = $4, version = version + 1 WHERE id = $1`, [due.id, to, code, now]);
    await tx.query(
      `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
       VALUES ($1, $2, $3, $4, $5, 'reported', $6, $7, $8, $9, $10)`,
      [`rh_${randomBytes(6).toString('hex')}`, due.tenant_id, REVIEW_KIND, due.id, to === 'removed' ? 'remove' : 'keep', to, code, PLATFORM.id, PLATFORM.name, now],
    );
    return true;
  });
}
