// Price inquiries (docs/domain/receipts.md, "Price inquiries"): the platform asks for prices on a
// list of skus (a request for quotation) delivered to one of its warehouses, by a deadline. The
// supplier replies per line, a quote (unit price, lead time, minimum quantity, valid until) or a
// decline with a reason, and may clear its reply before the deadline; at the deadline the platform's
// job awards each line to the lowest price within the target and opens a receipt request for what
// the supplier won. An inquiry is addressed by its number (spec: "price inquiry header ({no})").
// Every change carries the version read (RECEIPT_INQUIRY_STALE).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { fitsCurrency, isPositiveNumber5 } from '../kernel/rules';
import { requestStatusSchema } from './request';

const P = '/api/scm-app/supplier/receipt/price-inquiry';

export const inquiryStatuses = ['open', 'replied', 'expired', 'awarded', 'notAwarded'] as const;
export const inquiryStatusSchema = z.enum(inquiryStatuses);
export type InquiryStatus = z.infer<typeof inquiryStatusSchema>;
export const incoterms = ['EXW', 'FOB', 'CIF', 'DAP', 'DDP'] as const;
export const incotermSchema = z.enum(incoterms);
export type Incoterm = z.infer<typeof incotermSchema>;
export const declineReasons = ['CANNOT_SUPPLY', 'PRICE_NOT_VIABLE'] as const;
export const declineReasonSchema = z.enum(declineReasons);
export type DeclineReason = z.infer<typeof declineReasonSchema>;
/** A line's result at the deadline: won; another bidder was lower; over the target; declined; not replied. */
export const lineOutcomes = ['won', 'outbid', 'overTarget', 'declined', 'noReply'] as const;
export const lineOutcomeSchema = z.enum(lineOutcomes);
export type LineOutcome = z.infer<typeof lineOutcomeSchema>;

export const InquiryErrorCode = {
  stale: 'RECEIPT_INQUIRY_STALE',
  decided: 'RECEIPT_INQUIRY_STATE',
  closed: 'RECEIPT_INQUIRY_CLOSED',
  replyInvalid: 'RECEIPT_INQUIRY_REPLY_INVALID',
} as const;

/** The longest note kept with a cleared reply (optional: why it was withdrawn). */
export const INQUIRY_NOTE_MAX = 200;
export const LEAD_DAYS_MIN = 1;
export const LEAD_DAYS_MAX = 180;
const INQUIRY_NO = z.string().trim().min(1).max(32);

