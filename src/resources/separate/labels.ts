// Words of the isolation screens (in the lingui catalog): what each history entry records and the
// automatic runs. The statuses' labels are the contract's (src/contract/separate/labels.ts), which
// the server's option dictionaries and messages use too.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SeparationAction } from '../../contract/separate/separation';

/** What each history entry records (actor and time come with it). */
export const historyActionLabels: Record<SeparationAction, MessageDescriptor> = {
  create: msg`Created`,
  update: msg`Header edited`,
  groupSubmit: msg`Groups and lines saved`,
  updateQty: msg`Quantities changed`,
  check: msg`Checked`,
  submit: msg`Submitted`,
  start: msg`Started`,
  suspend: msg`Suspension requested`,
  suspendConfirm: msg`Suspension confirmed`,
  continue: msg`Continued`,
  abortedTime: msg`End time changed`,
  finish: msg`Finished`,
  terminate: msg`Terminated, stock kept held`,
  terminateRestore: msg`Terminated, stock restored`,
  recover: msg`Held stock recovered`,
  cancel: msg`Cancelled`,
  delete: msg`Deleted`,
  incrementCreate: msg`Increment created`,
  incrementQty: msg`Increment quantities changed`,
  incrementSync: msg`Increment sync requested`,
  incrementSynced: msg`Increment synced`,
  incrementSyncFailed: msg`Increment sync failed`,
  incrementCancel: msg`Increment cancelled`,
  incrementTerminate: msg`Increment terminated`,
};

export const autoRunKindLabels: Record<'start' | 'finish' | 'incrementSync', MessageDescriptor> = {
  start: msg`Automatic start`,
  finish: msg`Automatic finish`,
  incrementSync: msg`Increment sync`,
};

export const autoRunOutcomeLabels: Record<'done' | 'failed', MessageDescriptor> = {
  done: msg`Done`,
  failed: msg`Failed`,
};
