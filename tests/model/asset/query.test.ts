// Asset query machine: a call run at once (auto) or on demand with parameters checked first
// (the cost formula test), its result or error, parameters merged from the event, clearing.
// Then every query descriptor of src/resources/asset/queries.ts: its calls take input their
// endpoints' schemas accept, and its examples fit the answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, CallError } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import { queryMachine, type QueryInput } from '../../../src/machines/asset/query.machine';
import { dictionariesRun } from '../../../src/machines/asset/sources';
import { additionalDefinitions, costTest, logisticsUsage, querySources, triggerRecord, type LogisticsUsage } from '../../../src/resources/asset/queries';
import { logisticsAdditionalCostDefinitions, logisticsBindChangeable, logisticsCarts, logisticsCostTest } from '../../../src/contract/asset/assets';
import { getTriggerRecord } from '../../../src/contract/inventory';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures, type ModelPath } from '../coverage';
import { flush, replayPath } from '../replay';

vi.mock(import('@lingui/core/macro'), () => import('../lingui-macro') as never);
vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn(), getOptions: vi.fn() }));

type Snap = ReturnType<typeof queryMachine.getInitialSnapshot>;
const evaluatorError = new CallError('envelope', 'ASSET_FORMULA_INVALID', 'unexpected "*" at position 3');
const { params, invalid, result } = costTest.examples;

const inputs: Record<'auto' | 'onDemand', QueryInput> = {
  auto: { run: costTest.run, validate: costTest.validate, params, auto: true },
  onDemand: { run: costTest.run, validate: costTest.validate, params: invalid },
};
const events: EventFixtures<typeof queryMachine> = {
  'query.paramsChanged': [
    { type: 'query.paramsChanged', params: { weightKg: params.weightKg } },
    { type: 'query.paramsChanged', params: { weightKg: 'heavy' } },
  ],
  'query.run': [{ type: 'query.run' }, { type: 'query.run', with: { formula: 'max(10, chargeableKg * 4)' } }],
  'query.cleared': [{ type: 'query.cleared' }],
};
const actors: ActorFixtures<typeof queryMachine> = { runQuery: { done: [result], error: [evaluatorError] } };
const serializeState = (s: Snap) =>
  JSON.stringify({ v: s.value, valid: Object.keys(s.context.validate(s.context.params)).length === 0, shown: s.context.showErrors, r: s.context.result !== null, e: !!s.context.error });
const pathsOf = (input: QueryInput) => modelPaths(queryMachine, { input, events, actors, serializeState });
const paths: Array<[string, QueryInput, ModelPath<typeof queryMachine>]> = (['auto', 'onDemand'] as const).flatMap((mode) =>
  pathsOf(inputs[mode]).map((p, i) => [`${mode} #${i + 1} ${describePath(p)}`, inputs[mode], p] as [string, QueryInput, ModelPath<typeof queryMachine>]),
);
const runtime = emptyVisits();

