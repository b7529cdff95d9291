// The platform's performance review of an approved fulfilment label (docs/domain/products.md,
// "Fulfilment tag"): the job (server/product/tag-performance.ts) looks at each approved label once
// per review period and revokes it when the shop's on-time rate over the orders shipped since the
// approval falls under the label's threshold, once enough of them have shipped: the same
// thresholds and minimum as the approval (TAG_RULES in tag.ts), so a label is kept on the terms it
// was granted on.
import { TAG_RULES, type FulfilmentTag } from './tag';

/** 'PERFORMANCE_BELOW' when the label is to be revoked; null: it stays. */
export function tagPerformanceDecision(tag: FulfilmentTag, sinceApproval: { shipped: number; onTime: number }): 'PERFORMANCE_BELOW' | null {
  if (sinceApproval.shipped < TAG_RULES.minShippedOrders) return null;
  return sinceApproval.onTime / sinceApproval.shipped < TAG_RULES.onTimeMin[tag] ? 'PERFORMANCE_BELOW' : null;
}
