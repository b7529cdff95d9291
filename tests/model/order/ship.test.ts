// Ship machine (/order/ship/:id): the order and the carriers are read, an order that cannot ship
// says so, the form starts with everything left on each line, a form with problems is not sent
// (they are shown instead), the shipment is confirmed and sent once with the version read, a
// stale version asks for a reload, any other refusal goes back to the form.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { call } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import { getOrderInfo, listCarrierCodes, orderDetailSchema, orderMayDo, orderStatuses, partShipOrder, type OrderDetail } from '../../../src/contract';
import { initialQtys, leftOf, pickedLines, qtyProblems, shipProblems } from '../../../src/machines/order/lines';
import { loadShipOrder, logisticsOf, shipMachine, type Loaded, type ShipCallInput } from '../../../src/machines/order/ship.machine';
import type { ActorFixtures, EventFixtures } from '../coverage';
import { modelTests } from '../model-suite';
import { flush } from '../replay';
import { carriers, failure, order, refused, stale } from './fixtures';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type Snap = ReturnType<typeof shipMachine.getInitialSnapshot>;
const input = { id: 'od_1' };

const events: EventFixtures<typeof shipMachine> = {
  'ship.retry': [{ type: 'ship.retry' }],
  'ship.reloadRequested': [{ type: 'ship.reloadRequested' }],
  'ship.qtyChanged': [
    { type: 'ship.qtyChanged', lineId: 'ol_2', value: '1' },
    { type: 'ship.qtyChanged', lineId: 'ol_2', value: 'x' },
  ],
  'ship.carrierChanged': [
    { type: 'ship.carrierChanged', value: 'DHL' },
    { type: 'ship.carrierChanged', value: '' },
  ],
  'ship.trackingChanged': [
    { type: 'ship.trackingChanged', value: 'JD0146000012' },
    { type: 'ship.trackingChanged', value: '12' },
  ],
  'ship.submitted': [{ type: 'ship.submitted' }],
  'ship.confirmed': [{ type: 'ship.confirmed' }],
  'ship.dismissed': [{ type: 'ship.dismissed' }],
};

const actors: ActorFixtures<typeof shipMachine> = {
  loadOrder: {
    done: [
      { order: order('awaitingShipment'), carriers },
      { order: order('shipped'), carriers },
      { order: order('partShipped', 3, { carrier: 'DHL', no: 'DH000111222333' }), carriers },
    ],
    error: [failure],
  },
  partShip: { done: [order('partShipped', 4)], error: [stale, refused] },
};

const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    status: s.context.order?.status ?? null,
    q: s.context.qtys,
    c: s.context.carrierCode,
    t: s.context.trackingNo,
    p: s.context.showProblems,
    e: s.matches('failed') || s.matches('stale') || s.matches('loadFailed') ? (s.context.error?.code ?? null) : null,
  });

