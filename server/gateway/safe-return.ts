// Where to go after sign-in: only a path on this site. Anything that a browser could read as
// another host (`//evil`, `/\evil`, `https://evil`, control characters) falls back to the dashboard.
import { DEFAULT_AFTER_LOGIN } from '../config';

export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 2048) return DEFAULT_AFTER_LOGIN;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_AFTER_LOGIN;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return DEFAULT_AFTER_LOGIN;
  const base = 'http://wharf.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== base) return DEFAULT_AFTER_LOGIN;
  // Going back to the gateway after signing in would only show the form again.
  if (url.pathname.startsWith('/gateway')) return DEFAULT_AFTER_LOGIN;
  return url.pathname + url.search + url.hash;
}
