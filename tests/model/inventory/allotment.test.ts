// Allotment machine (/inventory/inventory/allocation): groups and modified groups, pages of a
// group's skus, drafts with the client rules (ratios <= 100 %, fixed <= available), save with the
// allotVersion (stale -> reload), discard confirmation when switching groups with drafts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import { getAllWarehouseGroups, getGroupAllotment, getModifiedWarehouseGroups, InventoryErrorCode, saveGroupAllotment } from '../../../src/contract/inventory/inventory';
import { allotmentMachine, draftIssues, saveItems, type AllotmentInput } from '../../../src/machines/inventory/allotment.machine';
import { checkAllotment, draftsOf, previewSellable, sameAllotments, type DraftAllotment } from '../../../src/machines/inventory/allotRules';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures, type ModelPath } from '../coverage';
import { flush, replayPath } from '../replay';
import { allotAnswer, allotGroups, allotSaved, allotStale, failure, modifiedGroups, skuRow } from './fixtures';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type Snap = ReturnType<typeof allotmentMachine.getInitialSnapshot>;
type AllotPath = ModelPath<typeof allotmentMachine>;

const valid: DraftAllotment[] = [
  { cartId: 'ct_a', mode: 'ratio', value: 40 },
  { cartId: 'ct_b', mode: 'fixed', value: 100 },
];
const over100: DraftAllotment[] = [
  { cartId: 'ct_a', mode: 'ratio', value: 80 },
  { cartId: 'ct_b', mode: 'ratio', value: 30 },
];

const events: EventFixtures<typeof allotmentMachine> = {
  'allot.groupChosen': [{ type: 'allot.groupChosen', groupId: 'wg_2' }],
  'allot.filterChanged': [{ type: 'allot.filterChanged', filter: { sku: 'HA', allotted: 'true' } }],
  'allot.nextPage': [{ type: 'allot.nextPage' }],
  'allot.prevPage': [{ type: 'allot.prevPage' }],
  'allot.edited': [
    { type: 'allot.edited', skuId: 'sk_1', allotments: valid },
    { type: 'allot.edited', skuId: 'sk_1', allotments: over100 },
    { type: 'allot.edited', skuId: 'sk_1', allotments: draftsOf(skuRow) },
  ],
  'allot.skuReset': [{ type: 'allot.skuReset', skuId: 'sk_1' }],
  'allot.discardAll': [{ type: 'allot.discardAll' }],
  'allot.saveRequested': [{ type: 'allot.saveRequested' }],
  'allot.reloadRequested': [{ type: 'allot.reloadRequested' }],
  'allot.retry': [{ type: 'allot.retry' }],
  'allot.discardConfirmed': [{ type: 'allot.discardConfirmed' }],
  'allot.discardCancelled': [{ type: 'allot.discardCancelled' }],
};
const actors: ActorFixtures<typeof allotmentMachine> = {
  loadGroups: { done: [{ groups: allotGroups, modified: modifiedGroups }], error: [failure] },
  loadPage: { done: (s) => [{ ...allotAnswer, group: { ...allotAnswer.group, id: s.context.groupId ?? 'wg_1' } }], error: [failure] },
  saveAllot: { done: (s) => [{ ...allotSaved, group: { ...allotSaved.group, id: s.context.groupId ?? 'wg_1' } }], error: [failure, allotStale] },
};
const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    dirty: Object.keys(s.context.drafts).length > 0,
    valid: draftIssues(s.context.drafts).length === 0,
    shown: s.context.showErrors,
    stale: s.context.stale,
    c: Math.min(s.context.cursors.length, 1),
  });

const inputs: Record<string, AllotmentInput> = { 'with a group': { groupId: 'wg_1' }, 'without a group': {} };
const pathsOf = (input: AllotmentInput) => modelPaths(allotmentMachine, { input, events, actors, serializeState });
const cases: Array<[string, AllotmentInput, AllotPath]> = Object.entries(inputs).flatMap(([name, input]) =>
  pathsOf(input).map((p, i) => [`${name} #${i + 1} ${describePath(p)}`, input, p] as [string, AllotmentInput, AllotPath]),
);
const runtime = emptyVisits();

