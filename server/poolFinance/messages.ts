// The pool financing refusals, in both languages (ApiError: code, the caller's language, 409).
import type { Language } from '../../src/contract';
import { PoolFinanceErrorCode } from '../../src/contract/poolFinance';
import { ApiError } from '../http/api-error';
import { bi, textOf, type Bi } from '../separate';

const refuse = (code: string, text: Bi, lang: Language, data: unknown = null) => new ApiError(code, textOf(text, lang), 409, data);

export const poolFinanceRefusals = {
  stale: (lang: Language, number: string) =>
    refuse(PoolFinanceErrorCode.stale, bi(`Settlement ${number} was changed since you read it. Reload the limit and try again. Nothing was sent.`, `结算单 ${number} 在您读取后已被修改，请刷新额度后重试。未提交任何申请。`), lang, { number }),
  ineligible: (lang: Language, number: string) =>
    refuse(PoolFinanceErrorCode.ineligible, bi(`Settlement ${number} cannot be financed: only confirmed settlements not yet due, owed something once disputed lines are left aside. Nothing was sent.`, `结算单 ${number} 不可融资：仅限已确认、未到付款日且扣除争议明细后仍有应收金额的结算单。未提交任何申请。`), lang, { number }),
  taken: (lang: Language, number: string) =>
    refuse(PoolFinanceErrorCode.taken, bi(`Settlement ${number} is already in another application. Nothing was sent.`, `结算单 ${number} 已在其他融资申请中。未提交任何申请。`), lang, { number }),
  currencies: (lang: Language) =>
    refuse(PoolFinanceErrorCode.currencies, bi('The settlements picked are in different currencies: apply for one currency at a time. Nothing was sent.', '所选结算单币种不同，请按币种分别申请。未提交任何申请。'), lang),
  overLimit: (lang: Language, limit: string, currency: string) =>
    refuse(PoolFinanceErrorCode.overLimit, bi(`The amount is over what these settlements allow: at most ${limit} ${currency}. Nothing was sent.`, `申请金额超出可融资额度：最多 ${limit} ${currency}。未提交任何申请。`), lang, { limit, currency }),
};
