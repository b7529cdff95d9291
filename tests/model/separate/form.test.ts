// Isolation form machine (/separate/setting/:id?): a new isolation's header is checked (name, shop,
// start, end after start) and created, an existing draft's header is updated with its version or
// skipped when unchanged; then groups are chosen, skus picked (codes picked while a lookup runs
// wait for the next one) and quantities typed (a cell above its stock is a problem as typed) (whole, positive) and checked with separate.groupCheck before
// separate.groupSubmit (short stock is shown, the user may save anyway); an isolation past
// editing is not offered; unsaved changes make leaving ask. Paths cover every state and
// transition for a new isolation, a draft edited, and the groups step opened after creating.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, getOptions } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import {
  checkSeparationGroups,
  createSeparation,
  getAllocationWarehouseGroups,
  getCartOptions,
  getSeparation,
  getSeparationWarehouseGroups,
  separationFormSchema,
  submitSeparationGroups,
  updateSeparation,
  type SeparationDetail,
} from '../../../src/contract/separate/separation';
import { headerBody, headerOf, headerProblems, sameHeader, type CartOption, type HeaderValues } from '../../../src/machines/separate/header';
import { cellKey, cellProblems, groupAvailable, gridLines, gridProblems, qtyProblem, skuCodesProblem } from '../../../src/machines/separate/lines';
import {
  hasUnsavedChanges,
  isDirty,
  linesChanged,
  separationFormMachine,
  type CheckAnswer,
  type LoadedGroups,
  type SaveHeaderInput,
  type SeparationFormInput,
  type SubmitLinesInput,
} from '../../../src/machines/separate/separationForm.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures, type ModelPath } from '../coverage';
import { flush, replayPath } from '../replay';
import { cell, detail, failure, groupA, groupB, refused, stale } from './fixtures';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn(), getOptions: vi.fn() }));

type Snap = ReturnType<typeof separationFormMachine.getInitialSnapshot>;
type FormPath = ModelPath<typeof separationFormMachine>;

const platforms = [
  { value: 'amazon', label: 'Amazon', labelZh: '亚马逊' },
  { value: 'ebay', label: 'eBay' },
];
const cartA: CartOption = { id: 'ct_1', code: 'HA-AMZ-US-001', name: 'Harbor - Amazon US', platformCode: 'amazon', warehouseGroupId: groupA.id };
const cartB: CartOption = { id: 'ct_2', code: 'HA-EBAY-001', name: 'Harbor - eBay', platformCode: 'ebay', warehouseGroupId: null };
const draft = detail('draft');
const usable = (selected: string[]): LoadedGroups['groups'] => [groupA, groupB].map((g) => ({ ...g, available: 100, selected: selected.includes(g.id) }));
const lineCells = [cell('sku_1', 'SKU-001', groupA, 90, 10), cell('sku_2', 'SKU-002', groupB, 40, 5)];
const newCells = [cell('sku_3', 'SKU-003', groupA, 30), cell('sku_3', 'SKU-003', groupB, 12)];
const short: CheckAnswer = {
  ok: false,
  problems: [{ skuId: 'sku_3', sku: 'SKU-003', warehouseGroupId: groupA.id, warehouseGroupName: groupA.name, qty: 50, available: 30, message: 'Only 30 available.' }],
};

const VALID_START = '2099-01-01T00:00';
const VALID_END = '2099-03-31T00:00';

/** The next field change toward a valid header (one at a time keeps the graph small). */
function nextFieldChanges(v: HeaderValues) {
  const change = (field: 'name' | 'cartId' | 'startAt' | 'abortedAt' | 'autoStart' | 'remark', value: string | boolean) => ({ type: 'form.fieldChanged' as const, field, value });
  if (!v.name) return [change('name', 'Prime day reserve')];
  if (!v.cartId) return [change('cartId', 'ct_1')];
  if (!v.startAt) return [change('startAt', VALID_START)];
  if (!v.abortedAt) return [change('abortedAt', VALID_END), change('abortedAt', '2098-06-01T00:00')];
  if (headerProblems(v).abortedAt) return [change('abortedAt', VALID_END)];
  return v.remark ? [] : [change('remark', 'For the summer sale'), change('autoStart', true)];
}

