// The order info call of the build: order.info, or the vms / fobt order info for those variants
// (src/contract/order/variants.ts). The kind comes from the variant's screens.orderInfo, which the
// composition root hands to the order screens; the machines take it as input and never read the
// variant themselves.
import { call } from '../../services';
import { orderInfoEndpoints, type FobtOrderFields, type OrderDetail, type OrderInfoKind, type VmsOrderFields } from '../../contract/order';

/** An order as the build's info call answers it: the vms or fobt fields when the build asks for them. */
export type VariantOrderDetail = OrderDetail & { vms?: VmsOrderFields; fobt?: FobtOrderFields };

/** The descriptor a kind calls (the unit tests check each variant against it). */
export const orderInfoEndpointOf = (kind: OrderInfoKind) => orderInfoEndpoints[kind];

export function loadOrderInfo(kind: OrderInfoKind, id: string, signal: AbortSignal): Promise<VariantOrderDetail> {
  const opts = { signal, quiet: true };
  if (kind === 'vms') return call(orderInfoEndpoints.vms, { params: { id } }, opts);
  if (kind === 'fobt') return call(orderInfoEndpoints.fobt, { params: { id } }, opts);
  return call(orderInfoEndpoints.default, { params: { id } }, opts);
}
