// The return dispute machine (the return-refund master record's "Dispute items", `dispute`) on the
// line-quantities kit with a reason per line (line-quantities-suite.ts checks the kit's rules over
// every generated path): every reason starts blank; nothing is sent while no item has a reason (or
// one is too long); the call carries only the items given a reason, trimmed, with the version read;
// a double click saves once; a refusal keeps the form with the server's words.
import { describe, expect, it } from 'vitest';
import { disputeReturnItems, returnMasterInfoSchema } from '../../../src/contract/receipt';
import { returnDisputeMachine, returnDisputeProblem, returnDisputeSpec } from '../../../src/machines/receipt/return-dispute.machine';
import { CallError } from '../../../src/services';
import { lineQuantitiesModelTests } from '../generic/line-quantities-suite';

const ITEMS = [
  { itemId: 'rm-harbor-0002-2', returnNo: 'RR2601040022', sku: 'HA-1' },
  { itemId: 'rm-harbor-0002-4', returnNo: 'RR2601040024', sku: 'HA-2' },
];
const saved = returnMasterInfoSchema.parse({
  id: 'rm-harbor-0002',
  masterNo: 'RM260104002',
  status: 'disputed',
  warehouseId: 'wh_fba',
  warehouse: 'Amazon FBA ONT8',
  weekStartsAt: '2026-01-04T00:00:00.000Z',
  weekEndsAt: '2026-01-11T00:00:00.000Z',
  orders: [{ id: 'rm-harbor-0002-2', returnNo: 'RR2601040022', sku: 'HA-1', qty: 1, inspection: 'defective' }],
  confirmedAt: null,
  doneAt: null,
  createdAt: '2026-01-04T00:00:00.000Z',
  version: 3,
});

describe('return dispute machine', () => {
  it('problems before anything is sent', () => {
    const item = { lineId: 'a', returnNo: 'RR1', sku: 'HA-1', value: '' };
    expect(returnDisputeProblem([item])).toBe('none');
    expect(returnDisputeProblem([{ ...item, value: '  ' }])).toBe('none');
    expect(returnDisputeProblem([item, { ...item, lineId: 'b', value: 'Sealed' }])).toBeNull();
    expect(returnDisputeProblem([{ ...item, value: 'x'.repeat(1000) }])).toBe('tooLong');
  });

  lineQuantitiesModelTests({
    spec: returnDisputeSpec,
    machine: returnDisputeMachine,
    opened: { recordId: 'rm-harbor-0002', version: 2, lines: ITEMS },
    changes: [
      { lineId: 'rm-harbor-0002-2', value: ' Tested before shipping ' },
      { lineId: 'rm-harbor-0002-2', value: '   ' },
    ],
    saved,
    refused: new CallError('envelope', 'RECEIPT_RETURN_STALE', 'This return-refund master was changed by someone else.'),
    coverage: { states: 5, transitions: 8 },
    bodyAccepted: (body) => disputeReturnItems.body?.safeParse(body).success === true,
    // only the item given a reason, trimmed; the blank one is not disputed
    checkBody: (body) => expect(body.items).toEqual([{ itemId: 'rm-harbor-0002-2', reason: 'Tested before shipping' }]),
    doubleClick: { changes: [{ lineId: 'rm-harbor-0002-4', value: ' Sealed box' }], sent: { id: 'rm-harbor-0002', version: 2, items: [{ itemId: 'rm-harbor-0002-4', reason: 'Sealed box' }] } },
  });
});
