// One sync job on /product/syncInfo, on the record-with-actions kit
// (generic/recordActions.machine.ts): the job with its per-item results is the record; while it
// ended with failed items and was not retried, "retry failed items" queues a new job over them.
// A job retried meanwhile, or one changed since it was read (PRODUCT_SYNC_DECIDED, _STALE), asks
// for a reload.
import { call } from '../../services';
import { SYNC_NOTE_MAX, SyncErrorCode, getSyncJob, retrySync, retrySyncStatuses, type SyncJobInfo } from '../../contract/product/sync';
import { createRecordActionsMachine, type RecordActionsSpec } from '../generic/recordActions.machine';

export const syncRetrySpec: RecordActionsSpec<SyncJobInfo, 'retry'> = {
  id: 'syncRetry',
  load: (id, signal) => call(getSyncJob, { query: { id } }, { signal, quiet: true }),
  actions: {
    retry: {
      allowed: (job) => retrySyncStatuses.includes(job.status) && job.failedCount > 0,
      // an optional note: what was fixed before retrying (kept in the job's history)
      note: { required: false, max: SYNC_NOTE_MAX },
      submit: ({ key, version, note }, signal) => call(retrySync, { body: { id: key, version, note } }, { signal, save: true }),
    },
  },
  staleCodes: [SyncErrorCode.stale, SyncErrorCode.decided],
};

export const syncRetryMachine = createRecordActionsMachine(syncRetrySpec);
