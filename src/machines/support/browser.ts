// Default implementations of the browser side effects machines name as actions (storage, cookie,
// title, scroll, navigation). Each one does nothing when there is no `window` (tests, SSR) and
// swallows storage failures (private mode, quota). The composition root or tests replace the
// actions that use them with `machine.provide({ actions })`.

export const hasWindow = (): boolean => typeof window !== 'undefined';

type StorageKind = 'local' | 'session';

function storage(kind: StorageKind): Storage | undefined {
  if (!hasWindow()) return undefined;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // storage full or denied: the in-memory state stays authoritative
  }
}

export function removeStorage(kind: StorageKind, key: string): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // ignore
  }
}

export function writeCookie(cookie: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = cookie;
}

export function setDocumentTitle(title: string): void {
  if (typeof document === 'undefined') return;
  document.title = title;
}

export function scrollToTop(): void {
  if (!hasWindow() || typeof window.scrollTo !== 'function') return;
  window.scrollTo(0, 0);
}

export function assignLocation(url: string): void {
  if (!hasWindow()) return;
  window.location.assign(url);
}
