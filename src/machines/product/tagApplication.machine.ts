// One fulfilment tag application (/product/fulfillmentTagApplyInfo/:id) on the record-with-actions
// kit (generic/recordActions.machine.ts, whose header says what each state means): while applied
// the supplier can withdraw it, once approved revoke the tag, each with a required reason; an
// application the platform decided or someone changed meanwhile (PRODUCT_TAG_DECIDED, _STALE)
// asks for a reload.
import { call } from '../../services';
import { TAG_NOTE_MAX, TagErrorCode, getTagApplication, revokeTag, withdrawTag, type TagApplicationInfo } from '../../contract/product/tag';
import { createRecordActionsMachine, type RecordActionsSpec } from '../generic/recordActions.machine';

export type TagAction = 'withdraw' | 'revoke';

export const tagApplicationSpec: RecordActionsSpec<TagApplicationInfo, TagAction> = {
  id: 'tagApplication',
  load: (id, signal) => call(getTagApplication, { params: { id } }, { signal, quiet: true }),
  actions: {
    withdraw: {
      allowed: (a) => a.status === 'applied',
      note: { required: true, max: TAG_NOTE_MAX },
      submit: ({ key, version, note }, signal) => call(withdrawTag, { body: { id: key, version, note } }, { signal, save: true }),
    },
    revoke: {
      allowed: (a) => a.status === 'approved',
      note: { required: true, max: TAG_NOTE_MAX },
      submit: ({ key, version, note }, signal) => call(revokeTag, { body: { id: key, version, note } }, { signal, save: true }),
    },
  },
  staleCodes: [TagErrorCode.stale, TagErrorCode.decided],
};

export const tagApplicationMachine = createRecordActionsMachine(tagApplicationSpec);
