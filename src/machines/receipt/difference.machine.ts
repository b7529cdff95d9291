// One difference of a receipt and the supplier's answer (/receipt/info/:id; contract
// src/contract/receipt/receipt.ts), on the record-with-actions kit (generic/recordActions.machine.ts,
// whose header says what each state means). While open: "Accept" (a confirmation: the receipt
// stands) and "Dispute" (a required note; photos attached before it go with it: evidence.machine.ts).
// Someone answering first, the platform deciding, or the window closing (RECEIPT_DIFFERENCE_STALE,
// _STATE, _WINDOW_CLOSED) asks for a reload.
import { call } from '../../services';
import { actOnDifference, DifferenceErrorCode, getDifference, type DifferenceAction, type DifferenceInfo } from '../../contract/receipt/receipt';
import { RECEIPT_REASON_MAX } from '../../contract/receipt/request';
import { createRecordActionsMachine, type RecordActionsSpec, type RecordSubmitInput } from '../generic/recordActions.machine';

const answer = ({ key, version, action, note }: RecordSubmitInput<DifferenceAction>, signal: AbortSignal) => call(actOnDifference, { body: { id: key, version, action, note } }, { signal, save: true });
const isOpen = (d: DifferenceInfo) => d.status === 'open';

export const differenceSpec: RecordActionsSpec<DifferenceInfo, DifferenceAction> = {
  id: 'receiptDifference',
  load: (id, signal) => call(getDifference, { params: { id } }, { signal, quiet: true }),
  actions: {
    accept: { allowed: isOpen, submit: answer },
    dispute: { allowed: (d) => isOpen(d) && d.attemptsLeft > 0, note: { required: true, max: RECEIPT_REASON_MAX }, submit: answer },
  },
  staleCodes: [DifferenceErrorCode.stale, DifferenceErrorCode.decided, DifferenceErrorCode.windowClosed],
};

export const differenceMachine = createRecordActionsMachine(differenceSpec);
