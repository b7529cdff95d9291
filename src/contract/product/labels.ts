// The /product domain's values in both languages (kernel/labels.ts): the option dictionaries, the
// server's messages and exports, and the screens read these sets.
import { defineLabels } from '../kernel/labels';
import type { PriceDecisionCode, PriceDriver, PriceProposalStatus } from './price';
import type { ProductStatus } from './platform';
import type { FulfilmentTag, TagApplicationStatus, TagDecisionCode } from './tag';
import type { ChangeAction, ChangeSubject } from './change-record';
import type { CarrierClass, StrategyStatus } from './strategy';

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

export const fulfilmentTagLabels = defineLabels<FulfilmentTag>({
  fastDelivery: ['Fast delivery', '极速达'],
  bulky: ['Bulky', '大件'],
  fragile: ['Fragile', '易碎品'],
});

export const tagApplicationStatusLabels = defineLabels<TagApplicationStatus>({
  applied: ['Applied', '申请中'],
  approved: ['Approved', '已通过'],
  rejected: ['Rejected', '已驳回'],
  withdrawn: ['Withdrawn', '已撤回'],
  revoked: ['Revoked', '已撤销'],
});

export const tagDecisionCodeLabels = defineLabels<TagDecisionCode>({
  SKU_NOT_ELIGIBLE: ['Sku not eligible for the label', '该 SKU 不符合标签条件'],
  PERFORMANCE_BELOW: ['On-time rate below the label’s threshold', '准时率低于标签要求'],
  DIMENSIONS_MISSING: ['Weight or size missing', '缺少重量或尺寸'],
});

export const changeSubjectLabels = defineLabels<ChangeSubject>({
  price: ['Price proposal', '调价单'],
  tag: ['Label application', '标签申请'],
});

export const changeActionLabels = defineLabels<ChangeAction>({
  proposed: ['Proposed', '已提交'],
  withdrawn: ['Withdrawn', '已撤回'],
  approved: ['Approved', '已通过'],
  rejected: ['Rejected', '已驳回'],
  effective: ['In effect', '已生效'],
  applied: ['Applied', '已申请'],
  revoked: ['Revoked', '已撤销'],
});

export const carrierClassLabels = defineLabels<CarrierClass>({
  standard: ['Standard', '标准'],
  express: ['Express', '快递'],
  freight: ['Freight', '货运'],
});

export const strategyStatusLabels = defineLabels<StrategyStatus>({
  active: ['Active', '生效中'],
  cancelled: ['Cancelled', '已取消'],
});
