// The difference order of one arrival (contract src/contract/order/extras.ts: difference order,
// difference answer), on /order/arrivalInfo/:id: what the platform warehouse received against
// what the appointment announced, and the supplier's answer, on the record-with-actions kit
// (generic/recordActions.machine.ts, whose header says what each state means). While the order is
// open it can be accepted (a confirmation) or disputed with a required note, once; someone else's
// answer or change first (ORDER_DIFFERENCE_STALE, ORDER_DIFFERENCE_ANSWERED) asks for a reload.
import { call } from '../../services';
import { answerDifferenceOrder, DIFFERENCE_NOTE_MAX, getDifferenceOrder, OrderExtrasErrorCode, type DifferenceAnswer, type DifferenceOrder } from '../../contract/order';
import { createRecordActionsMachine, type RecordActionsSpec, type RecordSubmitInput } from '../generic/recordActions.machine';

const isOpen = (d: DifferenceOrder) => d.status === 'open';
const answer = ({ key, version, action, note }: RecordSubmitInput<DifferenceAnswer>, signal: AbortSignal) =>
  call(answerDifferenceOrder, { body: { formNo: key, version, answer: action, note } }, { signal, save: true });

export const differenceSpec: RecordActionsSpec<DifferenceOrder, DifferenceAnswer> = {
  id: 'differenceOrder',
  load: (formNo, signal) => call(getDifferenceOrder, { body: { formNo } }, { signal, quiet: true }),
  actions: {
    accept: { allowed: isOpen, submit: answer },
    dispute: { allowed: isOpen, note: { required: true, max: DIFFERENCE_NOTE_MAX }, submit: answer },
  },
  staleCodes: [OrderExtrasErrorCode.differenceStale, OrderExtrasErrorCode.differenceAnswered],
};

export const differenceMachine = createRecordActionsMachine(differenceSpec);
