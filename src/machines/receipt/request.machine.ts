// One receipt request and its decisions (/receipt/requestInfo/:id; contract
// src/contract/receipt/request.ts), on the record-with-actions kit (generic/recordActions.machine.ts,
// whose header says what each state means). "Create inbound" (a confirmation) while something
// reserved is not on an inbound yet; "Ship all" (outbound-all: every open quantity, backorders too,
// each line from the warehouse with the most of it) while anything is on no inbound; "Change delivery
// type" (a choice among the types the record offers) while open or acknowledged; "Apply for a delay" (a reason) while acknowledged, in transit
// or part received; "Cancel" (a reason) before anything shipped. Reserving is its own form
// (reserve.machine.ts). Someone acting first (RECEIPT_REQUEST_STALE, _STATE) asks for a reload.
import { call } from '../../services';
import { actOnRequest, deliveryTypeSchema, getRequest, RECEIPT_REASON_MAX, RequestErrorCode, type RequestAction, type RequestInfo } from '../../contract/receipt/request';
import { outboundAll, setDeliveryType } from '../../contract/receipt/dock';
import { createRecordActionsMachine, type RecordActionsSpec, type RecordSubmitInput } from '../generic/recordActions.machine';

/** The record's actions: the `act` call's, and "Ship all" through `outbound-all` (by the request's number). */
export type RequestRecordAction = RequestAction | 'shipAll' | 'deliveryType';

const act = ({ key, version, action, note }: RecordSubmitInput<RequestRecordAction>, signal: AbortSignal) => call(actOnRequest, { body: { id: key, version, action: action as RequestAction, note } }, { signal, save: true });
const inboundStates: readonly string[] = ['acknowledged', 'delayRequested', 'inTransit', 'partReceived'];
/** Something reserved or backordered is on no inbound yet. */
const openLeft = (r: RequestInfo) => r.lines.some((l) => l.reserved + l.backordered - l.onInbounds > 0);
const shippedNone = (r: RequestInfo) => r.inbounds.every((i) => ['draft', 'confirmed', 'cancelled'].includes(i.status));

export const requestSpec: RecordActionsSpec<RequestInfo, RequestRecordAction> = {
  id: 'receiptRequest',
  load: (id, signal) => call(getRequest, { params: { id } }, { signal, quiet: true }),
  actions: {
    createInbound: { allowed: (r) => r.toShip > 0, submit: act },
    shipAll: {
      allowed: (r) => inboundStates.includes(r.status) && openLeft(r),
      // the call addresses the request by its number, the record by its id: the number is read
      // first (it never changes); the version sent is still the one the user saw
      submit: async ({ key, version }, signal) => {
        const { requestNo } = await call(getRequest, { params: { id: key } }, { signal, quiet: true });
        return call(outboundAll, { params: { requestNo }, body: { version } }, { signal, save: true });
      },
    },
    deliveryType: {
      allowed: (r) => r.deliveryTypeChoices.length > 0,
      // another type than the request has: the dialog opens with nothing picked
      choice: { options: (r) => r.deliveryTypeChoices.filter((c) => c.value !== r.deliveryType), initial: () => null },
      submit: ({ key, version, choice }, signal) => call(setDeliveryType, { body: { id: key, version, deliveryType: deliveryTypeSchema.parse(choice) } }, { signal, save: true }),
    },
    applyDelay: { allowed: (r) => ['acknowledged', 'inTransit', 'partReceived'].includes(r.status), note: { required: true, max: RECEIPT_REASON_MAX }, submit: act },
    cancel: { allowed: (r) => ['open', 'acknowledged', 'delayRequested'].includes(r.status) && shippedNone(r), note: { required: true, max: RECEIPT_REASON_MAX }, submit: act },
  },
  staleCodes: [RequestErrorCode.stale, RequestErrorCode.decided],
};

export const requestMachine = createRecordActionsMachine(requestSpec);
