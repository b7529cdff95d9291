// Where keyboard focus goes when the page changes under it (docs/architecture.md, "Keyboard"):
// a record opened puts focus on its first action (else its heading); after a decision, focus goes
// to the next action the record offers, else to the page heading; never left on the page body.
import { useEffect, useRef } from 'react';

/** Focus is nowhere the user put it: on the body, or on an element that is gone. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement || !active.isConnected;
}

/** The page's heading (the first h1 or h2 of the main region), made focusable by script only. */
export function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1, main h2') ?? document.querySelector<HTMLElement>('h1, h2');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/** The first enabled element of `container` that `selector` matches, if any. */
export function firstEnabled(container: ParentNode | null | undefined, selector: string): HTMLElement | null {
  return [...(container?.querySelectorAll<HTMLElement>(selector) ?? [])].find((el) => !el.matches(':disabled, [aria-disabled="true"]')) ?? null;
}

/** After two frames: dialogs have closed and restored what focus they could. */
function afterDialogs(run: () => void): () => void {
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(run);
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
  };
}

/**
 * Once `ready` turns true (a record is shown), puts focus on `target()` (else the page heading)
 * unless the user already put it somewhere.
 */
export function useFocusOnOpen(ready: boolean, target: () => HTMLElement | null | undefined): void {
  const done = useRef(false);
  const pick = useRef(target);
  pick.current = target;
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    return afterDialogs(() => {
      if (focusIsLost()) (pick.current() ?? pageHeading())?.focus();
    });
  }, [ready]);
}

/**
 * Each time `phase` goes from `from` to `to` (a decision went through: submitting -> viewing),
 * puts focus on `target()` (the next action), else on the page heading: the dialog that asked
 * has closed and its trigger may be gone, so focus would fall to the page body.
 */
export function useFocusAfter(phase: string, from: string, to: string, target: () => HTMLElement | null | undefined): void {
  const pick = useRef(target);
  pick.current = target;
  const previous = useRef(phase);
  useEffect(() => {
    const was = previous.current;
    previous.current = phase;
    if (was !== from || phase !== to) return;
    return afterDialogs(() => {
      const active = document.activeElement;
      // focus inside a dialog (another question is open) stays there
      if (!focusIsLost() && active?.closest('[role="dialog"], [role="alertdialog"]')) return;
      (pick.current() ?? pageHeading())?.focus();
    });
  }, [phase, from, to]);
}
