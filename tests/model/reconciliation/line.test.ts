// The reconciliation machines on the record-with-actions kit: an open difference offers accept and
// dispute (a reason required), a decided one nothing; a matched bill with nothing undecided offers
// submit (a note optional), any other bill nothing; each is sent once with the version read
// (record-actions-suite.ts checks the kit's rules).
import { describe } from 'vitest';
import { CallError } from '../../../src/services';
import { ReconciliationErrorCode, submitBill, type ReconciliationBill } from '../../../src/contract/reconciliation/bills';
import { decideResultLine, type ResultLine } from '../../../src/contract/reconciliation/results';
import { billMachine, billSpec } from '../../../src/machines/reconciliation/bill.machine';
import { lineMachine, lineSpec } from '../../../src/machines/reconciliation/line.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';

const line = (decision: ResultLine['decision'], version = 1): ResultLine => ({
  id: 'rb-harbor-3-1',
  billId: 'rb-harbor-3',
  billNo: 'RB202602-001',
  lineNo: 1,
  resultClass: 'WEIGHT',
  trackingNo: '1Z0A1B2C3D4E5F6A7B',
  orderNo: 'PO00000042',
  shipDate: '2026-02-03',
  feeCode: 'freight',
  billedWeight: 2.42,
  shipmentWeight: 2.2,
  billedAmount: 18.25,
  expectedAmount: 16.9,
  difference: 1.35,
  decision,
  decisionNote: decision === 'disputed' ? 'Weighed 2.2 kg at handover' : '',
  currency: 'USD',
  version,
});
const bill = (status: ReconciliationBill['status'], openCount = 0, version = 1): ReconciliationBill => ({
  id: 'rb-harbor-3',
  billNo: 'RB202602-001',
  providerCode: 'UPS-GND',
  providerName: 'UPS Ground (US domestic)',
  type: 'logisticsCost',
  period: '2026-02',
  status,
  lineCount: 39,
  differenceCount: 2,
  openCount,
  billedTotal: 812.4,
  expectedTotal: 820.15,
  differenceTotal: -7.75,
  currency: 'USD',
  createdAt: '2026-02-01T00:00:00.000Z',
  createdBy: 'Platform',
  version,
});
const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');

describe('reconciliation line machine', () => {
  recordActionsModelTests({
    spec: lineSpec,
    machine: lineMachine,
    key: 'rb-harbor-3-1',
    loaded: [line('open'), line('accepted', 2)],
    submitted: [line('disputed', 2)],
    stale: new CallError('envelope', ReconciliationErrorCode.state, 'This line was already decided.'),
    refused: failure,
    loadFailure: failure,
    notes: ['Weighed 2.2 kg at handover', ' '],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) => decideResultLine.body?.safeParse({ id: i.key, version: i.version, decision: i.action, note: i.note }).success === true,
  });
});

describe('reconciliation bill machine', () => {
  recordActionsModelTests({
    spec: billSpec,
    machine: billMachine,
    key: 'rb-harbor-3',
    loaded: [bill('matched'), bill('matched', 2), bill('submitted', 0, 2)],
    submitted: [bill('submitted', 0, 2)],
    stale: new CallError('envelope', ReconciliationErrorCode.stale, 'This bill was changed by someone else.'),
    refused: new CallError('envelope', ReconciliationErrorCode.undecided, '2 differences are not decided yet.'),
    loadFailure: failure,
    notes: ['All checked', 'x'.repeat(201)],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) => submitBill.body?.safeParse({ id: i.key, version: i.version, note: i.note }).success === true,
  });
});
