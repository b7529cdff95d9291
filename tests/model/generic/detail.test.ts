// Detail machine, once per resource descriptor that has a form: an existing record (view, edit,
// validation from the descriptor's schema, save with server or stale-version errors (SYS_CONFLICT
// and the descriptor's own stale codes), delete through a confirmation, unsaved-changes guard for
// links and the browser's Back button) and create mode. The descriptor's own calls
// (get/create/update/remove conventions) are checked against its endpoints' schemas.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { call, CallError, getOptions } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import { detailMachine, hasUnsavedChanges, validateValues, type DetailEvent, type DetailInput, type LoadedDetail } from '../../../src/machines/generic/detail.machine';
import { detailInputOf } from '../../../src/machines/generic/resource';
import type { Row } from '../../../src/machines/generic/types';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures, type ModelPath } from '../coverage';
import { flush, replayPath } from '../replay';
import { conflict, failure, gadgetResource, missing, testedResources } from './fixtures';

vi.mock(import('@lingui/core/macro'), () => import('../lingui-macro') as never);
vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn(), getOptions: vi.fn() }));

type Snap = ReturnType<typeof detailMachine.getInitialSnapshot>;
type DetailPath = ModelPath<typeof detailMachine>;

const withForm = testedResources.filter((r) => r.form);

