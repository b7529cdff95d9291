// One outbound, the platform's notice, and the supplier's answers (/receipt/outboundInfo/:id and
// /receipt/outboundInfoReverse/:id; contract src/contract/receipt/outbound.ts), on the
// record-with-actions kit (generic/recordActions.machine.ts, whose header says what each state
// means). A notified outbound offers "Confirm" (to the ship-to warehouse picked in its dialog, the
// platform's proposal first: the stock leaves the platform warehouse) and "Close" (a reason: the goods stay); a reversed one "Confirm reverse
// outbound" (back on the platform warehouse's shelf).
// Someone acting first (RECEIPT_OUTBOUND_NOTICE_STALE, _STATE) asks for a reload.
import { call } from '../../services';
import { closeOutbound, confirmOutbound, confirmReverseOutbound, getOutbound, OutboundErrorCode, type OutboundInfo } from '../../contract/receipt/outbound';
import { RECEIPT_REASON_MAX } from '../../contract/receipt/request';
import { createRecordActionsMachine, type RecordActionsSpec } from '../generic/recordActions.machine';

export type OutboundAction = 'confirm' | 'close' | 'confirmReverse';

export const outboundSpec: RecordActionsSpec<OutboundInfo, OutboundAction> = {
  id: 'receiptOutbound',
  load: (id, signal) => call(getOutbound, { params: { id } }, { signal, quiet: true }),
  actions: {
    confirm: {
      allowed: (r) => r.status === 'notified' && r.qty > 0,
      choice: {
        options: (r) => r.shipToChoices.map((w) => ({ value: w.id, label: `${w.name} (${w.code})` })),
        initial: (r) => (r.shipToChoices.some((w) => w.id === r.shipToId) ? r.shipToId : null),
      },
      submit: ({ key, version, choice }, signal) => call(confirmOutbound, { body: { id: key, version, ...(choice ? { shipToId: choice } : {}) } }, { signal, save: true }),
    },
    close: {
      allowed: (r) => r.status === 'notified',
      note: { required: true, max: RECEIPT_REASON_MAX },
      submit: ({ key, version, note }, signal) => call(closeOutbound, { body: { id: key, version, note } }, { signal, save: true }),
    },
    confirmReverse: { allowed: (r) => r.status === 'reversed', submit: ({ key, version }, signal) => call(confirmReverseOutbound, { body: { id: key, version } }, { signal, save: true }) },
  },
  staleCodes: [OutboundErrorCode.stale, OutboundErrorCode.decided],
};

export const outboundMachine = createRecordActionsMachine(outboundSpec);
