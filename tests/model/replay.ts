// Replays a generated path on a real actor (design.md section 9).
//
// The machine's invoked actors are replaced with `machine.provide({ actors })` by controllable
// `fromPromise` actors (invoke ids equal actor names in src/machines): a path step
// `xstate.done.actor.<id>` resolves the pending call with the fixture output, `xstate.error.actor.<id>`
// rejects it with the fixture error. `xstate.after.<delay>.<state>` steps advance a SimulatedClock
// by the machine's named delay. Other steps are sent to the actor. After each step the actor's
// value, context, tags and status must equal the path's (the graph's) snapshot, and `onStep` checks
// the side effects (the test provides spies for the named actions before calling replayPath).
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Actor, AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject, InputFrom } from 'xstate';
import { expect } from 'vitest';
import { recordInspection, recordSnapshot, type InvokeId, type ModelPath, type Visits } from './coverage';

interface PendingCall {
  input: unknown;
  signal: AbortSignal;
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

export interface ReplayContext<M extends AnyStateMachine> {
  actor: Actor<M>;
  clock: SimulatedClock;
  /** Inputs each invoked actor was started with, per invoke id, in order. */
  calls: Record<string, unknown[]>;
  /** The most recent call per invoke id (signal included). */
  pending: Map<string, PendingCall>;
}

export interface ReplayOptions<M extends AnyStateMachine> {
  input?: InputFrom<M>;
  /** Invoke ids (= actor names) to replace with controllable promises. */
  invoked: readonly InvokeId<M>[];
  /** Runtime coverage: microsteps of the root actor are recorded here. */
  visits?: Visits;
  /** Side-effect checks after each step (index 0 = after start). */
  onStep?(step: { event: EventObject; state: AnyMachineSnapshot }, index: number, ctx: ReplayContext<M>): void | Promise<void>;
  /** Produce an event differently from actor.send (e.g. through a child timer). */
  exec?: Partial<Record<string, (event: EventObject, ctx: ReplayContext<M>) => void | Promise<void>>>;
}

// a macrotask, after every microtask the step queued (promise outputs, done events): setImmediate, not
// setTimeout(0), which waits at least 1 ms a step (measured: 0.63 of the model tests' time)
export const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The delay in ms of an `xstate.after.<delay>.<stateId>` event. */
export function afterDelay(machine: AnyStateMachine, type: string): number {
  const rest = type.slice('xstate.after.'.length);
  const name = rest.slice(0, rest.indexOf('.'));
  const configured = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof configured === 'number') return configured;
  const ms = Number(name);
  if (Number.isFinite(ms)) return ms;
  throw new Error(`cannot resolve delay "${name}" of ${type}`);
}

export function expectSnapshot(actual: AnyMachineSnapshot, expected: AnyMachineSnapshot, where: string): void {
  expect(actual.value, `state value ${where}`).toEqual(expected.value);
  expect(actual.context, `context ${where}`).toEqual(expected.context);
  expect([...actual.tags].sort(), `tags ${where}`).toEqual([...expected.tags].sort());
  expect(actual.status, `status ${where}`).toBe(expected.status);
}

export async function replayPath<M extends AnyStateMachine>(machine: M, path: ModelPath<M>, options: ReplayOptions<M>): Promise<ReplayContext<M>> {
  const clock = new SimulatedClock();
  const calls: Record<string, unknown[]> = {};
  const pending = new Map<string, PendingCall>();
  const actors = Object.fromEntries(
    options.invoked.map((id) => [
      id,
      fromPromise<unknown, unknown>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            (calls[id] ??= []).push(input);
            pending.set(id, { input, signal, resolve, reject });
          }),
      ),
    ]),
  );
  const provided = machine.provide({ actors } as Parameters<M['provide']>[0]) as M;
  const actorRef: Actor<AnyStateMachine> = createActor(provided as AnyStateMachine, {
    input: options.input,
    clock,
    inspect: (e) => {
      // the root actor only (spawned children have a parent); its initial microsteps run in createActor
      if (options.visits && !(e.actorRef as AnyActorRef & { _parent?: unknown })._parent) recordInspection(options.visits, e);
    },
  });
  const ctx: ReplayContext<M> = { actor: actorRef as Actor<M>, clock, calls, pending };
  const check = async (index: number) => {
    const step = path.steps[index] as { event: EventObject; state: AnyMachineSnapshot };
    const snapshot = actorRef.getSnapshot() as AnyMachineSnapshot;
    if (options.visits) recordSnapshot(options.visits, snapshot);
    expectSnapshot(snapshot, step.state, `after step ${index} (${step.event.type})`);
    await options.onStep?.(step, index, ctx);
  };

  actorRef.start();
  await flush();
  await check(0);
  for (let i = 1; i < path.steps.length; i++) {
    const event = path.steps[i].event as EventObject & { output?: unknown; error?: unknown; actorId?: string };
    const custom = options.exec?.[event.type];
    if (custom) {
      await custom(event, ctx);
    } else if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
      const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
      const call = pending.get(id);
      if (!call) throw new Error(`step ${i}: ${event.type} but ${id} was never invoked`);
      pending.delete(id);
      if (event.type.startsWith('xstate.done.')) call.resolve(event.output);
      else call.reject(event.error);
    } else if (event.type.startsWith('xstate.after.')) {
      clock.increment(afterDelay(machine, event.type));
    } else {
      actorRef.send(event as Parameters<typeof actorRef.send>[0]);
    }
    await flush();
    await check(i);
  }
  return ctx;
}
