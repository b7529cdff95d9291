// The order detail of the vms and fobt builds (spec section 7 "Orders": "GET order info by id, vms
// order info, fobt order info"; design in docs/domain/orders.md, "Order info per variant (built)").
// Both answer the order of order.info with the fields their trade adds:
//   vms (vendor-managed inventory, seller flavour): the supplier's vendor code at the shop, the
//     warehouse the vendor's stock is held in, and the purchase price of each line (the seller
//     buys the goods from the vendor at that price when the order ships).
//   fobt (FOB trade): the incoterm, the ports of loading and discharge, and once shipped the
//     carrier's booking number and the container number.
// Which build calls which: `screens.orderInfo` of the variant config (src/variants/), handed to the
// order screens by the composition root; orderInfoEndpoints maps it to the descriptor.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { getOrderInfo, orderDetailSchema } from './orders';
import type { OrderInfoKind } from './shell';

const P = '/api/scm-app/supplier/order';

// the kinds (orderInfoKinds, OrderInfoKind) are in shell.ts: the variant config names one

export const vmsOrderFieldsSchema = z.object({
  /** The supplier's id at the shop's platform (its vendor code there). */
  vendorCode: z.string(),
  inboundWarehouseCode: z.string(),
  inboundWarehouseName: z.string(),
  /** The purchase price per line, in purchaseCurrency. */
  lines: z.array(z.object({ lineId: z.string(), purchasePrice: z.number() })),
  purchaseAmount: z.number(),
  purchaseCurrency: z.string(),
});
export type VmsOrderFields = z.infer<typeof vmsOrderFieldsSchema>;

export const incoterms = ['FOB', 'FCA', 'EXW'] as const;
const portSchema = z.object({ code: z.string(), name: z.string(), country: z.string() });

export const fobtOrderFieldsSchema = z.object({
  /** null: the order has no trade terms (created outside FOB trade). */
  incoterm: z.enum(incoterms).nullable(),
  portOfLoading: portSchema.nullable(),
  portOfDischarge: portSchema.nullable(),
  /** The carrier's booking, '' until booked. */
  bookingNo: z.string(),
  /** ISO 6346 container number, '' until stuffed. */
  containerNo: z.string(),
});
export type FobtOrderFields = z.infer<typeof fobtOrderFieldsSchema>;

export const vmsOrderDetailSchema = orderDetailSchema.extend({ vms: vmsOrderFieldsSchema });
export const fobtOrderDetailSchema = orderDetailSchema.extend({ fobt: fobtOrderFieldsSchema });

const idParams = z.strictObject({ id: z.string().min(1).max(64) });

export const getVmsOrderInfo = endpoint({
  id: 'order.vmsInfo',
  method: 'GET',
  path: `${P}/vms/info/{id}`,
  summary: 'One order with its vendor-managed fields (the vms build’s /order/info/:id)',
  params: idParams,
  response: vmsOrderDetailSchema,
});

export const getFobtOrderInfo = endpoint({
  id: 'order.fobtInfo',
  method: 'GET',
  path: `${P}/fobt/info/{id}`,
  summary: 'One order with its FOB trade terms (the fobt build’s /order/info/:id)',
  params: idParams,
  response: fobtOrderDetailSchema,
});

/** The order info call of each kind (the variant's screens.orderInfo). */
export const orderInfoEndpoints = { default: getOrderInfo, vms: getVmsOrderInfo, fobt: getFobtOrderInfo } as const satisfies Record<OrderInfoKind, unknown>;

export const orderVariantEndpoints = [getVmsOrderInfo, getFobtOrderInfo] as const;
