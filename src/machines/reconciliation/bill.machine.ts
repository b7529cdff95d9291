// One reconciliation bill and its submit (/reconciliation/info; contract
// src/contract/reconciliation/bills.ts), on the record-with-actions kit (generic/recordActions.machine.ts,
// whose header says what each state means). A matched bill with no undecided difference can be
// submitted (a confirmation, an optional note); the platform then closes it. A submit someone else
// made first (RECONCILIATION_STALE, _STATE) asks for a reload.
import { call } from '../../services';
import { getBill, submitBill, ReconciliationErrorCode, RECONCILIATION_NOTE_MAX, type ReconciliationBill } from '../../contract/reconciliation/bills';
import { createRecordActionsMachine, type RecordActionsSpec, type RecordSubmitInput } from '../generic/recordActions.machine';

const submit = ({ key, version, note }: RecordSubmitInput<'submit'>, signal: AbortSignal) => call(submitBill, { body: { id: key, version, note } }, { signal, save: true });

export const billSpec: RecordActionsSpec<ReconciliationBill, 'submit'> = {
  id: 'reconciliationBill',
  load: (id, signal) => call(getBill, { params: { id } }, { signal, quiet: true }),
  actions: {
    submit: { allowed: (bill) => bill.status === 'matched' && bill.openCount === 0, note: { required: false, max: RECONCILIATION_NOTE_MAX }, submit },
  },
  staleCodes: [ReconciliationErrorCode.stale, ReconciliationErrorCode.state],
};

export const billMachine = createRecordActionsMachine(billSpec);
