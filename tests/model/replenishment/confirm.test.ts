// The replenishment confirm machine (the order record's "Confirm", `confirm`): every line starts at
// its suggested quantity; nothing is sent while a line is over 150 % of its suggestion or negative,
// or every line is at zero; the call carries each line once with the version read; a double click
// saves once; a refusal keeps the form with the server's words.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { confirmProblem, confirmReplenishmentOrder, replenishmentOrderSchema, type ReplenishmentOrder } from '../../../src/contract/replenishment';
import { replenishmentConfirmMachine } from '../../../src/machines/replenishment/confirm.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

type Snap = ReturnType<typeof replenishmentConfirmMachine.getInitialSnapshot>;
const LINES = [
  { lineId: 'rp-1', sku: 'HA-1', suggestedQty: 20 },
  { lineId: 'rp-2', sku: 'HA-2', suggestedQty: 10 },
];
const line = (id: string, sku: string, suggestedQty: number, confirmedQty: number) => ({ id, skuId: `sk_${sku}`, sku, skuName: 'Chair', suggestedQty, confirmedQty, onHand: 3, inTransit: 0, sales30d: 30 });
const saved: ReplenishmentOrder = replenishmentOrderSchema.parse({
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

const events: EventFixtures<typeof replenishmentConfirmMachine> = {
  'confirm.opened': [{ type: 'confirm.opened', orderId: 'rp-harbor-0001', version: 1, lines: LINES }],
  'confirm.lineChanged': [
    { type: 'confirm.lineChanged', lineId: 'rp-1', qty: 30 },
    { type: 'confirm.lineChanged', lineId: 'rp-1', qty: 31 },
  ],
  'confirm.submitted': [{ type: 'confirm.submitted' }],
  'confirm.closed': [{ type: 'confirm.closed' }],
};

const actors: ActorFixtures<typeof replenishmentConfirmMachine> = {
  save: { done: [saved], error: [new CallError('envelope', 'REPLENISHMENT_ORDER_STALE', 'This replenishment order was changed by someone else.')] },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, l: s.context.lines.map((l) => l.qty), p: s.context.problem, e: s.context.error?.code ?? null });
const paths = modelPaths(replenishmentConfirmMachine, { events, actors, serializeState });
const runtime = emptyVisits();

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
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(replenishmentConfirmMachine, visitedBy(replenishmentConfirmMachine, paths))).toEqual({ states: 5, transitions: 8 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = replenishmentConfirmMachine.provide({ actions: { announceSaved: () => void announced++ } });
    await replayPath(machine, path, {
      invoked: ['save'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('submitting'));
        const call = pending.get('save');
        if (call) {
          expect(confirmReplenishmentOrder.body?.safeParse(call.input).success).toBe(true);
          expect((call.input as { lines: unknown[] }).lines).toHaveLength(LINES.length);
          expect(confirmProblem(s.context.lines)).toBeNull();
        }
        if (s.matches('submitting')) expect(s.can({ type: 'confirm.submitted' })).toBe(false);
        const sent = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'confirm.submitted' && x.state.matches('submitting')).length;
        expect(calls.save?.length ?? 0).toBe(sent);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('done') && x.event.type.startsWith('xstate.done')).length);
        if (step.event.type === 'confirm.submitted' && s.matches('editing')) expect(s.context.problem).toBe(confirmProblem(s.context.lines));
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(replenishmentConfirmMachine, runtime, 'replays');
  });

  it('opens at the suggestion with 150 % as the most, and a double click saves once with every line', async () => {
    const sent: unknown[] = [];
    const machine = replenishmentConfirmMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          sent.push(input);
          return saved;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'confirm.opened', orderId: 'rp-harbor-0001', version: 1, lines: LINES });
    expect(actor.getSnapshot().context.lines.map((l) => [l.qty, l.max])).toEqual([
      [20, 30],
      [10, 15],
    ]);
    actor.send({ type: 'confirm.lineChanged', lineId: 'rp-1', qty: 30 });
    actor.send({ type: 'confirm.submitted' });
    actor.send({ type: 'confirm.submitted' });
    await flush();
    expect(sent).toEqual([{ id: 'rp-harbor-0001', version: 1, lines: [{ lineId: 'rp-1', qty: 30 }, { lineId: 'rp-2', qty: 10 }] }]);
    expect(actor.getSnapshot().value).toBe('done');
    actor.stop();
  });
});
