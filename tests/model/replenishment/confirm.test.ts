// The replenishment confirm machine (the order record's "Confirm", `confirm`) on the line-quantities
// kit (line-quantities-suite.ts checks the kit's rules over every generated path): every line starts
// at its suggested quantity; nothing is sent while a line is over 150 % of its suggestion or
// negative, or every line is at zero; the call carries each line once with the version read; a
// double click saves once; a refusal keeps the form with the server's words.
import { describe, expect, it } from 'vitest';
import { confirmProblem, confirmReplenishmentOrder, replenishmentOrderSchema } from '../../../src/contract/replenishment';
import { replenishmentConfirmMachine, replenishmentConfirmSpec } from '../../../src/machines/replenishment/confirm.machine';
import { CallError } from '../../../src/services';
import { lineQuantitiesModelTests } from '../generic/line-quantities-suite';

const LINES = [
  { lineId: 'rp-1', sku: 'HA-1', suggestedQty: 20 },
  { lineId: 'rp-2', sku: 'HA-2', suggestedQty: 10 },
];
const line = (id: string, sku: string, suggestedQty: number, confirmedQty: number) => ({ id, skuId: `sk_${sku}`, sku, skuName: 'Chair', suggestedQty, confirmedQty, onHand: 3, inTransit: 0, sales30d: 30 });
const saved = replenishmentOrderSchema.parse({
  id: 'rp-harbor-0001',
  orderNo: 'RP260201001',
  status: 'confirmed',
  warehouseId: 'wh_fba',
  warehouse: 'Amazon FBA ONT8',
  lines: [line('rp-1', 'HA-1', 20, 30), line('rp-2', 'HA-2', 10, 10)],
  deliverBy: '2026-02-15T00:00:00.000Z',
  cancelReason: '',
  confirmedAt: '2026-02-01T06:00:00.000Z',
  confirmedBy: 'Grace Lin',
  createdAt: '2026-02-01T00:00:00.000Z',
  inbound: null,
  version: 2,
});

describe('replenishment confirm machine', () => {
  it('problems before anything is sent', () => {
    const l = { suggestedQty: 20, qty: 30 };
    expect(confirmProblem([l])).toBeNull();
    expect(confirmProblem([{ ...l, qty: 31 }])).toBe('range');
    expect(confirmProblem([{ ...l, qty: -1 }])).toBe('range');
    expect(confirmProblem([{ ...l, qty: 1.5 }])).toBe('range');
    expect(confirmProblem([{ ...l, qty: 0 }])).toBe('allZero');
    expect(confirmProblem([{ ...l, qty: 0 }, { suggestedQty: 10, qty: 1 }])).toBeNull();
    expect(confirmProblem([{ suggestedQty: 15, qty: 22 }])).toBeNull();
    expect(confirmProblem([{ suggestedQty: 15, qty: 23 }])).toBe('range');
    // the dialog's lines go through the same rule
    const opened = LINES.map(replenishmentConfirmSpec.line);
    expect(replenishmentConfirmSpec.problem([{ ...opened[0], value: 31 }])).toBe('range');
    expect(replenishmentConfirmSpec.problem(opened.map((o) => ({ ...o, value: 0 })))).toBe('allZero');
  });

  it('opens every line at its suggestion with 150 % of it as the most', () => {
    expect(LINES.map(replenishmentConfirmSpec.line).map((l) => [l.value, l.max])).toEqual([
      [20, 30],
      [10, 15],
    ]);
  });

  lineQuantitiesModelTests({
    spec: replenishmentConfirmSpec,
    machine: replenishmentConfirmMachine,
    opened: { recordId: 'rp-harbor-0001', version: 1, lines: LINES },
    changes: [
      { lineId: 'rp-1', value: 30 },
      { lineId: 'rp-1', value: 31 },
    ],
    saved,
    refused: new CallError('envelope', 'REPLENISHMENT_ORDER_STALE', 'This replenishment order was changed by someone else.'),
    coverage: { states: 5, transitions: 8 },
    bodyAccepted: (body) => confirmReplenishmentOrder.body?.safeParse(body).success === true,
    checkBody: (body) => expect(body.lines.map((l) => l.lineId)).toEqual(['rp-1', 'rp-2']),
    doubleClick: { changes: [{ lineId: 'rp-1', value: 30 }], sent: { id: 'rp-harbor-0001', version: 1, lines: [{ lineId: 'rp-1', qty: 30 }, { lineId: 'rp-2', qty: 10 }] } },
  });
});
