// One replenishment order and the supplier's cancel (/replenishment/info/:id; contract
// src/contract/replenishment/order.ts), on the record-with-actions kit
// (generic/recordActions.machine.ts, whose header says what each state means). A suggested order
// offers "Cancel" with a required reason; its "Confirm" takes a quantity per line, so it is its
// own form (confirm.machine.ts). A confirmed order without an inbound offers "Create inbound" (no
// note: it opens the order's receipt request and its draft inbound). Someone acting first (REPLENISHMENT_ORDER_STALE, _STATE) asks for
// a reload.
import { call } from '../../services';
import { createReplenishmentInbound } from '../../contract/replenishment/inbound';
import { cancelReplenishmentOrder, getReplenishmentOrder, REPLENISHMENT_REASON_MAX, ReplenishmentErrorCode, type ReplenishmentOrder } from '../../contract/replenishment/order';
import { createRecordActionsMachine, type RecordActionsSpec } from '../generic/recordActions.machine';

export type ReplenishmentOrderAction = 'cancel' | 'createInbound';

export const replenishmentOrderSpec: RecordActionsSpec<ReplenishmentOrder, ReplenishmentOrderAction> = {
  id: 'replenishmentOrder',
  load: (id, signal) => call(getReplenishmentOrder, { params: { id } }, { signal, quiet: true }),
  actions: {
    cancel: {
      allowed: (r) => r.status === 'suggested',
      note: { required: true, max: REPLENISHMENT_REASON_MAX },
      submit: ({ key, version, note }, signal) => call(cancelReplenishmentOrder, { body: { id: key, version, note } }, { signal, save: true }),
    },
    createInbound: {
      allowed: (r) => r.status === 'confirmed' && r.inbound === null,
      submit: ({ key, version }, signal) => call(createReplenishmentInbound, { body: { id: key, version } }, { signal, save: true }),
    },
  },
  staleCodes: [ReplenishmentErrorCode.stale, ReplenishmentErrorCode.decided, ReplenishmentErrorCode.inboundMade],
};

export const replenishmentOrderMachine = createRecordActionsMachine(replenishmentOrderSpec);
