// The transaction machine (/finance/transactionInfo/:id) on the record-with-actions kit: a deduction
// of a settlement awaiting confirmation, not disputed yet, offers "Dispute" with a reason picked and
// an optional note (the server refuses OTHER without one); a disputed line or a closed settlement
// nothing. The dispute carries the settlement's version (record-actions-suite.ts checks the kit's rules).
import { describe, expect, it } from 'vitest';
import { CallError } from '../../../src/services';
import { disputeSettlement, FinanceErrorCode, transactionDetailSchema, type DisputeReason } from '../../../src/contract/finance';
import { transactionMachine, transactionSpec } from '../../../src/machines/finance/transaction.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';
import { transactionRecord } from './fixtures';

const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');

describe('transaction machine', () => {
  it('the fixtures are answers the contract accepts; dispute follows the line and its settlement', () => {
    expect(transactionDetailSchema.safeParse(transactionRecord('pendingConfirm', 2)).success).toBe(true);
    const offered = (t: ReturnType<typeof transactionRecord>) => transactionSpec.actions.dispute.allowed(t);
    expect([
      offered(transactionRecord('pendingConfirm', 2)),
      offered(transactionRecord('disputed', 3)),
      offered(transactionRecord('disputed', 3, true)),
      offered(transactionRecord('confirmed', 3)),
      offered({ ...transactionRecord('pendingConfirm', 2), kind: 'sale', amount: '20.00' }),
    ]).toEqual([true, true, false, false, false]);
  });

  recordActionsModelTests({
    spec: transactionSpec,
    machine: transactionMachine,
    key: 'R-RF0000001',
    loaded: [{ ...transactionRecord('pendingConfirm', 2), kind: 'return', qty: 1 }, transactionRecord('pendingConfirm', 2), transactionRecord('disputed', 3, true)],
    submitted: [transactionRecord('disputed', 3, true)],
    stale: new CallError('envelope', FinanceErrorCode.stale, 'This settlement was changed meanwhile.'),
    refused: new CallError('envelope', FinanceErrorCode.disputeNote, 'Say why.'),
    loadFailure: failure,
    notes: ['The shopper kept the goods', ' ', 'x'.repeat(201)],
    choices: ['DUPLICATE_LINE', 'NOT_A_REASON'],
    coverage: { states: 9, transitions: 18 },
    bodyAccepted: (i) =>
      disputeSettlement.body?.safeParse({ number: 'ST202602-CART001', version: i.version, lines: [{ transactionNo: i.key, reason: i.choice as DisputeReason, note: i.note }] }).success === true,
  });
});
