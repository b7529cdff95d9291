// Default implementations of the browser side effects machines name as actions (storage, cookie,
// title, scroll, navigation), and the unsaved-changes guard the screens install while a form
// holds edits (guardLeaving: the machine decides, this only wires the browser). Each one does
// nothing when there is no `window` (tests, SSR) and swallows storage failures (private mode,
// quota). The composition root or tests replace the actions that use them with
// `machine.provide({ actions })`.

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

export function historyBack(): void {
  if (!hasWindow()) return;
  window.history.back();
}

export interface LeaveHandlers {
  /** A click on an in-app link (path and query of its target); the click was stopped. */
  onLink(to: string): void;
  /** The browser's Back (or Forward) button; the page's address has been put back already. */
  onBack(): void;
}

/**
 * Guards a page that holds unsaved changes until the returned function is called:
 * - unloading (reload, closing the tab, typing another address) makes the browser ask;
 * - a plain left click on a same-origin link is stopped and handed to onLink;
 * - Back/Forward (popstate) is undone by pushing the page's address again, then handed to onBack.
 *   Chromium runs a window's popstate listeners in the order they were added (capture or not),
 *   and the router's re-render unmounts the page (and its guard) inside its own listener, so the
 *   guard goes through one listener added before the router's (installBackGuard, called by the
 *   composition root before the first render) that stops the event from reaching the router.
 *   Pushing puts the page right after the entry the user went to, so a later history.back()
 *   lands there, whichever button was pressed (Forward leaves one extra entry).
 * The decision (ask or leave) is the caller's; this only wires the browser.
 */
export function guardLeaving(handlers: LeaveHandlers): () => void {
  if (!hasWindow()) return () => {};
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const state: unknown = window.history.state;
  const beforeUnload = (e: BeforeUnloadEvent) => {
    e.preventDefault();
    // older browsers ask only when returnValue is set
    e.returnValue = '';
  };
  const click = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a || a.target === '_blank' || a.hasAttribute('download')) return;
    const url = new URL(a.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    e.preventDefault();
    e.stopPropagation();
    handlers.onLink(`${url.pathname}${url.search}`);
  };
  const popState = () => {
    window.history.pushState(state, '', here);
    handlers.onBack();
  };
  installBackGuard();
  activeBack = popState;
  window.addEventListener('beforeunload', beforeUnload);
  document.addEventListener('click', click, true);
  return () => {
    if (activeBack === popState) activeBack = null;
    window.removeEventListener('beforeunload', beforeUnload);
    document.removeEventListener('click', click, true);
  };
}

/** The Back/Forward handler of the page being guarded, if any. */
let activeBack: (() => void) | null = null;
let backGuardInstalled = false;

/**
 * Adds the one popstate listener the guards go through. It must be added before the router's
 * listener (the composition root calls it before rendering); while a page is guarded it stops
 * the event, so the router never sees the Back it undoes.
 */
export function installBackGuard(): void {
  if (backGuardInstalled || !hasWindow()) return;
  backGuardInstalled = true;
  window.addEventListener(
    'popstate',
    (event) => {
      if (!activeBack) return;
      event.stopImmediatePropagation();
      activeBack();
    },
    true,
  );
}
