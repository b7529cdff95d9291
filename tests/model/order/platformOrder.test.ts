// Platform order machine (/order/platformOrderInfo/:id): the order is read; while it is new the
// quantities to confirm are edited (an invalid draft cannot be confirmed), confirmed in a dialog,
// or the order is rejected in a dialog that requires a reason; the decision is sent once with the
// version read; a decision made by someone else first says so and reloads; any other refusal shows
// its message and goes back to the review. Paths from xstate/graph take every state and transition.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CallError } from '../../../src/services';
import {
  confirmPlatformOrder,
  confirmProblems,
  platformOrderDetailSchema,
  PlatformOrderErrorCode,
  rejectPlatformOrder,
  type PlatformOrderDetail,
  type PlatformOrderStatus,
} from '../../../src/contract/order/platform-orders';
import { draftLines, draftProblems, platformOrderMachine, type DecideInput } from '../../../src/machines/order/platformOrder.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './fixtures';

type M = typeof platformOrderMachine;
type Snap = ReturnType<M['getInitialSnapshot']>;

function po(status: PlatformOrderStatus = 'new', version = 1, confirmed: [number, number] | null = null): PlatformOrderDetail {
  const lines = [
    { id: 'po-1-1', lineNo: 1, skuId: 'sku_1', sku: 'HB-MUG-01', skuName: 'Mug', orderedQty: 100, confirmedQty: confirmed?.[0] ?? null, receivedQty: 0, unitCost: 2.5 },
    { id: 'po-1-2', lineNo: 2, skuId: 'sku_2', sku: 'HB-MUG-02', skuName: 'Mug, large', orderedQty: 40, confirmedQty: confirmed?.[1] ?? null, receivedQty: 0, unitCost: 3.1 },
  ];
  return {
    id: 'po-1',
    poNo: 'PPO0000001',
    warehouseCode: 'FBA-ONT8',
    warehouseName: 'Amazon FBA ONT8',
    warehouseAddress: '24300 Nandina Ave, Moreno Valley, CA, 92551, US',
    remark: '',
    status,
    orderedAt: '2026-02-27T08:00:00.000Z',
    expectedDelivery: '2026-03-14',
    currency: 'USD',
    lineCount: 2,
    orderedQty: 140,
    confirmedQty: confirmed ? confirmed[0] + confirmed[1] : null,
    amount: 374,
    rejectReason: status === 'rejected' ? 'SKU discontinued' : '',
    decidedAt: status === 'new' ? null : '2026-02-28T08:00:00.000Z',
    decidedBy: status === 'new' ? null : 'Grace Lin',
    version,
    lines,
  };
}
const decided = (input: DecideInput): PlatformOrderDetail =>
  input.decision === 'reject'
    ? po('rejected', input.version + 1)
    : po(input.lines.every((l, i) => l.confirmedQty === [100, 40][i]) ? 'confirmed' : 'partiallyConfirmed', input.version + 1, [input.lines[0].confirmedQty, input.lines[1].confirmedQty]);
const decidedElsewhere = new CallError('envelope', PlatformOrderErrorCode.decided, 'This platform order has already been decided.');
const stale = new CallError('envelope', PlatformOrderErrorCode.stale, 'This platform order was changed by someone else.');
const refused = new CallError('envelope', PlatformOrderErrorCode.invalid, 'Confirm a quantity for every line, at most what was ordered.');

const events: EventFixtures<M> = {
  'po.retry': [{ type: 'po.retry' }],
  'po.reloadRequested': [{ type: 'po.reloadRequested' }],
  'po.qtyChanged': [
    { type: 'po.qtyChanged', lineId: 'po-1-1', qty: 60 },
    { type: 'po.qtyChanged', lineId: 'po-1-1', qty: 101 },
    { type: 'po.qtyChanged', lineId: 'nope', qty: 1 },
  ],
  'po.confirmRequested': [{ type: 'po.confirmRequested' }],
  'po.rejectRequested': [{ type: 'po.rejectRequested' }],
  'po.reasonChanged': [
    { type: 'po.reasonChanged', value: '  ' },
    { type: 'po.reasonChanged', value: 'No capacity' },
  ],
  'po.confirmed': [{ type: 'po.confirmed' }],
  'po.dismissed': [{ type: 'po.dismissed' }],
};

const actors: ActorFixtures<M> = {
  loadDetail: { done: (s) => (s.matches('alreadyDecided') ? [po('rejected', 2)] : [po('new'), po('confirmed', 2, [100, 40])]), error: [failure] },
  decide: {
    done: (s) => (s.context.decision ? [decided({ decision: s.context.decision, id: 'po-1', version: s.context.detail?.version ?? 1, lines: draftLines(s.context.detail, s.context.draft), reason: s.context.reason })] : []),
    error: [decidedElsewhere, stale, refused],
  },
};

const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    d: s.context.detail ? [s.context.detail.status, s.context.detail.version] : null,
    draft: s.context.draft,
    decision: s.context.decision,
    reason: s.context.reason.trim() !== '',
    problem: s.context.reasonProblem,
    e: s.matches('failed') || s.matches('alreadyDecided') || s.matches('loadFailed') ? (s.context.error?.code ?? null) : null,
  });

