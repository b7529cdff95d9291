// The refusals of same-product relations in both languages (src/contract/product/same-values.ts
// SameErrorCode).
import type { Language } from '../../src/contract';
import { SameErrorCode } from '../../src/contract/product';
import { ApiError } from '../http/api-error';
import { bi, fillBi, textOf, type Bi } from '../separate';

const refusal = (code: string, text: Bi, lang: Language, status = 409, data: unknown = null) => new ApiError(code, textOf(text, lang), status, data);

export const sameStale = (lang: Language) =>
  refusal(SameErrorCode.stale, bi('This relation was changed by someone else. Reload it and try again.', '该同款关联已被他人修改，请刷新后重试。'), lang);

export const sameDecided = (lang: Language, status: string) =>
  refusal(
    SameErrorCode.decided,
    status === 'confirmed'
      ? bi('This relation is already confirmed. Nothing was changed.', '该同款关联已确认，本次操作未做任何更改。')
      : status === 'proposed'
        ? bi('This relation is not confirmed yet. Nothing was changed.', '该同款关联尚未确认，本次操作未做任何更改。')
        : bi('This relation is already closed. Nothing was changed.', '该同款关联已结束，本次操作未做任何更改。'),
    lang,
  );

export const sameLive = (lang: Language, productCode: string, relationNo: string) =>
  refusal(
    SameErrorCode.live,
    fillBi(bi('Product {code} already has a relation ({no}) proposed or confirmed. Decide or unlink it first.', '商品 {code} 已有待确认或已确认的同款关联（{no}），请先处理或解除。'), { code: productCode, no: relationNo }),
    lang,
  );

export const sameCategory = (lang: Language, ours: string, standard: string) =>
  refusal(
    SameErrorCode.category,
    fillBi(bi('The platform does not accept this relation: our category {ours} differs from the standard category {standard}.', '平台不接受该关联：我方类目 {ours} 与标准类目 {standard} 不同。'), { ours, standard }),
    lang,
    400,
  );
