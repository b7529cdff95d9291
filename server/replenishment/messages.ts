// The replenishment area's refusals, in both languages (ApiError: code, the caller's language, 409).
import type { Language } from '../../src/contract';
import { REPLENISHMENT_MAX_RATIO, ReplenishmentErrorCode, replenishmentOrderStatusLabels, type ReplenishmentOrderStatus } from '../../src/contract/replenishment';
import { ApiError } from '../http/api-error';
import { bi, textOf, type Bi } from '../separate';

const refuse = (code: string, text: Bi, lang: Language, data: unknown = null) => new ApiError(code, textOf(text, lang), 409, data);
const percent = `${REPLENISHMENT_MAX_RATIO * 100} %`;

export const replenishmentRefusals = {
  stale: (lang: Language) => refuse(ReplenishmentErrorCode.stale, bi('This replenishment order was changed by someone else. Reload it and try again.', '该补货单已被他人修改，请刷新后重试。'), lang),
  state: (lang: Language, status: ReplenishmentOrderStatus) =>
    refuse(
      ReplenishmentErrorCode.decided,
      bi(
        `The replenishment order is ${replenishmentOrderStatusLabels.bi[status].en.toLowerCase()}: this is no longer possible. Nothing was changed.`,
        `该补货单当前为「${replenishmentOrderStatusLabels.bi[status].zh}」，无法执行此操作，未做任何更改。`,
      ),
      lang,
    ),
  over: (lang: Language, skus: readonly string[]) =>
    refuse(
      ReplenishmentErrorCode.over,
      bi(`A line may take at most ${percent} of the suggested quantity: ${skus.join(', ')}. Nothing was changed.`, `每行数量最多为建议数量的 ${percent}：${skus.join('、')}。未做任何更改。`),
      lang,
      { skus },
    ),
  empty: (lang: Language) => refuse(ReplenishmentErrorCode.empty, bi('Every line is at zero: cancel the order instead. Nothing was changed.', '所有商品数量均为零，请改为取消该补货单。未做任何更改。'), lang),
  lines: (lang: Language) => refuse(ReplenishmentErrorCode.lines, bi('Give a quantity for every line of the order, once each. Nothing was changed.', '请为补货单的每一行填写一次数量。未做任何更改。'), lang),
  inboundMade: (lang: Language) =>
    refuse(ReplenishmentErrorCode.inboundMade, bi('This replenishment order already has its inbound: make another one on its receipt request. Nothing was changed.', '该补货单已创建入库单，如需再次发货请在其收货请求中创建。未做任何更改。'), lang),
};
