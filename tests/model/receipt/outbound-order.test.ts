// The outbound order machine (/receipt/outboundOrderInfo/:id) on the record-with-actions kit: a
// return draft with lines offers submit, to scrap and cancel (a reason); a draft without lines no
// submit; a scrap draft no to scrap; a submitted order only cancel; a decided one nothing; each sent
// once with the version read (record-actions-suite.ts checks the kit's rules).
import { describe, expect, it } from 'vitest';
import { CallError } from '../../../src/services';
import { cancelOutboundOrder, OutboundOrderErrorCode, outboundOrderInfoSchema, submitOutboundOrder } from '../../../src/contract/receipt';
import { outboundOrderMachine, outboundOrderSpec, type OutboundOrderAction } from '../../../src/machines/receipt/outbound-order.machine';
import type { OutboundOrderInfo } from '../../../src/contract/receipt';
import { recordActionsModelTests } from '../generic/record-actions-suite';
import { outboundOrderRecord } from './outbound-fixtures';

const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
const offered = (r: OutboundOrderInfo) => (['submit', 'toScrap', 'cancel'] as const).filter((a) => outboundOrderSpec.actions[a].allowed(r));

describe('outbound order machine', () => {
  it('the fixtures are answers the contract accepts; the actions follow the state, the lines and the purpose', () => {
    expect(outboundOrderInfoSchema.parse(outboundOrderRecord('draft', 2, 2))).toEqual(outboundOrderRecord('draft', 2, 2));
    expect(offered(outboundOrderRecord('draft'))).toEqual(['submit', 'toScrap', 'cancel']);
    expect(offered(outboundOrderRecord('draft', 1, 0))).toEqual(['toScrap', 'cancel']);
    expect(offered(outboundOrderRecord('draft', 1, 1, 'scrap'))).toEqual(['submit', 'cancel']);
    expect(offered(outboundOrderRecord('submitted', 2))).toEqual(['cancel']);
    for (const s of ['confirmed', 'rejected', 'delivered', 'scrapped', 'cancelled'] as const) expect(offered(outboundOrderRecord(s, 3))).toEqual([]);
  });

  recordActionsModelTests({
    spec: outboundOrderSpec,
    machine: outboundOrderMachine,
    key: 'oo-harbor-0001',
    loaded: [outboundOrderRecord('draft', 2), outboundOrderRecord('confirmed', 4)],
    submitted: [outboundOrderRecord('submitted', 3)],
    stale: new CallError('envelope', OutboundOrderErrorCode.stale, 'This outbound order was changed by someone else.'),
    refused: new CallError('envelope', OutboundOrderErrorCode.overAvailable, 'More than the platform warehouse has available.'),
    loadFailure: failure,
    notes: ['Sold after all', ' '],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i: { key: string; version: number; action: OutboundOrderAction; note: string }) =>
      i.action === 'cancel' ? cancelOutboundOrder.body?.safeParse({ id: i.key, version: i.version, note: i.note }).success === true : submitOutboundOrder.body?.safeParse({ id: i.key, version: i.version }).success === true,
  });
});