describe.each(withForm.map((r) => [r.key, r] as const))('detail machine with the %s descriptor', (_key, resource) => {
  const form = resource.form!;
  const { detail, values } = resource.examples;
  if (!detail || !values) throw new Error(`${resource.key}: a descriptor with a form needs examples.detail and examples.values`);
  const id = resource.rowId(detail);
  // the first field whose valid and invalid example values differ is edited by the paths
  const field = Object.keys(values.invalid).find((k) => JSON.stringify(values.invalid[k]) !== JSON.stringify(values.valid[k]));
  if (!field) throw new Error(`${resource.key}: examples.values.invalid must differ from valid in a field`);
  const inputs: Record<'existing' | 'create', DetailInput> = { existing: detailInputOf(resource, id), create: detailInputOf(resource, null) };
  // "changed by someone else": the generic code and the area's own (form.staleCodes)
  const staleErrors = [conflict, ...(form.staleCodes ?? []).map((code) => new CallError('envelope', code, 'changed meanwhile'))];
  const staleCodes = staleErrors.map((e) => e.code);
  const events: EventFixtures<typeof detailMachine> = {
    'detail.editRequested': [{ type: 'detail.editRequested' }],
    'detail.fieldChanged': [
      { type: 'detail.fieldChanged', name: field, value: values.valid[field] },
      { type: 'detail.fieldChanged', name: field, value: values.invalid[field] },
    ],
    'detail.submitted': [{ type: 'detail.submitted' }],
    'detail.cancelled': [{ type: 'detail.cancelled' }],
    'detail.reloadRequested': [{ type: 'detail.reloadRequested' }],
    'detail.retry': [{ type: 'detail.retry' }],
    'detail.deleteRequested': [{ type: 'detail.deleteRequested' }],
    'detail.deleteConfirmed': [{ type: 'detail.deleteConfirmed' }],
    'detail.deleteCancelled': [{ type: 'detail.deleteCancelled' }],
    'detail.leaveRequested': [{ type: 'detail.leaveRequested', to: '/elsewhere' }],
    'detail.backRequested': [{ type: 'detail.backRequested' }],
    'detail.leaveConfirmed': [{ type: 'detail.leaveConfirmed' }],
    'detail.leaveCancelled': [{ type: 'detail.leaveCancelled' }],
  };
  const actors: ActorFixtures<typeof detailMachine> = {
    loadDetail: { done: (s) => [{ record: s.context.id === null ? null : detail, options: {} }], error: [failure, missing] },
    saveDetail: { done: [detail], error: [failure, ...staleErrors] },
    removeDetail: { done: [{ id }], error: [failure] },
  };
  const serializeState = (s: Snap) =>
    JSON.stringify({
      v: s.value,
      id: s.context.id !== null,
      d: s.context.detail !== null,
      dirty: s.context.dirty,
      valid: Object.keys(validateValues(s.context.source.schema, s.context.values)).length === 0,
      shown: s.context.showErrors,
      stale: s.context.stale,
      e: !!s.context.error,
      back: s.context.goBack,
    });
  const pathsOf = (input: DetailInput) => modelPaths(detailMachine, { input, events, actors, serializeState });
  const paths: Array<[string, DetailInput, DetailPath]> = (['existing', 'create'] as const).flatMap((mode) =>
    pathsOf(inputs[mode]).map((p, i) => [`${mode} #${i + 1} ${describePath(p)}`, inputs[mode], p] as [string, DetailInput, DetailPath]),
  );
  const runtime = emptyVisits();

  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph (an existing record and create mode) visit every state and take every transition', () => {
    const visits = emptyVisits();
    for (const mode of ['existing', 'create'] as const) visitedBy(detailMachine, pathsOf(inputs[mode]), inputs[mode], visits);
    expect(assertCoverage(detailMachine, visits)).toEqual({ states: 12, transitions: 30 });
  });

  it.each(paths)('replays %s', async (_name, input, path) => {
    const saved: Array<{ detail: Row; created: boolean }> = [];
    const deleted: string[] = [];
    const machine = detailMachine.provide({ actions: { announceSaved: (_, p) => void saved.push(p), announceDeleted: (_, p) => void deleted.push(p.id) } });
    await replayPath(machine, path, {
      input,
      invoked: ['loadDetail', 'saveDetail', 'removeDetail'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('saving') || s.matches('deleting'));
        if (s.matches('loading')) expect(pending.get('loadDetail')?.input).toMatchObject({ id: s.context.id });
        const t = step.event.type;
        if (t === 'detail.editRequested') expect(s.context.values).toEqual(form.fromDetail(s.context.detail));
        if (t === 'detail.submitted') {
          if (before?.matches('editing')) {
            const errors = validateValues(form.schema, s.context.values);
            expect(s.value).toBe(Object.keys(errors).length ? 'editing' : 'saving');
            if (s.matches('editing')) expect(s.context.fieldErrors).toEqual(errors);
          }
          // double submit: saving ignores a second one
          expect(calls.saveDetail?.length ?? 0).toBe(path.steps.slice(1, i + 1).filter((x, j) => x.event.type === 'detail.submitted' && path.steps[j].state.matches('editing') && path.steps[j + 1].state.matches('saving')).length);
        }
        if (s.matches('saving')) expect(pending.get('saveDetail')?.input).toMatchObject({ id: s.context.id, values: s.context.values, detail: s.context.detail });
        if (t === 'detail.fieldChanged' && s.context.showErrors) expect(s.context.fieldErrors).toEqual(validateValues(form.schema, s.context.values));
        if (t === 'xstate.done.actor.saveDetail') {
          expect(saved.at(-1)).toEqual({ detail, created: before?.context.id === null });
          expect(s.context.id).toBe(id);
          expect(s.context.dirty).toBe(false);
        }
        // a record that does not exist: no retry, only the way back to the list
        if (t === 'xstate.error.actor.loadDetail') {
          const code = (step.event as unknown as { error: { code: string } }).error.code;
          expect([s.value, s.context.error?.code]).toEqual([code === 'SYS_NOT_FOUND' ? 'notFound' : 'failed', code]);
        }
        if (s.matches('notFound')) expect([s.can({ type: 'detail.retry' }), s.can({ type: 'detail.leaveRequested', to: null })]).toEqual([false, true]);
        if (t === 'xstate.error.actor.saveDetail') {
          const code = (step.event as unknown as { error: { code: string } }).error.code;
          expect(s.value).toBe('editing');
          expect(s.context.error?.code).toBe(code);
          expect(s.context.stale).toBe(staleCodes.includes(code));
          expect(s.context.values, 'edits kept').toEqual(before?.context.values);
        }
        if (t === 'detail.leaveRequested') expect(s.value).toBe(before?.matches('editing') && before.context.dirty ? 'confirmingLeave' : before?.matches('saving') || before?.matches('deleting') || before?.matches('loading') ? before.value : 'left');
        if (t === 'detail.backRequested') expect(s.value).toBe(before?.context.dirty ? 'confirmingLeave' : 'left');
        // the way out: back in history after Back, else the link followed (null: the list)
        const how = path.steps.slice(1, i + 1).findLast((x) => x.event.type === 'detail.leaveRequested' || x.event.type === 'detail.backRequested')?.event.type;
        if (s.matches('left') && t !== 'detail.cancelled') {
          expect(s.context.goBack).toBe(how === 'detail.backRequested');
          expect(s.context.leaveTo).toBe(how === 'detail.leaveRequested' ? '/elsewhere' : null);
        }
        if (s.matches('left') && t === 'detail.cancelled') expect(s.context).toMatchObject({ goBack: false, leaveTo: null });
        if (s.matches('deleted')) expect(deleted).toEqual([id]);
        else expect(deleted).toEqual([]);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(detailMachine, runtime, 'replays');
  });

  it('the guard holds while edits are unsaved (editing, asking to leave, saving); Back then keeps the user', async () => {
    const machine = detailMachine.provide({
      actors: { loadDetail: fromPromise(async (): Promise<LoadedDetail> => ({ record: detail, options: {} })), saveDetail: fromPromise(() => new Promise<Row>(() => {})) },
    });
    const edited = async (...then: DetailEvent[]) => {
      const actor = createActor(machine, { input: inputs.existing }).start();
      await flush();
      actor.send({ type: 'detail.editRequested' });
      expect(hasUnsavedChanges(actor.getSnapshot()), 'editing, nothing changed yet').toBe(false);
      for (const [name, value] of Object.entries(values.valid)) actor.send({ type: 'detail.fieldChanged', name, value });
      expect(actor.getSnapshot().context.dirty).toBe(true);
      for (const e of then) actor.send(e);
      return actor;
    };
    expect(hasUnsavedChanges((await edited()).getSnapshot())).toBe(true);
    for (const [next, held] of [
      [{ type: 'detail.leaveRequested', to: '/elsewhere' }, 'confirmingLeave'],
      [{ type: 'detail.submitted' }, 'saving'],
    ] as const) {
      const actor = await edited(next);
      expect(actor.getSnapshot().value).toBe(held);
      expect(hasUnsavedChanges(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'detail.backRequested' });
      expect(actor.getSnapshot().value, `${held} ignores Back`).toBe(held);
    }
    expect(hasUnsavedChanges((await edited({ type: 'detail.cancelled' })).getSnapshot()), 'viewing again').toBe(false);
  });

  it("the descriptor's form: schema accepts the record's values and the valid example, rejects the invalid one", () => {
    expect(validateValues(form.schema, form.fromDetail(detail))).toEqual({});
    expect(validateValues(form.schema, values.valid)).toEqual({});
    const errors = validateValues(form.schema, values.invalid);
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    for (const message of Object.values(errors)) expect(message, 'a key or zod.<code>, not text').toMatch(/^[A-Za-z0-9_.]+$/);
    const blank = form.fromDetail(null);
    for (const f of form.fields) expect(Object.keys(blank), `field ${f.name}`).toContain(f.name);
  });

  it('default calls: get, update, create and remove by the endpoint conventions, with bodies their schemas accept', async () => {
    const { get, update, create, remove } = resource.endpoints;
    const seen: Array<[AnyEndpoint, { params?: unknown; body?: unknown }, { save?: boolean; quiet?: boolean; signal?: AbortSignal }]> = [];
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: never, opts: never) => {
      seen.push([ep, args, opts]);
      return Promise.resolve(ep === remove ? { id } : detail);
    }) as never);
    const actor = createActor(detailMachine, { input: inputs.existing }).start();
    await flush();
    actor.send({ type: 'detail.editRequested' });
    actor.send({ type: 'detail.submitted' });
    await flush();
    // a descriptor without a remove call (bulk warehouses: the spec has no delete) is not deleted here
    if (remove) {
      actor.send({ type: 'detail.deleteRequested' });
      actor.send({ type: 'detail.deleteConfirmed' });
      await flush();
      expect(actor.getSnapshot().value).toBe('deleted');
    }
    const creating = createActor(detailMachine, { input: inputs.create }).start();
    await flush();
    for (const [name, value] of Object.entries(values.valid)) creating.send({ type: 'detail.fieldChanged', name, value });
    creating.send({ type: 'detail.submitted' });
    await flush();
    expect(creating.getSnapshot().value).toBe('viewing');
    expect(seen.map((c) => c[0])).toEqual(remove ? [get, update, remove, create] : [get, update, create]);
    const [[, getArgs, getOpts], [, updArgs, updOpts]] = seen;
    const [, creArgs, creOpts] = seen[seen.length - 1];
    expect(getArgs).toEqual({ params: { id } });
    expect(getOpts).toMatchObject({ quiet: true });
    expect(updArgs.params).toEqual({ id });
    expect(updOpts).toMatchObject({ save: true });
    expect(update?.body?.safeParse(updArgs.body).success).toBe(true);
    if (remove) expect(seen[2][1]).toEqual({ params: { id } });
    expect(create?.body?.safeParse(creArgs.body).success).toBe(true);
    expect(creOpts).toMatchObject({ save: true });
    for (const c of seen) expect(c[2].signal).toBeInstanceOf(AbortSignal);
  });
});

