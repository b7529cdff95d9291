// One brand authorization (/product/authedBrandInfo/:id/:brandCode) on the record-with-actions kit
// (generic/recordActions.machine.ts, whose header says what each state means). A draft or a
// refused one can be submitted (an optional note); any one not yet ended (draft, submitted,
// granted, refused) can be revoked (deleted) with a required reason. One the platform decided or expired meanwhile (PRODUCT_BRAND_DECIDED, _STALE)
// asks for a reload.
import { call } from '../../services';
import { BRAND_NOTE_MAX, BrandErrorCode, brandMayRevoke, brandMaySubmit, getBrandAuth, revokeBrandAuth, submitBrandAuth, type BrandAuthDetail } from '../../contract/product/brand';
import { createRecordActionsMachine, type RecordActionsSpec } from '../generic/recordActions.machine';

export const brandAuthSpec: RecordActionsSpec<BrandAuthDetail, 'submit' | 'revoke'> = {
  id: 'brandAuth',
  load: (id, signal) => call(getBrandAuth, { params: { id } }, { signal, quiet: true }),
  actions: {
    submit: {
      allowed: (b) => brandMaySubmit(b.status),
      note: { required: false, max: BRAND_NOTE_MAX },
      submit: ({ key, version, note }, signal) => call(submitBrandAuth, { body: { id: key, version, note } }, { signal, save: true }),
    },
    revoke: {
      allowed: (b) => brandMayRevoke(b.status),
      note: { required: true, max: BRAND_NOTE_MAX },
      submit: ({ key, version, note }, signal) => call(revokeBrandAuth, { body: { id: key, version, note } }, { signal, save: true }),
    },
  },
  staleCodes: [BrandErrorCode.stale, BrandErrorCode.decided],
};

export const brandAuthMachine = createRecordActionsMachine(brandAuthSpec);
