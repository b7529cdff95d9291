// Order feedback machine (order detail, FeedbackSection): the feedback is read; the form is
// checked before anything is sent ("Other" needs a text); a save sends one call with the form's
// request key; a retry after a failure sends the same key again (added once by the server); the
// feedback sent goes on top of the list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { call } from '../../../src/services';
import { addOrderFeedback, listOrderFeedback, type Feedback } from '../../../src/contract';
import { feedbackFormProblems, feedbackMachine, randomKeyPrefix, type AddInput } from '../../../src/machines/order/feedback.machine';
import type { ActorFixtures, EventFixtures } from '../coverage';
import { modelTests } from '../model-suite';
import { flush } from '../replay';
import { failure } from './fixtures';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type Snap = ReturnType<typeof feedbackMachine.getInitialSnapshot>;
const input = { orderId: 'od_1', keyPrefix: 'fbtest01' };
const older: Feedback = { id: 'fb_1', orderId: 'od_1', kind: 'customerAskedDelay', text: 'Customer travels until Friday', createdByName: 'Grace Lin', createdAt: '2026-03-01T09:00:00.000Z' };
const sent: Feedback = { id: 'fb_2', orderId: 'od_1', kind: 'other', text: 'Gate code needed', createdByName: 'Grace Lin', createdAt: '2026-03-02T09:00:00.000Z' };

const events: EventFixtures<typeof feedbackMachine> = {
  'feedback.retry': [{ type: 'feedback.retry' }],
  'feedback.reloadRequested': [{ type: 'feedback.reloadRequested' }],
  'feedback.addRequested': [{ type: 'feedback.addRequested' }],
  'feedback.kindChanged': [
    { type: 'feedback.kindChanged', value: 'other' },
    { type: 'feedback.kindChanged', value: 'stockShortage' },
  ],
  'feedback.textChanged': [
    { type: 'feedback.textChanged', value: 'Gate code needed' },
    { type: 'feedback.textChanged', value: '' },
  ],
  'feedback.saved': [{ type: 'feedback.saved' }],
  'feedback.dismissed': [{ type: 'feedback.dismissed' }],
};

const actors: ActorFixtures<typeof feedbackMachine> = {
  loadFeedback: { done: [[], [older]], error: [failure] },
  addFeedback: { done: [sent], error: [failure] },
};

const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    items: s.context.items.map((f) => f.id),
    form: s.matches('viewing') || s.matches('loading') || s.matches('loadFailed') ? null : [s.context.kind, s.context.text, s.context.showProblems],
    e: s.matches('failed') || s.matches('loadFailed') ? (s.context.error?.code ?? null) : null,
  });

describe('order feedback machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  modelTests(feedbackMachine, {
    input,
    events,
    actors,
    serializeState,
    invoked: ['loadFeedback', 'addFeedback'],
    coverage: { states: 7, transitions: 14 },
    replay: (path) => {
      let announced = 0;
      const machine = feedbackMachine.provide({ actions: { announceDone: () => void announced++ } });
      return {
        machine,
        onStep: (step, i, { actor, pending, calls }) => {
          const s = actor.getSnapshot();
          const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
          const t = step.event.type;
          expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('submitting'));
          if (t === 'feedback.addRequested') {
            expect([s.value, s.context.kind, s.context.text, s.context.showProblems]).toEqual(['adding', 'addressProblem', '', false]);
            expect(s.context.requestKey).not.toBe(before?.context.requestKey);
          }
          if (t === 'feedback.saved' && before?.matches('adding')) {
            const problems = feedbackFormProblems(s.context);
            expect(s.value).toBe(problems.length ? 'adding' : 'submitting');
            if (problems.length) expect(s.context.showProblems).toBe(true);
          }
          if (s.matches('submitting')) {
            const body = pending.get('addFeedback')?.input as AddInput;
            expect(body).toEqual({ orderId: 'od_1', kind: s.context.kind, text: s.context.text.trim(), requestKey: s.context.requestKey });
            expect(addOrderFeedback.body?.safeParse(body).success).toBe(true);
            // a retry resends the same feedback under the same key
            if (t === 'feedback.retry') expect(body.requestKey).toBe(before?.context.requestKey);
            expect(s.can({ type: 'feedback.saved' })).toBe(false);
          }
          // one call per valid save or retry
          const sends = path.steps.slice(1, i + 1).filter((x) => x.state.matches('submitting') && ['feedback.saved', 'feedback.retry'].includes(x.event.type)).length;
          expect(calls.addFeedback?.length ?? 0).toBe(sends);
          if (t === 'xstate.done.actor.addFeedback') {
            expect(s.value).toBe('viewing');
            expect(s.context.items[0].id).toBe('fb_2');
            expect(announced).toBeGreaterThan(0);
          }
          if (t === 'xstate.error.actor.addFeedback') expect([s.value, s.context.kind, s.context.text]).toEqual(['failed', before?.context.kind, before?.context.text]);
        },
      };
    },
  });

  it('a double click on send sends one call', async () => {
    const got: AddInput[] = [];
    const machine = feedbackMachine.provide({
      actors: {
        loadFeedback: fromPromise(async () => [older]),
        addFeedback: fromPromise<Feedback, AddInput>(async ({ input: i }) => {
          got.push(i);
          return sent;
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    actor.send({ type: 'feedback.addRequested' });
    actor.send({ type: 'feedback.kindChanged', value: 'stockShortage' });
    actor.send({ type: 'feedback.saved' });
    actor.send({ type: 'feedback.saved' });
    await flush();
    expect(got).toHaveLength(1);
    expect(actor.getSnapshot().context.items.map((f) => f.id)).toEqual(['fb_2', 'fb_1']);
    actor.stop();
  });

  it('default actors call the list and the add with input their schemas accept; random keys are valid', async () => {
    const seen: unknown[][] = [];
    vi.mocked(call).mockImplementation(((ep: unknown, args: unknown, opts: unknown) => {
      seen.push([ep, args, opts]);
      return Promise.resolve(ep === listOrderFeedback ? [older] : sent);
    }) as never);
    const actor = createActor(feedbackMachine, { input: { orderId: 'od_1' } }).start();
    await flush();
    actor.send({ type: 'feedback.addRequested' });
    actor.send({ type: 'feedback.saved' });
    await flush();
    expect(seen.map(([ep]) => ep)).toEqual([listOrderFeedback, addOrderFeedback]);
    expect(listOrderFeedback.body?.safeParse((seen[0][1] as { body: unknown }).body).success).toBe(true);
    expect(addOrderFeedback.body?.safeParse((seen[1][1] as { body: unknown }).body).success).toBe(true);
    expect((seen[1][2] as { save: boolean }).save).toBe(true);
    expect(addOrderFeedback.body?.safeParse({ orderId: 'od_1', kind: 'stockShortage', text: '', requestKey: `${randomKeyPrefix()}-12` }).success).toBe(true);
    actor.stop();
  });
});
