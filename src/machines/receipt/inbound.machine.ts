// One inbound and its decisions (/receipt/inboundInfo/:id; contract src/contract/receipt/inbound.ts),
// on the record-with-actions kit (generic/recordActions.machine.ts, whose header says what each
// state means). A draft offers "Confirm" (locks the stock in the ship-from warehouse) and "Cancel"
// (a reason); a confirmed one "Ship" once it has its tracking (stock leaves: in transit), "Reopen"
// (the lock released) and "Cancel"; one the platform's dock turned away "Confirm again" (after the
// supplier corrected its tracking; a carton mismatch has its cartons declared again by the server). The tracking is its own form (tracking.machine.ts). Someone
// acting first (RECEIPT_INBOUND_STALE, _STATE) asks for a reload.
import { call } from '../../services';
import { actOnInbound, getInbound, InboundErrorCode, type InboundAction, type InboundInfo } from '../../contract/receipt/inbound';
import { RECEIPT_REASON_MAX } from '../../contract/receipt/request';
import { createRecordActionsMachine, type RecordActionsSpec, type RecordSubmitInput } from '../generic/recordActions.machine';

const act = ({ key, version, action, note }: RecordSubmitInput<InboundAction>, signal: AbortSignal) => call(actOnInbound, { body: { id: key, version, action, note } }, { signal, save: true });

export const inboundSpec: RecordActionsSpec<InboundInfo, InboundAction> = {
  id: 'receiptInbound',
  load: (id, signal) => call(getInbound, { params: { id } }, { signal, quiet: true }),
  actions: {
    confirm: { allowed: (r) => r.status === 'draft', submit: act },
    ship: { allowed: (r) => r.status === 'confirmed' && r.carrierCode !== null && r.trackingNo !== '', submit: act },
    reopen: { allowed: (r) => r.status === 'confirmed', submit: act },
    cancel: { allowed: (r) => r.status === 'draft' || r.status === 'confirmed', note: { required: true, max: RECEIPT_REASON_MAX }, submit: act },
    reconfirm: { allowed: (r) => r.status === 'rejectedAtDock' && r.carrierCode !== null && r.trackingNo !== '', submit: act },
  },
  staleCodes: [InboundErrorCode.stale, InboundErrorCode.decided],
};

export const inboundMachine = createRecordActionsMachine(inboundSpec);
