// Incremental separations machine (/separate/incremental/:id): the isolation and its increments
// are read; an increment is created from skus picked and looked up in the allocation grid (codes
// picked during a lookup wait for the next) with quantities checked before saving, a created one's lines are
// replaced with its version; sync, cancel and terminate are confirmed and sent once, offered only
// in the statuses that allow them and never while an increment syncs or a job is at work (which
// is polled until it is done); a stale version asks for a reload.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import {
  cancelIncrement,
  createIncrement,
  getAllocationIncrementalGroups,
  getIncrements,
  getSeparation,
  incrementSchema,
  syncIncrement,
  terminateIncrement,
  updateIncrementQty,
  type Increment,
} from '../../../src/contract/separate/separation';
import { groupIdsOf, incrementsMachine, type IncrementActionInput, type LoadedIncrements, type SaveIncrementInput } from '../../../src/machines/separate/increments.machine';
import { gridLines, gridProblems } from '../../../src/machines/separate/lines';
import { incrementActionFrom, incrementActions } from '../../../src/machines/separate/rules';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { cell, detail, failure, groupA, groupB, increment, incrementStale, refused } from './fixtures';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type Snap = ReturnType<typeof incrementsMachine.getInitialSnapshot>;

const open: LoadedIncrements = { separation: detail('inEffect'), increments: [increment('i1', 'created'), increment('i2', 'synced')] };
const syncing: LoadedIncrements = { separation: detail('inEffect', { autoIncrementalStatus: true }), increments: [increment('i1', 'syncing'), increment('i2', 'synced')] };
const closed: LoadedIncrements = { separation: detail('suspended'), increments: [increment('i2', 'synced')] };
const cells = [cell('sku_3', 'SKU-003', groupA, 30), cell('sku_3', 'SKU-003', groupB, 12)];
const input = { separationId: 'sp_1' };

const afterAction: Record<'sync' | 'cancel' | 'terminate', Increment['status']> = { sync: 'syncing', cancel: 'cancelled', terminate: 'terminated' };

/**
 * Nothing changed yet since the first read (every increment at version 1, none created here). The
 * fixtures start an edit or an action only from such a state: every transition is still taken,
 * and the graph stays small (sequences of several actions add no transition).
 */
const fresh = (s: Snap) => s.context.increments.every((i) => i.version === 1 && i.id !== 'i3');
const firstSku = (s: Snap) => s.context.editor?.grid.skus[0]?.skuId;

const events: EventFixtures<typeof incrementsMachine> = {
  'increments.retry': [{ type: 'increments.retry' }],
  'increments.reloadRequested': [{ type: 'increments.reloadRequested' }],
  'increments.createRequested': (s) => (fresh(s) ? [{ type: 'increments.createRequested' }] : []),
  'increments.editRequested': (s) => (fresh(s) ? s.context.increments.map((i) => ({ type: 'increments.editRequested' as const, incrementId: i.id })) : []),
  'increments.skusAdded': (s) =>
    s.context.editor && s.context.editor.skuQueue.length === 0 && !s.context.editor.grid.skus.some((x) => x.skuId === 'sku_3')
      ? [{ type: 'increments.skusAdded', codes: ['SKU-003', 'NOPE-9'] }]
      : [],
  'increments.qtyChanged': (s) => {
    const skuId = firstSku(s);
    return skuId
      ? [
          { type: 'increments.qtyChanged', skuId, warehouseGroupId: 'wg_a', value: '6' },
          { type: 'increments.qtyChanged', skuId, warehouseGroupId: 'wg_a', value: '1.5' },
        ]
      : [];
  },
  'increments.skuRemoved': (s) => {
    const skuId = firstSku(s);
    return skuId ? [{ type: 'increments.skuRemoved', skuId }] : [];
  },
  'increments.saveRequested': [{ type: 'increments.saveRequested' }],
  'increments.editCancelled': [{ type: 'increments.editCancelled' }],
  'increments.actionRequested': (s) =>
    fresh(s) ? s.context.increments.flatMap((i) => incrementActions.map((action) => ({ type: 'increments.actionRequested' as const, incrementId: i.id, action }))) : [],
  'increments.confirmed': [{ type: 'increments.confirmed' }],
  'increments.dismissed': [{ type: 'increments.dismissed' }],
};