/** The sku the fixtures add, edit and remove (the saved lines of a draft stay as they are). */
const added = (s: Snap) => s.context.grid.skus.some((x) => x.skuId === 'sku_3');

const events: EventFixtures<typeof separationFormMachine> = {
  'form.retry': [{ type: 'form.retry' }],
  'form.reloadRequested': [{ type: 'form.reloadRequested' }],
  'form.fieldChanged': (s) => nextFieldChanges(s.context.values),
  'form.platformChosen': (s) => (s.context.values.platformCode === null ? [{ type: 'form.platformChosen', platformCode: 'amazon' }] : []),
  'form.headerSubmitted': [{ type: 'form.headerSubmitted' }],
  'form.backToHeader': [{ type: 'form.backToHeader' }],
  'form.groupToggled': (s) => [{ type: 'form.groupToggled' as const, groupId: groupB.id, selected: !s.context.chosen.includes(groupB.id) }],
  'form.skusAdded': (s) => (!added(s) && s.context.skuQueue.length === 0 ? [{ type: 'form.skusAdded', codes: ['SKU-003', 'NOPE-9'] }] : []),
  'form.qtyChanged': (s) =>
    added(s)
      ? [
          { type: 'form.qtyChanged', skuId: 'sku_3', warehouseGroupId: groupA.id, value: '20' },
          { type: 'form.qtyChanged', skuId: 'sku_3', warehouseGroupId: groupA.id, value: '0' },
        ]
      : [],
  'form.skuRemoved': (s) => (added(s) ? [{ type: 'form.skuRemoved', skuId: 'sku_3' }] : []),
  'form.linesSubmitted': [{ type: 'form.linesSubmitted' }],
  'form.saveAnyway': [{ type: 'form.saveAnyway' }],
  'form.problemsDismissed': [{ type: 'form.problemsDismissed' }],
  'form.leaveRequested': [{ type: 'form.leaveRequested', to: '/separate/control' }],
  'form.backRequested': [{ type: 'form.backRequested' }],
  'form.leaveConfirmed': [{ type: 'form.leaveConfirmed' }],
  'form.leaveCancelled': [{ type: 'form.leaveCancelled' }],
};

const savedHeader = (s: Snap): SeparationDetail[] => {
  const body = headerBody(s.context.values);
  const base = s.context.detail ?? detail('draft', { lines: [], warehouseGroups: [], lineCount: 0, totalQty: 0, version: 0 });
  return [{ ...base, ...body, platformCode: 'amazon', cartName: cartA.name, version: base.version + 1 }];
};

const actors: ActorFixtures<typeof separationFormMachine> = {
  loadForm: {
    done: (s) =>
      s.context.id === null
        ? [{ detail: null, platforms, carts: [cartA, cartB] }]
        : [
            { detail: draft, platforms, carts: [cartA] },
            { detail: detail('inEffect'), platforms, carts: [cartA] },
          ],
    error: [failure],
  },
  loadCarts: { done: [[cartA]], error: [failure] },
  saveHeader: { done: savedHeader, error: [stale, refused] },
  loadGroups: {
    done: (s) => [{ groups: usable(s.context.detail?.warehouseGroups.map((g) => g.id) ?? []), cells: s.context.detail?.lines.length ? lineCells : [] }],
    error: [failure],
  },
  loadGrid: { done: [newCells], error: [failure] },
  checkLines: { done: [{ ok: true, problems: [] }, short], error: [failure] },
  submitLines: { done: (s) => [{ ...(s.context.detail as SeparationDetail), version: (s.context.detail?.version ?? 0) + 1 }], error: [stale, refused] },
};

/**
 * The graph's abstraction: in the header only what its guards and fixtures read of the values (the
 * lines only as changed or not); in the groups step only the lines (the header only as saved or
 * not). The paths are replayed with the exact contexts.
 */
