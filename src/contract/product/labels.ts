// The /product domain's values in both languages (kernel/labels.ts): the option dictionaries, the
// server's messages and exports, and the screens read these sets.
import { defineLabels } from '../kernel/labels';
import type { PriceDecisionCode, PriceDriver, PriceProposalStatus } from './price';
import type { ProductStatus } from './platform';
import type { BrandAuthStatus, BrandAuthType, BrandExpiryWindow, BrandRefusalCode } from './brand';
import type { ReviewReportReason, ReviewStatus } from './review';

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

export const brandAuthStatusLabels = defineLabels<BrandAuthStatus>({
  draft: ['Draft', '草稿'],
  submitted: ['Submitted', '审核中'],
  granted: ['Granted', '已授权'],
  refused: ['Refused', '已驳回'],
  expired: ['Expired', '已过期'],
  revoked: ['Revoked', '已撤销'],
});

export const brandAuthTypeLabels = defineLabels<BrandAuthType>({
  owner: ['Brand owner', '品牌所有人'],
  licensed: ['Licensed', '品牌授权'],
});

export const brandRefusalCodeLabels = defineLabels<BrandRefusalCode>({
  TRADEMARK_NO_MISMATCH: ['Trademark number differs from the certificate', '商标号与证书不符'],
  REGISTRANT_MISMATCH: ['Registrant differs from the certificate', '注册人与证书不符'],
  DOCUMENT_EXPIRED: ['Document expired or valid less than 30 days', '文件已过期或有效期不足 30 天'],
  CLASS_MISMATCH: ['Trademark class does not cover the category', '商标类别不覆盖该类目'],
  CHAIN_INCOMPLETE: ['Licensor chain incomplete', '授权链不完整'],
});

export const brandExpiryWindowLabels = defineLabels<BrandExpiryWindow>({
  '30': ['Within 30 days', '30 天内'],
  '60': ['Within 60 days', '60 天内'],
  '90': ['Within 90 days', '90 天内'],
});

export const reviewStatusLabels = defineLabels<ReviewStatus>({
  new: ['Not answered', '未处理'],
  replied: ['Replied', '已回复'],
  reported: ['Reported', '已举报'],
  removed: ['Removed by the platform', '平台已删除'],
  kept: ['Kept by the platform', '平台保留'],
});

export const reviewReportReasonLabels = defineLabels<ReviewReportReason>({
  ABUSIVE_LANGUAGE: ['Abusive or offensive language', '辱骂或冒犯性言论'],
  NOT_ABOUT_PRODUCT: ['Not about the product', '与商品无关'],
  PERSONAL_INFO: ['Personal data or advertising', '包含个人信息或广告'],
});

export const reviewRatingLabels = defineLabels<'1' | '2' | '3' | '4' | '5'>({
  '1': ['1 star', '1 星'],
  '2': ['2 stars', '2 星'],
  '3': ['3 stars', '3 星'],
  '4': ['4 stars', '4 星'],
  '5': ['5 stars', '5 星'],
});

export const reviewRepliedLabels = defineLabels<'yes' | 'no'>({
  yes: ['Replied', '已回复'],
  no: ['Not replied', '未回复'],
});
