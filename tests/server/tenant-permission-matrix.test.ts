// Matrix (b): every endpoint of allEndpoints on its first flavour's path, with the typed fixtures of
// fixtures.ts (the other flavours' paths are aliases: the last block calls each once, decision 025):
//  - supplier1 (tenant A) gets a success whose text never contains tenant B's ids or names;
//  - routes that address a tenant-owned object answer SYS_NOT_FOUND for tenant B's object and
//    change nothing;
//  - viewer1 (no permission keys, view-only role) is refused SYS_FORBIDDEN wherever a permission
//    key is required and on every call that changes a route group's data, and nothing changes;
//  - seller1 (whose role does not grant asset, inventory or cost) is refused every call of them;
//  - extra body keys (tenantId, id, __proto__, userId) and extra query keys are refused.
// A self-test runs the same checks over probe endpoints with a permission and a tenant-owned
// table, and shows that a handler which forgets the tenant is caught.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, endpoint, endpointAccess, ErrorCode, isChangingCall, type AnyEndpoint } from '../../src/contract';
import { createWharfApp } from '../../server/app';
import { routesOf, type MountedRoute } from '../../server/back/mount-endpoints';
import type { Db } from '../../server/db/db';
import { seedRoles } from '../../server/db/seed';
import { allHandlers } from '../../server/areas';
import { defineHandler, type HandlerEntry } from '../../server/back/handler';
import { ApiError } from '../../server/http/api-error';
import { fixtures, fixtureFor, type Fixture } from './fixtures';
import { createHarness, type Harness, type RouteInput } from './harness';
import {
  createForeignObjects,
  aliasRoutes,
  createMatrixContext,
  expectExtraBodyKeyRejected,
  expectExtraQueryKeyRejected,
  expectForeignObjectNotFound,
  expectNoForeignData,
  expectForbiddenFor,
  expectViewerForbidden,
  isStrictObject,
  primaryRoutes,
  smuggledKeys,
  type MatrixContext,
} from './matrix';

const name = (r: MountedRoute) => `${r.endpoint.method} ${r.path}`;

