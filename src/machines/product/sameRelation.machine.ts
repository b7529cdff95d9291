// One same-product relation (docs/domain/products.md, "Same-product relation") on the
// record-with-actions kit (generic/recordActions.machine.ts): while proposed the supplier confirms
// it or declines it, the reason being the action (not the same, different pack, different model;
// a note optional); once confirmed it can be unlinked by appeal with a required reason. A relation
// decided meanwhile (PRODUCT_SAME_DECIDED, _STALE) asks for a reload.
import { call } from '../../services';
import {
  SAME_NOTE_MAX,
  SameErrorCode,
  confirmSameRelation,
  declineSameRelation,
  getSameRelation,
  unlinkSameRelation,
  type SameDeclineReason,
  type SameRelationInfo,
} from '../../contract/product/same';
import { createRecordActionsMachine, type RecordAction, type RecordActionsSpec } from '../generic/recordActions.machine';

export type SameAction = 'confirm' | 'declineNotSame' | 'declinePack' | 'declineModel' | 'unlink';

const proposed = (r: SameRelationInfo) => r.status === 'proposed';

const decline = (reason: SameDeclineReason): RecordAction<SameRelationInfo, SameAction> => ({
  allowed: proposed,
  note: { required: false, max: SAME_NOTE_MAX },
  submit: ({ key, version, note }, signal) => call(declineSameRelation, { body: { id: key, version, reason, note } }, { signal, save: true }),
});

export const sameRelationSpec: RecordActionsSpec<SameRelationInfo, SameAction> = {
  id: 'sameRelation',
  load: (id, signal) => call(getSameRelation, { params: { id } }, { signal, quiet: true }),
  actions: {
    confirm: {
      allowed: proposed,
      submit: ({ key, version }, signal) => call(confirmSameRelation, { body: { id: key, version } }, { signal, save: true }),
    },
    declineNotSame: decline('notSame'),
    declinePack: decline('differentPack'),
    declineModel: decline('differentModel'),
    unlink: {
      allowed: (r) => r.status === 'confirmed',
      note: { required: true, max: SAME_NOTE_MAX },
      submit: ({ key, version, note }, signal) => call(unlinkSameRelation, { body: { id: key, version, note } }, { signal, save: true }),
    },
  },
  staleCodes: [SameErrorCode.stale, SameErrorCode.decided],
};

export const sameRelationMachine = createRecordActionsMachine(sameRelationSpec);
