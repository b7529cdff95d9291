// The one source of the window's size (spec section 9: window resize is throttled at 200 ms).
// Whatever depends on the window size subscribes here instead of listening to `resize` itself, so
// the browser event is handled once and every consumer sees the same throttled sizes. Today the
// composition root feeds it to the sidebar machine (the phone drawer switch); table heights and the
// watermark tiles do not depend on the window (fixed heights, a CSS-repeated tile).

/** Spec section 9: window resize throttle. */
export const RESIZE_THROTTLE_MS = 200;

/**
 * Widths up to this many CSS px are a phone: the menu becomes a drawer. theme.css uses the same
 * figure in its `@media (max-width: 767px)` rules (CSS cannot import it).
 */
export const PHONE_MAX_WIDTH = 767;

export interface Viewport {
  width: number;
  height: number;
}

export const isPhone = (v: Viewport): boolean => v.width <= PHONE_MAX_WIDTH;

/**
 * Calls `fn` at most once per `ms`: the first call runs at once, later calls within the window are
 * folded into one trailing call with the latest arguments (the final size is never lost).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, clock: { now(): number } = Date) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = clock.now();
    pending = undefined;
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - clock.now();
    if (wait <= 0 && timer === undefined) return run(args);
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pending) run(pending);
    }, Math.max(wait, 0));
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

type Listener = (v: Viewport) => void;
const listeners = new Set<Listener>();
let detach: (() => void) | undefined;

/** The window's current size (0 x 0 without a window). */
export function viewportNow(): Viewport {
  return typeof window === 'undefined' ? { width: 0, height: 0 } : { width: window.innerWidth, height: window.innerHeight };
}

/**
 * Subscribes to the throttled window size; returns the unsubscribe. One `resize` listener is
 * attached while anyone listens.
 */
export function subscribeViewport(listener: Listener): () => void {
  listeners.add(listener);
  if (!detach && typeof window !== 'undefined') {
    const onResize = throttle(() => {
      const v = viewportNow();
      listeners.forEach((l) => l(v));
    }, RESIZE_THROTTLE_MS);
    window.addEventListener('resize', onResize);
    detach = () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
      detach = undefined;
    };
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) detach?.();
  };
}
