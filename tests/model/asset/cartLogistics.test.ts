// Cart logistics machine (the "Logistics channels" section of /asset/cart/info/:cartId): the cart's
// channels are read, edited (the tenant's channels are read on the first edit; a disabled channel
// cannot be newly chosen; the default is one of the chosen) and saved with the version read; a
// stale version or a rule error keeps the draft and is kept for the screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, CallError, getOptions } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import { AssetErrorCode, cartLogisticsGet, cartLogisticsSave, cartLogisticsSchema, logisticsSearch } from '../../../src/contract/asset/assets';
import {
  cartLogisticsMachine,
  choiceList,
  draftChanged,
  draftOf,
  mayChoose,
  toggleDraft,
  type CartLogistics,
  type LoadedCartLogistics,
  type LogisticsChoice,
} from '../../../src/machines/asset/cartLogistics.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn(), getOptions: vi.fn() }));

type Snap = ReturnType<typeof cartLogisticsMachine.getInitialSnapshot>;

const channel = (id: string, code: string, status: 'active' | 'disabled', isDefault = false) => ({
  logisticsId: id,
  code,
  name: `Channel ${code}`,
  mode: 'express' as const,
  status,
  isDefault,
});
// the cart ships with DHL (default) and the disabled SEA-NYC it had before it was disabled
const saved: CartLogistics = { cartId: 'ct_a', cartName: 'Harbor Home US', siteCountry: 'US', logistics: [channel('lg_a', 'DHL-EXP', 'active', true), channel('lg_d', 'SEA-NYC', 'disabled')], version: 2 };
const loaded: LoadedCartLogistics = {
  logistics: saved,
  options: { logisticsMode: [{ value: 'express', label: 'Express', labelZh: '快递' }], logisticsStatus: [{ value: 'active', label: 'Active', labelZh: '启用' }] },
};
const choice = (id: string, code: string, status: 'active' | 'disabled'): LogisticsChoice => ({ logisticsId: id, code, name: `Channel ${code}`, carrierName: 'DHL', mode: 'express', status });
const choices: LogisticsChoice[] = [choice('lg_a', 'DHL-EXP', 'active'), choice('lg_b', 'UPS-AIR', 'active'), choice('lg_c', 'AIR-ORD', 'disabled'), choice('lg_d', 'SEA-NYC', 'disabled')];
const savedAfter: CartLogistics = { ...saved, logistics: [channel('lg_b', 'UPS-AIR', 'active', true), channel('lg_a', 'DHL-EXP', 'active'), channel('lg_d', 'SEA-NYC', 'disabled')], version: 3 };
const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
const stale = new CallError('envelope', AssetErrorCode.staleVersion, 'This logistics setting was changed by someone else after you opened it.');
const disabled = new CallError('envelope', AssetErrorCode.logisticsDisabled, 'The logistics channel AIR-ORD is disabled.');

const events: EventFixtures<typeof cartLogisticsMachine> = {
  'cartLogistics.editRequested': [{ type: 'cartLogistics.editRequested' }],
  'cartLogistics.toggled': [
    { type: 'cartLogistics.toggled', logisticsId: 'lg_b', selected: true },
    { type: 'cartLogistics.toggled', logisticsId: 'lg_a', selected: false },
    // disabled and not the cart's: never chosen
    { type: 'cartLogistics.toggled', logisticsId: 'lg_c', selected: true },
  ],
  'cartLogistics.defaultChosen': [
    { type: 'cartLogistics.defaultChosen', logisticsId: 'lg_b' },
    { type: 'cartLogistics.defaultChosen', logisticsId: null },
  ],
  'cartLogistics.saveRequested': [{ type: 'cartLogistics.saveRequested' }],
  'cartLogistics.cancelled': [{ type: 'cartLogistics.cancelled' }],
  'cartLogistics.reloadRequested': [{ type: 'cartLogistics.reloadRequested' }],
  'cartLogistics.retry': [{ type: 'cartLogistics.retry' }],
};
const actors: ActorFixtures<typeof cartLogisticsMachine> = {
  loadLogistics: { done: [loaded], error: [failure] },
  loadChoices: { done: [choices], error: [failure] },
  saveLogistics: { done: [savedAfter], error: [stale, disabled] },
};
const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    version: s.context.saved?.version ?? null,
    choices: s.context.choices !== null,
    ids: [...s.context.draft.logisticsIds].sort(),
    def: s.context.draft.defaultLogisticsId,
    e: s.context.error?.code ?? null,
  });

