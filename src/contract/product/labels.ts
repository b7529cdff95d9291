// The /product domain's values in both languages (kernel/labels.ts): the option dictionaries, the
// server's messages and exports, and the screens read these sets.
import { defineLabels } from '../kernel/labels';
import type { PriceDecisionCode, PriceDriver, PriceProposalStatus } from './price';
import type { ProductStatus } from './platform';
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
