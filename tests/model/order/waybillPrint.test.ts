// Print and apply machine: the waybills of the orders asked are applied once per request; the
// label sheet shows when any label came back (with the orders refused beside it), a request where
// every order is refused says so, a failed call can be retried; printing calls the print action,
// closing the sheet announces the applied waybills.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { printAndApplyWaybills, type WaybillLabel } from '../../../src/contract';
import { waybillPrintMachine, type Applied } from '../../../src/machines/order/waybillPrint.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './fixtures';

type Snap = ReturnType<typeof waybillPrintMachine.getInitialSnapshot>;

const label: WaybillLabel = {
  orderId: 'od_1',
  supplierOrderId: 'PO00000001',
  carrierCode: 'UPS',
  waybillNo: '1Z3F2A9C0D4E5B6A7C',
  packageNo: 'PK00000001',
  shipFrom: 'Los Angeles (US-LAX)',
  receiverName: 'Ava Smith',
  receiverPhone: '+1 555 0101',
  address: '1 Oak Street, Springfield, California, 90001, US',
  country: 'US',
  totalQty: 3,
  appliedAt: '2026-03-02T08:00:00.000Z',
};
const someRefused: Applied = { results: [{ id: 'od_1', ok: true }, { id: 'od_2', ok: false, code: 'ORDER_TRANSITION_REFUSED', message: 'Order PO00000002 is "Shipped": you cannot print its waybill now.' }], labels: [label] };
const allRefused: Applied = { results: [{ id: 'od_2', ok: false, code: 'ORDER_TRANSITION_REFUSED', message: 'refused' }], labels: [] };

const events: EventFixtures<typeof waybillPrintMachine> = {
  'waybill.requested': [{ type: 'waybill.requested', ids: ['od_1', 'od_2'] }],
  'waybill.printRequested': [{ type: 'waybill.printRequested' }],
  'waybill.retry': [{ type: 'waybill.retry' }],
  'waybill.closed': [{ type: 'waybill.closed' }],
};
const actors: ActorFixtures<typeof waybillPrintMachine> = { applyWaybills: { done: [someRefused, allRefused], error: [failure] } };
const serializeState = (s: Snap) => JSON.stringify({ v: s.value, n: s.context.labels.length, r: s.context.refused.length, e: s.context.error?.code ?? null });
const paths = modelPaths(waybillPrintMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('print and apply machine', () => {
  it('the fixtures are answers the contract accepts', () => {
    expect(printAndApplyWaybills.response.safeParse(someRefused).success).toBe(true);
    expect(printAndApplyWaybills.response.safeParse(allRefused).success).toBe(true);
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(waybillPrintMachine, visitedBy(waybillPrintMachine, paths, undefined))).toEqual({ states: 6, transitions: 9 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let printed = 0;
    let announced = 0;
    const machine = waybillPrintMachine.provide({ actions: { printSheet: () => void printed++, announceApplied: () => void announced++ } });
    await replayPath(machine, path, {
      invoked: ['applyWaybills'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        expect(s.hasTag('busy')).toBe(s.matches('applying'));
        if (s.matches('applying')) expect(pending.get('applyWaybills')?.input).toEqual({ ids: ['od_1', 'od_2'] });
        const sends = path.steps.slice(1, i + 1).filter((x) => x.state.matches('applying') && ['waybill.requested', 'waybill.retry'].includes(x.event.type)).length;
        expect(calls.applyWaybills?.length ?? 0).toBe(sends);
        if (step.event.type === 'xstate.done.actor.applyWaybills') {
          const out = (step.event as unknown as { output: Applied }).output;
          expect(s.value).toBe(out.labels.length ? 'showing' : 'refused');
          expect(s.context.refused).toEqual(out.results.filter((r) => !r.ok));
        }
        const prints = path.steps.slice(1, i + 1).filter((x, j) => x.event.type === 'waybill.printRequested' && path.steps[j].state.matches('showing')).length;
        expect(printed).toBe(prints);
        const closes = path.steps.slice(1, i + 1).filter((x, j) => x.event.type === 'waybill.closed' && path.steps[j].state.matches('showing')).length;
        expect(announced).toBe(closes);
        if (before?.matches('showing') && step.event.type === 'waybill.requested') expect(s.value).toBe('showing');
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(waybillPrintMachine, runtime, 'replays');
  });

  it('a second request while applying is ignored', async () => {
    const asked: string[][] = [];
    const actor = createActor(waybillPrintMachine.provide({ actors: { applyWaybills: fromPromise<Applied, { ids: string[] }>(async ({ input }) => (asked.push(input.ids), someRefused)) } })).start();
    actor.send({ type: 'waybill.requested', ids: ['od_1'] });
    actor.send({ type: 'waybill.requested', ids: ['od_1'] });
    await flush();
    expect(asked).toEqual([['od_1']]);
    expect(actor.getSnapshot().value).toBe('showing');
    actor.stop();
  });
});
