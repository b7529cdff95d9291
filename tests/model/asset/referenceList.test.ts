// Reference list machine, once per reference descriptor (carriers, ports, trunk lines): load,
// create and edit in a form checked with the descriptor's schema, save with server errors (code
// taken), delete after a confirmation that stays open with the reason when refused (in use).
// Then the descriptor's calls: list, create, update (with the version read), delete, with input
// their endpoints' schemas accept.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, CallError } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import { referenceListMachine } from '../../../src/machines/asset/referenceList.machine';
import { validateValues } from '../../../src/machines/generic/detail.machine';
import { referenceSources } from '../../../src/resources/asset/references';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

vi.mock(import('@lingui/core/macro'), () => import('../lingui-macro') as never);
vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type Snap = ReturnType<typeof referenceListMachine.getInitialSnapshot>;
const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
const codeTaken = new CallError('envelope', 'ASSET_CARRIER_CODE_TAKEN', 'the code DHL is taken');
const inUse = new CallError('envelope', 'ASSET_CARRIER_IN_USE', 'channels use this carrier');

describe.each(referenceSources.map((s) => [s.key, s] as const))('reference list machine with %s', (_key, source) => {
  const { item, values } = source.examples;
  const id = source.idOf(item);
  const field = Object.keys(values.invalid).find((k) => JSON.stringify(values.invalid[k]) !== JSON.stringify(values.valid[k]))!;
  const input = { source };
  const events: EventFixtures<typeof referenceListMachine> = {
    'ref.createRequested': [{ type: 'ref.createRequested' }],
    'ref.editRequested': [{ type: 'ref.editRequested', id }, { type: 'ref.editRequested', id: 'gone' }],
    'ref.fieldChanged': [
      { type: 'ref.fieldChanged', name: field, value: values.valid[field] },
      { type: 'ref.fieldChanged', name: field, value: values.invalid[field] },
    ],
    'ref.submitted': [{ type: 'ref.submitted' }],
    'ref.cancelled': [{ type: 'ref.cancelled' }],
    'ref.deleteRequested': [{ type: 'ref.deleteRequested', id }],
    'ref.deleteConfirmed': [{ type: 'ref.deleteConfirmed' }],
    'ref.deleteCancelled': [{ type: 'ref.deleteCancelled' }],
    'ref.reloadRequested': [{ type: 'ref.reloadRequested' }],
    'ref.retry': [{ type: 'ref.retry' }],
  };
  const actors: ActorFixtures<typeof referenceListMachine> = {
    loadItems: { done: [[item]], error: [failure] },
    saveItem: { done: [item], error: [codeTaken] },
    removeItem: { done: [{ id }], error: [inUse] },
  };
  const serializeState = (s: Snap) =>
    JSON.stringify({
      v: s.value,
      n: s.context.items.length,
      f: s.context.form ? { item: !!s.context.form.item, valid: Object.keys(validateValues(source.schema, s.context.form.values)).length === 0, shown: s.context.form.showErrors } : null,
      e: !!s.context.error,
    });
  const paths = modelPaths(referenceListMachine, { input, events, actors, serializeState });
  const runtime = emptyVisits();

  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(referenceListMachine, visitedBy(referenceListMachine, paths, input))).toEqual({ states: 8, transitions: 17 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    const saved: Array<{ created: boolean }> = [];
    const deleted: string[] = [];
    const machine = referenceListMachine.provide({ actions: { announceSaved: (_, p) => void saved.push({ created: p.created }), announceDeleted: (_, p) => void deleted.push(p.id) } });
    await replayPath(machine, path, {
      input,
      invoked: ['loadItems', 'saveItem', 'removeItem'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('saving') || s.matches('deleting'));
        const t = step.event.type;
        if (t === 'ref.createRequested') expect(s.context.form).toEqual({ item: null, values: source.fromItem(null), fieldErrors: {}, showErrors: false });
        if (t === 'ref.editRequested' && s.matches('editing')) expect(s.context.form?.values).toEqual(source.fromItem(item));
        if (t === 'ref.submitted' && before?.matches('editing')) {
          const errors = validateValues(source.schema, before.context.form!.values);
          expect(s.value).toBe(Object.keys(errors).length ? 'editing' : 'saving');
          if (s.matches('editing')) expect(s.context.form?.fieldErrors).toEqual(errors);
        }
        if (s.matches('saving')) expect(pending.get('saveItem')?.input).toMatchObject({ item: s.context.form?.item, values: s.context.form?.values });
        if (s.matches('deleting')) expect(pending.get('removeItem')?.input).toMatchObject({ item });
        if (t === 'xstate.done.actor.saveItem') {
          expect(s.context.items.filter((x) => source.idOf(x) === id)).toHaveLength(1);
          expect(saved.at(-1)).toEqual({ created: !before?.context.form?.item });
          expect(s.context.form).toBeNull();
        }
        if (t === 'xstate.error.actor.saveItem') {
          expect(s.value).toBe('editing');
          expect(s.context.error?.code).toBe('ASSET_CARRIER_CODE_TAKEN');
          expect(s.context.form?.values).toEqual(before?.context.form?.values);
        }
        if (t === 'xstate.done.actor.removeItem') {
          expect(deleted.at(-1)).toBe(id);
          expect(s.context.items.some((x) => source.idOf(x) === id)).toBe(false);
        }
        if (t === 'xstate.error.actor.removeItem') {
          expect(s.value).toBe('confirmingDelete');
          expect(s.context.error?.message).toBe('channels use this carrier');
        }
        if (s.matches('failed')) expect(s.context.loadError?.code).toBe('SYS_INTERNAL_ERROR');
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(referenceListMachine, runtime, 'replays');
  });

  it("the descriptor's rules: the item's values and the valid example pass, the invalid one fails with keys", () => {
    expect(validateValues(source.schema, source.fromItem(item))).toEqual({});
    expect(validateValues(source.schema, values.valid)).toEqual({});
    const errors = validateValues(source.schema, values.invalid);
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    for (const m of Object.values(errors)) expect(m).toMatch(/^[A-Za-z0-9_.]+$/);
    for (const f of source.fields) expect(Object.keys(source.fromItem(null))).toContain(f.name);
    expect(source.labelOf(item)).toBeTruthy();
  });

  it('default calls: list, create, update with the version read, delete, with input the schemas accept', async () => {
    const seen: Array<[AnyEndpoint, Record<string, unknown>, { signal?: AbortSignal; save?: boolean }]> = [];
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: Record<string, unknown>, opts: never) => {
      seen.push([ep, args, opts]);
      return Promise.resolve(ep.method === 'GET' ? [item] : ep.method === 'DELETE' ? { id } : item);
    }) as never);
    const actor = createActor(referenceListMachine, { input }).start();
    await flush();
    actor.send({ type: 'ref.createRequested' });
    for (const [name, value] of Object.entries(values.valid)) actor.send({ type: 'ref.fieldChanged', name, value });
    actor.send({ type: 'ref.submitted' });
    await flush();
    actor.send({ type: 'ref.editRequested', id });
    actor.send({ type: 'ref.submitted' });
    await flush();
    actor.send({ type: 'ref.deleteRequested', id });
    actor.send({ type: 'ref.deleteConfirmed' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(seen.map(([ep]) => ep.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
    for (const [ep, args, opts] of seen) {
      expect(opts.signal).toBeInstanceOf(AbortSignal);
      if (ep.params) expect(ep.params.safeParse(args.params).success, `${ep.id} params`).toBe(true);
      if (ep.body) expect(ep.body.safeParse(args.body).success, `${ep.id} body ${JSON.stringify(args.body)}`).toBe(true);
      if (ep.method !== 'GET') expect(opts.save).toBe(true);
    }
    expect((seen[2][1].body as { version: number }).version).toBe(item.version);
    expect(seen[1][0].response.safeParse(item).success).toBe(true);
  });
});
