// The settlement machine (/finance/settlementInfo/:id) on the record-with-actions kit: a settlement
// awaiting confirmation, or with lines disputed, offers "Confirm"; open or confirmed ones nothing;
// the confirmation is sent once with the version read (record-actions-suite.ts checks the kit's rules).
import { describe, expect, it } from 'vitest';
import { CallError } from '../../../src/services';
import { approveSettlement, FinanceErrorCode, settlementInfoSchema } from '../../../src/contract/finance';
import { settlementMachine, settlementSpec } from '../../../src/machines/finance/settlement.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';
import { settlementRecord } from './fixtures';

const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');

describe('settlement machine', () => {
  it('the fixtures are answers the contract accepts; confirm follows the status', () => {
    expect(settlementInfoSchema.safeParse(settlementRecord('disputed', 3, 1)).success).toBe(true);
    const offered = (s: Parameters<typeof settlementSpec.actions.confirm.allowed>[0]) => settlementSpec.actions.confirm.allowed(s);
    expect([offered(settlementRecord('open', 1)), offered(settlementRecord('pendingConfirm', 2)), offered(settlementRecord('disputed', 3, 1)), offered(settlementRecord('confirmed', 3))]).toEqual([false, true, true, false]);
  });

  recordActionsModelTests({
    spec: settlementSpec,
    machine: settlementMachine,
    key: 'ST202602-CART001',
    loaded: [settlementRecord('pendingConfirm', 2), settlementRecord('confirmed', 3)],
    submitted: [settlementRecord('confirmed', 3)],
    stale: new CallError('envelope', FinanceErrorCode.stale, 'This settlement was changed meanwhile.'),
    refused: failure,
    loadFailure: failure,
    notes: [],
    coverage: { states: 9, transitions: 14 },
    bodyAccepted: (i) => approveSettlement.body?.safeParse({ number: i.key, version: i.version }).success === true,
  });
});
