// The /finance group's records (docs/domain/finance.md), scaffolded by `npm run new:area`: a list
// (finance.settlementList: search, columns, saved views, export) and a record that waits for a decision:
// pending -> approved, or rejected with a note. Deciding carries the version read
// (FINANCE_RECORD_STALE); a record decided meanwhile is refused (FINANCE_RECORD_DECIDED).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

const P = '/api/scm-app/supplier/finance/record';

/** A record's statuses (their words: labels.ts, also the option dictionary financeRecordStatus). */
export const financeRecordStatuses = ['pending', 'approved', 'rejected'] as const;
export const financeRecordStatusSchema = z.enum(financeRecordStatuses);
export type FinanceRecordStatus = z.infer<typeof financeRecordStatusSchema>;

export const financeDecisions = ['approve', 'reject'] as const;
export type FinanceDecision = (typeof financeDecisions)[number];

export const FinanceErrorCode = {
  stale: 'FINANCE_RECORD_STALE',
  decided: 'FINANCE_RECORD_DECIDED',
} as const;

export const FINANCE_NOTE_MAX = 200;

export const financeRecordList = defineListSpec({
  bizType: 'finance.settlementList',
  title: ['Settlements', '结算单'],
  fields: {
    /** One record by its id: the record screen reads its row through the list. */
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    code: { type: z.string(), title: ['No.', '编号'], width: 150, sortable: true, filter: 'text' },
    name: { type: z.string(), title: ['Name', '名称'], width: 220, filter: 'text' },
    status: { type: financeRecordStatusSchema, title: ['Status', '状态'], kind: 'status', width: 120, optionName: 'financeRecordStatus', filter: { kind: 'select', schema: financeRecordStatusSchema } },
    amount: { type: z.number(), title: ['Amount', '金额'], kind: 'money', currencyKey: 'currency', width: 140, sortable: true },
    currency: { type: z.string(), title: ['Currency', '币种'], width: 90, hidden: true },
    createdAt: { type: z.string(), title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    note: { type: z.string(), title: ['Note', '备注'], width: 220 },
    decidedBy: { type: z.string().nullable(), title: ['Decided by', '处理人'], width: 130, hidden: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export const financeRecordSchema = financeRecordList.row;
export type FinanceRecord = z.infer<typeof financeRecordSchema>;

export const searchFinanceRecords = endpoint({
  id: 'finance.recordSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'The tenant’s finance records (table query, keyset page) for /finance/settlementList',
  body: financeRecordList.query,
  response: financeRecordList.page,
});

export const getFinanceRecord = endpoint({
  id: 'finance.recordInfo',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One finance record (/finance/settlementInfo/:id)',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: financeRecordSchema,
});

export const decideFinanceRecord = endpoint({
  id: 'finance.recordDecide',
  method: 'POST',
  path: `${P}/decide`,
  summary: 'pending -> approved, or rejected with a note, once, with the version read',
  body: z
    .strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), decision: z.enum(financeDecisions), note: z.string().trim().max(FINANCE_NOTE_MAX) })
    .refine((b) => b.decision !== 'reject' || b.note.length > 0, { message: 'a note is required to reject', path: ['note'] }),
  response: financeRecordSchema,
});

export const financeTables = [financeRecordList.table] as const;
export const financeEndpoints = [searchFinanceRecords, getFinanceRecord, decideFinanceRecord] as const;
