// What a handler is: a function of one endpoint descriptor that gets the validated input and the
// caller (user with tenant and role) and returns the answer's data. Business failures are thrown
// as ApiError. Handlers are keyed by endpoint id so the route table and handlers cannot drift.
import type { z } from 'zod';
import type { AnyEndpoint, Endpoint, EndpointData } from '../../src/contract';
import type { Session, SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';

// Not distributive: an optional schema property (`params?: P`) must not add `| undefined`.
type Parsed<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

export interface HandlerContext<E extends AnyEndpoint = AnyEndpoint> {
  db: Db;
  /** Undefined only for `auth: 'public'` endpoints. */
  user: E['auth'] extends 'public' ? SessionUser | undefined : SessionUser;
  session: E['auth'] extends 'public' ? Session | undefined : Session;
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  // No flavour: a handler answers the same under every flavour's path (supplier, seller,
  // distributor), so the matrices check each endpoint once and its other paths only for routing
  // (tests/server/matrix.ts, decision 025).
  /** Application id when the call names one (query `appId` or `k`). */
  appId?: string;
  now: Date;
  /** Ends the browser's session cookie (sign-out). */
  clearSessionCookie(): void;
}

export type Handler<E extends AnyEndpoint = AnyEndpoint> = (ctx: HandlerContext<E>) => Promise<EndpointData<E> | Response>;

export interface HandlerEntry {
  id: string;
  handle: Handler;
}

/** Binds a handler to its descriptor so input and output types come from the schemas. */
export function defineHandler<E extends Endpoint>(endpoint: E, handle: (ctx: HandlerContext<E>) => Promise<EndpointData<E> | Response>): HandlerEntry {
  return { id: endpoint.id, handle: handle as unknown as Handler };
}

/**
 * One handler per endpoint, no more, no less: a descriptor without a handler (or a handler for
 * an endpoint that no longer exists) stops the server at start-up rather than answering 404.
 */
export function buildHandlerMap(endpoints: readonly AnyEndpoint[], entries: readonly HandlerEntry[]): Map<string, Handler> {
  const map = new Map<string, Handler>();
  for (const entry of entries) {
    if (map.has(entry.id)) throw new Error(`two handlers for endpoint ${entry.id}`);
    map.set(entry.id, entry.handle);
  }
  const ids = new Set(endpoints.map((e) => e.id));
  const missing = [...ids].filter((id) => !map.has(id));
  const extra = [...map.keys()].filter((id) => !ids.has(id));
  if (missing.length) throw new Error(`endpoints without a handler: ${missing.join(', ')}`);
  if (extra.length) throw new Error(`handlers for unknown endpoints: ${extra.join(', ')}`);
  if (ids.size !== endpoints.length) throw new Error('duplicate endpoint ids in the route table');
  return map;
}
