// The sync job record (/product/syncInfo) on the record-with-actions kit (record-actions-suite.ts
// checks the kit's rules): a job that ended with failed items offers "retry", a done or retried one
// nothing, and a retry made first elsewhere asks for a reload.
import { describe } from 'vitest';
import { CallError } from '../../../src/services';
import { SYNC_NOTE_MAX, SyncErrorCode, retrySync } from '../../../src/contract/product/sync';
import { syncRetryMachine, syncRetrySpec } from '../../../src/machines/product/syncRetry.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';
import { job } from './channel-sync-fixtures';
import { failure } from './fixtures';

describe('sync job retry machine', () => {
  recordActionsModelTests({
    spec: syncRetrySpec,
    machine: syncRetryMachine,
    key: 'sj-harbor-0001',
    loaded: [job('partFailed'), job('done')],
    submitted: [job('retried', 3)],
    stale: new CallError('envelope', SyncErrorCode.decided, 'The failed items of this job were already retried.'),
    refused: failure,
    loadFailure: failure,
    notes: ['Matched the skus', ' ', 'x'.repeat(SYNC_NOTE_MAX + 1)],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) => retrySync.body?.safeParse({ id: i.key, version: i.version, note: i.note }).success === true,
  });
});
