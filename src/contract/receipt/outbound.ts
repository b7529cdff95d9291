// Outbounds (docs/domain/receipts.md, "Outbounds"): the platform's notice that goods leave its
// warehouse back to the supplier (slow-moving, expired, a recall). Its lines are locked in the
// platform warehouse from the notice on. The supplier answers: lowers lines within the notice's
// quantities (update sku), closes it with a reason (the goods stay: lock released) or confirms it to
// the ship-to warehouse (the stock leaves: in transit). The platform's job delivers it (on hand
// rises at the ship-to) or reverses it (the carrier brought it back); confirm reverse puts it back
// on the platform warehouse's shelf. Every change carries the version read
// (RECEIPT_OUTBOUND_NOTICE_STALE); a double submit answers once.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { RECEIPT_REASON_MAX } from './request';

const P = '/api/scm-app/supplier/receipt/outbound';

export const outboundStatuses = ['notified', 'confirmed', 'closed', 'delivered', 'reversed', 'returnedToShelf', 'scrapped'] as const;
export const outboundStatusSchema = z.enum(outboundStatuses);
export type OutboundStatus = z.infer<typeof outboundStatusSchema>;
export const outboundCauses = ['SLOW_MOVING', 'EXPIRED', 'RECALL'] as const;
export const outboundCauseSchema = z.enum(outboundCauses);
export type OutboundCause = z.infer<typeof outboundCauseSchema>;
export const outboundReverseReasons = ['ADDRESS_UNREACHABLE', 'REFUSED_AT_DOOR', 'DAMAGED_IN_TRANSIT'] as const;
export const outboundReverseReasonSchema = z.enum(outboundReverseReasons);
export type OutboundReverseReason = z.infer<typeof outboundReverseReasonSchema>;

export const OutboundErrorCode = {
  stale: 'RECEIPT_OUTBOUND_NOTICE_STALE',
  decided: 'RECEIPT_OUTBOUND_NOTICE_STATE',
  overNotified: 'RECEIPT_OUTBOUND_NOTICE_OVER',
  shipTo: 'RECEIPT_OUTBOUND_NOTICE_SHIP_TO',
  empty: 'RECEIPT_OUTBOUND_NOTICE_EMPTY',
} as const;

export const outboundList = defineListSpec({
  bizType: 'receipt.outbound',
  title: ['Outbounds', '平台出库单'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    outboundNo: { type: z.string(), title: ['Outbound no.', '出库单号'], width: 150, sortable: true, filter: 'text' },
    status: { type: outboundStatusSchema, title: ['Status', '状态'], kind: 'status', width: 130, optionName: 'receiptOutboundStatus', filter: { kind: 'select', schema: outboundStatusSchema } },
    cause: { type: outboundCauseSchema, title: ['Cause', '出库原因'], kind: 'status', width: 130, optionName: 'receiptOutboundCause', filter: { kind: 'select', schema: outboundCauseSchema } },
    warehouse: { type: z.string(), title: ['Platform warehouse', '平台仓'], width: 190, filter: 'text' },
    shipTo: { type: z.string().nullable(), title: ['Ship to', '收货仓'], width: 190 },
    qty: { type: z.number().int(), title: ['Quantity', '数量'], kind: 'number', width: 100, sortable: true },
    answerBy: { type: z.string(), title: ['Answer by', '答复截止'], kind: 'datetime', width: 170, sortable: true },
    createdAt: { type: z.string(), title: ['Notified at', '通知时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export type OutboundRow = z.infer<typeof outboundList.row>;

export const outboundLineSchema = z.object({
  id: z.string(),
  skuId: z.string(),
  sku: z.string(),
  skuName: z.string(),
  /** What the platform notified: the most the supplier may take. */
  notifiedQty: z.number().int(),
  qty: z.number().int(),
});
export type OutboundLine = z.infer<typeof outboundLineSchema>;

export const outboundInfoSchema = z.object({
  id: z.string(),
  outboundNo: z.string(),
  status: outboundStatusSchema,
  cause: outboundCauseSchema,
  warehouseId: z.string(),
  warehouse: z.string(),
  shipToId: z.string().nullable(),
  shipTo: z.string().nullable(),
  /** Where a notified outbound may be confirmed to: the tenant's active own, third-party, bonded and overseas warehouses (empty otherwise). */
  shipToChoices: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  lines: z.array(outboundLineSchema),
  qty: z.number().int(),
  reverseReason: outboundReverseReasonSchema.nullable(),
  closeReason: z.string(),
  answerBy: z.string(),
  confirmedAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type OutboundInfo = z.infer<typeof outboundInfoSchema>;

const id = z.string().min(1).max(64);
const version = z.number().int().min(1);

export const searchOutbounds = endpoint({
  id: 'receipt.outboundSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'The platform’s outbound notices to the tenant (table query, keyset page) for /receipt/outbound',
  body: outboundList.query,
  response: outboundList.page,
});

export const getOutbound = endpoint({
  id: 'receipt.outboundInfo',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One outbound: platform warehouse, ship-to, cause, its sku lines (notified and taken)',
  params: z.strictObject({ id }),
  response: outboundInfoSchema,
});

export const closeOutbound = endpoint({
  id: 'receipt.outboundClose',
  method: 'POST',
  path: `${P}/close`,
  summary: 'Close a notified outbound with a reason: the goods stay in the platform warehouse (lock released)',
  body: z.strictObject({ id, version, note: z.string().trim().min(1).max(RECEIPT_REASON_MAX) }),
  response: outboundInfoSchema,
});

export const updateOutboundSkus = endpoint({
  id: 'receipt.outboundUpdateSkus',
  method: 'POST',
  path: `${P}/update-sku`,
  summary: 'Lower the quantities of a notified outbound’s lines (each within what was notified; the difference released)',
  body: z.strictObject({
    id,
    version,
    skuList: z
      .array(z.strictObject({ skuId: id, qty: z.number().int().min(0).max(100_000) }))
      .min(1)
      .max(50),
  }),
  response: outboundInfoSchema,
});

export const confirmOutbound = endpoint({
  id: 'receipt.outboundConfirm',
  method: 'POST',
  path: `${P}/confirm`,
  summary: 'Confirm a notified outbound to its ship-to warehouse (or the one given): the stock leaves the platform warehouse',
  body: z.strictObject({ id, version, shipToId: id.optional() }),
  response: outboundInfoSchema,
});

export const confirmReverseOutbound = endpoint({
  id: 'receipt.outboundConfirmReverse',
  method: 'POST',
  path: `${P}/confirm-reverse`,
  summary: 'Confirm a reversed outbound: what came back is on the platform warehouse’s shelf again',
  body: z.strictObject({ id, version }),
  response: outboundInfoSchema,
});

export const outboundEndpoints = [searchOutbounds, getOutbound, closeOutbound, updateOutboundSkus, confirmOutbound, confirmReverseOutbound] as const;
