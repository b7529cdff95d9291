// The refusals of the distribution settings and the supplier subscriptions, in both languages
// (src/contract/product/distribution.ts DistributionErrorCode, subscriptions.ts SubscriptionErrorCode).
import type { Language } from '../../src/contract';
import { DISCOUNT_PERCENT_BELOW, DistributionErrorCode, SubscriptionErrorCode, type DiscountProblem } from '../../src/contract/product';
import { ApiError } from '../http/api-error';
import { bi, fillBi, textOf, type Bi } from '../separate';

export const distributionStale = (lang: Language) =>
  new ApiError(DistributionErrorCode.stale, textOf(bi('These distribution settings were changed by someone else. Reload them and try again. Nothing was changed.', '这些分销设置已被他人修改，请刷新后重试。本次操作未做任何更改。'), lang), 409);

const discountTexts: Record<DiscountProblem, Bi> = {
  required: bi('Enter the discount distributors get before offering your products to them. Nothing was changed.', '向分销商供货前，请填写分销折扣。本次操作未做任何更改。'),
  notNumber: bi('The discount is a number with up to 5 decimals, such as 12.5. Nothing was changed.', '分销折扣须为最多 5 位小数的数字，例如 12.5。本次操作未做任何更改。'),
  outOfRange: fillBi(bi('The discount is a percent from 0 to below {max}. Nothing was changed.', '分销折扣须为 0 到 {max} 之间（不含 {max}）的百分比。本次操作未做任何更改。'), { max: String(DISCOUNT_PERCENT_BELOW) }),
};

export const distributionInvalid = (lang: Language, problem: DiscountProblem) =>
  new ApiError(DistributionErrorCode.invalid, textOf(discountTexts[problem], lang), 400, { fields: ['discountPercent'], problem });

export const subscriptionDuplicate = (lang: Language, categoryPath: string) =>
  new ApiError(
    SubscriptionErrorCode.duplicate,
    textOf(fillBi(bi('You already subscribe to these notices about {category}. Nothing was changed.', '您已订阅 {category} 的此类通知。本次操作未做任何更改。'), { category: categoryPath }), lang),
    409,
  );

export const subscriptionUnknownCategory = (lang: Language) =>
  new ApiError(SubscriptionErrorCode.invalid, textOf(bi('Pick a category of the category tree. Nothing was changed.', '请从类目树中选择一个类目。本次操作未做任何更改。'), lang), 400, { fields: ['categoryCode'] });
