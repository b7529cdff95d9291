// The refusals of channel products and sync jobs in both languages (src/contract/product
// channel.ts ChannelErrorCode, sync.ts SyncErrorCode).
import type { Language } from '../../src/contract';
import { ChannelErrorCode, MatchErrorCode, SyncErrorCode } from '../../src/contract/product';
import { ApiError } from '../http/api-error';
import { bi, fillBi, textOf, type Bi } from '../separate';

const refusal = (code: string, text: Bi, lang: Language, status = 409) => new ApiError(code, textOf(text, lang), status, null);

export const shelfStale = (lang: Language) =>
  refusal(ChannelErrorCode.stale, bi('This channel product was changed by someone else. Reload it and try again.', '该渠道商品已被他人修改，请刷新后重试。'), lang);
export const shelfBlocked = (lang: Language) =>
  refusal(ChannelErrorCode.blocked, bi('The platform blocks this product: it cannot go on the shelf. Nothing was changed.', '该商品已被平台屏蔽，不能上架，本次操作未做任何更改。'), lang);
export const shelfNoStock = (lang: Language) =>
  refusal(ChannelErrorCode.noStock, bi('The matched skus have no stock: it cannot go on the shelf. Nothing was changed.', '已匹配的 SKU 没有库存，不能上架，本次操作未做任何更改。'), lang);
export const shelfUnmatched = (lang: Language) =>
  refusal(ChannelErrorCode.unmatched, bi('No channel sku is matched to a sku of ours: it cannot go on the shelf. Nothing was changed.', '没有渠道 SKU 匹配到我方 SKU，不能上架，本次操作未做任何更改。'), lang);

export const syncBusy = (lang: Language, jobNo: string) =>
  refusal(SyncErrorCode.busy, fillBi(bi('A sync of this kind is already open for this channel ({no}). Wait for it to finish.', '该渠道已有同类同步任务（{no}）未完成，请等待其完成。'), { no: jobNo }), lang);
export const syncCartInactive = (lang: Language) =>
  refusal(SyncErrorCode.cartInactive, bi('This channel is paused or closed: nothing can be synced with it.', '该渠道店铺已暂停或关闭，无法同步。'), lang);
export const syncStale = (lang: Language) =>
  refusal(SyncErrorCode.stale, bi('This sync job was changed meanwhile. Reload it and try again.', '该同步任务已变更，请刷新后重试。'), lang);
export const syncDecided = (lang: Language, status: string) =>
  refusal(
    SyncErrorCode.decided,
    status === 'retried'
      ? bi('The failed items of this job were already retried. Nothing was changed.', '该任务的失败条目已重试，本次操作未做任何更改。')
      : bi('This job has no failed items to retry. Nothing was changed.', '该任务没有可重试的失败条目，本次操作未做任何更改。'),
    lang,
  );

export const matchStale = (lang: Language) =>
  refusal(MatchErrorCode.stale, bi('This channel sku was changed by someone else. Reload it and try again.', '该渠道 SKU 已被他人修改，请刷新后重试。'), lang);
export const matchOtherCart = (lang: Language) =>
  refusal(MatchErrorCode.otherCart, bi('That sku is sold on another channel: pick one of this channel. Nothing was changed.', '该 SKU 属于其他渠道店铺，请选择本渠道的 SKU，本次操作未做任何更改。'), lang);
export const matchTaken = (lang: Language, outerSku: string) =>
  refusal(
    MatchErrorCode.taken,
    fillBi(bi('That sku is already matched to channel sku {sku} of this channel: clear that match first. Nothing was changed.', '该 SKU 已匹配本渠道的渠道 SKU {sku}，请先解除该匹配，本次操作未做任何更改。'), { sku: outerSku }),
    lang,
  );
