// Fulfilment lead-time machine (/order/fulfillmentApprovalInfo/:id?): a new request starts in the
// form; an existing one is shown with what its status allows (a draft: edit, submit; a submitted
// one: revert; decided ones: nothing); an invalid form is not sent (its problems are shown); every
// change is sent once with the version read; someone else's change asks for a reload; any other
// refusal goes back to where the user was. Paths from xstate/graph for both entries (new and
// existing) together take every state and transition.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CallError } from '../../../src/services';
import { leadTimeRowSchema, leadTimeShopSchema, LeadTimeErrorCode, saveLeadTime, submitLeadTime, type LeadTimeRow, type LeadTimeShop, type SaveLeadTimeBody } from '../../../src/contract';
import { formProblems, leadTimeMachine, type Loaded, type TransitionInput } from '../../../src/machines/order/lead-time.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './fixtures';

type Snap = ReturnType<typeof leadTimeMachine.getInitialSnapshot>;

const record = (status: LeadTimeRow['status'], version = 1): LeadTimeRow => ({
  id: 'lt_1',
  cartId: 'c_1',
  cartName: 'Harbor - Amazon US',
  days: 5,
  currentDays: 3,
  remark: '',
  status,
  rejectReason: status === 'rejected' ? 'Too long for the site' : '',
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  updatedBy: 'Grace Lin',
  submittedAt: status === 'draft' ? null : '2026-03-01T09:00:00.000Z',
  decidedAt: status === 'approved' || status === 'rejected' ? '2026-03-02T09:00:00.000Z' : null,
  version,
});
const shops: LeadTimeShop[] = [
  { cartId: 'c_1', cartName: 'Harbor - Amazon US', currentDays: 3, openRequestId: 'lt_1' },
  { cartId: 'c_2', cartName: 'Harbor - eBay DE', currentDays: 4, openRequestId: null },
];
const stale = new CallError('envelope', LeadTimeErrorCode.stale, 'This request was changed by someone else.');
const refused = new CallError('envelope', 'SYS_INVALID_REQUEST', 'days: too big');

const events: EventFixtures<typeof leadTimeMachine> = {
  'lead.retry': [{ type: 'lead.retry' }],
  'lead.reloadRequested': [{ type: 'lead.reloadRequested' }],
  'lead.editRequested': [{ type: 'lead.editRequested' }],
  'lead.submitRequested': [{ type: 'lead.submitRequested' }],
  'lead.revertRequested': [{ type: 'lead.revertRequested' }],
  'lead.fieldChanged': [
    { type: 'lead.fieldChanged', field: 'cartId', value: 'c_2' },
    { type: 'lead.fieldChanged', field: 'days', value: 7 },
    { type: 'lead.fieldChanged', field: 'days', value: 0 },
  ],
  'lead.saved': [{ type: 'lead.saved' }],
  'lead.cancelled': [{ type: 'lead.cancelled' }],
  'lead.dismissed': [{ type: 'lead.dismissed' }],
};

const actorsFor = (load: Loaded[]): ActorFixtures<typeof leadTimeMachine> => ({
  load: { done: load, error: [failure] },
  save: { done: [record('draft', 2)], error: [stale, refused] },
  submit: { done: [record('submitted', 2)], error: [stale, refused] },
  revert: { done: [record('draft', 3)], error: [stale, refused] },
});

const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    r: s.context.record ? [s.context.record.status, s.context.record.version] : null,
    f: s.matches('editing') || s.matches('saving') || s.matches('saveFailed') ? [s.context.form, s.context.showProblems] : null,
    e: s.matches('saveFailed') || s.matches('actionFailed') || s.matches('stale') || s.matches('loadFailed') ? (s.context.error?.code ?? null) : null,
  });

const entries = [
  { name: 'new', input: { id: null }, actors: actorsFor([{ record: null, shops }]) },
  {
    name: 'existing',
    input: { id: 'lt_1' },
    actors: actorsFor([
      { record: record('draft'), shops },
      { record: record('submitted'), shops },
      { record: record('approved'), shops },
    ]),
  },
] as const;
const modelled = entries.map((e) => ({ ...e, paths: modelPaths(leadTimeMachine, { input: e.input, events, actors: e.actors, serializeState }) }));
const runtime = emptyVisits();