describe('allotment machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph (with and without a group at start) visit every state and take every transition', () => {
    const visits = emptyVisits();
    for (const input of Object.values(inputs)) visitedBy(allotmentMachine, pathsOf(input), input, visits);
    expect(assertCoverage(allotmentMachine, visits)).toEqual({ states: 9, transitions: 25 });
  });

  it.each(cases)('replays %s', async (_name, input, path) => {
    const announced: number[] = [];
    const machine = allotmentMachine.provide({ actions: { announceSaved: (_, p) => void announced.push(p.changedCount) } });
    await replayPath(machine, path, {
      input,
      invoked: ['loadGroups', 'loadPage', 'saveAllot'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        const t = step.event.type;
        expect(s.hasTag('busy')).toBe(s.matches('loadingGroups') || s.matches('loadingPage') || s.matches('saving'));
        if (s.matches('loadingPage')) {
          const cursor = s.context.cursors.length ? s.context.cursors[s.context.cursors.length - 1] : null;
          expect(pending.get('loadPage')?.input).toEqual({ groupId: s.context.groupId, filter: s.context.filter, cursor });
        }
        if (s.matches('saving')) {
          const items = saveItems(s.context.drafts);
          expect(pending.get('saveAllot')?.input).toEqual({ groupId: s.context.groupId, allotVersion: s.context.group?.allotVersion, items });
          expect(saveGroupAllotment.body?.safeParse({ allotVersion: s.context.group?.allotVersion, items }).success, 'a save the server accepts').toBe(true);
          expect(draftIssues(s.context.drafts)).toEqual([]);
        }
        if (t === 'allot.saveRequested' && before?.matches('editing') && s.matches('editing')) {
          // refused on the client: nothing to save, or the issues are shown
          expect(s.context.showErrors).toBe(Object.keys(s.context.drafts).length > 0);
          expect(draftIssues(s.context.drafts).length > 0 || Object.keys(s.context.drafts).length === 0).toBe(true);
        }
        if (t === 'allot.edited') {
          const edit = step.event as unknown as { allotments: DraftAllotment[] };
          expect(!!s.context.drafts.sk_1).toBe(!sameAllotments(skuRow, edit.allotments));
        }
        if (t === 'xstate.done.actor.saveAllot') {
          expect(announced).toEqual([1]);
          expect(s.context.drafts).toEqual({});
          expect(s.context.group?.allotVersion).toBe(6);
          expect(s.context.page?.rows[0].ratioSum).toBe(40);
          expect(s.context.groups.find((g) => g.id === s.context.groupId)?.modified ?? true).toBe(true);
        } else if (!s.matches('saving')) {
          expect(announced).toEqual(path.steps.slice(1, i + 1).some((x) => (x.event.type as string) === 'xstate.done.actor.saveAllot') ? [1] : []);
        }
        if (t === 'xstate.error.actor.saveAllot') {
          const code = (step.event as unknown as { error: { code: string } }).error.code;
          expect(s.value).toBe('editing');
          expect(s.context.error?.code).toBe(code);
          expect(s.context.stale).toBe(code === InventoryErrorCode.allotVersionStale);
          expect(s.context.drafts, 'edits kept').toEqual(before?.context.drafts);
        }
        if (t === 'allot.discardConfirmed') expect(s.context.drafts).toEqual({});
        if (t === 'allot.discardCancelled') expect(s.context.drafts).toEqual(before?.context.drafts);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(allotmentMachine, runtime, 'replays');
  });

  it('default actors call the contract endpoints with input their schemas accept', async () => {
    const seen: Array<[AnyEndpoint, Record<string, unknown>, { save?: boolean; quiet?: boolean; signal?: AbortSignal }]> = [];
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: never, opts: never) => {
      seen.push([ep, args, opts]);
      if (ep === getAllWarehouseGroups) return Promise.resolve(allotGroups);
      if (ep === getModifiedWarehouseGroups) return Promise.resolve(modifiedGroups);
      if (ep === getGroupAllotment) return Promise.resolve(allotAnswer);
      return Promise.resolve(allotSaved);
    }) as never);
    const actor = createActor(allotmentMachine, { input: { groupId: 'wg_1' } }).start();
    await flush();
    actor.send({ type: 'allot.filterChanged', filter: { sku: ' HA ', allotted: 'false' } });
    await flush();
    actor.send({ type: 'allot.nextPage' });
    await flush();
    actor.send({ type: 'allot.edited', skuId: 'sk_1', allotments: valid });
    actor.send({ type: 'allot.saveRequested' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(seen.map((c) => c[0])).toEqual([getAllWarehouseGroups, getModifiedWarehouseGroups, getGroupAllotment, getGroupAllotment, getGroupAllotment, saveGroupAllotment]);
    for (const [ep, args, opts] of seen) {
      expect(opts.signal).toBeInstanceOf(AbortSignal);
      if (ep.params) expect(ep.params.safeParse(args.params).success).toBe(true);
      if (ep.query) expect(ep.query.safeParse(args.query ?? {}).success).toBe(true);
      if (ep.body) expect(ep.body.safeParse(args.body).success).toBe(true);
      expect(ep === saveGroupAllotment ? opts.save : opts.quiet).toBe(true);
    }
    expect(seen[3][1]).toEqual({ params: { id: 'wg_1' }, query: { pageSize: 20, sku: 'HA', allotted: 'false' } });
    expect(seen[4][1]).toEqual({ params: { id: 'wg_1' }, query: { pageSize: 20, sku: 'HA', allotted: 'false', cursor: 'cursor-2' } });
    expect(seen[5][1]).toEqual({ params: { id: 'wg_1' }, body: { allotVersion: 5, items: [{ skuId: 'sk_1', allotments: [{ cartId: 'ct_a', mode: 'ratio', value: 40 }, { cartId: 'ct_b', mode: 'fixed', value: 100 }] }] } });
  });

  it('leaving a loading state aborts its request', () => {
    vi.mocked(call).mockImplementation(() => new Promise(() => {}) as never);
    const actor = createActor(allotmentMachine, { input: {} }).start();
    const signal = vi.mocked(call).mock.calls[0][2]?.signal;
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });
});

