// Confirm machine, once per resource descriptor: its row and bulk actions (and its delete) as
// requests; those that ask first go through asking, the others run at once. Each action's input
// for the example row must be accepted by its endpoint's schemas.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import { confirmMachine, type ConfirmRequest } from '../../../src/machines/generic/confirm.machine';
import type { AnyResource } from '../../../src/resources/types';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure, testedResources } from './fixtures';

vi.mock(import('@lingui/core/macro'), () => import('../lingui-macro') as never);
vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

const noop: AnyEndpoint = testedResources[0].endpoints.search;

/** The descriptor's actions as requests for its example row (a plain one when it has none). */
function requestsOf(resource: AnyResource): ConfirmRequest[] {
  const row = resource.examples.row;
  const key = resource.rowId(row);
  const actions = [...(resource.rowActions ?? []), ...(resource.bulkActions ?? [])].map((a) => ({
    actionId: a.id,
    endpoint: a.endpoint,
    input: a.input([row]),
    confirm: !!a.confirm,
    keys: [key],
  }));
  if (resource.endpoints.remove) actions.push({ actionId: 'delete', endpoint: resource.endpoints.remove, input: { params: { id: key } }, confirm: true, keys: [key] });
  const asks = actions.find((a) => a.confirm) ?? { actionId: 'fixture.ask', endpoint: noop, input: {}, confirm: true, keys: [key] };
  const runs = actions.find((a) => !a.confirm) ?? { actionId: 'fixture.run', endpoint: noop, input: {}, confirm: false, keys: [key] };
  return [asks, runs];
}

describe.each(testedResources.map((r) => [r.key, r] as const))('confirm machine with the %s descriptor', (_key, resource) => {
  const requests = requestsOf(resource);
  const events: EventFixtures<typeof confirmMachine> = {
    'confirm.requested': requests.map((request) => ({ type: 'confirm.requested' as const, request })),
    'confirm.accepted': [{ type: 'confirm.accepted' }],
    'confirm.cancelled': [{ type: 'confirm.cancelled' }],
    'confirm.dismissed': [{ type: 'confirm.dismissed' }],
  };
  const actors: ActorFixtures<typeof confirmMachine> = { runAction: { done: [{ ok: true }], error: [failure] } };
  const serializeState = (s: ReturnType<typeof confirmMachine.getInitialSnapshot>) => JSON.stringify({ v: s.value, r: s.context.request?.actionId ?? null, e: !!s.context.error });
  const paths = modelPaths(confirmMachine, { events, actors, serializeState });
  const runtime = emptyVisits();

  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(confirmMachine, visitedBy(confirmMachine, paths))).toEqual({ states: 5, transitions: 10 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    const announced: unknown[] = [];
    const machine = confirmMachine.provide({ actions: { announceDone: (_, p) => void announced.push(p) } });
    await replayPath(machine, path, {
      invoked: ['runAction'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('running'));
        if (s.matches('running')) expect(pending.get('runAction')?.input).toEqual({ endpoint: s.context.request?.endpoint, input: s.context.request?.input });
        if (step.event.type === 'confirm.requested') {
          const r = (step.event as unknown as { request: ConfirmRequest }).request;
          expect(s.value).toBe(r.confirm ? 'asking' : 'running');
        }
        if (step.event.type === 'xstate.error.actor.runAction') {
          expect(s.value).toBe(s.context.request?.confirm ? 'asking' : 'idle');
          expect(s.context.error?.code).toBe('SYS_INTERNAL_ERROR');
        }
        const dones = path.steps.slice(1, i + 1).filter((x) => (x.event.type as string) === 'xstate.done.actor.runAction').length;
        expect(announced.length).toBe(dones);
        if (s.matches('done')) expect(announced.at(-1)).toEqual({ request: s.context.request, result: { ok: true } });
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(confirmMachine, runtime, 'replays');
  });

  it("each action's input for the example row is accepted by its endpoint", () => {
    for (const r of requestsOf(resource).filter((x) => !x.actionId.startsWith('fixture.'))) {
      const input = r.input as { params?: unknown; query?: unknown; body?: unknown };
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = r.endpoint[part];
        if (schema) expect(schema.safeParse(input[part] ?? {}).success, `${r.actionId} ${part}`).toBe(true);
        else expect(input[part], `${r.actionId} has no ${part}`).toBeUndefined();
      }
    }
  });

  it('the default runAction is a save call with the actor signal; a second accept while running is ignored', async () => {
    vi.mocked(call).mockImplementation(() => new Promise(() => {}) as never);
    const [asks] = requests;
    const actor = createActor(confirmMachine, {}).start();
    actor.send({ type: 'confirm.requested', request: asks });
    actor.send({ type: 'confirm.accepted' });
    actor.send({ type: 'confirm.accepted' });
    await flush();
    expect(vi.mocked(call)).toHaveBeenCalledTimes(1);
    const [ep, args, opts] = vi.mocked(call).mock.calls[0];
    expect(ep).toBe(asks.endpoint);
    expect(args).toBe(asks.input);
    expect(opts).toMatchObject({ save: true, signal: expect.any(AbortSignal) });
    actor.stop();
    expect(opts?.signal?.aborted).toBe(true);
  });
});
