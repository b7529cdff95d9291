// The shape of an endpoint's matrix fixture (tests/server/fixtures.ts gathers one per endpoint from
// the areas' fixture files, which import this and not the gatherer, so no import cycle forms).
import type { Db } from '../../server/db/db';
import type { RouteInput } from './harness';

export interface Fixture {
  /** A valid call for supplier1 (tenant A). */
  input: RouteInput;
  /**
   * For endpoints that address one tenant-owned object: creates it in tenant B (directly in the
   * database) and returns the input that addresses it. supplier1 must get SYS_NOT_FOUND.
   */
  foreignObject?: (ctx: { db: Db; tenantId: string; userId: string }) => Promise<RouteInput>;
  /**
   * For calls that cannot be repeated on one object (a lifecycle transition moves its status and
   * version on): creates, in tenant A, an object in the state the call needs and returns the input
   * that addresses it. The matrix's successful call uses it instead of `input`.
   */
  prepare?: (ctx: { db: Db }) => Promise<RouteInput>;
  /** The call ends the caller's session (sign-out): the matrix signs in again afterwards. */
  endsSession?: boolean;
}
