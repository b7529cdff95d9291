// The stores call (spec section 7 "Orders": "carrier code list; stores"): the tenant's shops
// (carts) an order can belong to, for the shop filter of the order list (`cartIds`). Paused and
// closed shops are listed too (their orders stay searchable), marked by their status.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';

export const orderStoreSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  platformCode: z.string(),
  siteCountry: z.string(),
  currency: z.string(),
  status: z.enum(['active', 'paused', 'closed']),
});
export type OrderStore = z.infer<typeof orderStoreSchema>;

export const listOrderStores = endpoint({
  id: 'order.stores',
  method: 'GET',
  path: '/api/scm-app/supplier/order/stores',
  summary: 'The tenant’s shops (active first, then by name) for the order filters’ shop choice',
  query: z.strictObject({ keyword: z.string().max(100).optional() }),
  response: z.array(orderStoreSchema),
});

export const orderStoreEndpoints = [listOrderStores] as const;
