// Request audit machine (/order/cancelInfo, returnInfo, refundInfo): the request is read, the
// screen is offered exactly the decisions the rules allow, each decision is confirmed in its
// dialog (a refund rejection only with a reason) and sent once with the version read, a return's
// lines are edited and saved (or a sku added) before deciding, a request decided by someone else
// says so and reloads, and any other refusal shows its message and goes back to the review.
// Paths are generated for each kind and their visits together must cover the machine.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { call } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import { requestDetailSchema, requestKinds, type AuditFlag, type RequestKind } from '../../../src/contract/order/requests';
import { draftOf, isDirty, mayDecide } from '../../../src/machines/order/rules';
import { decideRequest, loadRequest, requestAuditMachine, type DecideInput } from '../../../src/machines/order/requestAudit.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures, type ModelPath } from '../coverage';
import { flush, replayPath } from '../replay';
import { decided, decidedElsewhere, edited, failure, refused, request, stale } from './request-fixtures';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type M = typeof requestAuditMachine;
type Snap = ReturnType<M['getInitialSnapshot']>;
const flags: AuditFlag[] = ['approve', 'reject', 'confirm', 'cancel'];

const events: EventFixtures<M> = {
  'audit.retry': [{ type: 'audit.retry' }],
  'audit.reloadRequested': [{ type: 'audit.reloadRequested' }],
  'audit.decisionRequested': flags.map((flag) => ({ type: 'audit.decisionRequested' as const, flag })),
  'audit.reasonChanged': [
    { type: 'audit.reasonChanged', value: '  ' },
    { type: 'audit.reasonChanged', value: 'Carrier confirmed delivery' },
  ],
  'audit.confirmed': [{ type: 'audit.confirmed' }],
  'audit.dismissed': [{ type: 'audit.dismissed' }],
  'return.lineChanged': (s) =>
    s.context.draft.slice(0, 1).flatMap((d) => [
      { type: 'return.lineChanged' as const, skuId: d.skuId, qty: 1, restockable: d.restockable },
      { type: 'return.lineChanged' as const, skuId: d.skuId, qty: 99, restockable: d.restockable },
    ]),
  'return.lineRemoved': (s) => s.context.draft.slice(0, 1).map((d) => ({ type: 'return.lineRemoved' as const, skuId: d.skuId })),
  'return.saveRequested': [{ type: 'return.saveRequested' }],
  'return.skuAdded': [{ type: 'return.skuAdded', skuId: 'sku_2', qty: 1, restockable: true }],
};

const actors: ActorFixtures<M> = {
  loadDetail: {
    done: (s) =>
      s.matches('alreadyDecided')
        ? [request(s.context.kind, 'rejected', { version: 3 })]
        : [request(s.context.kind), request(s.context.kind, s.context.kind === 'refund' ? 'confirmed' : 'approved'), ...(s.context.kind === 'cancel' ? [request('cancel', 'requested', { shipped: true })] : [])],
    error: [failure],
  },
  decide: {
    done: (s) => (s.context.detail && s.context.flag ? [decided(s.context.detail, s.context.flag)] : []),
    error: [decidedElsewhere, stale, refused],
  },
  saveReturn: {
    done: (s) => (s.context.detail ? [edited(s.context.detail, s.context.draft)] : []),
    error: [stale, refused],
  },
  addSku: {
    done: (s) => (s.context.detail ? [edited(s.context.detail, s.context.draft)] : []),
    error: [decidedElsewhere, refused],
  },
};

// what decides the machine's behaviour from here on
const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    status: s.context.detail?.status ?? null,
    shipped: s.context.detail?.order.shippedQty ?? null,
    lines: s.context.detail?.returnLines.map((l) => [l.skuId, l.qty]) ?? null,
    flag: s.context.flag,
    reason: s.context.reason.trim() !== '',
    problem: s.context.reasonProblem,
    draft: s.context.draft,
    e: s.matches('failed') || s.matches('alreadyDecided') || s.matches('loadFailed') ? (s.context.error?.code ?? null) : null,
  });