describe('asset query machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph (auto and on demand) visit every state and take every transition', () => {
    const visits = emptyVisits();
    for (const mode of ['auto', 'onDemand'] as const) visitedBy(queryMachine, pathsOf(inputs[mode]), inputs[mode], visits);
    expect(assertCoverage(queryMachine, visits)).toEqual({ states: 6, transitions: 14 });
  });

  it.each(paths)('replays %s', async (_name, input, path) => {
    await replayPath(queryMachine, path, {
      input,
      invoked: ['runQuery'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        expect(s.hasTag('busy')).toBe(s.matches('running'));
        const t = step.event.type;
        if (s.matches('running') && t !== 'query.paramsChanged') expect(pending.get('runQuery')?.input).toMatchObject({ params: s.context.params });
        if (t === 'query.run' && before && !before.matches('running')) {
          const errors = costTest.validate!(s.context.params);
          expect(s.matches('running')).toBe(Object.keys(errors).length === 0);
          if (!s.matches('running')) expect(s.context.fieldErrors).toEqual(errors);
          const w = (step.event as { with?: Record<string, unknown> }).with;
          if (w) expect(s.context.params).toMatchObject(w);
        }
        if (t === 'xstate.done.actor.runQuery') expect(s.context.result).toEqual(result);
        if (t === 'xstate.error.actor.runQuery') expect(s.context.error).toEqual({ code: 'ASSET_FORMULA_INVALID', message: 'unexpected "*" at position 3', kind: 'envelope' });
        if (s.matches('idle') && t === 'query.cleared') expect(s.context.result).toBeNull();
        // a run is only ever started from a state that was not running
        expect(calls.runQuery?.length ?? 0).toBe(path.steps.slice(0, i + 1).filter((x, j) => (x.state as Snap).matches('running') && (j === 0 || !(path.steps[j - 1].state as Snap).matches('running'))).length);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(queryMachine, runtime, 'replays');
  });

  it('leaving running (cleared) aborts the call', async () => {
    let signal: AbortSignal | undefined;
    const actor = createActor(queryMachine, { input: { run: (_p, io) => ((signal = io.signal), new Promise(() => {})), auto: true } }).start();
    await flush();
    actor.send({ type: 'query.cleared' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(signal?.aborted).toBe(true);
  });
});

describe('asset query descriptors', () => {
  afterEach(() => vi.mocked(call).mockReset());

  const answers = new Map<AnyEndpoint, unknown>([
    [logisticsBindChangeable, { changeable: false, cartCount: 1 }],
    [logisticsCarts, [...(logisticsUsage.examples.result as LogisticsUsage).carts, { id: 'cart-2', code: 'WM-US', name: 'Walmart US', platformCode: 'walmart', siteCountry: 'US', status: 'active', bound: false, isDefault: false }]],
    [logisticsAdditionalCostDefinitions, additionalDefinitions.examples.result],
    [logisticsCostTest, costTest.examples.result],
    [getTriggerRecord, triggerRecord.examples.result],
  ]);

  it.each(querySources.map((q) => [q.key, q] as const))("%s: its calls pass their endpoints' schemas and answer its example", async (_key, query) => {
    const seen: Array<[AnyEndpoint, Record<string, unknown>, { signal?: AbortSignal; quiet?: boolean }]> = [];
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: Record<string, unknown>, opts: never) => {
      seen.push([ep, args, opts]);
      return Promise.resolve(answers.get(ep));
    }) as never);
    const signal = new AbortController().signal;
    const out = await query.run(query.examples.params, { signal, call: call as never });
    expect(out).toEqual(query.examples.result);
    expect(seen.length).toBeGreaterThan(0);
    for (const [ep, args, opts] of seen) {
      expect(opts.signal).toBe(signal);
      expect(opts.quiet).toBe(true);
      if (ep.params) expect(ep.params.safeParse(args.params).success, `${ep.id} params`).toBe(true);
      if (ep.query) expect(ep.query.safeParse(args.query ?? {}).success, `${ep.id} query`).toBe(true);
      if (ep.body) expect(ep.body.safeParse(args.body).success, `${ep.id} body`).toBe(true);
      expect(ep.response.safeParse(answers.get(ep)).success, `${ep.id} example answer`).toBe(true);
    }
    if (query.validate) {
      expect(query.validate(query.examples.params)).toEqual({});
      if (query.examples.invalid) expect(Object.values(query.validate(query.examples.invalid))).toEqual(['asset.sample']);
    }
  });

  it('logisticsUsage keeps only the carts bound to the channel', async () => {
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint) => Promise.resolve(answers.get(ep))) as never);
    const out = await logisticsUsage.run({ id: 'lg-1' }, { signal: new AbortController().signal, call: call as never });
    expect((out as { carts: Array<{ id: string }> }).carts.map((c) => c.id)).toEqual(['cart-1']);
  });

  it('the cost test sends numbers, empty sample values as 0, the additional charges that have an amount', async () => {
    vi.mocked(call).mockResolvedValue(costTest.examples.result as never);
    await costTest.run({ ...costTest.examples.params, declaredValue: '', minCharge: '9.5', additional: { fuelSurcharge: '12', remoteArea: ' ' } }, { signal: new AbortController().signal, call: call as never });
    const body = (vi.mocked(call).mock.calls[0][1] as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject({ weightKg: 1.2, declaredValue: 0, minCharge: '9.5', additional: [{ code: 'fuelSurcharge', amount: '12' }], volumetricDivisor: 5000 });
    expect(costTest.validate!({ ...costTest.examples.params, formula: ' ' })).toEqual({ formula: 'required' });
    expect(costTest.validate!({ ...costTest.examples.params, weightKg: '' })).toEqual({ weightKg: 'asset.sample' });
  });

  it('dictionariesRun loads option dictionaries by name', async () => {
    const { getOptions } = await import('../../../src/services');
    vi.mocked(getOptions).mockResolvedValue([{ value: 'US', label: 'United States' }]);
    const out = await dictionariesRun(['country'])({}, { signal: new AbortController().signal, call: call as never });
    expect(out).toEqual({ country: [{ value: 'US', label: 'United States' }] });
  });
});
