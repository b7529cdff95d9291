// Inbounds (docs/domain/receipts.md, "Inbound"): the shipment that answers a receipt request, from
// one of the supplier's warehouses. Confirm locks the stock there; confirming the tracking ships it
// (stock leaves: in transit); the platform's job counts it (a receipt: per line shipped vs
// received, with its differences). Every change carries the version read (RECEIPT_INBOUND_STALE).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { inboundStatusSchema, RECEIPT_REASON_MAX } from './request';

const P = '/api/scm-app/supplier/receipt/inbound';

export const InboundErrorCode = {
  stale: 'RECEIPT_INBOUND_STALE',
  decided: 'RECEIPT_INBOUND_STATE',
  stockShort: 'RECEIPT_STOCK_SHORT',
  noTracking: 'RECEIPT_TRACKING_MISSING',
  carrier: 'RECEIPT_CARRIER_UNKNOWN',
} as const;

export const TRACKING_NO_MAX = 40;

/** Why the platform warehouse's dock turns a shipped inbound away (docs/domain/receipts.md, "Inbound"; the rule: dock-rules.ts). */
export const dockReasons = ['RECEIPT_DOCK_NO_TRACKING_EVENT', 'RECEIPT_DOCK_CARTONS_MISMATCH', 'RECEIPT_DOCK_LATE_BEYOND_GRACE'] as const;
export const dockReasonSchema = z.enum(dockReasons);
export type DockReason = z.infer<typeof dockReasonSchema>;

export const inboundList = defineListSpec({
  bizType: 'receipt.inbound',
  title: ['Inbounds', '入库单'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    inboundNo: { type: z.string(), title: ['Inbound no.', '入库单号'], width: 150, sortable: true, filter: 'text' },
    requestNo: { type: z.string(), title: ['Request no.', '请求单号'], width: 150, filter: 'text' },
    status: { type: inboundStatusSchema, title: ['Status', '状态'], kind: 'status', width: 120, optionName: 'receiptInboundStatus', filter: { kind: 'select', schema: inboundStatusSchema } },
    fromWarehouse: { type: z.string(), title: ['Ship from', '发货仓'], width: 190 },
    toWarehouse: { type: z.string(), title: ['Platform warehouse', '平台仓'], width: 190 },
    qty: { type: z.number().int(), title: ['Quantity', '数量'], kind: 'number', width: 100, sortable: true },
    trackingNo: { type: z.string(), title: ['Tracking no.', '运单号'], width: 170, filter: 'text' },
    differences: { type: z.number().int(), title: ['Differences', '差异数'], kind: 'number', width: 110 },
    shippedAt: { type: z.string().nullable(), title: ['Shipped at', '发货时间'], kind: 'datetime', width: 170, sortable: true },
    createdAt: { type: z.string(), title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export type InboundRow = z.infer<typeof inboundList.row>;

export const inboundLineSchema = z.object({
  id: z.string(),
  sku: z.string(),
  skuName: z.string(),
  qty: z.number().int(),
  /** Set once the platform counted it (null before). */
  receivedGood: z.number().int().nullable(),
  receivedDamaged: z.number().int().nullable(),
  differences: z.array(z.object({ type: z.enum(['short', 'over', 'damaged']), qty: z.number().int() })),
});
export type InboundLine = z.infer<typeof inboundLineSchema>;

export const cartonSchema = z.object({ cartonNo: z.string(), sku: z.string(), qty: z.number().int(), weightKg: z.number() });

export const inboundInfoSchema = z.object({
  id: z.string(),
  inboundNo: z.string(),
  status: inboundStatusSchema,
  requestId: z.string(),
  requestNo: z.string(),
  fromWarehouse: z.string(),
  toWarehouse: z.string(),
  carrierCode: z.string().nullable(),
  carrierName: z.string().nullable(),
  trackingNo: z.string(),
  shipDate: z.string().nullable(),
  shippedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  receiptNo: z.string().nullable(),
  cancelReason: z.string(),
  /** Why the platform's dock turned it away (rejectedAtDock), else null. */
  dockReason: dockReasonSchema.nullable(),
  /** When the dock accepted it (the platform's confirm order), else null. */
  dockAcceptedAt: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(inboundLineSchema),
  cartons: z.array(cartonSchema),
  /** The tenant's carriers, for the tracking form's picker. */
  carriers: z.array(z.object({ code: z.string(), name: z.string() })),
  version: z.number().int(),
});
export type InboundInfo = z.infer<typeof inboundInfoSchema>;

export const searchInbounds = endpoint({
  id: 'receipt.inboundSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'The tenant’s inbounds (table query, keyset page) for /receipt/inbound',
  body: inboundList.query,
  response: inboundList.page,
});

export const getInbound = endpoint({
  id: 'receipt.inboundInfo',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One inbound: lines, cartons, tracking and, once counted, its receipt with the differences',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: inboundInfoSchema,
});

export const saveTracking = endpoint({
  id: 'receipt.inboundTracking',
  method: 'POST',
  path: `${P}/tracking`,
  summary: 'Create or update the tracking of a draft or confirmed inbound (carrier, number, ship date)',
  body: z.strictObject({
    id: z.string().min(1).max(64),
    version: z.number().int().min(1),
    carrierCode: z.string().min(1).max(32),
    trackingNo: z.string().trim().regex(/^[A-Za-z0-9-]{6,40}$/),
    shipDate: z.iso.date(),
  }),
  response: inboundInfoSchema,
});

// reconfirm: rejectedAtDock -> shipped, the supplier confirms again once it corrected the tracking or the cartons
export const inboundActions = ['confirm', 'reopen', 'ship', 'cancel', 'reconfirm'] as const;
export type InboundAction = (typeof inboundActions)[number];

export const actOnInbound = endpoint({
  id: 'receipt.inboundAct',
  method: 'POST',
  path: `${P}/act`,
  summary: 'confirm (locks stock), reopen (releases it), ship = confirm the tracking (stock leaves), cancel (reason), reconfirm (after a dock rejection)',
  body: z
    .strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), action: z.enum(inboundActions), note: z.string().trim().max(RECEIPT_REASON_MAX) })
    .refine((b) => b.action !== 'cancel' || b.note.length > 0, { message: 'a reason is required', path: ['note'] }),
  response: inboundInfoSchema,
});
