// The product decision job's units of work added after the price, tag and brand ones: the
// platform's decision on reported reviews (review-decisions.ts) and its performance review of
// approved labels (tag-performance.ts). PriceDecisionRunner (price-decisions.ts) calls this after
// its own work; each unit takes one row FOR UPDATE SKIP LOCKED. False when neither had work.
import type { Db } from '../db/db';
import { decideOneReviewReport } from './review-decisions';
import { reviewOneTagPerformance } from './tag-performance';

export async function runPlatformDecisions(db: Db, now: Date): Promise<boolean> {
  return (await decideOneReviewReport(db, now)) || (await reviewOneTagPerformance(db, now));
}