const input = { cartId: 'ct_a' };
const paths = modelPaths(cartLogisticsMachine, { input, events, actors, serializeState });
const runtime = emptyVisits();

describe('cart logistics machine', () => {
  afterEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(getOptions).mockReset();
  });

  it('the fixtures are answers the contract accepts', () => {
    for (const answer of [saved, savedAfter]) expect(cartLogisticsSchema.parse(answer)).toEqual(answer);
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(cartLogisticsMachine, visitedBy(cartLogisticsMachine, paths, input))).toEqual({ states: 7, transitions: 16 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    const announced: Array<{ cartId: string; count: number }> = [];
    const machine = cartLogisticsMachine.provide({ actions: { announceSaved: (_, p) => void announced.push(p) } });
    await replayPath(machine, path, {
      input,
      invoked: ['loadLogistics', 'loadChoices', 'saveLogistics'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        const t = step.event.type;
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('loadingChoices') || s.matches('saving'));
        // the draft always obeys the server's rules: the default among the chosen, no disabled channel newly chosen
        const { logisticsIds, defaultLogisticsId } = s.context.draft;
        if (defaultLogisticsId !== null) expect(logisticsIds).toContain(defaultLogisticsId);
        expect(new Set(logisticsIds).size).toBe(logisticsIds.length);
        expect(logisticsIds).not.toContain('lg_c');
        if (s.matches('loading')) expect(pending.get('loadLogistics')?.input).toEqual({ cartId: 'ct_a' });
        if (s.matches('viewing') || s.matches('loadFailed') || s.matches('loadingChoices')) expect(s.context.draft).toEqual(draftOf(s.context.saved));
        if (s.matches('saving')) {
          const sent = { cartId: 'ct_a', version: s.context.saved?.version, ...s.context.draft };
          expect(pending.get('saveLogistics')?.input).toEqual(sent);
          expect(cartLogisticsSave.body?.safeParse({ logisticsIds, defaultLogisticsId, version: sent.version }).success).toBe(true);
          expect(draftChanged(s.context.saved, s.context.draft), 'only a change is saved').toBe(true);
        }
        if (t === 'cartLogistics.saveRequested' && s.matches('viewing')) expect(draftChanged(before!.context.saved, before!.context.draft)).toBe(false);
        if (t === 'cartLogistics.editRequested' && before?.context.choices) expect(s.value).toBe('editing');
        if (t === 'xstate.done.actor.saveLogistics') {
          expect(announced.at(-1)).toEqual({ cartId: 'ct_a', count: 3 });
          expect(s.context.saved?.version).toBe(3);
        }
        if (t === 'xstate.error.actor.saveLogistics') {
          const code = (step.event as unknown as { error: CallError }).error.code;
          expect(s.value).toBe('editing');
          expect(s.context.error?.code).toBe(code);
          expect(s.context.stale).toBe(code === AssetErrorCode.staleVersion);
          expect(s.context.draft, 'the draft is kept').toEqual(before?.context.draft);
        }
        if (t === 'xstate.error.actor.loadChoices') {
          expect(s.value).toBe('viewing');
          expect(s.context.saved).not.toBeNull();
        }
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(cartLogisticsMachine, runtime, 'replays');
  });

  it('drafts: the first channel chosen becomes the default, dropping the default clears it', () => {
    const empty = draftOf(null);
    const one = toggleDraft(empty, 'lg_a', true);
    expect(one).toEqual({ logisticsIds: ['lg_a'], defaultLogisticsId: 'lg_a' });
    const two = toggleDraft(one, 'lg_b', true);
    expect(two).toEqual({ logisticsIds: ['lg_a', 'lg_b'], defaultLogisticsId: 'lg_a' });
    expect(toggleDraft(two, 'lg_a', false)).toEqual({ logisticsIds: ['lg_b'], defaultLogisticsId: null });
    expect(toggleDraft(two, 'lg_b', true)).toBe(two);
    expect(draftChanged(saved, { logisticsIds: ['lg_d', 'lg_a'], defaultLogisticsId: 'lg_a' }), 'order does not matter').toBe(false);
    expect(draftChanged(saved, { logisticsIds: ['lg_a', 'lg_d'], defaultLogisticsId: null })).toBe(true);
  });

  it('offers the tenant channels by code plus saved ones the search missed; disabled ones only when the cart has them', () => {
    const list = choiceList(savedAfter, [choice('lg_b', 'UPS-AIR', 'active'), choice('lg_c', 'AIR-ORD', 'disabled')]);
    expect(list.map((c) => c.code)).toEqual(['AIR-ORD', 'DHL-EXP', 'SEA-NYC', 'UPS-AIR']);
    expect(list.map((c) => mayChoose(c, savedAfter))).toEqual([false, true, true, true]);
  });

  it('default actors call the contract endpoints with input their schemas accept, reading every page of channels', async () => {
    const seen: Array<[AnyEndpoint, Record<string, unknown>, { save?: boolean; quiet?: boolean; signal?: AbortSignal }]> = [];
    const row = (c: LogisticsChoice) => ({
      id: c.logisticsId,
      code: c.code,
      name: c.name,
      carrierId: 'cr_1',
      carrierName: 'DHL',
      mode: c.mode,
      trunkLineName: null,
      transitDaysMin: 2,
      transitDaysMax: 5,
      status: c.status,
      cartCount: 1,
      updatedAt: '2024-05-01T08:00:00.000Z',
      version: 1,
    });
    vi.mocked(getOptions).mockResolvedValue([]);
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: { body?: { cursor?: string | null } }, opts: never) => {
      seen.push([ep, args as Record<string, unknown>, opts]);
      if (ep === cartLogisticsGet) return Promise.resolve(saved);
      if (ep === logisticsSearch) {
        const first = !args.body?.cursor;
        return Promise.resolve({ rows: (first ? choices.slice(0, 2) : choices.slice(2)).map(row), nextCursor: first ? 'page-2' : null, total: 4, totalCapped: false });
      }
      return Promise.resolve(savedAfter);
    }) as never);
    const actor = createActor(cartLogisticsMachine, { input }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(vi.mocked(getOptions).mock.calls.map((c) => c[0]).sort()).toEqual(['logisticsMode', 'logisticsStatus']);
    actor.send({ type: 'cartLogistics.editRequested' });
    await flush();
    expect(actor.getSnapshot().context.choices).toEqual(choices);
    actor.send({ type: 'cartLogistics.toggled', logisticsId: 'lg_b', selected: true });
    actor.send({ type: 'cartLogistics.defaultChosen', logisticsId: 'lg_b' });
    actor.send({ type: 'cartLogistics.saveRequested' });
    await flush();
    expect(actor.getSnapshot().context.saved).toEqual(savedAfter);
    expect(seen.map((c) => c[0])).toEqual([cartLogisticsGet, logisticsSearch, logisticsSearch, cartLogisticsSave]);
    for (const [ep, args, opts] of seen) {
      expect(opts.signal).toBeInstanceOf(AbortSignal);
      if (ep.params) expect(ep.params.safeParse(args.params).success).toBe(true);
      if (ep.body) expect(ep.body.safeParse(args.body).success).toBe(true);
      expect(ep === cartLogisticsSave ? opts.save : opts.quiet).toBe(true);
    }
    expect((seen[2][1].body as { cursor: string }).cursor).toBe('page-2');
    expect(seen[3][1]).toEqual({ params: { cartId: 'ct_a' }, body: { logisticsIds: ['lg_a', 'lg_d', 'lg_b'], defaultLogisticsId: 'lg_b', version: 2 } });
  });
});