const inputOf = (kind: RequestKind) => ({ kind, id: 'rq-1' });
const pathsByKind = requestKinds.map((kind) => [kind, modelPaths(requestAuditMachine, { input: inputOf(kind), events, actors, serializeState })] as const);
const runtime = emptyVisits();
const busyStates = ['loading', 'submitting', 'saving', 'addingSku'] as const;

describe('request audit machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('the fixtures are answers the contract accepts', () => {
    for (const kind of requestKinds) {
      expect(requestDetailSchema.parse(request(kind))).toEqual(request(kind));
      expect(requestDetailSchema.safeParse(decided(request(kind), kind === 'refund' ? 'confirm' : 'approve')).success).toBe(true);
    }
  });

  it('paths from xstate/graph for the three kinds together visit every state and take every transition', () => {
    const visits = emptyVisits();
    for (const [kind, paths] of pathsByKind) visitedBy(requestAuditMachine, paths, inputOf(kind), visits);
    expect(assertCoverage(requestAuditMachine, visits)).toEqual({ states: 13, transitions: 29 });
  });

  const cases = pathsByKind.flatMap(([kind, paths]) => paths.map((p, i) => [`${kind} #${i + 1} ${describePath(p)}`, kind, p] as const));
  it.each(cases)('replays %s', async (_name, kind, path) => {
    const done: AuditFlag[] = [];
    let saved = 0;
    const machine = requestAuditMachine.provide({ actions: { announceDone: (_, p) => void done.push(p.flag), announceSaved: () => void saved++ } });
    await replayPath(machine, path as ModelPath<M>, {
      input: inputOf(kind),
      invoked: ['loadDetail', 'decide', 'saveReturn', 'addSku'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        const t = step.event.type;
        expect(s.hasTag('busy')).toBe(busyStates.some((b) => s.matches(b)) || s.matches({ alreadyDecided: 'reloading' }));
        if (s.matches('loading')) expect(pending.get('loadDetail')?.input).toEqual({ kind, id: 'rq-1' });
        if (s.matches('reviewing')) {
          // exactly the decisions the rules allow
          for (const flag of flags) expect(s.can({ type: 'audit.decisionRequested', flag }), `${flag} on ${kind}`).toBe(mayDecide(s.context.detail, flag, isDirty(s.context.detail, s.context.draft)));
          expect(s.context.flag).toBeNull();
          // only an open return is edited
          if (kind !== 'return' || s.context.detail?.status !== 'requested') expect(s.can({ type: 'return.skuAdded', skuId: 'sku_2', qty: 1, restockable: true })).toBe(false);
        }
        if (t === 'audit.decisionRequested' && s.matches('confirming')) expect(s.context.flag).toBe((step.event as unknown as { flag: AuditFlag }).flag);
        if (t === 'audit.confirmed' && s.matches('confirming')) {
          // only a refund rejection without a reason stays, saying it is required
          expect([kind, s.context.flag, s.context.reasonProblem]).toEqual(['refund', 'reject', 'required']);
        }
        if (s.matches('submitting')) {
          const sent = pending.get('decide')?.input as DecideInput;
          expect(sent).toEqual({ kind, flag: s.context.flag, id: 'rq-1', version: s.context.detail?.version, reason: s.context.reason });
          if (kind === 'refund' && sent.flag === 'reject') expect(sent.reason.trim()).not.toBe('');
          // a second click does nothing
          expect(s.can({ type: 'audit.confirmed' })).toBe(false);
        }
        // one call per confirmation
        const confirmations = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'audit.confirmed' && x.state.matches('submitting')).length;
        expect(calls.decide?.length ?? 0).toBe(confirmations);
        if (s.matches('saving')) expect(pending.get('saveReturn')?.input).toEqual({ id: 'rq-1', version: s.context.detail?.version, lines: s.context.draft });
        if (t === 'xstate.done.actor.decide') {
          expect(s.value).toBe('done');
          expect(done.at(-1)).toBe(before?.context.flag);
          expect(s.context.detail?.status).not.toBe('requested');
        }
        if (t === 'xstate.done.actor.saveReturn' || t === 'xstate.done.actor.addSku') {
          expect(saved).toBeGreaterThan(0);
          expect(s.context.draft).toEqual(draftOf(s.context.detail));
        }
        if (t.startsWith('xstate.error.actor.') && t !== 'xstate.error.actor.loadDetail') {
          const code = (step.event as unknown as { error: { code: string } }).error.code;
          const elsewhere = code === 'ORDER_REQUEST_DECIDED' || code === 'ORDER_REQUEST_VERSION_STALE';
          expect(s.matches(elsewhere ? 'alreadyDecided' : 'failed')).toBe(true);
          expect(s.context.error?.code).toBe(code);
          // someone else decided: the request is read again at once
          if (elsewhere) expect(pending.get('loadDetail')?.input).toEqual({ kind, id: 'rq-1' });
        }
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(requestAuditMachine, runtime, 'replays');
  });

  it('a double click on confirm sends one call', async () => {
    const inputs: DecideInput[] = [];
    const machine = requestAuditMachine.provide({
      actors: {
        loadDetail: fromPromise(async () => request('cancel')),
        decide: fromPromise<ReturnType<typeof request>, DecideInput>(async ({ input: i }) => {
          inputs.push(i);
          return decided(request('cancel'), i.flag);
        }),
      },
    });
    const actor = createActor(machine, { input: inputOf('cancel') }).start();
    await flush();
    actor.send({ type: 'audit.decisionRequested', flag: 'approve' });
    actor.send({ type: 'audit.confirmed' });
    actor.send({ type: 'audit.confirmed' });
    await flush();
    expect(inputs).toEqual([{ kind: 'cancel', flag: 'approve', id: 'rq-1', version: 2, reason: '' }]);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.detail?.order.status).toBe('cancelled');
    actor.stop();
  });

  it('default actors: each kind calls its info and audit endpoints; a refund rejection sends ?reason', async () => {
    const seen: Array<[string, Record<string, unknown>]> = [];
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: Record<string, unknown>) => {
      seen.push([ep.id, args]);
      return Promise.resolve(request('refund'));
    }) as never);
    const signal = new AbortController().signal;
    for (const kind of requestKinds) await loadRequest({ kind, id: 'rq-1' }, signal);
    await decideRequest({ kind: 'cancel', flag: 'approve', id: 'rq-1', version: 2, reason: '' }, signal);
    await decideRequest({ kind: 'return', flag: 'reject', id: 'rq-1', version: 2, reason: '' }, signal);
    await decideRequest({ kind: 'refund', flag: 'reject', id: 'rq-1', version: 2, reason: ' Photos show no damage ' }, signal);
    await decideRequest({ kind: 'refund', flag: 'confirm', id: 'rq-1', version: 2, reason: 'ignored' }, signal);
    expect(seen).toEqual([
      ['order.cancelInfo', { params: { id: 'rq-1' } }],
      ['order.returnInfo', { params: { returnId: 'rq-1' } }],
      ['order.refundInfo', { params: { refundId: 'rq-1' } }],
      ['order.cancelAudit', { params: { flag: 'approve' }, body: { id: 'rq-1', version: 2 } }],
      ['order.returnAudit', { params: { flag: 'reject' }, body: { id: 'rq-1', version: 2 } }],
      ['order.refundAudit', { params: { flag: 'reject' }, query: { reason: 'Photos show no damage' }, body: { id: 'rq-1', version: 2 } }],
      ['order.refundAudit', { params: { flag: 'confirm' }, query: {}, body: { id: 'rq-1', version: 2 } }],
    ]);
  });
});
