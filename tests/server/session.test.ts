// Sessions: they end after 12 h without a request, at sign-out, and are refused when revoked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from '../../server/config';
import { createHarness, type Harness } from './harness';

describe('sessions', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h?.close());

  const terms = (cookie?: string) => h.call('GET', '/common/app/user/terms', { cookie });

  it('answers SYS_UNAUTHORIZED with the gateway address without a cookie or with a made-up one', async () => {
    for (const cookie of [undefined, 'wharf_sid=forged-token', 'wharf_sid=']) {
      const answer = await terms(cookie);
      expect(answer.status).toBe(401);
      expect(answer.envelope).toEqual({ code: 'SYS_UNAUTHORIZED', message: expect.any(String), data: { gateway: '/gateway/login' } });
    }
  });

  it('expires after 12 hours without a request, and a request keeps it alive', async () => {
    const cookie = await h.signIn('supplier1');
    h.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await terms(cookie)).envelope.code).toBe('0');
    h.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await terms(cookie)).envelope.code).toBe('0');
    h.clock.advance(SESSION_IDLE_MS + 1);
    expect((await terms(cookie)).envelope.code).toBe('SYS_UNAUTHORIZED');
  });

  it('ends at the absolute maximum age even when used all the time', async () => {
    const cookie = await h.signIn('supplier1');
    const step = SESSION_IDLE_MS / 2;
    const steps = SESSION_MAX_AGE_MS / step - 1;
    for (let i = 0; i < steps; i++) {
      h.clock.advance(step);
      expect((await terms(cookie)).envelope.code).toBe('0');
    }
    h.clock.advance(step + 1);
    expect((await terms(cookie)).envelope.code).toBe('SYS_UNAUTHORIZED');
  });

  it('signs out: the session is revoked in the database and the cookie cleared', async () => {
    const cookie = await h.signIn('supplier1');
    const other = await h.signIn('supplier1');
    const answer = await h.call('POST', '/common/app/user/logout', { cookie, body: {} });
    expect(answer.envelope).toEqual({ code: '0', message: expect.any(String), data: { gateway: '/gateway/login' } });
    expect(answer.headers.get('Set-Cookie')).toMatch(/wharf_sid=;.*Max-Age=0/i);
    expect((await terms(cookie)).envelope.code).toBe('SYS_UNAUTHORIZED');
    // replaying the old cookie does not bring it back; other sessions of the user stay
    expect((await h.call('POST', '/common/app/user/logout', { cookie, body: {} })).envelope.code).toBe('SYS_UNAUTHORIZED');
    expect((await terms(other)).envelope.code).toBe('0');
    const revoked = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE revoked_at IS NOT NULL');
    expect(revoked.n).toBeGreaterThan(0);
  });

  it('is refused once revoked in the database (e.g. by another server process)', async () => {
    const cookie = await h.signIn('seller1');
    await h.db.query('UPDATE sessions SET revoked_at = $1 WHERE revoked_at IS NULL', [h.clock.now()]);
    expect((await terms(cookie)).envelope.code).toBe('SYS_UNAUTHORIZED');
  });
});
