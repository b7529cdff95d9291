// Finance transactions (docs/domain/finance.md, "Transactions"; /finance/transactionList and
// transactionInfo/:id): one money event of the supplier, immutable, signed (positive is owed to the
// supplier), with its cause (the order, its line and shipment for a sale; the return or refund
// request). Amounts of one transaction travel as decimal strings (2 decimals, never binary floating
// point); the list's money columns are the list kit's (display only).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

export const FINANCE_PATH = '/api/scm-app/supplier/finance';

/** A money amount as the server wrote it: a decimal string with 2 decimals ('-12.30'). */
export const decimalSchema = z.string().regex(/^-?\d{1,16}\.\d{2}$/);
export type Decimal = z.infer<typeof decimalSchema>;

/** The kinds this slice writes (the design's others come with their causes). */
export const transactionKinds = ['sale', 'return', 'refund'] as const;
export const transactionKindSchema = z.enum(transactionKinds);
export type TransactionKind = z.infer<typeof transactionKindSchema>;

/** Dispute reasons of a line (the design's list); OTHER needs a note. */
export const disputeReasons = ['PRICE_NOT_IN_FORCE', 'QUANTITY_RECEIVED_WRONG', 'PENALTY_NOT_MY_FAULT', 'DUPLICATE_LINE', 'OTHER'] as const;
export const disputeReasonSchema = z.enum(disputeReasons);
export type DisputeReason = z.infer<typeof disputeReasonSchema>;

export const disputeStatuses = ['open', 'won', 'refused'] as const;
export const disputeStatusSchema = z.enum(disputeStatuses);
export type DisputeStatus = z.infer<typeof disputeStatusSchema>;

export const DISPUTE_NOTE_MAX = 200;

export const transactionList = defineListSpec({
  bizType: 'finance.transactionList',
  title: ['Transactions', '交易明细'],
  fields: {
    number: { type: z.string(), title: ['Transaction No.', '交易编号'], width: 190, sortable: true, filter: 'text' },
    kind: { type: transactionKindSchema, title: ['Kind', '类型'], kind: 'status', width: 110, optionName: 'financeTransactionKind', filter: { kind: 'select', schema: transactionKindSchema } },
    occurredAt: { type: z.string(), title: ['Date', '发生时间'], kind: 'datetime', width: 170, sortable: true, filter: 'dateRange' },
    settlementNo: { type: z.string(), title: ['Settlement No.', '结算单号'], width: 170, filter: 'text' },
    orderNo: { type: z.string(), title: ['Order No.', '订单号'], width: 170, filter: 'text' },
    orderId: { type: z.string(), hidden: true },
    sku: { type: z.string().nullable(), title: ['SKU', 'SKU'], width: 140, filter: 'text' },
    qty: { type: z.number().int(), title: ['Quantity', '数量'], kind: 'number', width: 90 },
    amountNoTax: { type: z.number(), title: ['Amount without tax', '不含税金额'], kind: 'money', currencyKey: 'currency', width: 150, sortable: true },
    tax: { type: z.number(), title: ['Tax', '税额'], kind: 'money', currencyKey: 'currency', width: 120 },
    amount: { type: z.number(), title: ['Amount with tax', '含税金额'], kind: 'money', currencyKey: 'currency', width: 150, sortable: true },
    currency: { type: z.string(), title: ['Currency', '币种'], width: 90, hidden: true },
    cart: { type: z.string(), title: ['Channel', '渠道'], width: 160, filter: 'text' },
  },
  defaultSort: { field: 'occurredAt', order: 'desc' },
});
export type TransactionRow = z.infer<typeof transactionList.row>;

export const transactionDetailSchema = z.object({
  number: z.string(),
  kind: transactionKindSchema,
  occurredAt: z.string(),
  currency: z.string(),
  qty: z.number().int(),
  unitPrice: decimalSchema.nullable(),
  taxRate: z.string(),
  amountNoTax: decimalSchema,
  tax: decimalSchema,
  amount: decimalSchema,
  sku: z.string().nullable(),
  cart: z.string(),
  /** The cause: the order (always), the request for a return or refund. */
  orderId: z.string(),
  orderNo: z.string(),
  requestNo: z.string().nullable(),
  settlementNo: z.string(),
  settlementStatus: z.string(),
  /** The settlement's version: a dispute of this line carries it (a settlement changed meanwhile is stale). */
  version: z.number().int(),
  dispute: z
    .object({ reason: disputeReasonSchema, note: z.string(), status: disputeStatusSchema, decision: z.string(), byName: z.string(), at: z.string() })
    .nullable(),
  /** The adjustment a won dispute added (the opposite amount). */
  adjustment: decimalSchema.nullable(),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

export const searchTransactions = endpoint({
  id: 'finance.transactionSearch',
  method: 'POST',
  path: `${FINANCE_PATH}/transaction/search`,
  summary: 'Transaction header and item search: the tenant’s transactions (table query, keyset page)',
  body: transactionList.query,
  response: transactionList.page,
});

export const getTransaction = endpoint({
  id: 'finance.transactionInfo',
  method: 'GET',
  path: `${FINANCE_PATH}/transaction/history/{number}`,
  summary: 'Transaction history by number: one transaction with its cause, its settlement and its dispute',
  params: z.strictObject({ number: z.string().min(1).max(80) }),
  response: transactionDetailSchema,
});
