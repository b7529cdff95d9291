// Template fields machine (/template, "Customise the template"): the field groups, the current
// template and its columns loaded (a failed load retried), the editor opened on the template's
// fields, a group's picks replaced (required fields never dropped), cancel, save (the picks in the
// groups' order; a refused save back to the editor with its error, the picks kept; a saved one
// announced and its columns shown). Paths from xstate/graph cover every state and transition;
// then the loading and saving actors' calls against the endpoints' schemas.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, CallError } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import { createTemplate, currentTemplate, getGroupBizFields, getTemplateFields, type BizFieldGroup, type ImportColumn, type ImportTemplate } from '../../../src/contract/template/imports';
import { orderedPicks, templateFieldsMachine, type LoadedTemplate, type SavedTemplate } from '../../../src/machines/import/templateFields.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures, type ModelPath } from '../coverage';
import { flush, replayPath } from '../replay';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type Snap = ReturnType<typeof templateFieldsMachine.getInitialSnapshot>;

const column = (key: string, required = false): ImportColumn => ({ key, title: { en: key, zh: key }, required, hint: { en: '', zh: '' } });
const groups: BizFieldGroup[] = [
  { key: 'basic', title: { en: 'Basic', zh: '基本' }, fields: [column('code', true), column('name', true)] },
  { key: 'address', title: { en: 'Address', zh: '地址' }, fields: [column('city'), column('street')] },
];
const template = (fields: string[], updatedAt: string | null = null): ImportTemplate => ({ importType: 'warehouse', templateType: 'default', fields, updatedAt, updatedBy: updatedAt ? 'Grace Lin' : null });
const loaded: LoadedTemplate = { groups, template: template(['code', 'name', 'city']), columns: ['code', 'name', 'city'].map((k) => column(k, k !== 'city')) };
const saved: SavedTemplate = { template: template(['code', 'name', 'street'], '2024-05-01T08:00:00.000Z'), columns: [column('code', true), column('name', true), column('street')] };
const refused = new CallError('envelope', 'SYS_INVALID_REQUEST', 'Unknown field "shoeSize"');
const offline = new CallError('network', 'SYS_NETWORK', 'Failed to fetch');

const input = { importType: 'warehouse' as const, appId: 'app-1' };
const events: EventFixtures<typeof templateFieldsMachine> = {
  'template.retry': [{ type: 'template.retry' }],
  'template.editRequested': [{ type: 'template.editRequested' }],
  'template.groupChanged': [
    { type: 'template.groupChanged', group: 'address', fields: ['street'] },
    // unticking required fields (the checkboxes are disabled, but the machine holds anyway)
    { type: 'template.groupChanged', group: 'basic', fields: [] },
  ],
  'template.editCancelled': [{ type: 'template.editCancelled' }],
  'template.saveRequested': [{ type: 'template.saveRequested' }],
};
const actors: ActorFixtures<typeof templateFieldsMachine> = {
  loadTemplate: { done: [loaded], error: [offline] },
  saveTemplate: { done: [saved], error: [refused] },
};
const serializeState = (s: Snap) => JSON.stringify({ v: s.value, p: s.context.picked, t: s.context.template?.fields ?? null, e: s.context.error?.code ?? null });
const paths = modelPaths(templateFieldsMachine, { input, events, actors, serializeState });
const runtime = emptyVisits();

