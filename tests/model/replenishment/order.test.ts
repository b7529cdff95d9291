// The replenishment order machine (/replenishment/info/:id) on the record-with-actions kit: a
// suggested order offers cancel (a reason required), a confirmed one without an inbound create
// inbound (no note), a decided one nothing; the cancel is sent once
// with the version read (record-actions-suite.ts checks the kit's rules).
import { describe, expect, it } from 'vitest';
import { CallError } from '../../../src/services';
import { cancelReplenishmentOrder, ReplenishmentErrorCode, type ReplenishmentOrder } from '../../../src/contract/replenishment/order';
import { createReplenishmentInbound } from '../../../src/contract/replenishment/inbound';
import { createActor, fromPromise } from 'xstate';
import { replenishmentOrderMachine, replenishmentOrderSpec } from '../../../src/machines/replenishment/order.machine';
import { createRecordActionsMachine, type RecordActionsSpec, type RecordSubmitInput } from '../../../src/machines/generic/recordActions.machine';
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

// The suite wants one record that offers every action; no order offers cancel and create inbound at
// once, so it runs on cancel's spec (the same kit machine) and create inbound is checked on its own.
const { cancel } = replenishmentOrderSpec.actions;
const cancelSpec: RecordActionsSpec<ReplenishmentOrder, 'cancel'> = { ...replenishmentOrderSpec, actions: { cancel } };
const withInbound: ReplenishmentOrder = { ...order('confirmed', 3), inbound: { id: 'ib_1', inboundNo: 'IB260201001', status: 'draft' } };

describe('replenishment order machine', () => {
  it('a suggested order offers cancel, a confirmed one create inbound until it has one, shipping and done nothing', () => {
    const offered = (r: ReplenishmentOrder) => (['cancel', 'createInbound'] as const).filter((a) => replenishmentOrderSpec.actions[a].allowed(r));
    expect([order('suggested'), order('confirmed', 2), withInbound, order('shipping', 4), order('done', 5), order('cancelled', 2)].map(offered)).toEqual([['cancel'], ['createInbound'], [], [], [], []]);
  });

  // create inbound takes no note, so the suite's note transitions cannot be covered on it: the
  // screen's own machine (both actions) is driven here; the kit's rules are the suite's on cancel
  it('create inbound: a double click sends one call with the version read; someone first asks for a reload', async () => {
    for (const answer of ['ok', 'made'] as const) {
      const sent: unknown[] = [];
      const machine = replenishmentOrderMachine.provide({
        actors: {
          load: fromPromise(async () => order('confirmed', 2)),
          submit: fromPromise<ReplenishmentOrder, RecordSubmitInput<'cancel' | 'createInbound'>>(async ({ input }) => {
            sent.push(input);
            if (answer === 'made') throw new CallError('envelope', ReplenishmentErrorCode.inboundMade, 'This replenishment order already has its inbound.');
            return withInbound;
          }),
        },
      });
      const actor = createActor(machine, { input: { key: 'rp-harbor-0001' } }).start();
      await new Promise((r) => setTimeout(r, 0));
      expect(actor.getSnapshot().can({ type: 'record.actionRequested', action: 'cancel' })).toBe(false);
      actor.send({ type: 'record.actionRequested', action: 'createInbound' });
      actor.send({ type: 'record.confirmed' });
      actor.send({ type: 'record.confirmed' });
      await new Promise((r) => setTimeout(r, 0));
      expect(sent).toEqual([{ key: 'rp-harbor-0001', action: 'createInbound', version: 2, note: '' }]);
      expect(createReplenishmentInbound.body?.safeParse({ id: 'rp-harbor-0001', version: 2 }).success).toBe(true);
      expect(actor.getSnapshot().value).toBe(answer === 'ok' ? 'viewing' : 'stale');
      if (answer === 'ok') expect(actor.getSnapshot().can({ type: 'record.actionRequested', action: 'createInbound' })).toBe(false);
      actor.stop();
    }
  });

  recordActionsModelTests({
    spec: cancelSpec,
    machine: createRecordActionsMachine(cancelSpec),
    key: 'rp-harbor-0001',
    loaded: [order('suggested'), order('confirmed', 2)],
    submitted: [order('cancelled', 2)],
    stale: new CallError('envelope', ReplenishmentErrorCode.decided, 'The replenishment order is confirmed.'),
    refused: failure,
    loadFailure: failure,
    notes: ['Sku being discontinued', ' '],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) => cancelReplenishmentOrder.body?.safeParse({ id: i.key, version: i.version, note: i.note }).success === true,
  });
});