/** Declares the whole matrix for a route table (the real one, or the probe one below). */
function declareMatrix(title: string, setup: () => Promise<{ h: Harness; ctx: MatrixContext; foreign: Map<string, RouteInput> }>, mounted: MountedRoute[], fixture: (id: string) => Fixture) {
  const routes = primaryRoutes(mounted);
  describe(title, () => {
    let h: Harness;
    let ctx: MatrixContext;
    let foreign: Map<string, RouteInput>;
    beforeAll(async () => {
      ({ h, ctx, foreign } = await setup());
    });
    afterAll(() => h?.close());

    describe('tenant A never sees tenant B', () => {
      for (const route of routes) it(name(route), () => expectNoForeignData(ctx, route));
    });

    const addressed = routes.filter((r) => fixture(r.endpoint.id).foreignObject);
    describe("tenant B's objects answer SYS_NOT_FOUND and stay unchanged", () => {
      if (addressed.length === 0) it('(no endpoint addresses a tenant-owned object yet)', () => expect(addressed).toEqual([]));
      for (const route of addressed) it(name(route), () => expectForeignObjectNotFound(ctx, route, foreign.get(route.endpoint.id)!));
    });

    // the access of a call with its fixture's input (import calls take their group from it)
    const accessOf = (r: MountedRoute) => {
      const input = fixture(r.endpoint.id).input;
      const body = input.body instanceof FormData ? Object.fromEntries(input.body) : input.body;
      return endpointAccess(r.endpoint, { params: input.params, body });
    };
    // a changing call of a group needs to manage it; one of no group that changes what the whole
    // tenant shares (changes: 'tenant', e.g. images) needs a role that manages some group
    const writes = (r: MountedRoute) => accessOf(r)?.writes === true || (!accessOf(r) && r.endpoint.changes === 'tenant');
    const needs = (r: MountedRoute) => r.endpoint.permission ?? (accessOf(r) ? `to manage ${accessOf(r)!.group}` : 'a role that changes what the tenant shares');
    const guarded = routes.filter((r) => r.endpoint.permission || writes(r));
    describe('viewer1 is refused wherever a permission key or manage access is required', () => {
      if (guarded.length === 0) it('(no endpoint requires a permission yet)', () => expect(guarded).toEqual([]));
      for (const route of guarded) it(`${name(route)} needs ${needs(route)}`, () => expectViewerForbidden(ctx, route));
    });

    // every changing call is in one of the two sets above or below: refused to the view-only
    // role, or declared to change only the caller's own things (and then allowed)
    describe('every changing call is checked for viewer1', () => {
      it('declares what it changes', () => {
        const unchecked = routes.filter((r) => isChangingCall(r.endpoint) && !r.endpoint.permission && !writes(r) && r.endpoint.changes !== 'own');
        expect(unchecked.map(name)).toEqual([]);
      });
    });

    // seller tenants work in some groups too (order, since issue 6): only the others are refused
    const sellerGroups: readonly string[] = seedRoles.find((r) => r.key === 'bluelantern-admin')!.groups;
    const grouped = routes.filter((r) => accessOf(r) && !sellerGroups.includes(accessOf(r)!.group));
    describe("seller1 is refused every call of a group its role does not grant", () => {
      if (grouped.length === 0) it('(no endpoint belongs to a route group)', () => expect(grouped).toEqual([]));
      for (const route of grouped) it(`${name(route)} needs ${accessOf(route)!.group}`, () => expectForbiddenFor(ctx, 'seller1', route));
    });

    const viewerGroups: readonly string[] = seedRoles.find((r) => r.key === 'harbor-viewer')!.groups;
    const viewable = (r: MountedRoute) => !accessOf(r) || viewerGroups.includes(accessOf(r)!.group);
    const open = routes.filter((r) => !r.endpoint.permission && !writes(r) && viewable(r) && !fixture(r.endpoint.id).endsSession);
    describe('viewer1 is not refused where no permission is required and its role grants the group', () => {
      if (open.length === 0) it('(every endpoint here requires a permission)', () => expect(open).toEqual([]));
      for (const route of open) {
        it(name(route), async () => {
          const answer = await h.callRoute(route, fixture(route.endpoint.id).input, { cookie: ctx.cookies.viewer1 });
          // a file endpoint answers the file itself (no envelope) when it is allowed
          if (answer.envelope === undefined) expect(answer.status).toBe(200);
          else expect(answer.envelope.code).not.toBe('SYS_FORBIDDEN');
        });
      }
    });

    // multipart bodies are form fields, not JSON: tests/server/template/imports.test.ts smuggles fields into them
    const strictBodies = routes.filter((r) => r.endpoint.mutates && !r.endpoint.multipart && isStrictObject(r.endpoint.body));
    describe('smuggled body keys are refused', () => {
      if (strictBodies.length === 0) it('(no endpoint with a strict JSON body)', () => expect(strictBodies).toEqual([]));
      for (const route of strictBodies) {
        for (const key of smuggledKeys) it(`${name(route)} + ${key}`, () => expectExtraBodyKeyRejected(ctx, route, key));
      }
    });

    describe('unknown query keys are refused', () => {
      for (const route of routes) it(name(route), () => expectExtraQueryKeyRejected(ctx, route));
    });

    // an alias is mounted and validates its endpoint's input before any handler runs (a path that
    // is not mounted answers 404); the CSRF/auth matrix calls every alias without a session too
    const aliases = aliasRoutes(mounted);
    describe("unknown query keys are refused on every other flavour's path", () => {
      if (aliases.length === 0) it('(no endpoint has another flavour path)', () => expect(aliases).toEqual([]));
      for (const route of aliases) it(name(route), () => expectExtraQueryKeyRejected(ctx, route));
    });
  });
}

describe('fixtures', () => {
  it('has exactly one fixture per endpoint of allEndpoints', () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(ids.filter((id) => !(id in fixtures)), 'endpoints without a fixture in tests/server/<area>/*fixtures.ts').toEqual([]);
    expect(Object.keys(fixtures).filter((id) => !(ids as string[]).includes(id)), 'fixtures of endpoints that no longer exist').toEqual([]);
  });

  it('gives input that passes the endpoint schemas', () => {
    for (const e of allEndpoints) {
      const { input } = fixtureFor(e.id);
      if (e.params) expect(e.params.safeParse(input.params).success, `${e.id} params`).toBe(true);
      if (e.query) expect(e.query.safeParse(input.query ?? {}).success, `${e.id} query`).toBe(true);
      if (e.body && !e.multipart) expect(e.body.safeParse(input.body).success, `${e.id} body`).toBe(true);
    }
  });

  it('every JSON object body of the contract is strict (design section 4: no unknown keys)', () => {
    const loose = allEndpoints.filter((e) => e.body instanceof z.ZodObject && !e.multipart && !isStrictObject(e.body)).map((e) => e.id);
    expect(loose).toEqual([]);
  });
});

declareMatrix(
  'tenant isolation and permission matrix',
  async () => {
    const h = await createHarness();
    const ctx = await createMatrixContext(h);
    const foreign = await createForeignObjects(ctx, h.routes);
    return { h, ctx, foreign };
  },
  routesOf(allEndpoints),
  fixtureFor,
);

// ---- self-test: probe endpoints that need a permission and address a tenant-owned row ----

