// The model tests of a machine made with the record-with-actions kit (recordActions.machine.ts),
// declared once: an area's test gives its spec, records in the states that matter and the errors,
// and gets the generated paths (every state and transition), their replays with the kit's rules
// checked after each step, and a double click that sends one call. The rules:
// - 'busy' exactly while loading or submitting;
// - a viewed record offers exactly the actions its spec allows;
// - a confirmation with a note the action refuses stays in the dialog and says why, and so does one
//   of an action with a choice while nothing is picked; a value the record does not offer is not taken;
// - the call carries the key, the action, the version read, the trimmed note (nothing for an
//   action without a note) and the value picked (actions with a choice), and its body passes the
//   area's endpoint schema;
// - one call per confirmation, one announcement per success;
// - a refusal with one of the spec's stale codes asks for a reload; any other goes to failed.
import { expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CallError } from '../../../src/services';
import {
  noteProblemOf,
  type RecordActionsMachine,
  type RecordActionsSpec,
  type RecordSubmitInput,
} from '../../../src/machines/generic/recordActions.machine';
import type { ActorFixtures, EventFixtures } from '../coverage';
import { modelTests } from '../model-suite';
import { flush } from '../replay';

export interface RecordActionsFixtures<R extends { version: number }, A extends string> {
  spec: RecordActionsSpec<R, A>;
  machine: RecordActionsMachine<R, A>;
  key: string;
  /** Load answers: every action offered by one of them (a spec's actions may need different states), and one that offers none. */
  loaded: readonly R[];
  /** Answers of a submitted action. */
  submitted: readonly R[];
  /** A refusal whose code is one of the spec's stale codes, and one whose code is not. */
  stale: CallError;
  refused: CallError;
  loadFailure: CallError;
  /** Notes typed: a valid one, a blank one (and a too long one where it matters). */
  notes: readonly string[];
  /** Values picked, for a spec with a choice: one the records offer and one they do not. */
  choices?: readonly string[];
  coverage: { states: number; transitions: number };
  /** Whether the endpoint the action calls accepts the body this input makes. */
  bodyAccepted(input: RecordSubmitInput<A>): boolean;
}

/** The load's answer for a record that does not exist or is not the caller's to see. */
const notFound = new CallError('envelope', 'SYS_NOT_FOUND', 'The record does not exist.');