describe('template fields machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(templateFieldsMachine, visitedBy(templateFieldsMachine, paths, input))).toEqual({ states: 6, transitions: 9 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as [string, ModelPath<typeof templateFieldsMachine>]))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = templateFieldsMachine.provide({ actions: { announceSaved: () => void (announced += 1) } });
    await replayPath(machine, path, {
      input,
      invoked: ['loadTemplate', 'saveTemplate'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        const t = step.event.type;
        expect(s.hasTag('busy')).toBe(s.matches('saving'));
        if (s.matches('loading')) expect(pending.get('loadTemplate')?.input).toEqual({ importType: 'warehouse', appId: 'app-1' });
        if (s.matches('loadFailed')) expect(s.context.error).toMatchObject({ code: 'SYS_NETWORK' });
        if (s.matches('viewing')) expect(s.context.columns).toEqual(t === 'xstate.done.actor.saveTemplate' ? saved.columns : expect.any(Array));
        // the editor opens on the template's fields, with nothing of a former edit
        if (t === 'template.editRequested') expect(s.context).toMatchObject({ picked: s.context.template?.fields, error: null });
        // required fields are always picked, and picks keep the groups' order
        if (s.matches('editing') || s.matches('saving')) {
          expect(s.context.picked).toEqual(expect.arrayContaining(['code', 'name']));
          expect(s.context.picked).toEqual(orderedPicks(groups, s.context.picked));
        }
        if (s.matches('saving')) expect(pending.get('saveTemplate')?.input).toEqual({ importType: 'warehouse', appId: 'app-1', fields: s.context.picked });
        if (t === 'xstate.error.actor.saveTemplate') {
          const before = path.steps[i - 1].state as Snap;
          expect(s.context).toMatchObject({ error: { code: 'SYS_INVALID_REQUEST', message: 'Unknown field "shoeSize"' }, picked: before.context.picked });
        }
        if (t === 'template.editCancelled') expect(s.context.template).toEqual((path.steps[i - 1].state as Snap).context.template);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => (x.event.type as string) === 'xstate.done.actor.saveTemplate').length);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(templateFieldsMachine, runtime, 'replays');
  });

  it('orderedPicks keeps the groups order, adds required fields and drops unknown keys', () => {
    expect(orderedPicks(groups, ['street', 'shoeSize', 'city'])).toEqual(['code', 'name', 'city', 'street']);
  });
});

describe('template fields calls', () => {
  afterEach(() => vi.mocked(call).mockReset());

  const answers = new Map<AnyEndpoint, unknown>([
    [getGroupBizFields, groups],
    [currentTemplate, saved.template],
    [getTemplateFields, saved.columns],
    [createTemplate, saved.template],
  ]);
  const seen: Array<[AnyEndpoint, Record<string, unknown>]> = [];
  const mockCalls = () =>
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: Record<string, unknown>, opts: { signal?: AbortSignal; quiet?: boolean }) => {
      expect(opts.quiet).toBe(true);
      expect(opts.signal).toBeInstanceOf(AbortSignal);
      seen.push([ep, args]);
      return Promise.resolve(answers.get(ep));
    }) as never);
  const schemaCheck = () => {
    for (const [ep, args] of seen) {
      if (ep.params) expect(ep.params.safeParse(args.params).success, `${ep.id} params`).toBe(true);
      if (ep.query) expect(ep.query.safeParse(args.query ?? {}).success, `${ep.id} query`).toBe(true);
      if (ep.body) expect(ep.body.safeParse(args.body).success, `${ep.id} body`).toBe(true);
      expect(ep.response.safeParse(answers.get(ep)).success, `${ep.id} example answer`).toBe(true);
    }
  };

  it('loads the groups, the current template and its columns; saves the picks, then reads the columns again', async () => {
    seen.length = 0;
    mockCalls();
    const actor = createActor(templateFieldsMachine, { input }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(seen.map(([ep]) => ep.id).sort()).toEqual(['import.currentTemplate', 'import.groupBizFields', 'import.templateFields']);
    actor.send({ type: 'template.editRequested' });
    actor.send({ type: 'template.groupChanged', group: 'address', fields: ['city'] });
    actor.send({ type: 'template.saveRequested' });
    await flush();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(seen.slice(3).map(([ep, args]) => [ep.id, args.body])).toEqual([
      ['import.createTemplate', { appId: 'app-1', fields: ['code', 'name', 'city'] }],
      ['import.templateFields', { appId: 'app-1' }],
    ]);
    expect(actor.getSnapshot().context.columns).toEqual(saved.columns);
    schemaCheck();
  });
});
