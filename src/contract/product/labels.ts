// The /product domain's values in both languages (kernel/labels.ts): the option dictionaries, the
// server's messages and exports, and the screens read these sets.
import { defineLabels } from '../kernel/labels';
import type { PriceDecisionCode, PriceDriver, PriceProposalStatus } from './price';
import type { ProductStatus } from './platform';
import type { SkuDetail } from './sku';
import type { TranslationLanguage } from './translation';
import type { ApplyBatchStatus, ApplyItemStatus, ApplyReasonCode, AttributeType } from './new-product';
import type { CompareAttribute, SameDeclineReason, SameOrigin, SameRelationStatus } from './same-values';
import type { FulfilmentTag, TagApplicationStatus, TagDecisionCode } from './tag';
import type { ChangeAction, ChangeSubject } from './change-record';
import type { CarrierClass, StrategyStatus } from './strategy';
import type { SubscriptionNoticeKind } from './subscriptions';
import type { FormulaRounding, FormulaStatus } from './price-formula';
import type { GbPublishCode, GbStatus } from './goods-base';
import type { BrandAuthStatus, BrandAuthType, BrandExpiryWindow, BrandRefusalCode } from './brand';
import type { ReviewReportReason, ReviewStatus } from './review';
import type { ReviewDecisionCode } from './review-decision';
import type { ShelfStatus } from './channel';
import type { MatchStatus } from './match';
import type { SyncAction, SyncKind, SyncReason, SyncResult, SyncStatus } from './sync';

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

export const translationLanguageLabels = defineLabels<TranslationLanguage>({
  en: ['English', '英语'],
  'zh-CN': ['Chinese', '中文'],
});

// new-product applications (new-product.ts)
export const applyItemStatusLabels = defineLabels<ApplyItemStatus>({
  draft: ['Draft', '草稿'],
  inReview: ['In review', '审核中'],
  approved: ['Approved', '已通过'],
  returned: ['Returned for a fix', '已退回待修改'],
  rejected: ['Rejected', '已拒绝'],
});

/** A batch's status says whose turn it is. */
export const applyBatchStatusLabels = defineLabels<ApplyBatchStatus>({
  draft: ['Draft: yours to submit', '草稿：待您提交'],
  inReview: ['Waiting for the platform', '等待平台审核'],
  actionNeeded: ['Your action: fix returned items', '待您处理：修改退回商品'],
  done: ['Done', '已完成'],
});

export const applyReasonCodeLabels = defineLabels<ApplyReasonCode>({
  DUPLICATE_PRODUCT: ['The item already exists on the channel', '该渠道已有相同商品'],
  CATEGORY_WRONG: ["The category does not match the master sku's", '类目与主 SKU 的类目不符'],
  ATTRIBUTE_INVALID: ['An attribute value is outside the accepted range', '属性值超出平台接受范围'],
  TITLE_POOR: ['Title under 20 characters or all in capitals', '标题少于 20 个字符或全部大写'],
});

export const attributeTypeLabels = defineLabels<AttributeType>({
  text: ['Text', '文本'],
  number: ['Number', '数字'],
  select: ['Choice', '选项'],
});