describe('detail machine: option dictionaries of select fields', () => {
  afterEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(getOptions).mockReset();
  });

  it('loads the dictionaries the form names with the record (and alone in create mode)', async () => {
    const form = gadgetResource.form!;
    const withSelect = { ...gadgetResource, form: { ...form, fields: [...form.fields, { name: 'currency', label: form.fields[0].label, kind: 'select' as const, optionName: 'currency' as const }] } };
    // descriptors with select fields ran before: only this test's calls count
    vi.mocked(getOptions).mockReset();
    vi.mocked(getOptions).mockResolvedValue([{ value: 'usd', label: 'US dollar' }]);
    vi.mocked(call).mockResolvedValue(gadgetResource.examples.detail as never);
    const viewing = createActor(detailMachine, { input: detailInputOf(withSelect as never, 'g-1') }).start();
    const creating = createActor(detailMachine, { input: detailInputOf(withSelect as never, null) }).start();
    await flush();
    expect(vi.mocked(getOptions).mock.calls.map((c) => c[0])).toEqual(['currency', 'currency']);
    expect(viewing.getSnapshot().context.options).toEqual({ currency: [{ value: 'usd', label: 'US dollar' }] });
    expect(creating.getSnapshot().value).toBe('editing');
    expect(creating.getSnapshot().context.options).toEqual({ currency: [{ value: 'usd', label: 'US dollar' }] });
    expect(vi.mocked(call)).toHaveBeenCalledTimes(1);
  });
});
