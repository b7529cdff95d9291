// The reconciliation area's refusals, in both languages (ApiError: code, the caller's language, 409).
import type { Language } from '../../src/contract';
import { billStatusLabels, ReconciliationErrorCode, type BillStatus } from '../../src/contract/reconciliation';
import { ApiError } from '../http/api-error';
import { bi, textOf, type Bi } from '../separate';

const refuse = (code: string, text: Bi, lang: Language, data: unknown = null) => new ApiError(code, textOf(text, lang), 409, data);

export const reconciliationRefusals = {
  stale: (lang: Language) => refuse(ReconciliationErrorCode.stale, bi('This bill was changed by someone else. Reload it and try again.', '该对账单已被他人修改，请刷新后重试。'), lang),
  lineStale: (lang: Language) => refuse(ReconciliationErrorCode.stale, bi('This line was changed by someone else. Reload it and try again.', '该对账行已被他人修改，请刷新后重试。'), lang),
  state: (lang: Language, status: BillStatus) =>
    refuse(ReconciliationErrorCode.state, bi(`The bill is ${billStatusLabels.bi[status].en.toLowerCase()}: this is no longer possible. Nothing was changed.`, `该对账单当前为「${billStatusLabels.bi[status].zh}」，无法执行此操作，未做任何更改。`), lang),
  lineDecided: (lang: Language) => refuse(ReconciliationErrorCode.state, bi('This line was already decided, or has nothing to decide. Nothing was changed.', '该对账行已处理或无需处理，未做任何更改。'), lang),
  undecided: (lang: Language, open: number) =>
    refuse(ReconciliationErrorCode.undecided, bi(`${open} difference(s) are not accepted or disputed yet: decide each before submitting. Nothing was changed.`, `还有 ${open} 条差异未接受或争议，请逐条处理后再提交。未做任何更改。`), lang, { open }),
  noProvider: (lang: Language, code: string) =>
    refuse(ReconciliationErrorCode.noProvider, bi(`"${code}" is not one of your active logistics channels with a cost setting.`, `“${code}”不是您启用中且已设置费用的物流渠道。`), lang),
  exists: (lang: Language, billNo: string) =>
    refuse(ReconciliationErrorCode.exists, bi(`Bill ${billNo} is already of this provider, type and period.`, `该物流渠道、类型和账期已有对账单 ${billNo}。`), lang, { billNo }),
};