const saved = (s: Snap): Increment[] => {
  const e = s.context.editor;
  if (!e) return [];
  const lines = gridLines(e.grid, groupIdsOf(s.context.separation)).map((l) => ({ ...l, sku: l.skuId.toUpperCase(), warehouseGroupName: 'G', available: 50 }));
  return [e.mode === 'create' ? increment('i3', 'created', { lines }) : increment(e.incrementId as string, 'created', { lines, version: (e.version ?? 1) + 1 })];
};

const actors: ActorFixtures<typeof incrementsMachine> = {
  loadAll: {
    done: (s) =>
      s.matches({ ready: 'refreshing' }) && s.context.separation
        ? [
            {
              separation: { ...s.context.separation, autoSeparateStatus: false, autoIncrementalStatus: false },
              increments: s.context.increments.map((i) => (i.status === 'syncing' ? { ...i, status: 'synced' as const } : i)),
            },
          ]
        : s.context.separation
          ? [open]
          : [open, syncing, closed],
    error: [failure],
  },
  loadGrid: { done: [cells], error: [failure] },
  saveIncrement: { done: saved, error: [incrementStale, refused] },
  runIncrementAction: {
    done: (s) => {
      const p = s.context.pending;
      const inc = p && s.context.increments.find((i) => i.id === p.incrementId);
      return p && inc ? [{ ...inc, status: afterAction[p.action], version: inc.version + 1 }] : [];
    },
    error: [incrementStale, refused],
  },
};

const serializeState = (s: Snap) => {
  const e = s.context.editor;
  return JSON.stringify({
    v: s.value,
    status: s.context.separation?.status ?? null,
    auto: s.context.separation ? [s.context.separation.autoSeparateStatus, s.context.separation.autoIncrementalStatus] : null,
    incs: s.context.increments.map((i) => `${i.id}:${i.status}`),
    // what the editor's guards read (problems, "not found" and errors only show)
    editor: e ? [e.mode, e.incrementId, e.skuLookup.length, e.skuQueue.length, e.grid.skus.map((x) => x.skuId), e.grid.qty] : null,
    pending: s.context.pending,
    e: s.matches('failed') || s.matches('stale') || s.matches('loadFailed') ? (s.context.error?.code ?? null) : null,
  });
};

const paths = modelPaths(incrementsMachine, { input, events, actors, serializeState });
const runtime = emptyVisits();

