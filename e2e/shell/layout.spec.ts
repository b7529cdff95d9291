// Layout on every window (decision 021; the crawls measure every route's width): on a phone the
// menu is a drawer reached by a named header button in both languages, closed at start, closed by
// Escape, by its backdrop and by navigating, with the focus moved into it and back; a table cell
// that is cut off shows its whole text on hover and on keyboard focus, and status badges are never cut.
import { test, expect, signIn, signInSupplier } from '../fixtures';
import { overflowOf } from '../crawl/layout';

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a drawer: closed at start, opened by its button, closed by Escape, the backdrop and navigation', async ({ page }) => {
    await signIn(page, 'seller1');
    const sidebar = page.getByTestId('sidebar');
    const toggle = page.getByRole('button', { name: 'Show menu' });
    await expect(sidebar).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide menu' })).toHaveAttribute('aria-expanded', 'true');
    // the focus moves into the drawer, and what it covers leaves the focus order
    await expect(sidebar.locator(':focus')).toHaveCount(1);
    await expect(page.locator('#main')).toHaveAttribute('inert', '');
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.getByTestId('drawer-backdrop').click({ position: { x: 370, y: 400 } });
    await expect(sidebar).toBeHidden();

    await toggle.click();
    await sidebar.getByRole('button', { name: 'Orders', exact: true }).click();
    await sidebar.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page).toHaveURL(/\/order\/list$/);
    await expect(sidebar).toBeHidden();
    // the page fits, and its main actions are reachable
    expect(await overflowOf(page)).toBe('');
    for (const name of ['Search', 'Sign out', 'Show menu']) {
      const button = page.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport();
    }
  });

  test('the drawer button is named in Chinese too', async ({ page }) => {
    // supplier2 works in Chinese (seed)
    await signIn(page, 'supplier2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByRole('button', { name: '收起菜单' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test('a cut-off cell shows its whole text on hover and on keyboard focus; badges are never cut', async ({ page }) => {
  await signInSupplier(page);
  await page.goto('/order/list');
  const texts = page.getByTestId('cell-text');
  await expect(texts.first()).toBeVisible();
  const cut = await texts.evaluateAll((els) => els.findIndex((e) => e.scrollWidth > e.clientWidth));
  const whole = await texts.evaluateAll((els) => els.findIndex((e) => e.scrollWidth <= e.clientWidth));
  expect(cut, 'the order list has cut-off cells at 1280x720').toBeGreaterThanOrEqual(0);
  const full = (await texts.nth(cut).textContent()) ?? '';
  const tooltip = page.getByRole('tooltip');

  // a real mouse moves before it rests on a cell (react-aria opens hover tooltips for a pointer that moved)
  await page.mouse.move(640, 100, { steps: 4 });
  await texts.nth(cut).hover();
  await expect(tooltip).toHaveText(full);
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);

  // a text that fits opens nothing
  await texts.nth(whole).hover();
  await page.waitForTimeout(800);
  await expect(tooltip).toHaveCount(0);
  await page.mouse.move(0, 0);

  // keyboard: Tab into the grid, down to the cut cell's row, then right along it
  const target = texts.nth(cut);
  const rowOf = (el: Element | null) => Number(el?.closest('[role=row]')?.getAttribute('aria-rowindex') ?? 0);
  const targetRow = await target.evaluate(rowOf);
  const activeRow = () => page.evaluate(() => Number(document.activeElement?.closest('[role=row]')?.getAttribute('aria-rowindex') ?? 0));
  await page.getByRole('button', { name: 'Views' }).focus();
  await page.keyboard.press('Tab');
  for (let i = 0; i < 10 && (await activeRow()) < targetRow; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 20 && !(await target.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('ArrowRight');
  await expect(target).toBeFocused();
  await expect(tooltip).toHaveText(full);

  // status badges fit their cells (they wrap rather than being cut)
  const cutBadges = await page.locator('.dt-cell .badge').evaluateAll((els) =>
    els.filter((b) => b.scrollWidth > b.clientWidth + 1 || b.getBoundingClientRect().right > b.closest('.dt-cell')!.getBoundingClientRect().right + 1).map((b) => b.textContent),
  );
  expect(cutBadges).toEqual([]);
});
