// Invoices (docs/domain/finance.md, "Invoices"; /finance/invoiceList and invoiceInfo/:id?): the
// supplier's invoice against one confirmed settlement (no line still disputed), its figures
// pre-filled from the settlement's sums. draft (created; the file attached) -> submitted (the
// pre-flight check of invoice-check.ts passes) -> approved or rejected (the platform job runs the
// same check; a reason code and text) ; rejected -> draft (reopened to fix) ; draft -> cancelled.
// The file goes through a multipart upload of its own (300 s, spec section 9), a PDF or image
// checked by its content.
import { z } from 'zod';
import { endpoint, Timeout } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { InvoiceProblemCode } from './invoice-check';
import { decimalSchema, FINANCE_PATH } from './transactions';

export const invoiceStatuses = ['draft', 'submitted', 'approved', 'rejected', 'cancelled'] as const;
export const invoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const invoiceActions = ['submit', 'cancel', 'reopen'] as const;
export type InvoiceAction = (typeof invoiceActions)[number];

export const InvoiceErrorCode = {
  ...InvoiceProblemCode,
  stale: 'INVOICE_STALE',
  decided: 'INVOICE_DECIDED',
  settlementNotReady: 'INVOICE_SETTLEMENT_NOT_READY',
  fileType: 'INVOICE_FILE_TYPE',
} as const;

/** The largest invoice file accepted (a scanned multi-page PDF). */
export const INVOICE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const INVOICE_NO_MAX = 40;

