// Order detail machine (/order/info/:id): the order, the carriers and the status log are read;
// the screen is offered exactly the actions the status allows (acknowledge, part cancel, edit
// logistics, reschedule once before shipping); each is confirmed or validated in its dialog and sent once with the version read;
// after a success the order is read again; a stale version asks for a reload and any other
// refusal shows its message and goes back to the order.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { call, CallError } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import { acknowledgeOrders, editOrderLogistics, getOrderStatusLogs, orderMayDo, partCancelOrder, rescheduleOrder, type OrderStatus } from '../../../src/contract';
import { cancelProblems, initialQtys, pickedLines } from '../../../src/machines/order/lines';
import { deadlineIso, localInput, orderActionsMachine, rescheduleFormProblems, runOrderCall, type OrderCall, type OrderLoaded, type RunInput } from '../../../src/machines/order/orderActions.machine';
import type { ActorFixtures, EventFixtures } from '../coverage';
import { modelTests } from '../model-suite';
import { flush } from '../replay';
import { carriers, failure, logs, order, refused, stale } from './fixtures';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type Snap = ReturnType<typeof orderActionsMachine.getInitialSnapshot>;
const input = { id: 'od_1' };
const loaded = (status: OrderStatus, rescheduled = false): OrderLoaded => ({
  order: { ...order(status), ...(rescheduled ? { rescheduledAt: '2026-03-01T12:00:00.000Z', rescheduledFrom: '2026-03-03T08:00:00.000Z' } : {}) },
  carriers,
  logs,
});

const events: EventFixtures<typeof orderActionsMachine> = {
  'order.retry': [{ type: 'order.retry' }],
  'order.reloadRequested': [{ type: 'order.reloadRequested' }],
  'order.acknowledgeRequested': [{ type: 'order.acknowledgeRequested' }],
  'order.cancelRequested': [{ type: 'order.cancelRequested' }],
  'order.logisticsRequested': [{ type: 'order.logisticsRequested' }],
  'order.qtyChanged': [{ type: 'order.qtyChanged', lineId: 'ol_2', value: '1' }],
  'order.reasonChanged': [{ type: 'order.reasonChanged', value: 'Out of stock' }],
  'order.carrierChanged': [
    { type: 'order.carrierChanged', value: 'DHL' },
    { type: 'order.carrierChanged', value: 'PIGEON' },
  ],
  'order.trackingChanged': [{ type: 'order.trackingChanged', value: 'JD0146000012' }],
  'order.rescheduleRequested': [{ type: 'order.rescheduleRequested' }],
  // the fixtures' ship deadline is 2026-03-04 08:00 UTC: two days on is allowed, sixteen are too many
  'order.deadlineChanged': [
    { type: 'order.deadlineChanged', value: localInput('2026-03-06T08:00:00.000Z') },
    { type: 'order.deadlineChanged', value: localInput('2026-03-20T08:00:00.000Z') },
  ],
  'order.saved': [{ type: 'order.saved' }],
  'order.confirmed': [{ type: 'order.confirmed' }],
  'order.dismissed': [{ type: 'order.dismissed' }],
};

const actors: ActorFixtures<typeof orderActionsMachine> = {
  // an order in each state some action needs, and one no action allows
  loadOrder: { done: [loaded('pendingAcknowledge'), loaded('partShipped'), loaded('completed'), loaded('awaitingShipment', true)], error: [failure] },
  runAction: { done: [undefined], error: [stale, refused] },
};

const editing = (s: Snap) => s.matches('cancelling') || s.matches('editingLogistics') || s.matches('rescheduling') || s.matches('submitting');
const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    status: s.context.order?.status ?? null,
    pending: s.context.pending,
    rescheduled: s.context.order?.rescheduledAt ?? null,
    form: editing(s) ? [s.context.qtys, s.context.reason, s.context.carrierCode, s.context.trackingNo, s.context.deadline, s.context.showProblems] : null,
    e: s.matches('failed') || s.matches('stale') || s.matches('loadFailed') ? (s.context.error?.code ?? null) : null,
  });

