// guardLeaving() (src/machines/support/browser.ts): the browser side of the detail machine's
// unsaved-changes guard. Unloading asks; a plain click on an in-app link is held and reported;
// Back/Forward is undone before a router (a later, bubbling popstate listener) sees another
// address, then reported. Once stopped, nothing is held any more.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardLeaving } from '../../../src/machines/support/browser';

const path = () => `${window.location.pathname}${window.location.search}`;

describe('guardLeaving()', () => {
  let stop: () => void = () => {};
  const onLink = vi.fn();
  const onBack = vi.fn();
  beforeEach(() => {
    window.history.replaceState({ page: 'form' }, '', '/inventory/group/info/wg_1?tab=a');
    stop = guardLeaving({ onLink, onBack });
  });
  afterEach(() => {
    stop();
    onLink.mockReset();
    onBack.mockReset();
    document.body.innerHTML = '';
  });

  it('makes the browser ask before unloading the page', () => {
    const e = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    stop();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('holds a plain click on an in-app link and reports its path; other clicks pass', () => {
    document.body.innerHTML =
      '<a id="in" href="/inventory/group?x=1"><span>list</span></a><a id="out" href="https://elsewhere.invalid/"><span>out</span></a><a id="tab" href="/a" target="_blank"><span>tab</span></a>';
    // what the guard lets through must not navigate the test's window (a bubbling listener stops it)
    const stay = (ev: Event) => ev.preventDefault();
    document.addEventListener('click', stay);
    const click = (id: string, init: MouseEventInit = {}) => {
      const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      document.querySelector(`#${id}`)!.firstChild!.dispatchEvent(e);
      return e;
    };
    expect(click('in').defaultPrevented).toBe(true);
    expect(onLink).toHaveBeenCalledWith('/inventory/group?x=1');
    onLink.mockReset();
    click('in', { ctrlKey: true });
    click('out');
    click('tab');
    document.removeEventListener('click', stay);
    expect(onLink).not.toHaveBeenCalled();
  });

  it('undoes Back before the router hears of it (the same address and state come back), then reports it', () => {
    // a router's listener, added after installBackGuard (the composition root installs it before
    // the first render) and not capturing, like wouter's: while guarded it never hears of Back
    const seen: string[] = [];
    const router = () => seen.push(path());
    stop();
    window.addEventListener('popstate', router);
    stop = guardLeaving({ onLink, onBack });
    const pushes = vi.spyOn(window.history, 'pushState');
    // the browser went back: the address is the previous entry's when popstate fires
    window.history.replaceState(null, '', '/inventory/group');
    pushes.mockClear();
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(pushes).toHaveBeenCalledWith({ page: 'form' }, '', '/inventory/group/info/wg_1?tab=a');
    expect(path()).toBe('/inventory/group/info/wg_1?tab=a');
    expect(seen).toEqual([]);
    expect(onBack).toHaveBeenCalledTimes(1);
    // once stopped, Back goes through
    stop();
    window.history.replaceState(null, '', '/inventory/group');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(path()).toBe('/inventory/group');
    expect(seen).toEqual(['/inventory/group']);
    expect(onBack).toHaveBeenCalledTimes(1);
    window.removeEventListener('popstate', router);
    pushes.mockRestore();
  });
});
