// Settlements (docs/domain/finance.md, "Settlements and bills"; /finance/settlementList and
// settlementInfo/:id?/:queryType?): a channel's (cart's) transactions of one month, for the
// supplier to confirm. open (the month runs) -> pendingConfirm (platform job: the month ended; a
// 7-day window) -> confirmed (the supplier, or the job when the window closed unanswered), or
// disputed (lines disputed with a reason each) -> pendingConfirm when the job has decided every
// disputed line (a won one gets an adjustment). Confirming with disputes open confirms the
// undisputed part. Totals are the sums of the lines and adjustments, never a stored figure.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { decimalSchema, disputeReasonSchema, disputeStatusSchema, DISPUTE_NOTE_MAX, FINANCE_PATH, transactionKindSchema } from './transactions';

export const settlementStatuses = ['open', 'pendingConfirm', 'disputed', 'confirmed'] as const;
export const settlementStatusSchema = z.enum(settlementStatuses);
export type SettlementStatus = z.infer<typeof settlementStatusSchema>;

export const settlementViews = ['summary', 'lines', 'adjustments', 'history'] as const;
export type SettlementView = (typeof settlementViews)[number];

export const settlementActions = ['confirm', 'dispute'] as const;
export type SettlementAction = (typeof settlementActions)[number];

export const FinanceErrorCode = {
  stale: 'FINANCE_SETTLEMENT_STALE',
  decided: 'FINANCE_SETTLEMENT_DECIDED',
  disputeLine: 'FINANCE_DISPUTE_LINE_INVALID',
  disputeNote: 'FINANCE_DISPUTE_NOTE_REQUIRED',
} as const;

/** Days the supplier has to confirm a closed period before the job confirms it. */
export const CONFIRM_WINDOW_DAYS = 7;

export const settlementList = defineListSpec({
  bizType: 'finance.settlementList',
  title: ['Settlements', '结算单'],
  fields: {
    number: { type: z.string(), title: ['Settlement No.', '结算单号'], width: 180, sortable: true, filter: 'text' },
    period: { type: z.string(), title: ['Period', '结算周期'], width: 100, sortable: true, filter: 'text' },
    cart: { type: z.string(), title: ['Channel', '渠道'], width: 170, filter: 'text' },
    status: { type: settlementStatusSchema, title: ['Status', '状态'], kind: 'status', width: 130, optionName: 'financeSettlementStatus', filter: { kind: 'select', schema: settlementStatusSchema } },
    lines: { type: z.number().int(), title: ['Lines', '明细数'], kind: 'number', width: 90 },
    total: { type: z.number(), title: ['Total with tax', '含税合计'], kind: 'money', currencyKey: 'currency', width: 150, sortable: true },
    currency: { type: z.string(), title: ['Currency', '币种'], width: 90, hidden: true },
    confirmDeadline: { type: z.string().nullable(), title: ['Confirm by', '确认截止'], kind: 'datetime', width: 170 },
    confirmedAt: { type: z.string().nullable(), title: ['Confirmed at', '确认时间'], kind: 'datetime', width: 170, hidden: true },
  },
  defaultSort: { field: 'period', order: 'desc' },
});
export type SettlementRow = z.infer<typeof settlementList.row>;

const totalsSchema = z.object({ amountNoTax: decimalSchema, tax: decimalSchema, amount: decimalSchema });

export const settlementInfoSchema = z.object({
  number: z.string(),
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  cart: z.string(),
  currency: z.string(),
  status: settlementStatusSchema,
  version: z.number().int(),
  confirmDeadline: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  autoConfirmed: z.boolean(),
  /** Per kind: line count and sums; then the adjustments; the total is their sum. */
  byKind: z.array(z.object({ kind: transactionKindSchema, lines: z.number().int() }).extend(totalsSchema.shape)),
  adjustmentsTotal: totalsSchema,
  total: totalsSchema,
  /** The total less the lines still disputed: what a confirmation now confirms. */
  undisputedTotal: decimalSchema,
  openDisputes: z.number().int(),
  disputes: z.array(
    z.object({ transactionNo: z.string(), kind: transactionKindSchema, amount: decimalSchema, reason: disputeReasonSchema, note: z.string(), status: disputeStatusSchema, decision: z.string(), at: z.string() }),
  ),
  adjustments: z.array(z.object({ transactionNo: z.string(), reason: disputeReasonSchema, amountNoTax: decimalSchema, tax: decimalSchema, amount: decimalSchema, at: z.string() })),
});
export type SettlementInfo = z.infer<typeof settlementInfoSchema>;

export const operationHistorySchema = z.array(
  z.object({ action: z.string(), fromStatus: z.string(), toStatus: z.string(), note: z.string(), by: z.string(), at: z.string() }),
);
export type OperationHistory = z.infer<typeof operationHistorySchema>;

const numberParam = z.string().min(1).max(64);

export const searchSettlements = endpoint({
  id: 'finance.settlementSearch',
  method: 'POST',
  path: `${FINANCE_PATH}/settlement/search`,
  summary: 'The tenant’s settlements (table query, keyset page) for /finance/settlementList',
  body: settlementList.query,
  response: settlementList.page,
});

export const getSettlement = endpoint({
  id: 'finance.settlementInfo',
  method: 'GET',
  path: `${FINANCE_PATH}/settlement/info/{number}`,
  summary: 'Settlement info by number: totals by kind, disputes and adjustments (/finance/settlementInfo/:id)',
  params: z.strictObject({ number: numberParam }),
  response: settlementInfoSchema,
});

export const getSettlementConfirmInfo = endpoint({
  id: 'finance.settlementConfirmInfo',
  method: 'GET',
  path: `${FINANCE_PATH}/settlement/confirm-info/{number}`,
  summary: 'Settlement confirm info: what confirming now confirms (the whole or the undisputed part) and by when',
  params: z.strictObject({ number: numberParam }),
  response: z.object({ number: z.string(), version: z.number().int(), status: settlementStatusSchema, total: decimalSchema, undisputedTotal: decimalSchema, openDisputes: z.number().int(), confirmDeadline: z.string().nullable() }),
});

export const getOperationHistory = endpoint({
  id: 'finance.operationHistory',
  method: 'GET',
  path: `${FINANCE_PATH}/operation/history/{type}/{number}`,
  summary: 'Operation history by type and number: who confirmed, disputed, closed or decided what, and when',
  params: z.strictObject({ type: z.enum(['settlement']), number: numberParam }),
  response: operationHistorySchema,
});

export const approveSettlement = endpoint({
  id: 'finance.settlementApprove',
  method: 'POST',
  path: `${FINANCE_PATH}/settlement/approve`,
  summary: 'Approve (confirm) a settlement with the version read: the whole, or the undisputed part while lines are disputed',
  body: z.strictObject({ number: numberParam, version: z.number().int().min(1) }),
  response: settlementInfoSchema,
});

export const disputeSettlement = endpoint({
  id: 'finance.settlementDispute',
  method: 'POST',
  path: `${FINANCE_PATH}/settlement/dispute`,
  summary: 'Dispute lines of a settlement awaiting confirmation, a reason each (OTHER with a note), with the version read',
  body: z.strictObject({
    number: numberParam,
    version: z.number().int().min(1),
    lines: z
      .array(z.strictObject({ transactionNo: z.string().min(1).max(80), reason: disputeReasonSchema, note: z.string().trim().max(DISPUTE_NOTE_MAX) }))
      .min(1)
      .max(50),
  }),
  response: settlementInfoSchema,
});
