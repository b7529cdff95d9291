// Trigger apply machine: the diff is read (all groups or one), reviewed, applied after a
// confirmation with the token of the diff shown; a diff that changed meanwhile
// (TRIGGER_DIFF_CHANGED) is read again and flagged; other failures are kept for the screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, CallError } from '../../../src/services';
import { applyTrigger, getTriggerDiff, type TriggerDiff } from '../../../src/contract/inventory';
import { triggerApplyMachine, type TriggerApplyResult } from '../../../src/machines/asset/triggerApply.machine';
import { triggerRecord } from '../../../src/resources/asset/queries';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

vi.mock(import('@lingui/core/macro'), () => import('../lingui-macro') as never);
vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type Snap = ReturnType<typeof triggerApplyMachine.getInitialSnapshot>;

const line = (triggerRecord.examples.result as { lines: TriggerDiff['lines'] }).lines[0];
const groups: TriggerDiff['groups'] = [
  { id: 'wg-1', name: 'South China', modified: true, modifiedAt: '2024-05-02T08:00:00.000Z', lineCount: 1 },
  { id: 'wg-2', name: 'US West', modified: false, modifiedAt: null, lineCount: 0 },
];
const withLines: TriggerDiff = { token: 'tok-1', warehouseGroupId: null, generatedAt: '2024-05-02T09:00:00.000Z', groups, lines: [line], newCount: 0, increaseCount: 1, decreaseCount: 0, releaseCount: 0 };
const nothing: TriggerDiff = { ...withLines, token: 'tok-0', groups: groups.map((g) => ({ ...g, modified: false, lineCount: 0 })), lines: [], increaseCount: 0 };
const applied: TriggerApplyResult = { recordId: 'tr-9', lineCount: 1, warehouseGroupIds: ['wg-1'], appliedAt: '2024-05-02T09:01:00.000Z' };
const changed = new CallError('envelope', 'TRIGGER_DIFF_CHANGED', 'the allotment changed since the diff was read');
const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');

const events: EventFixtures<typeof triggerApplyMachine> = {
  'trigger.applyRequested': [{ type: 'trigger.applyRequested' }],
  'trigger.applyConfirmed': [{ type: 'trigger.applyConfirmed' }],
  'trigger.applyCancelled': [{ type: 'trigger.applyCancelled' }],
  'trigger.reloadRequested': [{ type: 'trigger.reloadRequested' }],
  'trigger.scopeChanged': [
    { type: 'trigger.scopeChanged', warehouseGroupId: 'wg-1' },
    { type: 'trigger.scopeChanged', warehouseGroupId: null },
  ],
  'trigger.retry': [{ type: 'trigger.retry' }],
};
const actors: ActorFixtures<typeof triggerApplyMachine> = {
  loadDiff: { done: [withLines, nothing], error: [failure] },
  applyDiff: { done: [applied], error: [changed, failure] },
};
const serializeState = (s: Snap) =>
  JSON.stringify({ v: s.value, lines: s.context.diff ? s.context.diff.lines.length > 0 : null, changed: s.context.changed, e: !!s.context.error, r: !!s.context.result, scope: s.context.warehouseGroupId });
