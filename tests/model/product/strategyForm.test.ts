// The strategy dialog's machine: nothing is sent while a value breaks its shape or the label's
// rules; a new strategy is created and a row is changed with the version read; a double click
// saves once; the fields the server names are marked and the form is kept.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createStrategy, updateStrategy, type StrategyRow } from '../../../src/contract/product/strategy';
import { formProblems, strategyFormMachine } from '../../../src/machines/product/strategyForm.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

type Snap = ReturnType<typeof strategyFormMachine.getInitialSnapshot>;
const row: StrategyRow = {
  id: 'fs-harbor-1',
  strategyNo: 'FS260227000001',
  name: 'Same-day express, 14:00 cut-off',
  tag: 'fastDelivery',
  cutOffTime: '14:00',
  carrierClass: 'express',
  handlingDays: 0,
  status: 'active',
  updatedAt: '2026-02-27T00:00:00.000Z',
  updatedBy: 'Grace Lin',
  version: 3,
};
const taken = new CallError('envelope', 'PRODUCT_STRATEGY_INVALID', 'Another strategy has this name.', { fields: ['name'] });

const events: EventFixtures<typeof strategyFormMachine> = {
  'strategy.opened': [{ type: 'strategy.opened', row: null }, { type: 'strategy.opened', row }],
  'strategy.fieldChanged': [
    { type: 'strategy.fieldChanged', field: 'name', value: 'Glassware' },
    { type: 'strategy.fieldChanged', field: 'carrierClass', value: 'standard' },
  ],
  'strategy.submitted': [{ type: 'strategy.submitted' }],
  'strategy.closed': [{ type: 'strategy.closed' }],
};
const actors: ActorFixtures<typeof strategyFormMachine> = { save: { done: [row], error: [taken] } };
const serializeState = (s: Snap) => JSON.stringify({ v: s.value, r: !!s.context.row, x: s.context.values, p: s.context.problems, e: s.context.error?.code ?? null });
const paths = modelPaths(strategyFormMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('strategy form machine', () => {
  it('form problems: shapes first, then the label’s rules', () => {
    const v = { name: 'A', tag: 'fastDelivery' as const, cutOffTime: '14:00', carrierClass: 'express' as const, handlingDays: '1' };
    expect(formProblems(v)).toEqual({});
    expect(formProblems({ ...v, name: ' ', cutOffTime: '24:00', handlingDays: '1.5' })).toEqual({ name: 'required', cutOffTime: 'invalid', handlingDays: 'invalid' });
    expect(formProblems({ ...v, carrierClass: 'standard', handlingDays: '2' })).toEqual({ carrierClass: 'fastNeedsExpress', handlingDays: 'fastHandlingDays' });
    expect(formProblems({ ...v, tag: 'bulky' })).toEqual({ carrierClass: 'bulkyNotExpress' });
    expect(formProblems({ ...v, name: 'x'.repeat(61) })).toEqual({ name: 'tooLong' });
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(strategyFormMachine, visitedBy(strategyFormMachine, paths))).toEqual({ states: 4, transitions: 7 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let saved = 0;
    const machine = strategyFormMachine.provide({ actions: { announceSaved: () => void saved++ } });
    await replayPath(machine, path, {
      invoked: ['save'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('saving'));
        if (pending.get('save')) expect(formProblems(s.context.values)).toEqual({});
        if (s.matches('saving')) expect(s.can({ type: 'strategy.submitted' })).toBe(false);
        const sent = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'strategy.submitted' && x.state.matches('saving')).length;
        expect(calls.save?.length ?? 0).toBe(sent);
        expect(saved).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('closed') && x.event.type.startsWith('xstate.done')).length);
        if (step.event.type.startsWith('xstate.error')) expect(s.context.problems).toEqual({ name: 'server' });
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(strategyFormMachine, runtime, 'replays');
  });

  it('creates a new one, changes a row with its version, once on a double click', async () => {
    const sent: unknown[] = [];
    const machine = strategyFormMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          sent.push(input);
          return row;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'strategy.opened', row });
    actor.send({ type: 'strategy.fieldChanged', field: 'handlingDays', value: '1' });
    actor.send({ type: 'strategy.submitted' });
    actor.send({ type: 'strategy.submitted' });
    await flush();
    expect(sent).toEqual([{ row, values: { name: row.name, tag: 'fastDelivery', cutOffTime: '14:00', carrierClass: 'express', handlingDays: '1' } }]);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.stop();
    // the bodies the actor builds are the calls' own
    expect(createStrategy.body?.safeParse({ name: 'A', tag: 'bulky', cutOffTime: '09:00', carrierClass: 'freight', handlingDays: 4 }).success).toBe(true);
    expect(updateStrategy.body?.safeParse({ id: row.id, version: row.version, name: 'A', tag: 'bulky', cutOffTime: '09:00', carrierClass: 'freight', handlingDays: 4 }).success).toBe(true);
  });
});
