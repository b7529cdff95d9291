// One inbound of a replenishment order (/replenishment/inboundInfo/:id; contract
// src/contract/replenishment/inbound.ts), on the record-with-actions kit
// (generic/recordActions.machine.ts, whose header says what each state means) with no actions of
// its own: loading, viewing, loadFailed and notFound only. The inbound's decisions (confirm, ship,
// cancel) are the receipt inbound's, on /receipt/inboundInfo/:id, where the record links.
import { call } from '../../services';
import { getReplenishmentInbound, type ReplenishmentInbound } from '../../contract/replenishment/inbound';
import { createRecordActionsMachine, type RecordActionsSpec } from '../generic/recordActions.machine';

export const replenishmentInboundSpec: RecordActionsSpec<ReplenishmentInbound, never> = {
  id: 'replenishmentInbound',
  load: (id, signal) => call(getReplenishmentInbound, { params: { id } }, { signal, quiet: true }),
  actions: {},
  staleCodes: [],
};

export const replenishmentInboundMachine = createRecordActionsMachine(replenishmentInboundSpec);
