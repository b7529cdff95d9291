// The finance record machine (/finance/settlementInfo/:id) on the record-with-actions kit: a pending record
// offers approve and reject (a note required), a decided one nothing; each decision is sent once
// with the version read (record-actions-suite.ts checks the kit's rules).
import { describe } from 'vitest';
import { CallError } from '../../../src/services';
import { decideFinanceRecord, FinanceErrorCode, type FinanceRecord } from '../../../src/contract/finance/records';
import { financeRecordMachine, financeRecordSpec } from '../../../src/machines/finance/record.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';

const record = (status: FinanceRecord['status'], version = 1): FinanceRecord => ({
  id: 'fin-harbor-0001',
  code: 'FIN000001',
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

describe('finance record machine', () => {
  recordActionsModelTests({
    spec: financeRecordSpec,
    machine: financeRecordMachine,
    key: 'fin-harbor-0001',
    loaded: [record('pending'), record('approved', 2)],
    submitted: [record('rejected', 2)],
    stale: new CallError('envelope', FinanceErrorCode.decided, 'This record was already decided.'),
    refused: failure,
    loadFailure: failure,
    notes: ['Missing invoice', ' '],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) => decideFinanceRecord.body?.safeParse({ id: i.key, version: i.version, decision: i.action, note: i.note }).success === true,
  });
});
