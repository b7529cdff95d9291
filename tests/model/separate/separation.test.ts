// Isolation lifecycle machine (/separate/separate/:id): the detail is read, the screen is offered
// exactly the actions the status allows (none while an automatic job is at work, which is polled
// until it is done), each action is confirmed in its dialog (terminate: restore or keep held) and
// sent once with the version read, the end time is checked before it is sent, a stale version
// asks for a reload and any other refusal shows its message and goes back to the isolation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { call } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import {
  deleteSeparation,
  editSeparationAbortedTime,
  getAutoSeparateStatus,
  getSeparation,
  separationDetailSchema,
  separationEndpoints,
  separationStatuses,
  terminateSeparation,
} from '../../../src/contract/separate/separation';
import { lifecycleActions, mayAct, statusAllows, type SeparationCall } from '../../../src/machines/separate/rules';
import { runSeparationCall, separationMachine, type RunInput, type RunOutput } from '../../../src/machines/separate/separation.machine';
import { endTimeProblem, isoToLocalInput, localInputToIso } from '../../../src/machines/separate/time';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { answerTo, detail, failure, refused, stale } from './fixtures';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type Snap = ReturnType<typeof separationMachine.getInitialSnapshot>;

const processing = detail('inEffect', { autoIncrementalStatus: true });
const kept = detail('terminated', { restored: false });
const input = { id: 'sp_1' };
const VALID_END = '2099-06-30T18:00';

const events: EventFixtures<typeof separationMachine> = {
  'separation.retry': [{ type: 'separation.retry' }],
  'separation.reloadRequested': [{ type: 'separation.reloadRequested' }],
  'separation.actionRequested': lifecycleActions.map((action) => ({ type: 'separation.actionRequested' as const, action })),
  'separation.restoreChosen': [
    { type: 'separation.restoreChosen', restore: false },
    { type: 'separation.restoreChosen', restore: true },
  ],
  'separation.confirmed': [{ type: 'separation.confirmed' }],
  'separation.dismissed': [{ type: 'separation.dismissed' }],
  'separation.endTimeEditRequested': [{ type: 'separation.endTimeEditRequested' }],
  'separation.endTimeChanged': [
    { type: 'separation.endTimeChanged', value: VALID_END },
    { type: 'separation.endTimeChanged', value: '' },
    // before the start
    { type: 'separation.endTimeChanged', value: '2098-12-01T00:00' },
  ],
  'separation.endTimeSaved': [{ type: 'separation.endTimeSaved' }],
};

const runInputOf = (s: Snap): RunInput => ({
  action: s.context.pending as SeparationCall,
  id: 'sp_1',
  version: s.context.detail?.version ?? 1,
  restore: s.context.restore,
  abortedAt: s.context.pending === 'abortedTime' ? localInputToIso(s.context.endTime) : null,
});

const actors: ActorFixtures<typeof separationMachine> = {
  loadDetail: {
    // a refresh finds the job done; a first read finds the isolation in one of these
    done: (s) => (s.matches({ viewing: 'refreshing' }) && s.context.detail ? [{ ...s.context.detail, autoSeparateStatus: false, autoIncrementalStatus: false }] : [detail('draft'), processing, kept]),
    error: [failure],
  },
  runAction: {
    done: (s) => {
      const i = runInputOf(s);
      return s.context.detail ? [answerTo(s.context.detail, i.action, i.restore, i.abortedAt)] : [];
    },
    error: [stale, refused],
  },
  getAutoStatus: {
    done: [
      { autoSeparateStatus: false, autoIncrementalStatus: false },
      { autoSeparateStatus: true, autoIncrementalStatus: false },
    ],
    error: [failure],
  },
};

// what decides the machine's behaviour from here on (the end time only while it is edited, the
// restore choice only for terminate, the error only while it is shown)
const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    status: s.context.detail?.status ?? null,
    restored: s.context.detail?.restored ?? null,
    auto: [s.context.detail?.autoSeparateStatus, s.context.detail?.autoIncrementalStatus],
    pending: s.context.pending,
    restore: s.context.pending === 'terminate' ? s.context.restore : null,
    endTime: s.matches('editingEndTime') || s.matches('submitting') ? [s.context.endTime, s.context.endTimeProblem] : null,
    e: s.matches('failed') || s.matches('stale') || s.matches('loadFailed') ? (s.context.error?.code ?? null) : null,
  });

const paths = modelPaths(separationMachine, { input, events, actors, serializeState });
const runtime = emptyVisits();