export const invoiceList = defineListSpec({
  bizType: 'finance.invoiceList',
  title: ['Invoices', '发票'],
  fields: {
    number: { type: z.string(), title: ['Invoice record No.', '发票单号'], width: 170, sortable: true, filter: 'text' },
    invoiceNo: { type: z.string(), title: ['Invoice No.', '发票号码'], width: 150, filter: 'text' },
    settlementNo: { type: z.string(), title: ['Settlement No.', '结算单号'], width: 180, filter: 'text' },
    status: { type: invoiceStatusSchema, title: ['Status', '状态'], kind: 'status', width: 120, optionName: 'financeInvoiceStatus', filter: { kind: 'select', schema: invoiceStatusSchema } },
    amount: { type: z.number(), title: ['Amount with tax', '含税金额'], kind: 'money', currencyKey: 'currency', width: 150, sortable: true },
    currency: { type: z.string(), title: ['Currency', '币种'], width: 90, hidden: true },
    invoiceDate: { type: z.string(), title: ['Invoice date', '开票日期'], width: 120, sortable: true },
    createdAt: { type: z.string(), title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export type InvoiceRow = z.infer<typeof invoiceList.row>;

const figures = { amountNoTax: decimalSchema, tax: decimalSchema, amount: decimalSchema };
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const numberParam = z.string().min(1).max(64);
const invoiceNoSchema = z.string().trim().min(1).max(INVOICE_NO_MAX);

export const invoiceFileSchema = z.object({ id: z.string(), fileName: z.string(), contentType: z.string(), size: z.number().int() });
export type InvoiceFile = z.infer<typeof invoiceFileSchema>;

export const invoiceProblemSchema = z.object({ code: z.string(), field: z.string(), invoice: decimalSchema.optional(), expected: decimalSchema.optional(), message: z.string() });

export const invoiceInfoSchema = z.object({
  number: z.string(),
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  settlementNo: z.string(),
  period: z.string(),
  currency: z.string(),
  status: invoiceStatusSchema,
  version: z.number().int(),
  ...figures,
  /** What the settlement owes (its sums): the figures the invoice must carry. */
  expected: z.object(figures),
  file: invoiceFileSchema.nullable(),
  rejectCode: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The check as of now (drafts) or as of submission: empty when it passes. */
  problems: z.array(invoiceProblemSchema),
  history: z.array(z.object({ action: z.string(), fromStatus: z.string(), toStatus: z.string(), note: z.string(), by: z.string(), at: z.string() })),
});
export type InvoiceInfo = z.infer<typeof invoiceInfoSchema>;

const draftFields = { invoiceNo: invoiceNoSchema, invoiceDate: dateSchema, ...figures };

export const searchInvoices = endpoint({
  id: 'finance.invoiceSearch',
  method: 'POST',
  path: `${FINANCE_PATH}/invoice/search`,
  summary: 'The tenant’s invoices (table query, keyset page) for /finance/invoiceList',
  body: invoiceList.query,
  response: invoiceList.page,
});

export const getInvoice = endpoint({
  id: 'finance.invoiceInfo',
  method: 'GET',
  path: `${FINANCE_PATH}/invoice/info/{number}`,
  summary: 'Invoice info by number: figures, the settlement’s, the file, the check, the rejection reason and history',
  params: z.strictObject({ number: numberParam }),
  response: invoiceInfoSchema,
});

export const listInvoiceableSettlements = endpoint({
  id: 'finance.invoiceSettlements',
  method: 'GET',
  path: `${FINANCE_PATH}/invoice/settlements`,
  summary: 'The confirmed settlements (no line disputed) with no live invoice: what an invoice may be created against, with their sums',
  response: z.array(z.object({ settlementNo: z.string(), period: z.string(), cart: z.string(), currency: z.string(), ...figures })),
});

export const uploadInvoiceFile = endpoint({
  id: 'finance.invoiceUpload',
  method: 'POST',
  path: `${FINANCE_PATH}/invoice/file/upload`,
  summary: 'Uploads an invoice file (PDF, PNG, JPEG or WebP, checked by content; at most 10 MB); 300 s',
  multipart: true,
  timeoutMs: Timeout.invoiceUpload,
  // the upload service adds the caller's time zone to every form (services/upload.ts)
  body: z.strictObject({ file: z.file().max(INVOICE_FILE_MAX_BYTES), timezone: z.string().regex(/^GMT[+-]\d{2}:\d{2}$/) }),
  response: invoiceFileSchema,
});

export const checkInvoiceUpload = endpoint({
  id: 'finance.invoiceUploadCheck',
  method: 'POST',
  path: `${FINANCE_PATH}/invoice/upload/check`,
  summary: 'The pre-flight check of an invoice before it is saved or submitted: the problems found (empty when it passes)',
  body: z.strictObject({ settlementNo: numberParam, number: numberParam.optional(), fileId: z.string().max(64).nullable(), ...draftFields }),
  response: z.object({ problems: z.array(invoiceProblemSchema) }),
});

export const createInvoice = endpoint({
  id: 'finance.invoiceCreate',
  method: 'POST',
  path: `${FINANCE_PATH}/invoice/create`,
  summary: 'Creates a draft invoice against a confirmed settlement with its figures and file; repeated with the same key, answered as created',
  body: z.strictObject({ settlementNo: numberParam, fileId: z.string().max(64).nullable(), requestKey: z.string().min(8).max(64), ...draftFields }),
  response: invoiceInfoSchema,
});

export const updateInvoice = endpoint({
  id: 'finance.invoiceUpdate',
  method: 'POST',
  path: `${FINANCE_PATH}/invoice/update`,
  summary: 'Saves a draft invoice’s figures and attaches its file (attachment submit), with the version read',
  body: z.strictObject({ number: numberParam, version: z.number().int().min(1), fileId: z.string().max(64).nullable(), ...draftFields }),
  response: invoiceInfoSchema,
});

const actionBody = z.strictObject({ number: numberParam, version: z.number().int().min(1) });

export const submitInvoice = endpoint({
  id: 'finance.invoiceSubmit',
  method: 'POST',
  path: `${FINANCE_PATH}/invoice/submit`,
  summary: 'Submits a draft invoice for approval once the pre-flight check passes, with the version read',
  body: actionBody,
  response: invoiceInfoSchema,
});

export const cancelInvoice = endpoint({
  id: 'finance.invoiceCancel',
  method: 'POST',
  path: `${FINANCE_PATH}/invoice/cancel`,
  summary: 'Cancels a draft invoice, with the version read (its settlement may be invoiced again)',
  body: actionBody,
  response: invoiceInfoSchema,
});

export const reopenInvoice = endpoint({
  id: 'finance.invoiceReopen',
  method: 'POST',
  path: `${FINANCE_PATH}/invoice/reopen`,
  summary: 'Reopens a rejected invoice as a draft to fix, with the version read',
  body: actionBody,
  response: invoiceInfoSchema,
});

export const invoiceEndpoints = [searchInvoices, getInvoice, listInvoiceableSettlements, uploadInvoiceFile, checkInvoiceUpload, createInvoice, updateInvoice, submitInvoice, cancelInvoice, reopenInvoice] as const;