describe('incremental separations machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('the fixtures are answers the contract accepts', () => {
    for (const inc of [...open.increments, ...syncing.increments]) expect(incrementSchema.parse(inc)).toEqual(inc);
    expect(getAllocationIncrementalGroups.response.safeParse(cells).success).toBe(true);
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(incrementsMachine, visitedBy(incrementsMachine, paths, input))).toEqual({ states: 16, transitions: 33 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    const saves: Array<{ id: string; created: boolean }> = [];
    const done: string[] = [];
    const machine = incrementsMachine.provide({
      actions: { announceSaved: (_, p) => void saves.push({ id: p.increment.id, created: p.created }), announceDone: (_, p) => void done.push(p.action) },
    });
    await replayPath(machine, path, {
      input,
      invoked: ['loadAll', 'loadGrid', 'saveIncrement', 'runIncrementAction'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        const t = step.event.type;
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('running') || s.matches({ editing: 'loadingGrid' }) || s.matches({ editing: 'saving' }));
        if (s.matches('loading') || s.matches({ ready: 'refreshing' })) expect(pending.get('loadAll')?.input).toEqual({ separationId: 'sp_1' });
        if (s.matches('ready')) {
          const sep = s.context.separation;
          const blocked = !sep || sep.status !== 'inEffect' || sep.autoSeparateStatus || sep.autoIncrementalStatus || s.context.increments.some((x) => x.status === 'syncing');
          expect(s.can({ type: 'increments.createRequested' })).toBe(!blocked);
          for (const inc of s.context.increments) {
            for (const action of incrementActions) {
              expect(s.can({ type: 'increments.actionRequested', incrementId: inc.id, action }), `${action} ${inc.status}`).toBe(!blocked && incrementActionFrom[action].includes(inc.status));
            }
            expect(s.can({ type: 'increments.editRequested', incrementId: inc.id })).toBe(!blocked && inc.status === 'created');
          }
          // polled while something is at work (and retried after a failed refresh)
          if (!blocked || sep?.status !== 'inEffect') expect(s.matches({ ready: 'idle' }) || t !== 'xstate.done.actor.loadAll').toBe(true);
          if (blocked && sep?.status === 'inEffect' && t === 'xstate.done.actor.loadAll') expect(s.matches({ ready: 'watching' })).toBe(true);
        }
        if (t === 'increments.editRequested' && s.matches('editing')) {
          const inc = before?.context.increments.find((x) => x.id === (step.event as unknown as { incrementId: string }).incrementId);
          expect(s.context.editor).toMatchObject({ mode: 'edit', incrementId: inc?.id, version: inc?.version });
          expect(gridLines(s.context.editor!.grid, groupIdsOf(s.context.separation))).toEqual(inc?.lines.map((l) => ({ skuId: l.skuId, warehouseGroupId: l.warehouseGroupId, qty: l.qty })));
        }
        if (s.matches({ editing: 'loadingGrid' })) expect(pending.get('loadGrid')?.input).toEqual({ separationId: 'sp_1', skus: ['SKU-003', 'NOPE-9'] });
        if (t === 'increments.skusAdded' && before?.matches({ editing: 'loadingGrid' })) expect(s.context.editor?.skuQueue).toEqual(['SKU-003', 'NOPE-9']);
        if (t === 'xstate.done.actor.loadGrid') {
          expect(s.context.editor?.notFound.length).toBeGreaterThan(0);
          expect(s.context.editor?.notFound.every((c) => c === 'NOPE-9')).toBe(true);
          expect(s.context.editor?.grid.skus.map((x) => x.sku)).toContain('SKU-003');
          // codes picked meanwhile are looked up next
          expect(s.matches({ editing: 'loadingGrid' })).toBe((before?.context.editor?.skuQueue.length ?? 0) > 0);
        }
        if (t === 'increments.saveRequested' && s.matches({ editing: 'form' })) {
          expect(s.context.editor?.showErrors).toBe(true);
          expect(Object.keys(gridProblems(s.context.editor!.grid, groupIdsOf(s.context.separation))).length).toBeGreaterThan(0);
        }
        if (s.matches({ editing: 'saving' })) {
          const sent = pending.get('saveIncrement')?.input as SaveIncrementInput;
          const e = s.context.editor!;
          expect(sent).toEqual({ mode: e.mode, separationId: 'sp_1', incrementId: e.incrementId, version: e.version, lines: gridLines(e.grid, groupIdsOf(s.context.separation)) });
          const body = sent.mode === 'create' ? { separationId: 'sp_1', lines: sent.lines } : { id: sent.incrementId, version: sent.version, lines: sent.lines };
          expect((sent.mode === 'create' ? createIncrement : updateIncrementQty).body?.safeParse(body).success, 'only a valid grid is sent').toBe(true);
        }
        if (t === 'xstate.done.actor.saveIncrement') {
          const out = (step.event as unknown as { output: Increment }).output;
          expect(saves.at(-1)).toEqual({ id: out.id, created: before?.context.editor?.mode === 'create' });
          expect(s.context.increments.find((x) => x.id === out.id)).toEqual(out);
          expect(s.context.editor).toBeNull();
        }
        if (s.matches('running')) {
          const sent = pending.get('runIncrementAction')?.input as IncrementActionInput;
          const inc = s.context.increments.find((x) => x.id === s.context.pending?.incrementId);
          expect(sent).toEqual({ action: s.context.pending?.action, id: inc?.id, version: inc?.version });
          expect(s.can({ type: 'increments.confirmed' })).toBe(false);
        }
        const confirmations = path.steps.slice(1, i + 1).filter((x, j) => x.event.type === 'increments.confirmed' && path.steps[j].state.matches('confirming')).length;
        expect(calls.runIncrementAction?.length ?? 0).toBe(confirmations);
        if (t === 'xstate.done.actor.runIncrementAction') expect(done.at(-1)).toBe(before?.context.pending?.action);
        if (t.startsWith('xstate.error.actor.') && t !== 'xstate.error.actor.loadAll') {
          const code = (step.event as unknown as { error: { code: string } }).error.code;
          expect(s.context.error?.code).toBe(code);
          if (code === 'SEPARATE_INCREMENT_VERSION_STALE') expect(s.value).toBe('stale');
        }
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(incrementsMachine, runtime, 'replays');
  });

  it('default actors call the contract endpoints with input their schemas accept', async () => {
    const seen: Array<[AnyEndpoint, Record<string, unknown>, { save?: boolean; quiet?: boolean; signal?: AbortSignal }]> = [];
    let incs: Increment[] = [increment('i1', 'created')];
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: Record<string, unknown>, opts: never) => {
      seen.push([ep, args, opts]);
      if (ep === getSeparation) return Promise.resolve(detail('inEffect'));
      if (ep === getIncrements) return Promise.resolve(incs);
      if (ep === getAllocationIncrementalGroups) return Promise.resolve(cells);
      if (ep === createIncrement) {
        incs = [increment('i3', 'created'), ...incs];
        return Promise.resolve(incs[0]);
      }
      if (ep === syncIncrement) return Promise.resolve({ ...incs[0], status: 'synced', version: 2 });
      return Promise.resolve(incs[0]);
    }) as never);
    const actor = createActor(incrementsMachine, { input }).start();
    await flush();
    actor.send({ type: 'increments.createRequested' });
    actor.send({ type: 'increments.skusAdded', codes: ['SKU-003'] });
    await flush();
    actor.send({ type: 'increments.qtyChanged', skuId: 'sku_3', warehouseGroupId: 'wg_b', value: '7' });
    actor.send({ type: 'increments.saveRequested' });
    await flush();
    await flush();
    actor.send({ type: 'increments.actionRequested', incrementId: 'i3', action: 'sync' });
    actor.send({ type: 'increments.confirmed' });
    await flush();
    expect(seen.map(([ep]) => ep.id)).toEqual([
      'separate.detail',
      'separate.incrementalGet',
      'separate.allocationIncrementalGroup',
      'separate.incrementalCreate',
      'separate.detail',
      'separate.incrementalGet',
      'separate.incrementalSync',
      'separate.detail',
      'separate.incrementalGet',
    ]);
    for (const [ep, args, opts] of seen) {
      expect(opts.signal).toBeInstanceOf(AbortSignal);
      expect(ep.permission ? opts.save : opts.quiet).toBe(true);
      if (ep.params) expect(ep.params.safeParse(args.params).success).toBe(true);
      if (ep.body) expect(ep.body.safeParse(args.body).success, ep.id).toBe(true);
    }
    expect(seen.find(([ep]) => ep === createIncrement)?.[1]).toEqual({ body: { separationId: 'sp_1', lines: [{ skuId: 'sku_3', warehouseGroupId: 'wg_b', qty: 7 }] } });
    expect(seen.find(([ep]) => ep === syncIncrement)?.[1]).toEqual({ body: { id: 'i3', version: 1 } });
    for (const ep of [cancelIncrement, terminateIncrement, updateIncrementQty]) expect(ep.permission).toBe('stockSeparate.control');
    actor.stop();
  });
});
