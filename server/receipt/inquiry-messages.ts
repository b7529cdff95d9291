// The price inquiry refusals, in both languages (ApiError: code, the caller's language, 409). A
// reply's refusal names the line and the field (data: lineId, lineNo, field, problem) so the form
// shows it on that field.
import type { Language } from '../../src/contract';
import { InquiryErrorCode, inquiryStatusLabels, type InquiryStatus, type ReplyField, type ReplyProblemKind } from '../../src/contract/receipt';
import { ApiError } from '../http/api-error';
import { bi, textOf, type Bi } from '../separate';

const refuse = (code: string, text: Bi, lang: Language, data: unknown = null) => new ApiError(code, textOf(text, lang), 409, data);

const fieldNames: Record<ReplyField | 'line', Bi> = {
  unitPrice: bi('unit price', '单价'),
  leadDays: bi('lead time', '交货周期'),
  minQty: bi('minimum quantity', '最小起订量'),
  validUntil: bi('valid until', '报价有效期'),
  line: bi('reply', '报价'),
};

const problems: Record<ReplyProblemKind | 'missing', (wanted: number, deadline: string) => Bi> = {
  required: () => bi('is required', '为必填项'),
  money: () => bi('must be a positive amount with at most 5 decimals (whole in a currency without cents)', '须为正数，最多 5 位小数（无辅币的币种须为整数）'),
  range: (wanted) => bi(`is out of range (lead time 1 to 180 days; minimum quantity 1 to ${wanted})`, `超出范围（交货周期 1 至 180 天；最小起订量 1 至 ${wanted}）`),
  beforeDeadline: (_w, deadline) => bi(`may not be earlier than the reply deadline (${deadline})`, `不得早于报价截止日（${deadline}）`),
  missing: () => bi('must be given once for every line of the inquiry', '须对询价单的每一行各填写一次'),
};

export const inquiryRefusals = {
  stale: (lang: Language) => refuse(InquiryErrorCode.stale, bi('This inquiry was changed by someone else. Reload it and try again.', '该询价单已被他人修改，请刷新后重试。'), lang),
  state: (lang: Language, status: InquiryStatus) =>
    refuse(InquiryErrorCode.decided, bi(`The inquiry is ${inquiryStatusLabels.bi[status].en.toLowerCase()}: this is no longer possible. Nothing was changed.`, `该询价单当前为「${inquiryStatusLabels.bi[status].zh}」，无法执行此操作，未做任何更改。`), lang),
  closed: (lang: Language, deadline: string) =>
    refuse(InquiryErrorCode.closed, bi(`The reply window closed at ${deadline}: the reply can no longer change. Nothing was changed.`, `报价已于 ${deadline} 截止，不能再修改报价。未做任何更改。`), lang),
  replyInvalid: (lang: Language, line: { lineId: string; lineNo: number; wanted: number }, field: ReplyField | 'line', problem: ReplyProblemKind | 'missing', deadline: string) => {
    const f = fieldNames[field];
    const p = problems[problem](line.wanted, deadline);
    return refuse(
      InquiryErrorCode.replyInvalid,
      bi(`Line ${line.lineNo}: the ${f.en} ${p.en}. Nothing was changed.`, `第 ${line.lineNo} 行：${f.zh}${p.zh}。未做任何更改。`),
      lang,
      { lineId: line.lineId, lineNo: line.lineNo, field, problem },
    );
  },
};
