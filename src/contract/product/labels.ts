// The /product domain's values in both languages (kernel/labels.ts): the option dictionaries, the
// server's messages and exports, and the screens read these sets.
import { defineLabels } from '../kernel/labels';
import type { PriceDecisionCode, PriceDriver, PriceProposalStatus } from './price';
import type { ProductStatus } from './platform';
import type { CompareAttribute, SameDeclineReason, SameOrigin, SameRelationStatus } from './same-values';

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
  MARGIN_TOO_LOW: ['Margin on the sale price under 8 %', '售价毛利低于 8%'],
  INCREASE_OVER_LIMIT: ['Increase over 30 %: propose it in steps', '涨幅超过 30%，请分步提交'],
  DRIVER_NOT_SUPPORTED: ['Increase over 10 % needs a named cost driver', '涨幅超过 10% 需注明成本原因'],
});

export const sameRelationStatusLabels = defineLabels<SameRelationStatus>({
  proposed: ['Proposed', '待确认'],
  confirmed: ['Confirmed', '已确认'],
  declined: ['Declined', '已拒绝'],
  unlinked: ['Unlinked', '已解除'],
});

export const sameDeclineReasonLabels = defineLabels<SameDeclineReason>({
  notSame: ['Not the same product', '不是同款'],
  differentPack: ['Different pack', '包装规格不同'],
  differentModel: ['Different model', '型号不同'],
});

export const sameOriginLabels = defineLabels<SameOrigin>({
  platform: ['Platform', '平台'],
  supplier: ['Us', '我方'],
});

export const compareAttributeLabels = defineLabels<CompareAttribute>({
  title: ['Title', '商品名称'],
  brand: ['Brand', '品牌'],
  category: ['Category', '类目'],
  unit: ['Unit', '单位'],
  weightG: ['Weight (g)', '重量（克）'],
  barcode: ['Barcode', '条码'],
});
