// Where to go after sign-in: only a path on this site. Anything that a browser could read as
// another host (`//evil`, `/\evil`, `https://evil`, control characters) falls back to the dashboard,
// and so does a path that only becomes one once its dot segments are resolved (`/.//evil`,
// `/a/..//evil`, `/%2e//evil`): the answer is the normalised path, checked again.
import { DEFAULT_AFTER_LOGIN } from '../config';

/** Starts with exactly one slash: a path of this origin, never a protocol-relative address. */
const isSinglySlashed = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 2048) return DEFAULT_AFTER_LOGIN;
  if (!isSinglySlashed(value)) return DEFAULT_AFTER_LOGIN;
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
  const target = url.pathname + url.search + url.hash;
  if (!isSinglySlashed(target)) return DEFAULT_AFTER_LOGIN;
  return target;
}
