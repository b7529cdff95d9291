// The refusals of a sale price change (src/contract/product/sku.ts SkuErrorCode), in both languages.
import type { Language } from '../../src/contract';
import { SkuErrorCode } from '../../src/contract/product';
import { ApiError } from '../http/api-error';
import { bi, fillBi, textOf } from '../separate';

const problems = {
  notPositive: bi('The sale price must be a positive amount.', '售价须为正数。'),
  decimals: bi('The sale price has at most 2 decimals.', '售价最多保留 2 位小数。'),
  tooLarge: bi('The sale price is too large.', '售价过大。'),
};

export const salePriceInvalid = (lang: Language, problem: keyof typeof problems) =>
  new ApiError(SkuErrorCode.invalid, textOf(problems[problem], lang), 400, { fields: ['salePrice'] });

export const salePriceBelowPurchase = (lang: Language, purchase: string) =>
  new ApiError(
    SkuErrorCode.belowPurchase,
    textOf(fillBi(bi('The sale price is under the purchase price ({price}): you would sell at a loss.', '售价低于采购价（{price}），将亏本销售。'), { price: purchase }), lang),
    409,
    { fields: ['salePrice'] },
  );

export const salePriceStale = (lang: Language) =>
  new ApiError(SkuErrorCode.stale, textOf(bi('This sku’s price was changed by someone else. Reload it and try again.', '该 SKU 的价格已被他人修改，请刷新后重试。'), lang), 409);
