// Model-based testing helpers shared by every tests/model/<name>.machine.test.ts (design.md section 9).
//
// - EventFixtures<M> / ActorFixtures<M>: typed fixture maps. Every event type a machine declares
//   and every invoke id it has must have fixtures, or the test file does not compile. The invoke
//   fixtures become the `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events the test feeds
//   itself (createTestModel() refuses machines with invoke/after).
// - modelPaths(): paths from `xstate/graph` that take every edge of the machine's state graph:
//   getShortestPaths() to every reachable state, plus, for every edge of getAdjacencyMap(), the
//   shortest path to its source followed by that edge. Paths that are prefixes of others are dropped.
// - listStates() / listTransitions(): every state node and every transition of the definition
//   (invoke onDone/onError and `after` included, `always` too).
// - visitedBy(): the state nodes and transitions the paths really go through, measured by re-running
//   each path on the pure machine with an actor scope that records the `@xstate.microstep`
//   inspection events (so eventless and guarded branches are attributed exactly).
// - assertCoverage(): throws, listing what is missing, unless every state and transition is visited.
import { createEmptyActor } from 'xstate';
import type {
  AnyActorScope,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventFromLogic,
  EventObject,
  InputFrom,
  InspectionEvent,
  OutputFrom,
  SnapshotFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot, type StatePath, type TraversalOptions } from 'xstate/graph';

type Ev<M extends AnyStateMachine> = EventFromLogic<M>;
type Snap<M extends AnyStateMachine> = SnapshotFrom<M>;
type EventOfType<M extends AnyStateMachine, K> = Extract<Ev<M>, { type: K }>;

/** One or more fixtures per declared event type; a function when they depend on the state (ids). */
export type EventFixtures<M extends AnyStateMachine> = {
  [K in Ev<M>['type']]: readonly EventOfType<M, K>[] | ((snapshot: Snap<M>) => readonly EventOfType<M, K>[]);
};

type Children<M extends AnyStateMachine> = NonNullable<Snap<M>['children']>;
/** Ids of the invoked children (explicit invoke ids); spawned children with dynamic ids are left out. */
export type InvokeId<M extends AnyStateMachine> = {
  [K in keyof Children<M>]-?: string extends K ? never : K;
}[keyof Children<M>] &
  string;

/** For every invoke id: outputs for `xstate.done.actor.<id>` and errors for `xstate.error.actor.<id>`. */
type Fixture<M extends AnyStateMachine, T> = readonly T[] | ((snapshot: Snap<M>) => readonly T[]);
export type ActorFixtures<M extends AnyStateMachine> = {
  [K in InvokeId<M>]: {
    done: Fixture<M, OutputFrom<NonNullable<Children<M>[K]>>>;
    error: Fixture<M, unknown>;
  };
};

export type ModelEvent = EventObject & Record<string, unknown>;
export type ModelPath<M extends AnyStateMachine> = StatePath<Snap<M>, Ev<M>>;

export interface ModelOptions<M extends AnyStateMachine> {
  input?: InputFrom<M>;
  events: EventFixtures<M>;
  actors: ActorFixtures<M>;
  /** Abstracts the snapshot for the graph (keep counters out so the graph is finite). */
  serializeState?: (snapshot: Snap<M>) => string;
}

