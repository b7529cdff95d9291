// The supplier subscriptions machine (the platform product record's "Notice subscriptions"
// section): nothing is sent before a category is picked; a create carries the form's request id,
// which stays while the form is unchanged (a retry is the same request) and changes with any field;
// a refused create keeps the form with the error; a cancel asks first and removes the row once
// the server answers; the busy tag only while a call runs.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Category } from '../../../src/contract/product/new-product';
import { createSubscription, type Subscription } from '../../../src/contract/product/subscriptions';
import { subscriptionsMachine } from '../../../src/machines/product/subscriptions.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './fixtures';

type Snap = ReturnType<typeof subscriptionsMachine.getInitialSnapshot>;
const input = { platformCode: 'AMAZON', requestKey: 'model-key' };
const sub = (id: string, over: Partial<Subscription> = {}): Subscription => ({
  id,
  platformCode: 'AMAZON',
  categoryCode: 'KT-DRINK',
  categoryPath: 'Kitchen › Drinkware',
  noticeKind: 'newStandard',
  status: 'active',
  createdAt: '2026-02-01T00:00:00.000Z',
  createdBy: 'Lin Wei',
  cancelledAt: null,
  cancelledBy: null,
  ...over,
});
const categories: Category[] = [
  { code: 'KT', parentCode: null, nameEn: 'Kitchen', nameZh: '厨房用品', leaf: false, attributes: [] },
  { code: 'KT-DRINK', parentCode: 'KT', nameEn: 'Drinkware', nameZh: '水具', leaf: true, attributes: [] },
];
const seeded = sub('sub-1');

const events: EventFixtures<typeof subscriptionsMachine> = {
  'subs.retry': [{ type: 'subs.retry' }],
  'subs.createOpened': [{ type: 'subs.createOpened' }],
  'subs.fieldChanged': [
    { type: 'subs.fieldChanged', field: 'categoryCode', value: 'KT-DRINK' },
    { type: 'subs.fieldChanged', field: 'noticeKind', value: 'biddingChange' },
  ],
  'subs.submitted': [{ type: 'subs.submitted' }],
  'subs.cancelRequested': (s) => s.context.items.map((subscription) => ({ type: 'subs.cancelRequested' as const, subscription })),
  'subs.cancelConfirmed': [{ type: 'subs.cancelConfirmed' }],
  'subs.closed': [{ type: 'subs.closed' }],
};

const actors: ActorFixtures<typeof subscriptionsMachine> = {
  load: { done: [{ items: [seeded], categories }], error: [failure] },
  create: { done: [sub('sub-2', { noticeKind: 'biddingChange' })], error: [new CallError('envelope', 'PRODUCT_SUBSCRIPTION_DUPLICATE', 'already subscribed')] },
  cancel: { done: (s) => (s.context.target ? [{ ...s.context.target, status: 'cancelled' as const }] : []), error: [failure] },
};

// the request count is left out (it only grows); the form without its id, which the replays check
const serializeState = (s: Snap) =>
  JSON.stringify({ v: s.value, f: s.context.form && { c: s.context.form.categoryCode, k: s.context.form.noticeKind }, p: s.context.problem, e: s.context.error?.code ?? null, i: s.context.items.map((x) => x.id), t: s.context.target?.id ?? null });

const paths = modelPaths(subscriptionsMachine, { events, actors, serializeState, input });
const runtime = emptyVisits();

describe('subscriptions machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(subscriptionsMachine, visitedBy(subscriptionsMachine, paths, input))).toMatchObject({ states: 8 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    const announced = { created: 0, cancelled: 0 };
    const machine = subscriptionsMachine.provide({ actions: { announceCreated: () => void announced.created++, announceCancelled: () => void announced.cancelled++ } });
    await replayPath(machine, path, {
      input,
      invoked: ['load', 'create', 'cancel'],
      visits: runtime,
      onStep: (_step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe((['loading', 'creating', 'cancelling'] as const).some((x) => s.matches(x)));
        const create = pending.get('create');
        if (create) {
          const body = create.input as { platformCode: string; form: { categoryCode: string; noticeKind: string; requestId: string } };
          // only with a category picked, in the contract's shape, with the form's own request id
          expect(createSubscription.body?.safeParse({ platformCode: body.platformCode, ...body.form }).success).toBe(true);
          expect(body.form.requestId).toBe(s.context.form?.requestId);
          expect(body.form.requestId.startsWith('model-key-')).toBe(true);
        }
        const steps = path.steps.slice(1, i + 1).map((x) => x.event.type as string);
        expect(announced.created).toBe(steps.filter((x) => x === 'xstate.done.actor.create').length);
        expect(announced.cancelled).toBe(steps.filter((x) => x === 'xstate.done.actor.cancel').length);
        // an item is listed once
        expect(new Set(s.context.items.map((x) => x.id)).size).toBe(s.context.items.length);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(subscriptionsMachine, runtime, 'replays');
  });

  it('sends one create per form as it stands, keeps the id for a retry and takes a new one for a changed form', async () => {
    const sent: { requestId: string; categoryCode: string }[] = [];
    let refuse = true;
    const machine = subscriptionsMachine.provide({
      actors: {
        load: fromPromise(async () => ({ items: [seeded], categories })),
        create: fromPromise(async ({ input: i }) => {
          sent.push({ requestId: i.form.requestId, categoryCode: i.form.categoryCode });
          if (refuse) throw new CallError('network', 'CLIENT_NETWORK_ERROR', 'lost');
          return sub('sub-3', { categoryCode: i.form.categoryCode });
        }),
        cancel: fromPromise(async ({ input: i }) => sub(i.id, { status: 'cancelled' })),
      },
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    actor.send({ type: 'subs.createOpened' });
    actor.send({ type: 'subs.submitted' });
    expect(actor.getSnapshot().context.problem).toBe('category');
    actor.send({ type: 'subs.fieldChanged', field: 'categoryCode', value: 'KT-DRINK' });
    actor.send({ type: 'subs.submitted' });
    actor.send({ type: 'subs.submitted' }); // a double press while it runs is ignored
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    refuse = false;
    actor.send({ type: 'subs.submitted' }); // the retry is the same request
    await flush();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId);
    expect(actor.getSnapshot().context.items.map((x) => x.id)).toEqual(['sub-3', 'sub-1']);

    actor.send({ type: 'subs.createOpened' });
    const opened = actor.getSnapshot().context.form!.requestId;
    expect(opened).not.toBe(sent[0]!.requestId);
    actor.send({ type: 'subs.fieldChanged', field: 'noticeKind', value: 'biddingChange' });
    expect(actor.getSnapshot().context.form!.requestId).not.toBe(opened);
    actor.send({ type: 'subs.closed' });

    actor.send({ type: 'subs.cancelRequested', subscription: seeded });
    expect(actor.getSnapshot().value).toBe('confirmingCancel');
    actor.send({ type: 'subs.cancelConfirmed' });
    await flush();
    expect(actor.getSnapshot().context.items.map((x) => x.id)).toEqual(['sub-3']);
    actor.stop();
  });
});
