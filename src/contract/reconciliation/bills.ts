// Reconciliation bills (docs/domain/finance.md "Reconciliation"): a logistics provider's cost bill
// for one period, imported from its file (import type reconciliationLogisticsCost, 40 s) and matched
// line by line against the tenant's own shipments priced by the asset area's cost settings.
//   draft -> imported (lines read) -> matched (result classed) -> submitted -> closed (platform job)
// Each difference is accepted or disputed (a reason required) before the bill is submitted once,
// with the version read. The tax bill type is not offered: see finance.md "Slice (built)".
import { z } from 'zod';
import { endpoint, Timeout } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { IMPORT_FILE_MAX_BYTES, importRecordSchema } from '../template';

export const RECONCILIATION_PATH = '/api/scm-app/supplier/reconciliation';
const P = RECONCILIATION_PATH;

export const billStatuses = ['draft', 'imported', 'matched', 'submitted', 'closed'] as const;
export const billStatusSchema = z.enum(billStatuses);
export type BillStatus = z.infer<typeof billStatusSchema>;

/** What a bill is of; only the logistics cost bill can be matched against the system's records. */
export const billTypes = ['logisticsCost'] as const;
export const billTypeSchema = z.enum(billTypes);
export type BillType = z.infer<typeof billTypeSchema>;

/** A period is one calendar month. */
export const periodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const ReconciliationErrorCode = {
  stale: 'RECONCILIATION_STALE',
  state: 'RECONCILIATION_STATE',
  undecided: 'RECONCILIATION_UNDECIDED',
  noProvider: 'RECONCILIATION_NO_PROVIDER',
  exists: 'RECONCILIATION_BILL_EXISTS',
} as const;

export const RECONCILIATION_NOTE_MAX = 200;

export const billList = defineListSpec({
  bizType: 'reconciliation.list',
  title: ['Reconciliation bills', '对账单'],
  fields: {
    /** One bill by its id: the record screen reads its row through the list. */
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    billNo: { type: z.string(), title: ['Bill no.', '对账单号'], width: 150, sortable: true, filter: 'text' },
    providerCode: { type: z.string(), title: ['Provider', '物流渠道'], width: 130, filter: 'text' },
    providerName: { type: z.string(), title: ['Provider name', '渠道名称'], width: 220 },
    type: { type: billTypeSchema, title: ['Type', '类型'], kind: 'status', width: 130, optionName: 'reconciliationBillType' },
    period: { type: z.string(), title: ['Period', '账期'], width: 100, sortable: true, filter: 'text' },
    status: { type: billStatusSchema, title: ['Status', '状态'], kind: 'status', width: 110, optionName: 'reconciliationBillStatus', filter: { kind: 'select', schema: billStatusSchema } },
    lineCount: { type: z.number().int(), title: ['Lines', '行数'], kind: 'number', width: 80 },
    differenceCount: { type: z.number().int(), title: ['Differences', '差异数'], kind: 'number', width: 100 },
    openCount: { type: z.number().int(), title: ['Undecided', '待处理差异'], kind: 'number', width: 100, hidden: true },
    billedTotal: { type: z.number(), title: ['Billed', '账单金额'], kind: 'money', currencyKey: 'currency', width: 130, sortable: true },
    expectedTotal: { type: z.number(), title: ['Expected', '系统金额'], kind: 'money', currencyKey: 'currency', width: 130 },
    differenceTotal: { type: z.number(), title: ['Difference', '差额'], kind: 'money', currencyKey: 'currency', width: 120 },
    currency: { type: z.string(), title: ['Currency', '币种'], width: 80, hidden: true },
    createdAt: { type: z.string(), title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    createdBy: { type: z.string(), title: ['Created by', '创建人'], width: 120, hidden: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export const billSchema = billList.row;
export type ReconciliationBill = z.infer<typeof billSchema>;

export const searchBills = endpoint({
  id: 'reconciliation.billSearch',
  method: 'POST',
  path: `${P}/bill/search`,
  summary: 'The tenant’s reconciliation bills (table query, keyset page) for /reconciliation/list',
  body: billList.query,
  response: billList.page,
});

export const getBill = endpoint({
  id: 'reconciliation.detail',
  method: 'GET',
  path: `${P}/detail/{id}`,
  summary: 'One reconciliation bill (/reconciliation/info?id=)',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: billSchema,
});

/** A provider a bill can be of: a logistics channel of the tenant with a cost setting. */
export const providerSchema = z.object({ code: z.string(), name: z.string(), carrier: z.string(), currency: z.string() });
export type ReconciliationProvider = z.infer<typeof providerSchema>;

export const listProviders = endpoint({
  id: 'reconciliation.logisticsList',
  method: 'GET',
  path: `${P}/logistics/list`,
  summary: 'The tenant’s active logistics channels with a cost setting: the providers a bill can be of',
  response: z.array(providerSchema),
});

/** A fee code a bill line may carry: freight, or one of the asset area's additional charges. */
export const feeCodeSchema = z.object({ code: z.string(), name: z.string(), nameZh: z.string() });
export const listFeeCodes = endpoint({
  id: 'reconciliation.feeCode',
  method: 'GET',
  path: `${P}/feeCode`,
  summary: 'The fee codes a logistics cost bill line may carry (freight and the additional charges)',
  response: z.array(feeCodeSchema),
});

export const createBill = endpoint({
  id: 'reconciliation.create',
  method: 'POST',
  path: `${P}/create`,
  summary: 'A new draft bill of a provider and a period (one per provider, type and period)',
  body: z.strictObject({ providerCode: z.string().trim().min(1).max(32), type: billTypeSchema, period: periodSchema }),
  response: billSchema,
});

export const submitBill = endpoint({
  id: 'reconciliation.submit',
  method: 'POST',
  path: `${P}/submit`,
  summary: 'matched -> submitted, once every difference is decided, with the version read',
  body: z.strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), note: z.string().trim().max(RECONCILIATION_NOTE_MAX) }),
  response: billSchema,
});

export const uploadCostBill = endpoint({
  id: 'reconciliation.upload',
  method: 'POST',
  path: `${P}/logistics/upload`,
  summary: 'A logistics cost bill file (import type reconciliationLogisticsCost): checked by content, read off the request thread, applied when the review is confirmed',
  multipart: true,
  timeoutMs: Timeout.costBillImport,
  body: z.strictObject({ file: z.file().max(IMPORT_FILE_MAX_BYTES), timeZone: z.string().regex(/^GMT[+-]\d{2}:\d{2}$/) }),
  response: importRecordSchema,
});