export function recordActionsModelTests<R extends { version: number }, A extends string>(f: RecordActionsFixtures<R, A>): void {
  type M = RecordActionsMachine<R, A>;
  type Snap = ReturnType<M['getInitialSnapshot']>;
  const names = Object.keys(f.spec.actions) as A[];
  const input = { key: f.key };

  const events = {
    'record.retry': [{ type: 'record.retry' }],
    'record.reloadRequested': [{ type: 'record.reloadRequested' }],
    'record.actionRequested': names.map((action) => ({ type: 'record.actionRequested', action })),
    'record.noteChanged': f.notes.map((value) => ({ type: 'record.noteChanged', value })),
    ...(f.choices ? { 'record.choiceChanged': f.choices.map((value) => ({ type: 'record.choiceChanged', value })) } : {}),
    'record.confirmed': [{ type: 'record.confirmed' }],
    'record.dismissed': [{ type: 'record.dismissed' }],
  } as unknown as EventFixtures<M>;
  const actors = {
    load: { done: f.loaded, error: [f.loadFailure, notFound] },
    submit: { done: f.submitted, error: [f.stale, f.refused] },
  } as unknown as ActorFixtures<M>;
  const serializeState = (s: Snap) =>
    JSON.stringify({
      v: s.value,
      r: s.context.record ? JSON.stringify(s.context.record) : null,
      a: s.context.action,
      note: [s.context.note, s.context.noteProblem],
      choice: [s.context.choice, s.context.choiceMissing],
      e: s.matches('failed') || s.matches('stale') || s.matches('loadFailed') || s.matches('notFound') ? (s.context.error?.code ?? null) : null,
    });

  it('the fixtures cover the kit: each action offered, a record with none, a stale code and another', () => {
    for (const a of names) expect(f.loaded.some((r) => f.spec.actions[a].allowed(r)), a).toBe(true);
    expect(f.loaded.some((r) => names.every((a) => !f.spec.actions[a].allowed(r)))).toBe(true);
    expect(f.spec.staleCodes).toContain(f.stale.code);
    expect(f.spec.staleCodes).not.toContain(f.refused.code);
  });

  modelTests(f.machine as never, {
    input,
    events,
    actors,
    serializeState,
    invoked: ['load', 'submit'],
    coverage: f.coverage,
    replay: (path) => {
      const announced: A[] = [];
      const machine = f.machine.provide({ actions: { announceDone: (_, params: { action: A }) => void announced.push(params.action) } });
      return {
        machine: machine as never,
        onStep: (step, i, { actor, pending, calls }) => {
          const s = actor.getSnapshot() as Snap;
          const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
          const t = step.event.type;
          expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('submitting'));
          if (s.matches('viewing')) {
            const record = s.context.record as R;
            for (const a of names) expect(s.can({ type: 'record.actionRequested', action: a })).toBe(f.spec.actions[a].allowed(record));
            expect(s.context.action).toBeNull();
          }
          if (t === 'record.confirmed' && before?.matches('confirming')) {
            const problem = noteProblemOf(s.context.note, s.context.action ? f.spec.actions[s.context.action].note : undefined);
            const unpicked = !problem && s.context.action !== null && f.spec.actions[s.context.action].choice !== undefined && before.context.choice === null;
            expect(s.value).toBe(problem || unpicked ? 'confirming' : 'submitting');
            expect(s.context.noteProblem).toBe(problem);
            expect(s.context.choiceMissing).toBe(unpicked);
          }
          if (s.matches('submitting')) {
            const sent = pending.get('submit')?.input as RecordSubmitInput<A>;
            const action = s.context.action as A;
            const note = f.spec.actions[action].note ? s.context.note.trim() : '';
            const picked = f.spec.actions[action].choice ? { choice: s.context.choice } : {};
            expect(sent).toStrictEqual({ key: f.key, action, version: (s.context.record as R).version, note, ...picked });
            if (f.spec.actions[action].choice) expect(f.spec.actions[action].choice.options(s.context.record as R).map((o) => o.value)).toContain(sent.choice);
            expect(f.bodyAccepted(sent)).toBe(true);
            expect(s.can({ type: 'record.confirmed' })).toBe(false);
          }
          const sends = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'record.confirmed' && x.state.matches('submitting')).length;
          expect(calls.submit?.length ?? 0).toBe(sends);
          const successes = path.steps.slice(1, i + 1).filter((x) => (x.event.type as string) === 'xstate.done.actor.submit').length;
          expect(announced.length).toBe(successes);
          if (t === 'xstate.error.actor.submit') {
            const code = (step.event as unknown as { error: { code: string } }).error.code;
            expect(s.value).toBe(f.spec.staleCodes.includes(code) ? 'stale' : 'failed');
          }
          // a record that does not exist: no retry (the screen links back to its list)
          if (t === 'xstate.error.actor.load') {
            const code = (step.event as unknown as { error: { code: string } }).error.code;
            expect(s.value).toBe(code === notFound.code ? 'notFound' : 'loadFailed');
          }
          if (s.matches('notFound')) expect([s.can({ type: 'record.retry' }), s.can({ type: 'record.reloadRequested' })]).toEqual([false, false]);
          if (t === 'record.choiceChanged' && before?.matches('confirming')) {
            const value = (step.event as unknown as { value: string }).value;
            const offered = f.spec.actions[before.context.action as A].choice?.options(before.context.record as R).some((o) => o.value === value) ?? false;
            expect(s.context.choice).toBe(offered ? value : before.context.choice);
          }
          if (t === 'record.dismissed' && before?.matches('failed')) expect([s.value, s.context.note, s.context.action]).toEqual(['confirming', before.context.note, before.context.action]);
        },
      };
    },
  });

  it('a double click on confirm sends one call', async () => {
    const action = names[0];
    const open = f.loaded.find((r) => f.spec.actions[action].allowed(r)) as R;
    const sent: RecordSubmitInput<A>[] = [];
    const machine = f.machine.provide({
      actors: {
        load: fromPromise<R, { key: string }>(async () => open),
        submit: fromPromise<R, RecordSubmitInput<A>>(async ({ input: i }) => (sent.push(i), f.submitted[0])),
      },
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    actor.send({ type: 'record.actionRequested', action });
    actor.send({ type: 'record.noteChanged', value: ` ${f.notes[0]} ` });
    actor.send({ type: 'record.confirmed' });
    actor.send({ type: 'record.confirmed' });
    await flush();
    const picked = f.spec.actions[action].choice?.initial(open);
    expect(sent).toEqual([{ key: f.key, action, version: open.version, note: f.spec.actions[action].note ? f.notes[0].trim() : '', ...(picked ? { choice: picked } : {}) }]);
    expect(actor.getSnapshot().value).toBe('viewing');
    actor.stop();
  });
}
