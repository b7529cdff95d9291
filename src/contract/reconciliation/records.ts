// The /reconciliation group's records (docs/domain/reconciliation.md), scaffolded by `npm run new:area`: a list
// (reconciliation.list: search, columns, saved views, export) and a record that waits for a decision:
// pending -> approved, or rejected with a note. Deciding carries the version read
// (RECONCILIATION_RECORD_STALE); a record decided meanwhile is refused (RECONCILIATION_RECORD_DECIDED).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

const P = '/api/scm-app/supplier/reconciliation/record';

/** A record's statuses (their words: labels.ts, also the option dictionary reconciliationRecordStatus). */
export const reconciliationRecordStatuses = ['pending', 'approved', 'rejected'] as const;
export const reconciliationRecordStatusSchema = z.enum(reconciliationRecordStatuses);
export type ReconciliationRecordStatus = z.infer<typeof reconciliationRecordStatusSchema>;

export const reconciliationDecisions = ['approve', 'reject'] as const;
export type ReconciliationDecision = (typeof reconciliationDecisions)[number];

export const ReconciliationErrorCode = {
  stale: 'RECONCILIATION_RECORD_STALE',
  decided: 'RECONCILIATION_RECORD_DECIDED',
} as const;

export const RECONCILIATION_NOTE_MAX = 200;

export const reconciliationRecordList = defineListSpec({
  bizType: 'reconciliation.list',
  title: ['Reconciliation bills', '对账单'],
  fields: {
    /** One record by its id: the record screen reads its row through the list. */
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    code: { type: z.string(), title: ['No.', '编号'], width: 150, sortable: true, filter: 'text' },
    name: { type: z.string(), title: ['Name', '名称'], width: 220, filter: 'text' },
    status: { type: reconciliationRecordStatusSchema, title: ['Status', '状态'], kind: 'status', width: 120, optionName: 'reconciliationRecordStatus', filter: { kind: 'select', schema: reconciliationRecordStatusSchema } },
    amount: { type: z.number(), title: ['Amount', '金额'], kind: 'money', currencyKey: 'currency', width: 140, sortable: true },
    currency: { type: z.string(), title: ['Currency', '币种'], width: 90, hidden: true },
    createdAt: { type: z.string(), title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    note: { type: z.string(), title: ['Note', '备注'], width: 220 },
    decidedBy: { type: z.string().nullable(), title: ['Decided by', '处理人'], width: 130, hidden: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export const reconciliationRecordSchema = reconciliationRecordList.row;
export type ReconciliationRecord = z.infer<typeof reconciliationRecordSchema>;

export const searchReconciliationRecords = endpoint({
  id: 'reconciliation.recordSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'The tenant’s reconciliation records (table query, keyset page) for /reconciliation/list',
  body: reconciliationRecordList.query,
  response: reconciliationRecordList.page,
});

export const getReconciliationRecord = endpoint({
  id: 'reconciliation.recordInfo',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One reconciliation record (/reconciliation/info/:id)',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: reconciliationRecordSchema,
});

export const decideReconciliationRecord = endpoint({
  id: 'reconciliation.recordDecide',
  method: 'POST',
  path: `${P}/decide`,
  summary: 'pending -> approved, or rejected with a note, once, with the version read',
  body: z
    .strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), decision: z.enum(reconciliationDecisions), note: z.string().trim().max(RECONCILIATION_NOTE_MAX) })
    .refine((b) => b.decision !== 'reject' || b.note.length > 0, { message: 'a note is required to reject', path: ['note'] }),
  response: reconciliationRecordSchema,
});

export const reconciliationTables = [reconciliationRecordList.table] as const;
export const reconciliationEndpoints = [searchReconciliationRecords, getReconciliationRecord, decideReconciliationRecord] as const;
