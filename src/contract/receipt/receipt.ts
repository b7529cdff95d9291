// Receipts and their differences (docs/domain/receipts.md, "Receipts and their differences"): the
// platform warehouse's count of one inbound (WR<yymmdd><n>), per line shipped, received good and
// damaged, and the differences it posts (short, over, damaged, wrongSku). The supplier answers each
// difference within its window: accept, or dispute with a note and photos attached to the carton
// or the line (an attempt used); the platform's job decides a dispute (dispute-rules.ts). Every
// answer carries the difference's version read (RECEIPT_DIFFERENCE_STALE).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { RECEIPT_REASON_MAX } from './request';

const P = '/api/scm-app/supplier/receipt/receipt';

export const receiptDifferenceTypes = ['short', 'over', 'damaged', 'wrongSku'] as const;
export const receiptDifferenceTypeSchema = z.enum(receiptDifferenceTypes);
export type ReceiptDifferenceType = z.infer<typeof receiptDifferenceTypeSchema>;
export const differenceStatuses = ['open', 'accepted', 'disputed', 'upheld', 'closedLost'] as const;
export const differenceStatusSchema = z.enum(differenceStatuses);
export type DifferenceStatus = z.infer<typeof differenceStatusSchema>;
/** The platform's answers to a dispute and to a window that closed (RECEIPT_DISPUTE_*). */
export const disputeDecisions = [
  'RECEIPT_DISPUTE_COUNTING_ERROR',
  'RECEIPT_DISPUTE_CARTON_PHOTO',
  'RECEIPT_DISPUTE_DAMAGED_ON_ARRIVAL',
  'RECEIPT_DISPUTE_EVIDENCE_INSUFFICIENT',
  'RECEIPT_DISPUTE_WINDOW_CLOSED',
] as const;
export const disputeDecisionSchema = z.enum(disputeDecisions);
export type DisputeDecision = z.infer<typeof disputeDecisionSchema>;
export const evidenceTargets = ['carton', 'line'] as const;
export type EvidenceTarget = (typeof evidenceTargets)[number];

export const DifferenceErrorCode = {
  stale: 'RECEIPT_DIFFERENCE_STALE',
  decided: 'RECEIPT_DIFFERENCE_STATE',
  windowClosed: 'RECEIPT_DIFFERENCE_WINDOW_CLOSED',
  image: 'RECEIPT_EVIDENCE_IMAGE',
  evidenceFull: 'RECEIPT_EVIDENCE_FULL',
} as const;

/** A difference's answer window and attempts (the platform's terms). */
export const ANSWER_WINDOW_DAYS = 7;
export const DISPUTE_ATTEMPTS = 2;
export const EVIDENCE_MAX = 5;

/** The inbox: one row per open difference, the closing window first. */
export const differenceList = defineListSpec({
  bizType: 'receipt.difference',
  title: ['Differences to answer', '待处理差异'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    receiptId: { type: z.string() },
    receiptNo: { type: z.string(), title: ['Receipt no.', '收货单号'], width: 150, filter: 'text' },
    inboundNo: { type: z.string(), title: ['Inbound no.', '入库单号'], width: 150, filter: 'text' },
    sku: { type: z.string(), title: ['Sku', '商品编码'], width: 150, filter: 'text' },
    type: { type: receiptDifferenceTypeSchema, title: ['Type', '差异类型'], kind: 'status', width: 110, optionName: 'receiptDifferenceType', filter: { kind: 'select', schema: receiptDifferenceTypeSchema } },
    qty: { type: z.number().int(), title: ['Quantity', '数量'], kind: 'number', width: 90, sortable: true },
    value: { type: z.number(), title: ['Value', '金额'], kind: 'money', width: 120, currencyKey: 'currency', sortable: true },
    currency: { type: z.string() },
    answerClosesAt: { type: z.string(), title: ['Answer by', '答复截止'], kind: 'datetime', width: 190, sortable: true },
    attemptsLeft: { type: z.number().int(), title: ['Attempts left', '剩余申诉次数'], kind: 'number', width: 110 },
    warehouse: { type: z.string(), title: ['Platform warehouse', '平台仓'], width: 180 },
    version: { type: z.number().int(), kind: 'number' },
  },
  conditions: {
    /** The answer window closing within RECEIPT_DUE_SOON_HOURS (the dashboard's differencesDue). */
    dueSoon: { kind: 'flag', schema: z.boolean(), label: ['Answer due within 48 h', '48 小时内须答复'] },
  },
  defaultSort: { field: 'answerClosesAt', order: 'asc' },
});
export type DifferenceRow = z.infer<typeof differenceList.row>;

