// Mounts every endpoint descriptor at /back + path for each flavour's path, and runs each request
// through the same checks, in this order:
//   session -> CSRF (mutating calls) -> terms of use -> permission key -> body size -> validation
//   -> group access (granted; managed for changing calls), or for a changing call of no group
//      what its descriptor declares it changes (own things; what the tenant shares: not view-only)
//   -> handler -> answer checked against the response schema -> envelope.
import type { Context, Hono } from 'hono';
import { getCookie, deleteCookie } from 'hono/cookie';
import {
  BASE_PATH,
  ErrorCode,
  SUCCESS,
  flavourPath,
  flavours,
  routePattern,
  type AnyEndpoint,
  type Flavour,
  type Language,
} from '../../src/contract';
import { endpointAccess, isChangingCall, undeclaredChangingCalls } from '../../src/contract/access';
import { findSession, type Session, type SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import {
  CURRENT_TERMS_VERSION,
  GATEWAY_LOGIN_PATH,
  JSON_BODY_LIMIT,
  MULTIPART_BODY_LIMIT,
  SESSION_COOKIE,
  TERMS_EXEMPT_ENDPOINTS,
} from '../config';
import type { Handler, HandlerContext } from './handler';
import { ApiError } from '../http/api-error';
import { msg } from '../http/messages';
import { isHttps, isSameOrigin, screenLanguage } from '../http/request-info';
import { envelopeResponse } from './envelope-response';
import { MalformedFormError, parseMultipartOffThread } from '../workers/spreadsheet-pool';
import { mediaType, readBodyBytes } from './read-body';
import { queryObject, validateInput } from './validate-input';

export const TERMS_PAGE = '/termsOfUse';

export interface MountedRoute {
  endpoint: AnyEndpoint;
  flavour: Flavour;
  /** Full path under /back with `{name}` placeholders. */
  path: string;
}

/** Each descriptor once per distinct flavour path (paths without a /supplier segment once). */
export function routesOf(endpoints: readonly AnyEndpoint[]): MountedRoute[] {
  const routes: MountedRoute[] = [];
  const seen = new Map<string, string>();
  for (const endpoint of endpoints) {
    const paths = new Set<string>();
    for (const flavour of flavours) {
      const path = BASE_PATH + flavourPath(endpoint.path, flavour);
      if (paths.has(path)) continue;
      paths.add(path);
      const key = `${endpoint.method} ${routePattern(path).replace(/:[A-Za-z0-9_]+/g, ':')}`;
      const other = seen.get(key);
      if (other) throw new Error(`endpoints ${other} and ${endpoint.id} share the route ${key}`);
      seen.set(key, endpoint.id);
      routes.push({ endpoint, flavour, path });
    }
  }
  return routes;
}

const paramCount = (path: string) => (path.match(/\{/g) ?? []).length;

export interface MountOptions {
  db: Db;
  endpoints: readonly AnyEndpoint[];
  handlers: Map<string, Handler>;
  now: () => Date;
}

export function mountEndpoints(app: Hono, options: MountOptions): MountedRoute[] {
  const undeclared = undeclaredChangingCalls(options.endpoints);
  if (undeclared.length) throw new Error(`changing calls that declare no access (a route group, or \`changes\` on the descriptor): ${undeclared.join(', ')}`);
  const routes = routesOf(options.endpoints);
  // When a literal path and a parameterised one both match, Hono runs them in registration order:
  // literal paths first, so `/x/search` is never taken as `/x/{id}`.
  const ordered = [...routes].sort((a, b) => paramCount(a.path) - paramCount(b.path));
  for (const route of ordered) {
    const handler = options.handlers.get(route.endpoint.id);
    if (!handler) throw new Error(`no handler for ${route.endpoint.id}`);
    app.on(route.endpoint.method, routePattern(route.path), (c) => runEndpoint(c, route, handler, options));
  }
  return routes;
}

function unauthorized(): ApiError {
  return new ApiError(ErrorCode.unauthorized, msg(ErrorCode.unauthorized), 401, { gateway: GATEWAY_LOGIN_PATH });
}

/** CSRF: same Origin, the X-Requested-With header (forces a CORS preflight) and a JSON body type. */
function passesCsrf(c: Context, endpoint: AnyEndpoint): boolean {
  if (!isSameOrigin(c)) return false;
  if (c.req.header('X-Requested-With') !== 'XMLHttpRequest') return false;
  const type = mediaType(c);
  if (endpoint.multipart) return type === 'multipart/form-data';
  if (type === 'application/json') return true;
  // A call without a body schema may send nothing at all (checked again once the body is read).
  return type === '' && !endpoint.body;
}

async function readInputBody(c: Context, endpoint: AnyEndpoint, lang: Language): Promise<unknown> {
  if (!endpoint.mutates) return {};
  const limit = endpoint.multipart ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT;
  const bytes = await readBodyBytes(c, limit);
  const type = mediaType(c);
  if (type === '' && bytes.byteLength > 0) throw new ApiError(ErrorCode.csrf, msg(ErrorCode.csrf, lang), 403);
  if (endpoint.multipart) {
    // parsed in the worker thread: a 20 MB form is no reason for other requests to wait
    try {
      return await parseMultipartOffThread(bytes, c.req.header('Content-Type') ?? '');
    } catch (error) {
      if (error instanceof MalformedFormError) throw new ApiError(ErrorCode.invalid, msg('malformedForm', lang), 400);
      throw error;
    }
  }
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(ErrorCode.invalid, msg('malformedJson', lang), 400);
  }
}

async function runEndpoint(c: Context, route: MountedRoute, handler: Handler, options: MountOptions): Promise<Response> {
  const { endpoint } = route;
  const now = options.now();
  let lang: Language = 'en';
  try {
    const token = getCookie(c, SESSION_COOKIE);
    const found = token ? await findSession(options.db, token, now) : undefined;
    const session: Session | undefined = found?.session;
    // answers in the screen's language; the account's when the call names none (decision 022)
    const user: SessionUser | undefined = found && { ...found.user, lang: screenLanguage(c) ?? found.user.accountLang };
    lang = user?.lang ?? screenLanguage(c) ?? 'en';
    if (endpoint.auth !== 'public' && !user) throw unauthorized();

    if (endpoint.mutates && !passesCsrf(c, endpoint)) throw new ApiError(ErrorCode.csrf, msg(ErrorCode.csrf, lang), 403);

    if (user && user.termsAcceptedVersion !== CURRENT_TERMS_VERSION && !TERMS_EXEMPT_ENDPOINTS.has(endpoint.id)) {
      return envelopeResponse(c, ErrorCode.redirect, msg(ErrorCode.redirect, lang), { redirectTo: TERMS_PAGE }, 200);
    }

    if (endpoint.permission && !(user?.role.permissions as readonly string[] | undefined)?.includes(endpoint.permission)) {
      throw new ApiError(ErrorCode.forbidden, msg(ErrorCode.forbidden, lang), 403);
    }

    const body = await readInputBody(c, endpoint, lang);
    const input = validateInput(endpoint, { params: c.req.param() as Record<string, string>, query: queryObject(c.req.url), body }, lang);
    const appId = appIdOf(input.query);
    // the route group (import calls name theirs in the input): granted to read, managed to change
    const access = endpointAccess(endpoint, input);
    if (access && user) {
      if (!user.role.groups.includes(access.group)) throw new ApiError(ErrorCode.forbidden, msg('groupNotGranted', lang), 403);
      if (access.writes && !user.role.manageGroups.includes(access.group)) throw new ApiError(ErrorCode.forbidden, msg('viewOnly', lang), 403);
    } else if (user && isChangingCall(endpoint)) {
      // a changing call of no route group: its descriptor says what it changes (checked at start)
      if (endpoint.changes === 'tenant' && user.role.manageGroups.length === 0) throw new ApiError(ErrorCode.forbidden, msg('viewOnlyRole', lang), 403);
      // a group taken from the input that names none: refused rather than let through
      if (endpoint.changes !== 'own' && endpoint.changes !== 'tenant') throw new ApiError(ErrorCode.forbidden, msg(ErrorCode.forbidden, lang), 403);
    }

    const ctx: HandlerContext = {
      db: options.db,
      user: user as SessionUser,
      session: session as Session,
      params: input.params as never,
      query: input.query as never,
      body: input.body as never,
      appId,
      now,
      clearSessionCookie: () => deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) }),
    };
    const result = await handler(ctx);
    if (result instanceof Response) {
      if (!endpoint.file) throw new Error(`${endpoint.id} returned a Response but is not a file endpoint`);
      return result;
    }
    // The answer must match the contract; parsing also drops any field the schema does not name,
    // so a handler cannot leak a column (a password hash, another tenant's id) by accident.
    const checked = endpoint.response.safeParse(result);
    if (!checked.success) {
      throw new Error(`${endpoint.id} answered outside its response schema: ${checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    return envelopeResponse(c, SUCCESS, msg('ok', lang), checked.data, 200);
  } catch (error) {
    if (error instanceof ApiError) return envelopeResponse(c, error.code, error.message, error.data, error.httpStatus);
    throw error; // a bug: the app's onError logs it and answers SYS_INTERNAL_ERROR
  }
}

function appIdOf(query: unknown): string | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const q = query as Record<string, unknown>;
  const value = q.appId ?? q.k;
  return typeof value === 'string' ? value : undefined;
}