const input = { id: 'po-1' };
const paths = modelPaths(platformOrderMachine, { input, events, actors, serializeState });
const runtime = emptyVisits();

describe('platform order machine', () => {
  it('the fixtures are answers the contract accepts', () => {
    expect(platformOrderDetailSchema.parse(po())).toEqual(po());
    expect(platformOrderDetailSchema.parse(po('partiallyConfirmed', 2, [60, 40]))).toEqual(po('partiallyConfirmed', 2, [60, 40]));
  });

  it('the draft follows the contract’s rules', () => {
    const d = po();
    expect(draftProblems(d, { 'po-1-1': 100, 'po-1-2': 40 })).toEqual([]);
    expect(draftProblems(d, { 'po-1-1': 101, 'po-1-2': 40 })).toEqual([{ kind: 'overOrdered', lineId: 'po-1-1', orderedQty: 100 }]);
    expect(draftProblems(d, { 'po-1-1': 0, 'po-1-2': 0 })).toEqual([{ kind: 'nothingConfirmed' }]);
    expect(draftProblems(d, { 'po-1-1': Number.NaN, 'po-1-2': 1 })).toHaveLength(1);
    expect(draftProblems(d, { 'po-1-1': 2.5, 'po-1-2': 1 })).toHaveLength(1);
    expect(confirmProblems(d.lines, [{ lineId: 'po-1-1', confirmedQty: 1 }])).toEqual([{ kind: 'missingLine', lineId: 'po-1-2' }]);
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    const visits = emptyVisits();
    visitedBy(platformOrderMachine, paths, input, visits);
    expect(assertCoverage(platformOrderMachine, visits)).toEqual({ states: 11, transitions: 21 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let done = 0;
    const machine = platformOrderMachine.provide({ actions: { announceDone: () => void done++ } });
    await replayPath(machine, path, {
      input,
      invoked: ['loadDetail', 'decide'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        const t = step.event.type;
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('submitting') || s.matches({ alreadyDecided: 'reloading' }));
        if (s.matches('reviewing')) {
          const open = s.context.detail?.status === 'new';
          expect(s.can({ type: 'po.rejectRequested' })).toBe(open);
          expect(s.can({ type: 'po.confirmRequested' })).toBe(open && draftProblems(s.context.detail, s.context.draft).length === 0);
        }
        if (t === 'po.qtyChanged' && before && !(before.matches('reviewing') && before.context.detail?.status === 'new')) expect(s.context.draft).toEqual(before.context.draft);
        if (t === 'po.confirmed' && before?.matches('confirming')) {
          const blank = before.context.decision === 'reject' && before.context.reason.trim() === '';
          expect(s.value).toBe(blank ? 'confirming' : 'submitting');
          if (blank) expect(s.context.reasonProblem).toBe('required');
        }
        if (s.matches('submitting')) {
          const sent = pending.get('decide')?.input as DecideInput;
          expect(sent.version).toBe(s.context.detail?.version);
          if (sent.decision === 'confirm') expect(confirmPlatformOrder.body?.safeParse({ id: sent.id, version: sent.version, lines: sent.lines }).success).toBe(true);
          else expect(rejectPlatformOrder.body?.safeParse({ id: sent.id, version: sent.version, reason: sent.reason }).success).toBe(true);
          expect(s.can({ type: 'po.confirmed' })).toBe(false);
        }
        const sends = path.steps.slice(1, i + 1).filter((x, k) => x.state.matches('submitting') && path.steps[k].state.matches('confirming')).length;
        expect(calls.decide?.length ?? 0).toBe(sends);
        if (t === 'xstate.done.actor.decide') expect([s.value, done > 0, s.context.detail?.status !== 'new']).toEqual(['done', true, true]);
        if (t === 'xstate.error.actor.decide') {
          const err = (step.event as unknown as { error: CallError }).error;
          expect(s.matches(err === refused ? 'failed' : 'alreadyDecided')).toBe(true);
        }
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(platformOrderMachine, runtime, 'replays');
  });

  it('a double click on confirm in the dialog sends one call', async () => {
    const sent: DecideInput[] = [];
    const machine = platformOrderMachine.provide({
      actors: {
        loadDetail: fromPromise<PlatformOrderDetail, { id: string }>(async () => po()),
        decide: fromPromise<PlatformOrderDetail, DecideInput>(async ({ input: i }) => (sent.push(i), decided(i))),
      },
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    actor.send({ type: 'po.qtyChanged', lineId: 'po-1-1', qty: 60 });
    actor.send({ type: 'po.confirmRequested' });
    actor.send({ type: 'po.confirmed' });
    actor.send({ type: 'po.confirmed' });
    await flush();
    expect(sent).toEqual([{ decision: 'confirm', id: 'po-1', version: 1, lines: [{ lineId: 'po-1-1', confirmedQty: 60 }, { lineId: 'po-1-2', confirmedQty: 40 }], reason: '' }]);
    expect(actor.getSnapshot().context.detail?.status).toBe('partiallyConfirmed');
    actor.stop();
  });
});
