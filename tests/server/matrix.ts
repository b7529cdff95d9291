// The per-route checks of the CSRF/auth and tenant/permission matrices. Each check is an async
// function that throws (via expect) when the route misbehaves, so the matrices can run them over
// every route of allEndpoints and the self-tests can show they catch a leaky handler.
import { expect } from 'vitest';
import { z } from 'zod';
import type { MountedRoute } from '../../server/back/mount-endpoints';
import { fixtureFor, type Fixture } from './fixtures';
import { ORIGIN, snapshotDb, type CallOptions, type Harness, type RouteInput } from './harness';

export interface MatrixContext {
  h: Harness;
  fixture: (id: string) => Fixture;
  /** Session cookies by account; refreshed after a call that ends the session. */
  cookies: Record<string, string>;
  /** Strings that identify tenant B (ids, names, accounts): never in tenant A's answers. */
  tenantBMarkers: string[];
  tenantB: { id: string; userId: string };
}

export async function createMatrixContext(h: Harness, fixture: (id: string) => Fixture = fixtureFor): Promise<MatrixContext> {
  const cookies: Record<string, string> = {};
  for (const account of ['supplier1', 'viewer1', 'seller1']) cookies[account] = await h.signIn(account);
  const tenantB = { id: h.seeded.tenantIds.pacific, userId: h.seeded.userIds.supplier2 };
  const names = await h.db.one<{ tenant: string; display_name: string }>(
    'SELECT t.name AS tenant, u.display_name FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE u.id = $1',
    [tenantB.userId],
  );
  return {
    h,
    fixture,
    cookies,
    tenantB,
    tenantBMarkers: [tenantB.id, tenantB.userId, names.tenant, names.display_name, 'supplier2'],
  };
}

/** Creates tenant B's object for every fixture that has one, and remembers its identifiers. */
export async function createForeignObjects(ctx: MatrixContext, routes: readonly MountedRoute[]): Promise<Map<string, RouteInput>> {
  const created = new Map<string, RouteInput>();
  for (const route of routes) {
    const make = ctx.fixture(route.endpoint.id).foreignObject;
    if (!make || created.has(route.endpoint.id)) continue;
    const input = await make({ db: ctx.h.db, tenantId: ctx.tenantB.id, userId: ctx.tenantB.userId });
    created.set(route.endpoint.id, input);
    // the values that identify tenant B's object (not those its input shares with A's, e.g. a type)
    const valid = ctx.fixture(route.endpoint.id).input.params ?? {};
    for (const [key, value] of Object.entries(input.params ?? {})) if (valid[key] !== value) ctx.tenantBMarkers.push(String(value));
  }
  return created;
}

async function callAs(ctx: MatrixContext, account: string, route: MountedRoute, input: RouteInput, options: CallOptions = {}) {
  const answer = await ctx.h.callRoute(route, input, { cookie: ctx.cookies[account], ...options });
  if (ctx.fixture(route.endpoint.id).endsSession && answer.envelope?.code === '0') ctx.cookies[account] = await ctx.h.signIn(account);
  return answer;
}

/**
 * One mounted route per endpoint: its first flavour's path. The other flavours' paths run the same
 * handler with the same parameters, and a handler is not told which path was called (its context
 * has no flavour), so the matrices check each endpoint on this path and its other paths only for
 * routing: an alias that reaches another handler, or none, answers differently (decision 025).
 */
export function primaryRoutes(routes: readonly MountedRoute[]): MountedRoute[] {
  const seen = new Set<string>();
  return routes.filter((r) => !seen.has(r.endpoint.id) && seen.add(r.endpoint.id));
}

/** The other flavours' paths of each endpoint (see primaryRoutes). */
export function aliasRoutes(routes: readonly MountedRoute[]): MountedRoute[] {
  const primary = new Set(primaryRoutes(routes));
  return routes.filter((r) => !primary.has(r));
}

const label = (route: MountedRoute) => `${route.endpoint.method} ${route.path} (${route.endpoint.id})`;

// ---- (a) authentication and CSRF ----

export async function expectUnauthorizedWithoutSession(ctx: MatrixContext, route: MountedRoute): Promise<void> {
  const before = await snapshotDb(ctx.h.db);
  const answer = await ctx.h.callRoute(route, ctx.fixture(route.endpoint.id).input);
  expect(answer.status, label(route)).toBe(401);
  expect(answer.envelope, label(route)).toEqual({ code: 'SYS_UNAUTHORIZED', message: expect.any(String), data: { gateway: '/gateway/login' } });
  expect(await snapshotDb(ctx.h.db), label(route)).toBe(before);
}

/** Ways a cross-site or non-portal request differs from the portal's own calls. */
export const csrfAttacks: { name: string; options: (input: RouteInput) => CallOptions }[] = [
  { name: 'no X-Requested-With', options: () => ({ headers: { 'X-Requested-With': null } }) },
  { name: 'foreign Origin', options: () => ({ headers: { Origin: 'http://evil.example' } }) },
  { name: 'look-alike Origin', options: () => ({ headers: { Origin: `${ORIGIN}.evil.example` } }) },
  { name: 'no Origin', options: () => ({ headers: { Origin: null } }) },
  { name: 'text/plain body', options: (input) => ({ headers: { 'Content-Type': 'text/plain' }, rawBody: JSON.stringify(input.body ?? {}) }) },
  {
    name: 'form body',
    options: () => ({ headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, rawBody: 'a=1' }),
  },
];

