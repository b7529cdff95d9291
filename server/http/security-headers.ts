// Security headers on every answer (API, gateway, SPA files and errors alike).
import type { MiddlewareHandler } from 'hono';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // react-aria-components injects a <style> element at run time
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
};

export const securityHeadersMiddleware: MiddlewareHandler = async (c, next) => {
  await next();
  // an answer may only tighten its policy (served images carry a sandboxing CSP of their own)
  for (const [name, value] of Object.entries(securityHeaders)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
};
