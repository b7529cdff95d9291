// The layout check of the crawls (decision 021): a page fits a window when neither the document
// nor the body is wider than it, so nothing scrolls the page sideways (wide tables scroll in their
// own box). The same loaded page is resized through the three windows rather than loaded again.
import { expect, type Page } from '@playwright/test';

/** The windows every screen must fit (design.md section 6); the first is Playwright's default. */
export const WINDOWS = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** How far the page is wider than the window: "" when it fits. */
export const overflowOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const w = window.innerWidth;
    const doc = document.documentElement.scrollWidth;
    const body = document.body.scrollWidth;
    return doc > w || body > w ? `document ${doc} px, body ${body} px in a ${w} px window` : '';
  });

/**
 * Resizes the page through WINDOWS and expects it to fit each (polled briefly: the phone drawer
 * switch follows the throttled resize source); on a phone the menu must start closed. Ends at the
 * first window again.
 */
export async function expectFitsEveryWindow(page: Page, route: string): Promise<void> {
  for (const size of [...WINDOWS.slice(1), WINDOWS[0]]) {
    await page.setViewportSize(size);
    await expect.poll(() => overflowOf(page), { message: `${route} at ${size.width}x${size.height}`, timeout: 3_000 }).toBe('');
    if (size.width < 768) await expect(page.getByTestId('sidebar'), `${route}: the phone drawer starts closed`).toBeHidden();
  }
}