export async function expectCsrfRejected(ctx: MatrixContext, route: MountedRoute, attack: (typeof csrfAttacks)[number]): Promise<void> {
  const input = ctx.fixture(route.endpoint.id).input;
  const before = await snapshotDb(ctx.h.db);
  const answer = await callAs(ctx, 'supplier1', route, input, attack.options(input));
  expect(answer.status, `${label(route)}: ${attack.name}`).toBe(403);
  expect(answer.envelope.code, `${label(route)}: ${attack.name}`).toBe('SYS_CSRF_REJECTED');
  expect(await snapshotDb(ctx.h.db), `${label(route)}: ${attack.name} changed the database`).toBe(before);
}

// ---- (b) tenant isolation and permissions ----

export async function expectNoForeignData(ctx: MatrixContext, route: MountedRoute): Promise<void> {
  const fixture = ctx.fixture(route.endpoint.id);
  const input = fixture.prepare ? await fixture.prepare({ db: ctx.h.db }) : fixture.input;
  const answer = await callAs(ctx, 'supplier1', route, input);
  // A file endpoint answers the file itself (not an envelope) on success.
  const fileAnswer = route.endpoint.file && answer.status === 200 && answer.envelope === undefined;
  if (!fileAnswer) expect(answer.envelope?.code, `${label(route)}: ${answer.text.slice(0, 300)}`).toBe('0');
  for (const marker of ctx.tenantBMarkers) expect(answer.text, `${label(route)} leaks "${marker}"`).not.toContain(marker);
}

export async function expectForeignObjectNotFound(ctx: MatrixContext, route: MountedRoute, foreign: RouteInput): Promise<void> {
  const before = await snapshotDb(ctx.h.db);
  const valid = ctx.fixture(route.endpoint.id).input;
  const answer = await callAs(ctx, 'supplier1', route, { ...valid, ...foreign });
  expect(answer.envelope?.code, `${label(route)}: ${answer.text.slice(0, 300)}`).toBe('SYS_NOT_FOUND');
  expect(answer.status).toBe(404);
  for (const marker of ctx.tenantBMarkers) expect(answer.text, `${label(route)} leaks "${marker}"`).not.toContain(marker);
  expect(await snapshotDb(ctx.h.db), `${label(route)} changed tenant B's data`).toBe(before);
}

export const expectViewerForbidden = (ctx: MatrixContext, route: MountedRoute) => expectForbiddenFor(ctx, 'viewer1', route);

export async function expectForbiddenFor(ctx: MatrixContext, account: string, route: MountedRoute): Promise<void> {
  const before = await snapshotDb(ctx.h.db);
  const answer = await callAs(ctx, account, route, ctx.fixture(route.endpoint.id).input);
  expect(answer.status, label(route)).toBe(403);
  expect(answer.envelope.code, label(route)).toBe('SYS_FORBIDDEN');
  expect(await snapshotDb(ctx.h.db), label(route)).toBe(before);
}

/** A body schema that refuses unknown keys (z.strictObject). */
export function isStrictObject(schema: z.ZodType | undefined): boolean {
  if (!(schema instanceof z.ZodObject)) return false;
  const catchall = (schema._zod.def as { catchall?: z.ZodType }).catchall;
  return catchall?._zod.def.type === 'never';
}

export const smuggledKeys = ['tenantId', 'id', '__proto__', 'userId'] as const;

/** JSON text with an extra key; built by hand because JSON.stringify cannot write "__proto__". */
export function jsonWithExtraKey(body: unknown, key: string, value: unknown): string {
  const entries = Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  entries.push(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
  return `{${entries.join(',')}}`;
}

export async function expectExtraBodyKeyRejected(ctx: MatrixContext, route: MountedRoute, key: string): Promise<void> {
  const input = ctx.fixture(route.endpoint.id).input;
  const value = key === '__proto__' ? { isAdmin: true, tenantId: ctx.tenantB.id } : key === 'userId' ? ctx.tenantB.userId : ctx.tenantB.id;
  const before = await snapshotDb(ctx.h.db);
  const answer = await callAs(ctx, 'supplier1', route, input, { rawBody: jsonWithExtraKey(input.body, key, value) });
  // A key the body declares (theme.save's `id`) is not smuggled: tenant B's value must be not found.
  const declared = route.endpoint.body instanceof z.ZodObject && Object.hasOwn(route.endpoint.body.shape, key);
  if (declared) expect([answer.status, answer.envelope.code], `${label(route)} + ${key}`).toEqual([404, 'SYS_NOT_FOUND']);
  else expect(answer.status, `${label(route)} + ${key}`).toBe(400);
  if (!declared) expect(answer.envelope.code, `${label(route)} + ${key}`).toBe('SYS_INVALID_REQUEST');
  expect(await snapshotDb(ctx.h.db), `${label(route)} + ${key}`).toBe(before);
  expect(({} as Record<string, unknown>).isAdmin, 'Object.prototype polluted').toBeUndefined();
}

export async function expectExtraQueryKeyRejected(ctx: MatrixContext, route: MountedRoute): Promise<void> {
  const input = ctx.fixture(route.endpoint.id).input;
  const before = await snapshotDb(ctx.h.db);
  const answer = await callAs(ctx, 'supplier1', route, { ...input, query: { ...input.query, tenantId: ctx.tenantB.id } });
  expect(answer.envelope.code, label(route)).toBe('SYS_INVALID_REQUEST');
  expect(await snapshotDb(ctx.h.db), label(route)).toBe(before);
}
