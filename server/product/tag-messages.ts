// The refusals of fulfilment tag applications in both languages (src/contract/product/tag.ts TagErrorCode).
import type { Language } from '../../src/contract';
import { TagErrorCode } from '../../src/contract/product';
import { ApiError } from '../http/api-error';
import { bi, fillBi, textOf, type Bi } from '../separate';

const refusal = (code: string, text: Bi, lang: Language, status = 409, data: unknown = null) => new ApiError(code, textOf(text, lang), status, data);

export const tagStale = (lang: Language) =>
  refusal(TagErrorCode.stale, bi('This label application was changed by someone else. Reload it and try again.', '该标签申请已被他人修改，请刷新后重试。'), lang);

export const tagDecided = (lang: Language, status: string) =>
  refusal(
    TagErrorCode.decided,
    status === 'withdrawn'
      ? bi('This label application was already withdrawn. Nothing was changed.', '该标签申请已撤回，本次操作未做任何更改。')
      : status === 'revoked'
        ? bi('This label was already revoked. Nothing was changed.', '该标签已撤销，本次操作未做任何更改。')
        : bi('The platform has already decided this label application. Nothing was changed.', '平台已审核该标签申请，本次操作未做任何更改。'),
    lang,
  );

export const tagOpen = (lang: Language, no: string) =>
  refusal(
    TagErrorCode.open,
    fillBi(bi('This product already has an open application for this label ({no}). Withdraw or revoke it first.', '该商品已有此标签的未完结申请（{no}），请先撤回或撤销。'), { no }),
    lang,
  );

export const tagInvalid = (lang: Language, problems: { field: string; text: Bi }[]) =>
  new ApiError(TagErrorCode.invalid, problems.map((p) => textOf(p.text, lang)).join(' '), 400, { fields: problems.map((p) => p.field) });

export const tagProblems = {
  skuNotOfProduct: bi('A chosen sku is not one of this product’s skus.', '所选 SKU 不属于该商品。'),
  skuRepeated: bi('A sku is chosen twice.', '同一 SKU 被重复选择。'),
};
