// The outbound sku machine (the outbound record's "Lower quantities", `update sku`): every line
// starts at what it takes now; nothing is sent while a line is raised or negative or every line is
// at zero; the call carries each line once with the version read; a double click saves once; a
// refusal keeps the form with the server's words.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { outboundInfoSchema, updateOutboundSkus, type OutboundInfo } from '../../../src/contract/receipt';
import { outboundSkusMachine, outboundSkusProblem } from '../../../src/machines/receipt/outbound-skus.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

type Snap = ReturnType<typeof outboundSkusMachine.getInitialSnapshot>;
const LINES = [
  { skuId: 'sk_1', sku: 'HA-1', qty: 6 },
  { skuId: 'sk_2', sku: 'HA-2', qty: 3 },
];
const saved: OutboundInfo = outboundInfoSchema.parse({
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

const events: EventFixtures<typeof outboundSkusMachine> = {
  'skus.opened': [{ type: 'skus.opened', outboundId: 'ob-harbor-0001', version: 1, lines: LINES }],
  'skus.lineChanged': [
    { type: 'skus.lineChanged', skuId: 'sk_1', qty: 4 },
    { type: 'skus.lineChanged', skuId: 'sk_1', qty: 7 },
  ],
  'skus.submitted': [{ type: 'skus.submitted' }],
  'skus.closed': [{ type: 'skus.closed' }],
};

const actors: ActorFixtures<typeof outboundSkusMachine> = {
  save: { done: [saved], error: [new CallError('envelope', 'RECEIPT_OUTBOUND_NOTICE_STALE', 'This outbound was changed by someone else.')] },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, l: s.context.lines.map((l) => l.qty), p: s.context.problem, e: s.context.error?.code ?? null });
const paths = modelPaths(outboundSkusMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('outbound sku machine', () => {
  it('problems before anything is sent', () => {
    const line = { skuId: 'sk_1', sku: 'HA-1', max: 6, qty: 6 };
    expect(outboundSkusProblem([line])).toBeNull();
    expect(outboundSkusProblem([{ ...line, qty: 7 }])).toBe('range');
    expect(outboundSkusProblem([{ ...line, qty: -1 }])).toBe('range');
    expect(outboundSkusProblem([{ ...line, qty: 0 }])).toBe('allZero');
    expect(outboundSkusProblem([{ ...line, qty: 0 }, { ...line, skuId: 'sk_2', qty: 1 }])).toBeNull();
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(outboundSkusMachine, visitedBy(outboundSkusMachine, paths))).toEqual({ states: 5, transitions: 8 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = outboundSkusMachine.provide({ actions: { announceSaved: () => void announced++ } });
    await replayPath(machine, path, {
      invoked: ['save'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('submitting'));
        const call = pending.get('save');
        if (call) {
          expect(updateOutboundSkus.body?.safeParse(call.input).success).toBe(true);
          expect((call.input as { skuList: unknown[] }).skuList).toHaveLength(LINES.length);
          expect(outboundSkusProblem(s.context.lines)).toBeNull();
        }
        if (s.matches('submitting')) expect(s.can({ type: 'skus.submitted' })).toBe(false);
        const sent = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'skus.submitted' && x.state.matches('submitting')).length;
        expect(calls.save?.length ?? 0).toBe(sent);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('done') && x.event.type.startsWith('xstate.done')).length);
        if (step.event.type === 'skus.submitted' && s.matches('editing')) expect(s.context.problem).toBe(outboundSkusProblem(s.context.lines));
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(outboundSkusMachine, runtime, 'replays');
  });

  it('a double click saves once, with every line', async () => {
    const sent: unknown[] = [];
    const machine = outboundSkusMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          sent.push(input);
          return saved;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'skus.opened', outboundId: 'ob-harbor-0001', version: 1, lines: LINES });
    actor.send({ type: 'skus.lineChanged', skuId: 'sk_1', qty: 4 });
    actor.send({ type: 'skus.submitted' });
    actor.send({ type: 'skus.submitted' });
    await flush();
    expect(sent).toEqual([{ id: 'ob-harbor-0001', version: 1, skuList: [{ skuId: 'sk_1', qty: 4 }, { skuId: 'sk_2', qty: 3 }] }]);
    expect(actor.getSnapshot().value).toBe('done');
    actor.stop();
  });
});
