// The /product domain's values in both languages (kernel/labels.ts): the option dictionaries, the
// server's messages and exports, and the screens read these sets.
import { defineLabels } from '../kernel/labels';
import type { PriceDecisionCode, PriceDriver, PriceProposalStatus } from './price';
import type { ProductStatus } from './platform';

export const productStatusLabels = defineLabels<ProductStatus>({
  onSale: ['On sale', '在售'],
  offShelf: ['Off shelf', '已下架'],
  blocked: ['Blocked', '已屏蔽'],
});

export const priceProposalStatusLabels = defineLabels<PriceProposalStatus>({
  pending: ['Pending review', '待审核'],
  approved: ['Approved', '已通过'],
  effective: ['In effect', '已生效'],
  rejected: ['Rejected', '已驳回'],
  withdrawn: ['Withdrawn', '已撤回'],
});

export const priceDriverLabels = defineLabels<PriceDriver>({
  rawMaterial: ['Raw material', '原材料'],
  freight: ['Freight', '运费'],
  labour: ['Labour', '人工'],
  tariff: ['Tariff', '关税'],
  exchangeRate: ['Exchange rate', '汇率'],
  other: ['Other', '其他'],
});

export const priceDecisionCodeLabels = defineLabels<PriceDecisionCode>({
  MARGIN_TOO_LOW: ['The new price leaves the platform less than 8 % margin on the sale price.', '新供货价使平台在售价上的毛利低于 8%。'],
  INCREASE_OVER_LIMIT: ['A price increase of more than 30 % is not accepted at once; propose it in steps.', '涨价超过 30% 不予一次通过，请分步提交。'],
  DRIVER_NOT_SUPPORTED: ['An increase above 10 % needs a named cost driver (raw material, freight, labour, tariff, exchange rate).', '涨幅超过 10% 需注明成本原因（原材料、运费、人工、关税、汇率）。'],
});
