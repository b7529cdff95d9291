// Receipt info per order (spec section 7 "Orders": receipt info get, save, add, remove, clear,
// batch save; design in docs/domain/orders.md, "Receipt info (built)"). The supplier's purchase
// invoice for the goods of one order: a header (invoice number and date, the seller's tax id,
// the invoice currency) and one line per sku of the order (quantity, unit purchase price, HS
// code, country of origin), which the platform declares to customs and tax. Editable while the
// order is neither completed nor cancelled; every change carries the version read (0: no receipt
// yet). The business rules below are shared by the server and the receipt machine.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { fitsCurrency } from '../kernel/rules';
import { orderStatusSchema, type OrderStatus } from './orders';

const P = '/api/scm-app/supplier/order/receiptInfo';

/** Business error codes of receipt info (the envelope `code`); messages come from the server. */
export const ReceiptErrorCode = {
  versionStale: 'ORDER_RECEIPT_VERSION_STALE',
  locked: 'ORDER_RECEIPT_LOCKED',
  invalid: 'ORDER_RECEIPT_INVALID',
  missing: 'ORDER_RECEIPT_MISSING',
} as const;

/** Orders whose receipt info can no longer change. */
export const receiptLockedStatuses: readonly OrderStatus[] = ['completed', 'cancelled'];
export const receiptEditable = (status: OrderStatus): boolean => !receiptLockedStatuses.includes(status);

export const HS_CODE = /^[0-9]{6,10}$/;
export const COUNTRY = /^[A-Z]{2}$/;
export const CURRENCY = /^[A-Z]{3}$/;
export const INVOICE_NO_MAX = 40;
export const TAX_ID_MAX = 30;
export const RECEIPT_LINES_MAX = 200;

const id = z.string().min(1).max(64);
/** 0: the order has no receipt info yet. */
const version = z.number().int().min(0);

export const receiptHeaderSchema = z.strictObject({
  invoiceNo: z.string().trim().min(1).max(INVOICE_NO_MAX),
  /** yyyy-mm-dd */
  invoiceDate: z.iso.date(),
  sellerTaxId: z.string().trim().min(1).max(TAX_ID_MAX),
  currency: z.string().regex(CURRENCY),
});
export type ReceiptHeader = z.infer<typeof receiptHeaderSchema>;

export const receiptLineInputSchema = z.strictObject({
  sku: z.string().trim().min(1).max(64),
  qty: z.number().int().min(1).max(1_000_000),
  unitPrice: z.number().min(0).max(100_000_000),
  hsCode: z.string().regex(HS_CODE),
  originCountry: z.string().regex(COUNTRY),
});
export type ReceiptLineInput = z.infer<typeof receiptLineInputSchema>;

export const receiptLineSchema = receiptLineInputSchema.extend({ id: z.string() });
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

/** A sku of the order and the quantity ordered (what a receipt line may name). */
export const receiptSkuSchema = z.object({ sku: z.string(), name: z.string(), qty: z.number().int() });
export type ReceiptSku = z.infer<typeof receiptSkuSchema>;

