// The /reconciliation domain's values in both languages (kernel/labels.ts): the option dictionary, the
// server's messages and exports, and the screens read this set.
import { defineLabels } from '../kernel/labels';
import type { ReconciliationRecordStatus } from './records';

export const reconciliationRecordStatusLabels = defineLabels<ReconciliationRecordStatus>({
  pending: ['Pending review', '待审核'],
  approved: ['Approved', '已通过'],
  rejected: ['Rejected', '已驳回'],
});
