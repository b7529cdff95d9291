// The /product area's refusals in both languages (src/contract/product/price.ts PriceErrorCode).
import type { Language } from '../../src/contract';
import { PriceErrorCode } from '../../src/contract/product';
import { ApiError } from '../http/api-error';
import { bi, fillBi, textOf, type Bi } from '../separate';

const refusal = (code: string, text: Bi, lang: Language, status = 409, data: unknown = null) => new ApiError(code, textOf(text, lang), status, data);

export const priceStale = (lang: Language) =>
  refusal(PriceErrorCode.stale, bi('This price proposal was changed by someone else. Reload it and try again.', '该调价单已被他人修改，请刷新后重试。'), lang);

export const priceDecided = (lang: Language, status: string) =>
  refusal(
    PriceErrorCode.decided,
    status === 'withdrawn'
      ? bi('This price proposal was already withdrawn. Nothing was changed.', '该调价单已撤回，本次操作未做任何更改。')
      : bi('The platform has already decided this price proposal. Nothing was changed.', '平台已审核该调价单，本次操作未做任何更改。'),
    lang,
  );

export const priceOpen = (lang: Language, proposalNo: string) =>
  refusal(
    PriceErrorCode.open,
    fillBi(bi('This sku already has an open price proposal ({no}). Withdraw it or wait for it to take effect.', '该 SKU 已有未完结的调价单（{no}），请先撤回或等待其生效。'), { no: proposalNo }),
    lang,
  );

/** Each problem of a proposal's values, named; field keys in `data.fields`. */
export const priceInvalid = (lang: Language, problems: { field: string; text: Bi }[]) =>
  new ApiError(PriceErrorCode.invalid, problems.map((p) => textOf(p.text, lang)).join(' '), 400, { fields: problems.map((p) => p.field) });

export const priceProblems = {
  samePrice: bi('The new price is the current price.', '新供货价与当前供货价相同。'),
  datePast: bi('The effective date is before today.', '生效日期早于今天。'),
  dateFar: bi('The effective date is more than 90 days ahead.', '生效日期距今超过 90 天。'),
  skuInactive: bi('The sku is not active on its channel.', '该 SKU 在渠道上未启用。'),
};

// Brand authorizations and reviews (src/contract/product/brand.ts, review.ts).
export const brandStale = (lang: Language) =>
  refusal('PRODUCT_BRAND_STALE', bi('This brand authorization was changed by someone else. Reload it and try again.', '该品牌授权已被他人修改，请刷新后重试。'), lang);

export const brandDecided = (lang: Language, status: string) =>
  refusal(
    'PRODUCT_BRAND_DECIDED',
    status === 'revoked'
      ? bi('This brand authorization was already revoked. Nothing was changed.', '该品牌授权已撤销，本次操作未做任何更改。')
      : status === 'expired'
        ? bi('This brand authorization has expired: add a new one with a current document. Nothing was changed.', '该品牌授权已过期，请使用有效文件重新添加。本次操作未做任何更改。')
        : bi('The platform has already decided or taken this brand authorization. Nothing was changed.', '平台已受理或审核该品牌授权，本次操作未做任何更改。'),
    lang,
  );

export const reviewStale = (lang: Language) =>
  refusal('PRODUCT_REVIEW_STALE', bi('This review was changed by someone else. Reload it and try again.', '该评价已被他人修改，请刷新后重试。'), lang);

export const reviewDecided = (lang: Language, status: string) =>
  refusal(
    'PRODUCT_REVIEW_DECIDED',
    status === 'removed'
      ? bi('The platform removed this review. Nothing was changed.', '平台已删除该评价，本次操作未做任何更改。')
      : bi('This review was already reported. Nothing was changed.', '该评价已被举报，本次操作未做任何更改。'),
    lang,
  );

export const reviewReplied = (lang: Language) =>
  refusal('PRODUCT_REVIEW_REPLIED', bi('This review already has a reply; a reply is final. Nothing was changed.', '该评价已回复，回复不可修改。本次操作未做任何更改。'), lang);

/** Each problem of a new brand authorization, named; field keys in `data.fields`. */
export const brandInvalid = (lang: Language, problems: { field: string; text: Bi }[]) =>
  new ApiError('PRODUCT_BRAND_INVALID', problems.map((p) => textOf(p.text, lang)).join(' '), 400, { fields: problems.map((p) => p.field) });

export const brandProblems = {
  brandUnknown: bi('The brand is not one of your products’ brands.', '该品牌不是您商品的品牌。'),
  periodReversed: bi('Valid to is before valid from.', '有效期至早于有效期起。'),
  periodPassed: bi('Valid to has already passed.', '有效期至已过。'),
  licensorMissing: bi('A licensed brand needs its licensor.', '授权品牌须填写授权方。'),
  documentsUnknown: bi('A document is given twice or already belongs to another authorization: upload it again.', '有文件重复或已属于其他授权，请重新上传。'),
};

export const brandDocumentType = (lang: Language) =>
  new ApiError('PRODUCT_BRAND_DOCUMENT_TYPE', textOf(bi('A document must be a PDF, PNG, JPEG or WebP file.', '文件须为 PDF、PNG、JPEG 或 WEBP 格式。'), lang), 400);