export const inquiryList = defineListSpec({
  bizType: 'receipt.priceInquiry',
  title: ['Price inquiries', '询价单'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    inquiryNo: { type: z.string(), title: ['Inquiry no.', '询价单号'], width: 150, sortable: true, filter: 'text' },
    status: { type: inquiryStatusSchema, title: ['Status', '状态'], kind: 'status', width: 120, optionName: 'receiptInquiryStatus', filter: { kind: 'select', schema: inquiryStatusSchema } },
    warehouse: { type: z.string(), title: ['Destination warehouse', '目的仓'], width: 190 },
    currency: { type: z.string(), title: ['Currency', '币种'], width: 90 },
    incoterm: { type: incotermSchema, title: ['Incoterm', '贸易条款'], width: 100 },
    lines: { type: z.number().int(), title: ['Lines', '行数'], kind: 'number', width: 80 },
    repliedLines: { type: z.number().int(), title: ['Lines replied', '已报价行数'], kind: 'number', width: 110 },
    hoursLeft: { type: z.number().int(), title: ['Hours left', '剩余小时'], kind: 'number', width: 100, sortable: true },
    replyClosesAt: { type: z.string(), title: ['Reply by', '报价截止'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    createdAt: { type: z.string(), title: ['Issued at', '下发时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    version: { type: z.number().int(), kind: 'number' },
  },
  conditions: {
    /** Open (nothing replied), the reply closing within RECEIPT_DUE_SOON_HOURS (the dashboard's inquiriesDue). */
    dueSoon: { kind: 'flag', schema: z.boolean(), label: ['Reply due within 48 h', '48 小时内须报价'] },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export type InquiryRow = z.infer<typeof inquiryList.row>;

/** The inquiry's head (spec "price inquiry header"): terms, destination and its reply window. */
export const inquiryHeaderSchema = z.object({
  id: z.string(),
  inquiryNo: z.string(),
  status: inquiryStatusSchema,
  currency: z.string(),
  incoterm: incotermSchema,
  warehouse: z.string(),
  warehouseCode: z.string(),
  replyOpensAt: z.string(),
  replyClosesAt: z.string(),
  repliedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  lines: z.number().int(),
  /** The receipt request the award opened (awarded only). */
  requestId: z.string().nullable(),
  requestNo: z.string().nullable(),
  version: z.number().int(),
});
export type InquiryHeader = z.infer<typeof inquiryHeaderSchema>;

export const inquiryLineSchema = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  sku: z.string(),
  skuName: z.string(),
  wantedQty: z.number().int(),
  targetPrice: z.number().nullable(),
  /** The supplier's quote (all null when not quoted). */
  unitPrice: z.number().nullable(),
  leadDays: z.number().int().nullable(),
  minQty: z.number().int().nullable(),
  validUntil: z.string().nullable(),
  declineReason: declineReasonSchema.nullable(),
  /** The award (null before the deadline). */
  outcome: lineOutcomeSchema.nullable(),
  awardedQty: z.number().int(),
});
export type InquiryLine = z.infer<typeof inquiryLineSchema>;

/** The inquiry's lines (spec "price inquiry table"). */
export const inquiryTableSchema = z.object({ inquiryNo: z.string(), lines: z.array(inquiryLineSchema) });
export type InquiryTable = z.infer<typeof inquiryTableSchema>;

/** A line of the purchases an award led to (spec "inquiry purchase page list"). */
export const inquiryPurchaseSchema = z.object({
  requestId: z.string(),
  requestNo: z.string(),
  status: requestStatusSchema,
  sku: z.string(),
  skuName: z.string(),
  qty: z.number().int(),
  unitPrice: z.number(),
  amount: z.number(),
  createdAt: z.string(),
});
export type InquiryPurchase = z.infer<typeof inquiryPurchaseSchema>;
export const inquiryPurchasePageSchema = z.object({ rows: z.array(inquiryPurchaseSchema), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });
export type InquiryPurchasePage = z.infer<typeof inquiryPurchasePageSchema>;

/** One line's reply: a quote (declineReason null) or a decline (the quote's fields null). */
export const replyLineSchema = z.strictObject({
  lineId: z.string().min(1).max(64),
  declineReason: declineReasonSchema.nullable(),
  unitPrice: z.number().min(0).max(1e9).nullable(),
  leadDays: z.number().int().min(0).max(100_000).nullable(),
  minQty: z.number().int().min(0).max(1_000_000_000).nullable(),
  validUntil: z.iso.date().nullable(),
});
export type ReplyLine = z.infer<typeof replyLineSchema>;

export type ReplyField = 'unitPrice' | 'leadDays' | 'minQty' | 'validUntil';
export type ReplyProblemKind = 'required' | 'money' | 'range' | 'beforeDeadline';
export interface ReplyProblem {
  field: ReplyField;
  problem: ReplyProblemKind;
}

/**
 * What a line's reply must satisfy (the form checks it, the server refuses it naming the field):
 * a decline needs only its reason; a quote needs a unit price (spec section 5: positive, at most 5
 * decimals; whole in a zero-decimal currency), a lead time of 1 to 180 days, a minimum quantity of
 * 1 to the quantity wanted, and valid until no earlier than the deadline's day.
 */
export function replyProblem(l: Omit<ReplyLine, 'lineId'>, wanted: number, replyClosesAt: string, currency: string): ReplyProblem | null {
  if (l.declineReason) return null;
  if (l.unitPrice === null) return { field: 'unitPrice', problem: 'required' };
  if (!(l.unitPrice > 0) || !isPositiveNumber5(l.unitPrice) || !fitsCurrency(l.unitPrice, currency)) return { field: 'unitPrice', problem: 'money' };
  if (l.leadDays === null) return { field: 'leadDays', problem: 'required' };
  if (!Number.isInteger(l.leadDays) || l.leadDays < LEAD_DAYS_MIN || l.leadDays > LEAD_DAYS_MAX) return { field: 'leadDays', problem: 'range' };
  if (l.minQty === null) return { field: 'minQty', problem: 'required' };
  if (!Number.isInteger(l.minQty) || l.minQty < 1 || l.minQty > wanted) return { field: 'minQty', problem: 'range' };
  if (l.validUntil === null) return { field: 'validUntil', problem: 'required' };
  if (l.validUntil < replyClosesAt.slice(0, 10)) return { field: 'validUntil', problem: 'beforeDeadline' };
  return null;
}

/**
 * The platform's award of one line at the deadline: a quote within the target (or with no target)
 * and no higher than the other bidders' best wins the quantity wanted.
 */
export function awardLine(l: { unitPrice: number | null; declineReason: DeclineReason | null; targetPrice: number | null; otherBestPrice: number | null }): LineOutcome {
  if (l.declineReason) return 'declined';
  if (l.unitPrice === null) return 'noReply';
  if (l.targetPrice !== null && l.unitPrice > l.targetPrice) return 'overTarget';
  if (l.otherBestPrice !== null && l.unitPrice > l.otherBestPrice) return 'outbid';
  return 'won';
}

export const searchInquiries = endpoint({
  id: 'receipt.inquirySearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'The tenant’s price inquiries (table query, keyset page) for /receipt/priceInquiry',
  body: inquiryList.query,
  response: inquiryList.page,
});

export const getInquiryHeader = endpoint({
  id: 'receipt.inquiryHeader',
  method: 'GET',
  path: `${P}/header/{no}`,
  summary: 'Price inquiry header by its number: currency, incoterm, destination warehouse, reply window, status',
  params: z.strictObject({ no: INQUIRY_NO }),
  response: inquiryHeaderSchema,
});

export const getInquiryTable = endpoint({
  id: 'receipt.inquiryTable',
  method: 'GET',
  path: `${P}/table/{no}`,
  summary: 'Price inquiry table by its number: per line the sku, quantity wanted, target price, the reply and the award',
  params: z.strictObject({ no: INQUIRY_NO }),
  response: inquiryTableSchema,
});

export const replyInquiry = endpoint({
  id: 'receipt.inquiryReply',
  method: 'POST',
  path: `${P}/reply`,
  summary: 'open or replied -> replied before the deadline: every line quoted or declined (with a reason)',
  body: z.strictObject({ no: INQUIRY_NO, version: z.number().int().min(1), lines: z.array(replyLineSchema).min(1).max(100) }),
  response: inquiryHeaderSchema,
});

export const clearInquiryReply = endpoint({
  id: 'receipt.inquiryClearReply',
  method: 'POST',
  path: `${P}/clear-reply`,
  summary: 'Clear inquiry supplier reply: replied -> open before the deadline, every line’s reply emptied',
  body: z.strictObject({ no: INQUIRY_NO, version: z.number().int().min(1), note: z.string().trim().max(INQUIRY_NOTE_MAX).optional() }),
  response: inquiryHeaderSchema,
});

export const searchInquiryPurchases = endpoint({
  id: 'receipt.inquiryPurchases',
  method: 'POST',
  path: `${P}/purchase/page`,
  summary: 'Inquiry purchase page list: the receipt request lines the inquiry’s award opened',
  body: z.strictObject({ no: INQUIRY_NO, pageNo: z.number().int().min(1).max(10_000), pageSize: z.number().int().min(1).max(100) }),
  response: inquiryPurchasePageSchema,
});
