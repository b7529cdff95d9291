// The sign-in gateway: GET /gateway/login renders the form, POST /gateway/login checks the
// password and starts a session. Sign-out is the POST /back/ logout call.
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Language } from '../../src/contract';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { createSession, hashToken, revokeSession } from '../auth/sessions';
import { isThrottled, recordAttempt, type ThrottleSettings } from '../auth/throttle';
import type { Db } from '../db/db';
import { FORM_BODY_LIMIT, GATEWAY_LOGIN_PATH, LOGIN_THROTTLE, SESSION_COOKIE } from '../config';
import { ApiError } from '../http/api-error';
import { clientAddress, isHttps, isSameOrigin } from '../http/request-info';
import { readBodyBytes, mediaType } from '../back/read-body';
import { loginCss, renderLoginPage, type LoginPageModel } from './login-page';
import { pickLanguage } from './login-texts';
import { safeReturnTo } from './safe-return';

export interface GatewayOptions {
  db: Db;
  now: () => Date;
  throttle?: ThrottleSettings;
}

const MAX_ACCOUNT = 64;
const MAX_PASSWORD = 256;

function page(c: Context, model: LoginPageModel, status: number): Response {
  c.header('Cache-Control', 'no-store');
  return c.html(renderLoginPage(model), status as ContentfulStatusCode);
}

export function mountGateway(app: Hono, options: GatewayOptions): void {
  const throttle = options.throttle ?? LOGIN_THROTTLE;

  app.get('/gateway', (c) => c.redirect(GATEWAY_LOGIN_PATH, 302));

  app.get('/gateway/login.css', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(loginCss, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });

  app.get(GATEWAY_LOGIN_PATH, (c) => {
    const lang = pickLanguage(c.req.query('lang'), c.req.header('Accept-Language'));
    return page(c, { lang, returnTo: safeReturnTo(c.req.query('returnTo')) }, 200);
  });

  app.post(GATEWAY_LOGIN_PATH, async (c) => {
    const headerLang = pickLanguage(null, c.req.header('Accept-Language'));
    // A cross-site form could otherwise sign the victim into the attacker's account.
    if (!isSameOrigin(c)) return page(c, { lang: headerLang, returnTo: safeReturnTo(null), error: 'foreignOrigin' }, 403);
    if (mediaType(c) !== 'application/x-www-form-urlencoded') {
      return page(c, { lang: headerLang, returnTo: safeReturnTo(null), error: 'badRequest' }, 400);
    }
    let form: URLSearchParams;
    try {
      form = new URLSearchParams(new TextDecoder().decode(await readBodyBytes(c, FORM_BODY_LIMIT)));
    } catch (error) {
      if (error instanceof ApiError) return page(c, { lang: headerLang, returnTo: safeReturnTo(null), error: 'badRequest' }, 413);
      throw error;
    }

    const lang: Language = pickLanguage(form.get('lang'), c.req.header('Accept-Language'));
    const returnTo = safeReturnTo(form.get('returnTo'));
    const typedAccount = (form.get('account') ?? '').slice(0, MAX_ACCOUNT);
    const account = typedAccount.trim().toLowerCase();
    const password = form.get('password') ?? '';
    const ip = clientAddress(c);
    const now = options.now();
    const { db } = options;

    if (await isThrottled(db, account, ip, now, throttle)) {
      return page(c, { lang, returnTo, account: typedAccount, error: 'throttled' }, 429);
    }

    const user = await db.maybe<{ id: string; tenant_id: string; password_hash: string }>(
      'SELECT id, tenant_id, password_hash FROM users WHERE account = $1',
      [account],
    );
    // Verify even when the account is unknown so the answer time does not tell which exist.
    const passwordOk =
      password.length <= MAX_PASSWORD && (await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash())));
    const ok = !!user && passwordOk;
    await recordAttempt(db, account, ip, ok, now);
    if (!ok || !user) return page(c, { lang, returnTo, account: typedAccount, error: 'invalid' }, 401);

    const token = await db.transaction(async (tx) => {
      const previous = getCookie(c, SESSION_COOKIE);
      if (previous) await revokeSession(tx, hashToken(previous), now);
      // the sign-in before this one is what the dashboard calls the last sign-in
      await tx.query('UPDATE users SET previous_login_at = last_login_at, last_login_at = $1 WHERE id = $2', [now, user.id]);
      return createSession(tx, { id: user.id, tenantId: user.tenant_id }, now);
    });
    setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', secure: isHttps(c) });
    c.header('Cache-Control', 'no-store');
    return c.redirect(returnTo, 303);
  });
}
