// The receipt area's refusals, in both languages (ApiError: code, the caller's language, 409).
import type { Language } from '../../src/contract';
import { DockErrorCode, InboundErrorCode, RequestErrorCode, requestStatusLabels, inboundStatusLabels, type InboundStatus, type RequestStatus } from '../../src/contract/receipt';
import { DifferenceErrorCode, differenceStatusLabels, EVIDENCE_MAX, OutboundOrderErrorCode, outboundOrderStatusLabels, type DifferenceStatus, type OutboundOrderStatus } from '../../src/contract/receipt';
import { OutboundErrorCode, outboundStatusLabels, type OutboundStatus } from '../../src/contract/receipt';
import { ReturnRefundErrorCode, returnMasterStatusLabels, type ReturnMasterStatus } from '../../src/contract/receipt';
import { ApiError } from '../http/api-error';
import { bi, textOf, type Bi } from '../separate';

const refuse = (code: string, text: Bi, lang: Language, data: unknown = null) => new ApiError(code, textOf(text, lang), 409, data);

export interface StockProblem {
  sku: string;
  warehouse: string;
  asked: number;
  available: number;
}

export const receiptRefusals = {
  requestStale: (lang: Language) => refuse(RequestErrorCode.stale, bi('This request was changed by someone else. Reload it and try again.', '该收货请求已被他人修改，请刷新后重试。'), lang),
  requestState: (lang: Language, status: RequestStatus) =>
    refuse(RequestErrorCode.decided, bi(`The request is ${requestStatusLabels.bi[status].en.toLowerCase()}: this is no longer possible. Nothing was changed.`, `该请求当前为「${requestStatusLabels.bi[status].zh}」，无法执行此操作，未做任何更改。`), lang),
  reserveInvalid: (lang: Language, lineNo: number) =>
    refuse(RequestErrorCode.reserveInvalid, bi(`Line ${lineNo}: what is sent and backordered may not exceed the request, and a refused rest needs a reason. Nothing was changed.`, `第 ${lineNo} 行：发货与欠交数量之和不得超过请求数量，拒绝的部分须选择原因。未做任何更改。`), lang),
  nothingToShip: (lang: Language) => refuse(RequestErrorCode.nothingToShip, bi('Nothing reserved is left to put on an inbound. Nothing was changed.', '没有待发的已预留数量，无法创建入库单。未做任何更改。'), lang),
  noShipFrom: (lang: Language) => refuse(RequestErrorCode.noStock, bi('None of your active warehouses has stock of these skus. Nothing was changed.', '您的启用仓库中均无这些商品的库存，未做任何更改。'), lang),
  shipped: (lang: Language) => refuse(RequestErrorCode.shipped, bi('Goods of this request are already on their way: it can no longer be cancelled.', '该请求已有货物发出，不能再取消。'), lang),
  delayOpen: (lang: Language) => refuse(RequestErrorCode.delayOpen, bi('A delay application is already waiting for the platform.', '已有延期申请在等待平台处理。'), lang),
  dockNotAccepted: (lang: Language) =>
    refuse(DockErrorCode.notAccepted, bi('The platform warehouse’s dock has not accepted this inbound: it cannot be counted yet. Nothing was changed.', '平台仓尚未接收该入库单，暂不能收货清点，未做任何更改。'), lang),
  deliveryTypeState: (lang: Language, status: RequestStatus) =>
    refuse(DockErrorCode.deliveryTypeState, bi(`The request is ${requestStatusLabels.bi[status].en.toLowerCase()}: its delivery type can only change while it is open or acknowledged. Nothing was changed.`, `该请求当前为「${requestStatusLabels.bi[status].zh}」，仅在待确认或已确认时可修改配送方式，未做任何更改。`), lang),
  inboundStale: (lang: Language) => refuse(InboundErrorCode.stale, bi('This inbound was changed by someone else. Reload it and try again.', '该入库单已被他人修改，请刷新后重试。'), lang),
  inboundState: (lang: Language, status: InboundStatus) =>
    refuse(InboundErrorCode.decided, bi(`The inbound is ${inboundStatusLabels.bi[status].en.toLowerCase()}: this is no longer possible. Nothing was changed.`, `该入库单当前为「${inboundStatusLabels.bi[status].zh}」，无法执行此操作，未做任何更改。`), lang),
  stockShort: (lang: Language, inboundNo: string, problems: readonly StockProblem[]) => {
    const list = problems.map((p) => `${p.sku} @ ${p.warehouse}: ${p.asked} > ${p.available}`).join(', ');
    return refuse(
      InboundErrorCode.stockShort,
      bi(`Not enough available stock to confirm inbound ${inboundNo} (asked > available): ${list}. Nothing was locked.`, `可用库存不足，入库单 ${inboundNo} 无法确认（数量 > 可用）：${list}。未锁定任何库存。`),
      lang,
      { lines: problems },
    );
  },
  noTracking: (lang: Language) => refuse(InboundErrorCode.noTracking, bi('Add the carrier and tracking number before shipping. Nothing was changed.', '发货前请先填写承运商和运单号。未做任何更改。'), lang),
  carrier: (lang: Language) => refuse(InboundErrorCode.carrier, bi('This carrier is not one of yours. Nothing was changed.', '该承运商不在您的承运商列表中。未做任何更改。'), lang),
  // receipts and their differences (slice 2)
  differenceStale: (lang: Language) => refuse(DifferenceErrorCode.stale, bi('This difference was changed by someone else. Reload it and try again.', '该差异已被他人修改，请刷新后重试。'), lang),
  differenceState: (lang: Language, status: DifferenceStatus) =>
    refuse(DifferenceErrorCode.decided, bi(`The difference is ${differenceStatusLabels.bi[status].en.toLowerCase()}: it can no longer be answered. Nothing was changed.`, `该差异当前为「${differenceStatusLabels.bi[status].zh}」，无法再答复，未做任何更改。`), lang),
  windowClosed: (lang: Language) => refuse(DifferenceErrorCode.windowClosed, bi('The answer window of this difference has closed. Nothing was changed.', '该差异的答复期限已过，未做任何更改。'), lang),
  evidenceImage: (lang: Language) => refuse(DifferenceErrorCode.image, bi('This photo is not one you uploaded. Nothing was changed.', '该照片不是您上传的图片，未做任何更改。'), lang),
  evidenceFull: (lang: Language) => refuse(DifferenceErrorCode.evidenceFull, bi(`A difference holds at most ${EVIDENCE_MAX} photos. Nothing was changed.`, `每个差异最多附 ${EVIDENCE_MAX} 张照片，未做任何更改。`), lang),
};