describe('order detail machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  modelTests(orderActionsMachine, {
    input,
    events,
    actors,
    serializeState,
    invoked: ['loadOrder', 'runAction'],
    coverage: { states: 11, transitions: 31 },
    replay: (path) => {
      const done: OrderCall[] = [];
      const machine = orderActionsMachine.provide({ actions: { announceDone: (_, p) => void done.push(p.action) } });
      return {
        machine,
        onStep: (step, i, { actor, pending, calls }) => {
          const s = actor.getSnapshot();
          const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
          const t = step.event.type;
          expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('submitting'));
          if (s.matches('viewing')) {
            const status = s.context.order!.status;
            // exactly the actions the status allows
            expect(s.can({ type: 'order.acknowledgeRequested' })).toBe(orderMayDo(status, 'acknowledge'));
            expect(s.can({ type: 'order.cancelRequested' })).toBe(orderMayDo(status, 'partCancel'));
            expect(s.can({ type: 'order.logisticsRequested' })).toBe(orderMayDo(status, 'editLogistics'));
            // once per order, before shipping
            expect(s.can({ type: 'order.rescheduleRequested' })).toBe(orderMayDo(status, 'reschedule') && s.context.order!.rescheduledAt === null);
            expect(s.context.pending).toBeNull();
          }
          if (t === 'order.cancelRequested') expect([s.value, s.context.qtys, s.context.reason]).toEqual(['cancelling', initialQtys(s.context.order!, false), '']);
          if (t === 'order.logisticsRequested') expect([s.value, s.context.carrierCode, s.context.trackingNo]).toEqual(['editingLogistics', 'UPS', '1Z999AA10123456784']);
          if (t === 'order.saved' && before?.matches('cancelling')) {
            const problems = cancelProblems(s.context.order!, s.context.qtys, s.context.reason);
            expect(s.value).toBe(problems.length ? 'cancelling' : 'submitting');
          }
          // the form starts a day after the current ship deadline, with no reason
          if (t === 'order.rescheduleRequested') expect([s.value, deadlineIso(s.context.deadline), s.context.reason]).toEqual(['rescheduling', '2026-03-05T08:00:00.000Z', '']);
          if (t === 'order.saved' && before?.matches('rescheduling')) expect(s.value).toBe(rescheduleFormProblems(s.context).length ? 'rescheduling' : 'submitting');
          if (t === 'order.saved' && before?.matches('editingLogistics')) expect(s.value).toBe(s.context.carrierCode === 'PIGEON' ? 'editingLogistics' : 'submitting');
          if (s.matches('submitting')) {
            const sent = pending.get('runAction')?.input as RunInput;
            expect(sent.version).toBe(s.context.order?.version);
            expect(sent.action).toBe(s.context.pending);
            if (sent.action === 'partCancel') expect(sent).toEqual({ action: 'partCancel', id: 'od_1', version: 3, reason: 'Out of stock', lines: pickedLines(s.context.qtys) });
            if (sent.action === 'reschedule') expect(rescheduleOrder.body?.safeParse({ id: sent.id, version: sent.version, shipDeadline: sent.shipDeadline, reason: sent.reason }).success).toBe(true);
            if (sent.action === 'editLogistics') expect(editOrderLogistics.body?.safeParse({ version: sent.version, carrierCode: sent.carrierCode, trackingNo: sent.trackingNo }).success).toBe(true);
            expect(s.can({ type: 'order.confirmed' })).toBe(false);
            expect(s.can({ type: 'order.saved' })).toBe(false);
          }
          // one call per confirmation or valid save
          const sends = path.steps.slice(1, i + 1).filter((x) => x.state.matches('submitting') && ['order.confirmed', 'order.saved'].includes(x.event.type)).length;
          expect(calls.runAction?.length ?? 0).toBe(sends);
          if (t === 'xstate.done.actor.runAction') expect([s.value, done.at(-1)]).toEqual(['loading', before?.context.pending]);
          if (t === 'xstate.error.actor.runAction') {
            const code = (step.event as unknown as { error: { code: string } }).error.code;
            expect(s.value).toBe(code === 'ORDER_VERSION_STALE' ? 'stale' : 'failed');
            expect(s.context.pending, 'the failure says what failed').toBe(before?.context.pending);
          }
        },
      };
    },
  });

  it('a double click on acknowledge sends one call', async () => {
    const sent: RunInput[] = [];
    const machine = orderActionsMachine.provide({
      actors: {
        loadOrder: fromPromise(async () => loaded('pendingAcknowledge')),
        runAction: fromPromise<void, RunInput>(async ({ input: i }) => void sent.push(i)),
      },
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    actor.send({ type: 'order.acknowledgeRequested' });
    actor.send({ type: 'order.confirmed' });
    actor.send({ type: 'order.confirmed' });
    await flush();
    expect(sent).toEqual([{ action: 'acknowledge', id: 'od_1', version: 3 }]);
    actor.stop();
  });

  it('default actors: each action calls its endpoint as a save call with input its schema accepts; a refused acknowledge result fails the call', async () => {
    const seen: Array<[AnyEndpoint, Record<string, unknown>, unknown]> = [];
    let ackOk = true;
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: Record<string, unknown>, opts: unknown) => {
      seen.push([ep, args, opts]);
      if (ep === acknowledgeOrders) return Promise.resolve({ results: [ackOk ? { id: 'od_1', ok: true } : { id: 'od_1', ok: false, code: 'ORDER_VERSION_STALE', message: 'changed' }] });
      if (ep === getOrderStatusLogs) return Promise.resolve(logs);
      return Promise.resolve(order('shipped'));
    }) as never);
    const signal = new AbortController().signal;
    await runOrderCall({ action: 'acknowledge', id: 'od_1', version: 7 }, signal);
    await runOrderCall({ action: 'partCancel', id: 'od_1', version: 7, reason: 'x', lines: [{ lineId: 'ol_1', qty: 1 }] }, signal);
    await runOrderCall({ action: 'editLogistics', id: 'od_1', version: 7, carrierCode: 'DHL', trackingNo: 'JD0146000012' }, signal);
    await runOrderCall({ action: 'reschedule', id: 'od_1', version: 7, shipDeadline: '2026-03-06T08:00:00.000Z', reason: 'Restock on the way' }, signal);
    expect(seen.map(([ep]) => ep)).toEqual([acknowledgeOrders, partCancelOrder, editOrderLogistics, rescheduleOrder]);
    for (const [ep, args, opts] of seen) {
      expect(opts).toEqual({ signal, save: true });
      if (ep.params) expect(ep.params.safeParse(args.params).success).toBe(true);
      if (ep.body) expect(ep.body.safeParse(args.body).success, ep.id).toBe(true);
      expect(JSON.stringify(args)).toContain('7');
    }
    ackOk = false;
    const error = await runOrderCall({ action: 'acknowledge', id: 'od_1', version: 7 }, signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallError);
    expect((error as CallError).code).toBe('ORDER_VERSION_STALE');
  });
});
