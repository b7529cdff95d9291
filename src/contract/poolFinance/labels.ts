// The /poolFinance domain's values in both languages (kernel/labels.ts): the option dictionaries, the
// server's messages and exports, and the screens read these sets.
import { defineLabels } from '../kernel/labels';
import type { ApplicationStatus, RefusalReason } from './applications';

export const applicationStatusLabels = defineLabels<ApplicationStatus>({
  submitted: ['Submitted', '已提交'],
  approved: ['Approved', '已批准'],
  refused: ['Refused', '已拒绝'],
  disbursed: ['Paid out', '已放款'],
});

export const refusalReasonLabels = defineLabels<RefusalReason>({
  OVER_LIMIT: ['Over the limit', '超出额度'],
  SETTLEMENT_DUE: ['Settlement already due for payment', '结算单已到付款日'],
  SETTLEMENT_INELIGIBLE: ['Settlement no longer eligible', '结算单已不符合条件'],
});
