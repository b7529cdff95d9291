// Session machine: user info + menu loaded in parallel, currency lower-cased and stored in both
// storages (spec section 3), language updates, sign-out to the gateway.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, CallError } from '../../../src/services';
import { getMenu, getUserInfo, type MenuItem, type UserInfo } from '../../../src/contract/common/common';
import { sessionMachine, USER_INFO_KEY } from '../../../src/machines/app/session.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

const user: UserInfo = {
  userId: 'u-1',
  account: 'alice@acme',
  displayName: 'Alice',
  tenantId: 't-1',
  tenantName: 'Acme Supply',
  tenantKind: 'supplier' as UserInfo['tenantKind'],
  accountType: 3,
  lang: 'en',
  currency: 'USD',
  signedFlag: '1',
  signingNoticeSeen: false,
  permissions: ['report.export'],
  groups: ['asset', 'inventory'],
  manageGroups: ['asset'],
  lastLoginAt: null,
};
const menu: MenuItem[] = [
  { id: 'm1', parentId: null, resKey: 'order', resName: 'Orders', resUrl: '/order', icon: 'order', checked: false, children: [] },
];
const input = { appId: 'wharf-tof', gateway: '/fallback-gateway' };
const loadFailed = new CallError('network', 'NETWORK_ERROR', 'fetch failed');
const unauthorized = new CallError('envelope', 'SYS_UNAUTHORIZED', 'signed out already', { gateway: '/signin?from=%2F' });
const logoutDown = new CallError('timeout', 'TIMEOUT', 'timeout of 60000ms');

const events: EventFixtures<typeof sessionMachine> = {
  'session.retry': [{ type: 'session.retry' }],
  'session.refresh': [{ type: 'session.refresh' }],
  'session.langChanged': [
    { type: 'session.langChanged', lang: 'zh-CN' },
    { type: 'session.langChanged', lang: 'en' },
  ],
  'session.signOutRequested': [{ type: 'session.signOutRequested' }],
};
const actors: ActorFixtures<typeof sessionMachine> = {
  loadSession: { done: [{ user, menu }], error: [loadFailed] },
  logout: { done: [{ gateway: '/signin' }], error: [unauthorized, logoutDown] },
};

const paths = modelPaths(sessionMachine, { input, events, actors });
const runtime = emptyVisits();

function spied() {
  const stored: UserInfo[] = [];
  const effects: string[] = [];
  const machine = sessionMachine.provide({
    actions: {
      storeUser: (_, p) => void stored.push(p.user),
      forgetUser: () => void effects.push('forgetUser'),
      goToGateway: (_, p) => void effects.push(`goToGateway ${p.url}`),
    },
  });
  return { machine, stored, effects };
}

