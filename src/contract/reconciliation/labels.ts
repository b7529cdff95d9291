// The /reconciliation domain's values in both languages (kernel/labels.ts): the option dictionaries,
// the server's messages and exports, and the screens read these sets.
import { defineLabels } from '../kernel/labels';
import type { BillStatus, BillType } from './bills';
import type { LineDecisionState, ResultClass } from './results';

export const billStatusLabels = defineLabels<BillStatus>({
  draft: ['Draft', '草稿'],
  imported: ['Imported', '已导入'],
  matched: ['Matched', '已匹配'],
  submitted: ['Submitted', '已提交'],
  closed: ['Closed', '已关闭'],
});

export const billTypeLabels = defineLabels<BillType>({
  logisticsCost: ['Logistics cost', '物流费用'],
});

export const resultClassLabels = defineLabels<ResultClass>({
  matched: ['Matched', '一致'],
  WEIGHT: ['Weight differs', '重量差异'],
  RATE: ['Rate differs', '费率差异'],
  ACCESSORIAL: ['Unknown charge', '未约定附加费'],
  DUPLICATE: ['Charged twice', '重复计费'],
  MISSING_SHIPMENT: ['No such shipment', '无此发货'],
  missingInBill: ['Missing in the bill', '账单漏计'],
});

export const lineDecisionLabels = defineLabels<LineDecisionState>({
  none: ['Nothing to decide', '无需处理'],
  open: ['To decide', '待处理'],
  accepted: ['Accepted', '已接受'],
  disputed: ['Disputed', '已争议'],
});
