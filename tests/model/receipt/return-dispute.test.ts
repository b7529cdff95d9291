// The return dispute machine (the return-refund master record's "Dispute items", `dispute`): every
// reason starts blank; nothing is sent while no item has a reason (or one is too long); the call
// carries only the items given a reason, trimmed, with the version read; a double click saves once;
// a refusal keeps the form with the server's words.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { disputeReturnItems, returnMasterInfoSchema, type ReturnMasterInfo } from '../../../src/contract/receipt';
import { returnDisputeMachine, returnDisputeProblem } from '../../../src/machines/receipt/return-dispute.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

type Snap = ReturnType<typeof returnDisputeMachine.getInitialSnapshot>;
const ITEMS = [
  { itemId: 'rm-harbor-0002-2', returnNo: 'RR2601040022', sku: 'HA-1' },
  { itemId: 'rm-harbor-0002-4', returnNo: 'RR2601040024', sku: 'HA-2' },
];
const saved: ReturnMasterInfo = returnMasterInfoSchema.parse({
  id: 'rm-harbor-0002',
  masterNo: 'RM260104002',
  status: 'disputed',
  warehouseId: 'wh_fba',
  warehouse: 'Amazon FBA ONT8',
  weekStartsAt: '2026-01-04T00:00:00.000Z',
  weekEndsAt: '2026-01-11T00:00:00.000Z',
  orders: [{ id: 'rm-harbor-0002-2', returnNo: 'RR2601040022', sku: 'HA-1', qty: 1, inspection: 'defective' }],
  confirmedAt: null,
  doneAt: null,
  createdAt: '2026-01-04T00:00:00.000Z',
  version: 3,
});

const events: EventFixtures<typeof returnDisputeMachine> = {
  'dispute.opened': [{ type: 'dispute.opened', masterId: 'rm-harbor-0002', version: 2, items: ITEMS }],
  'dispute.reasonChanged': [
    { type: 'dispute.reasonChanged', itemId: 'rm-harbor-0002-2', reason: ' Tested before shipping ' },
    { type: 'dispute.reasonChanged', itemId: 'rm-harbor-0002-2', reason: '   ' },
  ],
  'dispute.submitted': [{ type: 'dispute.submitted' }],
  'dispute.closed': [{ type: 'dispute.closed' }],
};

const actors: ActorFixtures<typeof returnDisputeMachine> = {
  save: { done: [saved], error: [new CallError('envelope', 'RECEIPT_RETURN_STALE', 'This return-refund master was changed by someone else.')] },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, r: s.context.items.map((i) => i.reason), p: s.context.problem, e: s.context.error?.code ?? null });
const paths = modelPaths(returnDisputeMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('return dispute machine', () => {
  it('problems before anything is sent', () => {
    const item = { itemId: 'a', returnNo: 'RR1', sku: 'HA-1', reason: '' };
    expect(returnDisputeProblem([item])).toBe('none');
    expect(returnDisputeProblem([{ ...item, reason: '  ' }])).toBe('none');
    expect(returnDisputeProblem([item, { ...item, itemId: 'b', reason: 'Sealed' }])).toBeNull();
    expect(returnDisputeProblem([{ ...item, reason: 'x'.repeat(1000) }])).toBe('tooLong');
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(returnDisputeMachine, visitedBy(returnDisputeMachine, paths))).toEqual({ states: 5, transitions: 8 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = returnDisputeMachine.provide({ actions: { announceSaved: () => void announced++ } });
    await replayPath(machine, path, {
      invoked: ['save'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('submitting'));
        const call = pending.get('save');
        if (call) {
          expect(disputeReturnItems.body?.safeParse(call.input).success).toBe(true);
          expect((call.input as { items: unknown[] }).items).toEqual([{ itemId: 'rm-harbor-0002-2', reason: 'Tested before shipping' }]);
          expect(returnDisputeProblem(s.context.items)).toBeNull();
        }
        if (s.matches('submitting')) expect(s.can({ type: 'dispute.submitted' })).toBe(false);
        const sent = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'dispute.submitted' && x.state.matches('submitting')).length;
        expect(calls.save?.length ?? 0).toBe(sent);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('done') && x.event.type.startsWith('xstate.done')).length);
        if (step.event.type === 'dispute.submitted' && s.matches('editing')) expect(s.context.problem).toBe(returnDisputeProblem(s.context.items));
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(returnDisputeMachine, runtime, 'replays');
  });

  it('a double click saves once, with the items given a reason', async () => {
    const sent: unknown[] = [];
    const machine = returnDisputeMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          sent.push(input);
          return saved;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'dispute.opened', masterId: 'rm-harbor-0002', version: 2, items: ITEMS });
    actor.send({ type: 'dispute.submitted' });
    expect(actor.getSnapshot().context.problem).toBe('none');
    actor.send({ type: 'dispute.reasonChanged', itemId: 'rm-harbor-0002-4', reason: 'Sealed box' });
    actor.send({ type: 'dispute.submitted' });
    actor.send({ type: 'dispute.submitted' });
    await flush();
    expect(sent).toEqual([{ id: 'rm-harbor-0002', version: 2, items: [{ itemId: 'rm-harbor-0002-4', reason: 'Sealed box' }] }]);
    expect(actor.getSnapshot().value).toBe('done');
    actor.stop();
  });
});