export const doneEvent = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output, actorId: id });
export const errorEvent = (id: string, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${id}`, error, actorId: id });

/** All fixture events that fit a snapshot: declared events plus done/error events of invokes. */
export function fixtureEvents<M extends AnyStateMachine>(events: EventFixtures<M>, actors: ActorFixtures<M>) {
  return (snapshot: Snap<M>): Ev<M>[] => {
    const out: ModelEvent[] = [];
    const resolve = <T>(f: readonly T[] | ((s: Snap<M>) => readonly T[])): readonly T[] => (typeof f === 'function' ? f(snapshot) : f);
    for (const fixture of Object.values(events) as Array<Fixture<M, ModelEvent>>) out.push(...resolve(fixture));
    for (const [id, f] of Object.entries(actors) as Array<[string, { done: Fixture<M, unknown>; error: Fixture<M, unknown> }]>) {
      // only while that invoke is running, so that a fixture may read the state's context
      if (!(snapshot as AnyMachineSnapshot)._nodes.some((n) => n.invoke.some((i) => i.id === id))) continue;
      out.push(...resolve(f.done).map((o) => doneEvent(id, o)), ...resolve(f.error).map((e) => errorEvent(id, e)));
    }
    // `after` transitions need no fixture: their events carry nothing
    for (const node of (snapshot as AnyMachineSnapshot)._nodes) {
      for (const type of node.ownEvents) if (type.startsWith('xstate.after.')) out.push({ type });
    }
    return out as unknown as Ev<M>[];
  };
}

const eventKey = (e: EventObject): string => JSON.stringify(e, (_k, v: unknown) => (v instanceof Error ? `${v.name}:${v.message}` : v));

/** Paths through every edge of the machine's (abstracted) state graph. */
export function modelPaths<M extends AnyStateMachine>(machine: M, options: ModelOptions<M>): ModelPath<M>[] {
  const serialize = (s: Snap<M>): string => (options.serializeState ? options.serializeState(s) : serializeSnapshot(s));
  const events = fixtureEvents(options.events, options.actors);
  const traversal: TraversalOptions<AnyMachineSnapshot, EventObject, unknown> = {
    input: options.input,
    events: (s) => events(s as Snap<M>),
    // only events the state really handles (a guard that fails with no fallback is no transition)
    filterEvents: (s, e) => s.can(e),
    serializeState: (s) => serialize(s as Snap<M>),
    serializeEvent: (e) => eventKey(e),
  };
  const logic = machine as AnyStateMachine;
  const shortest = getShortestPaths(logic, traversal) as unknown as ModelPath<M>[];
  const bySerial = new Map(shortest.map((p) => [serialize(p.state), p]));
  const adjacency = getAdjacencyMap(logic, traversal) as unknown as Record<string, { transitions: Record<string, { event: Ev<M>; state: Snap<M> }> }>;
  const all: ModelPath<M>[] = [...shortest];
  for (const [from, { transitions }] of Object.entries(adjacency)) {
    const head = bySerial.get(from);
    if (!head) throw new Error(`no shortest path to ${from}`);
    for (const { event, state } of Object.values(transitions)) {
      all.push({ state, weight: head.weight + 1, steps: [...head.steps, { state, event }] });
    }
  }
  return dropPrefixes(all).map((p) => replayed(machine, p, options.input));
}

/**
 * The path with its snapshots recomputed from its events. xstate/graph keeps one snapshot per
 * serialized state, so with an abstracting serializeState a step may carry another snapshot that
 * serializes the same (e.g. a different id counter); the events are what the path means.
 */
function replayed<M extends AnyStateMachine>(machine: M, path: ModelPath<M>, input?: InputFrom<M>): ModelPath<M> {
  const scope = recordingScope(() => {});
  let snapshot = machine.getInitialSnapshot(scope, input) as Snap<M>;
  const steps = [{ state: snapshot, event: path.steps[0].event }];
  for (const step of path.steps.slice(1)) {
    snapshot = machine.transition(snapshot, step.event, scope) as Snap<M>;
    steps.push({ state: snapshot, event: step.event });
  }
  return { state: snapshot, steps, weight: path.weight };
}

function dropPrefixes<P extends { steps: Array<{ event: EventObject }> }>(paths: P[]): P[] {
  const keyed = paths.map((p) => ({ p, keys: p.steps.slice(1).map((s) => eventKey(s.event)) }));
  keyed.sort((a, b) => b.keys.length - a.keys.length);
  const kept: typeof keyed = [];
  for (const cand of keyed) {
    const isPrefix = kept.some((k) => cand.keys.every((key, i) => k.keys[i] === key));
    if (!isPrefix) kept.push(cand);
  }
  return kept.map((k) => k.p);
}

/** "idle --lang.changeRequested--> switching" for test names. */
export function describePath(path: { steps: Array<{ event: EventObject }> }): string {
  const events = path.steps.slice(1).map((s) => describeEvent(s.event));
  return events.length ? events.join(' → ') : '(initial state)';
}

function describeEvent(event: EventObject): string {
  const { type, actorId: _id, output: _output, error, ...rest } = event as ModelEvent;
  const name = type.replace(/^xstate\.(done|error)\.actor\./, (_m, k: string) => `${k}:`).replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1');
  const details = [
    ...(error === undefined ? [] : [error instanceof Error ? ((error as Error & { code?: string }).code ?? error.message) : String(error)]),
    ...Object.values(rest).filter((v) => ['string', 'number', 'boolean'].includes(typeof v)),
  ];
  return details.length ? `${name}(${details.join(', ')})` : name;
}

// ---- the definition: every state node and every transition ----------------------------------

const allNodes = (machine: AnyStateMachine): AnyStateNode[] => [machine.root, ...getStateNodes(machine.root)];

/** A transition's identity, stable across machine.provide() copies: source, event, candidate index. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source;
  const always = source.always ?? [];
  const eventless = always.includes(t);
  const list = eventless ? always : (source.transitions.get(t.eventType) ?? []);
  const index = list.indexOf(t);
  const targets = t.target?.length ? t.target.map((n) => n.id).join(',') : '(self)';
  return `${source.id} --${eventless ? '(always)' : t.eventType}#${index}--> ${targets}`;
}

