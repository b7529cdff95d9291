// Extra body keys, generated (issue 7, reliability): the tenant/permission matrix refuses four
// fixed smuggled keys; here fast-check merges generated extra keys into the valid body of every
// JSON route of the route table (picked up from allEndpoints, so new routes are covered without
// edits): protected names (tenantId, tenant_id, id, __proto__, constructor, prototype, userId,
// createdBy, version, status) and random identifiers, with values such as tenant B's ids, its
// objects' ids, objects that try to pollute prototypes, strings and numbers.
//  - a key the body does not declare: refused with 400 SYS_INVALID_REQUEST and nothing changes;
//  - a key the body declares (the value replaces the fixture's): any answer but a 5xx, tenant B's
//    rows are untouched (none created, changed or deleted: count and newest row version per table)
//    and a successful answer names nothing of tenant B;
//  - Object.prototype is never polluted.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '../../src/contract';
import { routesOf, type MountedRoute } from '../../server/back/mount-endpoints';
import { fixtureFor } from './fixtures';
import { tenantChanges } from './change-log';
import { createHarness, snapshotDb, type Harness } from './harness';
import { createForeignObjects, createMatrixContext, type MatrixContext } from './matrix';

/** Runs per route: small, so ~120 routes stay within a few seconds each way. */
const RUNS = Number(process.env.EXTRA_KEYS_RUNS ?? 4);

const PROTECTED = ['tenantId', 'tenant_id', 'id', '__proto__', 'constructor', 'prototype', 'userId', 'createdBy', 'version', 'status'];

// one route per endpoint (flavour paths share the handler), JSON object bodies only: multipart
// bodies are form fields (imports.test.ts smuggles fields into those)
const routes: MountedRoute[] = [];
for (const route of routesOf(allEndpoints)) {
  const { endpoint } = route;
  if (!endpoint.mutates || endpoint.multipart || !(endpoint.body instanceof z.ZodObject)) continue;
  if (routes.some((r) => r.endpoint.id === endpoint.id)) continue;
  routes.push(route);
}

let h: Harness;
let ctx: MatrixContext;
let foreignIds: string[] = [];
const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  h = await createHarness();
  ctx = await createMatrixContext(h);
  const foreign = await createForeignObjects(ctx, routes);
  const ids = new Set<string>();
  for (const input of foreign.values()) {
    for (const value of [...Object.values(input.params ?? {}), ...Object.values((input.body ?? {}) as Record<string, unknown>)]) {
      if (typeof value === 'string' && value.length > 0) ids.add(value);
    }
  }
  foreignIds = [...ids];
}, 120_000);
afterAll(() => h?.close());

/** Tenant B's rows: per table, how many writes touched them (the harness's change log). */
const tenantBPrint = () => tenantChanges(h.db, ctx.tenantB.id);

/** JSON text of the body with the extra entries after its own (built by hand: JSON.stringify drops "__proto__"). */
function jsonWith(body: Record<string, unknown>, extra: [string, unknown][]): string {
  const entries = [...Object.entries(body), ...extra].map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  return `{${entries.join(',')}}`;
}

const keyArb = fc.oneof(fc.constantFrom(...PROTECTED), fc.stringMatching(/^[A-Za-z_$][\w$]{0,15}$/));
const valueArb = () =>
  fc.oneof(
    fc.constantFrom(ctx.tenantB.id, ctx.tenantB.userId, ...foreignIds),
    fc.constant({ isAdmin: true, polluted: true, tenantId: ctx.tenantB.id }),
    fc.constant({ __proto__: { polluted: true } }),
    fc.string({ maxLength: 20 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
  );

describe('generated extra body keys on every JSON route', () => {
  it('covers the routes of the route table', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  for (const route of routes) {
    const label = `${route.endpoint.method} ${route.path} (${route.endpoint.id})`;
    it(label, async () => {
      const shape = (route.endpoint.body as z.ZodObject).shape as Record<string, unknown>;
      await fc.assert(
        fc.asyncProperty(fc.uniqueArray(fc.tuple(keyArb, valueArb()), { minLength: 1, maxLength: 3, selector: ([k]) => k }), async (extra) => {
          const input = fixtureFor(route.endpoint.id).input;
          const body = { ...((input.body ?? {}) as Record<string, unknown>) };
          const declared = extra.every(([k]) => Object.hasOwn(shape, k));
          const before = await snapshotDb(h.db);
          const printB = declared ? await tenantBPrint() : '';
          const answer = await h.callRoute(route, input, { cookie: ctx.cookies.supplier1, rawBody: jsonWith(body, extra) });
          const what = `${label} + ${JSON.stringify(extra)}: ${answer.text.slice(0, 200)}`;
          if (!declared) {
            expect([answer.status, answer.envelope?.code], what).toEqual([400, 'SYS_INVALID_REQUEST']);
            expect(await snapshotDb(h.db), `${what} changed the database`).toBe(before);
          } else {
            expect(answer.status, what).toBeLessThan(500);
            const afterB = await tenantBPrint();
            const changed = afterB.split(' ').filter((x) => !printB.split(' ').includes(x));
            expect(changed, `${what} changed tenant B's rows`).toEqual([]);
            if (answer.envelope?.code === '0') for (const marker of ctx.tenantBMarkers) expect(answer.text, `${what} leaks ${marker}`).not.toContain(marker);
          }
          expect(Object.getOwnPropertyNames(Object.prototype).sort(), 'Object.prototype gained a property').toEqual(prototypeNames);
          expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').toBeUndefined();
          expect(({} as Record<string, unknown>).isAdmin, 'Object.prototype polluted').toBeUndefined();
        }),
        { numRuns: RUNS },
      );
    });
  }
});
