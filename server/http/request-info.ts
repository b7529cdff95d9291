// Facts about the incoming request that several layers need: own origin, https, client address.
import type { Context } from 'hono';

/** Scheme + host of this request (node-server builds c.req.url from the Host header). */
export function ownOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}

export function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:';
}

/**
 * True when the Origin header names this very server. A missing Origin is refused: browsers send
 * it on every POST/PUT/DELETE, and tools that omit it are not the portal.
 */
export function isSameOrigin(c: Context): boolean {
  const origin = c.req.header('Origin');
  return !!origin && origin !== 'null' && origin === ownOrigin(c);
}

/**
 * The peer address from @hono/node-server's bindings. Not X-Forwarded-For: a client could
 * forge it to dodge sign-in throttling. Tests pass { incoming: { socket: { remoteAddress } } }.
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
