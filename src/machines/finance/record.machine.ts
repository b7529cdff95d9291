// One finance record and its decision (/finance/settlementInfo/:id; contract src/contract/finance/records.ts), on
// the record-with-actions kit (generic/recordActions.machine.ts, whose header says what each
// state means). While pending it can be approved (a confirmation) or rejected with a required
// note; a decision someone else made first (FINANCE_RECORD_STALE, _DECIDED) asks for a reload.
import { call } from '../../services';
import { decideFinanceRecord, getFinanceRecord, FinanceErrorCode, FINANCE_NOTE_MAX, type FinanceDecision, type FinanceRecord } from '../../contract/finance/records';
import { createRecordActionsMachine, type RecordActionsSpec, type RecordSubmitInput } from '../generic/recordActions.machine';

const pending = (record: FinanceRecord) => record.status === 'pending';
const decide = ({ key, version, action, note }: RecordSubmitInput<FinanceDecision>, signal: AbortSignal) =>
  call(decideFinanceRecord, { body: { id: key, version, decision: action, note } }, { signal, save: true });

export const financeRecordSpec: RecordActionsSpec<FinanceRecord, FinanceDecision> = {
  id: 'financeRecord',
  load: (id, signal) => call(getFinanceRecord, { params: { id } }, { signal, quiet: true }),
  actions: {
    approve: { allowed: pending, submit: decide },
    reject: { allowed: pending, note: { required: true, max: FINANCE_NOTE_MAX }, submit: decide },
  },
  staleCodes: [FinanceErrorCode.stale, FinanceErrorCode.decided],
};

export const financeRecordMachine = createRecordActionsMachine(financeRecordSpec);