const paths = modelPaths(triggerApplyMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('trigger apply machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(triggerApplyMachine, visitedBy(triggerApplyMachine, paths))).toEqual({ states: 7, transitions: 14 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    const announced: TriggerApplyResult[] = [];
    const machine = triggerApplyMachine.provide({ actions: { announceApplied: (_, p) => void announced.push(p.result) } });
    await replayPath(machine, path, {
      invoked: ['loadDiff', 'applyDiff'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('applying'));
        if (s.matches('loading')) expect(pending.get('loadDiff')?.input).toEqual({ warehouseGroupId: s.context.warehouseGroupId });
        const t = step.event.type;
        if (s.matches('applying')) expect(pending.get('applyDiff')?.input).toEqual({ token: before?.context.diff?.token, warehouseGroupId: s.context.warehouseGroupId });
        if (t === 'trigger.applyRequested') expect(s.matches('confirming')).toBe(before?.context.diff === withLines || (before?.context.diff?.lines.length ?? 0) > 0);
        if (t === 'trigger.scopeChanged') expect(s.context.warehouseGroupId).toBe((step.event as unknown as { warehouseGroupId: string | null }).warehouseGroupId);
        if (t === 'xstate.done.actor.loadDiff') expect(s.context.groups).toEqual(s.context.warehouseGroupId ? (before?.context.groups ?? []) : (s.context.diff?.groups ?? []));
        if (t === 'xstate.done.actor.applyDiff') {
          expect(s.value).toBe('applied');
          expect(announced).toEqual([applied]);
          expect(s.context.changed).toBe(false);
        } else if (!s.matches('applied')) expect(announced.length).toBe(path.steps.slice(1, i + 1).filter((x) => (x.event.type as string) === 'xstate.done.actor.applyDiff').length);
        if (t === 'xstate.error.actor.applyDiff') {
          const code = (step.event as unknown as { error: CallError }).error.code;
          expect(s.value).toBe(code === 'TRIGGER_DIFF_CHANGED' ? 'loading' : 'ready');
          expect(s.context.changed).toBe(code === 'TRIGGER_DIFF_CHANGED');
          if (code !== 'TRIGGER_DIFF_CHANGED') expect(s.context.error?.code).toBe(code);
        }
        if (t === 'trigger.reloadRequested') expect(s.context.changed).toBe(false);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(triggerApplyMachine, runtime, 'replays');
  });

  it('default actors: GET trigger/diff (scope in the query) and POST trigger/apply with the token shown', async () => {
    vi.mocked(call).mockImplementation(((ep: unknown) => Promise.resolve(ep === getTriggerDiff ? withLines : applied)) as never);
    const actor = createActor(triggerApplyMachine, { input: { warehouseGroupId: 'wg-1' } }).start();
    await flush();
    actor.send({ type: 'trigger.applyRequested' });
    actor.send({ type: 'trigger.applyConfirmed' });
    await flush();
    expect(actor.getSnapshot().value).toBe('applied');
    const [[ep1, in1, o1], [ep2, in2, o2]] = vi.mocked(call).mock.calls as unknown as Array<[unknown, Record<string, unknown>, { signal: AbortSignal; quiet: boolean }]>;
    expect([ep1, in1]).toEqual([getTriggerDiff, { query: { warehouseGroupId: 'wg-1' } }]);
    expect([ep2, in2]).toEqual([applyTrigger, { body: { token: 'tok-1', warehouseGroupId: 'wg-1' } }]);
    expect(getTriggerDiff.query?.safeParse(in1.query).success).toBe(true);
    expect(applyTrigger.body?.safeParse(in2.body).success).toBe(true);
    expect(getTriggerDiff.response.safeParse(withLines).success).toBe(true);
    expect(applyTrigger.response.safeParse(applied).success).toBe(true);
    for (const o of [o1, o2]) {
      expect(o.signal).toBeInstanceOf(AbortSignal);
      expect(o.quiet).toBe(true);
    }
  });

  it('a changed diff is read again, without the user asking', async () => {
    const diffs = [withLines, { ...withLines, token: 'tok-2' }];
    vi.mocked(call).mockImplementation(((ep: unknown) => (ep === getTriggerDiff ? Promise.resolve(diffs.shift()) : Promise.reject(changed))) as never);
    const actor = createActor(triggerApplyMachine, { input: {} }).start();
    await flush();
    actor.send({ type: 'trigger.applyRequested' });
    actor.send({ type: 'trigger.applyConfirmed' });
    await flush();
    await flush();
    const s = actor.getSnapshot();
    expect(s.value).toBe('ready');
    expect(s.context.changed).toBe(true);
    expect(s.context.diff?.token).toBe('tok-2');
  });
});
