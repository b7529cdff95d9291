// SYS_REDIRECT end to end: a user who has not accepted the current terms of use (newhire1) gets
// { code: SYS_REDIRECT, data: { redirectTo: '/termsOfUse' } } from every call except the few
// the terms page itself needs, until they accept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_TERMS_VERSION, TERMS_EXEMPT_ENDPOINTS } from '../../server/config';
import { fixtureFor } from './fixtures';
import { createHarness, snapshotDb, type Harness } from './harness';

describe('terms of use redirect', () => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await createHarness();
    cookie = await h.signIn('newhire1');
  });
  afterAll(() => h?.close());

  it('answers SYS_REDIRECT (HTTP 200) on every non-exempt route and changes nothing', async () => {
    const before = await snapshotDb(h.db);
    const redirected = h.routes.filter((r) => !TERMS_EXEMPT_ENDPOINTS.has(r.endpoint.id));
    expect(redirected.length).toBeGreaterThan(0);
    for (const route of redirected) {
      const answer = await h.callRoute(route, fixtureFor(route.endpoint.id).input, { cookie });
      expect(answer.status, route.path).toBe(200);
      expect(answer.envelope, route.path).toEqual({ code: 'SYS_REDIRECT', message: expect.any(String), data: { redirectTo: '/termsOfUse' } });
    }
    expect(await snapshotDb(h.db)).toBe(before);
  });

  it('still answers user info and the terms', async () => {
    const info = await h.call<{ account: string }>('GET', '/common/app/user/getUserInfo', { cookie, query: { 'account-type': '3' } });
    expect(info.envelope.code).toBe('0');
    const terms = await h.call('GET', '/common/app/user/terms', { cookie });
    expect(terms.envelope.data).toEqual({ version: CURRENT_TERMS_VERSION, accepted: false, acceptedAt: null });
  });

  it('lets everything through once the current terms are accepted', async () => {
    const accepted = await h.call('POST', '/common/app/user/acceptTerms', { cookie, body: { version: CURRENT_TERMS_VERSION } });
    expect(accepted.envelope.data).toEqual({ version: CURRENT_TERMS_VERSION, accepted: true, acceptedAt: h.clock.now().toISOString() });
    const menu = await h.call('POST', '/common/app/resource/user/getMenu', { cookie, query: { k: 'wharf-tof' }, body: {} });
    expect(menu.envelope.code).toBe('0');
  });
});