describe('session machine', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(call).mockReset();
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(sessionMachine, visitedBy(sessionMachine, paths, input))).toEqual({ states: 6, transitions: 8 });
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_name, path) => {
    const { machine, stored, effects } = spied();
    await replayPath(machine, path, {
      input,
      invoked: ['loadSession', 'logout'],
      visits: runtime,
      onStep: (step, i, { actor, calls }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? path.steps[i - 1].state.context : undefined;
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('signingOut'));
        if (s.matches('loading')) expect(calls.loadSession.at(-1)).toEqual({ appId: 'wharf-tof' });
        switch (step.event.type) {
          case 'xstate.done.actor.loadSession':
            expect(s.context.user?.currency).toBe('usd');
            expect(s.context.menu).toEqual(menu);
            expect(s.context.error).toBeNull();
            expect(stored.at(-1)).toEqual({ ...user, currency: 'usd' });
            break;
          case 'xstate.error.actor.loadSession':
            // the runtime's text is kept for debugging only; screens show the key
            expect(s.context.error).toEqual({ code: 'NETWORK_ERROR', message: '', kind: 'network', messageKey: 'common.message.networkError', detail: 'fetch failed' });
            break;
          case 'session.langChanged': {
            const lang = (step.event as unknown as { lang: string }).lang;
            expect(s.context.user?.lang).toBe(lang);
            if (before?.user?.lang !== lang) expect(stored.at(-1)).toEqual({ ...user, currency: 'usd', lang });
            break;
          }
          case 'xstate.done.actor.logout':
            expect(effects).toEqual(['forgetUser', 'goToGateway /signin']);
            break;
          case 'xstate.error.actor.logout': {
            const error = (step.event as unknown as { error: CallError }).error;
            const url = error === unauthorized ? '/signin?from=%2F' : '/fallback-gateway';
            expect(effects).toEqual(['forgetUser', `goToGateway ${url}`]);
            break;
          }
        }
        if (s.status === 'done') expect(s.value).toBe('signedOut');
        else expect(effects).toEqual([]);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(sessionMachine, runtime, 'replays');
  });

  it('default loadSession asks getUserInfo (account-type) and getMenu (k = appId) in parallel with the actor signal', async () => {
    const resolvers: Array<(v: unknown) => void> = [];
    vi.mocked(call).mockImplementation(() => new Promise((resolve) => resolvers.push(resolve)) as never);
    const actor = createActor(sessionMachine.provide({ actions: { storeUser: () => {} } }), { input }).start();
    expect(vi.mocked(call)).toHaveBeenCalledTimes(2); // both started before either answers
    const [[ep1, in1, opts1], [ep2, in2, opts2]] = vi.mocked(call).mock.calls;
    expect(ep1).toBe(getUserInfo);
    expect(in1).toEqual({ query: { 'account-type': 3 } });
    expect(ep2).toBe(getMenu);
    expect(in2).toEqual({ query: { k: 'wharf-tof' }, body: {} });
    expect(opts1?.signal).toBeInstanceOf(AbortSignal);
    expect(opts2?.signal).toBe(opts1?.signal);
    resolvers[0]({ ...user, currency: 'EUR' });
    resolvers[1](menu);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.user?.currency).toBe('eur');
  });

  it('leaving loading (actor stopped) aborts the requests', () => {
    vi.mocked(call).mockImplementation(() => new Promise(() => {}) as never);
    const actor = createActor(sessionMachine, { input }).start();
    const signal = vi.mocked(call).mock.calls[0][2]?.signal;
    expect(signal?.aborted).toBe(false);
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });

  it('default storeUser writes the lower-cased user info to sessionStorage and localStorage', async () => {
    const local = new Map<string, string>();
    const session = new Map<string, string>();
    const storage = (m: Map<string, string>) => ({ setItem: (k: string, v: string) => m.set(k, v), getItem: (k: string) => m.get(k) ?? null, removeItem: (k: string) => m.delete(k) });
    vi.stubGlobal('window', { localStorage: storage(local), sessionStorage: storage(session), location: { assign: vi.fn() } });
    vi.mocked(call).mockImplementation(((ep: unknown) => Promise.resolve(ep === getUserInfo ? user : menu)) as never);
    const actor = createActor(sessionMachine, { input }).start();
    await flush();
    expect(JSON.parse(session.get(USER_INFO_KEY) ?? 'null')).toEqual({ ...user, currency: 'usd' });
    expect(local.get(USER_INFO_KEY)).toBe(session.get(USER_INFO_KEY));
    actor.send({ type: 'session.langChanged', lang: 'zh-CN' });
    expect(JSON.parse(local.get(USER_INFO_KEY) ?? 'null').lang).toBe('zh-CN');
    expect(JSON.parse(session.get(USER_INFO_KEY) ?? 'null').lang).toBe('zh-CN');
    vi.mocked(call).mockImplementation((() => Promise.resolve({ gateway: '/signin' })) as never);
    actor.send({ type: 'session.signOutRequested' });
    await flush();
    expect(local.has(USER_INFO_KEY)).toBe(false);
    expect(session.has(USER_INFO_KEY)).toBe(false);
    expect((window.location.assign as ReturnType<typeof vi.fn>).mock.calls).toEqual([['/signin']]);
  });

  it('offers sign-out only when ready', () => {
    vi.mocked(call).mockImplementation(() => new Promise(() => {}) as never);
    const actor = createActor(sessionMachine, { input }).start();
    expect(actor.getSnapshot().can({ type: 'session.signOutRequested' })).toBe(false);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.stop();
  });
});
