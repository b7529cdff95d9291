// One fixture per endpoint of allEndpoints: a valid input, and for endpoints that address a
// tenant-owned object, how to create such an object in another tenant (tenant B) so the
// tenant-isolation matrix can try to reach it. A new endpoint without a fixture fails the
// matrices at run time, and fails compilation as soon as endpoint ids are literal types.
import { allEndpoints } from '../../src/contract';
import { CURRENT_TERMS_VERSION } from '../../server/config';
import type { Db } from '../../server/db/db';
import type { RouteInput } from './harness';

export type EndpointId = (typeof allEndpoints)[number]['id'];

export interface Fixture {
  /** A valid call for supplier1 (tenant A). */
  input: RouteInput;
  /**
   * For endpoints that address one tenant-owned object: creates it in tenant B (directly in the
   * database) and returns the input that addresses it. supplier1 must get SYS_NOT_FOUND.
   */
  foreignObject?: (ctx: { db: Db; tenantId: string; userId: string }) => Promise<RouteInput>;
  /** The call ends the caller's session (sign-out): the matrix signs in again afterwards. */
  endsSession?: boolean;
}

const fixtureTable = {
  'common.getUserInfo': { input: { query: { 'account-type': '3' } } },
  'common.changeLang': { input: { query: { lang: 'en' }, body: {} } },
  'common.getMenu': { input: { query: { k: 'wharf-tof' }, body: {} } },
  'common.option': { input: { params: { name: 'currency' } } },
  'common.currency': { input: {} },
  'common.dashboard': { input: { query: { k: 'wharf-tof' } } },
  'common.logout': { input: { body: {} }, endsSession: true },
  'common.terms': { input: {} },
  'common.acceptTerms': { input: { body: { version: CURRENT_TERMS_VERSION } } },
  'vms.getSellers': { input: {} },
  'vms.getTransactionTypeList': { input: {} },
  'vms.getDeliveryList': { input: {} },
  'vms.getOrderStatusList': { input: {} },
  'vms.getUserInfo': { input: {} },
} satisfies Record<string, Fixture>;

// Compile-time completeness: endpoint ids are string literals, so a missing fixture is a type
// error here (the run-time test in tenant-permission-matrix.test.ts checks the same).
type MissingFixtures = string extends EndpointId ? never : Exclude<EndpointId, keyof typeof fixtureTable>;
const noMissingFixtures: [MissingFixtures] extends [never] ? true : MissingFixtures = true;
void noMissingFixtures;

export const fixtures: Record<EndpointId, Fixture> = fixtureTable;

export function fixtureFor(id: string): Fixture {
  const fixture = (fixtures as Record<string, Fixture | undefined>)[id];
  if (!fixture) throw new Error(`no fixture for endpoint ${id}: add one to tests/server/fixtures.ts`);
  return fixture;
}
