// One reconciliation record and its decision (/reconciliation/info/:id; contract src/contract/reconciliation/records.ts), on
// the record-with-actions kit (generic/recordActions.machine.ts, whose header says what each
// state means). While pending it can be approved (a confirmation) or rejected with a required
// note; a decision someone else made first (RECONCILIATION_RECORD_STALE, _DECIDED) asks for a reload.
import { call } from '../../services';
import { decideReconciliationRecord, getReconciliationRecord, ReconciliationErrorCode, RECONCILIATION_NOTE_MAX, type ReconciliationDecision, type ReconciliationRecord } from '../../contract/reconciliation/records';
import { createRecordActionsMachine, type RecordActionsSpec, type RecordSubmitInput } from '../generic/recordActions.machine';

const pending = (record: ReconciliationRecord) => record.status === 'pending';
const decide = ({ key, version, action, note }: RecordSubmitInput<ReconciliationDecision>, signal: AbortSignal) =>
  call(decideReconciliationRecord, { body: { id: key, version, decision: action, note } }, { signal, save: true });

export const reconciliationRecordSpec: RecordActionsSpec<ReconciliationRecord, ReconciliationDecision> = {
  id: 'reconciliationRecord',
  load: (id, signal) => call(getReconciliationRecord, { params: { id } }, { signal, quiet: true }),
  actions: {
    approve: { allowed: pending, submit: decide },
    reject: { allowed: pending, note: { required: true, max: RECONCILIATION_NOTE_MAX }, submit: decide },
  },
  staleCodes: [ReconciliationErrorCode.stale, ReconciliationErrorCode.decided],
};

export const reconciliationRecordMachine = createRecordActionsMachine(reconciliationRecordSpec);
