// Texts of order fulfilment in both portal languages: the envelope message of each business error
// (src/contract/order/fulfilment.ts OrderErrorCode), the labels of the actions as they read in
// "you cannot ... now", and the status log notes (stored in both languages, shown in the reader's).
import { OrderErrorCode, type Language, type OrderAction, type OrderStatus } from '../../src/contract';
import { ApiError } from '../http/api-error';
import { sellerOrderStatusOptions } from '../common';
import { bi, textOf, type Bi } from '../separate';
import { fillMessage } from '../http/fill-message';

const unitsEn = (qty: number) => fillMessage('{qty, plural, one {# unit} other {# units}}', { qty });

const statusLabel = (status: OrderStatus): Bi => {
  const option = sellerOrderStatusOptions.find((o) => o.value === status);
  return bi(option?.label ?? status, option?.labelZh ?? status);
};

const actionLabels: Record<OrderAction, Bi> = {
  acknowledge: bi('acknowledge it', '确认'),
  ship: bi('ship it', '发货'),
  partCancel: bi('cancel part of it', '部分取消'),
  editLogistics: bi('edit its logistics', '修改物流信息'),
  printWaybill: bi('print its waybill', '打印面单'),
  reschedule: bi('move its ship deadline', '修改最晚发货时间'),
};

export function versionStale(lang: Language, orderNo: string): ApiError {
  const text = bi(`Order ${orderNo} was changed by someone else. Reload it and try again.`, `订单 ${orderNo} 已被他人修改，请刷新后重试。`);
  return new ApiError(OrderErrorCode.versionStale, textOf(text, lang), 409, null);
}

export function transitionRefused(lang: Language, orderNo: string, status: OrderStatus, action: OrderAction): ApiError {
  const s = statusLabel(status);
  const a = actionLabels[action];
  const text = bi(`Order ${orderNo} is "${s.en}": you cannot ${a.en} now.`, `订单 ${orderNo} 当前状态为“${s.zh}”，不能${a.zh}。`);
  return new ApiError(OrderErrorCode.transitionRefused, textOf(text, lang), 409, { status, action });
}

export interface QtyProblem {
  lineNo: number;
  sku: string;
  asked: number;
  left: number;
}

export function lineQtyExceeded(lang: Language, problems: readonly QtyProblem[]): ApiError {
  const list = problems.map((p) => `#${p.lineNo} ${p.sku}: ${p.asked} > ${p.left}`).join(', ');
  const text = bi(`More than is left to ship on some lines: ${list}.`, `部分明细的数量超过剩余未发数量：${list}。`);
  return new ApiError(OrderErrorCode.lineQtyExceeded, textOf(text, lang), 400, { lines: problems });
}

/** A line a shipment cannot take from the warehouse: what it asks, what it holds locked, what else is available. */
export interface StockProblem {
  lineNo: number;
  sku: string;
  warehouse: string;
  asked: number;
  locked: number;
  available: number;
}

export function stockShortText(orderNo: string, problems: readonly StockProblem[]): Bi {
  const list = problems.map((p) => `#${p.lineNo} ${p.sku} @ ${p.warehouse}: ${p.asked} > ${p.locked} + ${p.available}`).join(', ');
  return bi(
    `Not enough stock to ship order ${orderNo} (asked > locked for the order + available in the warehouse): ${list}. Nothing was shipped.`,
    `库存不足，订单 ${orderNo} 无法发货（发货数量 > 订单锁定数量 + 仓库可用数量）：${list}。本次未发货。`,
  );
}

export function stockShort(lang: Language, orderNo: string, problems: readonly StockProblem[]): ApiError {
  return new ApiError(OrderErrorCode.stockShort, textOf(stockShortText(orderNo, problems), lang), 409, { lines: problems });
}

/** Status log notes. */
export const logNotes = {
  acknowledge: (): Bi => bi('Acknowledged', '已确认订单'),
  ship: (no: number, carrier: string, tracking: string, qty: number): Bi =>
    bi(`Shipment ${no} by ${carrier}, ${tracking}: ${unitsEn(qty)}`, `第 ${no} 次发货（${carrier}，${tracking}）：${qty} 件`),
  partCancel: (qty: number, reason: string): Bi => bi(`Cancelled ${unitsEn(qty)}: ${reason}`, `取消 ${qty} 件：${reason}`),
  waybill: (carrier: string, no: string): Bi => bi(`Waybill ${no} applied (${carrier})`, `已申请面单 ${no}（${carrier}）`),
  editLogistics: (from: string, to: string): Bi => bi(`Logistics changed from ${from} to ${to}`, `物流信息由 ${from} 改为 ${to}`),
};
