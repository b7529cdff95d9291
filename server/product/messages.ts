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
