// Pool financing (docs/domain/finance.md "Pool financing", /poolFinance/apply and applyForm): the
// supplier's applications for early payment against confirmed, undisputed, unpaid settlements.
// The limit is 80 % of those settlements' amounts less what is financed and not repaid; an
// application picks settlements and an amount within the limit, priced before it is sent (price.ts).
// Submitting carries a request id (a repeat answers the same application) and the version of each
// settlement read (POOL_FINANCE_STALE). The platform job then approves or refuses it (a reason
// code) and pays it out.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

const P = '/api/scm-app/supplier/poolFinance';
const decimal = z.string().regex(/^-?\d{1,16}\.\d{2}$/);

/** submitted -> approved | refused (by the platform job) ; approved -> disbursed (paid out). */
export const applicationStatuses = ['submitted', 'approved', 'refused', 'disbursed'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** Why the platform job refused an application. */
export const refusalReasons = ['OVER_LIMIT', 'SETTLEMENT_DUE', 'SETTLEMENT_INELIGIBLE'] as const;
export const refusalReasonSchema = z.enum(refusalReasons);
export type RefusalReason = z.infer<typeof refusalReasonSchema>;

export const PoolFinanceErrorCode = {
  stale: 'POOL_FINANCE_STALE',
  overLimit: 'POOL_FINANCE_OVER_LIMIT',
  ineligible: 'POOL_FINANCE_SETTLEMENT_INELIGIBLE',
  taken: 'POOL_FINANCE_SETTLEMENT_TAKEN',
  currencies: 'POOL_FINANCE_CURRENCY_MIXED',
} as const;

export const applicationList = defineListSpec({
  bizType: 'poolFinance.application',
  title: ['Funding applications', '融资申请'],
  fields: {
    number: { type: z.string(), title: ['Application No.', '申请编号'], width: 150, sortable: true, filter: 'text' },
    status: { type: applicationStatusSchema, title: ['Status', '状态'], kind: 'status', width: 110, optionName: 'poolFinanceApplicationStatus', filter: { kind: 'select', schema: applicationStatusSchema } },
    amount: { type: z.number(), title: ['Amount', '融资金额'], kind: 'money', currencyKey: 'currency', width: 130, sortable: true },
    fee: { type: z.number(), title: ['Fee', '费用'], kind: 'money', currencyKey: 'currency', width: 110 },
    discountPercent: { type: z.number(), title: ['Discount %', '贴现率 %'], kind: 'number', width: 100 },
    apr: { type: z.number(), title: ['APR %', '年化利率 %'], kind: 'number', width: 100 },
    currency: { type: z.string(), title: ['Currency', '币种'], width: 80, hidden: true },
    dueDate: { type: z.string(), title: ['Due date', '到期日'], kind: 'date', width: 120, sortable: true },
    settlements: { type: z.string(), title: ['Settlements', '结算单'], width: 220, filter: 'text' },
    reason: { type: refusalReasonSchema.nullable(), title: ['Refusal reason', '拒绝原因'], kind: 'status', width: 160, optionName: 'poolFinanceRefusalReason' },
    createdAt: { type: z.string(), title: ['Applied at', '申请时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    decidedAt: { type: z.string().nullable(), title: ['Decided at', '审核时间'], kind: 'datetime', width: 170, hidden: true },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export type Application = z.infer<typeof applicationList.row>;

export const searchApplications = endpoint({
  id: 'poolFinance.applicationSearch',
  method: 'POST',
  path: `${P}/application/search`,
  summary: 'The supplier’s funding applications (table query, keyset page), /poolFinance/apply',
  body: applicationList.query,
  response: applicationList.page,
});

/** A settlement the limit comes from: confirmed, not yet due for payment, positive once disputed lines are left aside. */
export const eligibleSettlementSchema = z.object({
  number: z.string(),
  period: z.string(),
  currency: z.string(),
  /** what is surely owed: the total, less nothing for disputed deductions (the lesser of the total and its undisputed part) */
  amount: decimal,
  /** 80 % of the amount */
  advance: decimal,
  openDisputes: z.number().int(),
  dueDate: z.string(),
  version: z.number().int(),
  /** already in a live application (submitted, approved or disbursed) */
  financed: z.boolean(),
});
export type EligibleSettlement = z.infer<typeof eligibleSettlementSchema>;

export const poolLimitSchema = z.object({
  currency: z.string(),
  /** 80 % of the eligible settlements' amounts */
  advance: decimal,
  /** live applications' amounts (submitted, approved, disbursed: not repaid) */
  outstanding: decimal,
  limit: decimal,
});
export const poolFinanceLimitSchema = z.object({
  /** the annual rate in %, e.g. "8.00" */
  rate: decimal,
  today: z.string(),
  limits: z.array(poolLimitSchema),
  settlements: z.array(eligibleSettlementSchema),
});
export type PoolFinanceLimit = z.infer<typeof poolFinanceLimitSchema>;

export const getPoolFinanceLimit = endpoint({
  id: 'poolFinance.limit',
  method: 'GET',
  path: `${P}/limit`,
  summary: 'The financing limit per currency and the settlements it comes from',
  response: poolFinanceLimitSchema,
});

export const POOL_FINANCE_MAX_SETTLEMENTS = 50;

export const applyBody = z.strictObject({
  /** made once per form: a repeat of the same request answers the application it made */
  requestId: z.string().uuid(),
  settlements: z
    .array(z.strictObject({ number: z.string().min(1).max(64), version: z.number().int().min(1) }))
    .min(1)
    .max(POOL_FINANCE_MAX_SETTLEMENTS)
    .refine((s) => new Set(s.map((x) => x.number)).size === s.length, { message: 'a settlement once' }),
  amount: z.string().regex(/^\d{1,13}(\.\d{1,2})?$/).refine((a) => Number(a) > 0, { message: 'more than zero' }),
});
export type ApplyBody = z.infer<typeof applyBody>;

export const applyForFinancing = endpoint({
  id: 'poolFinance.apply',
  method: 'POST',
  path: `${P}/application/submit`,
  summary: 'Apply for early payment: settlements picked (with the version read), an amount within the limit; once per request id',
  body: applyBody,
  response: applicationList.row,
});

export const poolFinanceTables = [applicationList.table] as const;
export const poolFinanceEndpoints = [searchApplications, getPoolFinanceLimit, applyForFinancing] as const;