const probeItem = z.object({ id: z.string(), name: z.string() });
const probeGet = endpoint({
  id: 'probe.get',
  method: 'GET',
  path: '/api/scm-app/supplier/probe/{id}',
  summary: 'Matrix self-test: read a tenant-owned row',
  params: z.strictObject({ id: z.string() }),
  response: probeItem,
  permission: 'report.export',
});
const probeUpdate = endpoint({
  id: 'probe.update',
  method: 'PUT',
  path: '/api/scm-app/supplier/probe/{id}',
  summary: 'Matrix self-test: rename a tenant-owned row',
  params: z.strictObject({ id: z.string() }),
  body: z.strictObject({ name: z.string().min(1) }),
  response: probeItem,
  permission: 'report.export',
  changes: 'tenant',
});
const probeEndpoints = [probeGet, probeUpdate] as unknown as AnyEndpoint[];

const notFound = () => new ApiError(ErrorCode.notFound, 'not found', 404);
const probeHandlers = (scoped: boolean): HandlerEntry[] => [
  defineHandler(probeGet, async ({ db, user, params }) => {
    const row = await db.maybe<{ id: string; name: string }>(
      scoped ? 'SELECT id, name FROM probe_items WHERE id = $1 AND tenant_id = $2' : 'SELECT id, name FROM probe_items WHERE id = $1 AND $2::text IS NOT NULL',
      [params.id, user.tenant.id],
    );
    if (!row) throw notFound();
    return row;
  }),
  defineHandler(probeUpdate, async ({ db, user, params, body }) => {
    const row = await db.maybe<{ id: string; name: string }>(
      `UPDATE probe_items SET name = $3 WHERE id = $1 AND ${scoped ? 'tenant_id = $2' : '$2::text IS NOT NULL'} RETURNING id, name`,
      [params.id, user.tenant.id, body.name],
    );
    if (!row) throw notFound();
    return row;
  }),
];

const probeFixtures: Record<string, Fixture> = {
  ...fixtures,
  'probe.get': {
    input: { params: { id: 'probe-a' } },
    foreignObject: async ({ db, tenantId }) => {
      await db.query("INSERT INTO probe_items (id, tenant_id, name) VALUES ('probe-b-get', $1, 'Tenant B secret item')", [tenantId]);
      return { params: { id: 'probe-b-get' } };
    },
  },
  'probe.update': {
    input: { params: { id: 'probe-a' }, body: { name: 'Renamed by A' } },
    foreignObject: async ({ db, tenantId }) => {
      await db.query("INSERT INTO probe_items (id, tenant_id, name) VALUES ('probe-b-put', $1, 'Tenant B other item')", [tenantId]);
      return { params: { id: 'probe-b-put' } };
    },
  },
};
const probeFixture = (id: string) => probeFixtures[id] ?? fixtureFor(id);

async function probeSetup(scoped: boolean) {
  const h = await createHarness({ endpoints: [...allEndpoints, ...probeEndpoints], handlers: [...allHandlers, ...probeHandlers(scoped)] });
  await h.db.exec('CREATE TABLE probe_items (id text PRIMARY KEY, tenant_id text NOT NULL REFERENCES tenants (id), name text NOT NULL)');
  await h.db.query("INSERT INTO probe_items (id, tenant_id, name) VALUES ('probe-a', $1, 'Tenant A item')", [h.seeded.tenantIds.harbor]);
  const ctx = await createMatrixContext(h, probeFixture);
  const foreign = await createForeignObjects(ctx, h.routes);
  return { h, ctx, foreign };
}

describe('a changing call that declares no access stops the server at start-up', () => {
  it('refuses a POST of no route group without `changes`', () => {
    const open = endpoint({ id: 'probe.open', method: 'POST', path: '/api/scm-app/supplier/probe/open', summary: 'declares nothing', body: z.strictObject({}), response: z.object({}) });
    const handlers = [...allHandlers, defineHandler(open, async () => ({}))];
    expect(() => createWharfApp({ db: {} as Db, endpoints: [...allEndpoints, open], handlers })).toThrow(/declare no access.*probe\.open/);
    // declared, the same call mounts
    const own = { ...open, changes: 'own' as const };
    expect(() => createWharfApp({ db: {} as Db, endpoints: [...allEndpoints, own], handlers: [...allHandlers, defineHandler(own, async () => ({}))] })).not.toThrow();
  });
});

declareMatrix('matrix self-test with probe endpoints (permission + tenant-owned rows)', () => probeSetup(true), routesOf(probeEndpoints), probeFixture);

describe('matrix self-test: a handler that forgets the tenant is caught', () => {
  let h: Harness;
  let ctx: MatrixContext;
  let foreign: Map<string, RouteInput>;
  beforeAll(async () => {
    ({ h, ctx, foreign } = await probeSetup(false));
  });
  afterAll(() => h?.close());

  for (const route of routesOf(probeEndpoints)) {
    it(`${name(route)} fails the not-found check`, async () => {
      await expect(expectForeignObjectNotFound(ctx, route, foreign.get(route.endpoint.id)!)).rejects.toThrow();
    });
  }
});