describe('allotment rules (client side, before the server checks again)', () => {
  const row = { available: 1000 };
  it('ratios at most 100 % and fixed quantities at most the group available', () => {
    expect(checkAllotment(row, valid).issues).toEqual([]);
    expect(checkAllotment(row, over100)).toMatchObject({ ratioSum: 110, issues: [{ code: InventoryErrorCode.allotRatioOver100 }] });
    expect(checkAllotment(row, [{ cartId: 'a', mode: 'fixed', value: 600 }, { cartId: 'b', mode: 'fixed', value: 401 }]).issues).toEqual([{ code: InventoryErrorCode.allotExceedsAvailable }]);
    expect(checkAllotment(row, [{ cartId: 'a', mode: 'ratio', value: 33.33 }, { cartId: 'b', mode: 'ratio', value: 66.67 }]).issues).toEqual([]);
  });

  it('each value: required, at most 100 %, 2 decimals, whole quantities, not negative, a shop once', () => {
    const codes = (a: DraftAllotment[]) => checkAllotment(row, a).issues.map((i) => i.code);
    expect(codes([{ cartId: 'a', mode: 'ratio', value: null }])).toEqual(['required']);
    expect(codes([{ cartId: 'a', mode: 'ratio', value: 101 }])).toEqual(['ratioRange', InventoryErrorCode.allotRatioOver100]);
    expect(codes([{ cartId: 'a', mode: 'ratio', value: 12.345 }])).toEqual(['ratioDecimals']);
    expect(codes([{ cartId: 'a', mode: 'fixed', value: 2.5 }])).toEqual(['fixedInteger']);
    expect(codes([{ cartId: 'a', mode: 'fixed', value: -1 }])).toEqual(['negative']);
    expect(codes([{ cartId: 'a', mode: 'fixed', value: 1 }, { cartId: 'a', mode: 'ratio', value: 1 }])).toEqual(['cartRepeat']);
  });

  it('previews what each shop sells: fixed first (scaled down below their sum), then ratios of the rest', () => {
    expect(previewSellable(1000, valid)).toEqual({ byCart: { ct_b: 100, ct_a: 360 }, shared: 540 });
    expect(previewSellable(50, [{ cartId: 'a', mode: 'fixed', value: 60 }, { cartId: 'b', mode: 'fixed', value: 40 }])).toEqual({ byCart: { a: 30, b: 20 }, shared: 0 });
  });
});
