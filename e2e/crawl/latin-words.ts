// The zh-CN language check of the route crawl (decision 022): every visible text of a page in
// Chinese is in Chinese, data aside. What counts:
//   - visible text nodes of the page and the placeholders of its inputs (not what is visually
//     hidden in a 1 px box);
//   - a "word" is a run of Latin letters; it is reported when it has a lower-case letter and two
//     letters or more: all-capital acronyms and codes (SKU, ID, USD, FBA), single letters and file
//     extensions (.xlsx, .csv) pass;
//   - data is not checked: anything inside an element marked translate="no" (table cells of data
//     columns, description-list values, names, the brand; DataTable `data`, DescriptionList) unless
//     a nearer element says translate="yes" (status badges), and anything inside an element whose
//     `lang` is not Chinese (the language switch names English in English).
import type { Page } from '@playwright/test';

export async function latinWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const isData = (el: Element) => {
      if (el.closest('[translate]')?.getAttribute('translate') === 'no') return true;
      const lang = el.closest('[lang]')?.getAttribute('lang') ?? '';
      return !lang.toLowerCase().startsWith('zh');
    };
    // rendered, and not "visually hidden": inside a box of 1 px or less that clips what it holds
    // (react-aria's native <select> behind a Select, kept for forms and autofill: nobody sees it)
    const clipped = (el: Element) => {
      for (let a: Element | null = el; a; a = a.parentElement) {
        const box = a.getBoundingClientRect();
        if (box.width > 1 && box.height > 1) continue;
        const style = getComputedStyle(a);
        if (style.overflow !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto') return true;
      }
      return false;
    };
    const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !clipped(el);
    const check = (text: string, el: Element) => {
      // file extensions (.xlsx, .csv) name a format, not a word
      for (const word of text.replace(/\.[A-Za-z0-9]{2,5}\b/g, ' ').match(/[A-Za-z]+/g) ?? []) {
        if (word.length >= 2 && /[a-z]/.test(word)) found.add(`${word} in "${text.trim().slice(0, 80)}" (<${el.tagName.toLowerCase()}>)`);
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript') || isData(el) || !visible(el)) continue;
      check(node.textContent ?? '', el);
    }
    for (const el of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      if (!isData(el) && visible(el)) check(el.getAttribute('placeholder') ?? '', el);
    }
    return [...found].sort();
  });
}
