// The outbound sku machine (the outbound record's "Lower quantities", `update sku`) on the
// line-quantities kit (line-quantities-suite.ts checks the kit's rules over every generated path):
// every line starts at what it takes now; nothing is sent while a line is raised or negative or
// every line is at zero; the call carries each line once with the version read; a double click
// saves once; a refusal keeps the form with the server's words.
import { describe, expect, it } from 'vitest';
import { outboundInfoSchema, updateOutboundSkus } from '../../../src/contract/receipt';
import { outboundSkusMachine, outboundSkusProblem, outboundSkusSpec } from '../../../src/machines/receipt/outbound-skus.machine';
import { CallError } from '../../../src/services';
import { lineQuantitiesModelTests } from '../generic/line-quantities-suite';

const LINES = [
  { skuId: 'sk_1', sku: 'HA-1', qty: 6 },
  { skuId: 'sk_2', sku: 'HA-2', qty: 3 },
];
const saved = outboundInfoSchema.parse({
  id: 'ob-harbor-0001',
  outboundNo: 'OB260201001',
  status: 'notified',
  cause: 'SLOW_MOVING',
  warehouseId: 'wh_fba',
  warehouse: 'Amazon FBA ONT8',
  shipToId: 'wh_own',
  shipTo: 'Shenzhen Warehouse',
  shipToChoices: [{ id: 'wh_own', code: 'SZ-01', name: 'Shenzhen Warehouse' }],
  lines: [
    { id: 'obl_1', skuId: 'sk_1', sku: 'HA-1', skuName: 'Chair', notifiedQty: 6, qty: 4 },
    { id: 'obl_2', skuId: 'sk_2', sku: 'HA-2', skuName: 'Desk', notifiedQty: 3, qty: 3 },
  ],
  qty: 7,
  reverseReason: null,
  closeReason: '',
  answerBy: '2026-02-08T00:00:00.000Z',
  confirmedAt: null,
  doneAt: null,
  createdAt: '2026-02-01T00:00:00.000Z',
  version: 2,
});

describe('outbound sku machine', () => {
  it('problems before anything is sent', () => {
    const line = { lineId: 'sk_1', sku: 'HA-1', max: 6, value: 6 };
    expect(outboundSkusProblem([line])).toBeNull();
    expect(outboundSkusProblem([{ ...line, value: 7 }])).toBe('range');
    expect(outboundSkusProblem([{ ...line, value: -1 }])).toBe('range');
    expect(outboundSkusProblem([{ ...line, value: 0 }])).toBe('allZero');
    expect(outboundSkusProblem([{ ...line, value: 0 }, { ...line, lineId: 'sk_2', value: 1 }])).toBeNull();
  });

  it('opens every line at what it takes now, which is its most', () => {
    expect(LINES.map(outboundSkusSpec.line).map((l) => [l.value, l.max])).toEqual([
      [6, 6],
      [3, 3],
    ]);
  });

  lineQuantitiesModelTests({
    spec: outboundSkusSpec,
    machine: outboundSkusMachine,
    opened: { recordId: 'ob-harbor-0001', version: 1, lines: LINES },
    changes: [
      { lineId: 'sk_1', value: 4 },
      { lineId: 'sk_1', value: 7 },
    ],
    saved,
    refused: new CallError('envelope', 'RECEIPT_OUTBOUND_NOTICE_STALE', 'This outbound was changed by someone else.'),
    coverage: { states: 5, transitions: 8 },
    bodyAccepted: (body) => updateOutboundSkus.body?.safeParse(body).success === true,
    checkBody: (body) => expect(body.skuList.map((l) => l.skuId)).toEqual(['sk_1', 'sk_2']),
    doubleClick: { changes: [{ lineId: 'sk_1', value: 4 }], sent: { id: 'ob-harbor-0001', version: 1, skuList: [{ skuId: 'sk_1', qty: 4 }, { skuId: 'sk_2', qty: 3 }] } },
  });
});
