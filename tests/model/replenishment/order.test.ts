// The replenishment order machine (/replenishment/info/:id) on the record-with-actions kit: a
// suggested order offers cancel (a reason required), a confirmed one without an inbound create
// inbound (no note), a decided one nothing; the cancel is sent once
// with the version read (record-actions-suite.ts checks the kit's rules).
import { describe } from 'vitest';
import { CallError } from '../../../src/services';
import { cancelReplenishmentOrder, ReplenishmentErrorCode, type ReplenishmentOrder } from '../../../src/contract/replenishment/order';
import { createReplenishmentInbound } from '../../../src/contract/replenishment/inbound';
import { replenishmentOrderMachine, replenishmentOrderSpec } from '../../../src/machines/replenishment/order.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';

const order = (status: ReplenishmentOrder['status'], version = 1): ReplenishmentOrder => ({
  id: 'rp-harbor-0001',
  orderNo: 'RP260201001',
  status,
  warehouseId: 'wh_fba',
  warehouse: 'Amazon FBA ONT8',
  lines: [{ id: 'rp-harbor-0001-1', skuId: 'sk_1', sku: 'HA-1', skuName: 'Chair', suggestedQty: 20, confirmedQty: status === 'suggested' || status === 'cancelled' ? null : 20, onHand: 3, inTransit: 0, sales30d: 30 }],
  deliverBy: '2026-02-15T00:00:00.000Z',
  cancelReason: status === 'cancelled' ? 'Sku being discontinued' : '',
  confirmedAt: null,
  confirmedBy: null,
  createdAt: '2026-02-01T00:00:00.000Z',
  inbound: status === 'shipping' || status === 'done' ? { id: 'ib_1', inboundNo: 'IB260201001', status: 'shipped' } : null,
  version,
});
const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');

describe('replenishment order machine', () => {
  recordActionsModelTests({
    spec: replenishmentOrderSpec,
    machine: replenishmentOrderMachine,
    key: 'rp-harbor-0001',
    loaded: [order('suggested'), order('confirmed', 2)],
    submitted: [order('cancelled', 2), { ...order('confirmed', 3), inbound: { id: 'ib_1', inboundNo: 'IB260201001', status: 'draft' } }],
    stale: new CallError('envelope', ReplenishmentErrorCode.decided, 'The replenishment order is confirmed.'),
    refused: failure,
    loadFailure: failure,
    notes: ['Sku being discontinued', ' '],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) =>
      i.action === 'createInbound' ? createReplenishmentInbound.body?.safeParse({ id: i.key, version: i.version }).success === true : cancelReplenishmentOrder.body?.safeParse({ id: i.key, version: i.version, note: i.note }).success === true,
  });
});