export const receiptList = defineListSpec({
  bizType: 'receipt.receipt',
  title: ['Receipts', '收货单'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    receiptNo: { type: z.string(), title: ['Receipt no.', '收货单号'], width: 150, sortable: true, filter: 'text' },
    inboundNo: { type: z.string(), title: ['Inbound no.', '入库单号'], width: 150, filter: 'text' },
    warehouse: { type: z.string(), title: ['Platform warehouse', '平台仓'], width: 180 },
    shipped: { type: z.number().int(), title: ['Shipped', '发货数量'], kind: 'number', width: 100 },
    receivedGood: { type: z.number().int(), title: ['Received good', '良品数量'], kind: 'number', width: 110 },
    receivedDamaged: { type: z.number().int(), title: ['Damaged', '破损数量'], kind: 'number', width: 100 },
    differences: { type: z.number().int(), title: ['Differences', '差异数'], kind: 'number', width: 100 },
    openDifferences: { type: z.number().int(), title: ['To answer', '待处理'], kind: 'number', width: 100 },
    settleable: { type: z.boolean(), title: ['Settleable', '可结算'], kind: 'boolean', width: 100, filter: 'flag' },
    receivedAt: { type: z.string(), title: ['Received at', '收货时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'receivedAt', order: 'desc' },
});
export type ReceiptRow = z.infer<typeof receiptList.row>;

export const evidenceSchema = z.object({ id: z.string(), imageId: z.string(), url: z.string(), fileName: z.string(), target: z.enum(evidenceTargets) });

/** One difference with what a dispute is pre-filled from (the line's carton, the tracking). */
export const differenceInfoSchema = z.object({
  id: z.string(),
  receiptId: z.string(),
  receiptNo: z.string(),
  lineNo: z.number().int(),
  type: receiptDifferenceTypeSchema,
  sku: z.string(),
  skuName: z.string(),
  qty: z.number().int(),
  value: z.number(),
  currency: z.string(),
  status: differenceStatusSchema,
  answerOpensAt: z.string(),
  answerClosesAt: z.string(),
  attemptsLeft: z.number().int(),
  disputeNote: z.string(),
  damageOnArrival: z.boolean(),
  decision: disputeDecisionSchema.nullable(),
  decidedAt: z.string().nullable(),
  carton: z.object({ cartonNo: z.string(), qty: z.number().int(), declaredKg: z.number(), foundKg: z.number() }),
  trackingNo: z.string(),
  shipDate: z.string().nullable(),
  evidence: z.array(evidenceSchema),
  version: z.number().int(),
});
export type DifferenceInfo = z.infer<typeof differenceInfoSchema>;

export const receiptLineSchema = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  sku: z.string(),
  skuName: z.string(),
  shipped: z.number().int(),
  receivedGood: z.number().int(),
  receivedDamaged: z.number().int(),
  unitPrice: z.number(),
  currency: z.string(),
  cartonNo: z.string(),
});

export const receiptInfoSchema = z.object({
  id: z.string(),
  receiptNo: z.string(),
  inboundId: z.string(),
  inboundNo: z.string(),
  requestNo: z.string(),
  warehouse: z.string(),
  receivedAt: z.string(),
  /** No open or disputed difference: the finance area may settle it. */
  settleable: z.boolean(),
  lines: z.array(receiptLineSchema),
  differences: z.array(differenceInfoSchema),
  version: z.number().int(),
});
export type ReceiptInfo = z.infer<typeof receiptInfoSchema>;

export const searchDifferences = endpoint({
  id: 'receipt.differenceSearch',
  method: 'POST',
  path: `${P}/difference/search`,
  summary: 'The tenant’s open differences (table query, keyset page): the first view of /receipt/list',
  body: differenceList.query,
  response: differenceList.page,
});

export const searchReceipts = endpoint({
  id: 'receipt.receiptSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'The tenant’s receipts (table query, keyset page): the second view of /receipt/list',
  body: receiptList.query,
  response: receiptList.page,
});

export const getReceipt = endpoint({
  id: 'receipt.receiptInfo',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One receipt (by id or receipt number): lines, differences with their windows, answers and evidence',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: receiptInfoSchema,
});

export const getDifference = endpoint({
  id: 'receipt.differenceInfo',
  method: 'GET',
  path: `${P}/difference/info/{id}`,
  summary: 'One difference with its dispute pre-filled from the inbound (carton, tracking) and its evidence',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: differenceInfoSchema,
});

export const differenceActions = ['accept', 'dispute'] as const;
export type DifferenceAction = (typeof differenceActions)[number];

export const actOnDifference = endpoint({
  id: 'receipt.differenceAct',
  method: 'POST',
  path: `${P}/difference/act`,
  summary: 'open -> accepted, or open -> disputed with a note (an attempt used; the platform decides)',
  body: z
    .strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), action: z.enum(differenceActions), note: z.string().trim().max(RECEIPT_REASON_MAX) })
    .refine((b) => b.action !== 'dispute' || b.note.length > 0, { message: 'a note is required', path: ['note'] }),
  response: differenceInfoSchema,
});

export const attachEvidence = endpoint({
  id: 'receipt.differenceEvidence',
  method: 'POST',
  path: `${P}/difference/evidence`,
  summary: 'Attaches an uploaded photo to an open difference, on its carton or its line (damage marked on arrival)',
  body: z.strictObject({
    id: z.string().min(1).max(64),
    version: z.number().int().min(1),
    imageId: z.string().min(1).max(64),
    target: z.enum(evidenceTargets),
    onArrival: z.boolean(),
  }),
  response: differenceInfoSchema,
});