const serializeState = (s: Snap) => {
  const c = s.context;
  const inHeader = s.matches('header') || s.matches('loading') || s.matches('loadFailed') || s.matches('stale') || s.matches('notEditable');
  const inGroups = s.matches('groups');
  const leaving = s.matches('confirmingLeave');
  const header = [headerProblems(c.values), sameHeader(c.values, c.initialValues), c.values.platformCode, c.values.cartId, !!c.values.remark, c.carts.length];
  const lines = [[...c.chosen].sort(), c.grid.skus.map((x) => x.skuId), c.grid.qty, c.skuLookup.length, c.skuQueue.length];
  return JSON.stringify({
    v: s.value,
    id: c.id,
    status: c.detail?.status ?? null,
    header: inHeader || (leaving && c.returnTo === 'header') ? header : sameHeader(c.values, c.initialValues),
    lines: inGroups || (leaving && c.returnTo === 'groups') ? lines : linesChanged(c),
    returnTo: leaving ? c.returnTo : null,
    e: s.matches('stale') || s.matches('loadFailed') ? (c.error?.code ?? null) : null,
  });
};

const inputs: Record<string, SeparationFormInput> = {
  'a new isolation': { id: null },
  'a draft edited': { id: 'sp_1' },
  'the groups after creating': { id: 'sp_1', step: 'groups' },
};
// opened at the groups, only what is new there is explored (the rest is the draft's graph again)
const groupsOnly: EventFixtures<typeof separationFormMachine> = { ...events, 'form.fieldChanged': [], 'form.skusAdded': [], 'form.groupToggled': [], 'form.backRequested': [] };
const pathsOf = (input: SeparationFormInput) => modelPaths(separationFormMachine, { input, events: input.step === 'groups' ? groupsOnly : events, actors, serializeState });
const cases: Array<[string, SeparationFormInput, FormPath]> = Object.entries(inputs).flatMap(([name, input]) =>
  pathsOf(input).map((p, i) => [`${name} #${i + 1} ${describePath(p)}`, input, p] as [string, SeparationFormInput, FormPath]),
);
const runtime = emptyVisits();
const busy = ['loading', { header: 'saving' }, { groups: 'loading' }, { groups: 'loadingGrid' }, { groups: 'checking' }, { groups: 'submitting' }] as const;

