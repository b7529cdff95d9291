// Labels of the isolation domain's values (src/contract/separate/separation.ts) as message descriptors, for
// the bespoke screens: statuses, lifecycle and increment actions, history entries and the
// automatic runs. The list labels its status column with these too (the server's
// `separationStatus` dictionary is used by its search condition when the server offers it).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IncrementStatus, SeparationAction, SeparationStatus } from '../../contract/separate/separation';

export const separationStatusLabels: Record<SeparationStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  checked: msg`Checked`,
  submitted: msg`Submitted`,
  inEffect: msg`In effect`,
  suspending: msg`Suspension requested`,
  suspended: msg`Suspended`,
  finished: msg`Finished`,
  terminated: msg`Terminated`,
  recovered: msg`Recovered`,
  cancelled: msg`Cancelled`,
};

export const incrementStatusLabels: Record<IncrementStatus, MessageDescriptor> = {
  created: msg`Created`,
  syncing: msg`Syncing`,
  synced: msg`Synced`,
  cancelled: msg`Cancelled`,
  terminated: msg`Terminated`,
};

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
