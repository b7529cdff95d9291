// The model tests every workflow machine gets (design.md section 9), declared once: the paths
// xstate/graph generates from the fixtures must visit every state and take every transition (the
// counts are pinned, so a machine that grows is noticed); each path is replayed on a real actor
// with the file's checks after every step; and the replays together must have taken every
// transition too. Call it inside the file's describe, next to the machine's own tests.
import { expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type InvokeId, type ModelOptions, type ModelPath } from './coverage';
import { replayPath, type ReplayOptions } from './replay';

export interface ModelSuite<M extends AnyStateMachine> extends ModelOptions<M> {
  /** Invoke ids (= actor names) the replays control. */
  invoked: readonly InvokeId<M>[];
  /** States and transitions the generated paths cover. */
  coverage: { states: number; transitions: number };
  /** Per replayed path: the machine to run (e.g. with spy actions provided) and the checks after each step. */
  replay(path: ModelPath<M>): { machine?: M; onStep: NonNullable<ReplayOptions<M>['onStep']> };
}

export function modelTests<M extends AnyStateMachine>(machine: M, suite: ModelSuite<M>): void {
  const paths = modelPaths(machine, suite);
  const runtime = emptyVisits();

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(machine, visitedBy(machine, paths, suite.input))).toEqual(suite.coverage);
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    const { machine: run = machine, onStep } = suite.replay(path);
    await replayPath(run, path, { input: suite.input, invoked: suite.invoked, visits: runtime, onStep });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(machine, runtime, 'replays');
  });
}