export const receiptInfoSchema = z.object({
  orderId: z.string(),
  supplierOrderId: z.string(),
  status: orderStatusSchema,
  editable: z.boolean(),
  skus: z.array(receiptSkuSchema),
  /** 0 while the order has no receipt info. */
  version: z.number().int().min(0),
  header: z
    .object({ invoiceNo: z.string(), invoiceDate: z.string(), sellerTaxId: z.string(), currency: z.string() })
    .nullable(),
  lines: z.array(receiptLineSchema),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ReceiptInfo = z.infer<typeof receiptInfoSchema>;

/** What is wrong with a line against the order's skus and the lines already there (empty: fine). */
export type ReceiptLineProblem =
  | { kind: 'skuNotOnOrder'; sku: string }
  | { kind: 'qtyExceeded'; sku: string; qty: number; ordered: number }
  | { kind: 'duplicateSku'; sku: string }
  | { kind: 'hsCode'; sku: string }
  | { kind: 'country'; sku: string }
  /** A price with decimals in a zero-decimal currency (JPY): amounts in it are whole (decision 028). */
  | { kind: 'wholeAmount'; sku: string; currency: string };

/**
 * What is wrong with a line against the order's skus, the lines already there and the invoice's
 * currency (when known: a price in a zero-decimal currency is whole).
 */
export function receiptLineProblems(line: ReceiptLineInput, skus: readonly ReceiptSku[], others: readonly { sku: string }[] = [], currency?: string | null): ReceiptLineProblem[] {
  const problems: ReceiptLineProblem[] = [];
  const ordered = skus.find((s) => s.sku === line.sku);
  if (!ordered) problems.push({ kind: 'skuNotOnOrder', sku: line.sku });
  else if (line.qty > ordered.qty) problems.push({ kind: 'qtyExceeded', sku: line.sku, qty: line.qty, ordered: ordered.qty });
  if (others.some((o) => o.sku === line.sku)) problems.push({ kind: 'duplicateSku', sku: line.sku });
  if (!HS_CODE.test(line.hsCode)) problems.push({ kind: 'hsCode', sku: line.sku });
  if (!COUNTRY.test(line.originCountry)) problems.push({ kind: 'country', sku: line.sku });
  if (currency && !fitsCurrency(line.unitPrice, currency)) problems.push({ kind: 'wholeAmount', sku: line.sku, currency });
  return problems;
}

/** The problems of a whole set of lines (each checked against the ones before it) under the invoice's currency. */
export function receiptLinesProblems(lines: readonly ReceiptLineInput[], skus: readonly ReceiptSku[], currency?: string | null): ReceiptLineProblem[] {
  return lines.flatMap((line, i) => receiptLineProblems(line, skus, lines.slice(0, i), currency));
}

/** The lines whose price does not fit a new invoice currency (a header change to JPY over prices with decimals). */
export function currencyConflicts(lines: readonly { sku: string; unitPrice: number }[], currency: string): ReceiptLineProblem[] {
  return lines.filter((l) => !fitsCurrency(l.unitPrice, currency)).map((l) => ({ kind: 'wholeAmount', sku: l.sku, currency }));
}

const orderRef = z.strictObject({ orderId: id });
const lines = z.array(receiptLineInputSchema).max(RECEIPT_LINES_MAX);

export const getReceiptInfo = endpoint({
  id: 'order.receiptGet',
  method: 'POST',
  path: `${P}/get`,
  summary: "One order's receipt info (purchase invoice header and lines) with the skus it may name",
  body: orderRef,
  response: receiptInfoSchema,
});

export const saveReceiptInfo = endpoint({
  id: 'order.receiptSave',
  method: 'POST',
  path: `${P}/save`,
  summary: 'Saves the invoice header of an order (creates the receipt info at version 0)',
  body: z.strictObject({ orderId: id, version, header: receiptHeaderSchema }),
  response: receiptInfoSchema,
});

export const addReceiptLine = endpoint({
  id: 'order.receiptAdd',
  method: 'POST',
  path: `${P}/add`,
  summary: 'Adds one line (a sku of the order not on the receipt yet) to an existing receipt',
  body: z.strictObject({ orderId: id, version, line: receiptLineInputSchema }),
  response: receiptInfoSchema,
});

export const removeReceiptLine = endpoint({
  id: 'order.receiptRemove',
  method: 'POST',
  path: `${P}/remove`,
  summary: 'Removes one line of the receipt',
  body: z.strictObject({ orderId: id, version, lineId: id }),
  response: receiptInfoSchema,
});

export const clearReceiptInfo = endpoint({
  id: 'order.receiptClear',
  method: 'POST',
  path: `${P}/clear`,
  summary: 'Removes the receipt info of an order (header and lines)',
  body: z.strictObject({ orderId: id, version: version.min(1) }),
  response: receiptInfoSchema,
});

export const receiptBatchItemSchema = z.strictObject({
  orderId: id,
  /** The version read; absent: replace whatever is there (uploads). */
  version: version.optional(),
  header: receiptHeaderSchema,
  lines,
});
export type ReceiptBatchItem = z.infer<typeof receiptBatchItemSchema>;

export const receiptBatchResultSchema = z.object({
  orderId: z.string(),
  ok: z.boolean(),
  version: z.number().int().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
});
export type ReceiptBatchResult = z.infer<typeof receiptBatchResultSchema>;

export const batchSaveReceiptInfo = endpoint({
  id: 'order.receiptBatchSave',
  method: 'POST',
  path: `${P}/batchSave`,
  summary: 'Replaces header and lines of several orders at once; a result per order (one refused order does not hold back the others)',
  body: z.strictObject({
    receipts: z
      .array(receiptBatchItemSchema)
      .min(1)
      .max(200)
      .refine((items) => new Set(items.map((i) => i.orderId)).size === items.length, { message: 'each order at most once' }),
  }),
  response: z.object({ results: z.array(receiptBatchResultSchema) }),
});

export const orderReceiptEndpoints = [getReceiptInfo, saveReceiptInfo, addReceiptLine, removeReceiptLine, clearReceiptInfo, batchSaveReceiptInfo] as const;
