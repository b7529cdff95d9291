// The inbounds of replenishment orders (docs/domain/receipts.md, "Slice (built): replenishment
// inbounds"): *Create inbound* on a confirmed order opens a receipt request for its confirmed
// quantities (acknowledged, linked to the order) and that request's draft inbound; the supplier
// confirms and ships it on the receipt inbound screens (/receipt/inboundInfo/:id). The list here is
// the receipt inbounds whose request is linked to an order; the record shows one with its order.
import { z } from 'zod';
import { inboundStatusSchema } from '../receipt';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { replenishmentOrderSchema, replenishmentOrderStatusSchema } from './order';

const P = '/api/scm-app/supplier/replenishment';

export const replenishmentInboundList = defineListSpec({
  bizType: 'replenishment.inbound',
  title: ['Replenishment inbounds', '补货入库单'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    inboundNo: { type: z.string(), title: ['Inbound no.', '入库单号'], width: 150, sortable: true, filter: 'text' },
    orderNo: { type: z.string(), title: ['Replenishment no.', '补货单号'], width: 150, filter: 'text' },
    status: { type: inboundStatusSchema, title: ['Status', '状态'], kind: 'status', width: 120, optionName: 'replenishmentInboundStatus', filter: { kind: 'select', schema: inboundStatusSchema } },
    warehouse: { type: z.string(), title: ['Platform warehouse', '平台仓'], width: 190, filter: 'text' },
    qty: { type: z.number().int(), title: ['Quantity', '数量'], kind: 'number', width: 100 },
    trackingNo: { type: z.string(), title: ['Tracking no.', '运单号'], width: 170, filter: 'text' },
    shippedAt: { type: z.string().nullable(), title: ['Shipped at', '发货时间'], kind: 'datetime', width: 170, sortable: true },
    receivedAt: { type: z.string().nullable(), title: ['Received at', '收货时间'], kind: 'datetime', width: 170, sortable: true },
    createdAt: { type: z.string(), title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export type ReplenishmentInboundRow = z.infer<typeof replenishmentInboundList.row>;

export const replenishmentInboundSchema = z.object({
  id: z.string(),
  inboundNo: z.string(),
  status: inboundStatusSchema,
  requestNo: z.string(),
  fromWarehouse: z.string(),
  warehouse: z.string(),
  trackingNo: z.string(),
  shippedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  createdAt: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  orderStatus: replenishmentOrderStatusSchema,
  lines: z.array(z.object({ id: z.string(), sku: z.string(), skuName: z.string(), qty: z.number().int(), receivedGood: z.number().int().nullable(), receivedDamaged: z.number().int().nullable() })),
  version: z.number().int(),
});
export type ReplenishmentInbound = z.infer<typeof replenishmentInboundSchema>;

const id = z.string().min(1).max(64);

export const searchReplenishmentInbounds = endpoint({
  id: 'replenishment.inboundSearch',
  method: 'POST',
  path: `${P}/inbound/search`,
  summary: 'The inbounds of the tenant’s replenishment orders (table query, keyset page) for /replenishment/inbound',
  body: replenishmentInboundList.query,
  response: replenishmentInboundList.page,
});

export const getReplenishmentInbound = endpoint({
  id: 'replenishment.inboundInfo',
  method: 'GET',
  path: `${P}/inbound/info/{id}`,
  summary: 'One inbound of a replenishment order: its lines, tracking and the order it ships',
  params: z.strictObject({ id }),
  response: replenishmentInboundSchema,
});

export const createReplenishmentInbound = endpoint({
  id: 'replenishment.orderCreateInbound',
  method: 'POST',
  path: `${P}/warehouse-order/create-inbound`,
  summary: 'Create the inbound of a confirmed order: an acknowledged receipt request for its confirmed quantities and its draft inbound',
  body: z.strictObject({ id, version: z.number().int().min(1) }),
  response: replenishmentOrderSchema,
});

export const replenishmentInboundEndpoints = [searchReplenishmentInbounds, getReplenishmentInbound, createReplenishmentInbound] as const;
