// The one resize source (spec section 9: resize throttled at 200 ms): one window listener however
// many subscribe, at most one notification per 200 ms, and the last size is never dropped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPhone, PHONE_MAX_WIDTH, RESIZE_THROTTLE_MS, subscribeViewport, throttle } from '../../../src/services/viewport';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and folds the calls within the window into one trailing call with the latest arguments', () => {
    const seen: number[] = [];
    const f = throttle((n: number) => seen.push(n), 200);
    f(1);
    f(2);
    f(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(199);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, 3]);
    vi.advanceTimersByTime(1000);
    f(4);
    expect(seen).toEqual([1, 3, 4]);
  });

  it('cancel drops a pending trailing call', () => {
    const seen: number[] = [];
    const f = throttle((n: number) => seen.push(n), 200);
    f(1);
    f(2);
    f.cancel();
    vi.advanceTimersByTime(500);
    expect(seen).toEqual([1]);
  });
});

describe('subscribeViewport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const resizeTo = (width: number, height: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
    window.dispatchEvent(new Event('resize'));
  };

  it('shares one throttled resize listener between subscribers and detaches it after the last leaves', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const a: number[] = [];
    const b: number[] = [];
    const offA = subscribeViewport((v) => a.push(v.width));
    const offB = subscribeViewport((v) => b.push(v.width));
    expect(add.mock.calls.filter(([type]) => type === 'resize')).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    resizeTo(1000, 700);
    resizeTo(800, 700);
    resizeTo(390, 844);
    expect(a).toEqual([1000]);
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS);
    expect(a).toEqual([1000, 390]);
    expect(b).toEqual(a);
    offA();
    expect(remove.mock.calls.filter(([type]) => type === 'resize')).toHaveLength(0);
    offB();
    expect(remove.mock.calls.filter(([type]) => type === 'resize')).toHaveLength(1);
  });

  it('a phone is up to 767 px wide', () => {
    expect(isPhone({ width: PHONE_MAX_WIDTH, height: 800 })).toBe(true);
    expect(isPhone({ width: PHONE_MAX_WIDTH + 1, height: 800 })).toBe(false);
  });
});
