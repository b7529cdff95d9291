// One replenishment record and its decision (/replenishment/info/:id; contract src/contract/replenishment/records.ts), on
// the record-with-actions kit (generic/recordActions.machine.ts, whose header says what each
// state means). While pending it can be approved (a confirmation) or rejected with a required
// note; a decision someone else made first (REPLENISHMENT_RECORD_STALE, _DECIDED) asks for a reload.
import { call } from '../../services';
import { decideReplenishmentRecord, getReplenishmentRecord, ReplenishmentErrorCode, REPLENISHMENT_NOTE_MAX, type ReplenishmentDecision, type ReplenishmentRecord } from '../../contract/replenishment/records';
import { createRecordActionsMachine, type RecordActionsSpec, type RecordSubmitInput } from '../generic/recordActions.machine';

const pending = (record: ReplenishmentRecord) => record.status === 'pending';
const decide = ({ key, version, action, note }: RecordSubmitInput<ReplenishmentDecision>, signal: AbortSignal) =>
  call(decideReplenishmentRecord, { body: { id: key, version, decision: action, note } }, { signal, save: true });

export const replenishmentRecordSpec: RecordActionsSpec<ReplenishmentRecord, ReplenishmentDecision> = {
  id: 'replenishmentRecord',
  load: (id, signal) => call(getReplenishmentRecord, { params: { id } }, { signal, quiet: true }),
  actions: {
    approve: { allowed: pending, submit: decide },
    reject: { allowed: pending, note: { required: true, max: REPLENISHMENT_NOTE_MAX }, submit: decide },
  },
  staleCodes: [ReplenishmentErrorCode.stale, ReplenishmentErrorCode.decided],
};

export const replenishmentRecordMachine = createRecordActionsMachine(replenishmentRecordSpec);