/** The units of number attributes (migration 036's category attributes). */
export const attributeUnitLabels = defineLabels<'ml' | 'cm' | 'mm' | 'W' | 'g' | 'kg' | 'h' | 'L' | 'pcs' | 'years'>({
  ml: ['ml', '毫升'],
  cm: ['cm', '厘米'],
  mm: ['mm', '毫米'],
  W: ['W', '瓦'],
  g: ['g', '克'],
  kg: ['kg', '千克'],
  h: ['hours', '小时'],
  L: ['litres', '升'],
  pcs: ['pieces', '件'],
  years: ['years', '岁'],
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

// Channel products, matching and sync (slice 2)
export const shelfStatusLabels = defineLabels<ShelfStatus>({
  onShelf: ['On shelf', '已上架'],
  offShelf: ['Off shelf', '已下架'],
});

export const syncKindLabels = defineLabels<SyncKind>({
  pullListings: ['Pull listings', '拉取渠道商品'],
  pushPrices: ['Push prices', '推送价格'],
  pushStock: ['Push stock', '推送库存'],
});

export const syncStatusLabels = defineLabels<SyncStatus>({
  queued: ['Queued', '排队中'],
  running: ['Running', '同步中'],
  done: ['Done', '已完成'],
  partFailed: ['Partly failed', '部分失败'],
  failed: ['Failed', '失败'],
  retried: ['Retried', '已重试'],
});

export const syncResultLabels = defineLabels<SyncResult>({
  ok: ['Succeeded', '成功'],
  failed: ['Failed', '失败'],
  skipped: ['Skipped', '跳过'],
});

export const syncActionLabels = defineLabels<SyncAction>({
  readListing: ['Read listing', '读取渠道商品'],
  setPrice: ['Set price', '更新价格'],
  setStock: ['Set stock', '更新库存'],
});

export const syncReasonLabels = defineLabels<SyncReason>({
  UNMATCHED_SKU: ['No sku of ours is matched to this channel sku', '该渠道 SKU 未匹配我方 SKU'],
  MATCH_CONFLICT: ['Two channel skus are matched to the same sku of ours', '两个渠道 SKU 匹配到同一个我方 SKU'],
  PRODUCT_BLOCKED: ['The platform blocks this product', '该商品已被平台屏蔽'],
  SKU_INACTIVE: ['Our sku is not active', '我方 SKU 未启用'],
  OFF_SHELF: ['Off shelf: nothing is pushed', '已下架，不推送'],
});

export const matchStatusLabels = defineLabels<MatchStatus>({
  matched: ['Matched', '已匹配'],
  unmatched: ['Unmatched', '未匹配'],
  conflicting: ['Conflicting', '匹配冲突'],
});

// The platform's decisions on reported reviews (review-decision.ts)
export const reviewDecisionCodeLabels = defineLabels<ReviewDecisionCode>({
  ABUSIVE_LANGUAGE: ['Removed: abusive or offensive language', '已删除：辱骂或冒犯性言论'],
  NOT_ABOUT_PRODUCT: ['Removed: about the delivery, not the product', '已删除：评价物流而非商品'],
  PERSONAL_INFO: ['Removed: a phone number, e-mail or web address', '已删除：包含电话、邮箱或网址'],
  NO_RULE_BROKEN: ['Kept: no rule of the platform is broken', '保留：未违反平台规则'],
});

export const formulaStatusLabels = defineLabels<FormulaStatus>({
  draft: ['Draft', '草稿'],
  active: ['Active', '生效中'],
  replaced: ['Replaced', '已替换'],
});

export const formulaRoundingLabels = defineLabels<FormulaRounding>({
  cent: ['To the cent', '保留到分'],
  up99: ['Up to .99', '向上取到 .99'],
  whole: ['To a whole unit', '取整'],
});

// goods-base products (goods-base.ts)
export const gbStatusLabels = defineLabels<GbStatus>({
  unpublished: ['Your action: publish to a channel', '待您处理：发布到渠道'],
  published: ['Published on channels', '已发布到渠道'],
});

export const gbPublishCodeLabels = defineLabels<GbPublishCode>({
  IMAGE_QUALITY: ['At least 2 images, each at least 500 px on its shorter side', '至少 2 张图片，且每张短边不少于 500 像素'],
  DUPLICATE_PRODUCT: ['The master sku is already listed on the channel', '该渠道已上架此主 SKU'],
});

export const subscriptionNoticeKindLabels = defineLabels<SubscriptionNoticeKind>({
  newStandard: ['New standard products', '新标准商品'],
  biddingChange: ['Bidding changes', '竞价变动'],
});

// a product sku's own status (platform.ts: the sku detail dialog shows it)
export const skuStatusLabels = defineLabels<SkuDetail['status']>({
  active: ['Active', '有效'],
  inactive: ['Inactive', '已停用'],
});
