// One open price proposal on the product record, on the record-with-actions kit
// (generic/recordActions.machine.ts): while pending or approved (not yet in effect) the supplier
// can withdraw it with a required reason; a proposal the platform decided or applied meanwhile
// (PRODUCT_PRICE_DECIDED, _STALE) asks for a reload.
import { call } from '../../services';
import { PRICE_NOTE_MAX, PriceErrorCode, getPriceProposal, openPriceStatuses, withdrawPrice, type PriceProposalRow } from '../../contract/product/price';
import { createRecordActionsMachine, type RecordActionsSpec } from '../generic/recordActions.machine';

export const priceWithdrawSpec: RecordActionsSpec<PriceProposalRow, 'withdraw'> = {
  id: 'priceWithdraw',
  load: (id, signal) => call(getPriceProposal, { params: { id } }, { signal, quiet: true }),
  actions: {
    withdraw: {
      allowed: (p) => openPriceStatuses.includes(p.status),
      note: { required: true, max: PRICE_NOTE_MAX },
      submit: ({ key, version, note }, signal) => call(withdrawPrice, { body: { id: key, version, note } }, { signal, save: true }),
    },
  },
  staleCodes: [PriceErrorCode.stale, PriceErrorCode.decided],
};

export const priceWithdrawMachine = createRecordActionsMachine(priceWithdrawSpec);
