// Tiny render helper for the UI kit tests (no @testing-library): react-dom/client + act into a
// div attached to document.body, plus a few DOM helpers. happy-dom has no layout, so element
// sizes are stubbed (a 1000 x 600 viewport for every element) to let RAC's Virtualizer lay out
// rows; virtualization itself is checked in the browser (e2e/ui-kit/ui-kit.spec.ts).
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let sized = false;
export function stubLayout(width = 1000, height = 600) {
  if (sized) return;
  sized = true;
  for (const prop of ['clientWidth', 'offsetWidth', 'scrollWidth'] as const) Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => width });
  for (const prop of ['clientHeight', 'offsetHeight'] as const) Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => height });
}

export interface Rendered {
  container: HTMLDivElement;
  rerender(el: ReactElement): Promise<void>;
  unmount(): Promise<void>;
}

const mounted = new Set<Rendered>();

export async function render(el: ReactElement): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | null = null;
  await act(async () => {
    root = createRoot(container);
    root.render(el);
  });
  const r: Rendered = {
    container,
    rerender: async (next) => {
      await act(async () => root!.render(next));
    },
    unmount: async () => {
      await act(async () => root!.unmount());
      container.remove();
      mounted.delete(r);
    },
  };
  mounted.add(r);
  return r;
}

export async function cleanup() {
  for (const r of [...mounted]) await r.unmount();
  document.body.innerHTML = '';
}

/** Pointer-and-mouse click as RAC's usePress expects it (pointerdown/up then click). */
export async function press(el: Element | null) {
  if (!el) throw new Error('press: no element');
  await act(async () => {
    const opts = { bubbles: true, cancelable: true, composed: true, button: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true, detail: 1 };
    el.dispatchEvent(new PointerEvent('pointerdown', opts));
    el.dispatchEvent(new MouseEvent('mousedown', opts));
    el.dispatchEvent(new PointerEvent('pointerup', opts));
    el.dispatchEvent(new MouseEvent('mouseup', opts));
    el.dispatchEvent(new MouseEvent('click', opts));
  });
}

export async function key(el: Element | null, keyName: string) {
  if (!el) throw new Error('key: no element');
  await act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: keyName, bubbles: true, cancelable: true }));
    el.dispatchEvent(new KeyboardEvent('keyup', { key: keyName, bubbles: true, cancelable: true }));
  });
}

/** Set a native input's value the way React notices (value setter + input event). */
export async function type(input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null, value: string) {
  if (!input) throw new Error('type: no element');
  await act(async () => {
    const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

/**
 * Types a value into a react-aria date field (src/ui/DateTimeField.tsx), segment by segment as a
 * keyboard does: one `beforeinput` per digit, all of a segment's digits (a full segment starts the
 * next one afresh). happy-dom logs a RangeError when react-aria moves the focus to the next
 * segment (its selection handling recurses there); the value is set all the same.
 * 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'.
 */
export async function typeDate(field: Element | null, value: string) {
  if (!field) throw new Error('typeDate: no field');
  const [, year, month, day, hour, minute] = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value) ?? [];
  if (!year) throw new Error(`typeDate: not a date: ${value}`);
  for (const [kind, digits] of Object.entries({ year, month, day, hour, minute })) {
    if (digits === undefined) continue;
    await act(async () => {
      if (!field.querySelector(`[role=spinbutton][data-type=${kind}]`)) throw new Error(`typeDate: no ${kind} segment`);
      for (const d of digits) {
        // the field looks the segment up again: typing may re-render it
        const current = field.querySelector<HTMLElement>(`[role=spinbutton][data-type=${kind}]`)!;
        current.dispatchEvent(new InputEvent('beforeinput', { data: d, inputType: 'insertText', bubbles: true, cancelable: true }));
      }
    });
  }
}

export const all = (root: ParentNode, selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];
export const one = (root: ParentNode, selector: string) => root.querySelector<HTMLElement>(selector);
export const byText = (root: ParentNode, selector: string, text: string) => all(root, selector).find((e) => e.textContent?.trim() === text) ?? null;
export const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

/**
 * The text the zh-CN language crawl reads (e2e/crawl/latin-words.ts, decision 022): every text
 * node not inside an element marked translate="no" (data), joined by a space. A name that shows
 * up here is data the screen forgot to mark.
 */
export function unmarkedText(root: Node): string {
  const out: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    // react-aria's native <select> behind a Select is visually hidden: the crawl does not read it either
    if (!el || el.closest('script, style, select') || el.closest('[translate]')?.getAttribute('translate') === 'no') continue;
    if (node.textContent?.trim()) out.push(node.textContent.trim());
  }
  return out.join(' ');
}
