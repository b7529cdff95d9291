// The /finance domain's values in both languages (kernel/labels.ts): the option dictionaries, the
// server's messages and exports, and the screens read these sets.
import { defineLabels } from '../kernel/labels';
import type { InvoiceStatus } from './invoices';
import type { SettlementStatus } from './settlements';
import type { DisputeReason, DisputeStatus, TransactionKind } from './transactions';

export const settlementStatusLabels = defineLabels<SettlementStatus>({
  open: ['Open', '进行中'],
  pendingConfirm: ['Awaiting confirmation', '待确认'],
  disputed: ['Disputed', '有异议'],
  confirmed: ['Confirmed', '已确认'],
});

export const transactionKindLabels = defineLabels<TransactionKind>({
  sale: ['Sale', '销售'],
  return: ['Return', '退货'],
  refund: ['Refund', '退款'],
});

export const disputeReasonLabels = defineLabels<DisputeReason>({
  PRICE_NOT_IN_FORCE: ['Price not in force on that date', '价格在当日未生效'],
  QUANTITY_RECEIVED_WRONG: ['Quantity received is wrong', '收货数量有误'],
  PENALTY_NOT_MY_FAULT: ['Penalty not caused by me', '罚款非我方责任'],
  DUPLICATE_LINE: ['Duplicate line', '重复明细'],
  OTHER: ['Other (say why)', '其他（请说明）'],
});

export const disputeStatusLabels = defineLabels<DisputeStatus>({
  open: ['Awaiting the platform', '待平台处理'],
  won: ['Upheld: adjusted', '已支持并调整'],
  refused: ['Refused', '已驳回'],
});

export const invoiceStatusLabels = defineLabels<InvoiceStatus>({
  draft: ['Draft', '草稿'],
  submitted: ['Submitted', '已提交'],
  approved: ['Approved', '已通过'],
  rejected: ['Rejected', '已驳回'],
  cancelled: ['Cancelled', '已取消'],
});
