// Matrix (a): every route of allEndpoints x flavour paths without a session: SYS_UNAUTHORIZED.
// Every mutating endpoint with a session but a cross-site shaped request: SYS_CSRF_REJECTED and
// no change in the database, each attack on the endpoint's first path and one attack on each of
// its other flavours' paths (the same handler and checks run there: decision 025). New endpoints
// are covered without being listed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/contract';
import { routesOf } from '../../server/back/mount-endpoints';
import { createHarness, type Harness } from './harness';
import { aliasRoutes, createMatrixContext, csrfAttacks, expectCsrfRejected, expectUnauthorizedWithoutSession, primaryRoutes, type MatrixContext } from './matrix';

const routes = routesOf(allEndpoints);
const name = (r: (typeof routes)[number]) => `${r.endpoint.method} ${r.path}`;

describe('CSRF and authentication matrix', () => {
  let h: Harness;
  let ctx: MatrixContext;
  beforeAll(async () => {
    h = await createHarness();
    ctx = await createMatrixContext(h);
  });
  afterAll(() => h?.close());

  it('covers the same routes the app mounted', () => {
    expect(h.routes.map(name).sort()).toEqual(routes.map(name).sort());
    expect(routes.length).toBeGreaterThanOrEqual(allEndpoints.length);
  });

  describe('no session: SYS_UNAUTHORIZED', () => {
    for (const route of routes.filter((r) => r.endpoint.auth !== 'public')) {
      it(name(route), () => expectUnauthorizedWithoutSession(ctx, route));
    }
  });

  describe('mutating calls refused when not made like the portal makes them', () => {
    for (const route of primaryRoutes(routes).filter((r) => r.endpoint.mutates)) {
      for (const attack of csrfAttacks) {
        if (attack.name === 'form body' && route.endpoint.multipart) continue;
        it(`${name(route)}: ${attack.name}`, () => expectCsrfRejected(ctx, route, attack));
      }
    }
    const foreignOrigin = csrfAttacks.find((a) => a.name === 'foreign Origin')!;
    for (const route of aliasRoutes(routes).filter((r) => r.endpoint.mutates)) {
      it(`${name(route)}: ${foreignOrigin.name}`, () => expectCsrfRejected(ctx, route, foreignOrigin));
    }
  });

  it('keeps the session usable after the refused calls (sign-out was not performed)', async () => {
    const answer = await h.call('GET', '/common/app/user/terms', { cookie: ctx.cookies.supplier1 });
    expect(answer.envelope.code).toBe('0');
  });
});
