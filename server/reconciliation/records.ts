// The /reconciliation record handlers (src/contract/reconciliation/records.ts): the list, one record, and a decision.
// Deciding runs the record-with-actions kit in one transaction: the record is locked, its status
// and version checked (a stale or already decided one changes nothing), the decision and its note
// written with a history row. The same decision repeated by the one who made it is answered as made.
import type { Language } from '../../src/contract';
import { decideReconciliationRecord, getReconciliationRecord, searchReconciliationRecords, ReconciliationErrorCode, type ReconciliationDecision, type ReconciliationRecord, type ReconciliationRecordStatus } from '../../src/contract/reconciliation';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { callerOf } from '../lists/registry';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { notFound } from '../inventory';
import { bi, textOf } from '../separate';
import { reconciliationRecordListDefinition } from './list-records';

const records: RecordTable<ReconciliationDecision, ReconciliationRecordStatus> = {
  kind: 'reconciliation.record',
  table: 'reconciliation_records',
  transitions: { approve: { from: ['pending'], to: 'approved' }, reject: { from: ['pending'], to: 'rejected' } },
  notFound,
  decided: (lang) => new ApiError(ReconciliationErrorCode.decided, textOf(bi('This record was already decided. Nothing was changed.', '该记录已处理，本次操作未做任何更改。'), lang), 409, null),
  stale: (lang) => new ApiError(ReconciliationErrorCode.stale, textOf(bi('This record was changed by someone else. Reload it and try again.', '该记录已被他人修改，请刷新后重试。'), lang), 409, null),
};

async function oneRecord(db: Db, user: { id: string; lang: Language; tenant: { id: string } }, id: string): Promise<ReconciliationRecord> {
  const page = await reconciliationRecordListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 });
  const row = page.rows[0];
  if (!row) throw notFound(user.lang);
  return row;
}

export const reconciliationRecordHandlers: readonly HandlerEntry[] = [
  defineHandler(searchReconciliationRecords, async ({ db, user, body }) => (await reconciliationRecordListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getReconciliationRecord, ({ db, user, params }) => oneRecord(db, user, params.id)),

  defineHandler(decideReconciliationRecord, async ({ db, user, body, now }) => {
    const to: ReconciliationRecordStatus = body.decision === 'approve' ? 'approved' : 'rejected';
    await db.transaction((tx) =>
      applyRecordAction(tx, records, {
        tenantId: user.tenant.id,
        lang: user.lang,
        by: { id: user.id, name: user.displayName },
        key: body.id,
        action: body.decision,
        version: body.version,
        note: body.note,
        now,
        set: { note: body.note, decided_by_name: user.displayName, decided_at: now },
        repeated: (row) => row.status === to && row.version === body.version + 1 && row.decided_by_name === user.displayName,
      }),
    );
    return oneRecord(db, user, body.id);
  }),
];