describe('ship machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('the fixtures are answers the contract accepts', () => {
    for (const status of orderStatuses) expect(orderDetailSchema.parse(order(status))).toEqual(order(status));
  });

  modelTests(shipMachine, {
    input,
    events,
    actors,
    serializeState,
    invoked: ['loadOrder', 'partShip'],
    coverage: { states: 10, transitions: 17 },
    replay: (path) => {
      return {
        onStep: (step, i, { actor, pending, calls }) => {
          const s = actor.getSnapshot();
          const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
          const t = step.event.type;
          expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('submitting'));
          if (s.matches('loading')) expect(pending.get('loadOrder')?.input).toEqual({ id: 'od_1' });
          if (t === 'xstate.done.actor.loadOrder') {
            const loaded = (step.event as unknown as { output: Loaded }).output;
            expect(s.value).toBe(orderMayDo(loaded.order.status, 'ship') ? 'editing' : 'notShippable');
            // every line with something left, filled with what is left
            expect(s.context.qtys).toEqual(Object.fromEntries(loaded.order.lines.filter((l) => leftOf(l) > 0).map((l) => [l.id, String(leftOf(l))])));
            expect(s.context.showProblems).toBe(false);
            expect([s.context.carrierCode, s.context.trackingNo]).toEqual(loaded.order.waybillNo ? [loaded.order.waybillCarrier, loaded.order.waybillNo] : [loaded.order.carrierCode, '']);
          }
          if (t === 'ship.submitted' && before?.matches('editing')) {
            const problems = shipProblems(s.context.order!, s.context.qtys, s.context.carrierCode, s.context.trackingNo);
            expect(s.value).toBe(problems.length ? 'editing' : 'confirming');
            if (problems.length) expect(s.context.showProblems).toBe(true);
          }
          if (s.matches('submitting')) {
            const sent = pending.get('partShip')?.input as ShipCallInput;
            expect(sent).toEqual({ id: 'od_1', version: s.context.order?.version, carrierCode: s.context.carrierCode, trackingNo: s.context.trackingNo.trim(), lines: pickedLines(s.context.qtys) });
            expect(partShipOrder.body?.safeParse(sent).success).toBe(true);
            expect(s.can({ type: 'ship.confirmed' })).toBe(false);
          }
          // one call per confirmation
          const confirmations = path.steps.slice(1, i + 1).filter((x, j) => x.event.type === 'ship.confirmed' && path.steps[j].state.matches('confirming')).length;
          expect(calls.partShip?.length ?? 0).toBe(confirmations);
          if (t === 'xstate.done.actor.partShip') expect([s.value, s.context.order?.version]).toEqual(['shipped', 4]);
          if (t === 'xstate.error.actor.partShip') {
            const code = (step.event as unknown as { error: { code: string } }).error.code;
            expect(s.value).toBe(code === 'ORDER_VERSION_STALE' ? 'stale' : 'failed');
            expect(s.context.error?.code).toBe(code);
          }
        },
      };
    },
  });

  it('a double click on confirm sends one call', async () => {
    const sent: ShipCallInput[] = [];
    const machine = shipMachine.provide({
      actors: {
        loadOrder: fromPromise(async () => ({ order: order('awaitingShipment'), carriers })),
        partShip: fromPromise<OrderDetail, ShipCallInput>(async ({ input: i }) => {
          sent.push(i);
          return order('shipped', 4);
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    actor.send({ type: 'ship.carrierChanged', value: 'DHL' });
    actor.send({ type: 'ship.trackingChanged', value: ' JD0146000012 ' });
    actor.send({ type: 'ship.submitted' });
    actor.send({ type: 'ship.confirmed' });
    actor.send({ type: 'ship.confirmed' });
    await flush();
    expect(sent).toEqual([{ id: 'od_1', version: 3, carrierCode: 'DHL', trackingNo: 'JD0146000012', lines: [{ lineId: 'ol_1', qty: 2 }, { lineId: 'ol_2', qty: 3 }] }]);
    expect(actor.getSnapshot().value).toBe('shipped');
    actor.stop();
  });

  it('the form starts from the waybill, else the latest carrier; an unlisted carrier is left to pick', () => {
    expect(logisticsOf(order('partShipped', 3, { carrier: 'DHL', no: 'DH000111222333' }), carriers)).toEqual({ carrierCode: 'DHL', trackingNo: 'DH000111222333' });
    expect(logisticsOf(order('partShipped'), carriers)).toEqual({ carrierCode: 'UPS', trackingNo: '' });
    expect(logisticsOf(order('partShipped', 3, { carrier: 'SF', no: 'SF1234567890123' }), carriers)).toEqual({ carrierCode: '', trackingNo: 'SF1234567890123' });
  });

  it('line quantities: what is left, problems, what is sent', () => {
    const o = order('partShipped');
    expect(initialQtys(o, true)).toEqual({ ol_2: '3' });
    expect(initialQtys(o, false)).toEqual({ ol_2: '' });
    expect(qtyProblems(o, { ol_2: '4' })).toEqual({ ol_2: 'tooMany' });
    expect(qtyProblems(o, { ol_2: '1.5' })).toEqual({ ol_2: 'notWhole' });
    expect(qtyProblems(o, { ol_2: '' })).toEqual({});
    expect(pickedLines({ ol_1: '0', ol_2: '2', ol_3: '' })).toEqual([{ lineId: 'ol_2', qty: 2 }]);
    expect(shipProblems(o, { ol_2: '0' }, '', 'x')).toEqual(['noLines', 'noCarrier', 'badTracking']);
    expect(shipProblems(o, { ol_2: '9' }, 'UPS', '1Z999AA1')).toEqual(['badQty']);
    expect(shipProblems(o, { ol_2: '3' }, 'UPS', '1Z999AA1')).toEqual([]);
  });

  it('the default actors read the order and the carriers quietly and ship as a save call', async () => {
    const seen: Array<[AnyEndpoint, unknown, unknown]> = [];
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: unknown, opts: unknown) => {
      seen.push([ep, args, opts]);
      return Promise.resolve(ep === listCarrierCodes ? carriers : order('awaitingShipment'));
    }) as never);
    const signal = new AbortController().signal;
    expect(await loadShipOrder('od_1', signal)).toEqual({ order: order('awaitingShipment'), carriers });
    expect(seen.map(([ep, args, opts]) => [ep.id, args, opts])).toEqual([
      [getOrderInfo.id, { params: { id: 'od_1' } }, { signal, quiet: true }],
      [listCarrierCodes.id, {}, { signal, quiet: true }],
    ]);
  });
});
