// The model tests of a machine made with the line-quantities kit (lineQuantities.machine.ts),
// declared once: an area's test gives its spec, the lines the dialog opens on, values typed (one the
// spec takes, one it refuses), the saved answer and a refusal, and gets the generated paths (every
// state and transition), their replays with the kit's rules checked after each step, and a double
// click that sends one call. The rules:
// - 'busy' exactly while submitting;
// - the dialog opens on the spec's lines, with no problem and no error;
// - a change keeps the value on its line only and clears the problem and the error;
// - a submit with lines the spec refuses stays in the dialog with the spec's problem; nothing is
//   sent while the spec finds one;
// - the call carries the spec's body of the lines with the version read, and its body passes the
//   area's endpoint schema (and the area's own check);
// - one call per submit that went through, none while one is on its way; one announcement per
//   success; a refusal goes back to the dialog with the server's code.
import { expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CallError } from '../../../src/services';
import type { LineEdit, LineQuantitiesMachine, LineQuantitiesSpec } from '../../../src/machines/generic/lineQuantities.machine';
import type { ActorFixtures, EventFixtures } from '../coverage';
import { modelTests } from '../model-suite';
import { flush } from '../replay';

type Change<L extends LineEdit> = { lineId: string; value: L['value'] };

export interface LineQuantitiesFixtures<S, L extends LineEdit, P extends string, B, Out> {
  spec: LineQuantitiesSpec<S, L, P, B, Out>;
  machine: LineQuantitiesMachine<S, L, P, B, Out>;
  /** What the dialog opens on: the record's key, the version read and its lines. */
  opened: { recordId: string; version: number; lines: readonly S[] };
  /** Values typed: at least one after which the spec finds no problem and one after which it finds one. */
  changes: readonly Change<L>[];
  saved: Out;
  /** A refusal of the call (a stale version). */
  refused: CallError;
  coverage: { states: number; transitions: number };
  /** Whether the endpoint the dialog calls accepts this body. */
  bodyAccepted(body: B): boolean;
  /** The area's own check of a body sent (which lines, their values). */
  checkBody?(body: B): void;
  /** A double click after these changes sends exactly this body, once. */
  doubleClick: { changes: readonly Change<L>[]; sent: B };
}

export function lineQuantitiesModelTests<S, L extends LineEdit, P extends string, B, Out>(f: LineQuantitiesFixtures<S, L, P, B, Out>): void {
  type M = LineQuantitiesMachine<S, L, P, B, Out>;
  type Snap = ReturnType<M['getInitialSnapshot']>;
  const events = {
    'lines.opened': [{ type: 'lines.opened', ...f.opened }],
    'lines.changed': f.changes.map((c) => ({ type: 'lines.changed', ...c })),
    'lines.submitted': [{ type: 'lines.submitted' }],
    'lines.closed': [{ type: 'lines.closed' }],
  } as unknown as EventFixtures<M>;
  const actors = { save: { done: [f.saved], error: [f.refused] } } as unknown as ActorFixtures<M>;
  const serializeState = (s: Snap) => JSON.stringify({ v: s.value, l: s.context.lines.map((l) => l.value), p: s.context.problem, e: s.context.error?.code ?? null });
  const problemAfter = (changes: readonly Change<L>[]) => {
    const lines = f.opened.lines.map(f.spec.line).map((l) => {
      const c = changes.find((x) => x.lineId === l.lineId);
      return c ? { ...l, value: c.value } : l;
    });
    return f.spec.problem(lines);
  };

  it('the fixtures cover the kit: a change the spec takes and one it refuses', () => {
    expect(f.changes.some((c) => problemAfter([c]) === null)).toBe(true);
    expect(f.changes.some((c) => problemAfter([c]) !== null)).toBe(true);
  });

  modelTests(f.machine as never, {
    events,
    actors,
    serializeState,
    invoked: ['save'],
    coverage: f.coverage,
    replay: (path) => {
      let announced = 0;
      const machine = f.machine.provide({ actions: { announceSaved: () => void announced++ } });
      return {
        machine: machine as never,
        onStep: (step, i, { actor, pending, calls }) => {
          const s = actor.getSnapshot() as Snap;
          const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
          const t = step.event.type;
          expect(s.hasTag('busy')).toBe(s.matches('submitting'));
          if (t === 'lines.opened' && before?.matches('closed')) expect([s.context.lines, s.context.problem, s.context.error]).toEqual([f.opened.lines.map(f.spec.line), null, null]);
          if (t === 'lines.changed' && before?.matches('editing')) {
            const c = step.event as unknown as Change<L>;
            expect(s.context.lines.map((l) => l.value)).toEqual(before.context.lines.map((l) => (l.lineId === c.lineId ? c.value : l.value)));
            expect([s.context.problem, s.context.error]).toEqual([null, null]);
          }
          if (t === 'lines.submitted' && before?.matches('editing')) {
            const problem = f.spec.problem(before.context.lines);
            expect(s.value).toBe(problem === null ? 'submitting' : 'editing');
            expect(s.context.problem).toBe(problem);
          }
          const call = pending.get('save');
          if (s.matches('submitting') && call) {
            const body = (call.input as { body: B }).body;
            expect(body).toEqual(f.spec.body({ recordId: f.opened.recordId, version: f.opened.version, lines: s.context.lines }));
            expect(f.bodyAccepted(body)).toBe(true);
            f.checkBody?.(body);
            expect(f.spec.problem(s.context.lines)).toBeNull();
            expect(s.can({ type: 'lines.submitted' })).toBe(false);
          }
          const sent = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'lines.submitted' && x.state.matches('submitting')).length;
          expect(calls.save?.length ?? 0).toBe(sent);
          expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('done') && x.event.type.startsWith('xstate.done')).length);
          if (t === 'xstate.error.actor.save') expect([s.value, s.context.error?.code]).toEqual(['editing', f.refused.code]);
        },
      };
    },
  });

  it('a double click saves once', async () => {
    const sent: B[] = [];
    const machine = f.machine.provide({
      actors: {
        save: fromPromise<Out, { body: B }>(async ({ input }) => {
          sent.push(input.body);
          return f.saved;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'lines.opened', ...f.opened });
    for (const c of f.doubleClick.changes) actor.send({ type: 'lines.changed', ...c });
    actor.send({ type: 'lines.submitted' });
    actor.send({ type: 'lines.submitted' });
    await flush();
    expect(sent).toEqual([f.doubleClick.sent]);
    expect(actor.getSnapshot().value).toBe('done');
    actor.stop();
  });
}