describe('fulfilment lead-time machine', () => {
  it('the fixtures are answers the contract accepts', () => {
    for (const s of ['draft', 'submitted', 'approved', 'rejected'] as const) expect(leadTimeRowSchema.parse(record(s))).toEqual(record(s));
    for (const s of shops) expect(leadTimeShopSchema.parse(s)).toEqual(s);
  });

  it('the form problems follow the contract’s rules', () => {
    expect(formProblems({ cartId: null, days: null, remark: '' }, shops, null)).toEqual({ shop: 'required', days: 'required' });
    expect(formProblems({ cartId: 'c_1', days: 5, remark: '' }, shops, null)).toEqual({ shop: 'busy' });
    expect(formProblems({ cartId: 'c_1', days: 5, remark: '' }, shops, record('draft'))).toEqual({});
    expect(formProblems({ cartId: 'c_2', days: 4, remark: '' }, shops, null)).toEqual({ days: 'unchanged' });
    expect(formProblems({ cartId: 'c_2', days: 31, remark: 'x'.repeat(201) }, shops, null)).toEqual({ days: 'range', remark: 'tooLong' });
    expect(formProblems({ cartId: 'c_2', days: 2.5, remark: '' }, shops, null)).toEqual({ days: 'range' });
  });

  it('paths from xstate/graph (new and existing) visit every state and take every transition', () => {
    const visits = emptyVisits();
    for (const m of modelled) visitedBy(leadTimeMachine, m.paths, m.input, visits);
    expect(assertCoverage(leadTimeMachine, visits)).toEqual({ states: 11, transitions: 25 });
  });

  for (const m of modelled) {
    it.each(m.paths.map((p, i) => [`${m.name} #${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
      let saved = 0;
      let done = 0;
      let left = 0;
      const machine = leadTimeMachine.provide({ actions: { announceSaved: () => void saved++, announceDone: () => void done++, leave: () => void left++ } });
      await replayPath(machine, path, {
        input: m.input,
        invoked: ['load', 'save', 'submit', 'revert'],
        visits: runtime,
        onStep: (step, i, { actor, pending, calls }) => {
          const s = actor.getSnapshot();
          const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
          const t = step.event.type;
          expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('saving') || s.matches('submitting') || s.matches('reverting'));
          if (s.matches('viewing')) {
            expect(s.can({ type: 'lead.submitRequested' })).toBe(s.context.record?.status === 'draft');
            expect(s.can({ type: 'lead.editRequested' })).toBe(s.context.record?.status === 'draft');
            expect(s.can({ type: 'lead.revertRequested' })).toBe(s.context.record?.status === 'submitted');
          }
          if (t === 'lead.saved' && before?.matches('editing')) {
            const valid = Object.keys(formProblems(before.context.form, before.context.shops, before.context.record)).length === 0;
            expect(s.value).toBe(valid ? 'saving' : 'editing');
            if (!valid) expect(s.context.showProblems).toBe(true);
          }
          if (s.matches('saving')) {
            const sent = pending.get('save')?.input as SaveLeadTimeBody;
            expect(saveLeadTime.body?.safeParse(sent).success).toBe(true);
            expect(sent.id).toBe(s.context.record?.id);
            expect(sent.version).toBe(s.context.record?.version);
          }
          if (s.matches('submitting') || s.matches('reverting')) {
            const sent = pending.get(s.matches('submitting') ? 'submit' : 'revert')?.input as TransitionInput;
            expect(sent).toEqual({ id: 'lt_1', version: s.context.record?.version });
            expect(submitLeadTime.body?.safeParse(sent).success).toBe(true);
            expect(s.can({ type: 'lead.submitRequested' })).toBe(false);
            expect(s.can({ type: 'lead.revertRequested' })).toBe(false);
          }
          type Value = Snap['value'];
          const sends = (target: Value, from: Value) => path.steps.slice(1, i + 1).filter((x, k) => x.state.matches(target) && path.steps[k].state.matches(from)).length;
          expect(calls.save?.length ?? 0).toBe(sends('saving', 'editing'));
          expect(calls.submit?.length ?? 0).toBe(sends('submitting', 'viewing'));
          expect(calls.revert?.length ?? 0).toBe(sends('reverting', 'viewing'));
          if (t === 'xstate.done.actor.save') expect([s.value, s.context.record?.status, s.context.id, saved]).toEqual(['viewing', 'draft', 'lt_1', sends('saving', 'editing')]);
          if (t === 'xstate.done.actor.submit') expect([s.value, s.context.record?.status]).toEqual(['viewing', 'submitted']);
          if (t === 'xstate.done.actor.revert') expect([s.value, s.context.record?.status]).toEqual(['viewing', 'draft']);
          if (t.startsWith('xstate.done.actor.submit') || t.startsWith('xstate.done.actor.revert')) expect(done).toBeGreaterThan(0);
          if (t.startsWith('xstate.error.actor.') && t !== 'xstate.error.actor.load') {
            const err = (step.event as unknown as { error: CallError }).error;
            expect(s.value).toBe(err === stale ? 'stale' : t === 'xstate.error.actor.save' ? 'saveFailed' : 'actionFailed');
          }
          if (t === 'lead.cancelled' && before?.matches('editing')) {
            expect(s.value).toBe(before.context.record ? 'viewing' : 'editing');
            if (!before.context.record) expect(left).toBeGreaterThan(0);
          }
        },
      });
    });
  }

  it('the replays on real actors took every transition too', () => {
    assertCoverage(leadTimeMachine, runtime, 'replays');
  });

  it('a double click on submit sends one call', async () => {
    const sent: TransitionInput[] = [];
    const machine = leadTimeMachine.provide({
      actors: {
        load: fromPromise<Loaded, { id: string | null }>(async () => ({ record: record('draft'), shops })),
        submit: fromPromise<LeadTimeRow, TransitionInput>(async ({ input: i }) => (sent.push(i), record('submitted', 2))),
      },
    });
    const actor = createActor(machine, { input: { id: 'lt_1' } }).start();
    await flush();
    actor.send({ type: 'lead.submitRequested' });
    actor.send({ type: 'lead.submitRequested' });
    await flush();
    expect(sent).toEqual([{ id: 'lt_1', version: 1 }]);
    expect(actor.getSnapshot().context.record?.status).toBe('submitted');
    actor.stop();
  });
});
