// The /replenishment group's records (docs/domain/replenishment.md), scaffolded by `npm run new:area`: a list
// (replenishment.list: search, columns, saved views, export) and a record that waits for a decision:
// pending -> approved, or rejected with a note. Deciding carries the version read
// (REPLENISHMENT_RECORD_STALE); a record decided meanwhile is refused (REPLENISHMENT_RECORD_DECIDED).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

const P = '/api/scm-app/supplier/replenishment/record';

/** A record's statuses (their words: labels.ts, also the option dictionary replenishmentRecordStatus). */
export const replenishmentRecordStatuses = ['pending', 'approved', 'rejected'] as const;
export const replenishmentRecordStatusSchema = z.enum(replenishmentRecordStatuses);
export type ReplenishmentRecordStatus = z.infer<typeof replenishmentRecordStatusSchema>;

export const replenishmentDecisions = ['approve', 'reject'] as const;
export type ReplenishmentDecision = (typeof replenishmentDecisions)[number];

export const ReplenishmentErrorCode = {
  stale: 'REPLENISHMENT_RECORD_STALE',
  decided: 'REPLENISHMENT_RECORD_DECIDED',
} as const;

export const REPLENISHMENT_NOTE_MAX = 200;

export const replenishmentRecordList = defineListSpec({
  bizType: 'replenishment.list',
  title: ['Replenishment orders', '补货单'],
  fields: {
    /** One record by its id: the record screen reads its row through the list. */
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    code: { type: z.string(), title: ['No.', '编号'], width: 150, sortable: true, filter: 'text' },
    name: { type: z.string(), title: ['Name', '名称'], width: 220, filter: 'text' },
    status: { type: replenishmentRecordStatusSchema, title: ['Status', '状态'], kind: 'status', width: 120, optionName: 'replenishmentRecordStatus', filter: { kind: 'select', schema: replenishmentRecordStatusSchema } },
    amount: { type: z.number(), title: ['Amount', '金额'], kind: 'money', currencyKey: 'currency', width: 140, sortable: true },
    currency: { type: z.string(), title: ['Currency', '币种'], width: 90, hidden: true },
    createdAt: { type: z.string(), title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    note: { type: z.string(), title: ['Note', '备注'], width: 220 },
    decidedBy: { type: z.string().nullable(), title: ['Decided by', '处理人'], width: 130, hidden: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export const replenishmentRecordSchema = replenishmentRecordList.row;
export type ReplenishmentRecord = z.infer<typeof replenishmentRecordSchema>;

export const searchReplenishmentRecords = endpoint({
  id: 'replenishment.recordSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'The tenant’s replenishment records (table query, keyset page) for /replenishment/list',
  body: replenishmentRecordList.query,
  response: replenishmentRecordList.page,
});

export const getReplenishmentRecord = endpoint({
  id: 'replenishment.recordInfo',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One replenishment record (/replenishment/info/:id)',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: replenishmentRecordSchema,
});

export const decideReplenishmentRecord = endpoint({
  id: 'replenishment.recordDecide',
  method: 'POST',
  path: `${P}/decide`,
  summary: 'pending -> approved, or rejected with a note, once, with the version read',
  body: z
    .strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), decision: z.enum(replenishmentDecisions), note: z.string().trim().max(REPLENISHMENT_NOTE_MAX) })
    .refine((b) => b.decision !== 'reject' || b.note.length > 0, { message: 'a note is required to reject', path: ['note'] }),
  response: replenishmentRecordSchema,
});

export const replenishmentTables = [replenishmentRecordList.table] as const;
export const replenishmentEndpoints = [searchReplenishmentRecords, getReplenishmentRecord, decideReplenishmentRecord] as const;
