// Facts about the incoming request that several layers need: own origin, https, client address.
import type { Context } from 'hono';
import { LANG_HEADER, languageSchema, type Language } from '../../src/contract';

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

/**
 * The screen's language the call names (LANG_HEADER), validated: exactly one of the portal's
 * languages. Anything else (absent, 'fr', 'zh-CN, en', too long) is ignored, so the account's
 * stored language applies instead (decision 022); a bad header is never echoed back.
 */
export function screenLanguage(c: Context): Language | undefined {
  const parsed = languageSchema.safeParse(c.req.header(LANG_HEADER));
  return parsed.success ? parsed.data : undefined;
}
