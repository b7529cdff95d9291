// One difference of a reconciliation bill and its decision (/reconciliation/info&line=; contract
// src/contract/reconciliation/results.ts), on the record-with-actions kit: while open it is accepted
// (a confirmation) or disputed with a required reason; one decided meanwhile, or whose bill was
// submitted (RECONCILIATION_STALE, _STATE), asks for a reload.
import { call } from '../../services';
import { ReconciliationErrorCode, RECONCILIATION_NOTE_MAX } from '../../contract/reconciliation/bills';
import { decideResultLine, getResultLine, type LineDecision, type ResultLine } from '../../contract/reconciliation/results';
import { createRecordActionsMachine, type RecordActionsSpec, type RecordSubmitInput } from '../generic/recordActions.machine';

const open = (line: ResultLine) => line.decision === 'open';
const decide = ({ key, version, action, note }: RecordSubmitInput<LineDecision>, signal: AbortSignal) =>
  call(decideResultLine, { body: { id: key, version, decision: action, note } }, { signal, save: true });

export const lineSpec: RecordActionsSpec<ResultLine, LineDecision> = {
  id: 'reconciliationLine',
  load: (id, signal) => call(getResultLine, { params: { id } }, { signal, quiet: true }),
  actions: {
    accept: { allowed: open, submit: decide },
    dispute: { allowed: open, note: { required: true, max: RECONCILIATION_NOTE_MAX }, submit: decide },
  },
  staleCodes: [ReconciliationErrorCode.stale, ReconciliationErrorCode.state],
};

export const lineMachine = createRecordActionsMachine(lineSpec);
