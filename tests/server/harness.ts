// Test harness for the server: a fresh migrated and seeded database (see test-db.ts), the Hono app
// over it with a movable clock, and request helpers that behave like the portal in a browser:
// same Origin (http://localhost), X-Requested-With and JSON bodies, the session cookie.
import type { Hono } from 'hono';
import { BASE_PATH, fillPath, type AnyEndpoint, type Envelope } from '../../src/contract';
import { createWharfApp, type AppOptions } from '../../server/app';
import type { MountedRoute } from '../../server/back/mount-endpoints';
import { DEMO_PASSWORD, SESSION_COOKIE } from '../../server/config';
import type { Db } from '../../server/db/db';
import type { SeedResult } from '../../server/db/seed';
import { createSeededTestDb } from './test-db';

export const ORIGIN = 'http://localhost';
export const START_TIME = new Date('2026-03-02T08:00:00Z');

export interface Clock {
  now(): Date;
  advance(ms: number): void;
}

export interface CallOptions {
  cookie?: string;
  query?: Record<string, string | string[]>;
  /** JSON-encoded unless `rawBody` is given; a FormData goes as multipart/form-data. */
  body?: unknown;
  rawBody?: string;
  /** Header overrides; a value of null removes the header the helper would add. */
  headers?: Record<string, string | null>;
  /** The peer address (throttling is per address). */
  ip?: string;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed envelope (undefined when the answer is not JSON). */
  envelope: Envelope<T>;
}

export interface Harness {
  app: Hono;
  db: Db;
  routes: MountedRoute[];
  clock: Clock;
  seeded: SeedResult;
  /** Raw request with the peer address set (what @hono/node-server would pass). */
  request(path: string, init?: RequestInit, ip?: string): Promise<Response>;
  /** A /back/ call as the portal makes it. `path` is under /back (e.g. '/common/app/...'). */
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  /** A call of a mounted route with the fixture's input. */
  callRoute<T = unknown>(route: MountedRoute, input: RouteInput, options?: CallOptions): Promise<Answer<T>>;
  /** POSTs the gateway form (same origin unless headers say otherwise). */
  postLogin(form: Record<string, string>, options?: { cookie?: string; headers?: Record<string, string | null>; ip?: string }): Promise<Response>;
  /** Signs in with the demo password; returns the Cookie header value `wharf_sid=...`. */
  signIn(account: string, options?: { ip?: string; password?: string }): Promise<string>;
  close(): Promise<void>;
}

export interface RouteInput {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

export type HarnessOptions = Omit<AppOptions, 'db' | 'now'>;

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const testDb = await createSeededTestDb();
  const { db, seeded } = testDb;
  let current = START_TIME.getTime();
  const clock: Clock = { now: () => new Date(current), advance: (ms) => void (current += ms) };
  const { app, routes } = createWharfApp({ ...options, db, now: clock.now });

  const request = async (path: string, init: RequestInit = {}, ip = '127.0.0.1') =>
    app.request(`${ORIGIN}${path}`, init, { incoming: { socket: { remoteAddress: ip } } });

  const call = async <T>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> => {
    const url = new URL(`${ORIGIN}${BASE_PATH}${path}`);
    for (const [k, v] of Object.entries(options.query ?? {})) for (const one of [v].flat()) url.searchParams.append(k, one);
    const headers: Record<string, string | null> = { Accept: 'application/json' };
    // an upload: the multipart Content-Type (with its boundary) comes from the FormData itself
    const form = options.body instanceof FormData ? options.body : undefined;
    if (method !== 'GET') {
      headers.Origin = ORIGIN;
      headers['X-Requested-With'] = 'XMLHttpRequest';
      if (!form) headers['Content-Type'] = 'application/json';
    }
    if (options.cookie) headers.Cookie = options.cookie;
    Object.assign(headers, options.headers);
    const body = method === 'GET' ? undefined : (options.rawBody ?? form ?? JSON.stringify(options.body ?? {}));
    const response = await request(
      url.pathname + url.search,
      { method, headers: Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => e[1] !== null)), body },
      options.ip,
    );
    const text = await response.text();
    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch {
      envelope = undefined as unknown as Envelope<T>;
    }
    return { status: response.status, headers: response.headers, text, envelope };
  };

  const callRoute = <T>(route: MountedRoute, input: RouteInput, options: CallOptions = {}) =>
    call<T>(route.endpoint.method, fillPath(route.path, input.params).slice(BASE_PATH.length), {
      query: input.query,
      body: input.body,
      ...options,
    });

  const postLogin = (form: Record<string, string>, options: { cookie?: string; headers?: Record<string, string | null>; ip?: string } = {}) => {
    const headers: Record<string, string | null> = {
      Origin: ORIGIN,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...options.headers,
    };
    return request(
      '/gateway/login',
      {
        method: 'POST',
        headers: Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => e[1] !== null)),
        body: new URLSearchParams(form).toString(),
      },
      options.ip,
    );
  };

  const signIn = async (account: string, options: { ip?: string; password?: string } = {}) => {
    const response = await postLogin({ account, password: options.password ?? DEMO_PASSWORD, returnTo: '/dashboard' }, { ip: options.ip });
    if (response.status !== 303) throw new Error(`sign-in of ${account} failed with HTTP ${response.status}`);
    return sessionCookieOf(response);
  };

  return { app, db, routes, clock, seeded, request, call, callRoute, postLogin, signIn, close: testDb.dispose };
}

/** `wharf_sid=<token>` from a Set-Cookie answer. */
export function sessionCookieOf(response: Response): string {
  const header = response.headers.get('Set-Cookie') ?? '';
  const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(header);
  if (!match || !match[1]) throw new Error(`no ${SESSION_COOKIE} cookie in: ${header}`);
  return `${SESSION_COOKIE}=${match[1]}`;
}

/**
 * The matrices' "nothing changed" check. A row-level trigger on every table (installed by
 * installChangeLog right after the seed) appends the table's name to _test_changes on every
 * insert, update and delete, inside the writing transaction, so a rolled-back write leaves no
 * trace and a committed one always does. The fingerprint is then the per-table count of that
 * log: constant-time however large the seed, where scanning every table cost ~45 ms a call.
 * The sessions table is compared row by row without last_seen_at, which reads may touch.
 */
export async function snapshotDb(db: Db): Promise<string> {
  const logged = await db.one<{ ok: boolean }>("SELECT to_regclass('_test_changes') IS NOT NULL AS ok");
  const counts = logged.ok
    ? await db.query<{ t: string; n: string }>('SELECT t, count(*)::text AS n FROM _test_changes GROUP BY t')
    : await scanTables(db);
  const sessions = await db.query<Record<string, unknown>>('SELECT * FROM sessions ORDER BY 1');
  return JSON.stringify({
    tables: counts.map((r) => `${r.t}:${r.n}`).sort(),
    sessions: sessions.map(({ last_seen_at: _ignored, ...rest }) => rest),
  });
}

/** Without the change log: per table its row count and newest row version (xmin). */
async function scanTables(db: Db): Promise<{ t: string; n: string }[]> {
  const names = (await tablesOf(db)).filter((name) => name !== 'sessions');
  if (names.length === 0) return [];
  const union = names
    .map((name) => `SELECT '${name}' AS t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text AS n FROM "${name}"`)
    .join(' UNION ALL ');
  return db.query<{ t: string; n: string }>(union);
}

async function tablesOf(db: Db): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  return rows.map((r) => r.table_name);
}

export type { AnyEndpoint };