// Outbound orders (outbound-orders.ts)
export const outboundOrderRefusals = {
  stale: (lang: Language) => refuse(OutboundOrderErrorCode.stale, bi('This outbound order was changed by someone else. Reload it and try again.', '该出库申请单已被他人修改，请刷新后重试。'), lang),
  state: (lang: Language, status: OutboundOrderStatus) =>
    refuse(
      OutboundOrderErrorCode.decided,
      bi(`The outbound order is ${outboundOrderStatusLabels.bi[status].en.toLowerCase()}: this is no longer possible. Nothing was changed.`, `该出库申请单当前为「${outboundOrderStatusLabels.bi[status].zh}」，无法执行此操作，未做任何更改。`),
      lang,
    ),
  empty: (lang: Language) => refuse(OutboundOrderErrorCode.empty, bi('Add at least one sku before submitting. Nothing was changed.', '提交前请至少添加一个商品。未做任何更改。'), lang),
  warehouse: (lang: Language) =>
    refuse(OutboundOrderErrorCode.warehouse, bi('Pick one of your platform warehouses and, for a return, one of your active own warehouses. Nothing was changed.', '请选择您的平台仓，退回时还须选择您启用中的自有仓。未做任何更改。'), lang),
  sku: (lang: Language, skus: readonly string[]) =>
    refuse(OutboundOrderErrorCode.sku, bi(`Not available in this platform warehouse: ${skus.join(', ')}. Nothing was changed.`, `该平台仓中没有这些商品的可用库存：${skus.join('、')}。未做任何更改。`), lang, { skus }),
  overAvailable: (lang: Language, orderNo: string, problems: readonly StockProblem[]) => {
    const list = problems.map((p) => `${p.sku} @ ${p.warehouse}: ${p.asked} > ${p.available}`).join(', ');
    return refuse(
      OutboundOrderErrorCode.overAvailable,
      bi(`More than the platform warehouse has available, so outbound order ${orderNo} was not submitted (asked > available): ${list}. Nothing was locked.`, `超出平台仓可用库存，出库申请单 ${orderNo} 未提交（数量 > 可用）：${list}。未锁定任何库存。`),
      lang,
      { lines: problems },
    );
  },
};

// Outbounds, the platform's notices (outbounds.ts)
export const outboundRefusals = {
  stale: (lang: Language) => refuse(OutboundErrorCode.stale, bi('This outbound was changed by someone else. Reload it and try again.', '该平台出库单已被他人修改，请刷新后重试。'), lang),
  state: (lang: Language, status: OutboundStatus) =>
    refuse(
      OutboundErrorCode.decided,
      bi(`The outbound is ${outboundStatusLabels.bi[status].en.toLowerCase()}: this is no longer possible. Nothing was changed.`, `该平台出库单当前为「${outboundStatusLabels.bi[status].zh}」，无法执行此操作，未做任何更改。`),
      lang,
    ),
  over: (lang: Language, skus: readonly string[]) =>
    refuse(OutboundErrorCode.overNotified, bi(`Only lower the notice's own lines (never above their quantity): ${skus.join(', ')}. Nothing was changed.`, `只能调低本单已有商品的数量（不可调高）：${skus.join('、')}。未做任何更改。`), lang, { skus }),
  shipTo: (lang: Language) => refuse(OutboundErrorCode.shipTo, bi('Pick one of your active own, third-party, bonded or overseas warehouses to ship to. Nothing was changed.', '请选择您启用中的自有仓、第三方仓、保税仓或海外仓作为收货仓。未做任何更改。'), lang),
  empty: (lang: Language) => refuse(OutboundErrorCode.empty, bi('Every line is at zero: close the outbound instead. Nothing was changed.', '所有商品数量均为零，请改为关闭该出库单。未做任何更改。'), lang),
};

export const returnRefundRefusals = {
  stale: (lang: Language) => refuse(ReturnRefundErrorCode.stale, bi('This return-refund master was changed by someone else. Reload it and try again.', '该退货退款主单已被他人修改，请刷新后重试。'), lang),
  state: (lang: Language, status: ReturnMasterStatus) =>
    refuse(
      ReturnRefundErrorCode.decided,
      bi(`The master is ${returnMasterStatusLabels.bi[status].en.toLowerCase()}: this is no longer possible. Nothing was changed.`, `该退货退款主单当前为「${returnMasterStatusLabels.bi[status].zh}」，无法执行此操作，未做任何更改。`),
      lang,
    ),
  item: (lang: Language, items: readonly string[]) =>
    refuse(ReturnRefundErrorCode.item, bi(`Only items of this master that the supplier bears and that are not disputed yet can be disputed: ${items.join(', ')}. Nothing was changed.`, `只能申诉本主单中由供应商承担且尚未申诉的项目：${items.join('、')}。未做任何更改。`), lang, { items }),
};
