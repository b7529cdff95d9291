// The sign-in gateway: the page in both languages, the session cookie, a new session id at every
// sign-in, failures, throttling, cross-site posts and open redirects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, SESSION_COOKIE } from '../../server/config';
import { hashToken } from '../../server/auth/sessions';
import { createHarness, sessionCookieOf, type Harness } from './harness';

describe('gateway', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h?.close());

  const loginPage = async (query = '', headers: Record<string, string> = {}) => {
    const response = await h.request(`/gateway/login${query}`, { headers });
    return { response, html: await response.text() };
  };

  it('renders an English page with labelled account and password inputs and no script', async () => {
    const { response, html } = await loginPage();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<label for="account">Account<\/label>/);
    expect(html).toMatch(/<input id="account" name="account"[^>]*autocomplete="username"/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<input id="password" name="password" type="password"[^>]*autocomplete="current-password"/);
    expect(html).toMatch(/<input type="hidden" name="returnTo" value="\/dashboard">/);
    expect(html).toContain('<form method="post" action="/gateway/login">');
    expect(html).toContain('<link rel="stylesheet" href="/gateway/login.css">');
    expect(html).not.toMatch(/<script|style=|demo1234/i);
  });

  it('renders Chinese from ?lang= and from Accept-Language, with links to both languages', async () => {
    const fromQuery = await loginPage('?lang=zh-CN');
    expect(fromQuery.html).toContain('<html lang="zh-CN">');
    expect(fromQuery.html).toContain('账号');
    expect(fromQuery.html).toContain('密码');
    const fromHeader = await loginPage('', { 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(fromHeader.html).toContain('<html lang="zh-CN">');
    const english = await loginPage('', { 'Accept-Language': 'fr-FR, en;q=0.5, zh;q=0.1' });
    expect(english.html).toContain('<html lang="en">');
    expect(fromQuery.html).toContain('href="/gateway/login?lang=en&amp;returnTo=%2Fdashboard"');
    expect(fromQuery.html).toContain('href="/gateway/login?lang=zh-CN&amp;returnTo=%2Fdashboard"');
  });

  it('serves its stylesheet from the same origin', async () => {
    const response = await h.request('/gateway/login.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/css');
  });

  it('signs in: 303 to returnTo, HttpOnly SameSite=Lax cookie, a new session id each time', async () => {
    const first = await h.postLogin({ account: 'supplier1', password: 'demo1234', returnTo: '/order/list?page=2' });
    expect(first.status).toBe(303);
    expect(first.headers.get('Location')).toBe('/order/list?page=2');
    const setCookie = first.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie1 = sessionCookieOf(first);

    const second = await h.postLogin({ account: 'supplier1', password: 'demo1234' }, { cookie: cookie1 });
    const cookie2 = sessionCookieOf(second);
    expect(cookie2).not.toBe(cookie1);
    expect(second.headers.get('Location')).toBe('/dashboard');
    // the session the browser held before is revoked (no fixation, no pile-up)
    expect((await h.call('GET', '/common/app/user/terms', { cookie: cookie1 })).envelope.code).toBe('SYS_UNAUTHORIZED');
    expect((await h.call('GET', '/common/app/user/terms', { cookie: cookie2 })).envelope.code).toBe('0');
    // only the hash of the token is stored
    const token = cookie2.split('=')[1];
    expect(await h.db.maybe('SELECT 1 FROM sessions WHERE id_hash = $1', [token])).toBeUndefined();
    expect(await h.db.maybe('SELECT 1 FROM sessions WHERE id_hash = $1', [hashToken(token)])).toBeDefined();
    const user = await h.db.one<{ last_login_at: Date }>("SELECT last_login_at FROM users WHERE account = 'supplier1'");
    expect(user.last_login_at.toISOString()).toBe(h.clock.now().toISOString());
  });

  it('accepts the account in any case and with spaces around it', async () => {
    const response = await h.postLogin({ account: '  Supplier2 ', password: 'demo1234' }, { ip: '10.9.0.1' });
    expect(response.status).toBe(303);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const response = await h.app.request('https://wharf.example/gateway/login', {
      method: 'POST',
      headers: { Origin: 'https://wharf.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'account=seller1&password=demo1234',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Set-Cookie')).toMatch(/Secure/);
  });

  it('answers 401 with the page, an error in its language and the escaped account on a wrong password', async () => {
    const response = await h.postLogin({ account: 'supplier1"><script>x</script>', password: 'nope', lang: 'zh-CN' }, { ip: '10.1.0.1' });
    expect(response.status).toBe(401);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    const html = await response.text();
    expect(html).toContain('账号或密码错误');
    expect(html).toContain('value="supplier1&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
    const unknown = await h.postLogin({ account: 'nobody', password: 'demo1234' }, { ip: '10.1.0.2' });
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain('The account or password is incorrect.');
  });

  it('refuses a post from another origin, or without an Origin header, with 403', async () => {
    for (const origin of ['http://evil.example', null]) {
      const response = await h.postLogin({ account: 'supplier1', password: 'demo1234' }, { headers: { Origin: origin } });
      expect(response.status).toBe(403);
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('never redirects off the site', async () => {
    const targets = ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', 'evil', '/\t/evil.example', '/gateway/login'];
    for (const returnTo of targets) {
      const response = await h.postLogin({ account: 'distributor1', password: 'demo1234', returnTo }, { ip: '10.2.0.1' });
      expect(response.status, returnTo).toBe(303);
      expect(response.headers.get('Location'), returnTo).toBe('/dashboard');
    }
    const page = await (await h.request('/gateway/login?returnTo=%2F%2Fevil.example')).text();
    expect(page).toContain('name="returnTo" value="/dashboard"');
  });

  // shapes that only turn into `//evil.example` once their dot segments are resolved (issue 15)
  const dotted = ['/.//evil.example', '/a/..//evil.example', '/%2e//evil.example', '/x/.././/evil.example', '/./\\evil.example', '/%2E%2E//evil.example', '/a/%2e%2e//evil.example/x?y#z'];

  it('never redirects to a protocol-relative address made by dot segments', async () => {
    for (const [i, returnTo] of dotted.entries()) {
      const response = await h.postLogin({ account: 'distributor1', password: 'demo1234', returnTo }, { ip: `10.2.1.${i}` });
      expect(response.status, returnTo).toBe(303);
      expect(response.headers.get('Location'), returnTo).toBe('/dashboard');
    }
  });

  it('never renders such a returnTo into the sign-in form', async () => {
    for (const returnTo of dotted) {
      const page = await (await h.request(`/gateway/login?returnTo=${encodeURIComponent(returnTo)}`)).text();
      expect(page, returnTo).toContain('name="returnTo" value="/dashboard"');
      expect(page, returnTo).not.toContain('evil.example');
    }
  });

  it('still goes back to a normalised path of this site', async () => {
    const response = await h.postLogin({ account: 'distributor1', password: 'demo1234', returnTo: '/order/./list/../list?x=1' }, { ip: '10.2.2.1' });
    expect(response.headers.get('Location')).toBe('/order/list?x=1');
  });

  it('throttles an account after 5 failures, even with the right password, until the window passes', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      const response = await h.postLogin({ account: 'provider1', password: `wrong${i}` }, { ip: `10.3.0.${i}` });
      expect(response.status).toBe(401);
    }
    const refused = await h.postLogin({ account: 'provider1', password: 'demo1234' }, { ip: '10.3.1.1' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Set-Cookie')).toBeNull();
    expect(await refused.text()).toContain('Too many failed sign-in attempts');
    // another account is not affected
    expect((await h.postLogin({ account: 'seller1', password: 'demo1234' }, { ip: '10.3.1.2' })).status).toBe(303);
    h.clock.advance(LOGIN_THROTTLE.windowMs + 1000);
    expect((await h.postLogin({ account: 'provider1', password: 'demo1234' }, { ip: '10.3.1.3' })).status).toBe(303);
  });

  it('throttles an address after 20 failures across accounts', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAddress; i++) {
      expect((await h.postLogin({ account: `ghost${i}`, password: 'x' }, { ip })).status).toBe(401);
    }
    expect((await h.postLogin({ account: 'supplier2', password: 'demo1234' }, { ip })).status).toBe(429);
    expect((await h.postLogin({ account: 'supplier2', password: 'demo1234' }, { ip: '10.4.0.2' })).status).toBe(303);
  });

  it('keeps the throttle in the database, shared by every server process', async () => {
    const rows = await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM login_attempts WHERE ip = '10.4.0.1' AND NOT succeeded");
    expect(rows.n).toBe(LOGIN_THROTTLE.maxFailuresPerAddress);
  });

  it('refuses a form body that is not url-encoded', async () => {
    const response = await h.request('/gateway/login', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'supplier1', password: 'demo1234' }),
    });
    expect(response.status).toBe(400);
  });
});
