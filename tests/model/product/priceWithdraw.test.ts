// The product record machines on the record-with-actions kit (record-actions-suite.ts checks the
// kit's rules): an open price proposal offers "withdraw" with a required reason, a decided one
// nothing, and a decision the platform made first asks for a reload. (The product record is the
// generic detail machine over the resource, covered by the generic model tests.)
import { describe } from 'vitest';
import { CallError } from '../../../src/services';
import { PriceErrorCode, withdrawPrice } from '../../../src/contract/product/price';
import { priceWithdrawMachine, priceWithdrawSpec } from '../../../src/machines/product/priceWithdraw.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';
import { failure, proposal } from './fixtures';

describe('price proposal withdraw machine', () => {
  recordActionsModelTests({
    spec: priceWithdrawSpec,
    machine: priceWithdrawMachine,
    key: 'pp-harbor-000005',
    loaded: [proposal('pending'), proposal('rejected', 2)],
    submitted: [proposal('withdrawn', 2)],
    stale: new CallError('envelope', PriceErrorCode.decided, 'The platform has already decided this price proposal.'),
    refused: failure,
    loadFailure: failure,
    notes: ['Quote revised', ' '],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) => withdrawPrice.body?.safeParse({ id: i.key, version: i.version, note: i.note }).success === true,
  });
});
