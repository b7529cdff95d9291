// One receipt request and its decisions (/receipt/requestInfo/:id; contract
// src/contract/receipt/request.ts), on the record-with-actions kit (generic/recordActions.machine.ts,
// whose header says what each state means). "Create inbound" (a confirmation) while something
// reserved is not on an inbound yet; "Apply for a delay" (a reason) while acknowledged, in transit
// or part received; "Cancel" (a reason) before anything shipped. Reserving is its own form
// (reserve.machine.ts). Someone acting first (RECEIPT_REQUEST_STALE, _STATE) asks for a reload.
import { call } from '../../services';
import { actOnRequest, getRequest, RECEIPT_REASON_MAX, RequestErrorCode, type RequestAction, type RequestInfo } from '../../contract/receipt/request';
import { createRecordActionsMachine, type RecordActionsSpec, type RecordSubmitInput } from '../generic/recordActions.machine';

const act = ({ key, version, action, note }: RecordSubmitInput<RequestAction>, signal: AbortSignal) => call(actOnRequest, { body: { id: key, version, action, note } }, { signal, save: true });
const shippedNone = (r: RequestInfo) => r.inbounds.every((i) => i.status !== 'shipped' && i.status !== 'received');

export const requestSpec: RecordActionsSpec<RequestInfo, RequestAction> = {
  id: 'receiptRequest',
  load: (id, signal) => call(getRequest, { params: { id } }, { signal, quiet: true }),
  actions: {
    createInbound: { allowed: (r) => r.toShip > 0, submit: act },
    applyDelay: { allowed: (r) => ['acknowledged', 'inTransit', 'partReceived'].includes(r.status), note: { required: true, max: RECEIPT_REASON_MAX }, submit: act },
    cancel: { allowed: (r) => ['open', 'acknowledged', 'delayRequested'].includes(r.status) && shippedNone(r), note: { required: true, max: RECEIPT_REASON_MAX }, submit: act },
  },
  staleCodes: [RequestErrorCode.stale, RequestErrorCode.decided],
};

export const requestMachine = createRecordActionsMachine(requestSpec);
