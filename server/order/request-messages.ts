// Texts of the order requests in both portal languages: the envelope message of each business
// error (src/contract/order/requests.ts OrderRequestErrorCode) and the labels of request statuses
// (also the option dictionary orderRequestStatus).
import { OrderRequestErrorCode, requestKindLabels as requestKindSet, requestStatusLabels as requestStatusSet, type Language, type OrderRequestErrorCodeValue, type RequestKind, type RequestStatus } from '../../src/contract';
import { ApiError } from '../http/api-error';
import { bi, fillBi, textOf, type Bi } from '../separate';

type Vars = Record<string, string | number>;

// the labels are the contract's (src/contract/order/labels.ts), read here as text pairs
export const requestStatusLabels: Record<RequestStatus, Bi> = requestStatusSet.bi;
export const requestKindLabels: Record<RequestKind, Bi> = requestKindSet.bi;

const messages = {
  decided: [OrderRequestErrorCode.decided, 409, bi('{kind} {no} was already decided ({status}) by {who}. Nothing was changed.', '{kind} {no} 已由 {who} 处理（{status}），本次操作未做任何更改。')],
  versionStale: [OrderRequestErrorCode.versionStale, 409, bi('{kind} {no} was changed by someone else. Reload it and try again.', '{kind} {no} 已被他人修改，请刷新后重试。')],
  cancelShipped: [
    OrderRequestErrorCode.cancelShipped,
    409,
    bi('Order {order} has already shipped {qty, plural, one {# unit} other {# units}}: it can no longer be cancelled. Reject the request instead.', '订单 {order} 已发货 {qty} 件，不能再取消，请驳回该申请。'),
  ],
  notCancellable: [OrderRequestErrorCode.orderNotCancellable, 409, bi('Order {order} is "{status}": it cannot be cancelled.', '订单 {order} 当前状态为“{status}”，不能取消。')],
  returnNotDelivered: [
    OrderRequestErrorCode.returnNotDelivered,
    409,
    bi('Order {order} is "{status}": a return can only be approved for a delivered order.', '订单 {order} 当前状态为“{status}”，只有已签收的订单才能同意退货。'),
  ],
  returnNoLines: [OrderRequestErrorCode.returnNoLines, 400, bi('Return {no} has no lines. Add a SKU first.', '退货申请 {no} 没有明细，请先添加 SKU。')],
  returnSkuNotShipped: [OrderRequestErrorCode.returnSkuInvalid, 400, bi('SKU {sku} was not shipped in order {order}.', 'SKU {sku} 不在订单 {order} 的已发货商品中。')],
  returnSkuPresent: [OrderRequestErrorCode.returnSkuInvalid, 409, bi('SKU {sku} is already on return {no}. Change its quantity instead.', 'SKU {sku} 已在退货申请 {no} 中，请直接修改数量。')],
  returnQty: [OrderRequestErrorCode.returnQtyInvalid, 400, bi('SKU {sku}: at most {max, plural, one {# unit} other {# units}} can be returned (what shipped).', 'SKU {sku} 最多可退 {max} 件（已发货数量）。')],
  reasonRequired: [OrderRequestErrorCode.reasonRequired, 400, bi('A reason is required to reject a refund.', '驳回退款必须填写原因。')],
} satisfies Record<string, [OrderRequestErrorCodeValue, number, Bi]>;

export type OrderRequestMessageKey = keyof typeof messages;

export function requestText(key: OrderRequestMessageKey, vars: Vars = {}, varsZh: Vars = vars): Bi {
  return fillBi(messages[key][2], vars, varsZh);
}

/** The ApiError of a business rule: its code, the message in the caller's language, data naming the culprit. */
export function requestError(key: OrderRequestMessageKey, lang: Language, vars: Vars = {}, data: unknown = null, varsZh: Vars = vars): ApiError {
  const [code, status] = messages[key];
  return new ApiError(code, textOf(requestText(key, vars, varsZh), lang), status, data);
}
