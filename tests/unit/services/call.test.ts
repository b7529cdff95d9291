// call(): URL building, input validation, every row of spec section 8, time-outs, abort.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLang, getMenu, getUserInfo } from '../../../src/contract/common/common';
import { SIGN_IN_GATEWAY } from '../../../src/contract/kernel/envelope';
import { cartSearch } from '../../../src/contract/asset/assets';
import { allEndpoints } from '../../../src/contract/areas';
import { isChangingCall } from '../../../src/contract/access';
import { isLoad, settle } from '../../../src/services/envelope';
import { CallError, call, setServiceLanguage } from '../../../src/services';
import { envelope, file, hangingFetch, item, json, save, setup, slow, stubFetch } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function rejection(p: Promise<unknown>): Promise<CallError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(CallError);
    return e as CallError;
  }
  throw new Error('expected a rejection');
}

describe('call(): request', () => {
  beforeEach(() => setup());

  it('builds /back + path + query, sends X-Requested-With and same-origin credentials, parses data', async () => {
    const { seen } = stubFetch(() => envelope('0', { id: 'a/b', qty: 3 }));
    const data = await call(item, { params: { id: 'a/b' }, query: { page: '2' as unknown as number, tags: ['x', 'y'] } });
    expect(data).toEqual({ id: 'a/b', qty: 3 });
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe('/back/api/scm-app/supplier/things/a%2Fb?page=2&tags=x&tags=y');
    expect(seen[0].method).toBe('GET');
    expect(seen[0].headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen[0].credentials).toBe('same-origin');
    expect(seen[0].body).toBeUndefined();
    // no screen language configured: the call names none (the server uses the account's)
    expect(seen[0].headers.get('X-Wharf-Lang')).toBeNull();
  });

  it("carries the screen's language in X-Wharf-Lang, following setServiceLanguage (decision 022)", async () => {
    const { seen } = stubFetch(() => envelope('0', { id: 'a', qty: 1 }));
    setServiceLanguage('zh-CN');
    await call(item, { params: { id: 'a' } });
    setServiceLanguage('en');
    await call(item, { params: { id: 'a' } });
    expect(seen.map((r) => r.headers.get('X-Wharf-Lang'))).toEqual(['zh-CN', 'en']);
  });

  it('skips absent query values', async () => {
    const { seen } = stubFetch(() => envelope('0', { id: '1', qty: 0 }));
    await call(item, { params: { id: '1' } });
    expect(seen[0].url).toBe('/back/api/scm-app/supplier/things/1');
  });

  it('sends JSON bodies on PUT/POST', async () => {
    const { seen } = stubFetch(() => envelope('0', { ok: true }));
    await call(save, { params: { id: '7' }, body: { name: 'n' } });
    expect(seen[0].method).toBe('PUT');
    expect(seen[0].body).toEqual({ name: 'n' });
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(seen[0].headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('POST with a query and an omitted empty body (changeLang?lang=)', async () => {
    const { seen } = stubFetch(() => envelope('0', { lang: 'zh-CN' }));
    await expect(call(changeLang, { query: { lang: 'zh-CN' } } as never)).resolves.toEqual({ lang: 'zh-CN' });
    expect(seen[0].url).toBe('/back/common/app/user/changeLang?lang=zh-CN');
    expect(seen[0].method).toBe('POST');
    expect(seen[0].body).toEqual({});
  });

  it('getMenu sends k in the query', async () => {
    const { seen } = stubFetch(() => envelope('0', []));
    await call(getMenu, { query: { k: 'wharf-tof' }, body: {} });
    expect(seen[0].url).toBe('/back/common/app/resource/user/getMenu?k=wharf-tof');
  });

  it.each([
    ['a body failing its schema', save, { params: { id: '1' }, body: { name: '' } }],
    ['an unknown body key (strict)', save, { params: { id: '1' }, body: { name: 'x', extra: 1 } }],
    ['a missing path parameter', item, { params: { id: '' } }],
    ['a query failing its schema', item, { params: { id: '1' }, query: { page: 'abc' } }],
  ])('rejects %s as kind parse without sending or notifying', async (_, ep, input) => {
    const rec = setup();
    const { fn } = stubFetch(() => envelope('0', {}));
    const err = await rejection(call(ep as typeof save, input as never));
    expect(err.kind).toBe('parse');
    expect(err.code).toBe('CLIENT_INVALID_INPUT');
    expect(fn).not.toHaveBeenCalled();
    expect(rec.notices).toEqual([]);
  });

  it('uses the configured base URL', async () => {
    const rec = setup();
    void rec;
    const { configureServices } = await import('../../../src/services');
    configureServices({ flavour: 'supplier', accountType: 3, appId: 'x', baseUrl: 'https://api.example/', effects: { notify() {}, navigate() {}, toGateway() {} } });
    const { seen } = stubFetch(() => envelope('0', { id: '1', qty: 1 }));
    await call(item, { params: { id: '1' } });
    expect(seen[0].url).toBe('https://api.example/back/api/scm-app/supplier/things/1');
  });
});

describe('call(): flavour rewriting', () => {
  it.each([
    ['supplier', '/back/api/scm-app/supplier/things/9', '/back/common/app/user/getUserInfo?account-type=3'],
    ['seller', '/back/api/scm-app/seller/things/9', '/back/common/app/user/getUserInfo?account-type=3'],
    ['distributor', '/back/api/scm-app/distributor/things/9', '/back/common/app/user/getUserInfo?account-type=3'],
  ] as const)('%s', async (flavour, thing, common) => {
    setup(flavour);
    const { seen } = stubFetch((req) =>
      req.url.includes('getUserInfo')
        ? envelope('0', null) // answer irrelevant: only the URL is checked
        : envelope('0', { id: '9', qty: 1 }),
    );
    await call(item, { params: { id: '9' } });
    await call(getUserInfo, { query: { 'account-type': 3 } }).catch(() => undefined);
    expect(seen.map((r) => r.url)).toEqual([thing, common]);
  });
});

describe('call(): answers (spec section 8)', () => {
  let rec: ReturnType<typeof setup>;
  beforeEach(() => {
    rec = setup();
    history.replaceState(null, '', '/order/list?page=2&q=a b');
  });

  it('SYS_REDIRECT navigates to data.redirectTo and rejects, without a toast', async () => {
    stubFetch(() => envelope('SYS_REDIRECT', { redirectTo: '/termsOfUse' }, 'accept the terms', 403));
    const err = await rejection(call(item, { params: { id: '1' } }));
    expect(err.kind).toBe('envelope');
    expect(err.code).toBe('SYS_REDIRECT');
    expect(rec.navigations).toEqual(['/termsOfUse']);
    expect(rec.notices).toEqual([]);
  });

  it('SYS_UNAUTHORIZED (HTTP 401) goes to the gateway with the return path', async () => {
    stubFetch(() => envelope('SYS_UNAUTHORIZED', { gateway: '/gateway' }, 'sign in', 401));
    const err = await rejection(call(item, { params: { id: '1' } }));
    expect(err.code).toBe('SYS_UNAUTHORIZED');
    expect(rec.gateways).toEqual([`/gateway?returnTo=${encodeURIComponent('/order/list?page=2&q=a%20b')}`]);
    expect(rec.notices).toEqual([]);
  });

  it.each([
    ['no data', null],
    ['data without a gateway', { reason: 'expired' }],
    ['an empty gateway', { gateway: '' }],
  ])('SYS_UNAUTHORIZED with %s still goes to the known sign-in gateway and comes back, without a toast', async (_, data) => {
    stubFetch(() => envelope('SYS_UNAUTHORIZED', data, 'sign in', 401));
    const err = await rejection(call(item, { params: { id: '1' } }));
    expect(err.code).toBe('SYS_UNAUTHORIZED');
    expect(rec.gateways).toEqual([`${SIGN_IN_GATEWAY}?returnTo=${encodeURIComponent('/order/list?page=2&q=a%20b')}`]);
    expect(rec.notices).toEqual([]);
  });

  it('SYS_UNAUTHORIZED with a gateway that already has a query appends &returnTo', async () => {
    stubFetch(() => envelope('SYS_UNAUTHORIZED', { gateway: '/gateway?app=wharf-tof' }, '', 401));
    await rejection(call(item, { params: { id: '1' } }));
    expect(rec.gateways[0]).toMatch(/^\/gateway\?app=wharf-tof&returnTo=/);
  });

  it.each([
    ['SYS_FORBIDDEN', 403],
    ['SYS_INVALID_REQUEST', 400],
    ['SYS_INTERNAL_ERROR', 500],
    ['BIZ_ANYTHING', 200],
  ])('%s (HTTP %i) with a message: error toast with the message, rejects with the code', async (code, status) => {
    stubFetch(() => envelope(code, { field: 'x' }, 'Server says no', status));
    const err = await rejection(call(item, { params: { id: '1' } }));
    expect(err).toMatchObject({ kind: 'envelope', code, message: 'Server says no', data: { field: 'x' } });
    expect(rec.notices).toEqual([{ tone: 'error', message: 'Server says no' }]);
  });

  it('a code without a message still shows something (the code)', async () => {
    stubFetch(() => envelope('BIZ_X', null, ''));
    await rejection(call(item, { params: { id: '1' } }));
    expect(rec.notices).toEqual([{ tone: 'error', message: 'BIZ_X' }]);
  });

  it("quiet: a changing call's envelope errors are not notified (its screen shows them)", async () => {
    stubFetch(() => envelope('SYS_CONFLICT', null, 'Changed meanwhile', 409));
    const err = await rejection(call(save, { params: { id: '1' }, body: { name: 'n' } }, { quiet: true }));
    expect(err.code).toBe('SYS_CONFLICT');
    expect(rec.notices).toEqual([]);
  });

  it('quiet load (a GET): a code with a message is still an error toast (spec section 8, issue 18 item 3), and the call rejects for the inline retry', async () => {
    stubFetch(() => envelope('SYS_FORBIDDEN', null, 'Your role may not see this', 403));
    const err = await rejection(call(item, { params: { id: '1' } }, { quiet: true }));
    expect(err).toMatchObject({ kind: 'envelope', code: 'SYS_FORBIDDEN', message: 'Your role may not see this' });
    expect(rec.notices).toEqual([{ tone: 'error', message: 'Your role may not see this' }]);
  });

  it('quiet load sent as POST (changes nothing): toast too; a quiet load without a message stays inline', async () => {
    const lookup = { ...save, id: 'test.lookup', method: 'POST' as const, changes: 'nothing' as const, mutates: true };
    stubFetch(() => envelope('BIZ_LOOKUP', null, 'Lookup is down', 200));
    await rejection(call(lookup, { params: { id: '1' }, body: { name: 'n' } }, { quiet: true }));
    expect(rec.notices).toEqual([{ tone: 'error', message: 'Lookup is down' }]);
    rec.notices.length = 0;
    // a table search is a read its group sends as POST: the contract says it is a load
    stubFetch(() => envelope('BIZ_SEARCH', null, 'Search is down', 200));
    await rejection(call(cartSearch, { body: {} }, { quiet: true }));
    expect(rec.notices).toEqual([{ tone: 'error', message: 'Search is down' }]);
    rec.notices.length = 0;
    stubFetch(() => envelope('BIZ_NO_TEXT', null, ''));
    await rejection(call(item, { params: { id: '1' } }, { quiet: true }));
    expect(rec.notices).toEqual([]);
  });

  // issue 18 item 3: every read of the contract, GETs and the reads sent as POST alike, is a load
  // for a quiet caller, so its failure's message is a toast; no call site has to say so
  it('every read of the contract sent as POST is a load; every changing call is not', () => {
    const posts = allEndpoints.filter((e) => e.method !== 'GET');
    const reads = posts.filter((e) => !isChangingCall(e)).map((e) => e.id);
    for (const id of ['order.search', 'order.receiptGet', 'order.statusLogs', 'order.appointmentCount', 'separate.groupCheck', 'asset.cartSearch', 'inventory.search', 'common.lookupSearch', 'theme.getAllTableColumns', 'import.rowSearch']) {
      expect(reads).toContain(id);
    }
    for (const e of allEndpoints) expect(isLoad(e), e.id).toBe(e.method === 'GET' || reads.includes(e.id));
    for (const id of ['order.acknowledge', 'export.start', 'theme.save', 'separate.create']) expect(isLoad(allEndpoints.find((e) => e.id === id)), id).toBe(false);
  });

  it.each(allEndpoints.filter((e) => e.method !== 'GET' && !isChangingCall(e)).map((e) => [e.id, e] as const))('quiet %s (a read sent as POST) toasts the server message', (_id, ep) => {
    expect(() => settle(ep, { code: 'BIZ_DOWN', message: `${ep.id} is down`, data: null }, 200, { quiet: true })).toThrow(CallError);
    expect(rec.notices).toEqual([{ tone: 'error', message: `${ep.id} is down` }]);
  });

  it('save failure with a server message shows the message', async () => {
    stubFetch(() => envelope('BIZ_NAME_TAKEN', null, 'Name taken', 200));
    await rejection(call(save, { params: { id: '1' }, body: { name: 'n' } }, { save: true }));
    expect(rec.notices).toEqual([{ tone: 'error', message: 'Name taken' }]);
  });

  it('save failure without a message shows common.message.saveError', async () => {
    stubFetch(() => envelope('BIZ_FAILED', null, '', 400));
    const err = await rejection(call(save, { params: { id: '1' }, body: { name: 'n' } }, { save: true }));
    expect(err.code).toBe('BIZ_FAILED');
    expect(rec.notices).toEqual([{ tone: 'error', messageKey: 'common.message.saveError' }]);
  });

  it('code "0" whose data does not match the schema: parse error and badResponse notice', async () => {
    stubFetch(() => envelope('0', { id: 1, qty: 'many' }));
    const err = await rejection(call(item, { params: { id: '1' } }));
    expect(err.kind).toBe('parse');
    expect(err.code).toBe('CLIENT_BAD_RESPONSE');
    expect(rec.notices).toEqual([{ tone: 'error', messageKey: 'common.message.badResponse' }]);
  });

  it('HTTP 200 that is not an envelope: parse error', async () => {
    stubFetch(() => json({ hello: 'world' }));
    const err = await rejection(call(item, { params: { id: '1' } }));
    expect(err.kind).toBe('parse');
    expect(rec.notices).toEqual([{ tone: 'error', messageKey: 'common.message.badResponse' }]);
  });

  it('HTTP 502 with an HTML page: kind http', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const err = await rejection(call(item, { params: { id: '1' } }));
    expect(err).toMatchObject({ kind: 'http', code: 'HTTP_502' });
    expect(rec.notices).toEqual([{ tone: 'error', messageKey: 'common.message.networkError' }]);
  });

  it('a network error: networkError notice, kind network', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = await rejection(call(item, { params: { id: '1' } }));
    expect(err.kind).toBe('network');
    expect(rec.notices).toEqual([{ tone: 'error', messageKey: 'common.message.networkError' }]);
  });

  it('a network error mentioning a timeout: toast with that message, kind timeout', async () => {
    stubFetch(() => Promise.reject(new TypeError('connect ETIMEDOUT: connection timed out')));
    const err = await rejection(call(item, { params: { id: '1' } }));
    expect(err.kind).toBe('timeout');
    expect(rec.notices).toEqual([{ tone: 'error', message: 'connect ETIMEDOUT: connection timed out' }]);
  });

  it("the caller's AbortSignal.timeout() counts as a time-out", async () => {
    hangingFetch();
    const err = await rejection(call(item, { params: { id: '1' } }, { signal: AbortSignal.timeout(5) }));
    expect(err.kind).toBe('timeout');
    expect(rec.notices).toHaveLength(1);
    expect(rec.notices[0].tone).toBe('error');
    expect(rec.notices[0].message).toMatch(/time/i);
  });
});

describe('call(): time-outs and abort', () => {
  let rec: ReturnType<typeof setup>;
  beforeEach(() => {
    rec = setup();
    vi.useFakeTimers();
  });

  it.each([
    ['default 60 s', item, { params: { id: '1' } }, 60_000],
    ['goods search 30 s', slow, {}, 30_000],
    ['report download 120 s', file, { params: { id: '1' } }, 120_000],
  ] as const)('%s: rejects exactly at ep.timeoutMs with a timeout toast', async (_, ep, input, ms) => {
    hangingFetch();
    let settled: CallError | undefined;
    const p = call(ep as typeof item, input as never).catch((e: CallError) => (settled = e));
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(settled).toMatchObject({ kind: 'timeout', message: `timeout of ${ms}ms exceeded` });
    expect(rec.notices).toEqual([{ tone: 'error', message: `timeout of ${ms}ms exceeded` }]);
  });

  it('aborted by the caller: kind aborted, no notification, timer cleared', async () => {
    hangingFetch();
    const ac = new AbortController();
    const p = call(item, { params: { id: '1' } }, { signal: ac.signal }).catch((e: CallError) => e);
    await vi.advanceTimersByTimeAsync(10);
    ac.abort();
    const err = await p;
    expect(err).toMatchObject({ kind: 'aborted' });
    expect(rec.notices).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an already aborted signal: kind aborted, no notification', async () => {
    hangingFetch();
    const ac = new AbortController();
    ac.abort();
    const err = await call(item, { params: { id: '1' } }, { signal: ac.signal }).catch((e: CallError) => e);
    expect(err).toMatchObject({ kind: 'aborted' });
    expect(rec.notices).toEqual([]);
  });

  it('a successful call clears its timer', async () => {
    stubFetch(() => envelope('0', { id: '1', qty: 1 }));
    await call(item, { params: { id: '1' } });
    expect(vi.getTimerCount()).toBe(0);
  });
});
