// Order exception machine (/order/abnormalInfo/:id): the exception is read; "Resolve" is offered
// only while it is open; a blank or too long note is not sent (the problem is shown instead); the
// resolution is sent once with the version read; someone else's change (stale, already resolved)
// asks for a reload; any other refusal goes back to the note.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CallError } from '../../../src/services';
import { abnormalRowSchema, AbnormalErrorCode, resolveAbnormal, type AbnormalRow } from '../../../src/contract';
import { abnormalMachine, noteProblem, type ResolveInput } from '../../../src/machines/order/abnormal.machine';
import type { ActorFixtures, EventFixtures } from '../coverage';
import { modelTests } from '../model-suite';
import { flush } from '../replay';
import { failure } from './fixtures';

type Snap = ReturnType<typeof abnormalMachine.getInitialSnapshot>;
const input = { id: 'x_1' };

const record = (status: AbnormalRow['status'], version = 1): AbnormalRow => ({
  id: 'x_1',
  orderId: 'od_1',
  supplierOrderId: 'PO00000485',
  cartName: 'Harbor - Amazon US',
  orderStatus: 'partShipped',
  shipDeadline: '2026-03-03T10:00:00.000Z',
  kind: 'customsHold',
  status,
  raisedAt: '2026-02-28T11:00:00.000Z',
  resolution: status === 'resolved' ? 'Papers sent' : '',
  resolvedAt: status === 'resolved' ? '2026-03-01T09:00:00.000Z' : null,
  resolvedBy: status === 'resolved' ? 'Grace Lin' : null,
  version,
});
const stale = new CallError('envelope', AbnormalErrorCode.alreadyResolved, 'This exception is already resolved.');
const refused = new CallError('envelope', 'SYS_INVALID_REQUEST', 'resolution: too long');

const events: EventFixtures<typeof abnormalMachine> = {
  'abnormal.retry': [{ type: 'abnormal.retry' }],
  'abnormal.reloadRequested': [{ type: 'abnormal.reloadRequested' }],
  'abnormal.resolveRequested': [{ type: 'abnormal.resolveRequested' }],
  'abnormal.noteChanged': [
    { type: 'abnormal.noteChanged', value: 'Papers sent to customs' },
    { type: 'abnormal.noteChanged', value: '   ' },
  ],
  'abnormal.saved': [{ type: 'abnormal.saved' }],
  'abnormal.dismissed': [{ type: 'abnormal.dismissed' }],
};

const actors: ActorFixtures<typeof abnormalMachine> = {
  loadRecord: { done: [record('open'), record('resolved', 2)], error: [failure] },
  resolve: { done: [record('resolved', 2)], error: [stale, refused] },
};

const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    status: s.context.record?.status ?? null,
    note: s.matches('resolving') || s.matches('submitting') || s.matches('failed') ? [s.context.note, s.context.showProblems] : null,
    e: s.matches('failed') || s.matches('stale') || s.matches('loadFailed') ? (s.context.error?.code ?? null) : null,
  });

describe('order exception machine', () => {
  it('the fixtures are answers the contract accepts', () => {
    expect(abnormalRowSchema.parse(record('open'))).toEqual(record('open'));
    expect(abnormalRowSchema.parse(record('resolved', 2))).toEqual(record('resolved', 2));
  });

  modelTests(abnormalMachine, {
    input,
    events,
    actors,
    serializeState,
    invoked: ['loadRecord', 'resolve'],
    coverage: { states: 8, transitions: 14 },
    replay: (path) => {
      let done = 0;
      const machine = abnormalMachine.provide({ actions: { announceDone: () => void done++ } });
      return {
        machine,
        onStep: (step, i, { actor, pending, calls }) => {
          const s = actor.getSnapshot();
          const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
          const t = step.event.type;
          expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('submitting'));
          if (s.matches('viewing')) expect(s.can({ type: 'abnormal.resolveRequested' })).toBe(s.context.record?.status === 'open');
          if (t === 'abnormal.saved' && before?.matches('resolving')) {
            expect(s.value).toBe(noteProblem(s.context.note) ? 'resolving' : 'submitting');
            if (s.matches('resolving')) expect(s.context.showProblems).toBe(true);
          }
          if (s.matches('submitting')) {
            const sent = pending.get('resolve')?.input as ResolveInput;
            expect(sent).toEqual({ id: 'x_1', version: s.context.record?.version, resolution: s.context.note.trim() });
            expect(resolveAbnormal.body?.safeParse(sent).success).toBe(true);
            expect(s.can({ type: 'abnormal.saved' })).toBe(false);
          }
          const sends = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'abnormal.saved' && x.state.matches('submitting')).length;
          expect(calls.resolve?.length ?? 0).toBe(sends);
          if (t === 'xstate.done.actor.resolve') expect([s.value, s.context.record?.status, done]).toEqual(['viewing', 'resolved', sends]);
          if (t === 'xstate.error.actor.resolve') expect(s.value).toBe((step.event as unknown as { error: CallError }).error === stale ? 'stale' : 'failed');
        },
      };
    },
  });

  it('a double click on save sends one call', async () => {
    const sent: ResolveInput[] = [];
    const machine = abnormalMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => record('open')),
        resolve: fromPromise<AbnormalRow, ResolveInput>(async ({ input: i }) => (sent.push(i), record('resolved', 2))),
      },
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    actor.send({ type: 'abnormal.resolveRequested' });
    actor.send({ type: 'abnormal.noteChanged', value: ' Papers sent ' });
    actor.send({ type: 'abnormal.saved' });
    actor.send({ type: 'abnormal.saved' });
    await flush();
    expect(sent).toEqual([{ id: 'x_1', version: 1, resolution: 'Papers sent' }]);
    expect(noteProblem('x'.repeat(201))).toBe('tooLong');
    actor.stop();
  });
});
