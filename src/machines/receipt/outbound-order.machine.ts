// One outbound order and its decisions (/receipt/outboundOrderInfo/:id; contract
// src/contract/receipt/outbound-order.ts), on the record-with-actions kit
// (generic/recordActions.machine.ts, whose header says what each state means). A draft with lines
// offers "Submit" (each line locked in the platform warehouse, refused per sku over the available),
// a return draft "To scrap" (no ship-to, a scrap fee), a draft or a submitted order "Cancel" (a
// reason; a submitted one's lock released). The platform's confirmation or rejection comes from its
// job. Someone acting first (RECEIPT_OUTBOUND_ORDER_STALE, _STATE) asks for a reload.
import { call } from '../../services';
import { cancelOutboundOrder, getOutboundOrder, OutboundOrderErrorCode, submitOutboundOrder, toScrapOutboundOrder, type OutboundOrderInfo } from '../../contract/receipt/outbound-order';
import { RECEIPT_REASON_MAX } from '../../contract/receipt/request';
import { createRecordActionsMachine, type RecordActionsSpec } from '../generic/recordActions.machine';

export type OutboundOrderAction = 'submit' | 'toScrap' | 'cancel';

export const outboundOrderSpec: RecordActionsSpec<OutboundOrderInfo, OutboundOrderAction> = {
  id: 'receiptOutboundOrder',
  load: (id, signal) => call(getOutboundOrder, { params: { id } }, { signal, quiet: true }),
  actions: {
    submit: { allowed: (r) => r.status === 'draft' && r.lines.length > 0, submit: ({ key, version }, signal) => call(submitOutboundOrder, { body: { id: key, version } }, { signal, save: true }) },
    toScrap: { allowed: (r) => r.status === 'draft' && r.purpose === 'return', submit: ({ key, version }, signal) => call(toScrapOutboundOrder, { body: { id: key, version } }, { signal, save: true }) },
    cancel: {
      allowed: (r) => r.status === 'draft' || r.status === 'submitted',
      note: { required: true, max: RECEIPT_REASON_MAX },
      submit: ({ key, version, note }, signal) => call(cancelOutboundOrder, { body: { id: key, version, note } }, { signal, save: true }),
    },
  },
  staleCodes: [OutboundOrderErrorCode.stale, OutboundOrderErrorCode.decided],
};

export const outboundOrderMachine = createRecordActionsMachine(outboundOrderSpec);
