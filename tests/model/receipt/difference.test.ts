// The difference machine (/receipt/info/:id) on the record-with-actions kit: "Accept" and
// "Dispute" (a required note) only while the difference is open, "Dispute" only with an attempt
// left; each sent once with the version read (record-actions-suite.ts checks the kit's rules).
import { describe, expect, it } from 'vitest';
import { CallError } from '../../../src/services';
import { actOnDifference, DifferenceErrorCode, differenceInfoSchema } from '../../../src/contract/receipt';
import { differenceMachine, differenceSpec } from '../../../src/machines/receipt/difference.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';
import { differenceRecord } from './fixtures';

const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');

describe('receipt difference machine', () => {
  it('the fixtures are answers the contract accepts; the actions follow the state and the attempts', () => {
    expect(differenceInfoSchema.parse(differenceRecord('open'))).toEqual(differenceRecord('open'));
    const a = differenceSpec.actions;
    expect(['open', 'disputed', 'upheld', 'closedLost'].map((s) => a.accept.allowed(differenceRecord(s as never)))).toEqual([true, false, false, false]);
    expect([a.dispute.allowed(differenceRecord('open', 1, 2)), a.dispute.allowed(differenceRecord('open', 1, 0)), a.dispute.allowed(differenceRecord('accepted'))]).toEqual([true, false, false]);
  });

  recordActionsModelTests({
    spec: differenceSpec,
    machine: differenceMachine,
    key: 'wr-ib-harbor-w001-d1',
    loaded: [differenceRecord('open', 2), differenceRecord('upheld', 4)],
    submitted: [differenceRecord('disputed', 3, 1)],
    stale: new CallError('envelope', DifferenceErrorCode.stale, 'This difference was changed by someone else.'),
    refused: failure,
    loadFailure: failure,
    notes: ['The carton weighed as declared.', ' '],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) => actOnDifference.body?.safeParse({ id: i.key, version: i.version, action: i.action, note: i.note }).success === true,
  });
});