describe('isolation lifecycle machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('the fixtures are answers the contract accepts', () => {
    for (const status of separationStatuses) expect(separationDetailSchema.parse(detail(status))).toEqual(detail(status));
    expect(separationDetailSchema.safeParse(processing).success).toBe(true);
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(separationMachine, visitedBy(separationMachine, paths, input))).toEqual({ states: 15, transitions: 28 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    const done: Array<{ action: SeparationCall }> = [];
    const deleted: string[] = [];
    const machine = separationMachine.provide({
      actions: { announceDone: (_, p) => void done.push({ action: p.action }), announceDeleted: (_, p) => void deleted.push(p.id) },
    });
    await replayPath(machine, path, {
      input,
      invoked: ['loadDetail', 'runAction', 'getAutoStatus'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        const t = step.event.type;
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('submitting'));
        if (s.matches('loading') || s.matches({ viewing: 'refreshing' })) expect(pending.get('loadDetail')?.input).toEqual({ id: 'sp_1' });
        if (s.matches({ viewing: 'polling' })) expect(pending.get('getAutoStatus')?.input).toEqual({ id: 'sp_1' });
        if (s.matches('viewing')) {
          const d = s.context.detail;
          const working = !!d && (d.autoSeparateStatus || d.autoIncrementalStatus);
          // exactly the actions the status allows, none while an automatic job is at work
          for (const action of lifecycleActions) {
            expect(s.can({ type: 'separation.actionRequested', action }), `${action} in ${d?.status}`).toBe(!!d && !working && statusAllows(d, action));
          }
          expect(s.can({ type: 'separation.endTimeEditRequested' })).toBe(!working && ['submitted', 'inEffect', 'suspending', 'suspended'].includes(d?.status ?? ''));
          expect(s.matches({ viewing: 'idle' }) || s.matches({ viewing: 'routing' })).toBe(!working);
          expect(s.context.pending).toBeNull();
        }
        if (t === 'separation.actionRequested') expect([s.value, s.context.pending, s.context.restore]).toEqual(['confirming', (step.event as unknown as { action: string }).action, true]);
        if (t === 'separation.restoreChosen') expect(s.context.pending).toBe('terminate');
        if (t === 'separation.endTimeEditRequested') expect(s.context.endTime).toBe(isoToLocalInput(before?.context.detail?.abortedAt));
        if (t === 'separation.endTimeSaved' && s.matches('editingEndTime')) {
          expect(s.context.endTimeProblem).toBe(endTimeProblem(s.context.endTime, s.context.detail?.startAt ?? null, Date.now()));
          expect(s.context.endTimeProblem).not.toBeNull();
        }
        if (s.matches('submitting')) {
          const sent = pending.get('runAction')?.input as RunInput;
          expect(sent).toEqual(runInputOf(s));
          expect(sent.version).toBe(s.context.detail?.version);
          if (sent.action === 'abortedTime') expect(editSeparationAbortedTime.body?.safeParse({ id: sent.id, version: sent.version, abortedAt: sent.abortedAt }).success).toBe(true);
          else expect(mayAct(before?.context.detail ?? null, sent.action as never) || before?.matches('confirming')).toBe(true);
          // a second click does nothing
          expect(s.can({ type: 'separation.confirmed' })).toBe(false);
        }
        // one call per confirmation
        const confirmations = path.steps.slice(1, i + 1).filter((x, j) => (x.event.type === 'separation.confirmed' && path.steps[j].state.matches('confirming')) || (x.event.type === 'separation.endTimeSaved' && x.state.matches('submitting'))).length;
        expect(calls.runAction?.length ?? 0).toBe(confirmations);
        if (t === 'xstate.done.actor.runAction') {
          const output = (step.event as unknown as { output: RunOutput }).output;
          if (output === null) expect([s.value, deleted]).toEqual(['deleted', ['sp_1']]);
          else {
            expect(done.at(-1)).toEqual({ action: before?.context.pending });
            expect(s.context.detail).toEqual(output);
          }
        }
        if (t === 'xstate.error.actor.runAction') {
          const code = (step.event as unknown as { error: { code: string } }).error.code;
          expect(s.value).toBe(code === 'SEPARATE_VERSION_STALE' ? 'stale' : 'failed');
          expect(s.context.error?.code).toBe(code);
          expect(s.context.pending, 'the failure says what failed').toBe(before?.context.pending);
        }
        if (t === 'separation.reloadRequested') expect(s.context.pending).toBeNull();
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(separationMachine, runtime, 'replays');
  });

  it('a double click on confirm sends one call', async () => {
    const inputs: RunInput[] = [];
    const machine = separationMachine.provide({
      actors: {
        loadDetail: fromPromise(async () => detail('inEffect')),
        runAction: fromPromise<RunOutput, RunInput>(async ({ input: i }) => {
          inputs.push(i);
          return answerTo(detail('inEffect'), i.action, i.restore, null);
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    actor.send({ type: 'separation.actionRequested', action: 'terminate' });
    actor.send({ type: 'separation.restoreChosen', restore: false });
    actor.send({ type: 'separation.confirmed' });
    actor.send({ type: 'separation.confirmed' });
    await flush();
    expect(inputs).toEqual([{ action: 'terminate', id: 'sp_1', version: 3, restore: false, abortedAt: null }]);
    expect(actor.getSnapshot().context.detail).toMatchObject({ status: 'terminated', restored: false });
    expect(actor.getSnapshot().can({ type: 'separation.actionRequested', action: 'recover' })).toBe(true);
    actor.stop();
  });

  it('date-time inputs: local time to ISO and back, impossible dates refused, end after start and now', () => {
    const iso = localInputToIso('2099-06-30T18:00');
    expect(iso).not.toBeNull();
    expect(isoToLocalInput(iso)).toBe('2099-06-30T18:00');
    expect(localInputToIso('2099-02-30T10:00')).toBeNull();
    expect(localInputToIso('30/06/2099 18:00')).toBeNull();
    expect(editSeparationAbortedTime.body?.safeParse({ id: 'sp_1', version: 1, abortedAt: iso }).success).toBe(true);
    const start = '2099-01-01T00:00:00.000Z';
    expect(endTimeProblem('', start, 0)).toBe('required');
    expect(endTimeProblem('tomorrow', start, 0)).toBe('invalidTime');
    expect(endTimeProblem(isoToLocalInput(start), start, 0)).toBe('endBeforeStart');
    expect(endTimeProblem('2099-06-30T18:00', null, Date.parse('2100-01-01T00:00:00Z'))).toBe('endInPast');
    expect(endTimeProblem('2099-06-30T18:00', start, Date.parse('2024-01-01T00:00:00Z'))).toBeNull();
  });

  it('default actors: each action calls its endpoint with the id, the version read and input its schema accepts', async () => {
    const seen: Array<[AnyEndpoint, Record<string, unknown>, { save?: boolean; quiet?: boolean; signal?: AbortSignal }]> = [];
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: Record<string, unknown>, opts: never) => {
      seen.push([ep, args, opts]);
      if (ep === deleteSeparation) return Promise.resolve({ id: 'sp_1', deleted: true });
      if (ep === getAutoSeparateStatus) return Promise.resolve({ autoSeparateStatus: false, autoIncrementalStatus: false });
      return Promise.resolve(detail('inEffect'));
    }) as never);
    const signal = new AbortController().signal;
    const abortedAt = localInputToIso(VALID_END);
    for (const action of [...lifecycleActions, 'abortedTime'] as const) {
      const out = await runSeparationCall({ action, id: 'sp_1', version: 7, restore: false, abortedAt }, signal);
      expect(out === null).toBe(action === 'delete');
    }
    expect(seen.map(([ep]) => ep.id)).toEqual([
      'separate.check',
      'separate.submit',
      'separate.start',
      'separate.suspend',
      'separate.suspendConfirm',
      'separate.continue',
      'separate.finish',
      'separate.terminate',
      'separate.recover',
      'separate.cancel',
      'separate.delete',
      'separate.abortedTime',
    ]);
    for (const [ep, args, opts] of seen) {
      expect(ep.permission).toBe('stockSeparate.control');
      expect(opts).toEqual({ signal, save: true });
      if (ep.params) expect(ep.params.safeParse(args.params).success).toBe(true);
      if (ep.query) expect(ep.query.safeParse(args.query).success).toBe(true);
      if (ep.body) expect(ep.body.safeParse(args.body).success, ep.id).toBe(true);
      expect(JSON.stringify(args)).toContain('7');
    }
    expect(seen.find(([ep]) => ep === terminateSeparation)?.[1]).toEqual({ body: { id: 'sp_1', version: 7, restore: false } });
    expect(seen.find(([ep]) => ep === deleteSeparation)?.[1]).toEqual({ params: { id: 'sp_1' }, query: { version: 7 } });
    // the reads
    const actor = createActor(separationMachine, { input }).start();
    await flush();
    expect(seen.at(-1)?.[0]).toBe(getSeparation);
    expect(seen.at(-1)?.[2]).toMatchObject({ quiet: true });
    expect(separationEndpoints.filter((ep) => ep.permission).length).toBeGreaterThan(0);
    actor.stop();
  });
});
