// The reconciliation record machine (/reconciliation/info/:id) on the record-with-actions kit: a pending record
// offers approve and reject (a note required), a decided one nothing; each decision is sent once
// with the version read (record-actions-suite.ts checks the kit's rules).
import { describe } from 'vitest';
import { CallError } from '../../../src/services';
import { decideReconciliationRecord, ReconciliationErrorCode, type ReconciliationRecord } from '../../../src/contract/reconciliation/records';
import { reconciliationRecordMachine, reconciliationRecordSpec } from '../../../src/machines/reconciliation/record.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';

const record = (status: ReconciliationRecord['status'], version = 1): ReconciliationRecord => ({
  id: 'rec-harbor-0001',
  code: 'REC000001',
  name: 'Holiday bundle 1',
  status,
  amount: 89.19,
  currency: 'USD',
  createdAt: '2026-02-28T00:00:00.000Z',
  note: status === 'rejected' ? 'Missing invoice' : '',
  decidedBy: status === 'pending' ? null : 'Grace Lin',
  version,
});
const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');

describe('reconciliation record machine', () => {
  recordActionsModelTests({
    spec: reconciliationRecordSpec,
    machine: reconciliationRecordMachine,
    key: 'rec-harbor-0001',
    loaded: [record('pending'), record('approved', 2)],
    submitted: [record('rejected', 2)],
    stale: new CallError('envelope', ReconciliationErrorCode.decided, 'This record was already decided.'),
    refused: failure,
    loadFailure: failure,
    notes: ['Missing invoice', ' '],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) => decideReconciliationRecord.body?.safeParse({ id: i.key, version: i.version, decision: i.action, note: i.note }).success === true,
  });
});