export function listStates(machine: AnyStateMachine): string[] {
  return allNodes(machine).map((n) => n.id);
}

export function listTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of allNodes(machine)) {
    for (const list of node.transitions.values()) for (const t of list) keys.push(transitionKey(t));
    for (const t of node.always ?? []) keys.push(transitionKey(t));
  }
  return keys;
}

// ---- what paths visit ------------------------------------------------------------------------

export interface Visits {
  states: Set<string>;
  transitions: Set<string>;
}

export const emptyVisits = (): Visits => ({ states: new Set(), transitions: new Set() });

/** Records a microstep inspection event (from a real actor's `inspect` or the recording scope). */
export function recordInspection(visits: Visits, event: InspectionEvent): void {
  if (event.type !== '@xstate.microstep') return;
  for (const t of event._transitions) {
    visits.transitions.add(transitionKey(t));
    // a transient state (left by an eventless transition) never shows in a settled snapshot
    for (let n: AnyStateNode | undefined = t.source; n; n = n.parent) visits.states.add(n.id);
  }
  recordSnapshot(visits, event.snapshot as AnyMachineSnapshot);
}

export function recordSnapshot(visits: Visits, snapshot: AnyMachineSnapshot): void {
  for (const n of snapshot._nodes) visits.states.add(n.id);
}

function recordingScope(onInspect: (e: InspectionEvent) => void): AnyActorScope {
  const empty = createEmptyActor();
  const system = Object.create(empty.system) as typeof empty.system & { _sendInspectionEvent: (e: InspectionEvent) => void };
  system._sendInspectionEvent = onInspect;
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'model',
    defer: () => {},
    system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

/** Re-runs each path on the pure machine (no actions executed) and records what it goes through. */
export function visitedBy<M extends AnyStateMachine>(machine: M, paths: ModelPath<M>[], input?: InputFrom<M>, visits: Visits = emptyVisits()): Visits {
  const scope = recordingScope((e) => recordInspection(visits, e));
  for (const path of paths) {
    let snapshot = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
    recordSnapshot(visits, snapshot);
    for (const step of path.steps.slice(1)) {
      snapshot = machine.transition(snapshot, step.event, scope) as AnyMachineSnapshot;
      recordSnapshot(visits, snapshot);
      const expected = JSON.stringify((step.state as AnyMachineSnapshot).value);
      if (JSON.stringify(snapshot.value) !== expected) {
        throw new Error(`path diverged at ${step.event.type}: ${JSON.stringify(snapshot.value)} instead of ${expected}`);
      }
    }
  }
  return visits;
}

export interface CoverageReport {
  states: number;
  transitions: number;
}

/** Fails loudly unless `visits` include every state node and every transition of `machine`. */
export function assertCoverage(machine: AnyStateMachine, visits: Visits, label = 'paths'): CoverageReport {
  const states = listStates(machine);
  const transitions = listTransitions(machine);
  const missingStates = states.filter((s) => !visits.states.has(s));
  const missingTransitions = transitions.filter((t) => !visits.transitions.has(t));
  const unknown = [...visits.transitions].filter((t) => !transitions.includes(t));
  if (missingStates.length || missingTransitions.length || unknown.length) {
    throw new Error(
      [
        `Model coverage of machine "${machine.id}" by the ${label} is incomplete:`,
        ...missingStates.map((s) => `  state never visited: ${s}`),
        ...missingTransitions.map((t) => `  transition never taken: ${t}`),
        ...unknown.map((t) => `  transition not in the definition: ${t}`),
      ].join('\n'),
    );
  }
  return { states: states.length, transitions: transitions.length };
}