describe('isolation form machine', () => {
  afterEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(getOptions).mockReset();
  });

  it('paths from xstate/graph (new, draft, groups after creating) visit every state and take every transition', () => {
    const visits = emptyVisits();
    for (const input of Object.values(inputs)) visitedBy(separationFormMachine, pathsOf(input), input, visits);
    expect(assertCoverage(separationFormMachine, visits)).toEqual({ states: 20, transitions: 52 });
  });

  it.each(cases)('replays %s', async (_name, input, path) => {
    const created: string[] = [];
    const saved: string[] = [];
    const machine = separationFormMachine.provide({ actions: { announceCreated: (_, p) => void created.push(p.id), announceSaved: (_, p) => void saved.push(p.id) } });
    await replayPath(machine, path, {
      input,
      invoked: ['loadForm', 'loadCarts', 'saveHeader', 'loadGroups', 'loadGrid', 'checkLines', 'submitLines'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        const t = step.event.type;
        const c = s.context;
        expect(s.hasTag('busy')).toBe(busy.some((b) => s.matches(b as never)));
        if (s.matches('loading')) expect(pending.get('loadForm')?.input).toEqual({ id: c.id });
        if (s.matches({ header: 'loadingCarts' })) expect(pending.get('loadCarts')?.input).toEqual({ platformCode: 'amazon' });
        if (t === 'xstate.done.actor.loadCarts') expect(c.values.cartId === null || c.carts.some((x) => x.id === c.values.cartId)).toBe(true);
        if (s.matches({ header: 'saving' })) {
          const sent = pending.get('saveHeader')?.input as SaveHeaderInput;
          expect(sent).toEqual({ id: c.id, version: c.detail?.version ?? null, values: c.values });
          // only valid values are sent, and they make a body the contract accepts
          expect(headerProblems(sent.values)).toEqual({});
          const body = headerBody(sent.values);
          expect((sent.id ? updateSeparation : createSeparation).body?.safeParse(sent.id ? { ...body, id: sent.id, version: sent.version } : body).success).toBe(true);
          expect(separationFormSchema.safeParse(body).success).toBe(true);
        }
        if (t === 'form.headerSubmitted' && s.matches({ header: 'editing' })) {
          expect(c.showHeaderErrors).toBe(true);
          expect(Object.keys(headerProblems(c.values)).length).toBeGreaterThan(0);
        }
        if (t === 'form.headerSubmitted' && s.matches('groups')) expect(before?.context.id !== null && sameHeader(c.values, c.initialValues)).toBe(true);
        if (t === 'xstate.done.actor.saveHeader') {
          expect(created.at(-1)).toBe('sp_1');
          expect(c.id).toBe('sp_1');
          expect(sameHeader(c.values, c.initialValues)).toBe(true);
        }
        if (s.matches({ groups: 'loading' })) expect(pending.get('loadGroups')?.input).toEqual({ id: 'sp_1' });
        if (t === 'xstate.done.actor.loadGroups' && before?.context.chosen.length === 0) {
          // a new isolation starts with the shop's own group when it may be used
          expect(c.chosen).toEqual(before.context.detail?.warehouseGroups.length ? before.context.detail.warehouseGroups.map((g) => g.id) : [groupA.id]);
        }
        if (s.matches({ groups: 'loadingGrid' })) expect(pending.get('loadGrid')?.input).toEqual({ id: 'sp_1', skus: ['SKU-003', 'NOPE-9'] });
        if (t === 'form.skusAdded' && before?.matches({ groups: 'loadingGrid' })) expect(c.skuQueue).toEqual(['SKU-003', 'NOPE-9']);
        if (t === 'xstate.done.actor.loadGrid') {
          expect(c.notFound.length).toBeGreaterThan(0);
          expect(c.notFound.every((code) => code === 'NOPE-9')).toBe(true);
          expect(added(s)).toBe(true);
          // codes picked meanwhile are looked up next
          expect(s.matches({ groups: 'loadingGrid' })).toBe((before?.context.skuQueue.length ?? 0) > 0);
        }
        if (t === 'form.linesSubmitted' && s.matches({ groups: 'editing' })) {
          expect(c.showLineErrors).toBe(true);
          expect(Object.keys(gridProblems(c.grid, c.chosen)).length).toBeGreaterThan(0);
        }
        if (s.matches({ groups: 'checking' })) {
          const sent = pending.get('checkLines')?.input as { id: string; lines: unknown };
          expect(sent).toEqual({ id: 'sp_1', lines: gridLines(c.grid, c.chosen) });
          expect(checkSeparationGroups.body?.safeParse(sent).success, 'only valid lines are checked').toBe(true);
        }
        if (s.matches({ groups: 'submitting' })) {
          const sent = pending.get('submitLines')?.input as SubmitLinesInput;
          expect(sent).toEqual({ id: 'sp_1', version: c.detail?.version, groupIds: c.chosen, lines: gridLines(c.grid, c.chosen) });
          expect(submitSeparationGroups.body?.safeParse({ id: sent.id, version: sent.version, warehouseGroupIds: sent.groupIds, lines: sent.lines }).success).toBe(true);
          // the lines were checked first (or were unchanged: nothing is sent then)
          expect(calls.checkLines?.length ?? 0).toBeGreaterThan(0);
        }
        if (t === 'xstate.done.actor.checkLines' && s.matches({ groups: 'problems' })) expect(c.problems).toEqual(short.problems);
        if (s.matches('saved')) expect(saved.length).toBe(1);
        if (t === 'form.linesSubmitted' && s.matches('saved')) {
          expect(linesChanged(c)).toBe(false);
          expect(calls.submitLines ?? []).toEqual([]);
        }
        if (s.matches('confirmingLeave')) expect(isDirty(c)).toBe(true);
        if (s.matches('left')) {
          expect(before?.matches('confirmingLeave') || !isDirty(before!.context)).toBe(true);
          expect([c.leaveTo, c.goBack]).toEqual(path.steps.slice(1, i + 1).reverse().find((x) => x.event.type === 'form.leaveRequested' || x.event.type === 'form.backRequested')?.event.type === 'form.backRequested' ? [null, true] : ['/separate/control', false]);
        }
        if (t === 'form.leaveCancelled') expect(s.matches({ header: 'editing' }) || s.matches({ groups: 'editing' })).toBe(true);
        expect(hasUnsavedChanges(s)).toBe((s.matches('header') || s.matches('groups') || s.matches('confirmingLeave')) && isDirty(c));
        if (t.startsWith('xstate.error.actor.') && (step.event as unknown as { error: { code: string } }).error.code === 'SEPARATE_VERSION_STALE') expect(s.value).toBe('stale');
        if (s.matches('notEditable')) expect(c.detail?.status).toBe('inEffect');
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(separationFormMachine, runtime, 'replays');
  });

  it('header checks mirror the contract: name, shop, times, end after start, lengths', () => {
    const ok: HeaderValues = { name: 'A', platformCode: null, cartId: 'ct_1', startAt: VALID_START, abortedAt: VALID_END, autoStart: false, remark: '' };
    expect(headerProblems(ok)).toEqual({});
    expect(separationFormSchema.safeParse(headerBody(ok)).success).toBe(true);
    expect(headerProblems({ ...ok, name: '  ', cartId: null, startAt: '', abortedAt: 'soon' })).toEqual({ name: 'required', cartId: 'required', startAt: 'required', abortedAt: 'invalidTime' });
    expect(headerProblems({ ...ok, name: 'x'.repeat(61), remark: 'y'.repeat(201), abortedAt: VALID_START })).toEqual({ name: 'tooLong', remark: 'tooLong', abortedAt: 'endBeforeStart' });
    expect(headerOf(draft)).toMatchObject({ name: draft.name, cartId: 'ct_1', platformCode: 'amazon' });
  });

  it('line checks mirror the contract: whole positive quantities, at most 10,000,000, codes once (ERROR_REPEAT)', () => {
    expect(['', '1', '10000000'].map((v) => qtyProblem(v))).toEqual([null, null, null]);
    expect(['0', '-1', '1.5', '1e3', '10000001', 'abc'].map((v) => qtyProblem(v))).toEqual(Array(6).fill('qtyInvalid'));
    expect(skuCodesProblem('A B, C;D')).toBeNull();
    expect(skuCodesProblem('A a A')).toBe('ERROR_REPEAT');
    expect(skuCodesProblem(' ,\n')).toBe('required');
    expect(skuCodesProblem(Array.from({ length: 501 }, (_, i) => `S${i}`).join(' '))).toBe('tooManySkus');
    const grid = { skus: [{ skuId: 'a', sku: 'A', skuName: '' }], available: {}, qty: { [cellKey('a', 'g1')]: '3', [cellKey('a', 'g2')]: 'x' } };
    expect(gridProblems(grid, ['g1', 'g2'])).toEqual({ [cellKey('a', 'g2')]: 'qtyInvalid' });
    expect(gridProblems(grid, [])).toEqual({ _groups: 'noGroups', _lines: 'noLines' });
    expect(gridLines(grid, ['g1', 'g2'])).toEqual([{ skuId: 'a', warehouseGroupId: 'g1', qty: 3 }]);
  });

  it('a quantity above the stock available is a problem of its cell as it is typed; a group shows the stock of the grid skus', () => {
    expect(qtyProblem('31', 30)).toBe('qtyOverAvailable');
    expect(qtyProblem('30', 30)).toBeNull();
    expect(qtyProblem('x', 30)).toBe('qtyInvalid');
    const grid = {
      skus: [
        { skuId: 'a', sku: 'A', skuName: '' },
        { skuId: 'b', sku: 'B', skuName: '' },
      ],
      available: { [cellKey('a', 'g1')]: 800, [cellKey('b', 'g1')]: 35, [cellKey('a', 'g2')]: 0 },
      qty: { [cellKey('a', 'g1')]: '801' },
    };
    expect(gridProblems(grid, ['g1'])).toEqual({ [cellKey('a', 'g1')]: 'qtyOverAvailable' });
    const problems = gridProblems(grid, ['g1', 'g2'], { groupsChosen: true });
    expect(cellProblems({ ...problems, _groups: 'noGroups', _lines: 'noLines' })).toEqual({ [cellKey('a', 'g1')]: 'qtyOverAvailable' });
    expect([groupAvailable(grid, 'g1'), groupAvailable(grid, 'g2'), groupAvailable(grid, 'g3')]).toEqual([835, 0, 0]);
  });

  it('default actors call the contract endpoints with input their schemas accept', async () => {
    const seen: Array<[AnyEndpoint, Record<string, unknown>, { save?: boolean; quiet?: boolean; signal?: AbortSignal }]> = [];
    let current: SeparationDetail = detail('draft', { lines: [], warehouseGroups: [], lineCount: 0, totalQty: 0, version: 1 });
    vi.mocked(getOptions).mockResolvedValue(platforms);
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: Record<string, unknown>, opts: never) => {
      seen.push([ep, args, opts]);
      if (ep === getCartOptions) return Promise.resolve([cartA]);
      if (ep === createSeparation) return Promise.resolve(current);
      if (ep === getSeparationWarehouseGroups) return Promise.resolve(usable([]));
      if (ep === getAllocationWarehouseGroups) return Promise.resolve((args.body as { skus: string[] }).skus.length ? newCells : []);
      if (ep === checkSeparationGroups) return Promise.resolve({ ok: true, problems: [] });
      if (ep === submitSeparationGroups) {
        current = { ...current, version: 2 };
        return Promise.resolve(current);
      }
      return Promise.reject(new Error(`unexpected ${ep.id}`));
    }) as never);
    const actor = createActor(separationFormMachine, { input: { id: null } }).start();
    await flush();
    await flush();
    for (const e of [
      { field: 'name', value: 'Summer' },
      { field: 'cartId', value: 'ct_1' },
      { field: 'startAt', value: VALID_START },
      { field: 'abortedAt', value: VALID_END },
    ] as const) {
      actor.send({ type: 'form.fieldChanged', ...e });
    }
    expect(actor.getSnapshot().context.values.platformCode).toBe('amazon');
    actor.send({ type: 'form.headerSubmitted' });
    await flush();
    await flush();
    expect(actor.getSnapshot().matches({ groups: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.chosen).toEqual([groupA.id]);
    actor.send({ type: 'form.groupToggled', groupId: groupB.id, selected: true });
    actor.send({ type: 'form.skusAdded', codes: ['SKU-003'] });
    await flush();
    actor.send({ type: 'form.qtyChanged', skuId: 'sku_3', warehouseGroupId: groupA.id, value: '20' });
    actor.send({ type: 'form.qtyChanged', skuId: 'sku_3', warehouseGroupId: groupB.id, value: '5' });
    actor.send({ type: 'form.linesSubmitted' });
    actor.send({ type: 'form.linesSubmitted' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(seen.map(([ep]) => ep.id)).toEqual([
      'separate.cartOption',
      'separate.create',
      'separate.warehouseGroup',
      'separate.allocationWarehouseGroup',
      'separate.allocationWarehouseGroup',
      'separate.groupCheck',
      'separate.groupSubmit',
    ]);
    for (const [ep, args, opts] of seen) {
      expect(opts.signal).toBeInstanceOf(AbortSignal);
      expect(ep.permission ? opts.save : opts.quiet).toBe(true);
      if (ep.query) expect(ep.query.safeParse(args.query).success).toBe(true);
      if (ep.body) expect(ep.body.safeParse(args.body).success, ep.id).toBe(true);
    }
    expect(seen.find(([ep]) => ep === submitSeparationGroups)?.[1]).toEqual({
      body: {
        id: 'sp_1',
        version: 1,
        warehouseGroupIds: [groupA.id, groupB.id],
        lines: [
          { skuId: 'sku_3', warehouseGroupId: groupA.id, qty: 20 },
          { skuId: 'sku_3', warehouseGroupId: groupB.id, qty: 5 },
        ],
      },
    });
    expect(vi.mocked(getOptions).mock.calls.map((x) => x[0])).toEqual(['platform']);
    expect(getSeparation.params?.safeParse({ id: 'sp_1' }).success).toBe(true);
    actor.stop();
  });
});
