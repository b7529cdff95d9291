// Difference order machine (/order/arrivalInfo/:id, DifferenceSection): the difference is read;
// only an open one offers accept (after a confirmation) and dispute (a note required before
// sending); each answer is sent once with the version read; an answer someone else gave first
// asks for a reload, any other refusal shows its message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { call, CallError } from '../../../src/services';
import { answerDifferenceOrder, getDifferenceOrder, OrderExtrasErrorCode, type DifferenceOrder } from '../../../src/contract';
import { differenceMachine, noteProblems, type AnswerInput } from '../../../src/machines/order/difference.machine';
import type { ActorFixtures, EventFixtures } from '../coverage';
import { modelTests } from '../model-suite';
import { flush } from '../replay';
import { failure } from './fixtures';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type Snap = ReturnType<typeof differenceMachine.getInitialSnapshot>;
const input = { formNo: 'AP0000018' };
const open: DifferenceOrder = {
  formNo: 'AP0000018',
  id: 'df_1',
  status: 'open',
  announcedPackages: 2,
  receivedPackages: 1,
  lines: [{ orderId: 'od_1', supplierOrderId: 'PO00000001', orderStatus: 'shipped', lineNo: 1, sku: 'HB-TOWEL-01', skuName: 'Bath towel', announcedQty: 3, receivedQty: 0 }],
  announcedQty: 3,
  receivedQty: 0,
  note: '',
  answeredByName: null,
  answeredAt: null,
  version: 4,
};
const accepted: DifferenceOrder = { ...open, status: 'accepted', answeredByName: 'Grace Lin', answeredAt: '2026-03-02T09:00:00.000Z', version: 5 };
const none: DifferenceOrder = { ...open, id: null, status: null, lines: [], announcedQty: 0, receivedQty: 0, receivedPackages: 2, version: 0 };
const answered = new CallError('envelope', OrderExtrasErrorCode.differenceAnswered, 'Already answered by Ann Lee.');

const events: EventFixtures<typeof differenceMachine> = {
  'difference.retry': [{ type: 'difference.retry' }],
  'difference.reloadRequested': [{ type: 'difference.reloadRequested' }],
  'difference.acceptRequested': [{ type: 'difference.acceptRequested' }],
  'difference.disputeRequested': [{ type: 'difference.disputeRequested' }],
  'difference.noteChanged': [
    { type: 'difference.noteChanged', value: 'Carrier has proof of delivery' },
    { type: 'difference.noteChanged', value: ' ' },
  ],
  'difference.saved': [{ type: 'difference.saved' }],
  'difference.confirmed': [{ type: 'difference.confirmed' }],
  'difference.dismissed': [{ type: 'difference.dismissed' }],
};

const actors: ActorFixtures<typeof differenceMachine> = {
  loadDifference: { done: [open, accepted, none], error: [failure] },
  answerDifference: { done: [accepted], error: [answered, failure] },
};

const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    d: s.context.difference ? [s.context.difference.status, s.context.difference.version] : null,
    form: [s.context.answer, s.context.note, s.context.showProblems],
    e: s.matches('failed') || s.matches('stale') || s.matches('loadFailed') ? (s.context.error?.code ?? null) : null,
  });

describe('difference order machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  modelTests(differenceMachine, {
    input,
    events,
    actors,
    serializeState,
    invoked: ['loadDifference', 'answerDifference'],
    coverage: { states: 9, transitions: 18 },
    replay: (path) => {
      return {
        onStep: (step, i, { actor, pending, calls }) => {
          const s = actor.getSnapshot();
          const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
          const t = step.event.type;
          expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('submitting'));
          if (s.matches('viewing')) {
            const isOpen = s.context.difference?.status === 'open';
            expect(s.can({ type: 'difference.acceptRequested' })).toBe(isOpen);
            expect(s.can({ type: 'difference.disputeRequested' })).toBe(isOpen);
            expect([s.context.answer, s.context.note]).toEqual([null, '']);
          }
          if (t === 'difference.saved' && before?.matches('disputing')) expect(s.value).toBe(noteProblems(s.context.note).length ? 'disputing' : 'submitting');
          if (s.matches('submitting')) {
            const sent = pending.get('answerDifference')?.input as AnswerInput;
            expect(sent).toEqual({ formNo: 'AP0000018', version: 4, answer: s.context.answer, note: s.context.answer === 'dispute' ? s.context.note.trim() : '' });
            expect(answerDifferenceOrder.body?.safeParse(sent).success).toBe(true);
          }
          const sends = path.steps.slice(1, i + 1).filter((x) => x.state.matches('submitting') && ['difference.confirmed', 'difference.saved'].includes(x.event.type)).length;
          expect(calls.answerDifference?.length ?? 0).toBe(sends);
          if (t === 'xstate.error.actor.answerDifference') {
            const code = (step.event as unknown as { error: { code: string } }).error.code;
            expect(s.value).toBe(code === OrderExtrasErrorCode.differenceAnswered ? 'stale' : 'failed');
          }
        },
      };
    },
  });

  it('a double click on accept sends one call', async () => {
    const sent: AnswerInput[] = [];
    const machine = differenceMachine.provide({
      actors: {
        loadDifference: fromPromise(async () => open),
        answerDifference: fromPromise<DifferenceOrder, AnswerInput>(async ({ input: i }) => {
          sent.push(i);
          return accepted;
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    actor.send({ type: 'difference.acceptRequested' });
    actor.send({ type: 'difference.confirmed' });
    actor.send({ type: 'difference.confirmed' });
    await flush();
    expect(sent).toEqual([{ formNo: 'AP0000018', version: 4, answer: 'accept', note: '' }]);
    expect(actor.getSnapshot().context.difference?.status).toBe('accepted');
    actor.stop();
  });

  it('default actors call the difference order and the answer with input their schemas accept', async () => {
    const seen: unknown[][] = [];
    vi.mocked(call).mockImplementation(((ep: unknown, args: unknown, opts: unknown) => {
      seen.push([ep, args, opts]);
      return Promise.resolve(ep === getDifferenceOrder ? open : accepted);
    }) as never);
    const actor = createActor(differenceMachine, { input }).start();
    await flush();
    actor.send({ type: 'difference.disputeRequested' });
    actor.send({ type: 'difference.noteChanged', value: 'Proof of delivery attached' });
    actor.send({ type: 'difference.saved' });
    await flush();
    expect(seen.map(([ep]) => ep)).toEqual([getDifferenceOrder, answerDifferenceOrder]);
    expect(getDifferenceOrder.body?.safeParse((seen[0][1] as { body: unknown }).body).success).toBe(true);
    expect(answerDifferenceOrder.body?.safeParse((seen[1][1] as { body: unknown }).body).success).toBe(true);
    expect((seen[1][2] as { save: boolean }).save).toBe(true);
    actor.stop();
  });
});
